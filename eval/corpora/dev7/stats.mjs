#!/usr/bin/env node
// Checks a generated file and prints counts: every span selects its value, ids are unique,
// labels per category and type, documents per kind and language.
//   node eval/corpora/dev7/stats.mjs /tmp/dev7.jsonl
import fs from 'node:fs';

const file = process.argv[2];
const docs = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const problems = [];
const ids = new Set();
const count = (map, key, n = 1) => map.set(key, (map.get(key) ?? 0) + n);
const byCategory = new Map(), softByCategory = new Map(), byKind = new Map(), byLang = new Map(), byType = new Map(), negKinds = new Map();
for (const d of docs) {
  if (ids.has(d.id)) problems.push(`duplicate id ${d.id}`);
  ids.add(d.id);
  count(byKind, d.kind); count(byLang, d.language);
  for (const l of d.labels) {
    if (d.text.slice(l.start, l.end) !== l.value) problems.push(`${d.id}: label ${l.category} span differs from value`);
    if (l.value.length === 0) problems.push(`${d.id}: empty label`);
    if (l.value !== l.value.trim()) problems.push(`${d.id}: label ${l.category} has outer whitespace: ${JSON.stringify(l.value.slice(0, 20))}`);
    count(l.soft ? softByCategory : byCategory, l.category);
    count(byType, `${l.category}/${l.type}`);
  }
  for (const n of d.negatives) {
    if (n.value !== undefined && d.text.slice(n.start, n.end) !== n.value) problems.push(`${d.id}: negative span differs`);
    count(negKinds, n.kind);
  }
}
const show = (title, map) => console.log(`${title}: ${[...map].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`${docs.length} documents, ${docs.reduce((s, d) => s + d.labels.length, 0)} labels, ${docs.reduce((s, d) => s + d.negatives.length, 0)} negatives; ${docs.filter((d) => d.negatives.length).length} documents with negatives`);
show('labels (hard)', byCategory);
show('labels (soft)', softByCategory);
show('kinds', byKind);
show('languages', byLang);
if (process.argv.includes('--types')) { show('types', byType); show('negative kinds', negKinds); }
if (problems.length) { console.log(`${problems.length} problems:\n${problems.slice(0, 30).join('\n')}`); process.exitCode = 1; }

#!/usr/bin/env node
// Checks a written corpus (spans exact, ids unique, labels inside the text) and prints label
// counts per category, per kind and per language:  node stats.mjs /tmp/dev4.jsonl
import fs from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('usage: node stats.mjs CORPUS.jsonl');
const docs = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const problems = [];
const ids = new Set();
const byCat = {}, softByCat = {}, byKind = {}, byLang = {}, negKinds = {};
let labels = 0, negatives = 0, chars = 0;
for (const d of docs) {
  if (ids.has(d.id)) problems.push(`duplicate id ${d.id}`);
  ids.add(d.id);
  chars += d.text.length;
  byKind[d.kind] ??= { docs: 0, labels: 0 };
  byKind[d.kind].docs++;
  byLang[d.language] = (byLang[d.language] ?? 0) + 1;
  for (const l of d.labels) {
    if (d.text.slice(l.start, l.end) !== l.value || l.end <= l.start) problems.push(`${d.id}: label ${l.category} span differs from its value`);
    if (l.value.trim() !== l.value) problems.push(`${d.id}: label ${l.category} has surrounding white space: ${JSON.stringify(l.value.slice(0, 20))}`);
    if (l.soft) { softByCat[l.category] = (softByCat[l.category] ?? 0) + 1; continue; }
    byCat[l.category] = (byCat[l.category] ?? 0) + 1;
    byKind[d.kind].labels++;
    labels++;
  }
  for (const n of d.negatives) {
    if (d.text.slice(n.start, n.end) !== n.value) problems.push(`${d.id}: negative ${n.kind} span differs from its value`);
    if (d.labels.some((l) => !l.soft && l.start < n.end && n.start < l.end)) problems.push(`${d.id}: negative ${n.kind} overlaps a label`);
    negKinds[n.kind] = (negKinds[n.kind] ?? 0) + 1;
    negatives++;
  }
}
const sortDesc = (o) => Object.entries(o).sort((a, b) => (b[1].labels ?? b[1]) - (a[1].labels ?? a[1]));
console.log(`${docs.length} documents, ${labels} labels (+${Object.values(softByCat).reduce((s, n) => s + n, 0)} soft), ${negatives} negatives, ${Object.keys(byKind).length} kinds, ${chars} characters (longest ${Math.max(...docs.map((d) => d.text.length))})`);
console.log('\nper category (hard / soft):');
for (const [c, n] of sortDesc(byCat)) console.log(`  ${c.padEnd(18)} ${String(n).padStart(5)} / ${softByCat[c] ?? 0}`);
for (const c of Object.keys(softByCat)) if (!byCat[c]) console.log(`  ${c.padEnd(18)}     0 / ${softByCat[c]}`);
console.log('\nper kind (documents, labels):');
for (const [k, v] of sortDesc(byKind)) console.log(`  ${k.padEnd(24)} ${String(v.docs).padStart(4)} ${String(v.labels).padStart(5)}`);
console.log('\nper language:', Object.entries(byLang).map(([l, n]) => `${l} ${n}`).join(', '));
console.log('\nnegatives:', sortDesc(negKinds).map(([k, n]) => `${k} ${n}`).join(', '));
if (problems.length) { console.log(`\n${problems.length} problem(s):\n` + problems.slice(0, 30).join('\n')); process.exitCode = 1; }

#!/usr/bin/env node
// Checks a generated corpus (spans exact, ids unique) and prints counts per category, kind,
// language and negative family:  node eval/corpora/dev8/stats.mjs /tmp/dev8.jsonl
import fs from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('usage: stats.mjs FILE.jsonl');
const docs = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const count = (map, key, n = 1) => { map[key] = (map[key] ?? 0) + n; };
const labels = {}, soft = {}, kinds = {}, langs = {}, families = {}, types = {};
const ids = new Set();
let problems = 0;
for (const d of docs) {
  if (ids.has(d.id)) { problems++; console.error(`duplicate id ${d.id}`); }
  ids.add(d.id);
  count(kinds, d.kind); count(langs, d.language);
  for (const l of d.labels) {
    if (d.text.slice(l.start, l.end) !== l.value) { problems++; console.error(`${d.id}: label span differs from value`); }
    count(l.soft ? soft : labels, l.category);
    if (!l.soft) count(types, `${l.category}/${l.type.replace(/_(pem|escaped|single_line|rewrapped|crlf|yaml_block)$/, '')}`);
  }
  for (const n of d.negatives) {
    if (d.text.slice(n.start, n.end) !== n.value) { problems++; console.error(`${d.id}: negative span differs from value`); }
    count(families, n.kind.split('.')[0]);
  }
}
const lens = docs.map((d) => d.text.length).sort((a, b) => a - b);
const show = (title, m) => console.log(`${title}: ${Object.entries(m).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`${docs.length} documents, length min ${lens[0]} median ${lens[lens.length >> 1]} max ${lens.at(-1)}; ${problems} problems`);
show('labels', labels); show('soft labels', soft); show('negative families', families); show('kinds', kinds); show('languages', langs);
const idTypes = Object.keys(types).filter((t) => t.startsWith('national_id/'));
console.log(`national id schemes: ${idTypes.length}; api_key types: ${Object.keys(types).filter((t) => t.startsWith('api_key/')).length}; phone countries: ${Object.keys(types).filter((t) => t.startsWith('phone/')).length}; address formats: ${Object.keys(types).filter((t) => t.startsWith('address/')).length}`);
if (problems) process.exitCode = 1;

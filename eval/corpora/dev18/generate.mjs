#!/usr/bin/env node
// Usage: node generate.mjs --seed 7 --count 600 --out corpus.jsonl
import fs from 'node:fs';
import { makeRng } from './lib/core.mjs';
import { makeDoc } from './lib/docs.mjs';
import { CATEGORIES } from './lib/values.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, all) => (x.startsWith('--') ? [...a, [x.slice(2), all[i + 1]]] : a), []));
const seed = Number(args.seed ?? 7), count = Number(args.count ?? 600), out = args.out ?? `dev18-seed${seed}.jsonl`;
const r = makeRng(seed);
const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])); const langCounts = {};
const lines = [];
for (let i = 0; i < count; i++) lines.push(JSON.stringify(makeDoc(r, i, counts, langCounts)));
fs.writeFileSync(out, lines.join('\n') + '\n');
console.error(`wrote ${count} documents to ${out}`);

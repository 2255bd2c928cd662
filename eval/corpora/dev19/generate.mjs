#!/usr/bin/env node
// Seeded generator for the dev19 short-text PII/secrets evaluation corpus.
// usage: node generate.mjs --seed 7 --count 600 --out out/dev19-seed7.jsonl
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeRng } from './lib/rng.mjs';
import { LOCALES } from './lib/lang.mjs';
import { makeValues, CATEGORIES } from './lib/values.mjs';
import { makeNegatives } from './lib/negatives.mjs';
import { makeDocs, KINDS } from './lib/documents.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((acc, a, i, arr) => { if (a.startsWith('--')) acc.push([a.slice(2), arr[i + 1]]); return acc; }, []));
const seed = args.seed ?? '7'; const count = Number(args.count ?? 600); const out = args.out ?? `out/dev19-seed${seed}.jsonl`;

const R = makeRng(seed);
const V = makeValues(R);
const NEG = makeNegatives(R, V);
const D = makeDocs(R, V, NEG);
const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
const kindPairs = Object.entries(KINDS).map(([k, v]) => [k, v[0]]);

function chooseCats(kind, locId, n) {
  const allowed = (KINDS[kind][1] || CATEGORIES).filter((c) => V.supports(c, locId));
  const mean = Object.values(counts).reduce((a, b) => a + b, 0) / CATEGORIES.length;
  const chosen = [];
  for (let i = 0; i < n; i++) {
    const pool = allowed.filter((c) => !chosen.includes(c));
    if (!pool.length) break;
    chosen.push(R.weighted(pool.map((c) => [c, Math.max(0.05, mean - counts[c] + 4) ** 3])));
  }
  return chosen;
}

const lines = [];
let order = [];
for (let i = 0; i < count; i++) {
  if (!order.length) order = R.shuffle(LOCALES.map((l) => l.id));
  const locId = order.pop();
  const kind = R.weighted(kindPairs);
  const [lo, hi] = KINDS[kind][2];
  const cats = chooseCats(kind, locId, R.int(lo, hi));
  const negWant = R.chance(0.42) ? (R.chance(0.3) ? 2 : 1) : 0;
  const doc = D.build(kind, locId, cats, negWant);
  for (const l of doc.labels) if (!l.soft) counts[l.category]++;
  const rec = { id: `dev19-s${seed}-${String(i + 1).padStart(4, '0')}`, kind, locale: locId, language: locId.split('-')[0], text: doc.text,
    labels: doc.labels.sort((a, b) => a.start - b.start), negatives: doc.negatives.sort((a, b) => a.start - b.start) };
  lines.push(JSON.stringify(rec));
}
mkdirSync(dirname(out) || '.', { recursive: true });
writeFileSync(out, lines.join('\n') + '\n');
console.log(`wrote ${lines.length} documents to ${out}`);

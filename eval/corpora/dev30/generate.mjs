#!/usr/bin/env node
// Usage: node generate.mjs --seed 7 --count 600 --out corpus-seed7.jsonl
import { writeFileSync } from 'node:fs';
import { Rng } from './lib/prng.mjs';
import { KINDS } from './lib/kinds.mjs';
import { LOCALE_CODES } from './lib/locales.mjs';
import { makeCtx } from './lib/ctx.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, all) => (x.startsWith('--') ? a.concat([[x.slice(2), all[i + 1]]]) : a), []));
const seed = String(args.seed ?? '7'), count = Number(args.count ?? 600), out = args.out ?? `corpus-seed${seed}.jsonl`;
const P_EN_ALL = 0.32; // English share for kinds that accept every locale (English-only kinds lift the total to ~40%)

// kind order: a seed-dependent permutation, cycled by index -> balanced, and independent of --count
const order = new Rng(seed, 'kind-order').shuffle(KINDS.map((k) => k.id));
const byId = Object.fromEntries(KINDS.map((k) => [k.id, k]));

export function buildDoc(seed, i) {
  const kind = byId[order[i % order.length]];
  const r = new Rng(seed, 'doc', i);
  const pool = kind.loc === 'all' ? LOCALE_CODES : kind.loc;
  const en = pool.filter((c) => c.startsWith('en-')), other = pool.filter((c) => !c.startsWith('en-'));
  const code = !other.length ? r.pick(en) : !en.length ? r.pick(other) : (r.chance(P_EN_ALL) ? r.pick(en) : r.pick(other));
  const c = makeCtx(r, code);
  kind.build(c);
  const d = c.d;
  d.labels.sort((a, b) => a.start - b.start); d.negatives.sort((a, b) => a.start - b.start);
  return { id: `dev30-s${seed}-${String(i).padStart(5, '0')}`, kind: kind.id, locale: code, language: c.lang, text: d.text, labels: d.labels, negatives: d.negatives };
}

const lines = [];
for (let i = 0; i < count; i++) lines.push(JSON.stringify(buildDoc(seed, i)));
writeFileSync(out, lines.join('\n') + '\n');
console.log(`wrote ${count} documents to ${out}`);

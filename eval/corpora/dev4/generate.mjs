#!/usr/bin/env node
// Writes a labelled corpus for the pii_secrets evaluation (format: eval/pii-secrets/eval-doc.ts):
//   node eval/corpora/dev4/generate.mjs --seed 7 --count 600 --out /tmp/dev4.jsonl
// Every value is drawn at run time from a seeded generator; see README.md for the conventions.
import fs from 'node:fs';
import { Rng } from './rng.mjs';
import { Doc } from './doc.mjs';
import { Ctx } from './context.mjs';
import { LANGUAGES } from './phrases.mjs';
import { kinds } from './kinds.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}
const seed = Number(arg('--seed', '7'));
const count = Number(arg('--count', '600'));
const out = arg('--out', undefined);
if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1) throw new Error('--seed and --count take whole numbers (count ≥ 1)');

// Each kind gets its share of the documents (largest remainder), in a seeded order: the label
// counts per category then vary little from seed to seed.
function schedule(rng) {
  const total = kinds.reduce((s, k) => s + k.weight, 0);
  const shares = kinds.map((k) => ({ k, exact: (count * k.weight) / total }));
  const slots = shares.map((s) => ({ k: s.k, n: Math.floor(s.exact), rest: s.exact - Math.floor(s.exact) }));
  let missing = count - slots.reduce((s, x) => s + x.n, 0);
  for (const s of [...slots].sort((a, b) => b.rest - a.rest || a.k.name.localeCompare(b.k.name))) if (missing-- > 0) s.n++;
  return rng.shuffle(slots.flatMap((s) => Array(s.n).fill(s.k)));
}
const picker = new Rng(seed, 0xfeed);
const order = schedule(picker);
const lines = [];
for (let i = 0; i < count; i++) {
  const kind = order[i];
  // English is the most common language of the text users screen: four shares, one for each other.
  const lang = kind.languages === 'all' ? picker.weighted(LANGUAGES.map((l) => [l === 'en' ? 4 : 1, l])) : picker.pick(kind.languages);
  const r = new Rng(seed, i + 1);
  const ctx = new Ctx(r, lang);
  const doc = new Doc();
  kind.make(ctx, doc);
  lines.push(JSON.stringify(doc.finish(`dev4-s${seed}-${String(i).padStart(4, '0')}`, kind.name, kind.englishText ? 'en' : lang, ctx.locale)));
}
const text = lines.join('\n') + '\n';
if (out) fs.writeFileSync(out, text);
else process.stdout.write(text);

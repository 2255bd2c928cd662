#!/usr/bin/env node
// Usage: node generate.mjs --seed S --count N --out FILE
import { writeFileSync } from 'node:fs';
import { Rng } from './lib/prng.mjs';
import { LOCALES } from './lib/locales.mjs';
import { Ctx } from './lib/ctx.mjs';
import { build } from './lib/kinds.mjs';
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith('--') ? [...a, [v.slice(2), arr[i + 1]]] : a), []));
const seed = String(args.seed ?? '7'), count = +(args.count ?? 100), out = args.out;
if (!out || !(count >= 0)) { console.error('usage: node generate.mjs --seed S --count N --out FILE'); process.exit(2); }
export function makeDoc(seed, i) {
  const r = new Rng(`dev32|${seed}|${i}`);
  const loc = r.pick(LOCALES); const useNeg = r.chance(0.72);
  const c = new Ctx(r, loc, useNeg);
  const b = build(c); const { text, labels, negatives } = b.doc.finish();
  const encodings = [...new Set(labels.map((l) => l.encoding).filter(Boolean))].sort();
  const o = { id: `dev32-s${seed}-${String(i).padStart(5, '0')}`, kind: b.kind, locale: loc.code, language: b.dev ? 'en' : loc.lang, rendering: b.rendering, cross_border: c.cross };
  if (b.inner_kind) o.inner_kind = b.inner_kind;
  if (encodings.length) o.encodings = encodings;
  Object.assign(o, { text, labels, negatives });
  return o;
}
const lines = []; for (let i = 0; i < count; i++) lines.push(JSON.stringify(makeDoc(seed, i)));
writeFileSync(out, lines.join('\n') + (lines.length ? '\n' : ''));
console.error(`wrote ${count} documents to ${out}`);

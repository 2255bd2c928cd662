#!/usr/bin/env node
// node generate.mjs --seed S --count N --out FILE
import { writeFileSync } from 'node:fs';
import { Rng } from './lib/prng.mjs';
import { LOCALES } from './lib/locales.mjs';
import { KINDS, buildDoc } from './lib/kinds.mjs';
import * as V from './lib/validators.mjs';

export function generateOne(seed, i) {
  const r = new Rng(`dev33|${seed}|${i}`);
  const kind = r.pick(KINDS);
  const loc = r.pick(LOCALES);
  const d = buildDoc(r, kind, loc, V);
  const encodings = [...new Set(d.labels.map((l) => l.encoding).filter(Boolean))].sort();
  const out = { id: `dev33-s${seed}-${String(i).padStart(5, '0')}`, kind: kind.name, locale: d.locale, language: d.language, rendering: d.rendering, cross_border: d.cross_border };
  if (d.inner_kind) out.inner_kind = d.inner_kind;
  if (encodings.length) out.encodings = encodings;
  Object.assign(out, { text: d.text, labels: d.labels, negatives: d.negatives });
  return out;
}
function arg(name, def) { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : def; }
if (import.meta.url === `file://${process.argv[1]}`) {
  const seed = arg('seed', '7'), count = Number(arg('count', '100')), outFile = arg('out');
  if (!outFile || !Number.isInteger(count) || count < 0) { console.error('usage: node generate.mjs --seed S --count N --out FILE'); process.exit(2); }
  const lines = []; for (let i = 0; i < count; i++) lines.push(JSON.stringify(generateOne(seed, i)));
  writeFileSync(outFile, lines.join('\n') + (lines.length ? '\n' : ''));
  console.error(`wrote ${count} documents to ${outFile}`);
}

#!/usr/bin/env node
// Synthetic labelled evaluation corpus for a PII-and-secrets detector (government, justice, logistics).
// Usage: node generate.mjs --seed 7 --count 600 --out FILE.jsonl
import { writeFileSync } from 'node:fs';
import { Rng } from './lib/core.mjs';
import { buildLocales } from './lib/locales.mjs';
import { makePerson, field } from './lib/fields.mjs';
import { KINDS } from './lib/kinds.mjs';

const PREFIX = 'dev31';
const LOCALES = buildLocales();
// ~40% English across six English locales; the rest spread over the other locales.
const EN_W = { 'en-US': 11, 'en-GB': 10, 'en-IE': 4, 'en-AU': 5, 'en-CA': 4, 'en-IN': 6 };
const nonEn = LOCALES.filter(l => l.lang !== 'en');
const LOCALE_W = LOCALES.map(l => [l, l.lang === 'en' ? EN_W[l.id] : 60 / nonEn.length]);
const DECOY_RATE = 0.11;
// kinds whose natural-language content is localized; tech kinds keep code/English structure
const KIND_W = KINDS.map(k => [k, k.w || 1]);

export function generateDoc(seed, i) {
  const r = new Rng(`${PREFIX}:${seed}:${i}`);
  const L = r.wpick(LOCALE_W);
  const kind = r.wpick(KIND_W);
  const decoy = r.chance(DECOY_RATE);
  const { Doc } = DocMod;
  const doc = new Doc();
  const ctx = { r, L, Ls: LOCALES, p: makePerson(r, L), decoy, doc, cross: false, dateStyle: r.pick(['short', 'short', 'long']), ocrFiller: r.chance(0.1) };
  kind.build(ctx);
  if (doc.labels.length + doc.negatives.length === 0) { doc.t('\nRef: ').item(field(ctx, 'ref')).t('\n'); }
  const out = { id: `${PREFIX}-s${seed}-${String(i).padStart(5, '0')}`, kind: kind.name, locale: L.id, language: L.lang };
  out.rendering = ctx.rendering || kind.rendering;
  if (ctx.cross) out.cross_border = true;
  if (doc.encodings.size) out.encodings = [...doc.encodings].sort();
  out.text = doc.text;
  out.labels = doc.labels;
  out.negatives = doc.negatives;
  return out;
}
const DocMod = await import('./lib/core.mjs');

function main() {
  const a = process.argv.slice(2); const opt = {};
  for (let i = 0; i < a.length; i++) if (a[i].startsWith('--')) opt[a[i].slice(2)] = a[i + 1];
  const seed = Number(opt.seed ?? 7), count = Number(opt.count ?? 600);
  if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 0) { console.error('usage: node generate.mjs --seed N --count N --out FILE.jsonl'); process.exit(2); }
  const lines = [];
  for (let i = 0; i < count; i++) lines.push(JSON.stringify(generateDoc(seed, i)));
  const data = lines.join('\n') + (lines.length ? '\n' : '');
  if (opt.out) writeFileSync(opt.out, data); else process.stdout.write(data);
}
if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('generate.mjs')) main();

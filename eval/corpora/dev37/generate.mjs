#!/usr/bin/env node
// Labelled evaluation corpus generator (dev37). Usage: node generate.mjs --seed 7 --count 600 --out /tmp/d37.jsonl
import { writeFileSync } from 'node:fs';
import { Rng } from './lib/prng.mjs';
import { Doc, Ctx } from './lib/doc.mjs';
import { LOCALES, LOCALE_CODES } from './lib/locales.mjs';
import { TEMPLATES, CLEAN } from './lib/catalog.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, arr) => (x.startsWith('--') ? [...a, [x.slice(2), arr[i + 1]]] : a), []));
const seed = args.seed ?? '7'; const count = +(args.count ?? 600); const out = args.out;

// Locale weights: every locale appears; big markets a bit more often.
const LW = LOCALE_CODES.map((c) => [c, ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR', 'it-IT', 'ja-JP', 'zh-CN', 'tr-TR', 'pl-PL', 'nl-NL'].includes(c) ? 1.6 : 1]);

// in lean documents log-like look-alikes stay in the text unannotated; others are written as n/a, TBA, ...
const KEEP = new Set(['timestamp', 'version', 'commit_sha', 'hash', 'uuid', 'cell_id', 'mmsi', 'coordinates', 'amount', 'serial_number', 'product_code', 'ticket_id', 'order_number']);
const FALLBACK = { placeholder: '', timestamp: 'n/a', version: 'latest', company_name: 'the carrier', public_hotline: 'the service desk', masked_value: 'on file', container_number: 'TBA', imo_number: 'IMO (pending)', booking_reference: 'pending' };
function unNeg(x, r) { if (Array.isArray(x)) return x.map((y) => unNeg(y, r)); if (x && x.neg) return KEEP.has(x.kind) ? x.value : FALLBACK[x.kind] ?? r.pick(['n/a', 'TBA', '-', 'pending']); return x; }

export function makeDoc(seed, i) {
  const r = new Rng(`dev37:${seed}:${i}`);
  const clean = r.chance(0.07);
  const tpl = r.weighted((clean ? CLEAN : TEMPLATES).map((t) => [t, t.w * (t.mode === 'local' ? 2.6 : t.domain === 'dev' ? 0.75 : 1)]));
  const lean = !clean && r.chance(0.24); // a share of documents without annotated look-alikes: they are written as n/a, TBA, ...
  const loc = r.weighted(LW);
  const c = new Ctx(r, loc);
  const d = new Doc();
  d.add(lean ? unNeg(tpl.fn(c), r) : tpl.fn(c));
  const language = tpl.mode === 'local' ? LOCALES[loc].lang : 'en';
  const doc = { id: `dev37-s${seed}-${String(i).padStart(5, '0')}`, kind: tpl.kind, domain: tpl.domain, locale: loc, language, text: d.text, labels: d.labels, negatives: d.negatives };
  if (c.codeLang) doc.code_language = c.codeLang;
  return doc;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = [];
  for (let i = 0; i < count; i++) lines.push(JSON.stringify(makeDoc(seed, i)));
  const body = lines.join('\n') + '\n';
  if (out) writeFileSync(out, body); else process.stdout.write(body);
}

#!/usr/bin/env node
// Usage: node generate.mjs --seed S --count N --out FILE.jsonl
import fs from 'node:fs';
import { makeRng } from './lib/rng.mjs';
import { COUNTRIES } from './lib/countries.mjs';
import { KINDS, buildDoc } from './lib/templates.mjs';
import { LANG } from './lib/langs.mjs';
const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, arr) => (x.startsWith('--') ? [...a, [x.slice(2), arr[i + 1]]] : a), []));
const seed = Number(args.seed ?? 7), count = Number(args.count ?? 600), out = args.out ?? `corpus-${seed}.jsonl`;
const r = makeRng(seed);
const kinds = Object.entries(KINDS);
const TECH = new Set(['app_log', 'env_config', 'yaml_config', 'dev_chat', 'support_ticket']);
const lines = [];
for (let i = 0; i < count; i++) {
  const c = COUNTRIES[i % COUNTRIES.length];
  const kind = r.weighted(kinds);
  let lang = c.lang;
  if (c.alt && r.chance(0.35)) { const a = r.pick(c.alt); if (LANG[a]) lang = a; }
  else if (TECH.has(kind) && r.chance(0.4)) lang = 'en';
  const d = buildDoc(r, c, kind, lang);
  const mixed = TECH.has(kind) && lang !== 'en';
  lines.push(JSON.stringify({ id: `dev16-${seed}-${String(i).padStart(5, '0')}`, kind, locale: c.locale, language: lang === 'zh_t' ? 'zh-Hant' : lang === 'en' && c.cc !== 'US' ? 'en' : lang, text: d.text, labels: d.labels, negatives: d.negatives }));
}
fs.writeFileSync(out, lines.join('\n') + '\n');
console.error(`wrote ${count} documents to ${out}`);

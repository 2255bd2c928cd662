#!/usr/bin/env node
// Usage: node generate.mjs --seed S --count N --out FILE.jsonl
import fs from 'node:fs';
import { makeRng } from './rng.mjs';
import { LANGS, LOCALES, CATS } from './locales.mjs';
import { makeCtx, BUSINESS, TECH, llm_prompt } from './kinds.mjs';

export function generate(seed, count) {
  const r = makeRng(seed); const counts = Object.fromEntries(CATS.map((c) => [c, 0]));
  const kinds = { ...BUSINESS, ...TECH };
  const W = Object.fromEntries(Object.keys(kinds).map((k) => [k, 1]));
  const docs = []; const langOrder = [];
  for (let i = 0; i < count; i++) {
    if (i % LANGS.length === 0) langOrder.push(...r.shuffle(LANGS));
    const lang = langOrder[i]; const ctx = makeCtx(r, lang, counts);
    // pick the kind whose typical categories are most needed now
    const secretMin = Math.min(...['api_key', 'access_token', 'private_key', 'connection_string', 'password', 'crypto_wallet'].map((c) => counts[c]));
    const piiMin = Math.min(...['phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account', 'credit_card'].map((c) => counts[c]));
    const techBias = secretMin < piiMin ? 1.5 : 0.6;
    let kind = r.weighted(Object.keys(kinds).map((k) => [k, W[k] * (TECH[k] ? techBias : 1)]));
    let doc = kinds[kind](ctx);
    if (r.chance(0.12)) { doc = llm_prompt(ctx, doc); kind = 'llm_prompt'; }
    for (const l of doc.labels) counts[l.category]++;
    docs.push({ id: `dev10-s${seed}-${String(i).padStart(5, '0')}`, kind, locale: LOCALES[lang].locale, language: lang, text: doc.text, labels: doc.labels, negatives: doc.negatives });
  }
  return docs;
}

const isMain = process.argv[1] && import.meta.url === new URL('file://' + fs.realpathSync(process.argv[1])).href;
if (isMain) {
  const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d; };
  const seed = +arg('--seed', 7), count = +arg('--count', 600), out = arg('--out', `corpus-s${seed}-n${count}.jsonl`);
  const docs = generate(seed, count);
  fs.writeFileSync(out, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  console.error(`wrote ${docs.length} documents to ${out}`);
}

#!/usr/bin/env node
// Deterministic generator of the dev27 evaluation corpus (law, courts, public administration, police).
// usage: node generate.mjs --seed 7 --count 600 --out out/dev27-seed7.jsonl
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Rng } from './lib/rng.mjs';
import { LOCALES } from './lib/locales.mjs';
import { LANG } from './lib/lang.mjs';
import { KINDS, makeCtx, setWant } from './lib/docs.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, x, i, arr) => (x.startsWith('--') ? a.concat([[x.slice(2), arr[i + 1]]]) : a), []));
const seed = Number(args.seed ?? 7), count = Number(args.count ?? 600), out = args.out ?? `out/dev27-seed${seed}.jsonl`;
export const CATEGORIES = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];

export function docOk(d) {
  const hard = d.labels.filter(l => !l.soft);
  const distinct = new Set(hard.map(l => l.category + '\u0000' + l.value));
  const cats = new Set(hard.map(l => l.category));
  const lines = d.text.split('\n').filter((x, i, a) => !(i === a.length - 1 && x === '')).length;
  return distinct.size >= 2 && distinct.size <= 6 && cats.size >= 2 && lines >= 5 && lines <= 60 && !/[\uD800-\uDFFF]/.test(d.text);
}

export function generate(seed, count) {
  const rng = new Rng(`dev27:${seed}`);
  const kindNames = Object.keys(KINDS);
  const catCount = Object.fromEntries(CATEGORIES.map(c => [c, 0])); const kindCount = Object.fromEntries(kindNames.map(k => [k, 0]));
  const langCount = {};
  const docs = []; const seen = new Map();
  for (let i = 0; i < count; i++) {
    let best = null, bestScore = -Infinity;
    const total = Object.values(catCount).reduce((a, b) => a + b, 0) + 1; const mean = total / CATEGORIES.length;
    const want = Object.fromEntries(CATEGORIES.map(c => [c, (mean + 1) / (catCount[c] + 1)])); setWant((c) => want[c] ?? 1);
    for (let k = 0; k < 12; k++) {
      const kind = rng.weighted(kindNames.map(n => [n, 1 / (1 + kindCount[n])]));
      const K = KINDS[kind];
      const locs = LOCALES.filter(l => !K.langs || K.langs.includes(l.lang));
      const loc = rng.weighted(locs.map(l => [l, 1 / (1 + (langCount[l.lang] || 0)) / LOCALES.filter(x => x.lang === l.lang).length]));
      let doc = null;
      for (let attempt = 0; attempt < 8 && !doc; attempt++) {
        const c = makeCtx(rng.fork(`${i}:${k}:${attempt}`), loc, want);
        K.fn(c);
        const cand = { kind, locale: loc.id, language: loc.lang, text: c.d.text, labels: c.d.labels, negatives: c.d.negatives };
        if (!docOk(cand)) continue;
        // avoid values already used in earlier docs (except soft labels and short given/surnames)
        if (cand.labels.some(l => !l.soft && l.type !== 'surname' && l.type !== 'given_name' && (seen.get(l.value) || 0) >= 2)) continue;
        doc = cand;
      }
      if (!doc) continue;
      const hard = doc.labels.filter(l => !l.soft);
      const score = hard.reduce((s, l) => s + Math.log((mean + 1) / (catCount[l.category] + 1)) + (catCount[l.category] / total < 0.039 ? 1.5 : 0), 0) + 1.0 * Math.log((i / kindNames.length + 1) / (kindCount[kind] + 1)) + rng.float() * 0.05;
      if (score > bestScore) { bestScore = score; best = doc; }
    }
    if (!best) { i--; continue; }
    best.id = `dev27-s${seed}-${String(i + 1).padStart(4, '0')}`;
    for (const l of best.labels) if (!l.soft) catCount[l.category]++;
    for (const v of new Set(best.labels.map(l => l.value))) seen.set(v, (seen.get(v) || 0) + 1);
    kindCount[best.kind]++; langCount[best.language] = (langCount[best.language] || 0) + 1;
    docs.push({ id: best.id, kind: best.kind, locale: best.locale, language: best.language, text: best.text, labels: best.labels, negatives: best.negatives });
  }
  return docs;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('generate.mjs')) {
  const docs = generate(seed, count);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, docs.map(d => JSON.stringify(d)).join('\n') + '\n');
  console.error(`wrote ${docs.length} documents to ${out}`);
}

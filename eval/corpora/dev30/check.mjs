#!/usr/bin/env node
// Usage: node check.mjs corpus.jsonl   — validates every invariant, prints statistics, exit 1 on any problem.
import { readFileSync } from 'node:fs';
import { VALIDATORS, luhnValid, ibanValid, walletValid } from './lib/ids.mjs';
import { githubValid } from './lib/secrets.mjs';

const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const file = process.argv[2];
if (!file) { console.error('usage: node check.mjs corpus.jsonl'); process.exit(2); }
const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.length);
const problems = []; const P = (id, m) => { if (problems.length < 200) problems.push(`${id}: ${m}`); else problems.length++; };
const st = { kinds: {}, langs: {}, locales: {}, cats: {}, types: {}, negKinds: {}, soft: 0, enc: {}, decoys: 0, labels: 0, negs: 0, validated: 0 };
const inc = (o, k, n = 1) => { o[k] = (o[k] || 0) + n; };
const ids = new Set();
for (const [ln, line] of lines.entries()) {
  let doc; try { doc = JSON.parse(line); } catch (e) { P(`line ${ln + 1}`, 'invalid JSON'); continue; }
  const id = doc.id ?? `line ${ln + 1}`;
  for (const k of ['id', 'kind', 'locale', 'language', 'text']) if (typeof doc[k] !== 'string' || !doc[k]) P(id, `missing/invalid ${k}`);
  if (!Array.isArray(doc.labels) || !Array.isArray(doc.negatives)) { P(id, 'labels/negatives not arrays'); continue; }
  const allowed = new Set(['id', 'kind', 'locale', 'language', 'text', 'labels', 'negatives']);
  for (const k of Object.keys(doc)) if (!allowed.has(k)) P(id, `unexpected field ${k}`);
  if (ids.has(id)) P(id, 'duplicate id'); ids.add(id);
  const t = doc.text;
  if (/[\uD800-\uDFFF]/.test(t)) P(id, 'astral / surrogate characters in text');
  if (!doc.labels.length && !doc.negatives.length) P(id, 'no labels and no negatives');
  if (!doc.labels.length) st.decoys++;
  inc(st.kinds, doc.kind); inc(st.langs, doc.language); inc(st.locales, doc.locale);
  const spans = [];
  for (const l of doc.labels) {
    const lk = new Set(['start', 'end', 'category', 'type', 'value', 'soft', 'encoding']);
    for (const k of Object.keys(l)) if (!lk.has(k)) P(id, `label has unexpected field ${k}`);
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start < 0 || l.end > t.length || l.start >= l.end) { P(id, `bad label offsets ${l.start}-${l.end}`); continue; }
    if (t.slice(l.start, l.end) !== l.value) P(id, `label value mismatch at ${l.start}: ${JSON.stringify(l.value).slice(0, 40)}`);
    if (l.value !== l.value.trim()) P(id, `label value has surrounding whitespace: ${JSON.stringify(l.value).slice(0, 40)}`);
    if (!CATS.includes(l.category)) P(id, `unknown category ${l.category}`);
    if (typeof l.type !== 'string' || !l.type) P(id, 'label without type');
    if ('soft' in l && l.soft !== true) P(id, 'soft must be true when present');
    if ('encoding' in l && !['json_escaped', 'base64'].includes(l.encoding)) P(id, `bad encoding ${l.encoding}`);
    if (l.encoding === 'base64' && !/^[A-Za-z0-9+/]+={0,2}$/.test(l.value)) P(id, 'base64 label is not base64');
    // validators on the raw (unencoded) values
    if (!l.encoding) {
      let ok = null;
      if (VALIDATORS[l.type]) ok = VALIDATORS[l.type](l.value);
      else if (l.category === 'credit_card') ok = luhnValid(l.value);
      else if (l.category === 'iban') ok = ibanValid(l.value);
      else if (l.category === 'crypto_wallet') ok = walletValid(l.type, l.value);
      else if (l.type === 'github_token') ok = githubValid(l.value);
      else if (l.type === 'us_routing_account') ok = VALIDATORS.us_aba_routing(l.value.split(' ')[0]);
      if (ok === false) P(id, `checksum failed for ${l.type}: ${l.value}`);
      if (ok === true) st.validated++;
    }
    st.labels++; inc(st.cats, l.category); inc(st.types, `${l.category}/${l.type}`); if (l.soft) st.soft++; if (l.encoding) inc(st.enc, l.encoding);
    spans.push([l.start, l.end, 'L']);
  }
  for (const n of doc.negatives) {
    if (!Number.isInteger(n.start) || !Number.isInteger(n.end) || n.start < 0 || n.end > t.length || n.start >= n.end) { P(id, `bad negative offsets ${n.start}-${n.end}`); continue; }
    if (t.slice(n.start, n.end) !== n.value) P(id, `negative value mismatch at ${n.start}`);
    if (typeof n.kind !== 'string' || !n.kind) P(id, 'negative without kind');
    for (const k of Object.keys(n)) if (!['start', 'end', 'kind', 'value'].includes(k)) P(id, `negative has unexpected field ${k}`);
    st.negs++; inc(st.negKinds, n.kind); spans.push([n.start, n.end, 'N']);
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) P(id, `overlapping spans ${spans[i - 1][0]}-${spans[i - 1][1]} / ${spans[i][0]}-${spans[i][1]}`);
  for (let i = 1; i < doc.labels.length; i++) if (doc.labels[i].start < doc.labels[i - 1].start) P(id, 'labels not sorted by start');
}
const n = lines.length;
const frac = st.decoys / n;
if (n >= 100 && (frac < 0.10 || frac > 0.15)) P('corpus', `decoy share ${(frac * 100).toFixed(1)}% outside 10-15%`);
for (const c of CATS) { const min = Math.floor(60 * n / 600); if ((st.cats[c] || 0) < min) P('corpus', `category ${c} has ${st.cats[c] || 0} labels (< ${min})`); }
const en = Object.entries(st.langs).filter(([l]) => l === 'en').reduce((s, [, v]) => s + v, 0);
const sortD = (o) => Object.entries(o).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
const out = [];
out.push(`file: ${file}`);
out.push(`documents: ${n}   kinds: ${Object.keys(st.kinds).length}   languages: ${Object.keys(st.langs).length}   locales: ${Object.keys(st.locales).length}`);
out.push(`labels: ${st.labels} (soft ${st.soft}, encoded ${JSON.stringify(st.enc)}, checksum-validated ${st.validated})   negatives: ${st.negs}   decoy documents (negatives only): ${st.decoys} (${(frac * 100).toFixed(1)}%)`);
out.push(`English share: ${(100 * en / n).toFixed(1)}%`);
out.push('', '== documents per language =='); for (const [k, v] of sortD(st.langs)) out.push(`  ${k.padEnd(6)} ${v}`);
out.push('', '== documents per locale =='); for (const [k, v] of sortD(st.locales)) out.push(`  ${k.padEnd(6)} ${v}`);
out.push('', '== documents per kind =='); for (const [k, v] of sortD(st.kinds)) out.push(`  ${k.padEnd(34)} ${v}`);
out.push('', '== labels per category =='); for (const c of CATS) out.push(`  ${c.padEnd(18)} ${st.cats[c] || 0}`);
out.push('', `== labels per type (${Object.keys(st.types).length} types) ==`); for (const [k, v] of sortD(st.types)) out.push(`  ${k.padEnd(48)} ${v}`);
out.push('', `== negatives per kind (${Object.keys(st.negKinds).length} kinds) ==`); for (const [k, v] of sortD(st.negKinds)) out.push(`  ${k.padEnd(28)} ${v}`);
out.push('', problems.length ? `PROBLEMS (${problems.length}):` : 'OK: all invariants hold');
for (const p of problems.slice(0, 200)) out.push('  ' + p);
console.log(out.join('\n'));
process.exit(problems.length ? 1 : 0);

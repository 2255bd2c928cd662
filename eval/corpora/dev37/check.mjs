#!/usr/bin/env node
// Validates a dev37 corpus file: node check.mjs FILE.jsonl   (exit 1 on any problem)
import { readFileSync, existsSync } from 'node:fs';
import { VALIDATORS, NEGATIVE_VALIDATORS } from './lib/validators.mjs';
import { DECODE } from './lib/doc.mjs';

const API_CATEGORIES = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
// cross-check against the contract, when it is available
const apiPath = '/work/shared/API.md';
if (existsSync(apiPath)) {
  const md = readFileSync(apiPath, 'utf8'); const m = /Categories\. PII:([\s\S]*?)A rule pack may add/.exec(md);
  if (m) { const found = [...m[1].matchAll(/`([a-z_]+)`/g)].map((x) => x[1]); const missing = API_CATEGORIES.filter((c) => !found.includes(c)); const extra = found.filter((c) => !API_CATEGORIES.includes(c)); if (missing.length || extra.length) { console.log(`API.md category list differs: missing ${missing} extra ${extra}`); process.exitCode = 1; } }
}
const ENCODINGS = new Set(Object.keys(DECODE));
const file = process.argv[2];
if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.length);
const problems = [];
const P = (id, msg) => problems.push(`${id}: ${msg}`);
const stats = { docs: 0, labels: 0, negatives: 0, soft: 0, checksummed: 0, negChecked: 0, withNeg: 0, noLabel: 0, cat: {}, lang: {}, locale: {}, kind: {}, domain: {}, enc: {}, type: {}, codeLang: {} };
const inc = (o, k, n = 1) => { o[k] = (o[k] || 0) + n; };
const ids = new Set();
const decodeAll = (v, e) => { let s = DECODE[e](v); for (let i = 0; i < 3; i++) { try { const t = DECODE[e](s); if (t === s) break; if (e === 'base64') break; s = t; } catch { break; } } return s; };

for (const [ln, line] of lines.entries()) {
  let d; try { d = JSON.parse(line); } catch (e) { P(`line ${ln + 1}`, 'invalid JSON'); continue; }
  const id = d.id || `line ${ln + 1}`; stats.docs++;
  if (!/^dev37-s\w+-\d{5}$/.test(d.id || '')) P(id, 'bad id');
  if (ids.has(d.id)) P(id, 'duplicate id'); ids.add(d.id);
  for (const f of ['kind', 'locale', 'language', 'text']) if (typeof d[f] !== 'string' || !d[f]) P(id, `missing ${f}`);
  if (!Array.isArray(d.labels) || !Array.isArray(d.negatives)) { P(id, 'labels/negatives must be arrays'); continue; }
  const text = d.text;
  const spanOk = (x, what) => {
    if (!Number.isInteger(x.start) || !Number.isInteger(x.end) || x.start < 0 || x.end > text.length || x.start >= x.end) { P(id, `${what} bad offsets ${x.start}-${x.end}`); return false; }
    if (text.slice(x.start, x.end) !== x.value) { P(id, `${what} value mismatch at ${x.start}: ${JSON.stringify(x.value)} vs ${JSON.stringify(text.slice(x.start, x.end))}`); return false; }
    if (/^\s|\s$/.test(x.value)) P(id, `${what} has surrounding whitespace: ${JSON.stringify(x.value)}`);
    // do not split a surrogate pair
    const c0 = text.charCodeAt(x.start), c1 = text.charCodeAt(x.end - 1);
    if ((c0 >= 0xdc00 && c0 <= 0xdfff) || (c1 >= 0xd800 && c1 <= 0xdbff)) P(id, `${what} splits a surrogate pair`);
    return true;
  };
  const labs = [...d.labels].sort((a, b) => a.start - b.start);
  for (const l of labs) {
    stats.labels++;
    if (!spanOk(l, `label ${l.type}`)) continue;
    if (!API_CATEGORIES.includes(l.category)) P(id, `unknown category ${l.category}`);
    if (typeof l.type !== 'string' || !l.type) P(id, 'label without type');
    if ('soft' in l && l.soft !== true) P(id, 'soft must be true when present');
    if (l.soft) stats.soft++;
    let raw = l.value;
    if ('encoding' in l) {
      if (!ENCODINGS.has(l.encoding)) { P(id, `unknown encoding ${l.encoding}`); continue; }
      try { raw = decodeAll(l.value, l.encoding); } catch { P(id, `cannot decode ${l.encoding}: ${l.value}`); continue; }
      if (raw === l.value) P(id, `encoding ${l.encoding} declared but value is not encoded: ${l.value}`);
      inc(stats.enc, l.encoding);
    }
    const v = VALIDATORS[l.type];
    if (v) { stats.checksummed++; if (!v(raw)) P(id, `checksum/structure failed for ${l.type}: ${raw}`); }
    if (l.type === 'basic_auth_credentials' && !raw.includes(':')) P(id, 'basic auth credentials without user:password');
    inc(stats.cat, l.category); inc(stats.type, l.type);
  }
  for (let i = 1; i < labs.length; i++) if (labs[i].start < labs[i - 1].end) P(id, `overlapping labels ${labs[i - 1].start}-${labs[i - 1].end} / ${labs[i].start}-${labs[i].end}`);
  const negs = [...d.negatives].sort((a, b) => a.start - b.start);
  for (const n of negs) {
    stats.negatives++;
    if (!spanOk(n, `negative ${n.kind}`)) continue;
    if (typeof n.kind !== 'string' || !n.kind) P(id, 'negative without kind');
    for (const l of labs) if (n.start < l.end && l.start < n.end) P(id, `negative ${n.kind} overlaps label ${l.type} (${n.value})`);
    const nv = NEGATIVE_VALIDATORS[n.kind]; if (nv) { stats.negChecked++; if (!nv(n.value)) P(id, `look-alike ${n.kind} is not well-formed: ${n.value}`); }
  }
  for (let i = 1; i < negs.length; i++) if (negs[i].start < negs[i - 1].end) P(id, 'overlapping negatives');
  if (negs.length) stats.withNeg++;
  if (!labs.length) stats.noLabel++;
  inc(stats.lang, d.language); inc(stats.locale, d.locale); inc(stats.kind, d.kind); inc(stats.domain, d.domain || '-'); if (d.code_language) inc(stats.codeLang, d.code_language);
}
const fmt = (o) => Object.entries(o).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join(' ');
console.log(`file: ${file}`);
console.log(`documents: ${stats.docs}  labels: ${stats.labels} (soft ${stats.soft})  negatives: ${stats.negatives}`);
console.log(`documents with negatives: ${stats.withNeg} (${(100 * stats.withNeg / stats.docs).toFixed(1)}%)  documents without labels: ${stats.noLabel} (${(100 * stats.noLabel / stats.docs).toFixed(1)}%)`);
console.log(`checksummed labels verified: ${stats.checksummed}  look-alike negatives verified: ${stats.negChecked}`);
console.log(`categories (${Object.keys(stats.cat).length}/${API_CATEGORIES.length}): ${fmt(stats.cat)}`);
console.log(`languages (${Object.keys(stats.lang).length}): ${fmt(stats.lang)}`);
console.log(`locales (${Object.keys(stats.locale).length}): ${fmt(stats.locale)}`);
console.log(`domains: ${fmt(stats.domain)}`);
console.log(`kinds (${Object.keys(stats.kind).length}): ${fmt(stats.kind)}`);
console.log(`code languages (${Object.keys(stats.codeLang).length}): ${fmt(stats.codeLang)}`);
console.log(`encodings: ${fmt(stats.enc)}`);
console.log(`types (${Object.keys(stats.type).length}): ${fmt(stats.type)}`);
if (problems.length) { console.log(`\nPROBLEMS (${problems.length}):`); for (const p of problems.slice(0, 200)) console.log('  ' + p); process.exitCode = 1; }
else console.log('\nOK: no problems found');

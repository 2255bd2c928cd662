#!/usr/bin/env node
// Validates a generated JSONL file: line format, offsets, overlaps, check digits; prints statistics.
import { readFileSync } from 'node:fs';
import { VALIDATORS, luhnOk, ibanOk, mrzDigit } from './lib/checks.mjs';

const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const ENCS = ['json_escaped', 'url_encoded', 'base64', 'html_entities', 'mrz'];
const TOP = new Set(['id', 'kind', 'locale', 'language', 'rendering', 'cross_border', 'inner_kind', 'encodings', 'text', 'labels', 'negatives']);
const LAB = new Set(['start', 'end', 'category', 'type', 'value', 'soft', 'encoding']);
const NEGK = new Set(['start', 'end', 'kind', 'value']);
const WRAPPERS = new Set(['llm_prompt', 'helpdesk_ticket_json']);

const file = process.argv[2];
if (!file) { console.error('usage: node check.mjs FILE'); process.exit(2); }
const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.length);
const problems = [];
const P = (id, msg) => { if (problems.length < 200) problems.push(`${id}: ${msg}`); else problems.length++; };
const stat = { cat: {}, catSoft: {}, kind: {}, lang: {}, locale: {}, neg: {}, enc: {}, type: {}, rendering: {} };
const inc = (m, k, n = 1) => { m[k] = (m[k] || 0) + n; };
let nLabels = 0, nScored = 0, nNeg = 0, docsWithNeg = 0, validated = 0, crossBorder = 0;
const ids = new Set();
const decode = (enc, v) => { try { if (enc === 'json_escaped') return JSON.parse('"' + v + '"'); if (enc === 'url_encoded') return decodeURIComponent(v); if (enc === 'base64') return Buffer.from(v, 'base64').toString('utf8'); } catch { return null; } return v; };

lines.forEach((line, n) => {
  let d;
  try { d = JSON.parse(line); } catch (e) { P(`line ${n + 1}`, 'invalid JSON'); return; }
  const id = d.id || `line ${n + 1}`;
  for (const k of Object.keys(d)) if (!TOP.has(k)) P(id, `unknown field ${k}`);
  for (const k of ['id', 'kind', 'text', 'labels', 'negatives']) if (!(k in d)) P(id, `missing ${k}`);
  if (typeof d.id !== 'string' || !/^dev34-s[\w.-]+-\d{5}$/.test(d.id)) P(id, 'bad id');
  if (ids.has(d.id)) P(id, 'duplicate id'); ids.add(d.id);
  if (typeof d.text !== 'string' || !Array.isArray(d.labels) || !Array.isArray(d.negatives)) { P(id, 'bad types'); return; }
  if (WRAPPERS.has(d.kind) !== ('inner_kind' in d)) P(id, 'inner_kind must be present exactly for wrapper kinds');
  if ('cross_border' in d && typeof d.cross_border !== 'boolean') P(id, 'cross_border not boolean');
  inc(stat.kind, d.kind); inc(stat.lang, d.language); inc(stat.locale, d.locale); inc(stat.rendering, d.rendering);
  if (d.cross_border) crossBorder++;
  const usedEnc = new Set();
  const T = d.text;
  let prevEnd = -1;
  const sorted = d.labels.slice().sort((a, b) => a.start - b.start);
  for (const l of d.labels) {
    for (const k of Object.keys(l)) if (!LAB.has(k)) P(id, `label has unknown field ${k}`);
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start < 0 || l.end > T.length || l.start >= l.end) { P(id, `bad offsets ${l.start}-${l.end}`); continue; }
    if (T.slice(l.start, l.end) !== l.value) P(id, `value mismatch at ${l.start}: ${JSON.stringify(l.value).slice(0, 40)}`);
    if (/^\s|\s$/.test(l.value)) P(id, `label value has surrounding whitespace at ${l.start}`);
    if (!CATS.includes(l.category)) P(id, `unknown category ${l.category}`);
    if (typeof l.type !== 'string' || !l.type) P(id, 'missing type');
    if ('soft' in l && typeof l.soft !== 'boolean') P(id, 'soft not boolean');
    if ('encoding' in l) { if (!ENCS.includes(l.encoding)) P(id, `bad encoding ${l.encoding}`); usedEnc.add(l.encoding); inc(stat.enc, l.encoding); }
    nLabels++; if (!l.soft) { nScored++; inc(stat.cat, l.category); } else inc(stat.catSoft, l.category);
    inc(stat.type, `${l.category}/${l.type}`);
    // check digits on the decoded value
    let raw = l.encoding ? decode(l.encoding, l.value) : l.value;
    if (raw == null) { P(id, `cannot decode ${l.encoding} value`); continue; }
    if (l.encoding === 'html_entities') raw = raw.replace(/&#(\d+);/g, (m, c) => String.fromCodePoint(+c)).replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');
    const v = VALIDATORS[l.type];
    if (l.category === 'credit_card') { if (!luhnOk(raw)) P(id, `card fails Luhn: ${raw}`); else validated++; }
    else if (l.category === 'iban' && l.type !== 'company_iban_masked') { if (!ibanOk(raw)) P(id, `IBAN checksum fails: ${raw}`); else validated++; }
    else if (v) { if (!v(raw)) P(id, `${l.type} check fails: ${raw}`); else validated++; }
    if (l.category === 'email' && !/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(raw)) P(id, `bad email ${raw}`);
    if (l.category === 'private_key' && !/PRIVATE KEY|^AGE-SECRET-KEY|^[A-Za-z0-9+/]{43}=$/.test(raw)) P(id, 'private key shape');
    if (l.category === 'ip_address' && !/^(\d{1,3}\.){3}\d{1,3}$|:/.test(raw)) P(id, `bad ip ${raw}`);
  }
  for (const l of sorted) { if (l.start < prevEnd) P(id, `overlapping labels at ${l.start}`); prevEnd = Math.max(prevEnd, l.end); }
  // MRZ line check digits: verify document-number check digit that follows each mrz passport label
  for (const l of d.labels) if (l.encoding === 'mrz' && l.category === 'passport_number') {
    let j = l.end; let num = l.value; while (T[j] === '<') { num += '<'; j++; }
    if (T[j] !== mrzDigit(num.padEnd(9, '<').slice(0, 9))) P(id, 'MRZ document number check digit');
  }
  const declared = new Set(d.encodings || []);
  if (d.encodings && (!Array.isArray(d.encodings) || d.encodings.some((e) => !ENCS.includes(e)))) P(id, 'bad encodings list');
  for (const e of usedEnc) if (!declared.has(e)) P(id, `encoding ${e} used but not listed`);
  for (const e of declared) if (!usedEnc.has(e)) P(id, `encoding ${e} listed but unused`);
  for (const g of d.negatives) {
    for (const k of Object.keys(g)) if (!NEGK.has(k)) P(id, `negative has unknown field ${k}`);
    if (!Number.isInteger(g.start) || !Number.isInteger(g.end) || g.start < 0 || g.end > T.length || g.start >= g.end) { P(id, 'bad negative offsets'); continue; }
    if (typeof g.kind !== 'string') P(id, 'negative kind');
    if ('value' in g && T.slice(g.start, g.end) !== g.value) P(id, `negative value mismatch ${g.kind}`);
    if (d.labels.some((l) => g.start < l.end && l.start < g.end)) P(id, `negative overlaps label (${g.kind})`);
    if (g.kind === 'vin' && !VALIDATORS.vin(g.value)) P(id, `VIN check digit ${g.value}`);
    if (g.kind === 'gtin' && !VALIDATORS.gtin13(g.value)) P(id, 'GTIN check digit');
    if (g.kind === 'imei' && !luhnOk(g.value)) P(id, 'IMEI Luhn');
    inc(stat.neg, g.kind); nNeg++;
  }
  if (d.negatives.length) docsWithNeg++;
});

const show = (title, m, limit = 1000) => { console.log(`\n## ${title}`); Object.entries(m).sort((a, b) => b[1] - a[1]).slice(0, limit).forEach(([k, v]) => console.log(`${String(v).padStart(6)}  ${k}`)); };
console.log(`# check ${file}`);
console.log(`documents: ${lines.length}\nlabels: ${nLabels} (scored ${nScored}, soft ${nLabels - nScored})\nlabels passing a check-digit/structure validator: ${validated}\nnegatives: ${nNeg} in ${docsWithNeg} documents (${(100 * docsWithNeg / lines.length).toFixed(1)}%)\ncross-border documents: ${crossBorder}`);
console.log(`kinds: ${Object.keys(stat.kind).length}, languages: ${Object.keys(stat.lang).length}, locales: ${Object.keys(stat.locale).length}, label types: ${Object.keys(stat.type).length}`);
const missing = CATS.filter((c) => !stat.cat[c]);
show('scored labels per category', stat.cat); show('soft labels per category', stat.catSoft);
show('encodings', stat.enc); show('negatives per kind', stat.neg); show('documents per kind', stat.kind);
show('documents per language', stat.lang); show('documents per locale', stat.locale); show('documents per rendering', stat.rendering);
show('label types', stat.type);
if (missing.length) P('summary', `categories without scored labels: ${missing.join(', ')}`);
if (problems.length) { console.log(`\n## PROBLEMS (${problems.length})`); problems.slice(0, 200).forEach((p) => console.log(p)); console.error(`FAIL: ${problems.length} problem(s)`); process.exit(1); }
console.log('\nOK: all lines valid');

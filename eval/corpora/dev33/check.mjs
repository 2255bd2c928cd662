#!/usr/bin/env node
// node check.mjs FILE — validates every line and prints statistics; exit 1 on any problem.
import { readFileSync } from 'node:fs';
import { validate, validatorFor, decode } from './lib/validators.mjs';

const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const REQ = ['id', 'kind', 'locale', 'language', 'rendering', 'cross_border', 'text', 'labels', 'negatives'];
const OPT = ['inner_kind', 'encodings'];
const ENCS = ['json_escaped', 'url_encoded', 'base64', 'mrz', 'html_entities'];
const file = process.argv[2];
if (!file) { console.error('usage: node check.mjs FILE'); process.exit(2); }
const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.length);
const problems = []; const bad = (id, msg) => { if (problems.length < 200) problems.push(`${id}: ${msg}`); else problems.length++; };
const inc = (m, k, n = 1) => m.set(k, (m.get(k) || 0) + n);
const st = { cat: new Map(), catSoft: new Map(), type: new Map(), lang: new Map(), loc: new Map(), kind: new Map(), rend: new Map(), negk: new Map(), enc: new Map(), validated: 0, invalidChecked: 0, withNeg: 0, cross: 0, labels: 0, negs: 0, chars: 0 };
const ids = new Set();
lines.forEach((line, n) => {
  let d; try { d = JSON.parse(line); } catch (e) { bad(`line ${n + 1}`, 'invalid JSON'); return; }
  const id = d.id ?? `line ${n + 1}`;
  const keys = Object.keys(d);
  for (const k of REQ) if (!keys.includes(k)) bad(id, `missing key ${k}`);
  for (const k of keys) if (!REQ.includes(k) && !OPT.includes(k)) bad(id, `unexpected key ${k}`);
  if (ids.has(d.id)) bad(id, 'duplicate id'); ids.add(d.id);
  for (const k of ['id', 'kind', 'locale', 'language', 'rendering', 'text']) if (typeof d[k] !== 'string' || !d[k].length) bad(id, `${k} must be a non-empty string`);
  if (typeof d.cross_border !== 'boolean') bad(id, 'cross_border must be boolean');
  if ('inner_kind' in d && (typeof d.inner_kind !== 'string' || !d.inner_kind)) bad(id, 'inner_kind empty');
  if (!/^[a-z]{2,3}-[A-Z]{2}$/.test(d.locale || '')) bad(id, `bad locale ${d.locale}`);
  if (!Array.isArray(d.labels) || !Array.isArray(d.negatives)) { bad(id, 'labels/negatives must be arrays'); return; }
  const text = d.text || '';
  st.chars += text.length;
  inc(st.lang, d.language); inc(st.loc, d.locale); inc(st.kind, d.kind); inc(st.rend, d.rendering); if (d.cross_border) st.cross++;
  const spans = [];
  const labelEncs = new Set();
  for (const l of d.labels) {
    const lk = Object.keys(l); const allowed = ['start', 'end', 'category', 'type', 'value', 'soft', 'encoding'];
    for (const k of ['start', 'end', 'category', 'type', 'value']) if (!lk.includes(k)) bad(id, `label missing ${k}`);
    for (const k of lk) if (!allowed.includes(k)) bad(id, `label has unexpected key ${k}`);
    if ('soft' in l && l.soft !== true) bad(id, 'soft must be true when present');
    if ('encoding' in l && !ENCS.includes(l.encoding)) bad(id, `unknown encoding ${l.encoding}`);
    if (!CATS.includes(l.category)) bad(id, `unknown category ${l.category}`);
    if (!(Number.isInteger(l.start) && Number.isInteger(l.end) && l.start >= 0 && l.end > l.start && l.end <= text.length)) { bad(id, `offsets out of range ${l.start}-${l.end}`); continue; }
    if (text.slice(l.start, l.end) !== l.value) bad(id, `label slice mismatch at ${l.start}`);
    if (l.value !== l.value.trim()) bad(id, `label has surrounding whitespace: ${JSON.stringify(l.value)}`);
    spans.push([l.start, l.end, 'label']);
    st.labels++; inc(st.cat, l.category); if (l.soft) inc(st.catSoft, l.category); inc(st.type, `${l.category}/${l.type}`);
    if (l.encoding) { labelEncs.add(l.encoding); inc(st.enc, l.encoding); }
    if (!l.soft && validatorFor(l.type)) {
      let v; try { v = decode(l.value, l.encoding); } catch (e) { bad(id, `cannot decode ${l.encoding}`); continue; }
      if (l.encoding === 'mrz') v = v.replace(/ /g, '');
      if (!validate(l.type, v)) bad(id, `validator failed for ${l.type}: ${JSON.stringify(l.value)}`); else st.validated++;
    }
  }
  const de = d.encodings || [];
  if ('encodings' in d && (!Array.isArray(de) || !de.length)) bad(id, 'encodings present but empty');
  if ([...labelEncs].sort().join() !== [...de].sort().join()) bad(id, `encodings ${JSON.stringify(de)} != label encodings ${JSON.stringify([...labelEncs])}`);
  if (d.negatives.length) st.withNeg++;
  for (const g of d.negatives) {
    const gk = Object.keys(g).sort().join();
    if (gk !== 'end,kind,start,value') bad(id, `negative keys ${gk}`);
    if (!(Number.isInteger(g.start) && Number.isInteger(g.end) && g.start >= 0 && g.end > g.start && g.end <= text.length)) { bad(id, 'negative offsets out of range'); continue; }
    if (text.slice(g.start, g.end) !== g.value) bad(id, `negative slice mismatch at ${g.start}`);
    if (g.value !== g.value.trim()) bad(id, 'negative has surrounding whitespace');
    spans.push([g.start, g.end, 'negative']); st.negs++; inc(st.negk, g.kind);
    if (g.kind.startsWith('invalid_')) { const t = g.kind.slice(8); const res = validate(t, g.value); if (res !== false) bad(id, `${g.kind} does not fail its validator (${res}): ${g.value}`); else st.invalidChecked++; }
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) bad(id, `overlapping spans ${spans[i - 1][0]}-${spans[i - 1][1]} and ${spans[i][0]}-${spans[i][1]}`);
});
const tbl = (title, m, extra) => { console.log(`\n## ${title} (${m.size})`); for (const [k, v] of [...m].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])))) console.log(`  ${String(k).padEnd(44)} ${String(v).padStart(5)}${extra ? extra(k) : ''}`); };
console.log(`file: ${file}`);
console.log(`documents: ${lines.length}  labels: ${st.labels}  negatives: ${st.negs}  characters: ${st.chars}`);
console.log(`documents with negatives: ${st.withNeg} (${lines.length ? Math.round((100 * st.withNeg) / lines.length) : 0}%)  cross-border: ${st.cross}`);
console.log(`labels passing a validator: ${st.validated}  invalid_* negatives failing their validator: ${st.invalidChecked}`);
console.log('\n## labels per category (total / soft)');
for (const c of CATS) console.log(`  ${c.padEnd(20)} ${String(st.cat.get(c) || 0).padStart(5)} ${String(st.catSoft.get(c) || 0).padStart(5)}`);
tbl('labels per type', st.type);
tbl('documents per language', st.lang);
tbl('documents per locale', st.loc);
tbl('documents per kind', st.kind);
tbl('documents per rendering', st.rend);
tbl('negatives per kind', st.negk);
tbl('labels per encoding', st.enc);
const thin = CATS.filter((c) => (st.cat.get(c) || 0) < 25);
if (thin.length) console.log(`\nnote: categories under 25 labels: ${thin.join(', ')}`);
if (problems.length) { console.log(`\nPROBLEMS (${problems.length}):`); for (const p of problems.slice(0, 200)) console.log('  ' + p); process.exit(1); }
console.log('\nOK: no problems found');

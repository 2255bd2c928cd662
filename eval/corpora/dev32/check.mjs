#!/usr/bin/env node
// Usage: node check.mjs FILE — validates every line and prints statistics; exit 1 on any problem.
import { readFileSync } from 'node:fs';
import { VALIDATORS } from './lib/ids.mjs';
import { walletValid, githubValid } from './lib/secrets.mjs';
const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const TOP = new Set(['id', 'kind', 'locale', 'language', 'rendering', 'cross_border', 'inner_kind', 'encodings', 'text', 'labels', 'negatives']);
const REQ = ['id', 'kind', 'text', 'labels', 'negatives'];
const LKEYS = new Set(['start', 'end', 'category', 'type', 'value', 'soft', 'encoding']), NKEYS = new Set(['start', 'end', 'kind', 'value']);
const file = process.argv[2]; if (!file) { console.error('usage: node check.mjs FILE'); process.exit(2); }
const validatorFor = (type) => VALIDATORS[type] || walletValid[type] || (/^github_(pat|oauth_token|app_token)$/.test(type) ? githubValid : null);
const decode = (v, enc) => { try { if (!enc) return v; if (enc === 'url') return decodeURIComponent(v); if (enc === 'base64') return Buffer.from(v, 'base64').toString('utf8'); if (enc === 'json_escaped') return JSON.parse('"' + v + '"'); return null; } catch { return undefined; } };
const problems = []; const P = (id, m) => { if (problems.length < 200) problems.push(`${id}: ${m}`); else problems.length++; };
const inc = (o, k, n = 1) => { o[k] = (o[k] || 0) + n; };
const st = { docs: 0, labels: 0, soft: 0, negs: 0, docsWithNeg: 0, cat: {}, catSoft: {}, type: {}, kind: {}, lang: {}, locale: {}, negKind: {}, enc: {}, rendering: {}, cross: 0, validated: 0, invalidNegChecked: 0, chars: 0 };
const ids = new Set(); const typesByCat = {};
const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.length);
lines.forEach((line, ln) => {
  let o; try { o = JSON.parse(line); } catch (e) { P(`line ${ln + 1}`, 'invalid JSON'); return; }
  const id = o.id ?? `line ${ln + 1}`; st.docs++;
  for (const k of Object.keys(o)) if (!TOP.has(k)) P(id, `unknown top-level key ${k}`);
  for (const k of REQ) if (!(k in o)) P(id, `missing ${k}`);
  if (ids.has(o.id)) P(id, 'duplicate id'); ids.add(o.id);
  if (typeof o.text !== 'string' || !Array.isArray(o.labels) || !Array.isArray(o.negatives)) { P(id, 'bad types'); return; }
  if ('cross_border' in o && typeof o.cross_border !== 'boolean') P(id, 'cross_border not boolean');
  if ('encodings' in o && !Array.isArray(o.encodings)) P(id, 'encodings not array');
  const t = o.text; st.chars += t.length;
  inc(st.kind, o.kind); inc(st.lang, o.language ?? '?'); inc(st.locale, o.locale ?? '?'); inc(st.rendering, o.rendering ?? '?'); if (o.cross_border) st.cross++;
  const spans = [];
  const encSeen = new Set();
  for (const l of o.labels) {
    for (const k of Object.keys(l)) if (!LKEYS.has(k)) P(id, `unknown label key ${k}`);
    for (const k of ['start', 'end', 'category', 'type', 'value']) if (!(k in l)) P(id, `label missing ${k}`);
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start < 0 || l.end > t.length || l.start >= l.end) { P(id, `bad offsets ${l.start}-${l.end}`); continue; }
    if (t.slice(l.start, l.end) !== l.value) P(id, `label value mismatch at ${l.start}: ${JSON.stringify(t.slice(l.start, l.end))} vs ${JSON.stringify(l.value)}`);
    if (l.value !== l.value.trim()) P(id, `label has surrounding whitespace ${JSON.stringify(l.value)}`);
    if (!CATS.includes(l.category)) P(id, `unknown category ${l.category}`);
    if ('soft' in l && typeof l.soft !== 'boolean') P(id, 'soft not boolean');
    if (l.encoding) { encSeen.add(l.encoding); inc(st.enc, l.encoding); }
    st.labels++; inc(st.cat, l.category); inc(st.type, `${l.category}/${l.type}`); (typesByCat[l.category] ??= new Set()).add(l.type);
    if (l.soft) { st.soft++; inc(st.catSoft, l.category); }
    const v = validatorFor(l.type);
    if (v && !l.soft) { const raw = decode(l.value, l.encoding); if (raw === undefined) P(id, `cannot decode ${l.encoding} label`); else if (raw !== null) { if (!v(raw)) P(id, `labelled ${l.type} fails its validator: ${raw}`); else st.validated++; } }
    spans.push([l.start, l.end, 'L']);
  }
  if (o.encodings) { for (const e of encSeen) if (!o.encodings.includes(e)) P(id, `encoding ${e} not listed`); }
  else if (encSeen.size) P(id, 'encodings missing');
  for (const n of o.negatives) {
    for (const k of Object.keys(n)) if (!NKEYS.has(k)) P(id, `unknown negative key ${k}`);
    if (!Number.isInteger(n.start) || !Number.isInteger(n.end) || n.start < 0 || n.end > t.length || n.start >= n.end) { P(id, `bad negative offsets`); continue; }
    if (t.slice(n.start, n.end) !== n.value) P(id, `negative value mismatch at ${n.start}`);
    st.negs++; inc(st.negKind, n.kind);
    const m = /^invalid_(.+)$/.exec(n.kind);
    if (m) { const v = validatorFor(m[1]) || (m[1] === 'credit_card' ? VALIDATORS.credit_card : m[1] === 'iban' ? VALIDATORS.iban : null); if (!v) P(id, `no validator for ${n.kind}`); else if (v(n.value)) P(id, `negative ${n.kind} passes its validator: ${n.value}`); else st.invalidNegChecked++; }
    spans.push([n.start, n.end, 'N']);
  }
  if (o.negatives.length) st.docsWithNeg++;
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) P(id, `overlapping spans at ${spans[i][0]}`);
});
const tbl = (o, title) => { console.log(`\n## ${title}`); for (const [k, v] of Object.entries(o).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) console.log(`${String(v).padStart(6)}  ${k}`); };
console.log(`file: ${file}`);
console.log(`documents: ${st.docs}  labels: ${st.labels} (soft ${st.soft})  negatives: ${st.negs}  docs with negatives: ${st.docsWithNeg} (${(100 * st.docsWithNeg / Math.max(1, st.docs)).toFixed(1)}%)`);
console.log(`kinds: ${Object.keys(st.kind).length}  languages: ${Object.keys(st.lang).length}  locales: ${Object.keys(st.locale).length}  cross-border docs: ${st.cross}  chars: ${st.chars}`);
console.log(`labels confirmed by a validator: ${st.validated}  invalid look-alike negatives confirmed failing: ${st.invalidNegChecked}`);
console.log(`categories present: ${Object.keys(st.cat).length}/19  missing: ${CATS.filter((c) => !st.cat[c]).join(', ') || 'none'}`);
console.log(`\n## labels per category (soft in brackets), distinct types`);
for (const c of CATS) console.log(`${String(st.cat[c] || 0).padStart(6)}  ${c} [${st.catSoft[c] || 0}]  types=${typesByCat[c]?.size || 0}`);
tbl(st.lang, 'documents per language'); tbl(st.locale, 'documents per locale'); tbl(st.kind, 'documents per kind'); tbl(st.rendering, 'documents per rendering'); tbl(st.negKind, 'negatives per kind'); tbl(st.enc, 'labels per encoding'); tbl(st.type, 'labels per category/type');
if (problems.length) { console.log(`\nPROBLEMS (${problems.length}):`); for (const p of problems.slice(0, 200)) console.log('  ' + p); process.exit(1); }
console.log('\nOK: no problems');

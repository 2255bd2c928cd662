#!/usr/bin/env node
// Validates a generated corpus file and prints statistics; exit 1 on any problem.
import { readFileSync } from 'node:fs';
import { VALIDATORS } from './lib/ids.mjs';
import { decode } from './lib/doc.mjs';
const CATS = new Set(['email','phone_number','credit_card','iban','bank_account','national_id','tax_id','passport_number','ip_address','crypto_wallet','date_of_birth','street_address','person_name','api_key','auth_token','private_key','password','connection_string','webhook_url']);
const FIELDS = ['id','kind','locale','language','rendering','cross_border','inner_kind','encodings','text','labels','negatives'];
const WRAPPERS = new Set(['llm_prompt','helpdesk_ticket_json']);
const file = process.argv[2]; if (!file) { console.error('usage: node check.mjs FILE'); process.exit(2); }
const lines = readFileSync(file, 'utf8').split('\n').filter((x) => x.length);
const problems = []; const st = { category: {}, type: {}, kind: {}, language: {}, locale: {}, encoding: {}, negative_kind: {}, rendering: {}, soft: {} };
const inc = (m, k, n = 1) => (m[k] = (m[k] || 0) + n);
let nLabels = 0, nNeg = 0, docsWithNeg = 0, validated = 0; const ids = new Set();
lines.forEach((line, i) => {
  const P = (m) => problems.push(`line ${i + 1}: ${m}`);
  let d; try { d = JSON.parse(line); } catch { return P('invalid JSON'); }
  for (const k of Object.keys(d)) if (!FIELDS.includes(k)) P(`unknown field ${k}`);
  for (const k of ['id','kind','locale','language','rendering','cross_border','text','labels','negatives']) if (!(k in d)) P(`missing ${k}`);
  if (ids.has(d.id)) P('duplicate id'); ids.add(d.id);
  if (!/^dev35-s\d+-\d{5}$/.test(d.id)) P('bad id');
  if (!/^[a-z]{2}-[A-Z]{2}$/.test(d.locale)) P('bad locale'); if (!/^[a-z]{2}$/.test(d.language)) P('bad language');
  if (typeof d.cross_border !== 'boolean') P('cross_border not boolean');
  if (WRAPPERS.has(d.kind) !== ('inner_kind' in d)) P('inner_kind presence mismatch');
  const encs = new Set(); let prevEnd = -1, prevStart = -1;
  for (const x of d.labels) {
    if (!CATS.has(x.category)) P(`bad category ${x.category}`);
    if (!(Number.isInteger(x.start) && Number.isInteger(x.end) && x.start < x.end && x.end <= d.text.length)) { P('bad offsets'); continue; }
    if (d.text.slice(x.start, x.end) !== x.value) P(`value mismatch at ${x.start}`);
    if (x.start < prevStart) P('labels not sorted'); if (x.start < prevEnd) P(`label overlap at ${x.start}`); prevEnd = Math.max(prevEnd, x.end); prevStart = x.start;
    for (const k of Object.keys(x)) if (!['start','end','category','type','value','soft','encoding'].includes(k)) P(`label field ${k}`);
    if ('soft' in x && x.soft !== true) P('soft must be true when present');
    let raw = x.value;
    if (x.encoding) { for (const e of x.encoding.split('+')) { encs.add(e); inc(st.encoding, e); try { raw = decode(raw, e); } catch { P(`cannot decode ${e}`); } } }
    const v = VALIDATORS[x.type] || (x.category === 'iban' ? VALIDATORS.iban : null);
    if (v) { if (!v(raw.replace(/\s+/g, x.type === 'jp_bank_account' ? ' ' : ''))) P(`check digit failed ${x.type} ${raw}`); else validated++; }
    inc(st.category, x.category); inc(st.type, `${x.category}/${x.type}`); if (x.soft) inc(st.soft, x.category); nLabels++;
  }
  const want = [...encs].sort(); if (want.length ? JSON.stringify(d.encodings) !== JSON.stringify(want) : 'encodings' in d) P('encodings field mismatch');
  let pn = -1;
  for (const n of d.negatives) {
    if (!(n.start < n.end && n.end <= d.text.length)) { P('bad negative offsets'); continue; }
    if (d.text.slice(n.start, n.end) !== n.value) P('negative value mismatch'); if (!n.kind) P('negative without kind');
    if (n.start < pn) P('negatives not sorted'); pn = n.start;
    if (d.labels.some((x) => x.start < n.end && n.start < x.end)) P(`negative overlaps label at ${n.start}`);
    inc(st.negative_kind, n.kind); nNeg++;
  }
  if (d.negatives.length) docsWithNeg++;
  inc(st.kind, d.kind); inc(st.language, d.language); inc(st.locale, d.locale); inc(st.rendering, d.rendering);
});
const show = (t, m) => { console.log(`\n== ${t} (${Object.keys(m).length}) ==`); for (const [k, v] of Object.entries(m).sort((a, b) => b[1] - a[1])) console.log(`  ${k}: ${v}`); };
console.log(`file: ${file}\ndocuments: ${lines.length}\nlabels: ${nLabels} (check-digit validated: ${validated})\nnegatives: ${nNeg} in ${docsWithNeg} documents (${(100 * docsWithNeg / lines.length).toFixed(1)}%)`);
for (const [k, m] of Object.entries({ category: st.category, 'soft labels by category': st.soft, kind: st.kind, rendering: st.rendering, language: st.language, locale: st.locale, encoding: st.encoding, 'negative kind': st.negative_kind, type: st.type })) show(k, m);
if (problems.length) { console.log(`\nPROBLEMS (${problems.length}):`); for (const p of problems.slice(0, 50)) console.log('  ' + p); process.exit(1); }
console.log('\nOK: all checks passed');

#!/usr/bin/env node
// Checker for dev22 corpus files. usage: node check.mjs out/dev22-seed7.jsonl   (exit 1 on any problem)
import { readFileSync } from 'node:fs';
import { VALIDATORS, luhnValid, ibanValid, strip } from './lib/checksums.mjs';

const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const file = process.argv[2]; if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const problems = []; const P = (m) => problems.push(m);
const raw = readFileSync(file, 'utf8').split('\n').filter((l) => l.length);
const docs = []; raw.forEach((l, i) => { try { docs.push(JSON.parse(l)); } catch (e) { P(`line ${i + 1}: invalid JSON`); } });

const inc = (o, k, n = 1) => { o[k] = (o[k] || 0) + n; };
const byKind = {}, byLang = {}, byLocale = {}, byCat = {}, typesByCat = {}, negKinds = {}, validated = {}, noValidator = {}, valueDocs = {}, ctxStats = { inline: 0, field: 0 };
let soft = 0, docsWithNeg = 0, labelTotal = 0, encodings = {};
const ids = new Set(); const labelValues = new Set();
const isAlnum = (c) => !!c && /[A-Za-z0-9]/.test(c);
const LABEL_KEYS = new Set(['start', 'end', 'category', 'type', 'value', 'soft', 'encoding']); const NEG_KEYS = new Set(['start', 'end', 'kind', 'value']);
const FIELD_RE = /(:|=|：)\s*["'`(<]?$|\s[-—]\s$|\b(bearer)\s*$/i;
const SPEAKER_KINDS = new Set(['chat_thread', 'incident_chat', 'helpdesk_transcript']);

for (const d of docs) {
  const id = d.id; const where = `doc ${id}`;
  for (const k of ['id', 'kind', 'locale', 'language', 'text']) if (typeof d[k] !== 'string' || !d[k]) P(`${where}: missing/invalid ${k}`);
  if (!Array.isArray(d.labels) || !Array.isArray(d.negatives)) { P(`${where}: labels/negatives must be arrays`); continue; }
  for (const k of Object.keys(d)) if (!['id', 'kind', 'locale', 'language', 'text', 'labels', 'negatives'].includes(k)) P(`${where}: unexpected field ${k}`);
  if (ids.has(id)) P(`${where}: duplicate id`); ids.add(id);
  inc(byKind, d.kind); inc(byLang, d.language); inc(byLocale, d.locale);
  const nLines = d.text.split('\n').length; if (nLines < 3 || nLines > 40) P(`${where}: ${nLines} lines (want 3..40)`);
  if (d.labels.length < 1 || d.labels.length > 5) P(`${where}: ${d.labels.length} labels (want 1..5)`);
  if (d.negatives.length) docsWithNeg++;
  const spans = [];
  for (const l of d.labels) {
    for (const k of Object.keys(l)) if (!LABEL_KEYS.has(k)) P(`${where}: label has unexpected key ${k}`);
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start < 0 || l.end > d.text.length || l.start >= l.end) { P(`${where}: bad label offsets ${l.start}-${l.end}`); continue; }
    if (d.text.slice(l.start, l.end) !== l.value) P(`${where}: label span mismatch at ${l.start}: ${JSON.stringify(d.text.slice(l.start, l.end))} != ${JSON.stringify(l.value)}`);
    if (!CATS.includes(l.category)) P(`${where}: unknown category ${l.category}`);
    if (typeof l.type !== 'string' || !l.type) P(`${where}: label without type`);
    if ('soft' in l && l.soft !== true) P(`${where}: soft must be true when present`);
    if ('encoding' in l) { if (typeof l.encoding !== 'string') P(`${where}: encoding must be string`); inc(encodings, l.encoding); }
    if (/^\s|\s$/.test(l.value)) P(`${where}: label ${l.category} has leading/trailing whitespace`);
    const before = d.text[l.start - 1], after = d.text[l.end];
    if (isAlnum(before) && isAlnum(l.value[0]) && d.text.slice(l.start - 2, l.start) !== '-p') P(`${where}: label ${l.category} glued to preceding text: ${JSON.stringify(d.text.slice(Math.max(0, l.start - 10), l.end))}`);
    if (isAlnum(after) && isAlnum(l.value[l.value.length - 1])) P(`${where}: label ${l.category} glued to following text: ${JSON.stringify(d.text.slice(l.start, l.end + 10))}`);
    spans.push([l.start, l.end, 'label ' + l.category]);
    if (l.soft) { soft++; continue; }
    labelTotal++; inc(byCat, l.category); (typesByCat[l.category] ||= {}); inc(typesByCat[l.category], l.type);
    const lineStart = d.text.lastIndexOf('\n', l.start - 1) + 1; let pre = d.text.slice(lineStart, l.start);
    if (SPEAKER_KINDS.has(d.kind)) pre = pre.replace(/^(\[\d\d:\d\d\] )?[^:：\s]{1,24}[:：] /, '');
    pre = pre.replace(/^\s*([-*•]|\d+\.)\s+/, '').replace(/^\d\d:\d\d UTC - /, '').replace(/^\d{4}-\d\d-\d\dT[\d:]+Z /, '');
    if (FIELD_RE.test(pre.slice(-24)) || /^[+]?\s*[A-Za-z_"]*\s*$/.test(pre) && pre.length > 0) ctxStats.field++; else ctxStats.inline++;
    const val = l.encoding === 'json_escaped' ? l.value.replace(/\\n/g, '\n') : l.value;
    const vf = l.category === 'iban' ? VALIDATORS.iban : VALIDATORS[l.type];
    if (vf) { const ok = vf(val); if (ok === false) P(`${where}: check digit / structure invalid for ${l.type}: ${l.value}`); else if (ok === true) inc(validated, l.type); else inc(noValidator, l.type); }
    else inc(noValidator, l.type);
    const key = l.category + '|' + l.value; (valueDocs[key] ||= new Set()).add(id); labelValues.add(strip(l.value));
  }
  for (const n of d.negatives) {
    for (const k of Object.keys(n)) if (!NEG_KEYS.has(k)) P(`${where}: negative has unexpected key ${k}`);
    if (!Number.isInteger(n.start) || !Number.isInteger(n.end) || n.start < 0 || n.end > d.text.length || n.start >= n.end) { P(`${where}: bad negative offsets`); continue; }
    if (d.text.slice(n.start, n.end) !== n.value) P(`${where}: negative span mismatch at ${n.start}: ${JSON.stringify(d.text.slice(n.start, n.end))} != ${JSON.stringify(n.value)}`);
    if (typeof n.kind !== 'string' || !n.kind) P(`${where}: negative without kind`);
    inc(negKinds, n.kind); spans.push([n.start, n.end, 'negative ' + n.kind]);
    if (n.kind === 'luhn_invalid_number' && luhnValid(strip(n.value))) P(`${where}: luhn_invalid_number passes Luhn: ${n.value}`);
    if (n.kind === 'invalid_checksum_iban' && ibanValid(n.value)) P(`${where}: invalid_checksum_iban is valid: ${n.value}`);
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) P(`${where}: overlapping spans ${spans[i - 1][2]} [${spans[i - 1][0]},${spans[i - 1][1]}) and ${spans[i][2]} [${spans[i][0]},${spans[i][1]})`);
}
// negatives must never equal a labelled value anywhere in the file
for (const d of docs) for (const n of d.negatives) if (labelValues.has(strip(n.value)) && strip(n.value).length > 4) P(`doc ${d.id}: negative ${n.kind} equals a labelled value: ${n.value}`);
// repetition
const repeats = [];
for (const [key, set] of Object.entries(valueDocs)) { const cat = key.split('|')[0]; const lim = cat === 'person_name' ? 3 : 1; if (set.size > lim) repeats.push(`${key} in ${set.size} docs`); }
for (const r of repeats) P(`value repeated suspiciously: ${r}`);
// balance and coverage
for (const c of CATS) { const share = (byCat[c] || 0) / labelTotal; if (share < 0.035) P(`category ${c} is only ${(100 * share).toFixed(1)}% of labels (want >= 3.5%)`); }
const nidCountries = new Set(Object.keys(typesByCat.national_id || {}).map((t) => t.split('_')[0]));
const taxSchemes = Object.keys(typesByCat.tax_id || {});
const vendors = new Set([...Object.keys(typesByCat.api_key || {}), ...Object.keys(typesByCat.auth_token || {})].map((t) => t.split('_')[0].replace(/^(github|stripe|slack|aws).*/, '$1')));
if (Object.keys(byLang).length < 12) P(`only ${Object.keys(byLang).length} languages`);
if (Object.keys(byLocale).length < 16) P(`only ${Object.keys(byLocale).length} locales`);
if (nidCountries.size < 12) P(`national_id from only ${nidCountries.size} countries`);
if (taxSchemes.length < 6) P(`tax_id from only ${taxSchemes.length} schemes`);
if (vendors.size < 25) P(`only ${vendors.size} secret vendors`);

const pct = (a, b) => `${(100 * a / b).toFixed(1)}%`;
const table = (o, total) => Object.entries(o).sort((a, b) => b[1] - a[1]).map(([k, v]) => `  ${k.padEnd(26)} ${String(v).padStart(5)}${total ? '  ' + pct(v, total) : ''}`).join('\n');
console.log(`file: ${file}`);
console.log(`documents: ${docs.length}   labels: ${labelTotal} (+${soft} soft)   negatives: ${Object.values(negKinds).reduce((a, b) => a + b, 0)}   docs with negatives: ${docsWithNeg} (${pct(docsWithNeg, docs.length)})`);
console.log(`label context (heuristic: preceded on its line, after any speaker/bullet/timestamp prefix, by "Field:", "x=", "Field - " or a bare key): inline ${ctxStats.inline} (${pct(ctxStats.inline, labelTotal)}), field-labelled ${ctxStats.field}`);
console.log(`\ncategory balance:\n${CATS.map((c) => `  ${c.padEnd(18)} ${String(byCat[c] || 0).padStart(5)}  ${pct(byCat[c] || 0, labelTotal).padStart(6)}   types: ${Object.keys(typesByCat[c] || {}).length}`).join('\n')}`);
console.log(`\nnational_id countries (${nidCountries.size}): ${[...nidCountries].sort().join(' ')}`);
console.log(`tax_id schemes (${taxSchemes.length}): ${taxSchemes.sort().join(' ')}`);
console.log(`secret vendors/families (${vendors.size}): ${[...vendors].sort().join(' ')}`);
console.log(`phone types (${Object.keys(typesByCat.phone_number || {}).length}): ${Object.keys(typesByCat.phone_number || {}).sort().join(' ')}`);
console.log(`encodings: ${JSON.stringify(encodings)}`);
console.log(`\nchecksum-validated labels: ${Object.values(validated).reduce((a, b) => a + b, 0)} over ${Object.keys(validated).length} types; format-only labels: ${Object.values(noValidator).reduce((a, b) => a + b, 0)}`);
console.log(`\ndocuments per kind:\n${table(byKind, docs.length)}`);
console.log(`\ndocuments per language (${Object.keys(byLang).length}):\n${table(byLang, docs.length)}`);
console.log(`\ndocuments per locale (${Object.keys(byLocale).length}):\n${table(byLocale, docs.length)}`);
console.log(`\nnegatives per kind (${Object.keys(negKinds).length}):\n${table(negKinds)}`);
console.log(`\nproblems: ${problems.length}`);
for (const p of problems.slice(0, 60)) console.log('  - ' + p);
if (problems.length > 60) console.log(`  ... ${problems.length - 60} more`);
process.exit(problems.length ? 1 : 0);

#!/usr/bin/env node
// Checker for dev27 corpora. usage: node check.mjs out/dev27-seed7.jsonl   (exit 1 on any problem)
import { readFileSync } from 'node:fs';
import { CHECK, TYPE_CHECK } from './lib/checks.mjs';
const CATEGORIES = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const file = process.argv[2]; if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const problems = []; const P = (m) => problems.push(m);
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
const docs = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { P(`line ${i + 1}: invalid JSON`); return null; } }).filter(Boolean);
const ids = new Set(); const cnt = (o, k, n = 1) => { o[k] = (o[k] || 0) + n; };
const byKind = {}, byLang = {}, byLocale = {}, byCat = {}, softByCat = {}, typesByCat = {}, negKinds = {}, valueDocs = new Map(), encodings = {};
let withNeg = 0, checked = 0, labelsTotal = 0;
for (const d of docs) {
  const where = d.id || '?';
  for (const f of ['id', 'kind', 'locale', 'language', 'text']) if (typeof d[f] !== 'string') P(`${where}: missing ${f}`);
  if (!Array.isArray(d.labels) || !Array.isArray(d.negatives)) { P(`${where}: labels/negatives not arrays`); continue; }
  if (ids.has(d.id)) P(`${where}: duplicate id`); ids.add(d.id);
  if (/[\uD800-\uDFFF]/.test(d.text)) P(`${where}: astral code point in text (offsets would differ between UTF-16 and code points)`);
  cnt(byKind, d.kind); cnt(byLang, d.language); cnt(byLocale, d.locale); if (d.negatives.length) withNeg++;
  const spans = [];
  for (const l of d.labels) {
    labelsTotal++;
    if (!CATEGORIES.includes(l.category)) P(`${where}: unknown category ${l.category}`);
    if (!(Number.isInteger(l.start) && Number.isInteger(l.end) && l.start < l.end)) P(`${where}: bad offsets ${JSON.stringify(l)}`);
    if (d.text.slice(l.start, l.end) !== l.value) P(`${where}: label span mismatch ${l.category} ${JSON.stringify(l.value)}`);
    if (l.value !== l.value.trim()) P(`${where}: label value has surrounding whitespace ${JSON.stringify(l.value)}`);
    if (!l.type) P(`${where}: label without type`);
    spans.push([l.start, l.end, 'label ' + l.category]);
    if (l.soft) cnt(softByCat, l.category); else { cnt(byCat, l.category); typesByCat[l.category] ??= {}; cnt(typesByCat[l.category], l.type); }
    if (l.encoding) cnt(encodings, l.encoding);
    // check digits
    let chk = TYPE_CHECK[l.type]; if (!chk && l.category === 'credit_card') chk = 'card'; if (!chk && l.category === 'iban') chk = 'iban';
    if (chk) { checked++; if (!CHECK[chk](l.value)) P(`${where}: check digit invalid for ${l.type} ${l.value}`); }
    if (!l.soft && l.type !== 'surname' && l.type !== 'given_name') { if (!valueDocs.has(l.value)) valueDocs.set(l.value, new Set()); valueDocs.get(l.value).add(d.id); }
  }
  for (const n of d.negatives) {
    if (d.text.slice(n.start, n.end) !== n.value) P(`${where}: negative span mismatch ${n.kind} ${JSON.stringify(n.value)}`);
    if (!n.kind) P(`${where}: negative without kind`);
    cnt(negKinds, n.kind); spans.push([n.start, n.end, 'negative ' + n.kind]);
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) P(`${where}: overlapping spans ${spans[i - 1][2]} / ${spans[i][2]}`);
  const hard = d.labels.filter(l => !l.soft); const distinct = new Set(hard.map(l => l.category + '\0' + l.value)); const cats = new Set(hard.map(l => l.category));
  if (distinct.size < 2 || distinct.size > 6) P(`${where}: ${distinct.size} distinct labelled values (want 2-6)`);
  if (cats.size < 2) P(`${where}: only ${cats.size} category`);
  const nl = d.text.replace(/\n$/, '').split('\n').length; if (nl < 5 || nl > 60) P(`${where}: ${nl} lines (want 5-60)`);
}
for (const [v, s] of valueDocs) if (s.size > 2) P(`value repeated in ${s.size} documents: ${JSON.stringify(v.slice(0, 60))}`);
const hardTotal = Object.values(byCat).reduce((a, b) => a + b, 0);
const out = [];
out.push(`file: ${file}`, `documents: ${docs.length}  labels: ${labelsTotal} (hard ${hardTotal}, soft ${labelsTotal - hardTotal})  check-digit validated: ${checked}  docs with negatives: ${withNeg} (${(100 * withNeg / docs.length).toFixed(1)}%)`, '');
out.push('labels per category (hard | share | soft | distinct types):');
for (const c of CATEGORIES) { const n = byCat[c] || 0; const sh = 100 * n / hardTotal; if (sh < 3.5) P(`category ${c} below 3.5% (${sh.toFixed(2)}%)`); out.push(`  ${c.padEnd(18)} ${String(n).padStart(5)} ${sh.toFixed(2).padStart(6)}% ${String(softByCat[c] || 0).padStart(4)}  ${Object.keys(typesByCat[c] || {}).length}`); }
out.push('', 'types per category:'); for (const c of CATEGORIES) out.push(`  ${c}: ${Object.entries(typesByCat[c] || {}).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join(', ')}`);
out.push('', 'documents per kind:'); for (const [k, v] of Object.entries(byKind).sort((a, b) => b[1] - a[1])) out.push(`  ${k.padEnd(24)} ${v}`);
out.push('', `languages (${Object.keys(byLang).length}): ` + Object.entries(byLang).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join(', '));
out.push(`locales (${Object.keys(byLocale).length}): ` + Object.entries(byLocale).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join(', '));
out.push('', 'negatives per kind: ' + Object.entries(negKinds).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join(', '));
out.push('label encodings: ' + (Object.entries(encodings).map(([k, v]) => `${k}=${v}`).join(', ') || 'none'));
out.push('', problems.length ? `PROBLEMS (${problems.length}):` : 'OK: no problems found'); for (const p of problems.slice(0, 200)) out.push('  ' + p);
console.log(out.join('\n'));
process.exit(problems.length ? 1 : 0);

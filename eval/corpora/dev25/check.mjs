#!/usr/bin/env node
// Checker for dev25 corpus files. Exit 1 on any problem. Usage: node check.mjs out/dev25-seed7.jsonl
import { readFileSync } from 'node:fs';
import * as C from './lib/checks.mjs';
import { VALIDATE, CAT_OF } from './lib/ids.mjs';
import { BANK_VALIDATE, IBAN_NATIONAL_VALIDATE } from './lib/locales.mjs';
import { walletValid } from './lib/wallets.mjs';
import { TOKENS } from './lib/secrets.mjs';
import { CATS } from './lib/doc.mjs';

const file = process.argv[2]; if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const docs = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch { return { __bad: i + 1 }; } });
const problems = []; const warn = []; const P = (m) => problems.push(m);
const catCount = Object.fromEntries(CATS.map((c) => [c, 0])); let soft = 0; const typeCount = {}; const kindCount = {}; const negKind = {}; const langs = {}; const locs = {};
const valid = { checked: 0, passed: 0, byType: {} }; const valueDocs = new Map(); const ids = new Set(); let docsWithNeg = 0; let encoded = 0; let astral = 0;
const lineHist = { '5-9': 0, '10-30': 0, '31-60': 0 };

function checkDigits(l) {
  const v = l.value, t = l.type; let ok = null;
  if (l.encoding) return null;
  if (VALIDATE[t]) ok = VALIDATE[t](v);
  else if (BANK_VALIDATE[t]) ok = BANK_VALIDATE[t](v);
  else if (l.category === 'iban') { const s = v.replace(/\s/g, ''); ok = C.ibanValid(s) && (!IBAN_NATIONAL_VALIDATE[s.slice(0, 2)] || IBAN_NATIONAL_VALIDATE[s.slice(0, 2)](s.slice(4))); }
  else if (l.category === 'credit_card') ok = C.luhnValid(v.replace(/[\s-]/g, ''));
  else if (l.category === 'crypto_wallet') ok = walletValid(t, v);
  else if (t === 'github_pat' || t === 'github_oauth_token' || t === 'npm_token') ok = C.ghChecksumValid(v);
  if (ok !== null) { valid.checked++; if (ok) valid.passed++; else P(`check digit failed: ${l.type} ${JSON.stringify(v)}`); valid.byType[t] = true; }
  return ok;
}
for (const d of docs) {
  if (d.__bad) { P(`line ${d.__bad}: invalid JSON`); continue; }
  const where = d.id;
  for (const f of ['id', 'kind', 'locale', 'language', 'text']) if (typeof d[f] !== 'string' || !d[f]) P(`${where}: missing ${f}`);
  if (!Array.isArray(d.labels) || !Array.isArray(d.negatives)) { P(`${where}: labels/negatives not arrays`); continue; }
  if (ids.has(d.id)) P(`${where}: duplicate id`); ids.add(d.id);
  kindCount[d.kind] = (kindCount[d.kind] || 0) + 1; langs[d.language] = (langs[d.language] || 0) + 1; locs[d.locale] = (locs[d.locale] || 0) + 1;
  if (/[\u{10000}-\u{10FFFF}]/u.test(d.text)) astral++;
  const lines = d.text.split('\n').length; if (lines < 5 || lines > 60) P(`${where}: ${lines} lines`); lineHist[lines < 10 ? '5-9' : lines <= 30 ? '10-30' : '31-60']++;
  const spans = [];
  for (const l of d.labels) {
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start < 0 || l.end <= l.start || l.end > d.text.length) { P(`${where}: bad offsets ${JSON.stringify(l)}`); continue; }
    if (d.text.slice(l.start, l.end) !== l.value) P(`${where}: label text mismatch ${JSON.stringify(l.value)}`);
    if (!CATS.includes(l.category)) P(`${where}: unknown category ${l.category}`);
    if (typeof l.type !== 'string' || !l.type) P(`${where}: label without type`);
    if (l.value !== l.value.trim()) P(`${where}: label has surrounding whitespace ${JSON.stringify(l.value)}`);
    if (l.encoding) encoded++;
    spans.push([l.start, l.end, 'L:' + l.category]);
    if (l.soft) { soft++; continue; }
    catCount[l.category]++; typeCount[l.type] = (typeCount[l.type] || 0) + 1;
    checkDigits(l);
    if (!valueDocs.has(l.value)) valueDocs.set(l.value, { cat: l.category, docs: new Set() }); valueDocs.get(l.value).docs.add(d.id);
  }
  if (d.negatives.length) docsWithNeg++;
  for (const n of d.negatives) {
    if (d.text.slice(n.start, n.end) !== n.value) P(`${where}: negative text mismatch ${JSON.stringify(n.value)}`);
    if (!n.kind) P(`${where}: negative without kind`);
    negKind[n.kind] = (negKind[n.kind] || 0) + 1; spans.push([n.start, n.end, 'N:' + n.kind]);
    const digits = n.value.replace(/[\s-]/g, ''); if (/^\d{13,19}$/.test(digits) && !['part_number', 'tracking_number', 'documented_example'].includes(n.kind) && C.luhnValid(digits)) P(`${where}: negative ${n.kind} passes Luhn: ${n.value}`);
  }
  spans.sort((a, b) => a[0] - b[0]); for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) P(`${where}: overlapping spans ${spans[i - 1][2]} / ${spans[i][2]}`);
  const hard = d.labels.filter((l) => !l.soft); if (hard.length < 2 || hard.length > 6) P(`${where}: ${hard.length} labels (want 2-6)`); if (new Set(hard.map((l) => l.category)).size < 2) P(`${where}: only one category`);
  // leak scan: things that clearly are e-mails / valid IBANs / Luhn card numbers but are neither labelled nor negatives
  const covered = (s, e) => spans.some(([a, b]) => a <= s && e <= b);
  for (const m of d.text.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g)) if (!covered(m.index, m.index + m[0].length)) P(`${where}: unlabelled e-mail ${m[0]}`);
  for (const m of d.text.matchAll(/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g)) if (C.ibanValid(m[0]) && !covered(m.index, m.index + m[0].length)) P(`${where}: unlabelled IBAN ${m[0]}`);
  for (const m of d.text.matchAll(/\b\d(?:[ -]?\d){12,18}\b/g)) { const ds = m[0].replace(/\D/g, ''); if (/^[3-6]/.test(ds) && C.luhnValid(ds) && !spans.some(([a, b]) => a < m.index + m[0].length && m.index < b)) warn(`${where}: unlabelled Luhn-valid digit run ${m[0]}`); }
}
// repeated values across documents
for (const [v, { cat, docs: ds }] of valueDocs) { if (ds.size < 2) continue; if (cat === 'person_name') { if (ds.size > 4) warn(`name repeated in ${ds.size} docs: ${v}`); } else P(`value repeated across ${ds.size} documents (${cat}): ${v.slice(0, 60)}`); }
const total = Object.values(catCount).reduce((a, b) => a + b, 0);
const out = [];
out.push(`file: ${file}`, `documents: ${docs.length}`, `labels (non-soft): ${total}   soft labels: ${soft}   encoded labels: ${encoded}   docs with astral chars (UTF-16 offsets differ from code points): ${astral}`);
out.push(`documents with negatives: ${docsWithNeg} (${(100 * docsWithNeg / docs.length).toFixed(1)}%)   negatives: ${Object.values(negKind).reduce((a, b) => a + b, 0)}`);
out.push(`check digits: ${valid.passed}/${valid.checked} labels with a checksum scheme pass (${Object.keys(valid.byType).length} schemes)`);
out.push(`lines per doc: ${JSON.stringify(lineHist)}`);
out.push('', 'category balance:');
for (const c of CATS) { const share = (100 * catCount[c]) / total; out.push(`  ${c.padEnd(18)} ${String(catCount[c]).padStart(5)}  ${share.toFixed(1).padStart(5)}%${share < 3.5 ? '   <-- below 3.5%' : ''}`); if (share < 3.5) P(`category ${c} below 3.5% (${share.toFixed(1)}%)`); }
const typesOf = (cat) => Object.keys(typeCount).filter((t) => CAT_OF[t] === cat || (cat === 'bank_account' && /account|konto|clabe|rib|ccc|nrb|conta/.test(t)));
const natCountries = new Set(typesOf('national_id').map((t) => t.split('_')[0])); const taxCountries = new Set(typesOf('tax_id').map((t) => t.split('_')[0])); const passCountries = new Set(typesOf('passport_number').map((t) => t.split('_')[0]));
const bankLocal = typesOf('bank_account'); const vendors = new Set(Object.keys(typeCount).filter((t) => TOKENS[t]).map((t) => TOKENS[t].vendor));
out.push('', `national_id countries: ${natCountries.size} (${[...natCountries].sort().join(' ')})`, `tax_id countries: ${taxCountries.size} (${[...taxCountries].sort().join(' ')})`, `passport countries: ${passCountries.size} (${[...passCountries].sort().join(' ')})`, `local bank-account schemes: ${bankLocal.length} (${bankLocal.sort().join(' ')})`, `secret vendors: ${vendors.size} (${[...vendors].sort().join(' ')})`);
if (natCountries.size < 14) P('national_id from fewer than 14 countries'); if (taxCountries.size < 8) P('tax_id from fewer than 8 countries'); if (passCountries.size < 8) P('passports from fewer than 8 countries'); if (bankLocal.length < 6) P('fewer than 6 local bank-account schemes'); if (vendors.size < 25) P('fewer than 25 vendors');
out.push(`languages: ${Object.keys(langs).length} ${JSON.stringify(langs)}`, `locales: ${Object.keys(locs).length} ${JSON.stringify(locs)}`);
if (Object.keys(langs).length < 12) P('fewer than 12 languages'); if (Object.keys(locs).length < 18) P('fewer than 18 locales');
out.push('', `document kinds: ${JSON.stringify(kindCount)}`, '', `negative kinds: ${JSON.stringify(negKind)}`, '', `label types: ${Object.keys(typeCount).length}`);
out.push('', `warnings: ${warn.length}`, ...warn.slice(0, 20).map((w) => '  ' + w));
out.push('', `problems: ${problems.length}`, ...problems.slice(0, 50).map((p) => '  ' + p));
console.log(out.join('\n'));
process.exit(problems.length ? 1 : 0);

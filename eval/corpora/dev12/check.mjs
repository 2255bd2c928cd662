#!/usr/bin/env node
// Validates a corpus file: schema, spans, overlaps, check digits; prints counts.
// usage: node check.mjs FILE.jsonl   (or: node check.mjs --seed 7 --count 600 to generate in memory)
import fs from 'node:fs';
import { NATIONAL_IDS, abaValid } from './nationalids.mjs';
import { PASSPORTS, clabeValid } from './values.mjs';
import { luhnValid, ibanValid, mrzLine2Valid, b58checkValid, bech32Valid, onlyDigits } from './checksums.mjs';
import { generate, CATEGORIES } from './generate.mjs';

const args = process.argv.slice(2);
let docs;
if (args[0] === '--seed') docs = generate(Number(args[1]), Number(args[3] ?? 600));
else docs = fs.readFileSync(args[0], 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));

const XRP = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
const CARD_LEN = { amex: [15], diners: [14], maestro: [19] };
const fromNative = (s) => s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x966));
function checkValue(l) {
  const v = l.value; const t = l.type;
  switch (l.category) {
    case 'credit_card': { const d = onlyDigits(v); return luhnValid(d) && (CARD_LEN[t] || [16]).includes(d.length) && /^[\d -]+$/.test(v); }
    case 'bank_account':
      if (t === 'iban') return ibanValid(v);
      if (t === 'mx_clabe') return clabeValid(v);
      if (t === 'aba_routing') return abaValid(v);
      if (t === 'cn_bank_card') return luhnValid(v);
      if (t === 'uk_sort_code') return /^\d{2}-\d{2}-\d{2}$/.test(v);
      if (t === 'au_bsb') return /^\d{3}-\d{3}$/.test(v);
      if (t === 'in_ifsc') return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v);
      if (t === 'ca_transit_institution') return /^\d{5}-\d{3}$/.test(v);
      return /\d{3,}/.test(v);
    case 'national_id': return NATIONAL_IDS[t]?.valid(v) ?? false;
    case 'passport': if (t === 'mrz_line2') return mrzLine2Valid(v); { const cc = t.split('_')[0].toUpperCase(); return PASSPORTS[cc]?.re.test(v) ?? false; }
    case 'crypto_wallet':
      if (['btc_p2pkh', 'btc_p2sh', 'ltc', 'doge', 'trx'].includes(t)) return b58checkValid(v);
      if (t === 'xrp') return b58checkValid(v, XRP);
      if (t.includes('bech32') || t === 'btc_taproot') return bech32Valid(v);
      if (t === 'eth') return /^0x[0-9a-f]{40}$/.test(v);
      if (t === 'sol') return /^[1-9A-HJ-NP-Za-km-z]{43,44}$/.test(v);
      return false;
    case 'date_of_birth': { const s = fromNative(v); const m = s.match(/(\d{4})\D+(\d{1,2})\D+(\d{1,2})/) || s.match(/(\d{1,2})\D(\d{1,2})\D(\d{4})/); if (!m) return false; const y = +(m[1].length === 4 ? m[1] : m[3]); return y > 1900 && y < 2021; }
    case 'email': return /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(v);
    case 'ip_address': if (t.startsWith('ipv4')) return v.split('.').length === 4 && v.split('.').every((o) => /^\d+$/.test(o) && +o <= 255); return /^[0-9a-f:]+$/i.test(v) && v.includes(':');
    case 'private_key': return /-----BEGIN [A-Z ]*PRIVATE KEY( BLOCK)?-----/.test(v) ? /-----END [A-Z ]*PRIVATE KEY( BLOCK)?-----$/.test(v) : t === 'wireguard' ? v.length === 44 : t === 'age' ? v.startsWith('AGE-SECRET-KEY-1') : t === 'putty' ? v.startsWith('PuTTY-User-Key-File') : false;
    case 'connection_string': return /:\/\/[^/\s]*:[^@\s]+@|Password=|AccountKey=|SharedAccessKey=|password=/.test(v);
    case 'api_key': case 'access_token': case 'password': return v.length >= 8 && !/\s/.test(v);
    case 'phone': return onlyDigits(v).length >= 7 && onlyDigits(v).length <= 15;
    case 'person_name': return v.trim() === v && v.length >= 1;
    case 'address': return v.trim() === v && v.length >= 8;
  }
  return false;
}

const problems = []; const ids = new Set();
const byCat = {}; const byLang = {}; const byCatLang = {}; const byKind = {}; const bySector = {}; const negKinds = {}; const types = {}; let soft = 0; let nLabels = 0; let nNeg = 0;
const ALLOWED_KEYS = new Set(['id', 'kind', 'locale', 'language', 'text', 'labels', 'negatives']);
for (const d of docs) {
  const w = d.id;
  if (ids.has(d.id)) problems.push(`${w}: duplicate id`); ids.add(d.id);
  for (const k of Object.keys(d)) if (!ALLOWED_KEYS.has(k)) problems.push(`${w}: extra key ${k}`);
  if (!d.kind || typeof d.text !== 'string') problems.push(`${w}: missing kind/text`);
  const spans = [];
  d.labels.forEach((l, i) => {
    if (!CATEGORIES.includes(l.category)) problems.push(`${w}: label ${i} unknown category ${l.category}`);
    if (d.text.slice(l.start, l.end) !== l.value || l.end <= l.start) problems.push(`${w}: label ${i} span mismatch`);
    if (!checkValue(l)) problems.push(`${w}: label ${i} ${l.category}/${l.type} fails validation: ${JSON.stringify(l.value).slice(0, 80)}`);
    spans.push([l.start, l.end, 'L' + i]);
    byCat[l.category] = (byCat[l.category] || 0) + 1; byCatLang[l.category] ??= {}; byCatLang[l.category][d.language] = (byCatLang[l.category][d.language] || 0) + 1;
    types[l.category] ??= new Set(); types[l.category].add(l.type);
    byLang[d.language] = (byLang[d.language] || 0) + 1; if (l.soft) soft++; nLabels++;
  });
  d.negatives.forEach((n, i) => {
    if (d.text.slice(n.start, n.end) !== n.value || n.end <= n.start) problems.push(`${w}: negative ${i} span mismatch`);
    spans.push([n.start, n.end, 'N' + i]); negKinds[n.kind] = (negKinds[n.kind] || 0) + 1; nNeg++;
  });
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) problems.push(`${w}: overlapping spans ${spans[i - 1][2]} / ${spans[i][2]}`);
  byKind[d.kind] = (byKind[d.kind] || 0) + 1; const sec = d.id.split('-')[3]; bySector[sec] = (bySector[sec] || 0) + 1;
}
const langs = Object.keys(byLang).sort();
console.log(`documents ${docs.length}, labels ${nLabels} (soft ${soft}), negatives ${nNeg}, languages ${langs.length}`);
console.log('\ncategory'.padEnd(20) + 'total  ' + langs.map((l) => l.padStart(4)).join(''));
for (const c of CATEGORIES) console.log(c.padEnd(19) + String(byCat[c] || 0).padStart(5) + '  ' + langs.map((l) => String(byCatLang[c]?.[l] || 0).padStart(4)).join('') + `   types:${types[c]?.size || 0}`);
console.log('\nlabels per language: ' + langs.map((l) => `${l}=${byLang[l]}`).join(' '));
console.log('docs per kind: ' + Object.entries(byKind).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join(' '));
console.log('docs per sector: ' + Object.entries(bySector).map(([k, v]) => `${k}=${v}`).join(' '));
console.log('negatives per kind: ' + Object.entries(negKinds).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join(' '));
console.log(`national_id schemes: ${types.national_id?.size}, passport types: ${types.passport?.size}, api_key vendors: ${types.api_key?.size}`);
if (problems.length) { console.log(`\n${problems.length} PROBLEM(S):`); for (const p of problems.slice(0, 40)) console.log('  ' + p); process.exitCode = 1; } else console.log('\nOK: no problems');

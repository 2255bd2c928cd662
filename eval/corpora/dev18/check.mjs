#!/usr/bin/env node
// Usage: node check.mjs FILE.jsonl — validates every document (schema shape, spans, overlaps,
// checksums of decodable labelled values) and prints label counts per category and language.
import fs from 'node:fs';
import { luhnValid, ibanValid, abaValid, mod1110, verhoeffValid, mrzCheck, b58checkValid, bech32Valid } from './lib/core.mjs';
import { decode } from './lib/mangle.mjs';

const file = process.argv[2]; if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const CATS = ['person_name', 'email', 'phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account', 'credit_card', 'ip_address', 'crypto_wallet', 'password', 'api_key', 'access_token', 'private_key', 'connection_string'];
const D = (s) => s.replace(/\D/g, '');
const NID = {
  us_ssn: (s) => /^\d{9}$/.test(D(s)) && !D(s).startsWith('000') && !D(s).startsWith('666'),
  gb_nino: (s) => /^[A-Z]{2}\d{6}[A-D]$/.test(s.replace(/\s/g, '')),
  de_steuerid: (s) => { const d = D(s); return d.length === 11 && mod1110(d.slice(0, 10)) === d[10]; },
  fr_nir: (s) => { const d = D(s); return d.length === 15 && 97 - Number(BigInt(d.slice(0, 13)) % 97n) === +d.slice(13); },
  es_dni: (s) => /^\d{8}[A-Z]$/.test(s) && 'TRWAGMYFPDXBNJZSQVHLCKE'[+s.slice(0, 8) % 23] === s[8],
  es_nie: (s) => /^[XYZ]\d{7}[A-Z]$/.test(s) && 'TRWAGMYFPDXBNJZSQVHLCKE'[+('XYZ'.indexOf(s[0]) + s.slice(1, 8)) % 23] === s[8],
  it_cf: (s) => { if (!/^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/.test(s)) return false; const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]; let t = 0; for (let i = 0; i < 15; i++) { const c = s[i]; const v = /\d/.test(c) ? +c : c.charCodeAt(0) - 65; t += i % 2 === 0 ? odd[v] : v; } return String.fromCharCode(65 + (t % 26)) === s[15]; },
  nl_bsn: (s) => { const d = D(s); if (d.length !== 9) return false; let t = 0; for (let i = 0; i < 8; i++) t += (9 - i) * +d[i]; return (t - +d[8]) % 11 === 0; },
  pl_pesel: (s) => { const d = D(s); const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]; let t = 0; for (let i = 0; i < 10; i++) t += w[i] * +d[i]; return d.length === 11 && (10 - (t % 10)) % 10 === +d[10]; },
  se_pnr: (s) => luhnValid(D(s)) && D(s).length === 10,
  tr_tckn: (s) => { const d = D(s).split('').map(Number); if (d.length !== 11 || d[0] === 0) return false; const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; return d10 === d[9] && d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10]; },
  br_cpf: (s) => { const d = D(s).split('').map(Number); if (d.length !== 11) return false; const c1 = ((d.slice(0, 9).reduce((a, x, i) => a + x * (10 - i), 0) * 10) % 11) % 10; const c2 = ((d.slice(0, 10).reduce((a, x, i) => a + x * (11 - i), 0) * 10) % 11) % 10; return c1 === d[9] && c2 === d[10]; },
  in_aadhaar: (s) => D(s).length === 12 && verhoeffValid(D(s)),
  cn_rid: (s) => { const x = s.replace(/\s/g, ''); if (!/^\d{17}[\dX]$/.test(x)) return false; const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; let t = 0; for (let i = 0; i < 17; i++) t += w[i] * +x[i]; return '10X98765432'[t % 11] === x[17]; },
  kr_rrn: (s) => { const d = D(s); const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]; let t = 0; for (let i = 0; i < 12; i++) t += w[i] * +d[i]; return d.length === 13 && (11 - (t % 11)) % 10 === +d[12]; },
  jp_mynumber: (s) => { const d = D(s); if (d.length !== 12) return false; let t = 0; for (let n = 1; n <= 11; n++) t += +d[11 - n] * (n <= 6 ? n + 1 : n - 5); const rem = t % 11; return (rem <= 1 ? 0 : 11 - rem) === +d[11]; },
  be_nn: (s) => { const d = D(s); return d.length === 11 && 97 - Number(BigInt(d.slice(0, 9)) % 97n) === +d.slice(9); },
  ru_snils: (s) => { const d = D(s); if (d.length !== 11) return false; let t = 0; for (let i = 0; i < 9; i++) t += +d[i] * (9 - i); let c = t < 100 ? t : t === 100 || t === 101 ? 0 : t % 101; if (c === 100) c = 0; return c === +d.slice(9); },
  ca_sin: (s) => D(s).length === 9 && luhnValid(D(s)),
  sa_nid: (s) => D(s).length === 10 && luhnValid(D(s)),
  fi_hetu: (s) => { const m = s.match(/^(\d{6})[-+A]?(\d{3})([0-9A-Y])$/); return !!m && '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(m[1] + m[2]) % 31] === m[3]; },
  dk_cpr: (s) => D(s).length === 10,
  pt_nif: (s) => { const d = D(s); if (d.length !== 9) return false; let t = 0; for (let i = 0; i < 8; i++) t += +d[i] * (9 - i); const c = 11 - (t % 11); return (c >= 10 ? 0 : c) === +d[8]; },
};
function checkValue(type, v) {
  if (type.startsWith('card_')) return luhnValid(D(v)) || 'luhn';
  if (type.startsWith('iban_')) return ibanValid(v.replace(/\s/g, '').toUpperCase()) || 'mod97';
  if (type === 'us_routing_account') return abaValid(v.slice(0, 9)) || 'aba';
  if (type.startsWith('nid_')) return NID[type.slice(4)](v) || 'nid checksum';
  if (type.startsWith('passport_mrz')) { const l2 = v.split('\n')[1]; if (!l2 || l2.length !== 44) return 'mrz length'; const ok = mrzCheck(l2.slice(0, 9)) === l2[9] && mrzCheck(l2.slice(13, 19)) === l2[19] && mrzCheck(l2.slice(21, 27)) === l2[27] && mrzCheck(l2.slice(0, 10) + l2.slice(13, 20) + l2.slice(21, 43)) === l2[43]; return ok || 'mrz check digits'; }
  if (['btc_p2pkh', 'btc_p2sh', 'ltc', 'tron', 'doge', 'btc_wif'].includes(type)) return b58checkValid(v) || 'base58check';
  if (type === 'xrp') return b58checkValid(v, 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz') || 'base58check';
  if (type === 'btc_bech32') return bech32Valid(v) || 'bech32';
  if (type === 'eth') return /^0x[0-9a-f]{40}$/.test(v) || 'eth';
  if (type === 'jwt') { try { const [h, p] = v.split('.'); JSON.parse(Buffer.from(h, 'base64url')); JSON.parse(Buffer.from(p, 'base64url')); return true; } catch { return 'jwt json'; } }
  return true;
}

const problems = []; const byCat = {}; const byLang = {}; const byEnc = {}; const byKind = {}; const negKinds = {}; let docs = 0, labels = 0, negs = 0, soft = 0, checked = 0;
const ids = new Set(); const types = {};
for (const [ln, line] of fs.readFileSync(file, 'utf8').split('\n').entries()) {
  if (!line.trim()) continue; docs++;
  const where = `line ${ln + 1}`; let d;
  try { d = JSON.parse(line); } catch { problems.push(`${where}: bad JSON`); continue; }
  for (const k of Object.keys(d)) if (!['id', 'kind', 'locale', 'language', 'text', 'labels', 'negatives', 'encodings'].includes(k)) problems.push(`${where}: extra key ${k}`);
  if (ids.has(d.id)) problems.push(`${where}: duplicate id`); ids.add(d.id);
  byKind[d.kind] = (byKind[d.kind] || 0) + 1;
  const spans = [];
  for (const l of d.labels) {
    labels++;
    for (const k of Object.keys(l)) if (!['start', 'end', 'category', 'type', 'value', 'soft', 'encoding'].includes(k)) problems.push(`${where}: label extra key ${k}`);
    if (!CATS.includes(l.category)) problems.push(`${where}: unknown category ${l.category}`);
    if (!(l.end > l.start) || d.text.slice(l.start, l.end) !== l.value) problems.push(`${where}: label span mismatch ${JSON.stringify(l.value)}`);
    if (l.value !== l.value.trim() && !/^\s+$/.test(l.value)) problems.push(`${where}: label has outer whitespace ${JSON.stringify(l.value)}`);
    spans.push([l.start, l.end, 'L']);
    byCat[l.category] = (byCat[l.category] || 0) + 1; if (l.soft) soft++;
    byLang[d.language] ??= {}; byLang[d.language][l.category] = (byLang[d.language][l.category] || 0) + 1;
    byEnc[l.encoding || 'plain'] = (byEnc[l.encoding || 'plain'] || 0) + 1;
    types[l.category] ??= new Set(); types[l.category].add(l.type);
    const dec = l.encoding === 'split' ? null : decode(l.encoding, l.value, d.language);
    if (dec != null) { const res = checkValue(l.type, dec); checked++; if (res !== true) problems.push(`${where} ${d.id}: ${l.category}/${l.type} (${l.encoding || 'plain'}) fails ${res}: ${JSON.stringify(l.value)} -> ${JSON.stringify(dec)}`); }
  }
  for (const n of d.negatives) {
    negs++; negKinds[n.kind] = (negKinds[n.kind] || 0) + 1;
    if (!(n.end > n.start) || d.text.slice(n.start, n.end) !== n.value) problems.push(`${where}: negative span mismatch`);
    spans.push([n.start, n.end, 'N']);
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) problems.push(`${where}: overlapping spans ${spans[i - 1]} / ${spans[i]}`);
}
const pad = (s, n) => String(s).padEnd(n);
console.log(`${file}: ${docs} documents, ${labels} labels (${soft} soft), ${negs} negatives, ${checked} labels re-verified after decoding`);
console.log('\nlabels per category (distinct types):'); for (const c of CATS) console.log(`  ${pad(c, 18)} ${String(byCat[c] || 0).padStart(5)}  (${types[c]?.size || 0} types)`);
console.log('\nlabels per language:'); for (const [l, m] of Object.entries(byLang).sort((a, b) => Object.values(b[1]).reduce((x, y) => x + y) - Object.values(a[1]).reduce((x, y) => x + y))) console.log(`  ${pad(l, 3)} ${String(Object.values(m).reduce((x, y) => x + y)).padStart(5)}  ` + CATS.map((c) => `${c.split('_')[0].slice(0, 5)}:${m[c] || 0}`).join(' '));
console.log('\ndocuments per kind:', JSON.stringify(byKind));
console.log('labels per encoding:', JSON.stringify(byEnc));
console.log('negatives per kind:', JSON.stringify(negKinds));
// self-test: corrupting one digit of a checksum-bearing value must usually make it fail
{ let tried = 0, caught = 0; const all = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  for (const d of all) for (const l of d.labels) { if (l.encoding || !/^(card_|iban_|nid_(?!us_ssn|gb_nino|dk_cpr)|passport_mrz|btc_p2|ltc|tron|doge)/.test(l.type)) continue; const m = l.value.match(/\d/g); if (!m) continue; const idx = [...l.value].findIndex((c, i) => /\d/.test(c) && i > 2); if (idx < 0) continue; const bad = l.value.slice(0, idx) + String((+l.value[idx] + 1) % 10) + l.value.slice(idx + 1); tried++; if (checkValue(l.type, bad) !== true) caught++; }
  console.log(`\nchecksum self-test: ${caught}/${tried} single-digit corruptions detected`); }
if (problems.length) { console.log(`\n${problems.length} PROBLEM(S):`); for (const p of problems.slice(0, 40)) console.log('  ' + p); process.exit(1); }
console.log('\nall checks passed');

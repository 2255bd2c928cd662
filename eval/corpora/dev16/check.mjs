#!/usr/bin/env node
// Usage: node check.mjs FILE.jsonl  — validates schema, spans, overlaps and check digits; prints counts.
import fs from 'node:fs';
import { IDS } from './lib/ids.mjs';
import { ibanOk, luhnOk, mrzDigit, base58checkOk, bech32Ok } from './lib/checksums.mjs';
import { clabeOk, cbuOk, abaOk, nubanOk } from './lib/banks.mjs';
const CATS = ['person_name', 'email', 'phone', 'address', 'date_of_birth', 'national_id', 'passport', 'bank_account', 'credit_card', 'ip_address', 'crypto_wallet', 'password', 'api_key', 'access_token', 'private_key', 'connection_string'];
const file = process.argv[2]; if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const problems = []; const byCat = {}, byLang = {}, byCatLang = {}, byKind = {}, negKind = {}, locales = new Set(), idTypes = new Set(), passTypes = new Set(); let nDocs = 0, nLab = 0, nNeg = 0, nSoft = 0;
const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
const ALLOWED = new Set(['id', 'kind', 'locale', 'language', 'text', 'labels', 'negatives', 'encodings']);
function checkValue(l) {
  const v = l.value, t = l.type;
  if (l.category === 'national_id' && IDS[t]?.ok) return IDS[t].ok(v);
  if (l.category === 'bank_account') { if (t === 'iban' || /^[A-Z]{2}\d{2}[A-Z0-9 ]{10,}$/.test(v) && t !== 'cz_account') { if (/^[A-Z]{2}\d{2}/.test(v)) return ibanOk(v); } if (t === 'clabe') return clabeOk(v); if (t === 'cbu') return cbuOk(v); if (t === 'aba_routing') return abaOk(v); if (t === 'cn_bankcard') return luhnOk(v); }
  if (l.category === 'credit_card') return luhnOk(v) && /^[\d -]+$/.test(v);
  if (l.category === 'crypto_wallet') { if (/^(btc_p2pkh|btc_p2sh|tron|ltc|doge)/.test(t)) return base58checkOk(v); if (t === 'btc_bech32') return bech32Ok(v); if (t === 'eth_address') return /^0x[0-9a-f]{40}$/.test(v); }
  if (l.category === 'access_token' && t === 'jwt') { try { const [h, p] = v.split('.'); JSON.parse(Buffer.from(h, 'base64url')); JSON.parse(Buffer.from(p, 'base64url')); return true; } catch { return false; } }
  if (l.category === 'private_key') return /^-----BEGIN [A-Z ]+-----/.test(v) ? /-----END [A-Z ]+-----$/.test(v) : t === 'wireguard_private_key' ? /^[A-Za-z0-9+/]{43}=$/.test(v) : false;
  if (l.category === 'ip_address') return t === 'ipv4' ? v.split('.').every((x) => +x >= 0 && +x <= 255) && !/^(10\.|127\.|192\.168\.|192\.0\.2\.|203\.0\.113\.)/.test(v) : v.includes(':');
  return true;
}
for (const [i, line] of lines.entries()) {
  const where = `${file}:${i + 1}`; let d;
  try { d = JSON.parse(line); } catch { problems.push(`${where}: bad JSON`); continue; }
  nDocs++;
  for (const k of Object.keys(d)) if (!ALLOWED.has(k)) problems.push(`${where}: unexpected key ${k}`);
  for (const k of ['id', 'kind', 'text']) if (typeof d[k] !== 'string' || (k !== 'text' && !d[k])) problems.push(`${where}: ${k} missing`);
  if (!Array.isArray(d.labels) || !Array.isArray(d.negatives)) { problems.push(`${where}: labels/negatives missing`); continue; }
  locales.add(d.locale); byKind[d.kind] = (byKind[d.kind] ?? 0) + 1;
  const spans = [];
  d.labels.forEach((l, k) => {
    const keys = Object.keys(l); for (const kk of keys) if (!['start', 'end', 'category', 'type', 'value', 'soft', 'encoding'].includes(kk)) problems.push(`${where}: label ${k} extra key ${kk}`);
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.end <= l.start || l.end > d.text.length) problems.push(`${where}: label ${k} bad span`);
    else if (d.text.slice(l.start, l.end) !== l.value) problems.push(`${where}: label ${k} value mismatch`);
    if (!CATS.includes(l.category)) problems.push(`${where}: label ${k} unknown category ${l.category}`);
    if (l.value !== l.value.trim() || !l.value) problems.push(`${where}: label ${k} whitespace at edge "${l.value}"`);
    if (!checkValue(l)) problems.push(`${where}: label ${k} ${l.category}/${l.type} fails check: ${l.value.slice(0, 60)}`);
    spans.push([l.start, l.end, 'L' + k]);
    nLab++; if (l.soft) nSoft++;
    byCat[l.category] = (byCat[l.category] ?? 0) + 1; byLang[d.language] = (byLang[d.language] ?? 0) + 1;
    const key = `${l.category}\t${d.language}`; byCatLang[key] = (byCatLang[key] ?? 0) + 1;
    if (l.category === 'national_id') idTypes.add(l.type); if (l.category === 'passport') passTypes.add(l.type);
  });
  d.negatives.forEach((n, k) => { if (!Number.isInteger(n.start) || n.end <= n.start || n.end > d.text.length) problems.push(`${where}: negative ${k} bad span`); else if (n.value !== undefined && d.text.slice(n.start, n.end) !== n.value) problems.push(`${where}: negative ${k} value mismatch`); spans.push([n.start, n.end, 'N' + k]); nNeg++; negKind[n.kind] = (negKind[n.kind] ?? 0) + 1; });
  spans.sort((a, b) => a[0] - b[0]); for (let j = 1; j < spans.length; j++) if (spans[j][0] < spans[j - 1][1]) problems.push(`${where}: overlapping spans ${spans[j - 1][2]} ${spans[j][2]}`);
  // MRZ line-2 check digits
  const m = d.text.match(/\n([A-Z0-9<]{9})(\d)([A-Z<]{3})(\d{6})(\d)([MF<])(\d{6})(\d)([A-Z0-9<]{14})(\d)(\d)\n/);
  if (m) { const ok = mrzDigit(m[1]) === m[2] && mrzDigit(m[4]) === m[5] && mrzDigit(m[7]) === m[8] && mrzDigit(m[9]) === m[10] && mrzDigit(m[1] + m[2] + m[4] + m[5] + m[7] + m[8] + m[9] + m[10]) === m[11]; if (!ok) problems.push(`${where}: MRZ check digits wrong`); }
  const nb = d.text.match(/NUBAN\): (\d{10}) \(bank code (\d{3})\)/); if (nb && !nubanOk(nb[2], nb[1])) problems.push(`${where}: NUBAN check digit wrong`);
}
console.log(`documents ${nDocs}, labels ${nLab} (soft ${nSoft}), negatives ${nNeg}, locales ${locales.size}, national-id schemes ${idTypes.size}, passport formats ${passTypes.size - 1}`);
console.log('\nlabels per category:'); for (const c of CATS) console.log(`  ${c.padEnd(18)} ${byCat[c] ?? 0}`);
console.log('\nlabels per language:'); console.log('  ' + Object.entries(byLang).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', '));
console.log(`\nlanguages: ${Object.keys(byLang).length}`);
console.log('\ndocuments per kind:'); console.log('  ' + Object.entries(byKind).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', '));
console.log('\nnegatives per kind:'); console.log('  ' + Object.entries(negKind).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', '));
if (process.argv.includes('--matrix')) { console.log('\ncategory x language:'); for (const [k, v] of Object.entries(byCatLang).sort()) console.log('  ' + k.replace('\t', ' / ') + ' ' + v); }
const low = CATS.filter((c) => (byCat[c] ?? 0) < 120);
if (problems.length) { console.log(`\n${problems.length} PROBLEM(S):`); for (const p of problems.slice(0, 40)) console.log('  ' + p); process.exit(1); }
console.log(`\nOK — no problems.${low.length ? ' (categories under 120: ' + low.join(', ') + ')' : ''}`);

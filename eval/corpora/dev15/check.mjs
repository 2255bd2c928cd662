#!/usr/bin/env node
// Validates a corpus (spans, schema, check digits) and prints label counts.
// Usage: node check.mjs FILE.jsonl     or     node check.mjs --seed 7 --count 600
import fs from 'node:fs';
import { NID, luhnValid, ibanValid, abaValid, mrzDigit, b58checkValid, bech32Valid, RIPPLE, A, b58decode } from './core.mjs';
import { generate, CATEGORIES } from './generate.mjs';

const a = process.argv.slice(2);
let docs; const t0 = Date.now();
if (a[0] && !a[0].startsWith('--')) docs = fs.readFileSync(a[0], 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
else { const arg = (n, d) => { const i = a.indexOf('--' + n); return i >= 0 ? a[i + 1] : d; }; docs = generate(Number(arg('seed', 7)), Number(arg('count', 600))); }
const genMs = Date.now() - t0;

const problems = [];
const P = (d, msg) => { if (problems.length < 200) problems.push(`${d.id}: ${msg}`); };
const TEST_CARDS = new Set(['4242424242424242', '4111111111111111', '4000056655665556', '5555555555554444', '378282246310005', '6011111111111117', '3566002020360505', '4000000000000002', '5200828282828210']);

function decode(v, enc) {
  if (!enc) return v;
  const steps = enc.split('+').reverse();
  for (const s of steps) {
    if (s === 'base64') v = Buffer.from(v, 'base64').toString('utf8');
    else if (s === 'hex') v = Buffer.from(v, 'hex').toString('utf8');
    else if (s === 'json_escaped') v = JSON.parse('"' + v + '"');
    else if (s === 'escaped_newlines') v = v.replace(/\\n/g, '\n');
    else if (s === 'collapsed') v = v; // newlines turned into spaces: validated loosely
    else if (s === 'indented') v = v.replace(/\n[ \t]+/g, '\n');
    else if (s === 'line_prefixed') v = v.replace(/\n[+\- ]/g, '\n');
    else if (s === 'concatenated') v = v.replace(/["'`]\s*(?:\+|\.|&|\|\|)?\s*["'`]/, '');
    else if (s === 'xml_escaped') v = v.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    else if (s === 'byte_array') v = Buffer.from(v.split(/\s*,\s*/).map((h) => parseInt(h, 16))).toString('utf8');
    else if (s === 'escaped_quotes') v = v.replace(/\\"/g, '"');
    else throw new Error('unknown encoding ' + s);
  }
  return v;
}
const PASSPORT_RE = { us: /^(\d{9}|[A-Z]\d{8})$/, gb: /^\d{9}$/, ca: /^[A-Z]{2}\d{6}$/, de: /^[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}$/, ch: /^[A-Z]\d{7}$/, fr: /^\d{2}[A-Z]{2}\d{5}$/, es: /^[A-Z]{3}\d{6}$/, it: /^[A-Z]{2}\d{7}$/, pt: /^[A-Z]\d{6}$/, br: /^[A-Z]{2}\d{6}$/, nl: /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/, pl: /^[A-Z]{2}\d{7}$/, ru: /^\d{2} ?\d{7}$/, tr: /^U\d{8}$/, jp: /^[A-Z]{2}\d{7}$/, cn: /^E\d{8}$/, kr: /^M\d{8}$/, id: /^[A-Z]\d{7}$/, in: /^[A-Z]\d{7}$/, sa: /^[A-Z]\d{7}$/, ae: /^[A-Z]\d{7}$/ };
function validate(l, raw) {
  const v = raw.trim(); const t = l.type;
  switch (l.category) {
    case 'credit_card': { const d = v.replace(/[\s-]/g, ''); if (!/^\d{13,19}$/.test(d) || !luhnValid(d)) return 'bad Luhn'; if (TEST_CARDS.has(d)) return 'published test card labelled'; return null; }
    case 'bank_account':
      if (t === 'iban') return ibanValid(v) ? null : 'bad IBAN';
      if (t === 'aba_routing') return abaValid(v) ? null : 'bad ABA';
      if (t === 'mx_clabe') { const w = [3, 7, 1]; let s = 0; for (let i = 0; i < 17; i++) s += (+v[i] * w[i % 3]) % 10; return /^\d{18}$/.test(v) && (10 - (s % 10)) % 10 === +v[17] ? null : 'bad CLABE'; }
      return /^[\dA-Z-]{6,18}$/.test(v) ? null : 'bad account';
    case 'national_id': return NID[t] ? (NID[t].valid(v) ? null : `bad ${t}`) : `unknown id type ${t}`;
    case 'passport': {
      if (t === 'mrz_td3') { const [l1, l2] = v.split('\n'); if (!l1 || !l2 || l1.length !== 44 || l2.length !== 44) return 'bad MRZ length'; const ok = mrzDigit(l2.slice(0, 9)) === l2[9] && mrzDigit(l2.slice(13, 19)) === l2[19] && mrzDigit(l2.slice(21, 27)) === l2[27] && mrzDigit(l2.slice(28, 42)) === l2[42] && mrzDigit(l2.slice(0, 10) + l2.slice(13, 20) + l2.slice(21, 43)) === l2[43]; return ok ? null : 'bad MRZ check digit'; }
      const c = t.replace('passport_', ''); return PASSPORT_RE[c]?.test(v) ? null : `bad passport ${t}`;
    }
    case 'crypto_wallet':
      if (t === 'eth') return /^0x[0-9a-fA-F]{40}$/.test(v) ? null : 'bad eth';
      if (t.startsWith('btc_bech32') || t === 'btc_taproot') return bech32Valid(v) ? null : 'bad bech32';
      if (t === 'xrp') return b58checkValid(v, RIPPLE) ? null : 'bad xrp';
      if (t === 'sol') { const b = b58decode(v); return b && b.length === 32 ? null : 'bad sol'; }
      return b58checkValid(v) ? null : 'bad base58check';
    case 'email': return /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(v) ? null : 'bad email';
    case 'ip_address':
      if (t === 'ipv6') return /^[0-9a-f:]+$/i.test(v) && !/^2001:db8/i.test(v) ? null : 'bad ipv6';
      { const p = v.split('.').map(Number); if (p.length !== 4 || p.some((x) => !(x >= 0 && x <= 255))) return 'bad ipv4'; if (t === 'ipv4' && ([10, 127, 0].includes(p[0]) || (p[0] === 192 && p[1] === 168) || (p[0] === 192 && p[1] === 0 && p[2] === 2) || (p[0] === 198 && p[1] === 51) || (p[0] === 203 && p[1] === 0))) return 'non-public ipv4 labelled hard'; return null; }
    case 'phone': return (v.match(/\d/g) || []).length >= 7 ? null : 'too few digits';
    case 'date_of_birth': return /(19|20)\d\d/.test(v) ? null : 'no year';
    case 'private_key': {
      if (t === 'jwk') return /"d":"/.test(v) ? null : 'JWK without d';
      if (t === 'putty') return /^PuTTY-User-Key-File-3/.test(v) && /Private-Lines/.test(v) ? null : 'bad putty';
      if (t === 'age') return /^AGE-SECRET-KEY-1[0-9A-Z]{58}$/.test(v) ? null : 'bad age';
      const m = v.match(/^-----BEGIN ([A-Z ]+)-----/); const e = v.match(/-----END ([A-Z ]+)-----$/);
      if (l.encoding?.includes('collapsed')) return m && e ? null : 'bad PEM';
      return m && e && m[1] === e[1] && /PRIVATE KEY/.test(m[1]) ? null : 'bad PEM markers';
    }
    case 'access_token':
      if (t === 'jwt') { try { const [h, p] = v.split('.'); JSON.parse(Buffer.from(h, 'base64url').toString()); JSON.parse(Buffer.from(p, 'base64url').toString()); return null; } catch { return 'bad jwt'; } }
      return v.length >= 20 ? null : 'short token';
    case 'api_key': return v.length >= 20 && !/\s/.test(v) ? null : 'bad api key';
    case 'connection_string': return /:[^@/:]+@|password=|Password=|AccountKey=|SharedAccessKey=/.test(v) ? null : 'no credentials in connection string';
    case 'password': return v.length >= 8 ? null : 'short password';
    case 'person_name': return v.length >= 2 ? null : 'short name';
    case 'address': return v.length >= 10 ? null : 'short address';
  }
  return `unknown category ${l.category}`;
}

const byCat = {}, byLang = {}, byKind = {}, negKinds = {}, enc = {}, catLang = {}, types = {};
let nLab = 0, nNeg = 0, nSoft = 0;
const ids = new Set();
for (const d of docs) {
  for (const k of Object.keys(d)) if (!['id', 'kind', 'locale', 'language', 'text', 'labels', 'negatives', 'encodings'].includes(k)) P(d, `extra key ${k}`);
  if (ids.has(d.id)) P(d, 'duplicate id'); ids.add(d.id);
  byKind[d.kind] = (byKind[d.kind] || 0) + 1; byLang[d.language] = byLang[d.language] || { docs: 0, labels: 0 }; byLang[d.language].docs++;
  const spans = [];
  for (const l of d.labels) {
    if (d.text.slice(l.start, l.end) !== l.value) P(d, `label span mismatch ${l.category}`);
    if (!CATEGORIES.includes(l.category)) P(d, `bad category ${l.category}`);
    let raw; try { raw = decode(l.value, l.encoding); } catch (e) { P(d, `decode ${l.encoding}: ${e.message}`); continue; }
    const err = validate(l, raw); if (err) P(d, `${l.category}/${l.type}: ${err}: ${JSON.stringify(raw).slice(0, 90)}`);
    byCat[l.category] = (byCat[l.category] || 0) + 1; byLang[d.language].labels++; nLab++; if (l.soft) nSoft++;
    catLang[l.category] = catLang[l.category] || new Set(); catLang[l.category].add(d.language);
    types[l.category] = types[l.category] || new Set(); types[l.category].add(l.type);
    if (l.encoding) enc[l.encoding] = (enc[l.encoding] || 0) + 1;
    spans.push([l.start, l.end, 'L']);
  }
  for (const n of d.negatives) {
    if (d.text.slice(n.start, n.end) !== n.value) P(d, `negative span mismatch ${n.kind}`);
    negKinds[n.kind] = (negKinds[n.kind] || 0) + 1; nNeg++;
    spans.push([n.start, n.end, 'N']);
  }
  spans.sort((x, y) => x[0] - y[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) P(d, `overlapping spans at ${spans[i][0]}`);
}
const pad = (s, n) => String(s).padEnd(n);
console.log(`documents: ${docs.length}   labels: ${nLab} (soft ${nSoft})   negatives: ${nNeg}   generated in ${genMs} ms`);
console.log('\nlabels per category (languages, types):');
for (const c of CATEGORIES) console.log(`  ${pad(c, 18)} ${String(byCat[c] || 0).padStart(5)}   langs=${catLang[c]?.size ?? 0}  types=${types[c]?.size ?? 0}`);
console.log('\nper language (docs / labels):'); for (const [k, v] of Object.entries(byLang)) console.log(`  ${pad(k, 4)} ${String(v.docs).padStart(4)} ${String(v.labels).padStart(6)}`);
console.log('\nkinds:', Object.entries(byKind).map(([k, v]) => `${k}=${v}`).join(' '));
console.log('\nnegatives:', Object.entries(negKinds).sort((x, y) => y[1] - x[1]).map(([k, v]) => `${k}=${v}`).join(' '));
console.log('\nencodings:', Object.entries(enc).map(([k, v]) => `${k}=${v}`).join(' '));
console.log('\nnational_id schemes:', [...(types.national_id || [])].length, [...(types.national_id || [])].sort().join(' '));
console.log('passport types:', [...(types.passport || [])].length, [...(types.passport || [])].sort().join(' '));
const under = CATEGORIES.filter((c) => (byCat[c] || 0) < 120);
if (under.length) problems.push(`categories under 120 labels: ${under.join(', ')}`);
if (problems.length) { console.log(`\n${problems.length} PROBLEM(S):`); for (const p of problems.slice(0, 60)) console.log('  ' + p); process.exitCode = 1; }
else console.log('\nOK: all spans, encodings and check digits valid');

#!/usr/bin/env node
// Validates a generated corpus: schema, spans, overlaps, checksums/formats per label type; prints counts.
// Usage: node check.mjs FILE.jsonl [--quiet]
import fs from 'node:fs';
import { NID_BY_CODE, PASSPORT_BY_COUNTRY, mrzValid } from './lib/ids.mjs';
import { ibanValid, cardValid, abaValid, clabeValid } from './lib/finance.mjs';
import { luhnValid, b58checkValid, bech32Valid, b58decode, githubTokenValid, B58_RIPPLE } from './lib/checksum.mjs';
import { ipValid, API_KEYS, ACCESS_TOKENS, jwtValid, connValid } from './lib/secrets.mjs';
import { PACKS } from './lib/packs.mjs';
import { CATEGORIES } from './lib/compose.mjs';

// Known-answer self-test of the validators against published sample values (guards against a generator
// and its validator sharing the same mistake).
{
  const KA = [
    ['card', cardValid('4111 1111 1111 1111')], ['iban DE', ibanValid('DE89 3704 0044 0532 0130 00')], ['iban GB', ibanValid('GB82WEST12345698765432')], ['aba', abaValid('021000021')],
    ['cpf', NID_BY_CODE.br_cpf.valid('529.982.247-25')], ['pesel', NID_BY_CODE.pl_pesel.valid('44051401359')], ['bsn', NID_BY_CODE.nl_bsn.valid('111222333')], ['tckn', NID_BY_CODE.tr_tckn.valid('10000000146')],
    ['dni', NID_BY_CODE.es_dni.valid('12345678Z')], ['cn', NID_BY_CODE.cn_ric.valid('11010519491231002X')], ['se', NID_BY_CODE.se_pnr.valid('811218-9876')], ['it', NID_BY_CODE.it_cf.valid('RSSMRA85T10A562S')],
    ['aadhaar', NID_BY_CODE.in_aadhaar.valid('2341 2341 2346')], ['steuer-id', NID_BY_CODE.de_steuer_id.valid('86095742719')], ['ahv', NID_BY_CODE.ch_ahv.valid('756.9217.0769.85')], ['hetu', NID_BY_CODE.fi_hetu.valid('131052-308T')],
    ['tw', NID_BY_CODE.tw_id.valid('A123456789')], ['za', NID_BY_CODE.za_id.valid('8001015009087')], ['be', NID_BY_CODE.be_nn.valid('93.05.18-223.61')], ['tfn', NID_BY_CODE.au_tfn.valid('123 456 782')],
    ['rut', NID_BY_CODE.cl_rut.valid('12.345.678-5')], ['mynumber', NID_BY_CODE.jp_my_number.valid('123456789018')], ['cnp', NID_BY_CODE.ro_cnp.valid('1800101221144')], ['ppsn', NID_BY_CODE.ie_ppsn.valid('1234567T')],
    ['nir', NID_BY_CODE.fr_nir.valid('2 55 08 14 168 025 38')], ['mrz', mrzValid('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10')],
    ['btc', b58checkValid('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')], ['bech32', bech32Valid('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')],
    ['luhn negative', !cardValid('4111 1111 1111 1112')], ['iban negative', !ibanValid('DE89 3704 0044 0532 0130 01')],
  ];
  const bad = KA.filter(([, ok]) => !ok).map(([n]) => n);
  if (bad.length) { console.error(`validator self-test FAILED: ${bad.join(', ')}`); process.exit(3); }
}
const file = process.argv[2];
if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const quiet = process.argv.includes('--quiet');
const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
const problems = [];
const P = (where, msg) => problems.push(`${where}: ${msg}`);

// spoken/spelled forms back to digits / e-mail using the language pack's words
function unspeakDigits(lang, s) {
  const words = PACKS[lang].words.digits; let out = s;
  const order = words.map((w, i) => [w, i]).sort((a, b) => b[0].length - a[0].length);
  for (const [w, i] of order) out = out.split(w).join(String(i));
  return out.replace(/\D/g, '');
}
function unspellEmail(lang, s) {
  const W = PACKS[lang].words;
  return s.split(` ${W.at} `).join('@').split(` ${W.dot} `).join('.').split(` ${W.underscore || 'underscore'} `).join('_');
}
const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const WALLET = {
  btc_p2pkh: (v) => /^1/.test(v) && b58checkValid(v), btc_p2sh: (v) => /^3/.test(v) && b58checkValid(v), btc_bech32: (v) => /^bc1q/.test(v) && bech32Valid(v), btc_taproot: (v) => /^bc1p/.test(v) && bech32Valid(v),
  eth: (v) => /^0x[0-9a-f]{40}$/.test(v), ltc: (v) => (/^[LM]/.test(v) && b58checkValid(v)) || (/^ltc1/.test(v) && bech32Valid(v)), doge: (v) => /^D/.test(v) && b58checkValid(v),
  trx: (v) => /^T/.test(v) && b58checkValid(v), xrp: (v) => /^r/.test(v) && b58checkValid(v, B58_RIPPLE), sol: (v) => { const b = b58decode(v); return !!b && b.length === 32; }, bnb: (v) => /^bnb1/.test(v) && bech32Valid(v),
};
function pemOk(v, type) {
  const raw = type.endsWith('_escaped') ? v.replace(/\\n/g, '\n') : v;
  const m = /^-----BEGIN ([A-Z ]+)-----[\s\S]+-----END \1-----$/.exec(raw.trim());
  return !!m && /PRIVATE KEY/.test(m[1]);
}
function validLabel(l, lang) {
  const v = l.value, t = l.type;
  switch (l.category) {
    case 'person_name': return v.length > 0 && !/\d/.test(v) && v.trim() === v;
    case 'email': return t === 'email_spelled' ? EMAIL_RE.test(unspellEmail(lang, v)) : t === 'email_obfuscated' ? EMAIL_RE.test(v.replace(' [at] ', '@').replace(/ \[dot\] /g, '.')) : EMAIL_RE.test(v);
    case 'phone': { const d = t === 'phone_spoken' ? unspeakDigits(lang, v) : v.replace(/\D/g, ''); return d.length >= 8 && d.length <= 15; }
    case 'address': return /\d/.test(v) && v.length >= 12;
    case 'date_of_birth': { const y = /(19[2-9]\d|20[01]\d)/.exec(v) || /(昭和|平成)(\d+|元)年/.exec(v); return !!y; }
    case 'national_id': return !!NID_BY_CODE[t] && NID_BY_CODE[t].valid(v);
    case 'passport': if (t === 'mrz_td3') return mrzValid(v); { const c = t.replace('passport_', '').toUpperCase(); return !!PASSPORT_BY_COUNTRY[c] && PASSPORT_BY_COUNTRY[c].re.test(v); }
    case 'bank_account':
      if (t === 'iban') return ibanValid(v); if (t === 'clabe') return clabeValid(v); if (t === 'cn_bank_card') return luhnValid(v); if (t === 'aba_routing') return abaValid(v);
      if (t === 'sort_code') return /^\d{2}-\d{2}-\d{2}$/.test(v); if (t === 'ifsc') return /^[A-Z]{4}0\d{6}$/.test(v); if (t === 'bsb') return /^\d{3}-\d{3}$/.test(v); if (t === 'branch_code') return /^\d{3,4}$/.test(v);
      return /^[\d-]{6,20}$/.test(v) && v.replace(/\D/g, '').length >= 6;
    case 'credit_card': return t === 'card_spoken' ? luhnValid(unspeakDigits(lang, v)) && unspeakDigits(lang, v).length === 16 : cardValid(v);
    case 'ip_address': return ipValid(v, !!l.soft);
    case 'crypto_wallet': return !!WALLET[t] && WALLET[t](v);
    case 'password': return v.length >= 8 && !/\s/.test(v);
    case 'api_key': return !!API_KEYS[t] && API_KEYS[t].re.test(v) && (t !== 'github_pat_classic' || githubTokenValid(v));
    case 'access_token': return !!ACCESS_TOKENS[t] && ACCESS_TOKENS[t].re.test(v) && (t !== 'jwt' || jwtValid(v)) && (!t.startsWith('github_') || githubTokenValid(v));
    case 'private_key': {
      const base = t.replace(/_(escaped|collapsed)$/, '');
      if (['rsa_pem', 'pkcs8_pem', 'ec_pem', 'openssh', 'pgp'].includes(base)) return t.endsWith('_collapsed') ? /^-----BEGIN [A-Z ]*PRIVATE KEY[A-Z ]*----- \S[\s\S]* -----END [A-Z ]*PRIVATE KEY[A-Z ]*-----$/.test(v) : pemOk(v, t);
      if (base === 'eth_hex') return /^(0x)?[0-9a-f]{64}$/.test(v);
      if (base === 'btc_wif') return /^[KL]/.test(v) && b58checkValid(v);
      if (base === 'wireguard') return Buffer.from(v, 'base64').length === 32 && v.length === 44;
      if (base === 'age') return /^AGE-SECRET-KEY-1/.test(v) && bech32Valid(v);
      if (base === 'putty_ppk') return /^PuTTY-User-Key-File-3: /.test(v) && /Private-MAC: [0-9a-f]{64}$/.test(v);
      return false;
    }
    case 'connection_string': return connValid(v);
  }
  return false;
}

const byCat = {}, softCat = {}, byLang = {}, byLangCat = {}, byKind = {}, negKinds = {}, types = {};
let nDocs = 0, nLabels = 0, nNeg = 0;
const ids = new Set();
lines.forEach((line, i) => {
  const where = `${file}:${i + 1}`;
  let d; try { d = JSON.parse(line); } catch { P(where, 'not JSON'); return; }
  for (const k of Object.keys(d)) if (!['id', 'kind', 'locale', 'language', 'text', 'labels', 'negatives', 'encodings'].includes(k)) P(where, `unexpected key ${k}`);
  if (typeof d.id !== 'string' || !d.id) P(where, 'id'); if (ids.has(d.id)) P(where, 'duplicate id'); ids.add(d.id);
  if (typeof d.kind !== 'string' || !d.kind) P(where, 'kind'); if (typeof d.text !== 'string') { P(where, 'text'); return; }
  if (!PACKS[d.language]) P(where, `language ${d.language}`);
  if (!Array.isArray(d.labels) || !Array.isArray(d.negatives)) { P(where, 'labels/negatives not arrays'); return; }
  nDocs++; byKind[d.kind] = (byKind[d.kind] || 0) + 1;
  const spans = [];
  d.labels.forEach((l, k) => {
    const w = `${where} /labels/${k}`;
    for (const key of Object.keys(l)) if (!['start', 'end', 'category', 'type', 'value', 'soft', 'encoding'].includes(key)) P(w, `unexpected key ${key}`);
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start < 0 || l.end <= l.start || l.end > d.text.length) { P(w, 'bad span'); return; }
    if (d.text.slice(l.start, l.end) !== l.value) P(w, 'value differs from text');
    if (!CATEGORIES.includes(l.category)) P(w, `unknown category ${l.category}`);
    if (l.value !== l.value.trim()) P(w, 'label has surrounding whitespace');
    if (!validLabel(l, d.language)) P(w, `invalid ${l.category}/${l.type}: ${JSON.stringify(l.value.slice(0, 80))}`);
    spans.push(l); nLabels++;
    if (l.soft) softCat[l.category] = (softCat[l.category] || 0) + 1; else byCat[l.category] = (byCat[l.category] || 0) + 1;
    types[l.category] = types[l.category] || new Set(); types[l.category].add(l.type);
    byLang[d.language] = (byLang[d.language] || 0) + 1;
    const key = `${d.language}|${l.category}`; byLangCat[key] = (byLangCat[key] || 0) + 1;
  });
  d.negatives.forEach((n, k) => {
    const w = `${where} /negatives/${k}`;
    if (!Number.isInteger(n.start) || !Number.isInteger(n.end) || n.start < 0 || n.end <= n.start || n.end > d.text.length) { P(w, 'bad span'); return; }
    if (typeof n.kind !== 'string' || !n.kind) P(w, 'kind');
    if (n.value !== undefined && d.text.slice(n.start, n.end) !== n.value) P(w, 'value differs from text');
    spans.push(n); nNeg++; negKinds[n.kind] = (negKinds[n.kind] || 0) + 1;
  });
  spans.sort((a, b) => a.start - b.start);
  for (let k = 1; k < spans.length; k++) if (spans[k].start < spans[k - 1].end) P(where, `overlapping spans at ${spans[k].start}`);
});

const pad = (s, n) => String(s).padEnd(n), lpad = (s, n) => String(s).padStart(n);
console.log(`${file}: ${nDocs} documents, ${nLabels} labels (${Object.values(softCat).reduce((a, b) => a + b, 0)} soft), ${nNeg} negatives`);
console.log('\nLabels per category (hard / soft / distinct types):');
for (const c of CATEGORIES) console.log(`  ${pad(c, 18)} ${lpad(byCat[c] || 0, 5)} ${lpad(softCat[c] || 0, 5)} ${lpad(types[c]?.size || 0, 5)}`);
const langs = Object.keys(PACKS);
console.log('\nLabels per language × category:');
const abbr = CATEGORIES.map((c) => c.split('_').map((x) => x[0]).join('').slice(0, 3));
console.log('  lang  total ' + abbr.map((a) => lpad(a, 4)).join(''));
for (const L of langs) console.log(`  ${pad(L, 5)} ${lpad(byLang[L] || 0, 5)} ` + CATEGORIES.map((c) => lpad(byLangCat[`${L}|${c}`] || 0, 4)).join(''));
if (!quiet) {
  console.log('\nDocuments per kind:'); for (const [k, v] of Object.entries(byKind).sort()) console.log(`  ${pad(k, 18)} ${lpad(v, 4)}`);
  console.log('\nNegatives per kind:'); for (const [k, v] of Object.entries(negKinds).sort((a, b) => b[1] - a[1])) console.log(`  ${pad(k, 22)} ${lpad(v, 5)}`);
  const nidCountries = new Set([...(types.national_id || [])].map((t) => NID_BY_CODE[t]?.country)); const ppCountries = new Set([...(types.passport || [])].filter((t) => t !== 'mrz_td3'));
  console.log(`\nNational-id schemes: ${types.national_id?.size || 0} (${nidCountries.size} countries); passport countries: ${ppCountries.size}; api_key types: ${types.api_key?.size || 0}; access_token types: ${types.access_token?.size || 0}`);
}
if (problems.length) { console.log(`\n${problems.length} PROBLEM(S):`); for (const p of problems.slice(0, 50)) console.log('  ' + p); process.exit(1); }
console.log('\nOK: all spans match, no overlaps, all checksums/formats valid.');

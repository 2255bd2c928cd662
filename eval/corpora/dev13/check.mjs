#!/usr/bin/env node
// Validates a generated corpus: schema, exact spans, overlaps, check digits / formats per label type,
// unlabelled repeats of labelled values; prints label counts per category, language and kind.
// usage: node check.mjs FILE.jsonl   (or: node check.mjs --seed 7 --count 600  to generate in memory)
import fs from 'node:fs';
import * as C from './checksums.mjs';
import * as I from './ids.mjs';
import * as S from './secrets.mjs';
import { CATEGORIES } from './doc.mjs';

const args = process.argv.slice(2);
let docs;
if (args[0] === '--seed') { const { generate } = await import('./generate.mjs'); docs = generate(args[1], Number(args[3] ?? 600)); }
else docs = fs.readFileSync(args[0], 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));

// ---- self-test of the checksum code against published examples
const selfTests = [
  ['IBAN GB82WEST…', C.ibanValid('GB82 WEST 1234 5698 7654 32')], ['IBAN DE89…', C.ibanValid('DE89370400440532013000')], ['Luhn 4111…', C.luhnValid('4111111111111111')],
  ['MRZ L898902C3→6', C.mrzDigit('L898902C3') === '6'], ['MRZ 740812→2', C.mrzDigit('740812') === '2'], ['CN 11010519491231002X', I.NID.cn_ric.valid('11010519491231002X')],
  ['IT RSSMRA85T10A562S', I.NID.it_cf.valid('RSSMRA85T10A562S')], ['PESEL 44051401359', I.NID.pl_pesel.valid('44051401359')], ['TCKN 10000000146', I.NID.tr_tckn.valid('10000000146')],
  ['CPF 529.982.247-25', I.NID.br_cpf.valid('529.982.247-25')], ['DNI 12345678Z', I.NID.es_dni.valid('12345678Z')], ['BSN 111222333', I.NID.nl_bsn.valid('111222333')],
  ['SIN 046 454 286', I.NID.ca_sin.valid('046 454 286')], ['personnummer 811218-9876', I.NID.se_personnummer.valid('811218-9876')], ['ABA 011000015', I.abaValid('011000015')],
  ['EIP-55 0x5aAeb6…', C.eip55('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed') === '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'], ['BTC 1A1zP1…', C.b58checkValid('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')],
  ['bech32 bc1qw508…', C.segwitValid('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')], ['keccak("")', C.keccak256(new Uint8Array()) === 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
];
const failedSelf = selfTests.filter((t) => !t[1]); if (failedSelf.length) console.log('SELF-TEST FAILURES:', failedSelf.map((t) => t[0]).join(', '));

const unesc = (l) => (l.encoding === 'json-escaped' ? JSON.parse(`"${l.value}"`) : l.value);
const digits = (v) => C.asciiDigits(v).replace(/\D/g, '');
const isPrivateV4 = (v) => { const p = v.split('.').map(Number); return p[0] === 10 || p[0] === 127 || (p[0] === 172 && p[1] >= 16 && p[1] <= 31) || (p[0] === 192 && p[1] === 168) || (p[0] === 192 && p[1] === 0 && p[2] === 2) || (p[0] === 198 && p[1] === 51) || (p[0] === 203 && p[1] === 0 && p[2] === 113) || p[0] === 0 || p[0] >= 224; };
function checkLabel(l, doc) {
  const v = unesc(l), t = l.type;
  switch (l.category) {
    case 'national_id': return I.NID[t] ? I.NID[t].valid(C.asciiDigits(v)) : `no validator for ${t}`;
    case 'passport': if (t === 'passport_mrz_td3') return I.mrzValid(v); { const cc = t.replace('passport_', '').toUpperCase(); return I.PASSPORT[cc] ? I.PASSPORT[cc].re.test(v) : `no passport scheme ${cc}`; }
    case 'bank_account': {
      const tt = t.replace(/^organization_/, '');
      if (tt === 'iban') return C.ibanValid(v); if (tt === 'us_routing') return I.abaValid(v); if (tt === 'mx_clabe') return I.clabeValid(v); if (tt === 'ar_cbu') return I.cbuValid(v);
      if (tt === 'cn_bank_card') return C.luhnValid(digits(v));
      if (tt === 'ru_account') { const bik = doc.labels.find((x) => x.type.endsWith('ru_bik') && x.start > l.start && x.start - l.end < 20); return !!bik && I.ruValid(v, bik.value); }
      if (tt === 'ru_bik') return /^04\d{7}$/.test(v); if (tt === 'in_ifsc') return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v); if (tt === 'au_bsb') return /^\d{3}-\d{3}$/.test(v);
      return /^[\d -]{4,24}$/.test(v) && digits(v).length >= 4;
    }
    case 'credit_card': { const d = digits(v); return d.length >= 14 && d.length <= 19 && C.luhnValid(d); }
    case 'crypto_wallet': return I.walletValid(t.replace('wallet_', ''), v);
    case 'email': { const x = t === 'email_obfuscated' ? v.replace(/ \[at\] /, '@').replace(/ \[dot\] /g, '.') : v; return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}$/.test(x); }
    case 'phone': { const d = digits(v); return d.length >= 7 && d.length <= 15 && /^[\d\s()+.\-\/０-９－٠-٩०-९]+$/.test(v); }
    case 'ip_address': if (t === 'ipv4') { const p = v.split('.'); return p.length === 4 && p.every((x) => /^\d+$/.test(x) && +x <= 255) && !isPrivateV4(v); } return /^[0-9a-f]{1,4}(:[0-9a-f]{1,4}){7}$/.test(v) && !v.startsWith('2001:db8') && !/^fe80/.test(v);
    case 'api_key': return S.APIKEY[t] ? S.apiKeyValid(t, v) : `no validator ${t}`;
    case 'access_token': return S.TOKEN[t] ? S.tokenValid(t, v) : `no validator ${t}`;
    case 'private_key': return S.privateKeyValid(t === 'pem_in_json' ? 'pem' : t, v.trim());
    case 'connection_string': return S.CONN[t] ? S.connValid(t, v) : `no validator ${t}`;
    case 'date_of_birth': { const y = /(19[2-9]\d|20[0-2]\d)/.test(C.asciiDigits(v)) || /^\d{6}$/.test(v) || /^\d{2}[.\/-]\d{2}[.\/-]\d{2}$/.test(v) || /昭和/.test(v); return y; }
    case 'person_name': case 'address': case 'password': return v.trim() === v && v.length > 0;
  }
  return `unknown category ${l.category}`;
}

const problems = []; const P = (doc, msg) => problems.push(`${doc.id}: ${msg}`);
const byCat = {}, soft = {}, byLang = {}, byKind = {}, negKinds = {}, types = {}; let nLabels = 0, nNeg = 0;
for (const doc of docs) {
  for (const k of ['id', 'kind', 'text']) if (typeof doc[k] !== 'string' || !doc[k]) P(doc, `missing ${k}`);
  if (!Array.isArray(doc.labels) || !Array.isArray(doc.negatives)) { P(doc, 'labels/negatives not arrays'); continue; }
  const spans = [];
  doc.labels.forEach((l, i) => {
    if (!CATEGORIES.includes(l.category)) P(doc, `label ${i} bad category ${l.category}`);
    if (!(l.end > l.start) || l.end > doc.text.length || doc.text.slice(l.start, l.end) !== l.value) P(doc, `label ${i} span mismatch`);
    if (l.value.trim() !== l.value) P(doc, `label ${i} has surrounding whitespace: ${JSON.stringify(l.value.slice(0, 40))}`);
    const ok = checkLabel(l, doc); if (ok !== true) P(doc, `label ${i} ${l.category}/${l.type} fails check (${ok}): ${JSON.stringify(l.value.slice(0, 90))}`);
    spans.push([l.start, l.end, 'L' + i]);
    if (l.soft) soft[l.category] = (soft[l.category] || 0) + 1; else { byCat[l.category] = (byCat[l.category] || 0) + 1; nLabels++; }
    byLang[doc.language] ??= {}; byLang[doc.language][l.category] = (byLang[doc.language][l.category] || 0) + (l.soft ? 0 : 1);
    (types[l.category] ??= new Set()).add(l.type);
  });
  doc.negatives.forEach((n, i) => {
    if (!(n.end > n.start) || n.end > doc.text.length || doc.text.slice(n.start, n.end) !== n.value) P(doc, `negative ${i} span mismatch`);
    spans.push([n.start, n.end, 'N' + i]); negKinds[n.kind] = (negKinds[n.kind] || 0) + 1; nNeg++;
  });
  spans.sort((a, b) => a[0] - b[0]); for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) P(doc, `overlap ${spans[i - 1][2]} / ${spans[i][2]}`);
  // every occurrence of a labelled value (len >= 6) must be covered by a label of the same category
  for (const l of doc.labels) {
    if (l.value.length < 6 || l.soft) continue; let from = 0, pos;
    while ((pos = doc.text.indexOf(l.value, from)) >= 0) { if (!doc.labels.some((m) => m.start <= pos && m.end >= pos + l.value.length)) { P(doc, `unlabelled repeat of ${l.category} ${JSON.stringify(l.value.slice(0, 40))} at ${pos}`); break; } from = pos + 1; }
  }
  byKind[doc.kind] = (byKind[doc.kind] || 0) + 1;
}
const langs = Object.keys(byLang).sort();
console.log(`documents: ${docs.length}   hard labels: ${nLabels}   soft labels: ${Object.values(soft).reduce((a, b) => a + b, 0)}   negatives: ${nNeg}`);
console.log('\nlabels per category (hard / soft / distinct types):');
for (const c of CATEGORIES) console.log(`  ${c.padEnd(18)} ${String(byCat[c] || 0).padStart(5)} ${String(soft[c] || 0).padStart(5)} ${String(types[c]?.size || 0).padStart(5)}`);
console.log('\nhard labels per language x category:');
console.log('  ' + 'lang'.padEnd(5) + CATEGORIES.map((c) => c.slice(0, 6).padStart(7)).join('') + '   total  docs');
for (const lg of langs) { const row = byLang[lg]; const tot = Object.values(row).reduce((a, b) => a + b, 0); console.log('  ' + lg.padEnd(5) + CATEGORIES.map((c) => String(row[c] || 0).padStart(7)).join('') + String(tot).padStart(8) + String(docs.filter((d) => d.language === lg).length).padStart(6)); }
console.log('\ndocuments per kind:'); console.log('  ' + Object.entries(byKind).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join('  '));
console.log('\nnegatives per kind:'); console.log('  ' + Object.entries(negKinds).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join('  '));
console.log(`\nnational-id schemes: ${types.national_id?.size || 0}   passport schemes: ${[...(types.passport || [])].filter((t) => t !== 'passport_mrz_td3').length} (+MRZ)   locales: ${new Set(docs.map((d) => d.locale)).size}`);
if (failedSelf.length) problems.push('checksum self-tests failed');
console.log(`\nproblems: ${problems.length}`); for (const p of problems.slice(0, 40)) console.log('  ' + p);
process.exitCode = problems.length ? 1 : 0;

#!/usr/bin/env node
// Checker for dev20 corpus files. Exit 1 on any problem. Usage: node check.mjs out/dev20-seed7.jsonl
import { readFileSync } from 'node:fs';
import * as C from './lib/checksums.mjs';

const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const file = process.argv[2]; if (!file) { console.error('usage: node check.mjs FILE'); process.exit(2); }
const problems = []; const P = (id, msg) => problems.push(`${id}: ${msg}`);
const docs = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { P(`line ${i + 1}`, 'invalid JSON'); return null; } }).filter(Boolean);

const AR = '٠١٢٣٤٥٦٧٨٩';
function decode(l) {
  let v = l.value;
  switch (l.encoding) {
    case undefined: break;
    case 'json_escaped': v = JSON.parse(`"${v}"`); break;
    case 'base64': v = Buffer.from(v, 'base64').toString('utf8'); break;
    case 'arabic_indic_digits': v = v.replace(/[٠-٩]/g, (d) => String(AR.indexOf(d))); break;
    case 'fullwidth_digits': v = v.replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10)).replace(/－/g, '-'); break;
    case 'csv_escaped': v = v.replace(/""/g, '"'); break;
    case 'email_quoted': v = v.replace(/\n> /g, '\n'); break;
    default: return { err: `unknown encoding ${l.encoding}` };
  }
  return { v };
}
const D = (s) => s.replace(/\D/g, '');
const A = (s) => s.replace(/[\s.\-/]/g, '').toUpperCase();

// returns true (valid), false (invalid) or null (no scheme to check)
function validate(cat, type, v) {
  const d = D(v), a = A(v);
  switch (cat) {
    case 'credit_card': return C.luhnValid(d) && d.length >= 14 && d.length <= 19;
    case 'iban': return C.ibanValid(v);
    case 'bank_account':
      if (type === 'us_aba_routing') return C.abaValid(d);
      if (type === 'fr_rib') { const [b, g, acc, k] = v.split(' '); return C.ribKey(b, g, acc) === k; }
      if (type === 'es_ccc') return C.esCccDc(d.slice(0, 4), d.slice(4, 8), d.slice(10)) === d.slice(8, 10);
      if (type === 'pl_nrb') return C.ibanValid('PL' + d);
      return null;
    case 'national_id':
      switch (type) {
        case 'us_ssn': { const m = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(v); return !!m && m[1] !== '000' && m[1] !== '666' && +m[1] < 900 && m[2] !== '00' && m[3] !== '0000'; }
        case 'uk_nino': return /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(a) && !/^(BG|GB|KN|NK|NT|TN|ZZ)/.test(a);
        case 'de_personalausweis': return a.length === 10 && C.icaoCheck(a.slice(0, 9)) === a[9];
        case 'fr_nir': { const b = a.slice(0, 13).replace('2A', '19').replace('2B', '18'); return C.frNirKey(b) === a.slice(13); }
        case 'es_dni': return C.esDniLetter(+a.slice(0, 8)) === a[8];
        case 'es_nie': return C.esDniLetter(+('XYZ'.indexOf(a[0]) + a.slice(1, 8))) === a[8];
        case 'br_cpf': return C.cpfDigits(d.slice(0, 9)) === d.slice(9);
        case 'nl_bsn': return C.nlElfproef(d);
        case 'pl_pesel': return d.length === 11 && C.peselCheck(d.slice(0, 10)) === d[10];
        case 'se_personnummer': { const x = d.slice(-10); return C.luhnValid(x); }
        case 'tr_tckn': return d.length === 11 && d[0] !== '0' && C.tcknDigits(d.slice(0, 9)) === d.slice(9);
        case 'jp_my_number': return d.length === 12 && C.myNumberCheck(d.slice(0, 11)) === d[11];
        case 'cn_resident_id': return a.length === 18 && C.cnIdCheck(a.slice(0, 17)) === a[17];
        case 'sa_national_id': case 'sa_iqama': return d.length === 10 && C.luhnValid(d);
        default: return null;
      }
    case 'tax_id':
      switch (type) {
        case 'de_steuer_id': { const f = d.slice(0, 10); const cnt = {}; for (const x of f) cnt[x] = (cnt[x] || 0) + 1; const vals = Object.values(cnt); return d.length === 11 && d[0] !== '0' && vals.filter((n) => n >= 2).length === 1 && C.mod1110(f) === d[10]; }
        case 'de_ust_id': return C.mod1110(d.slice(0, 8)) === d[8];
        case 'fr_spi': return C.frSpiCheck(d.slice(0, 10)) === d.slice(10);
        case 'fr_tva': return C.luhnValid(d.slice(2)) && C.frTvaKey(d.slice(2)) === d.slice(0, 2);
        case 'es_cif': return C.esCifControl(a[0], a.slice(1, 8)) === a[8];
        case 'br_cnpj': return C.cnpjDigits(d.slice(0, 12)) === d.slice(12);
        case 'it_codice_fiscale': return a.length === 16 && C.cfCheck(a.slice(0, 15)) === a[15];
        case 'it_partita_iva': return d.length === 11 && C.luhnValid(d);
        case 'nl_btw': return C.nlElfproef(d.slice(0, 9)) || (() => { let s = 0; for (let i = 0; i < 8; i++) s += +d[i] * (9 - i); return s % 11 === +d[8]; })();
        case 'pl_nip': return C.plNipCheck(d.slice(0, 9)) === +d[9];
        case 'se_orgnr': return C.luhnValid(d);
        case 'se_vat': return C.luhnValid(d.slice(0, 10));
        case 'tr_vkn': return C.trVknCheck(d.slice(0, 9)) === d[9];
        case 'jp_corporate_number': return C.jpCorpCheck(d.slice(1)) === d[0];
        case 'cn_uscc': return C.usccCheck(a.slice(0, 17)) === a[17] && C.cnOrgCodeCheck(a.slice(8, 16)) === a[16];
        case 'gb_vat': return C.gbVatCheck(d.slice(0, 7)) === d.slice(7);
        case 'gb_utr': { const w = [6, 7, 8, 9, 10, 5, 4, 3, 2]; let s = 0; for (let i = 0; i < 9; i++) s += +d[i + 1] * w[i]; return [2, 1, 9, 8, 7, 6, 5, 4, 3, 2, 1][s % 11] === +d[0]; }
        case 'us_ein': return /^\d{2}-\d{7}$/.test(v) && !['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97'].includes(v.slice(0, 2));
        case 'us_itin': return /^9\d{2}-(5\d|6[0-5]|7\d|8[0-8]|9[0-2]|9[4-9])-\d{4}$/.test(v);
        case 'sa_vat': return /^3\d{13}3$/.test(v);
        default: return null;
      }
    case 'crypto_wallet':
      switch (type) {
        case 'btc_p2pkh': case 'btc_p2sh': case 'ltc': case 'doge': case 'tron': return C.b58checkValid(v);
        case 'xrp': return C.b58checkValid(v, C.B58_RIPPLE);
        case 'btc_bech32': case 'ltc_bech32': return C.bech32Valid(v) === 'bech32';
        case 'btc_taproot': return C.bech32Valid(v) === 'bech32m';
        case 'eth': return C.eip55Valid(v);
        case 'sol': { const b = C.b58decode(v); return !!b && b.length === 32; }
      }
      return null;
    case 'email': return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
    case 'ip_address': if (/^(192\.0\.2|198\.51\.100|203\.0\.113)\.|^2001:db8:/i.test(v)) return false; return /^\d{1,3}(\.\d{1,3}){3}$/.test(v) ? v.split('.').every((x) => +x <= 255) : /^[0-9a-f:]+$/i.test(v) && v.includes(':');
    case 'phone_number': return d.length >= 7 && d.length <= 15;
    case 'api_key': case 'auth_token':
      if (/^gh[pousr]_/.test(v)) return C.githubTokenValid(v);
      if (type === 'jwt') { try { const [h, p] = v.split('.'); JSON.parse(Buffer.from(h, 'base64url')); JSON.parse(Buffer.from(p, 'base64url')); return true; } catch { return false; } }
      return null;
    case 'private_key':
      if (type === 'age_secret_key') return C.bech32Valid(v) === 'bech32';
      if (type === 'btc_wif') return C.b58checkValid(v);
      if (/-----BEGIN ([A-Z ]+)-----/.test(v)) { const m = /-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----/.exec(v); if (!m) return false; const body = m[2].replace(/^\s*\n/, '').split('\n').map((s) => s.trim()).filter((s) => s && !s.startsWith('=')).join(''); return /^[A-Za-z0-9+/=]+$/.test(body) && body.length % 4 === 0; }
      return null;
  }
  return null;
}

const byKind = {}, byLocale = {}, byCat = {}, typesByCat = {}, negByKind = {}, enc = {};
const valueDocs = new Map(); let labelsTotal = 0, soft = 0, withNeg = 0, checked = 0, checkedOk = 0;
const lineCounts = [], labelCounts = [];
const seenIds = new Set();
for (const doc of docs) {
  const id = doc.id;
  for (const f of ['id', 'kind', 'locale', 'language', 'text']) if (typeof doc[f] !== 'string') P(id, `missing/invalid field ${f}`);
  if (!Array.isArray(doc.labels) || !Array.isArray(doc.negatives)) { P(id, 'labels/negatives not arrays'); continue; }
  if (seenIds.has(id)) P(id, 'duplicate id'); seenIds.add(id);
  byKind[doc.kind] = (byKind[doc.kind] || 0) + 1; byLocale[doc.locale] = (byLocale[doc.locale] || 0) + 1;
  const t = doc.text; lineCounts.push(t.replace(/\n$/, '').split('\n').length); labelCounts.push(doc.labels.length);
  if (!doc.labels.length) P(id, 'no labels');
  if (doc.negatives.length) withNeg++;
  let prevEnd = -1;
  const sorted = [...doc.labels].sort((x, y) => x.start - y.start);
  for (const l of sorted) {
    labelsTotal++;
    if (!CATS.includes(l.category)) P(id, `unknown category ${l.category}`);
    if (!l.type) P(id, 'label without type');
    if (!(Number.isInteger(l.start) && Number.isInteger(l.end) && l.start < l.end)) P(id, `bad span ${l.start}-${l.end}`);
    if (t.slice(l.start, l.end) !== l.value) P(id, `span mismatch for ${l.category} ${JSON.stringify(l.value)}`);
    if (l.value !== l.value.trim()) P(id, `label has surrounding whitespace ${JSON.stringify(l.value)}`);
    if (l.start < prevEnd) P(id, `overlapping labels at ${l.start}`); prevEnd = Math.max(prevEnd, l.end);
    byCat[l.category] = (byCat[l.category] || 0) + 1; (typesByCat[l.category] ||= new Set()).add(l.type);
    if (l.soft) soft++; if (l.encoding) enc[l.encoding] = (enc[l.encoding] || 0) + 1;
    const dv = decode(l); if (dv.err) { P(id, dv.err); continue; }
    const ok = validate(l.category, l.type, dv.v);
    if (ok !== null) { checked++; if (ok) checkedOk++; else P(id, `check failed ${l.category}/${l.type} ${JSON.stringify(l.value)}`); }
    if (!l.soft) { const key = l.category + '\u0000' + (l.category === 'phone_number' ? D(dv.v) : dv.v); if (!valueDocs.has(key)) valueDocs.set(key, new Set()); valueDocs.get(key).add(id); }
  }
  for (const n of doc.negatives) {
    negByKind[n.kind] = (negByKind[n.kind] || 0) + 1;
    if (t.slice(n.start, n.end) !== n.value) P(id, `negative span mismatch ${JSON.stringify(n.value)}`);
    for (const l of doc.labels) if (n.start < l.end && l.start < n.end) P(id, `negative overlaps label ${JSON.stringify(n.value)}`);
    if (n.kind === 'luhn_invalid_number' && C.luhnValid(n.value)) P(id, 'luhn_invalid_number passes Luhn');
    if (n.kind === 'doc_ip' && !/^(192\.0\.2|198\.51\.100|203\.0\.113)\.|^2001:db8:/.test(n.value)) P(id, 'doc_ip outside documentation ranges');
  }
  // every occurrence of a labelled value (len >= 6) must be covered by a label
  for (const l of doc.labels) {
    if (l.value.length < 6) continue;
    let pos = t.indexOf(l.value);
    while (pos >= 0) { const e = pos + l.value.length; if (!doc.labels.some((m) => m.start <= pos && e <= m.end)) P(id, `unlabelled occurrence of ${l.category} ${JSON.stringify(l.value)} at ${pos}`); pos = t.indexOf(l.value, pos + 1); }
  }
}
// repeated values across documents
const LIMIT = { person_name: 4, date_of_birth: 4, phone_number: 3, password: 2 };
let repeats = 0;
for (const [k, set] of valueDocs) { const [cat, v] = k.split('\u0000'); if (set.size > 1) repeats++; if (set.size > (LIMIT[cat] || 1)) P([...set].join(','), `value repeated in ${set.size} documents: ${cat} ${JSON.stringify(v)}`); }

const pct = (n) => ((100 * n) / labelsTotal).toFixed(1) + '%';
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
const out = [];
out.push(`file: ${file}`, `documents: ${docs.length}`, `labels: ${labelsTotal} (soft: ${soft}), negatives: ${Object.values(negByKind).reduce((a, b) => a + b, 0)}, documents with negatives: ${withNeg} (${((100 * withNeg) / docs.length).toFixed(1)}%)`);
out.push(`lines per document: min ${Math.min(...lineCounts)} / median ${med(lineCounts)} / max ${Math.max(...lineCounts)}; labels per document: min ${Math.min(...labelCounts)} / median ${med(labelCounts)} / max ${Math.max(...labelCounts)}`);
out.push(`check-digit/structure validations: ${checkedOk}/${checked} passed`);
out.push(`values seen in more than one document (within limits): ${repeats}`);
out.push('', 'documents per kind:'); for (const [k, n] of Object.entries(byKind).sort((a, b) => b[1] - a[1])) out.push(`  ${k.padEnd(18)} ${n}`);
out.push('', 'documents per locale:'); for (const [k, n] of Object.entries(byLocale).sort()) out.push(`  ${k.padEnd(8)} ${n}`);
out.push('', 'labels per category (share, distinct types):');
for (const c of CATS) { const n = byCat[c] || 0; out.push(`  ${c.padEnd(18)} ${String(n).padStart(5)}  ${pct(n).padStart(6)}  ${(typesByCat[c]?.size || 0)} types`); if (n / labelsTotal < 0.035) P('balance', `${c} below 3.5% (${pct(n)})`); }
const vend = new Set([...(typesByCat.api_key || []), ...(typesByCat.auth_token || [])]);
out.push(`  distinct api_key+auth_token types: ${vend.size}`);
out.push('', 'types per category:'); for (const c of CATS) out.push(`  ${c}: ${[...(typesByCat[c] || [])].sort().join(', ')}`);
out.push('', 'negatives per kind:'); for (const [k, n] of Object.entries(negByKind).sort((a, b) => b[1] - a[1])) out.push(`  ${k.padEnd(24)} ${n}`);
out.push('', 'label encodings:'); for (const [k, n] of Object.entries(enc)) out.push(`  ${k.padEnd(22)} ${n}`);
out.push('', `problems: ${problems.length}`); for (const p of problems.slice(0, 200)) out.push('  ' + p);
console.log(out.join('\n'));
process.exit(problems.length ? 1 : 0);

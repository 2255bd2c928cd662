#!/usr/bin/env node
// Validate a dev39 JSONL file and print a summary. Exit 1 on any problem.
import { readFileSync } from 'node:fs';
import { VALID, mrzValid } from './lib/ids.mjs';
import { ibanValid, luhnValid, b58checkValid, bech32Valid, eip55, B58_XRP, b58dec, crc32, base62, normDigits } from './lib/checksums.mjs';
import { IBAN_LEN, clabeValid, cbuValid, abaValid } from './lib/finance.mjs';
import { SECRET_BY_TYPE } from './lib/secrets.mjs';

const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const ENCS = new Set(['base64', 'url', 'json', 'html']);
const EXAMPLES = new Set(['user@example.com', 'AKIAIOSFODNN7EXAMPLE', '4242 4242 4242 4242', '4242424242424242', 'YOUR_API_KEY', '${DB_PASSWORD}', '<password>', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', '4111 1111 1111 1111', '4111111111111111']);
const file = process.argv[2];
if (!file) { console.error('usage: node check.mjs FILE.jsonl'); process.exit(2); }
const problems = []; const bad = (id, msg) => { if (problems.length < 200) problems.push(`${id}: ${msg}`); else problems.length++; };
const decodeHtml = s => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(+n)).replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCharCode(parseInt(n, 16))).replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
function decode(l) {
  const v = l.value;
  switch (l.encoding) {
    case 'base64': return Buffer.from(v.replace(/\s/g, ''), 'base64').toString('utf8');
    case 'json': return JSON.parse('"' + v.replace(/\n/g, '\\n') + '"');
    case 'url': return decodeURIComponent(v);
    case 'html': return decodeHtml(v);
    default: return v;
  }
}
const GH = /^(ghp|gho|ghs|ghr)_([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/;
function validate(l, raw) {
  const s = normDigits(raw).replace(/\s+/g, '');
  const t = l.type;
  if (VALID[t]) return VALID[t](s) ? null : 'check digits/format';
  if (l.category === 'iban') { const cc = s.slice(0, 2); return ibanValid(s) && (!IBAN_LEN[cc] || IBAN_LEN[cc] === s.length) ? null : 'IBAN mod-97/length'; }
  if (l.category === 'credit_card') { const x = s.replace(/-/g, ''); return /^\d{12,19}$/.test(x) && luhnValid(x) ? null : 'Luhn'; }
  if (t === 'passport_mrz_td3') return mrzValid(s) ? null : 'MRZ check digits';
  if (l.category === 'crypto_wallet') {
    if (['btc_p2pkh', 'btc_p2sh', 'ltc_address', 'doge_address', 'trx_address', 'usdt_trc20_address'].includes(t)) return b58checkValid(s) ? null : 'base58check';
    if (t === 'xrp_address') return b58checkValid(s, B58_XRP) ? null : 'base58check(xrp)';
    if (t === 'btc_bech32') return bech32Valid(s) ? null : 'bech32';
    if (t === 'eth_address') return /^0x[0-9a-fA-F]{40}$/.test(s) && eip55(s.slice(2)) === s ? null : 'EIP-55';
    if (t === 'sol_address') { const b = b58dec(s); return b && b.length === 32 ? null : 'base58 32 bytes'; }
  }
  if (t === 'mx_clabe') return clabeValid(s) ? null : 'CLABE';
  if (t === 'ar_cbu') return cbuValid(s) ? null : 'CBU';
  if (t === 'us_aba_routing') return abaValid(s) ? null : 'ABA';
  const m = s.match(GH); if (m) return base62(crc32(m[2]), 6) === m[3] ? null : 'GitHub CRC32';
  if (t === 'npm_token') { const x = s.slice(4); return base62(crc32(x.slice(0, 30)), 6) === x.slice(30) ? null : 'npm CRC32'; }
  if (l.category === 'email') return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s) ? null : 'email shape';
  if (l.category === 'phone_number') return (s.match(/\d/g) || []).length >= 7 ? null : 'phone digits';
  if (l.category === 'ip_address') { if (t === 'ipv4') { const p = s.split('.'); return p.length === 4 && p.every(x => /^\d+$/.test(x) && +x <= 255) ? null : 'ipv4'; } const parts = s.split('::'); if (parts.length > 2) return 'ipv6'; const gs = parts.flatMap(x => x ? x.split(':') : []); if (!gs.every(x => /^[0-9a-f]{1,4}$/i.test(x))) return 'ipv6'; return (parts.length === 2 ? gs.length < 8 : gs.length === 8) ? null : 'ipv6 group count'; }
  if (l.category === 'private_key') return /^-----BEGIN [A-Z ]*PRIVATE KEY( BLOCK)?-----/.test(raw) ? (/-----END [A-Z ]*PRIVATE KEY( BLOCK)?-----$/.test(raw.replace(/\\n/g, '\n')) ? null : 'PEM end line') : (/^(AGE-SECRET-KEY-1|0x[0-9a-f]{64}$|[0-9a-f]{64}$|[A-Za-z0-9+/]{43}=$)/.test(s) ? null : 'raw key shape');
  if (l.category === 'connection_string') return /:\/\/|Password=|AccountKey=|^jdbc:/.test(raw) ? null : 'conn string shape';
  if (l.category === 'webhook_url') return /^https:\/\//.test(s) ? null : 'webhook URL';
  if (l.category === 'date_of_birth') return /\d/.test(s) ? null : 'date digits';
  return null;
}
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
const ids = new Set();
const cnt = { cat: {}, type: {}, lang: {}, loc: {}, kind: {}, dom: {}, negk: {}, enc: {}, pres: {}, side: {}, vendor: new Set(), nid: new Set(), tax: new Set(), pass: new Set() };
let nLabels = 0, nSoft = 0, nNeg = 0, docsWithNeg = 0, validated = 0;
const inc = (o, k, n = 1) => { o[k] = (o[k] || 0) + n; };
for (const [ln, line] of lines.entries()) {
  let d; try { d = JSON.parse(line); } catch (e) { bad(`line ${ln + 1}`, 'invalid JSON'); continue; }
  const id = d.id || `line ${ln + 1}`;
  for (const f of ['id', 'kind', 'domain', 'locale', 'language', 'text']) if (typeof d[f] !== 'string' || !d[f]) bad(id, `missing ${f}`);
  if (!Array.isArray(d.labels) || !Array.isArray(d.negatives)) { bad(id, 'labels/negatives not arrays'); continue; }
  if (ids.has(d.id)) bad(id, 'duplicate id'); ids.add(d.id);
  inc(cnt.lang, d.language); inc(cnt.loc, d.locale); inc(cnt.kind, d.kind.split(':').pop()); inc(cnt.dom, d.domain); inc(cnt.side, d.side || '?');
  for (const p of d.presentation || []) inc(cnt.pres, p);
  if (d.kind.startsWith('llm_')) inc(cnt.pres, d.kind.split(':')[0]);
  const spans = [];
  for (const l of d.labels) {
    nLabels++;
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start < 0 || l.end > d.text.length || l.start >= l.end) { bad(id, `bad offsets ${l.start}-${l.end}`); continue; }
    if (d.text.slice(l.start, l.end) !== l.value) bad(id, `slice mismatch for ${l.type}: ${JSON.stringify(l.value).slice(0, 60)}`);
    if (!CATS.includes(l.category)) bad(id, `unknown category ${l.category}`);
    if (typeof l.type !== 'string' || !l.type) bad(id, 'missing type');
    if ('soft' in l && l.soft !== true) bad(id, 'soft must be true when present');
    if (l.soft) nSoft++;
    if ('encoding' in l && !ENCS.has(l.encoding)) bad(id, `bad encoding ${l.encoding}`);
    if (l.encoding) inc(cnt.enc, l.encoding);
    if (l.value !== l.value.trim()) bad(id, `label has outer whitespace: ${JSON.stringify(l.value).slice(0, 40)}`);
    let raw; try { raw = decode(l); } catch (e) { bad(id, `cannot decode ${l.encoding} value`); continue; }
    if (EXAMPLES.has(raw.trim())) bad(id, `documented example labelled: ${raw}`);
    const err = validate(l, raw); if (err) bad(id, `${l.category}/${l.type} fails ${err}: ${JSON.stringify(raw).slice(0, 70)}`); else validated++;
    inc(cnt.cat, l.category); inc(cnt.type, `${l.category}/${l.type}`);
    if (SECRET_BY_TYPE[l.type]) cnt.vendor.add(SECRET_BY_TYPE[l.type][2]);
    if (l.category === 'webhook_url') cnt.vendor.add('webhook:' + l.type);
    if (l.category === 'national_id' && !l.soft) cnt.nid.add(l.type);
    if (l.category === 'tax_id') cnt.tax.add(l.type);
    if (l.category === 'passport_number' && l.type !== 'passport_mrz_td3') cnt.pass.add(l.type);
    spans.push([l.start, l.end, 'L']);
  }
  for (const n of d.negatives) {
    nNeg++; inc(cnt.negk, n.kind);
    if (!Number.isInteger(n.start) || !Number.isInteger(n.end) || n.start < 0 || n.end > d.text.length || n.start >= n.end) { bad(id, 'bad negative offsets'); continue; }
    if (d.text.slice(n.start, n.end) !== n.value) bad(id, `negative slice mismatch ${n.kind}`);
    if (typeof n.kind !== 'string' || !n.kind) bad(id, 'negative without kind');
    spans.push([n.start, n.end, 'N']);
  }
  if (d.negatives.length) docsWithNeg++;
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (let k = 1; k < spans.length; k++) if (spans[k][0] < spans[k - 1][1]) bad(id, `overlapping spans at ${spans[k][0]} (${spans[k - 1][2]}/${spans[k][2]})`);
}
const nDocs = lines.length;
const softPct = nLabels ? 100 * nSoft / nLabels : 0;
if (softPct > 3) bad('corpus', `soft labels ${softPct.toFixed(2)}% > 3%`);
for (const c of CATS) if (!cnt.cat[c]) bad('corpus', `category ${c} has no labels`);
if (nDocs >= 600) {
  const need = [['languages', Object.keys(cnt.lang).length, 35], ['locales', Object.keys(cnt.loc).length, 60], ['national id schemes', cnt.nid.size, 45], ['tax id schemes', cnt.tax.size, 25], ['passport countries', cnt.pass.size, 30], ['secret vendors', cnt.vendor.size, 70]];
  for (const [what, have, min] of need) if (have < min) bad('corpus', `${what}: ${have} < ${min}`);
}
const sortE = o => Object.entries(o).sort((a, b) => b[1] - a[1]);
const out = [];
out.push(`file: ${file}`, `documents: ${nDocs}`, `labels: ${nLabels} (validated ${validated}), soft: ${nSoft} (${softPct.toFixed(2)}%)`, `negatives: ${nNeg} in ${docsWithNeg} documents (${(100 * docsWithNeg / nDocs).toFixed(1)}%)`);
out.push('', `labels per category (${Object.keys(cnt.cat).length}/19):`); for (const [k, v] of sortE(cnt.cat)) out.push(`  ${k.padEnd(20)} ${String(v).padStart(5)}  ${(100 * v / nLabels).toFixed(1)}%`);
out.push('', `labels per type (${Object.keys(cnt.type).length}):`); for (const [k, v] of sortE(cnt.type)) out.push(`  ${k.padEnd(52)} ${v}`);
out.push('', `national id schemes: ${cnt.nid.size}; tax id schemes: ${cnt.tax.size}; passport countries: ${cnt.pass.size}; secret vendors (incl. webhook providers): ${cnt.vendor.size}`);
out.push('', `languages (${Object.keys(cnt.lang).length}): ` + sortE(cnt.lang).map(([k, v]) => `${k}=${v}`).join(' '));
out.push('', `locales (${Object.keys(cnt.loc).length}): ` + sortE(cnt.loc).map(([k, v]) => `${k}=${v}`).join(' '));
out.push('', `domains: ` + sortE(cnt.dom).map(([k, v]) => `${k}=${v}`).join(' '), `sides: ` + sortE(cnt.side).map(([k, v]) => `${k}=${v}`).join(' '));
out.push('', `kinds (${Object.keys(cnt.kind).length}):`); for (const [k, v] of sortE(cnt.kind)) out.push(`  ${k.padEnd(40)} ${v}`);
out.push('', `presentation: ` + sortE(cnt.pres).map(([k, v]) => `${k}=${v}`).join(' '), `encodings: ` + sortE(cnt.enc).map(([k, v]) => `${k}=${v}`).join(' '));
out.push('', `negative kinds (${Object.keys(cnt.negk).length}): ` + sortE(cnt.negk).map(([k, v]) => `${k}=${v}`).join(' '));
out.push('', problems.length ? `PROBLEMS (${problems.length}):\n  ` + problems.slice(0, 200).join('\n  ') : 'OK: no problems found');
console.log(out.join('\n'));
process.exit(problems.length ? 1 : 0);

#!/usr/bin/env node
// Validates a dev28 JSONL file and prints statistics. Exit 1 on any problem.
import { readFileSync } from 'node:fs';
import { luhnValid, ibanValid, verhoeffValid, base58checkValid, bech32Valid, keccak256, B58R_ALPHABET, wsum, icaoDigit } from './lib/util.mjs';

const CATS = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
const file = process.argv[2]; if (!file) { console.error('usage: node check.mjs FILE'); process.exit(2); }
const problems = []; const P = (id, m) => { if (problems.length < 200) problems.push(`${id}: ${m}`); };
const dig = s => s.replace(/\D/g, '');

// independent validators by type (a type not listed here is format-only)
const V = {
  credit_card: v => luhnValid(dig(v)) && /^[\d -]+$/.test(v),
  iban: v => ibanValid(v),
  us_aba_routing: v => wsum(v, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0,
  pl_nrb: v => ibanValid('PL' + v.replace(/\s/g, '')),
  es_dni: v => 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(v.slice(0, 8)) % 23] === v[8],
  es_nif: v => 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(v.slice(0, 8)) % 23] === v[8],
  es_nie: v => 'TRWAGMYFPDXBNJZSQVHLCKE'[Number('XYZ'.indexOf(v[0]) + v.slice(1, 8)) % 23] === v[8],
  nl_bsn: v => (wsum(v.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) - +v[8]) % 11 === 0,
  pl_pesel: v => (10 - wsum(v.slice(0, 10), [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 === +v[10],
  pl_nip: v => { const s = dig(v); return wsum(s.slice(0, 9), [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === +s[9]; },
  pl_idcard: v => { const x = [...v.slice(0, 3)].map(c => c.charCodeAt(0) - 55); return (x[0] * 7 + x[1] * 3 + x[2] + +v[3] * 9 + wsum(v.slice(4), [7, 3, 1, 7, 3])) % 10 === 0; },
  tr_tckn: v => { const d = [...v].map(Number); return ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 === d[9] || (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10 === d[9] && d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10]; },
  in_aadhaar: v => verhoeffValid(dig(v)),
  za_id: v => luhnValid(v), ca_sin: v => luhnValid(dig(v)), sa_nid: v => luhnValid(v),
  ch_ahv: v => { const s = dig(v); return (10 - wsum(s.slice(0, 12), [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10) % 10 === +s[12]; },
  fr_nir: v => { const s = v.replace(/\s/g, ''); return 97 - Number(BigInt(s.slice(0, 13)) % 97n) === Number(s.slice(13)); },
  be_nrn: v => { const s = dig(v); const b = s.slice(0, 9), c = Number(s.slice(9)); return 97 - Number(BigInt(b) % 97n) === c || 97 - Number(BigInt('2' + b) % 97n) === c; },
  br_cpf: v => { const s = dig(v); const c1 = wsum(s.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10 % 11 % 10; const c2 = wsum(s.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10 % 11 % 10; return c1 === +s[9] && c2 === +s[10]; },
  ar_cuil: v => { const s = dig(v); let c = 11 - wsum(s.slice(0, 10), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (c === 11) c = 0; return c === +s[10]; },
  pt_nif: v => { let c = 11 - wsum(v.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c >= 10) c = 0; return c === +v[8]; },
  ua_rnokpp: v => ((wsum(v.slice(0, 9), [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11) + 11) % 11 % 10 === +v[9],
  ru_inn: v => wsum(v.slice(0, 10), [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 === +v[10] && wsum(v.slice(0, 11), [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 === +v[11],
  ru_snils: v => { const s = dig(v); const sum = wsum(s.slice(0, 9), [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = sum < 100 ? sum : sum % 101; if (c === 100) c = 0; return c === Number(s.slice(9)); },
  jp_mynumber: v => { const s = dig(v); let sum = 0; for (let n = 1; n <= 11; n++) sum += +s[11 - n] * (n <= 6 ? n + 1 : n - 5); const r = sum % 11; return (r <= 1 ? 0 : 11 - r) === +s[11]; },
  cn_rid: v => '10X98765432'[wsum(v.slice(0, 17), [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] === v[17],
  tw_id: v => { const code = 'ABCDEFGHJKLMNPQRSTUVXYWZIO'.indexOf(v[0]) + 10; return (Math.floor(code / 10) + (code % 10) * 9 + wsum(v.slice(1, 9), [8, 7, 6, 5, 4, 3, 2, 1]) + +v[9]) % 10 === 0; },
  kr_rrn: v => { const s = dig(v); return (11 - wsum(s.slice(0, 12), [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10 === +s[12]; },
  th_id: v => { const s = dig(v); return (11 - wsum(s.slice(0, 12), [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11) % 10 === +s[12]; },
  au_tfn: v => wsum(dig(v), [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0,
  de_idcard: v => icaoDigit(v.slice(0, 9)) === v[9],
  de_steuer_id: v => { const s = dig(v); let prod = 10; for (const ch of s.slice(0, 10)) { let sm = (+ch + prod) % 10; if (sm === 0) sm = 10; prod = (sm * 2) % 11; } let ck = 11 - prod; if (ck === 10) ck = 0; const counts = {}; for (const ch of s.slice(0, 10)) counts[ch] = (counts[ch] || 0) + 1; return ck === +s[10] && Object.keys(counts).length === 9; },
  it_cf: v => { const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]; let sum = 0; for (let i = 0; i < 15; i++) { const ch = v[i]; const x = /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 65; sum += i % 2 === 0 ? odd[x] : x; } return String.fromCharCode(65 + sum % 26) === v[15]; },
  btc_p2pkh: v => v[0] === '1' && base58checkValid(v), btc_p2sh: v => v[0] === '3' && base58checkValid(v), ltc_p2pkh: v => v[0] === 'L' && base58checkValid(v), doge_p2pkh: v => v[0] === 'D' && base58checkValid(v), tron_address: v => v[0] === 'T' && base58checkValid(v),
  xrp_address: v => v[0] === 'r' && base58checkValid(v, B58R_ALPHABET), btc_bech32: v => v.startsWith('bc1q') && bech32Valid(v),
  eth_address: v => { const h = keccak256(Buffer.from(v.slice(2).toLowerCase())).toString('hex'); return [...v.slice(2)].every((ch, i) => /\d/.test(ch) || (parseInt(h[i], 16) >= 8 ? ch === ch.toUpperCase() : ch === ch.toLowerCase())); },
  jwt: v => { const [h, p, s] = v.split('.'); try { const H = JSON.parse(Buffer.from(h, 'base64url')); JSON.parse(Buffer.from(p, 'base64url')); return !!H.alg && s.length > 20; } catch { return false; } },
  http_basic_credentials: v => /^[^:]+:.+$/.test(Buffer.from(v, 'base64').toString()),
};
const NEGV = { container_number: v => { const val = ch => { if (/\d/.test(ch)) return +ch; let x = 10; for (let c = 65; c <= ch.charCodeAt(0); c++) { if (c > 65) x++; if (x % 11 === 0) x++; } return x; }; let s = 0; for (let i = 0; i < 10; i++) s += val(v[i]) * 2 ** i; return s % 11 % 10 === +v[10]; }, air_waybill: v => { const s = dig(v).slice(3); return Number(s.slice(0, 7)) % 7 === +s[7]; }, tracking_number_upu_s10: v => { const n = v.slice(2, 10); let c = 11 - wsum(n, [8, 6, 4, 2, 3, 5, 9, 7]) % 11; if (c === 10) c = 0; if (c === 11) c = 5; return c === +v[10]; } };

const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
const ids = new Set(); const valueDocs = new Map();
const st = { kind: {}, locale: {}, language: {}, cat: {}, type: {}, soft: {}, enc: {}, neg: {}, nlines: [], distinct: [], withNeg: 0, validated: 0, formatOnly: {} };
const inc = (o, k, n = 1) => (o[k] = (o[k] || 0) + n);
for (const [ln, raw] of lines.entries()) {
  let d; try { d = JSON.parse(raw); } catch { P('line ' + (ln + 1), 'bad JSON'); continue; }
  const id = d.id; for (const f of ['id', 'kind', 'locale', 'language', 'text']) if (typeof d[f] !== 'string') P(id, 'missing ' + f);
  if (!Array.isArray(d.labels) || !Array.isArray(d.negatives)) { P(id, 'labels/negatives not arrays'); continue; }
  if (ids.has(id)) P(id, 'duplicate id'); ids.add(id);
  const t = d.text; if (/[\ud800-\udfff]/.test(t)) P(id, 'astral character');
  const nl = t.split('\n').length - (t.endsWith('\n') ? 1 : 0); st.nlines.push(nl); if (nl < 5 || nl > 60) P(id, 'line count ' + nl);
  inc(st.kind, d.kind); inc(st.locale, d.locale); inc(st.language, d.language);
  const spans = [];
  for (const l of d.labels) {
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start >= l.end) P(id, 'bad offsets ' + JSON.stringify(l));
    if (t.slice(l.start, l.end) !== l.value) P(id, 'slice mismatch ' + l.value);
    if (!CATS.includes(l.category)) P(id, 'bad category ' + l.category);
    if (typeof l.type !== 'string' || !l.type) P(id, 'missing type');
    if ('soft' in l && l.soft !== true) P(id, 'soft must be true when present');
    if (l.value !== l.value.trim()) P(id, 'label has surrounding whitespace');
    spans.push([l.start, l.end, 'L:' + l.value]);
    if (l.soft) { inc(st.soft, l.category); continue; }
    inc(st.cat, l.category); inc(st.type, `${l.category}/${l.type}`); if (l.encoding) inc(st.enc, `${l.category}/${l.encoding}`);
    const fn = V[l.type] || (l.category === 'credit_card' ? V.credit_card : l.category === 'iban' ? V.iban : null);
    if (fn) { let ok = false; try { ok = fn(l.value); } catch { ok = false; } if (!ok) P(id, `validator failed for ${l.type}: ${l.value}`); else st.validated++; }
    else inc(st.formatOnly, l.category);
    if (l.category === 'private_key') { const body = l.encoding === 'base64' ? Buffer.from(l.value, 'base64').toString() : l.encoding === 'yaml_indented' ? l.value.replace(/\n +/g, '\n') : l.value.replace(/\\n/g, '\n'); if (!/^\s*-----BEGIN [A-Z ]*PRIVATE KEY( BLOCK)?-----[\s\S]+-----END [A-Z ]*PRIVATE KEY( BLOCK)?-----\s*$/.test(body)) P(id, 'private key block malformed'); }
    const dec = l.encoding === 'base64' ? Buffer.from(l.value, 'base64').toString() : l.value;
    if (l.category === 'connection_string' && !/(:[^@\s/]+@|Password=|AccountKey=|SharedAccessKey=|password=|\/[^@\s]+@)/.test(dec)) P(id, 'connection string without credentials');
  }
  for (const n of d.negatives) {
    if (t.slice(n.start, n.end) !== n.value) P(id, 'negative slice mismatch ' + n.value);
    if (typeof n.kind !== 'string') P(id, 'negative kind');
    spans.push([n.start, n.end, 'N:' + n.value]); inc(st.neg, n.kind);
    if (NEGV[n.kind] && !NEGV[n.kind](n.value)) P(id, `negative check digit wrong for ${n.kind}: ${n.value}`);
  }
  if (d.negatives.length) st.withNeg++;
  spans.sort((a, b) => a[0] - b[0]); for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) P(id, `overlap ${spans[i - 1][2]} / ${spans[i][2]}`);
  const hv = new Set(d.labels.filter(l => !l.soft).map(l => l.value)); const hc = new Set(d.labels.filter(l => !l.soft).map(l => l.category));
  st.distinct.push(hv.size); if (hv.size < 2 || hv.size > 6) P(id, 'distinct hard values ' + hv.size); if (hc.size < 2) P(id, 'hard categories ' + hc.size);
  for (const v of hv) valueDocs.set(v, (valueDocs.get(v) || 0) + 1);
}
for (const [v, n] of valueDocs) if (n > 2) P('corpus', `value in ${n} documents: ${v}`);
const totalHard = Object.values(st.cat).reduce((a, b) => a + b, 0);
for (const c of CATS) { const share = (st.cat[c] || 0) / totalHard; if (share < 0.035) P('corpus', `category ${c} only ${(share * 100).toFixed(2)}% of hard labels`); }
if (Object.keys(st.kind).length < 35) P('corpus', 'fewer than 35 kinds');

const pct = (a, b) => (100 * a / b).toFixed(1) + '%';
const sortE = o => Object.entries(o).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
const out = [];
out.push(`file: ${file}`); out.push(`documents: ${lines.length}`);
out.push(`hard labels: ${totalHard}   soft labels: ${Object.values(st.soft).reduce((a, b) => a + b, 0)}   negatives: ${Object.values(st.neg).reduce((a, b) => a + b, 0)}`);
out.push(`documents with listed negatives: ${st.withNeg} (${pct(st.withNeg, lines.length)})`);
const q = a => { const s = [...a].sort((x, y) => x - y); return `min ${s[0]} / median ${s[s.length >> 1]} / max ${s[s.length - 1]}`; };
out.push(`lines per document: ${q(st.nlines)}; share with 8-25 lines: ${pct(st.nlines.filter(n => n >= 8 && n <= 25).length, st.nlines.length)}`);
out.push(`distinct hard values per document: ${q(st.distinct)}`);
out.push(`hard labels checked by a validator: ${st.validated} (${pct(st.validated, totalHard)}); format-only by category: ${JSON.stringify(st.formatOnly)}`);
out.push('', '== hard labels per category =='); for (const c of CATS) out.push(`  ${c.padEnd(18)} ${String(st.cat[c] || 0).padStart(5)}  ${pct(st.cat[c] || 0, totalHard)}`);
out.push('', '== soft labels per category =='); for (const [k, v] of sortE(st.soft)) out.push(`  ${k.padEnd(18)} ${v}`);
out.push('', '== encodings =='); for (const [k, v] of sortE(st.enc)) out.push(`  ${k.padEnd(34)} ${v}`);
out.push('', `== types (${Object.keys(st.type).length}) ==`); for (const [k, v] of sortE(st.type)) out.push(`  ${k.padEnd(48)} ${v}`);
out.push('', `== kinds (${Object.keys(st.kind).length}) ==`); for (const [k, v] of sortE(st.kind)) out.push(`  ${k.padEnd(34)} ${v}`);
out.push('', `== locales (${Object.keys(st.locale).length}) ==`); for (const [k, v] of sortE(st.locale)) out.push(`  ${k.padEnd(8)} ${v}`);
out.push('', `== languages (${Object.keys(st.language).length}) ==`); for (const [k, v] of sortE(st.language)) out.push(`  ${k.padEnd(4)} ${v}`);
out.push('', `== negative kinds (${Object.keys(st.neg).length}) ==`); for (const [k, v] of sortE(st.neg)) out.push(`  ${k.padEnd(36)} ${v}`);
out.push('', problems.length ? `PROBLEMS (${problems.length}${problems.length >= 200 ? '+' : ''}):\n  ` + problems.join('\n  ') : 'OK: no problems found');
console.log(out.join('\n'));
process.exit(problems.length ? 1 : 0);

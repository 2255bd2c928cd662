#!/usr/bin/env node
// Re-checks every labelled identifier of a written corpus with validators written apart from the
// generator (national ids, IBANs, cards, CLABE, MRZ-free passports by shape, wallets), after first
// proving each validator on published sample values:  node validate.mjs /tmp/dev4.jsonl
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { keccak256 } from './checks.mjs';

const digits = (s) => s.replace(/\D/g, '');
const sum = (a) => a.reduce((x, y) => x + y, 0);
const luhn = (s) => sum([...digits(s)].reverse().map((c, i) => { let d = Number(c); if (i % 2) { d *= 2; if (d > 9) d -= 9; } return d; })) % 10 === 0;
const w = (s, ws) => sum([...s].map((c, i) => Number(c) * ws[i]));
const bigMod = (s, m) => [...s].reduce((r, c) => (r * 10 + Number(c)) % m, 0);

const V = {
  us_ssn: (v) => /^(?!000|666|9)\d{3}[- ]?(?!00)\d{2}[- ]?(?!0000)\d{4}$/.test(v),
  uk_nino: (v) => /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]$/.test(v),
  de_steuer_id: (v) => {
    const s = digits(v);
    if (s.length !== 11 || s[0] === '0') return false;
    const counts = Object.values([...s.slice(0, 10)].reduce((m, c) => ({ ...m, [c]: (m[c] ?? 0) + 1 }), {}));
    if (!(counts.filter((n) => n === 2 || n === 3).length === 1 && counts.every((n) => n <= 3))) return false;
    let p = 10;
    for (const c of s.slice(0, 10)) { let t = (Number(c) + p) % 10; if (t === 0) t = 10; p = (t * 2) % 11; }
    return (11 - p) % 10 === Number(s[10]);
  },
  fr_nir: (v) => { const s = digits(v); return s.length === 15 && 97 - bigMod(s.slice(0, 13), 97) === Number(s.slice(13)); },
  es_dni: (v) => /^\d{8}[A-Z]$/.test(v) && 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(v.slice(0, 8)) % 23] === v[8],
  es_nie: (v) => { const s = v.replace(/-/g, ''); return /^[XYZ]\d{7}[A-Z]$/.test(s) && 'TRWAGMYFPDXBNJZSQVHLCKE'[Number('XYZ'.indexOf(s[0]) + s.slice(1, 8)) % 23] === s[8]; },
  br_cpf: (v) => {
    const s = digits(v);
    const dv = (n) => { const r = (w(s.slice(0, n), Array.from({ length: n }, (_, i) => n + 1 - i)) * 10) % 11; return r === 10 ? 0 : r; };
    return s.length === 11 && dv(9) === Number(s[9]) && dv(10) === Number(s[10]);
  },
  it_codice_fiscale: (v) => {
    if (!/^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(v)) return false;
    const odd = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
    const even = (c) => (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65);
    return String.fromCharCode(65 + (sum([...v.slice(0, 15)].map((c, i) => (i % 2 ? even(c) : odd[c]))) % 26)) === v[15];
  },
  pl_pesel: (v) => /^\d{11}$/.test(v) && (10 - (w(v.slice(0, 10), [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === Number(v[10]),
  nl_bsn: (v) => { const s = digits(v); return s.length === 9 && (w(s.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) - Number(s[8])) % 11 === 0; },
  in_aadhaar: (v) => {
    const d = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
    const p = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
    const s = digits(v);
    return s.length === 12 && /^[2-9]/.test(s) && [...s].reverse().reduce((c, ch, i) => d[c][p[i % 8][Number(ch)]], 0) === 0;
  },
  in_pan: (v) => /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/.test(v),
  au_tfn: (v) => { const s = digits(v); return s.length === 9 && w(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0; },
  ca_sin: (v) => { const s = digits(v); return s.length === 9 && !/^8/.test(s) && luhn(s); },
  se_personnummer: (v) => { const s = digits(v).slice(-10); return s.length === 10 && luhn(s); },
  fi_hetu: (v) => /^\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]$/.test(v) && '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(v.slice(0, 6) + v.slice(7, 10)) % 31] === v[10],
  mx_curp: (v) => {
    const dict = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
    return /^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d$/.test(v) && (10 - (sum([...v.slice(0, 17)].map((c, i) => dict.indexOf(c) * (18 - i))) % 10)) % 10 === Number(v[17]);
  },
  cl_rut: (v) => {
    const [body, dv] = v.replace(/\./g, '').split('-');
    let s = 0, m = 2;
    for (const c of [...body].reverse()) { s += Number(c) * m; m = m === 7 ? 2 : m + 1; }
    const r = 11 - (s % 11);
    return (r === 11 ? '0' : r === 10 ? 'K' : String(r)) === dv;
  },
  sg_nric: (v) => /^[ST]\d{7}[A-Z]$/.test(v) && 'JZIHGFEDCBA'[(w(v.slice(1, 8), [2, 7, 6, 5, 4, 3, 2]) + (v[0] === 'T' ? 4 : 0)) % 11] === v[8],
  th_id: (v) => { const s = digits(v); return s.length === 13 && (11 - (w(s.slice(0, 12), [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === Number(s[12]); },
  us_mbi: (v) => /^[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y]{2}\d{2}$/.test(v.replace(/-/g, '')),
  cn_resident_id: (v) => /^\d{17}[\dX]$/.test(v) && '10X98765432'[w(v.slice(0, 17), [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] === v[17],
  kr_rrn: (v) => { const s = digits(v); return s.length === 13 && (11 - (w(s.slice(0, 12), [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10 === Number(s[12]); },
  jp_my_number: (v) => {
    const s = digits(v);
    if (s.length !== 12) return false;
    const t = sum(Array.from({ length: 11 }, (_, i) => Number(s[10 - i]) * (i + 1 <= 6 ? i + 2 : i - 4))) % 11;
    return (t <= 1 ? 0 : 11 - t) === Number(s[11]);
  },
  tr_tckn: (v) => {
    if (!/^[1-9]\d{10}$/.test(v)) return false;
    const n = [...v].map(Number);
    const d10 = (((n[0] + n[2] + n[4] + n[6] + n[8]) * 7 - (n[1] + n[3] + n[5] + n[7])) % 10 + 10) % 10;
    return d10 === n[9] && sum(n.slice(0, 10)) % 10 === n[10];
  },
  at_svnr: (v) => { const s = digits(v); return s.length === 10 && w(s.slice(0, 3) + s.slice(4), [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11 === Number(s[3]); },
  ch_ahv: (v) => { const s = digits(v); return /^756\d{10}$/.test(s) && (10 - (w(s.slice(0, 12), [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10)) % 10 === Number(s[12]); },
  be_national_number: (v) => { const s = digits(v); const k = Number(s.slice(9)); return s.length === 11 && (97 - bigMod(s.slice(0, 9), 97) === k || 97 - bigMod('2' + s.slice(0, 9), 97) === k); },
  ie_ppsn: (v) => { const m = /^(\d{7})([A-W])([AW]?)$/.exec(v); if (!m) return false; const s = w(m[1], [8, 7, 6, 5, 4, 3, 2]) + (m[3] ? 9 * (m[3] === 'W' ? 0 : m[3].charCodeAt(0) - 64) : 0); return 'WABCDEFGHIJKLMNOPQRSTUV'[s % 23] === m[2]; },
  sa_national_id: (v) => /^[12]\d{9}$/.test(v) && luhn(v),
  ae_emirates_id: (v) => /^784-\d{4}-\d{7}-\d$/.test(v) && luhn(v),
};
const ibanOk = (v) => { const s = v.replace(/ /g, ''); return /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s) && bigMod((s.slice(4) + s.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55)), 97) === 1; };
const clabeOk = (v) => /^\d{18}$/.test(v) && (10 - (sum([...v.slice(0, 17)].map((c, i) => (Number(c) * [3, 7, 1][i % 3]) % 10)) % 10)) % 10 === Number(v[17]);
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const RIP = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
function b58check(v, alphabet) {
  let n = 0n;
  for (const c of v) { const i = alphabet.indexOf(c); if (i < 0) return false; n = n * 58n + BigInt(i); }
  let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex;
  const lead = v.length - v.replace(new RegExp(`^${alphabet[0]}+`), '').length;
  const buf = Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]);
  const body = buf.subarray(0, -4);
  const h = createHash('sha256').update(createHash('sha256').update(body).digest()).digest();
  return h.subarray(0, 4).equals(buf.subarray(-4));
}
function bech32Ok(v) {
  const CH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
  const pos = v.lastIndexOf('1'), hrp = v.slice(0, pos), data = [...v.slice(pos + 1)].map((c) => CH.indexOf(c));
  if (data.some((x) => x < 0)) return false;
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const x of [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31), ...data]) {
    const top = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ x;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= G[i];
  }
  return (chk >>> 0) === (data[0] === 0 ? 1 : 0x2bc830a3);
}
const ethOk = (v) => {
  if (!/^0x[0-9a-fA-F]{40}$/.test(v)) return false;
  const body = v.slice(2);
  if (body === body.toLowerCase()) return true;
  const h = keccak256(body.toLowerCase());
  return [...body].every((c, i) => (/[a-f]/i.test(c) ? (parseInt(h[i], 16) >= 8) === (c === c.toUpperCase()) : true));
};
const walletOk = (type, v) => ({ btc_p2pkh: () => v[0] === '1' && b58check(v, B58), btc_p2sh: () => v[0] === '3' && b58check(v, B58), btc_bech32: () => bech32Ok(v), btc_taproot: () => bech32Ok(v),
  eth: () => ethOk(v), ltc: () => (v.startsWith('ltc1') ? bech32Ok(v) : b58check(v, B58)), doge: () => v[0] === 'D' && b58check(v, B58), tron: () => v[0] === 'T' && b58check(v, B58), xrp: () => v[0] === 'r' && b58check(v, RIP),
  sol: () => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(v) })[type]?.();

// The validators first pass published sample values.
const samples = { us_ssn: '123-45-6789', uk_nino: 'AB 12 34 56 C', de_steuer_id: '86095742719', fr_nir: '2 55 08 14 168 025 38', es_dni: '12345678Z', es_nie: 'X1234567L', br_cpf: '529.982.247-25',
  it_codice_fiscale: 'RSSMRA85T10A562S', pl_pesel: '44051401359', nl_bsn: '111222333', in_aadhaar: '2341 2341 2346', au_tfn: '123 456 782', ca_sin: '046 454 286', se_personnummer: '811218-9876',
  fi_hetu: '131052-308T', cl_rut: '12.345.678-5', sg_nric: 'S1234567D', tr_tckn: '10000000146', cn_resident_id: '11010519491231002X', ch_ahv: '756.9217.0769.85', ie_ppsn: '1234567T', be_national_number: '85.07.30-033.28' };
const bad = Object.entries(samples).filter(([k, v]) => !V[k](v));
if (!ibanOk('GB82 WEST 1234 5698 7654 32') || !luhn('4111 1111 1111 1111') || !ethOk('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') || !bech32Ok('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4') || !b58check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', B58)) bad.push(['builtin', 'sample']);
if (bad.length) throw new Error(`validators reject published samples: ${bad.map(([k]) => k).join(', ')}`);

const file = process.argv[2];
if (!file) throw new Error('usage: node validate.mjs CORPUS.jsonl');
const checked = {}, failed = [];
for (const line of fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
  const d = JSON.parse(line);
  for (const l of d.labels) {
    let ok;
    if (l.category === 'national_id') ok = V[l.type]?.(l.value);
    else if (l.category === 'bank_account') ok = l.type === 'iban' ? ibanOk(l.value) : l.type === 'clabe' ? clabeOk(l.value) : /^[\d -]{6,}$/.test(l.value);
    else if (l.category === 'credit_card') ok = luhn(l.value) && /^[\d -]+$/.test(l.value);
    else if (l.category === 'crypto_wallet') ok = walletOk(l.type, l.value);
    else continue;
    checked[l.category] = (checked[l.category] ?? 0) + 1;
    if (!ok) failed.push(`${d.id} ${l.category}/${l.type}`);
  }
}
console.log('validated:', Object.entries(checked).map(([k, n]) => `${k} ${n}`).join(', '));
if (failed.length) { console.log(`${failed.length} invalid:\n${failed.slice(0, 20).join('\n')}`); process.exitCode = 1; }

// Validators used by check.mjs (and as an assertion by the generator).
// Each takes the raw label value (after decoding) and returns true / false.
// VALIDATORS[type] exists only for types that have a check digit or a strict structure.
import { createHash } from 'node:crypto';

export const digitsOf = (s) => s.replace(/\D/g, '');
const sha256 = (buf) => createHash('sha256').update(buf).digest();

export function luhn(d) {
  if (!/^\d+$/.test(d)) return false;
  let sum = 0, alt = false;
  for (let i = d.length - 1; i >= 0; i--) {
    let n = d.charCodeAt(i) - 48;
    if (alt) { n *= 2; if (n > 9) n -= 9; }
    sum += n; alt = !alt;
  }
  return sum % 10 === 0;
}

function bigMod(numStr, m) { let r = 0; for (const ch of numStr) r = (r * 10 + (ch.charCodeAt(0) - 48)) % m; return r; }

export const IBAN_LEN = { AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SE: 24, SI: 19, SK: 24, SM: 27, TN: 24, TR: 26, UA: 29, VG: 24, XK: 20 };

export function ibanMod97(s) {
  s = s.replace(/[\s-]/g, '').toUpperCase();
  const re = s.slice(4) + s.slice(0, 4);
  let num = '';
  for (const c of re) num += /[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c;
  return bigMod(num, 97);
}
export function iban(s) {
  s = s.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(s)) return false;
  if (IBAN_LEN[s.slice(0, 2)] !== s.length) return false;
  return ibanMod97(s) === 1;
}

const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,8,7,6,1,2,0,3],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
export function verhoeff(d) {
  let c = 0; const r = d.split('').reverse();
  for (let i = 0; i < r.length; i++) c = VD[c][VP[i % 8][+r[i]]];
  return c === 0;
}

function validDate(y, m, d) {
  if (m < 1 || m > 12 || d < 1) return false;
  const dim = [31, (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return d <= dim;
}
const ymdOk = (yy, mm, dd) => validDate(2000 + yy, mm, dd) || validDate(1900 + yy, mm, dd);
const wsum = (d, w) => w.reduce((s, x, i) => s + x * (d.charCodeAt(i) - 48), 0);

// ---------- base58 / bech32 / keccak ----------
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export function b58decode(s) {
  let n = 0n;
  for (const c of s) { const i = B58.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); }
  const bytes = [];
  while (n > 0n) { bytes.unshift(Number(n & 255n)); n >>= 8n; }
  for (const c of s) { if (c === '1') bytes.unshift(0); else break; }
  return Uint8Array.from(bytes);
}
function base58check(s) {
  const b = b58decode(s); if (!b || b.length !== 25) return false;
  const chk = sha256(sha256(b.slice(0, 21))).subarray(0, 4);
  return chk.every((x, i) => x === b[21 + i]);
}
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
export function bech32Polymod(values) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const b = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i];
  }
  return chk >>> 0;
}
export const hrpExpand = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
function bech32(s) {
  if (s !== s.toLowerCase()) return false;
  const pos = s.lastIndexOf('1'); if (pos < 1) return false;
  const hrp = s.slice(0, pos), data = [...s.slice(pos + 1)].map((c) => BECH.indexOf(c));
  if (data.some((x) => x < 0) || data.length < 7) return false;
  const pm = bech32Polymod([...hrpExpand(hrp), ...data]);
  return data[0] === 0 ? pm === 1 : pm === 0x2bc830a3;
}

const RC = ['0x0000000000000001','0x0000000000008082','0x800000000000808A','0x8000000080008000','0x000000000000808B','0x0000000080000001','0x8000000080008081','0x8000000000008009','0x000000000000008A','0x0000000000000088','0x0000000080008009','0x000000008000000A','0x000000008000808B','0x800000000000008B','0x8000000000008089','0x8000000000008003','0x8000000000008002','0x8000000000000080','0x000000000000800A','0x800000008000000A','0x8000000080008081','0x8000000000008080','0x0000000080000001','0x8000000080008008'].map(BigInt);
const ROT = [[0,36,3,41,18],[1,44,10,45,2],[62,6,43,15,61],[28,55,25,21,56],[27,20,39,8,14]];
const M64 = (1n << 64n) - 1n;
const rotl = (x, n) => (n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & M64);
function keccakF(A) {
  for (let r = 0; r < 24; r++) {
    const C = [0, 1, 2, 3, 4].map((x) => A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20]);
    for (let x = 0; x < 5; x++) { const D = C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1); for (let y = 0; y < 5; y++) A[x + 5 * y] ^= D; }
    const B = new Array(25);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(A[x + 5 * y], ROT[x][y]);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x + 5 * y] = B[x + 5 * y] ^ (~B[((x + 1) % 5) + 5 * y] & M64 & B[((x + 2) % 5) + 5 * y]);
    A[0] ^= RC[r];
  }
}
export function keccak256Hex(msg) {
  const bytes = Array.from(Buffer.from(msg, 'utf8'));
  const rate = 136;
  bytes.push(0x01);
  while (bytes.length % rate) bytes.push(0);
  bytes[bytes.length - 1] |= 0x80;
  const A = new Array(25).fill(0n);
  for (let off = 0; off < bytes.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) {
      let v = 0n; for (let k = 7; k >= 0; k--) v = (v << 8n) | BigInt(bytes[off + i * 8 + k]);
      A[i] ^= v;
    }
    keccakF(A);
  }
  let out = '';
  for (let i = 0; i < 4; i++) { let v = A[i]; for (let k = 0; k < 8; k++) { out += Number(v & 255n).toString(16).padStart(2, '0'); v >>= 8n; } }
  return out;
}
export function eip55(hex40) {
  const lower = hex40.toLowerCase(), h = keccak256Hex(lower);
  let out = '';
  for (let i = 0; i < 40; i++) out += parseInt(h[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  return out;
}
function ethereum(s) {
  if (!/^0x[0-9a-fA-F]{40}$/.test(s)) return false;
  const b = s.slice(2);
  if (b === b.toLowerCase() || b === b.toUpperCase()) return true; // no checksum encoded
  return eip55(b) === b;
}

// ---------- national / tax ids ----------
const CF_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
const cfEven = (c) => (/\d/.test(c) ? +c : c.charCodeAt(0) - 65);
const TW_L = { A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21, N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33 };
const CURP_DICT = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

export const VALIDATORS = {
  // payment cards
  visa: (v) => { const d = digitsOf(v); return /^4/.test(d) && [13, 16, 19].includes(d.length) && luhn(d); },
  mastercard: (v) => { const d = digitsOf(v); return /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d) && d.length === 16 && luhn(d); },
  amex: (v) => { const d = digitsOf(v); return /^3[47]/.test(d) && d.length === 15 && luhn(d); },
  discover: (v) => { const d = digitsOf(v); return /^(6011|65|64[4-9])/.test(d) && d.length === 16 && luhn(d); },
  jcb: (v) => { const d = digitsOf(v); return /^35(2[89]|[3-8]\d)/.test(d) && d.length === 16 && luhn(d); },
  unionpay: (v) => { const d = digitsOf(v); return /^62/.test(d) && d.length >= 16 && d.length <= 19 && luhn(d); },
  diners: (v) => { const d = digitsOf(v); return /^3(0[0-5]|[689])/.test(d) && d.length === 14 && luhn(d); },
  maestro: (v) => { const d = digitsOf(v); return /^(50|5[6-9]|6[0-9])/.test(d) && d.length >= 12 && d.length <= 19 && luhn(d); },
  iban: (v) => iban(v),
  // bank identifiers
  us_routing_number: (v) => { const d = digitsOf(v); return d.length === 9 && wsum(d, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0; },
  mx_clabe: (v) => { const d = digitsOf(v); if (d.length !== 18) return false; const s = [...d.slice(0, 17)].reduce((a, c, i) => a + ((+c * [3, 7, 1][i % 3]) % 10), 0); return (10 - (s % 10)) % 10 === +d[17]; },
  ar_cbu: (v) => { const d = digitsOf(v); if (d.length !== 22) return false; const b1 = wsum(d.slice(0, 7), [7, 1, 3, 9, 7, 1, 3]); const b2 = wsum(d.slice(8, 21), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]); return (10 - (b1 % 10)) % 10 === +d[7] && (10 - (b2 % 10)) % 10 === +d[21]; },
  // crypto
  bitcoin_address: (v) => (v.startsWith('bc1') ? bech32(v) : /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(v) && base58check(v)),
  ethereum_address: ethereum,
  // national / tax ids
  us_ssn: (v) => { const m = /^(\d{3})[- ]?(\d{2})[- ]?(\d{4})$/.exec(v); return !!m && m[1] !== '000' && m[1] !== '666' && m[1][0] !== '9' && m[2] !== '00' && m[3] !== '0000'; },
  us_itin: (v) => { const m = /^9\d{2}[- ]?(\d{2})[- ]?\d{4}$/.exec(v); if (!m) return false; const g = +m[1]; return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99); },
  uk_nino: (v) => { const s = v.replace(/\s/g, ''); return /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(s) && !['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(s.slice(0, 2)); },
  ie_pps: (v) => { const s = v.replace(/\s/g, '').toUpperCase(); const m = /^(\d{7})([A-W])([A-IW]?)$/.exec(s); if (!m) return false; let sum = wsum(m[1], [8, 7, 6, 5, 4, 3, 2]); if (m[3]) sum += (m[3] === 'W' ? 0 : m[3].charCodeAt(0) - 64) * 9; return 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23] === m[2]; },
  ca_sin: (v) => { const d = digitsOf(v); return d.length === 9 && !'08'.includes(d[0]) && luhn(d); },
  za_id: (v) => { const d = digitsOf(v); return d.length === 13 && ymdOk(+d.slice(0, 2), +d.slice(2, 4), +d.slice(4, 6)) && luhn(d); },
  au_tfn: (v) => { const d = digitsOf(v); return d.length === 9 && wsum(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0; },
  au_medicare: (v) => { const d = digitsOf(v); return (d.length === 10 || d.length === 11) && '23456'.includes(d[0]) && wsum(d, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === +d[8]; },
  nz_ird: (v) => {
    const d = digitsOf(v); if (d.length < 8 || d.length > 9) return false;
    const n = +d; if (n < 10000000 || n > 150000000) return false;
    const base = d.slice(0, -1).padStart(8, '0'), chk = +d.slice(-1);
    let r = wsum(base, [3, 2, 7, 6, 5, 4, 3, 2]) % 11, c = r === 0 ? 0 : 11 - r;
    if (c === 10) { r = wsum(base, [7, 4, 3, 2, 5, 2, 7, 6]) % 11; c = r === 0 ? 0 : 11 - r; if (c === 10) return false; }
    return c === chk;
  },
  in_aadhaar: (v) => { const d = digitsOf(v); return d.length === 12 && /^[2-9]/.test(d) && verhoeff(d); },
  in_pan: (v) => /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/.test(v),
  sg_nric: (v) => { const m = /^([STFG])(\d{7})([A-Z])$/.exec(v); if (!m) return false; let s = wsum(m[2], [2, 7, 6, 5, 4, 3, 2]); if ('TG'.includes(m[1])) s += 4; const tab = 'ST'.includes(m[1]) ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK'; return tab[s % 11] === m[3]; },
  de_steuer_id: (v) => {
    const d = digitsOf(v); if (d.length !== 11 || d[0] === '0') return false;
    const cnt = {}; for (const c of d.slice(0, 10)) cnt[c] = (cnt[c] || 0) + 1;
    const vals = Object.values(cnt); if (!(vals.filter((x) => x >= 2).length === 1 && Math.max(...vals) <= 3)) return false;
    let p = 10; for (let i = 0; i < 10; i++) { let s = (+d[i] + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; }
    let c = 11 - p; if (c === 10) c = 0; return c === +d[10];
  },
  de_id_card: (v) => /^[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}$/.test(v),
  at_svnr: (v) => { const d = digitsOf(v); if (d.length !== 10 || d[0] === '0') return false; if (!ymdOk(+d.slice(8, 10), +d.slice(6, 8), +d.slice(4, 6))) return false; const s = wsum(d, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11; return s !== 10 && s === +d[3]; },
  ch_ahv: (v) => { const d = digitsOf(v); if (d.length !== 13 || !d.startsWith('756')) return false; const s = wsum(d.slice(0, 12), [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]); return (10 - (s % 10)) % 10 === +d[12]; },
  fr_nir: (v) => { const d = digitsOf(v); return d.length === 15 && /^[1278]/.test(d) && +d.slice(3, 5) >= 1 && (+d.slice(3, 5) <= 12 || +d.slice(3, 5) >= 20) && 97 - bigMod(d.slice(0, 13), 97) === +d.slice(13); },
  be_nrn: (v) => { const d = digitsOf(v); if (d.length !== 11) return false; const c = +d.slice(9); return 97 - bigMod(d.slice(0, 9), 97) === c || 97 - bigMod('2' + d.slice(0, 9), 97) === c; },
  es_dni: (v) => { const m = /^(\d{8})-?([A-Z])$/.exec(v.replace(/\s/g, '')); return !!m && 'TRWAGMYFPDXBNJZSQVHLCKE'[+m[1] % 23] === m[2]; },
  es_nie: (v) => { const m = /^([XYZ])-?(\d{7})-?([A-Z])$/.exec(v.replace(/\s/g, '')); return !!m && 'TRWAGMYFPDXBNJZSQVHLCKE'[+('XYZ'.indexOf(m[1]) + m[2]) % 23] === m[3]; },
  it_codice_fiscale: (v) => {
    const s = v.toUpperCase(); if (!/^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(s)) return false;
    let sum = 0; for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? CF_ODD[s[i]] : cfEven(s[i]);
    return String.fromCharCode(65 + (sum % 26)) === s[15];
  },
  pt_nif: (v) => { const d = digitsOf(v); if (d.length !== 9 || !/^[1235689]/.test(d)) return false; let c = 11 - (wsum(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; return c === +d[8]; },
  nl_bsn: (v) => { const d = digitsOf(v); return d.length === 9 && (wsum(d, [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 + 11) % 11 === 0 && d !== '000000000'; },
  pl_pesel: (v) => { const d = digitsOf(v); return d.length === 11 && (10 - (wsum(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === +d[10]; },
  pl_nip: (v) => { const d = digitsOf(v); if (d.length !== 10) return false; const c = wsum(d, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11; return c !== 10 && c === +d[9]; },
  se_personnummer: (v) => { let d = digitsOf(v); if (d.length === 12) d = d.slice(2); return d.length === 10 && ymdOk(+d.slice(0, 2), +d.slice(2, 4), +d.slice(4, 6)) && luhn(d); },
  no_fodselsnummer: (v) => {
    const d = digitsOf(v); if (d.length !== 11 || !ymdOk(+d.slice(4, 6), +d.slice(2, 4), +d.slice(0, 2))) return false;
    let k1 = 11 - (wsum(d, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0;
    let k2 = 11 - (wsum(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0;
    return k1 === +d[9] && k2 === +d[10];
  },
  dk_cpr: (v) => { const d = digitsOf(v); return d.length === 10 && ymdOk(+d.slice(4, 6), +d.slice(2, 4), +d.slice(0, 2)); },
  fi_hetu: (v) => { const m = /^(\d{6})([-+ABCDEFUVWXY])(\d{3})([0-9A-Y])$/.exec(v); if (!m) return false; return '0123456789ABCDEFHJKLMNPRSTUVWXY'[+(m[1] + m[3]) % 31] === m[4]; },
  cz_rodne_cislo: (v) => { const d = digitsOf(v); if (d.length !== 10) return false; let mm = +d.slice(2, 4); if (mm > 50) mm -= 50; return ymdOk(+d.slice(0, 2), mm, +d.slice(4, 6)) && bigMod(d, 11) === 0; },
  ro_cnp: (v) => { const d = digitsOf(v); if (d.length !== 13 || !/^[1-8]/.test(d)) return false; let c = wsum(d, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11; if (c === 10) c = 1; return c === +d[12]; },
  hu_taj: (v) => { const d = digitsOf(v); return d.length === 9 && wsum(d, [3, 7, 3, 7, 3, 7, 3, 7]) % 10 === +d[8]; },
  hu_adoazonosito: (v) => { const d = digitsOf(v); if (d.length !== 10 || d[0] !== '8') return false; const c = wsum(d, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11; return c !== 10 && c === +d[9]; },
  gr_amka: (v) => { const d = digitsOf(v); return d.length === 11 && ymdOk(+d.slice(4, 6), +d.slice(2, 4), +d.slice(0, 2)) && luhn(d); },
  gr_afm: (v) => { const d = digitsOf(v); return d.length === 9 && (wsum(d, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === +d[8]; },
  ru_snils: (v) => { const d = digitsOf(v); if (d.length !== 11) return false; const s = wsum(d, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = s < 100 ? s : s === 100 || s === 101 ? 0 : s % 101; if (c === 100) c = 0; return c === +d.slice(9); },
  ru_inn: (v) => { const d = digitsOf(v); if (d.length !== 12) return false; const c1 = (wsum(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; const c2 = (wsum(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; return c1 === +d[10] && c2 === +d[11]; },
  ua_rnokpp: (v) => { const d = digitsOf(v); if (d.length !== 10) return false; const s = wsum(d, [-1, 5, 7, 9, 4, 6, 10, 5, 7]); return ((s % 11) + 11) % 11 % 10 === +d[9]; },
  tr_tckn: (v) => { const d = digitsOf(v); if (d.length !== 11 || d[0] === '0') return false; const n = [...d].map(Number); const d10 = (((n[0] + n[2] + n[4] + n[6] + n[8]) * 7 - (n[1] + n[3] + n[5] + n[7])) % 10 + 10) % 10; const d11 = n.slice(0, 10).reduce((a, b) => a + b, 0) % 10; return d10 === n[9] && d11 === n[10]; },
  il_teudat_zehut: (v) => { const d = digitsOf(v); return d.length === 9 && luhn(d); },
  sa_national_id: (v) => { const d = digitsOf(v); return d.length === 10 && /^[12]/.test(d) && luhn(d); },
  ae_emirates_id: (v) => { const d = digitsOf(v); return d.length === 15 && d.startsWith('784') && luhn(d); },
  eg_national_id: (v) => { const d = digitsOf(v); return d.length === 14 && /^[23]/.test(d) && validDate((d[0] === '2' ? 1900 : 2000) + +d.slice(1, 3), +d.slice(3, 5), +d.slice(5, 7)); },
  th_national_id: (v) => { const d = digitsOf(v); if (d.length !== 13 || d[0] === '0') return false; const s = wsum(d, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]); return (11 - (s % 11)) % 10 === +d[12]; },
  cn_resident_id: (v) => { const m = /^(\d{17})([\dX])$/.exec(v.toUpperCase()); if (!m) return false; if (!validDate(+m[1].slice(6, 10), +m[1].slice(10, 12), +m[1].slice(12, 14))) return false; return '10X98765432'[wsum(m[1], [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] === m[2]; },
  tw_national_id: (v) => { const m = /^([A-Z])([12])(\d{8})$/.exec(v); if (!m) return false; const L = TW_L[m[1]]; const s = Math.floor(L / 10) + (L % 10) * 9 + wsum(m[2] + m[3], [8, 7, 6, 5, 4, 3, 2, 1, 1]); return s % 10 === 0; },
  jp_my_number: (v) => { const d = digitsOf(v); if (d.length !== 12) return false; let s = 0; for (let n = 1; n <= 11; n++) { const p = +d[11 - n]; const q = n <= 6 ? n + 1 : n - 5; s += p * q; } const r = s % 11; return (r <= 1 ? 0 : 11 - r) === +d[11]; },
  kr_rrn: (v) => { const d = digitsOf(v); if (d.length !== 13 || !ymdOk(+d.slice(0, 2), +d.slice(2, 4), +d.slice(4, 6))) return false; const s = wsum(d, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]); return (11 - (s % 11)) % 10 === +d[12]; },
  vn_cccd: (v) => { const d = digitsOf(v); return d.length === 12 && /^0[0-9]{2}[0-3]/.test(d); },
  id_nik: (v) => { const d = digitsOf(v); if (d.length !== 16) return false; let dd = +d.slice(6, 8); if (dd > 40) dd -= 40; return ymdOk(+d.slice(10, 12), +d.slice(8, 10), dd); },
  mx_curp: (v) => { if (!/^[A-Z][AEIOUX][A-Z]{2}\d{6}[HM][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d$/.test(v)) return false; let s = 0; for (let i = 0; i < 17; i++) s += CURP_DICT.indexOf(v[i]) * (18 - i); return (10 - (s % 10)) % 10 === +v[17]; },
  ar_dni: (v) => { const d = digitsOf(v); return d.length >= 7 && d.length <= 8; },
  ar_cuil: (v) => { const d = digitsOf(v); if (d.length !== 11 || !/^(20|23|24|27)/.test(d)) return false; let c = 11 - (wsum(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (c === 11) c = 0; return c !== 10 && c === +d[10]; },
  cl_rut: (v) => { const m = /^([\d.]+)-?([\dkK])$/.exec(v); if (!m) return false; const d = digitsOf(m[1]); let s = 0, w = 2; for (let i = d.length - 1; i >= 0; i--) { s += +d[i] * w; w = w === 7 ? 2 : w + 1; } const r = 11 - (s % 11); const c = r === 11 ? '0' : r === 10 ? 'K' : String(r); return c === m[2].toUpperCase(); },
  br_cpf: (v) => { const d = digitsOf(v); if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false; const c1 = (wsum(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; const c2 = (wsum(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; return c1 === +d[9] && c2 === +d[10]; },
};

/** types for which the check is a real check digit / checksum (documented in README) */
export const CHECKSUM_TYPES = new Set(['visa', 'mastercard', 'amex', 'discover', 'jcb', 'unionpay', 'diners', 'maestro', 'iban', 'us_routing_number', 'mx_clabe', 'ar_cbu', 'bitcoin_address', 'ethereum_address', 'ie_pps', 'ca_sin', 'za_id', 'au_tfn', 'au_medicare', 'nz_ird', 'in_aadhaar', 'sg_nric', 'de_steuer_id', 'at_svnr', 'ch_ahv', 'fr_nir', 'be_nrn', 'es_dni', 'es_nie', 'it_codice_fiscale', 'pt_nif', 'nl_bsn', 'pl_pesel', 'pl_nip', 'se_personnummer', 'no_fodselsnummer', 'fi_hetu', 'cz_rodne_cislo', 'ro_cnp', 'hu_taj', 'hu_adoazonosito', 'gr_amka', 'gr_afm', 'ru_snils', 'ru_inn', 'ua_rnokpp', 'tr_tckn', 'il_teudat_zehut', 'sa_national_id', 'ae_emirates_id', 'th_national_id', 'cn_resident_id', 'tw_national_id', 'jp_my_number', 'kr_rrn', 'mx_curp', 'ar_cuil', 'cl_rut', 'br_cpf']);

// ---------- decoding of encoded label values ----------
const HTML_ENT = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', uuml: 'ü', ouml: 'ö', auml: 'ä', Uuml: 'Ü', Ouml: 'Ö', Auml: 'Ä', szlig: 'ß', eacute: 'é', egrave: 'è', ecirc: 'ê', agrave: 'à', aacute: 'á', ccedil: 'ç', ntilde: 'ñ', iacute: 'í', oacute: 'ó', uacute: 'ú', atilde: 'ã', otilde: 'õ', aring: 'å', oslash: 'ø', aelig: 'æ', Aring: 'Å', Oslash: 'Ø', commat: '@', period: '.', plus: '+', num: '#', dollar: '$', excl: '!', percnt: '%' };
export function decodeHtml(s) {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|[A-Za-z]+);/g, (m, e) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return HTML_ENT[e] ?? m;
  });
}
export function decodeValue(value, encoding) {
  switch (encoding) {
    case undefined: case null: return value;
    case 'url': return decodeURIComponent(value.replace(/\+/g, ' '));
    case 'html': return decodeHtml(value);
    case 'json': return JSON.parse('"' + value + '"');
    case 'base64': return Buffer.from(value.replace(/\s/g, ''), 'base64').toString('utf8');
    case 'base64url': return Buffer.from(value, 'base64url').toString('utf8');
    default: throw new Error('unknown encoding ' + encoding);
  }
}

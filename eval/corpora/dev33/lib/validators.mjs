// Validators for labelled identifiers. validate(type, value) -> true/false, or null when the type has no validator.
import { createHash } from 'node:crypto';

export const digitsOf = (s) => s.replace(/[^0-9]/g, '');
const d = (s) => [...s].map(Number);

export function luhn(num) {
  const a = d(num); let sum = 0;
  for (let i = 0; i < a.length; i++) { let x = a[a.length - 1 - i]; if (i % 2 === 1) { x *= 2; if (x > 9) x -= 9; } sum += x; }
  return sum % 10 === 0;
}
export function luhnCheck(partial) { for (let c = 0; c < 10; c++) if (luhn(partial + c)) return String(c); }
export function mod97(str) { let r = 0; for (const ch of str) r = (r * 10 + Number(ch)) % 97; return r; }
export function ibanToNum(s) { return [...s].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join(''); }
export const IBAN_LEN = { DE: 22, FR: 27, ES: 24, IT: 27, NL: 18, BE: 16, AT: 20, CH: 21, PL: 28, SE: 24, NO: 15, DK: 18, FI: 18, CZ: 24, PT: 25, GB: 22, IE: 22, TR: 26, GR: 27, RO: 24, HU: 28, SA: 24, IL: 23, UA: 29, BR: 29, EG: 29 };
export function ibanValid(v) {
  const s = v.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false;
  if (IBAN_LEN[s.slice(0, 2)] !== s.length) return false;
  return mod97(ibanToNum(s.slice(4) + s.slice(0, 4))) === 1;
}
// ISO 7064 MOD 11,10
export function mod1110(ds) { let p = 10; for (const c of ds) { let s = (Number(c) + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; } return String((11 - p) % 10); }
export function verhoeffCheck(num) {
  const D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
  const P = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,8,7,6,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
  let c = 0; const a = d(num).reverse();
  for (let i = 0; i < a.length; i++) c = D[c][P[i % 8][a[i]]];
  return c === 0;
}
export function verhoeffGen(num) { for (let c = 0; c < 10; c++) if (verhoeffCheck(num + c)) return String(c); }
const wsum = (ds, w) => w.reduce((s, x, i) => s + x * Number(ds[i]), 0);
export const CF_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
export function cfCheck(s15) { let sum = 0; for (let i = 0; i < 15; i++) { const c = s15[i]; if (i % 2 === 0) sum += CF_ODD[c]; else sum += /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65; } return String.fromCharCode(65 + (sum % 26)); }
export const HETU_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY';
export const TW_LETTER = { A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21, N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33 };
export function mrzCheck(s) { const w = [7, 3, 1]; let sum = 0; [...s].forEach((c, i) => { let v = c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55; sum += v * w[i % 3]; }); return String(sum % 10); }
const CURP_DICT = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
export function curpCheck(s17) { let sum = 0; for (let i = 0; i < 17; i++) sum += CURP_DICT.indexOf(s17[i]) * (18 - i); return String((10 - (sum % 10)) % 10); }
export function snilsCheck(n9) { let s = 0; for (let i = 0; i < 9; i++) s += Number(n9[i]) * (9 - i); if (s < 100) return String(s).padStart(2, '0'); if (s === 100 || s === 101) return '00'; s %= 101; return s === 100 ? '00' : String(s).padStart(2, '0'); }
export function trVknCheck(n9) { let sum = 0; for (let i = 0; i < 9; i++) { const tmp = (Number(n9[i]) + 9 - i) % 10; let v = (tmp * 2 ** (9 - i)) % 9; if (tmp !== 0 && v === 0) v = 9; sum += v; } return String((10 - (sum % 10)) % 10); }
export function nzIrdCheck(n8) { let r = wsum(n8, [3, 2, 7, 6, 5, 4, 3, 2]) % 11; let c = r === 0 ? 0 : 11 - r; if (c !== 10) return String(c); r = wsum(n8, [7, 4, 3, 2, 5, 2, 7, 6]) % 11; c = r === 0 ? 0 : 11 - r; return c === 10 ? null : String(c); }
const sha256 = (b) => createHash('sha256').update(b).digest();
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export function b58encode(buf) { let n = BigInt('0x' + (buf.toString('hex') || '0')); let s = ''; while (n > 0n) { s = B58[Number(n % 58n)] + s; n /= 58n; } for (const b of buf) { if (b === 0) s = '1' + s; else break; } return s; }
export function b58decode(s) { let n = 0n; for (const c of s) { const i = B58.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); } let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; let buf = Buffer.from(n === 0n ? '' : hex, 'hex'); let lead = 0; for (const c of s) { if (c === '1') lead++; else break; } return Buffer.concat([Buffer.alloc(lead), buf]); }
export function b58check(payload) { return b58encode(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)])); }
export function b58checkValid(s) { const b = b58decode(s); if (!b || b.length < 5) return false; const p = b.subarray(0, -4); return sha256(sha256(p)).subarray(0, 4).equals(b.subarray(-4)); }
// bech32
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(v) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const x of v) { const b = chk >> 25; chk = ((chk & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((b >> i) & 1) chk ^= G[i]; } return chk; }
const hrpExpand = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
export function bech32Encode(hrp, data5) { const pm = polymod([...hrpExpand(hrp), ...data5, 0, 0, 0, 0, 0, 0]) ^ 1; const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >> (5 * (5 - i))) & 31); return hrp + '1' + [...data5, ...chk].map((x) => BECH[x]).join(''); }
export function bech32Valid(s) { s = s.toLowerCase(); const p = s.lastIndexOf('1'); if (p < 1) return false; const hrp = s.slice(0, p); const data = [...s.slice(p + 1)].map((c) => BECH.indexOf(c)); if (data.some((x) => x < 0) || data.length < 6) return false; return polymod([...hrpExpand(hrp), ...data]) === 1; }
export function toWords(bytes) { let acc = 0, bits = 0; const out = []; for (const b of bytes) { acc = (acc << 8) | b; bits += 8; while (bits >= 5) { bits -= 5; out.push((acc >> bits) & 31); } } if (bits) out.push((acc << (5 - bits)) & 31); return out; }
// CRC32 + base62 for GitHub / npm style tokens
const CRC_T = (() => { const t = []; for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t.push(c >>> 0); } return t; })();
export function crc32(str) { let c = 0xffffffff; for (const b of Buffer.from(str)) c = CRC_T[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n, w) { let s = ''; while (n > 0) { s = B62[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(w, '0'); }
export function ghChecksumValid(tok, prefixLen) { const body = tok.slice(prefixLen); if (body.length !== 36) return false; return base62(crc32(body.slice(0, 30)), 6) === body.slice(30); }
const validDate = (y, m, dd) => { const t = new Date(Date.UTC(y, m - 1, dd)); return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === dd; };

const V = {
  // cards
  card: (v) => { const s = digitsOf(v); return s.length >= 13 && s.length <= 19 && luhn(s); },
  iban: ibanValid,
  // national ids
  us_ssn: (v) => { const m = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(v); if (!m) return false; const a = +m[1]; return a !== 0 && a !== 666 && a < 900 && m[2] !== '00' && m[3] !== '0000'; },
  uk_nino: (v) => /^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]$/.test(v),
  uk_nhs: (v) => { const s = digitsOf(v); if (s.length !== 10) return false; const r = 11 - (wsum(s, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11); const c = r === 11 ? 0 : r; return c !== 10 && c === +s[9]; },
  fr_nir: (v) => { const s = v.replace(/\s/g, ''); if (!/^[12]\d{14}$/.test(s)) return false; return 97 - Number(BigInt(s.slice(0, 13)) % 97n) === +s.slice(13); },
  de_personalausweis: (v) => /^[CFGHJKLMNPRTVWXYZ0-9]{9}\d$/.test(v) && mrzCheck(v.slice(0, 9)) === v[9],
  es_dni: (v) => { const m = /^(\d{8})-?([A-Z])$/.exec(v); return !!m && 'TRWAGMYFPDXBNJZSQVHLCKE'[+m[1] % 23] === m[2]; },
  es_nie: (v) => { const m = /^([XYZ])-?(\d{7})-?([A-Z])$/.exec(v); return !!m && 'TRWAGMYFPDXBNJZSQVHLCKE'[+('XYZ'.indexOf(m[1]) + m[2]) % 23] === m[3]; },
  nl_bsn: (v) => { const s = digitsOf(v); return s.length === 9 && (wsum(s, [9, 8, 7, 6, 5, 4, 3, 2]) - +s[8]) % 11 === 0; },
  be_nrn: (v) => { const s = digitsOf(v); if (s.length !== 11) return false; const n = +s.slice(0, 9), c = +s.slice(9); return 97 - (n % 97) === c || 97 - (Number('2' + s.slice(0, 9)) % 97) === c; },
  pl_pesel: (v) => /^\d{11}$/.test(v) && (10 - (wsum(v, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === +v[10],
  se_personnummer: (v) => { const m = /^(\d{2})?(\d{6})[-+]?(\d{4})$/.exec(v); return !!m && luhn(m[2] + m[3]); },
  no_fodselsnummer: (v) => { if (!/^\d{11}$/.test(v)) return false; let k1 = 11 - (wsum(v, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; let k2 = 11 - (wsum(v, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; return k1 === +v[9] && k2 === +v[10]; },
  dk_cpr: (v) => { const m = /^(\d{2})(\d{2})(\d{2})-?(\d{4})$/.exec(v); return !!m && validDate(1900 + +m[3], +m[2], +m[1]); },
  fi_hetu: (v) => { const m = /^(\d{6})[-+A-FYXWVU](\d{3})([0-9A-Y])$/.exec(v); return !!m && HETU_CHARS[Number(m[1] + m[2]) % 31] === m[3]; },
  cz_rodne_cislo: (v) => { const s = digitsOf(v); return s.length === 10 && BigInt(s) % 11n === 0n; },
  at_svnr: (v) => { const s = digitsOf(v); if (s.length !== 10) return false; const c = (wsum(s.slice(0, 3) + s.slice(4), [3, 7, 9, 5, 8, 4, 2, 1, 6])) % 11; return c !== 10 && c === +s[3]; },
  ch_ahv: (v) => { const s = digitsOf(v); if (s.length !== 13 || !s.startsWith('756')) return false; let sum = 0; for (let i = 0; i < 12; i++) sum += +s[i] * (i % 2 ? 3 : 1); return (10 - (sum % 10)) % 10 === +s[12]; },
  tr_tckn: (v) => { if (!/^[1-9]\d{10}$/.test(v)) return false; const a = d(v); const o = a[0] + a[2] + a[4] + a[6] + a[8], e = a[1] + a[3] + a[5] + a[7]; return ((o * 7 - e) % 10 + 10) % 10 === a[9] && a.slice(0, 10).reduce((x, y) => x + y, 0) % 10 === a[10]; },
  ru_snils: (v) => { const s = digitsOf(v); return s.length === 11 && snilsCheck(s.slice(0, 9)) === s.slice(9); },
  ua_unzr: (v) => { const m = /^(\d{8})-?(\d{5})$/.exec(v); if (!m) return false; const s = m[1] + m[2]; let sum = 0; for (let i = 0; i < 12; i++) sum += +s[i] * [7, 3, 1][i % 3]; return sum % 10 === +s[12]; },
  gr_amka: (v) => /^\d{11}$/.test(v) && luhn(v),
  il_teudat_zehut: (v) => { const s = digitsOf(v).padStart(9, '0'); if (s.length !== 9) return false; let sum = 0; for (let i = 0; i < 9; i++) { let x = +s[i] * (i % 2 + 1); if (x > 9) x -= 9; sum += x; } return sum % 10 === 0; },
  sa_national_id: (v) => /^[12]\d{9}$/.test(v) && luhn(v),
  eg_national_id: (v) => { const m = /^([23])(\d{2})(\d{2})(\d{2})(\d{2})\d{5}$/.exec(v); return !!m && validDate((m[1] === '2' ? 1900 : 2000) + +m[2], +m[3], +m[4]); },
  in_aadhaar: (v) => { const s = digitsOf(v); return s.length === 12 && /^[2-9]/.test(s) && verhoeffCheck(s); },
  jp_my_number: (v) => { const s = digitsOf(v); if (s.length !== 12) return false; let sum = 0; for (let n = 1; n <= 11; n++) sum += +s[11 - n] * (n <= 6 ? n + 1 : n - 5); const r = sum % 11; return (r <= 1 ? 0 : 11 - r) === +s[11]; },
  kr_rrn: (v) => { const s = digitsOf(v); return s.length === 13 && (11 - (wsum(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10 === +s[12]; },
  cn_resident_id: (v) => { if (!/^\d{17}[\dX]$/.test(v)) return false; const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; return '10X98765432'[wsum(v, w) % 11] === v[17]; },
  tw_national_id: (v) => { if (!/^[A-Z][12]\d{8}$/.test(v)) return false; const n = TW_LETTER[v[0]]; const sum = Math.floor(n / 10) + (n % 10) * 9 + wsum(v.slice(1), [8, 7, 6, 5, 4, 3, 2, 1, 1]); return sum % 10 === 0; },
  th_national_id: (v) => { const s = digitsOf(v); return s.length === 13 && (11 - (wsum(s, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === +s[12]; },
  vn_cccd: (v) => /^0\d{2}[0-3]\d{2}\d{6}$/.test(v),
  id_nik: (v) => { const m = /^\d{6}(\d{2})(\d{2})(\d{2})\d{4}$/.exec(v); if (!m) return false; const dd = +m[1] > 40 ? +m[1] - 40 : +m[1]; return validDate(2000 + +m[3], +m[2], dd) || validDate(1900 + +m[3], +m[2], dd); },
  ro_cnp: (v) => { if (!/^[1-8]\d{12}$/.test(v)) return false; let r = wsum(v, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11; if (r === 10) r = 1; return r === +v[12]; },
  hu_taj: (v) => { const s = digitsOf(v); return s.length === 9 && wsum(s, [3, 7, 3, 7, 3, 7, 3, 7]) % 10 === +s[8]; },
  mx_curp: (v) => /^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d$/.test(v) && curpCheck(v.slice(0, 17)) === v[17],
  ar_dni: (v) => /^\d{1,2}\.?\d{3}\.?\d{3}$/.test(v),
  ca_sin: (v) => { const s = digitsOf(v); return s.length === 9 && /^[1-79]/.test(s) && luhn(s); },
  au_medicare: (v) => { const s = digitsOf(v); return s.length >= 10 && /^[2-6]/.test(s) && wsum(s, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === +s[8]; },
  nz_nhi: (v) => { if (!/^[A-HJ-NP-Z]{3}\d{4}$/.test(v)) return false; const L = 'ABCDEFGHJKLMNPQRSTUVWXYZ'; const vals = [...v.slice(0, 3)].map((c) => L.indexOf(c) + 1).concat(d(v.slice(3, 6))); const r = vals.reduce((s, x, i) => s + x * (7 - i), 0) % 11; const c = r === 0 ? null : (11 - r) % 10; return c !== null && 11 - r !== 10 && c === +v[6]; },
  ie_ppsn: (v) => { const m = /^(\d{7})([A-W])([AHW]?)$/.exec(v); if (!m) return false; let sum = wsum(m[1], [8, 7, 6, 5, 4, 3, 2]); if (m[3]) sum += (m[3].charCodeAt(0) - 64) * 9; return 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23] === m[2]; },
  za_id: (v) => /^\d{13}$/.test(v) && luhn(v) && validDate(2000 + +v.slice(0, 2) > 2025 ? 1900 + +v.slice(0, 2) : 2000 + +v.slice(0, 2), +v.slice(2, 4), +v.slice(4, 6)),
  // tax ids
  de_steuer_id: (v) => { const s = digitsOf(v); return s.length === 11 && s[0] !== '0' && mod1110(s.slice(0, 10)) === s[10]; },
  fr_spi: (v) => { const s = digitsOf(v); return s.length === 13 && /^[0-3]/.test(s) && Number(BigInt(s.slice(0, 10)) % 511n) === +s.slice(10); },
  it_codice_fiscale: (v) => /^[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(v) && cfCheck(v.slice(0, 15)) === v[15],
  pl_nip: (v) => { const s = digitsOf(v); return s.length === 10 && wsum(s, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === +s[9]; },
  pt_nif: (v) => { const s = digitsOf(v); if (s.length !== 9) return false; let c = 11 - (wsum(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; return c === +s[8]; },
  br_cpf: (v) => { const s = digitsOf(v); if (s.length !== 11 || /^(\d)\1+$/.test(s)) return false; let c1 = (wsum(s, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; let c2 = (wsum(s, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; return c1 === +s[9] && c2 === +s[10]; },
  ar_cuit: (v) => { const s = digitsOf(v); if (s.length !== 11) return false; let c = 11 - (wsum(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (c === 11) c = 0; return c !== 10 && c === +s[10]; },
  ru_inn: (v) => { if (!/^\d{12}$/.test(v)) return false; const c1 = (wsum(v, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; const c2 = (wsum(v, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; return c1 === +v[10] && c2 === +v[11]; },
  ua_rnokpp: (v) => /^\d{10}$/.test(v) && ((wsum(v, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11) + 11) % 11 % 10 === +v[9],
  gr_afm: (v) => { if (!/^\d{9}$/.test(v)) return false; let sum = 0; for (let i = 0; i < 8; i++) sum += +v[i] * 2 ** (8 - i); return (sum % 11) % 10 === +v[8]; },
  hu_adoazonosito: (v) => /^8\d{9}$/.test(v) && wsum(v, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11 === +v[9],
  in_pan: (v) => /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(v),
  us_itin: (v) => /^9\d{2}-?(5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])-?\d{4}$/.test(v),
  au_tfn: (v) => { const s = digitsOf(v); return s.length === 9 && wsum(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0; },
  tr_vkn: (v) => /^\d{10}$/.test(v) && trVknCheck(v.slice(0, 9)) === v[9],
  nz_ird: (v) => { const s = digitsOf(v).padStart(9, '0'); return s.length === 9 && nzIrdCheck(s.slice(0, 8)) === s[8]; },
  mx_rfc: (v) => /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/.test(v),
  id_npwp: (v) => /^\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3}$/.test(v),
  // bank accounts
  mx_clabe: (v) => { const s = digitsOf(v); if (s.length !== 18) return false; let sum = 0; for (let i = 0; i < 17; i++) sum += (+s[i] * [3, 7, 1][i % 3]) % 10; return (10 - (sum % 10)) % 10 === +s[17]; },
  pl_nrb: (v) => { const s = digitsOf(v); return s.length === 26 && mod97(s.slice(2) + '2521' + s.slice(0, 2)) === 1; },
  cz_account: (v) => { const m = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(v); if (!m) return false; const n = m[2].padStart(10, '0'); const p = (m[1] || '').padStart(6, '0'); return wsum(n, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0 && wsum(p, [10, 5, 8, 4, 2, 1]) % 11 === 0; },
  hu_account: (v) => { const s = digitsOf(v); if (s.length !== 16 && s.length !== 24) return false; const blk = (b) => wsum(b, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0; return blk(s.slice(0, 8)) && blk(s.slice(8, 16).padEnd(8, '0')) && (s.length === 16 || [...s.slice(8)].reduce((a, c, i) => a + +c * [9, 7, 3, 1][i % 4], 0) % 10 === 0); },
  no_account: (v) => { const s = digitsOf(v); if (s.length !== 11) return false; let c = 11 - (wsum(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (c === 11) c = 0; return c !== 10 && c === +s[10]; },
  us_aba_routing: (v) => { const s = digitsOf(v); return s.length === 9 && wsum(s, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0; },
  // wallets
  btc_p2pkh: (v) => /^1[1-9A-HJ-NP-Za-km-z]{25,34}$/.test(v) && b58checkValid(v),
  btc_p2sh: (v) => /^3[1-9A-HJ-NP-Za-km-z]{25,34}$/.test(v) && b58checkValid(v),
  ltc_address: (v) => /^L[1-9A-HJ-NP-Za-km-z]{26,33}$/.test(v) && b58checkValid(v),
  doge_address: (v) => /^D[1-9A-HJ-NP-Za-km-z]{25,33}$/.test(v) && b58checkValid(v),
  tron_address: (v) => /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(v) && b58checkValid(v),
  btc_bech32: (v) => /^bc1[02-9ac-hj-np-z]{11,71}$/.test(v) && bech32Valid(v),
  eth_address: (v) => /^0x[0-9a-f]{40}$/.test(v),
  // secrets with public checksums / structure
  github_pat_classic: (v) => /^ghp_[A-Za-z0-9]{36}$/.test(v) && ghChecksumValid(v, 4),
  github_oauth_token: (v) => /^gho_[A-Za-z0-9]{36}$/.test(v) && ghChecksumValid(v, 4),
  github_app_token: (v) => /^gh[su]_[A-Za-z0-9]{36}$/.test(v) && ghChecksumValid(v, 4),
  github_refresh_token: (v) => /^ghr_[A-Za-z0-9]{36}$/.test(v) && ghChecksumValid(v, 4),
  npm_token: (v) => /^npm_[A-Za-z0-9]{36}$/.test(v) && ghChecksumValid(v, 4),
  aws_access_key_id: (v) => /^(AKIA|ASIA)[A-Z2-7]{16}$/.test(v),
  jwt: (v) => { const p = v.split('.'); if (p.length !== 3) return false; try { return JSON.parse(Buffer.from(p[0], 'base64url').toString()).alg !== undefined; } catch { return false; } },
  private_key_pem: (v) => { const m = /^-----BEGIN ([A-Z ]+)-----[\s\S]+-----END \1-----$/.exec(v); return !!m; },
};
// passports: structure per country
const PASS = { us: /^\d{9}$/, gb: /^\d{9}$/, de: /^C[CFGHJKLMNPRTVWXYZ0-9]{8}$/, fr: /^\d{2}[A-Z]{2}\d{5}$/, es: /^[A-Z]{3}\d{6}$/, it: /^[A-Z]{2}\d{7}$/, nl: /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/, in: /^[A-Z]\d{7}$/, cn: /^E[A-Z0-9]\d{7}$/, jp: /^[A-Z]{2}\d{7}$/, kr: /^M\d{8}$/, ru: /^\d{2} ?\d{7}$/, br: /^[A-Z]{2}\d{6}$/, pl: /^[A-Z]{2}\d{7}$/, se: /^\d{8}$/, tr: /^U\d{8}$/, au: /^[A-Z]{1,2}\d{7}$/, ca: /^[A-Z]{2}\d{6}$/, mx: /^[A-Z]\d{8}$/, generic: /^[A-Z0-9]{6,9}$/ };
for (const [k, re] of Object.entries(PASS)) V[`${k}_passport`] = (v) => re.test(v);

const TYPE_ALIAS = { es_nif: 'es_nie', nl_fiscaal_nummer: 'nl_bsn', visa: 'card', mastercard: 'card', amex: 'card', discover: 'card', jcb: 'card', unionpay: 'card', diners: 'card', mir: 'card', maestro: 'card', iban: 'iban',
  github_user_token: 'github_app_token', github_server_token: 'github_app_token', rsa_private_key: 'private_key_pem', ec_private_key: 'private_key_pem', pkcs8_private_key: 'private_key_pem', openssh_private_key: 'private_key_pem', pgp_private_key: 'private_key_pem' };
export function validatorFor(type) { return V[TYPE_ALIAS[type] || type] || null; }
export function validate(type, value) { const f = validatorFor(type); return f ? !!f(value) : null; }
export function decode(value, encoding) {
  switch (encoding) {
    case undefined: return value;
    case 'json_escaped': return JSON.parse('"' + value + '"');
    case 'url_encoded': return decodeURIComponent(value.replace(/\+/g, ' '));
    case 'base64': return Buffer.from(value, 'base64').toString('utf8');
    case 'mrz': return value.replace(/<+/g, ' ').trim();
    case 'html_entities': return value.replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(+n)).replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(parseInt(n, 16))).replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    default: throw new Error('unknown encoding ' + encoding);
  }
}

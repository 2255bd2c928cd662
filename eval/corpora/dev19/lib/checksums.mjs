// Check-digit schemes: compute (used by the generator) and validate (used by check.mjs).
import { createHash } from 'node:crypto';

export const sha256 = (b) => createHash('sha256').update(b).digest();
const onlyDigits = (s) => s.replace(/\D/g, '');

// Native digit systems -> ASCII (Arabic-Indic, Eastern Arabic/Persian, Devanagari, full-width).
export function asciiDigits(s) {
  return s.replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x660))
    .replace(/[\u06F0-\u06F9]/g, (c) => String(c.charCodeAt(0) - 0x6F0))
    .replace(/[\u0966-\u096F]/g, (c) => String(c.charCodeAt(0) - 0x966))
    .replace(/[\uFF10-\uFF19]/g, (c) => String(c.charCodeAt(0) - 0xFF10))
    .replace(/[\uFF21-\uFF3A]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xFF21 + 65))
    .replace(/\uFF0D/g, '-');
}

// ---- Luhn
export function luhnDigit(payload) {
  let sum = 0, dbl = true;
  for (let i = payload.length - 1; i >= 0; i--) { let d = +payload[i]; if (dbl) { d *= 2; if (d > 9) d -= 9; } sum += d; dbl = !dbl; }
  return String((10 - (sum % 10)) % 10);
}
export const luhnValid = (s) => { s = onlyDigits(s); return s.length > 1 && luhnDigit(s.slice(0, -1)) === s.at(-1); };

// ---- ISO 7064 mod 97-10 (IBAN)
function mod97(numstr) { let r = 0; for (const ch of numstr) r = (r * 10 + (+ch)) % 97; return r; }
const alnumToDigits = (s) => [...s].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
export function ibanCheckDigits(cc, bban) { return String(98 - mod97(alnumToDigits(bban + cc + '00'))).padStart(2, '0'); }
export const IBAN_LEN = { DE: 22, GB: 22, FR: 27, ES: 24, IT: 27, NL: 18, PL: 28, SE: 24, TR: 26, BR: 29, SA: 24, AE: 23, BE: 16, AT: 20, PT: 25, CH: 21 };
export function ibanValid(s) {
  s = s.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false;
  if (IBAN_LEN[s.slice(0, 2)] && IBAN_LEN[s.slice(0, 2)] !== s.length) return false;
  return mod97(alnumToDigits(s.slice(4) + s.slice(0, 4))) === 1;
}
// national BBAN checks
export function esDC(bank, branch, acct) {
  const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const f = (s) => { const r = 11 - (w.reduce((t, x, i) => t + x * +s[i], 0) % 11); return r === 11 ? 0 : r === 10 ? 1 : r; };
  return `${f('00' + bank + branch)}${f(acct)}`;
}
export function frRibKey(bank, branch, acct) { // numeric account only
  return String(97 - Number((89n * BigInt(bank) + 15n * BigInt(branch) + 3n * BigInt(acct)) % 97n)).padStart(2, '0');
}
// Italian odd/even tables (codice fiscale, CIN)
const IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const itVal = (c, odd) => { const i = /\d/.test(c) ? +c : c.charCodeAt(0) - 65; return odd ? IT_ODD[i] : i; };
export function itCheckChar(s) { // odd positions (1-based) use odd table
  let sum = 0; [...s].forEach((c, i) => { sum += itVal(c, i % 2 === 0); }); return String.fromCharCode(65 + (sum % 26));
}
export function plBankBranchCheck(s7) { const w = [3, 9, 7, 1, 3, 9, 7]; return String((10 - (w.reduce((t, x, i) => t + x * +s7[i], 0) % 10)) % 10); }
export function nl11(acct10) { return acct10.split('').reduce((t, d, i) => t + (10 - i) * +d, 0) % 11 === 0; }

// ---- Verhoeff (Aadhaar)
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,8,7,6,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
export function verhoeffDigit(p) { let c = 0; const r = p.split('').reverse(); r.forEach((d, i) => { c = VD[c][VP[(i + 1) % 8][+d]]; }); return String(VINV[c]); }
export function verhoeffValid(s) { let c = 0; s.split('').reverse().forEach((d, i) => { c = VD[c][VP[i % 8][+d]]; }); return c === 0; }

// ---- base58 / base58check
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const XRP58 = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
export function b58encode(buf, alpha = B58) {
  let n = BigInt('0x' + (buf.length ? buf.toString('hex') : '0')); let s = '';
  while (n > 0n) { s = alpha[Number(n % 58n)] + s; n /= 58n; }
  for (const b of buf) { if (b === 0) s = alpha[0] + s; else break; }
  return s;
}
export function b58decode(s, alpha = B58) {
  let n = 0n; for (const c of s) { const i = alpha.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); }
  let hex = n === 0n ? '' : n.toString(16); if (hex.length % 2) hex = '0' + hex;
  let lead = 0; for (const c of s) { if (c === alpha[0]) lead++; else break; }
  return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]);
}
export function b58check(payload, alpha = B58) { const ck = sha256(sha256(payload)).subarray(0, 4); return b58encode(Buffer.concat([payload, ck]), alpha); }
export function b58checkValid(s, alpha = B58) {
  const b = b58decode(s, alpha); if (!b || b.length < 5) return null;
  const p = b.subarray(0, -4); return sha256(sha256(p)).subarray(0, 4).equals(b.subarray(-4)) ? p : null;
}

// ---- bech32 / bech32m
const BCH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1;
  for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; }
  return chk >>> 0;
}
const hrpExpand = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
export function convertBits(data, from, to, pad = true) {
  let acc = 0, bits = 0; const out = []; const maxv = (1 << to) - 1;
  for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } }
  if (pad && bits > 0) out.push((acc << (to - bits)) & maxv);
  return out;
}
export function bech32Encode(hrp, data5, m = false) {
  const C = m ? 0x2bc830a3 : 1;
  const pm = polymod([...hrpExpand(hrp), ...data5, 0, 0, 0, 0, 0, 0]) ^ C;
  const ck = []; for (let i = 0; i < 6; i++) ck.push((pm >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data5, ...ck].map((d) => BCH[d]).join('');
}
export function bech32Decode(s) { // returns {hrp, data, variant} or null
  const low = s.toLowerCase(); if (s !== low && s !== s.toUpperCase()) return null;
  const pos = low.lastIndexOf('1'); if (pos < 1 || pos + 7 > low.length) return null;
  const hrp = low.slice(0, pos); const data = [...low.slice(pos + 1)].map((c) => BCH.indexOf(c)); if (data.includes(-1)) return null;
  const pm = polymod([...hrpExpand(hrp), ...data]);
  const variant = pm === 1 ? 'bech32' : pm === 0x2bc830a3 ? 'bech32m' : null; if (!variant) return null;
  return { hrp, data: data.slice(0, -6), variant };
}
export function segwitAddress(hrp, version, program) { return bech32Encode(hrp, [version, ...convertBits(program, 8, 5)], version > 0); }

// ---- CRC32 + base62 (GitHub token checksum)
const CRC_T = (() => { const t = []; for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t.push(c >>> 0); } return t; })();
export function crc32(str) { let c = 0xffffffff; for (const b of Buffer.from(str)) c = CRC_T[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n, width) { let s = ''; while (n > 0) { s = B62[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(width, '0'); }
export const githubChecksum = (body30) => base62(crc32(body30), 6);

// ---- national identifiers
export function ssnValid(s) { const d = onlyDigits(s); if (d.length !== 9) return false; const a = +d.slice(0, 3), g = +d.slice(3, 5), n = +d.slice(5); return a > 0 && a !== 666 && a < 900 && g > 0 && n > 0; }
export function itinValid(s) { const d = onlyDigits(s); if (d.length !== 9 || d[0] !== '9') return false; const g = +d.slice(3, 5); return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99); }
export function ninoValid(s) { s = s.replace(/\s/g, '').toUpperCase(); return /^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(s); }
const UTR_MAP = [2, 1, 9, 8, 7, 6, 5, 4, 3, 2, 1];
export function utrCheck(last9) { const w = [6, 7, 8, 9, 10, 5, 4, 3, 2]; return String(UTR_MAP[w.reduce((t, x, i) => t + x * +last9[i], 0) % 11]); }
export function utrValid(s) { const d = onlyDigits(s); return d.length === 10 && utrCheck(d.slice(1)) === d[0]; }
export function abaValid(s) { const d = onlyDigits(s); if (d.length !== 9) return false; const w = [3, 7, 1]; return d.split('').reduce((t, x, i) => t + w[i % 3] * +x, 0) % 10 === 0; }
export function abaDigit(p8) { const w = [3, 7, 1]; const s = p8.split('').reduce((t, x, i) => t + w[i % 3] * +x, 0); return String((10 - (s % 10)) % 10); }
export function steuerIdDigit(p10) { let prod = 10; for (const c of p10) { let s = (+c + prod) % 10; if (s === 0) s = 10; prod = (s * 2) % 11; } const r = 11 - prod; return String(r === 10 ? 0 : r); }
export function steuerIdValid(s) {
  const d = onlyDigits(s); if (d.length !== 11 || d[0] === '0') return false;
  const cnt = {}; for (const c of d.slice(0, 10)) cnt[c] = (cnt[c] || 0) + 1;
  const multi = Object.values(cnt).filter((x) => x > 1); if (multi.length !== 1 || multi[0] > 3) return false;
  return steuerIdDigit(d.slice(0, 10)) === d[10];
}
export function deSvnrDigit(p11) { // 2 digits area, 6 birth, letter, 2 serial
  const s = p11.slice(0, 8) + String(p11.charCodeAt(8) - 64).padStart(2, '0') + p11.slice(9);
  const w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
  const sum = s.split('').reduce((t, c, i) => { const p = +c * w[i]; return t + Math.floor(p / 10) + (p % 10); }, 0);
  return String(sum % 10);
}
export const deSvnrValid = (s) => { s = s.replace(/\s/g, '').toUpperCase(); return /^\d{8}[A-Z]\d{3}$/.test(s) && deSvnrDigit(s.slice(0, 11)) === s[11]; };
export function nirKey(n13) { return String(97 - Number(BigInt(n13) % 97n)).padStart(2, '0'); }
export const nirValid = (s) => { const d = onlyDigits(s); return d.length === 15 && nirKey(d.slice(0, 13)) === d.slice(13); };
export const frSpiValid = (s) => { const d = onlyDigits(s); return d.length === 13 && /^[0-3]/.test(d) && Number(BigInt(d.slice(0, 10)) % 511n) === +d.slice(10); };
const DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE';
export const dniLetter = (n) => DNI_L[Number(n) % 23];
export function dniValid(s) {
  s = s.replace(/[\s.-]/g, '').toUpperCase();
  let m = s.match(/^(\d{8})([A-Z])$/); if (m) return dniLetter(m[1]) === m[2];
  m = s.match(/^([XYZ])(\d{7})([A-Z])$/); if (m) return dniLetter('XYZ'.indexOf(m[1]) + m[2]) === m[3];
  return false;
}
export function cfValid(s) { s = s.toUpperCase(); return /^[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(s) && itCheckChar(s.slice(0, 15)) === s[15]; }
export const bsnValid = (s) => { const d = onlyDigits(s); if (d.length !== 9) return false; const w = [9, 8, 7, 6, 5, 4, 3, 2, -1]; return d.split('').reduce((t, x, i) => t + w[i] * +x, 0) % 11 === 0; };
export function peselDigit(p10) { const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]; return String((10 - (w.reduce((t, x, i) => t + x * +p10[i], 0) % 10)) % 10); }
export const peselValid = (s) => { const d = onlyDigits(s); return d.length === 11 && peselDigit(d.slice(0, 10)) === d[10]; };
export function nipDigit(p9) { const w = [6, 5, 7, 2, 3, 4, 5, 6, 7]; return w.reduce((t, x, i) => t + x * +p9[i], 0) % 11; }
export const nipValid = (s) => { const d = onlyDigits(s); return d.length === 10 && nipDigit(d.slice(0, 9)) === +d[9]; };
export const sePnrValid = (s) => { const d = onlyDigits(s); const t = d.length === 12 ? d.slice(2) : d; return t.length === 10 && luhnValid(t); };
export function tcknDigits(p9) { const d = p9.split('').map(Number); const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return `${d10}${d11}`; }
export const tcknValid = (s) => { const d = onlyDigits(s); return d.length === 11 && d[0] !== '0' && tcknDigits(d.slice(0, 9)) === d.slice(9); };
export function cpfDigits(p9) {
  const f = (s, w0) => { const r = (s.split('').reduce((t, x, i) => t + +x * (w0 - i), 0) * 10) % 11; return r === 10 ? 0 : r; };
  const a = f(p9, 10); const b = f(p9 + a, 11); return `${a}${b}`;
}
export const cpfValid = (s) => { const d = onlyDigits(s); return d.length === 11 && !/^(\d)\1+$/.test(d) && cpfDigits(d.slice(0, 9)) === d.slice(9); };
export function rgSpDigit(p8) { const s = p8.split('').reduce((t, x, i) => t + +x * (2 + i), 0); const r = 11 - (s % 11); return r === 11 ? '0' : r === 10 ? 'X' : String(r); }
export const rgSpValid = (s) => { s = s.replace(/[.\-\s]/g, '').toUpperCase(); return /^\d{8}[\dX]$/.test(s) && rgSpDigit(s.slice(0, 8)) === s[8]; };
const CURP_D = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
export function curpDigit(p17) { const s = [...p17].reduce((t, c, i) => t + CURP_D.indexOf(c) * (18 - i), 0); return String((10 - (s % 10)) % 10); }
export const curpValid = (s) => /^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z\d]\d$/.test(s) && curpDigit(s.slice(0, 17)) === s[17];
const RFC_D = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
export function rfcDigit(p12) { const s = [...p12].reduce((t, c, i) => t + RFC_D.indexOf(c) * (13 - i), 0); const r = s % 11; return r === 0 ? '0' : r === 1 ? 'A' : String(11 - r); }
export const rfcValid = (s) => /^[A-ZÑ&]{4}\d{6}[A-Z\d]{2}[A\d]$/.test(s) && rfcDigit(s.slice(0, 12)) === s[12];
export function clabeDigit(p17) { const w = [3, 7, 1]; const s = p17.split('').reduce((t, x, i) => t + ((+x * w[i % 3]) % 10), 0); return String((10 - (s % 10)) % 10); }
export const clabeValid = (s) => { const d = onlyDigits(s); return d.length === 18 && clabeDigit(d.slice(0, 17)) === d[17]; };
export function snilsDigits(p9) { let s = p9.split('').reduce((t, x, i) => t + +x * (9 - i), 0); if (s > 101) s %= 101; return s === 100 || s === 101 ? '00' : String(s).padStart(2, '0'); }
export const snilsValid = (s) => { const d = onlyDigits(s); return d.length === 11 && snilsDigits(d.slice(0, 9)) === d.slice(9); };
export function innDigits(p10) {
  const w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8], w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
  const c1 = (w1.reduce((t, x, i) => t + x * +p10[i], 0) % 11) % 10; const s = p10 + c1;
  const c2 = (w2.reduce((t, x, i) => t + x * +s[i], 0) % 11) % 10; return `${c1}${c2}`;
}
export const innValid = (s) => { const d = onlyDigits(s); return d.length === 12 && innDigits(d.slice(0, 10)) === d.slice(10); };
export function ruAccountValid(bik, acct) { const s = bik.slice(-3) + acct; const w = [7, 1, 3]; return s.split('').reduce((t, x, i) => t + +x * w[i % 3], 0) % 10 === 0; }
export function cnIdDigit(p17) { const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; return '10X98765432'[w.reduce((t, x, i) => t + x * +p17[i], 0) % 11]; }
export const cnIdValid = (s) => /^\d{17}[\dX]$/.test(s) && cnIdDigit(s.slice(0, 17)) === s[17];
export function myNumberDigit(p11) { let s = 0; for (let n = 1; n <= 11; n++) { const p = +p11[11 - n]; const q = n <= 6 ? n + 1 : n - 5; s += p * q; } const r = s % 11; return String(r <= 1 ? 0 : 11 - r); }
export const myNumberValid = (s) => { const d = onlyDigits(s); return d.length === 12 && myNumberDigit(d.slice(0, 11)) === d[11]; };
export function rrnDigit(p12) { const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]; return String((11 - (w.reduce((t, x, i) => t + x * +p12[i], 0) % 11)) % 10); }
export const rrnValid = (s) => { const d = onlyDigits(s); return d.length === 13 && rrnDigit(d.slice(0, 12)) === d[12]; };
export const gbVatValid = (s) => { const d = onlyDigits(s); if (d.length !== 9) return false; const w = [8, 7, 6, 5, 4, 3, 2]; const t = w.reduce((a, x, i) => a + x * +d[i], 0) + +d.slice(7); return t % 97 === 0 || (t + 55) % 97 === 0; };
export const emiratesValid = (s) => { const d = onlyDigits(s); return d.length === 15 && d.startsWith('784') && luhnValid(d); };
export const saIdValid = (s) => { const d = onlyDigits(s); return d.length === 10 && /^[12]/.test(d) && luhnValid(d); };
export const aadhaarValid = (s) => { const d = onlyDigits(s); return d.length === 12 && /^[2-9]/.test(d) && verhoeffValid(d); };
const GST_A = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export function gstinDigit(p14) { let s = 0; [...p14].forEach((c, i) => { const v = GST_A.indexOf(c) * (i % 2 ? 2 : 1); s += Math.floor(v / 36) + (v % 36); }); return GST_A[(36 - (s % 36)) % 36]; }
export const gstinValid = (s) => /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(s) && gstinDigit(s.slice(0, 14)) === s[14];
export function icaoDigit(s) { const w = [7, 3, 1]; let t = 0; [...s].forEach((c, i) => { const v = c === '<' ? 0 : /\d/.test(c) ? +c : c.charCodeAt(0) - 55; t += v * w[i % 3]; }); return String(t % 10); }
export function dePersoValid(s) { return /^[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}$/.test(s); }

// Own implementations of check-digit schemes used by the generator and the checker.
import crypto from 'node:crypto';
import { B58 } from './rng.mjs';

export const onlyDigits = (s) => s.replace(/\D/g, '');

export function luhnValid(num) {
  const s = onlyDigits(num); let sum = 0; let dbl = false;
  for (let i = s.length - 1; i >= 0; i--) { let d = +s[i]; if (dbl) { d *= 2; if (d > 9) d -= 9; } sum += d; dbl = !dbl; }
  return s.length > 1 && sum % 10 === 0;
}
export function luhnDigit(payload) {
  for (let c = 0; c < 10; c++) if (luhnValid(payload + c)) return String(c);
  throw new Error('luhn');
}
// ISO 13616 IBAN
export function ibanValue(s) {
  const t = s.replace(/\s/g, '').toUpperCase();
  const r = t.slice(4) + t.slice(0, 4);
  let m = 0;
  for (const ch of r) { const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch; for (const d of v) m = (m * 10 + +d) % 97; }
  return m;
}
export function ibanMake(cc, bban) { const chk = 98 - ibanValue(cc + '00' + bban); return cc + String(chk).padStart(2, '0') + bban; }
export const ibanValid = (s) => /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s.replace(/\s/g, '')) && ibanValue(s) === 1;

// Verhoeff (Aadhaar)
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffValid(s) { let c = 0; const a = onlyDigits(s).split('').reverse().map(Number); a.forEach((d, i) => { c = VD[c][VP[i % 8][d]]; }); return c === 0; }
export function verhoeffDigit(s) { let c = 0; const a = onlyDigits(s).split('').reverse().map(Number); a.forEach((d, i) => { c = VD[c][VP[(i + 1) % 8][d]]; }); return String(VINV[c]); }

// ICAO 9303 MRZ check digit
export function mrzDigit(s) {
  const w = [7, 3, 1]; let sum = 0;
  [...s].forEach((ch, i) => { let v = 0; if (/\d/.test(ch)) v = +ch; else if (/[A-Z]/.test(ch)) v = ch.charCodeAt(0) - 55; sum += v * w[i % 3]; });
  return String(sum % 10);
}
// Validates a TD3 line 2 (44 chars)
export function mrzLine2Valid(l) {
  if (l.length !== 44) return false;
  const ok = mrzDigit(l.slice(0, 9)) === l[9] && mrzDigit(l.slice(13, 19)) === l[19] && mrzDigit(l.slice(21, 27)) === l[27];
  const comp = l.slice(0, 10) + l.slice(13, 20) + l.slice(21, 43);
  return ok && mrzDigit(comp) === l[43];
}

// Base58Check / Bech32
const sha256 = (b) => crypto.createHash('sha256').update(b).digest();
export function b58encode(buf) {
  let x = BigInt('0x' + (buf.toString('hex') || '0')); let s = '';
  while (x > 0n) { s = B58[Number(x % 58n)] + s; x /= 58n; }
  for (const b of buf) { if (b === 0) s = '1' + s; else break; }
  return s;
}
export function b58decode(s, alphabet = B58) {
  let x = 0n; for (const ch of s) { const i = alphabet.indexOf(ch); if (i < 0) return null; x = x * 58n + BigInt(i); }
  let hex = x.toString(16); if (hex.length % 2) hex = '0' + hex;
  let lead = 0; for (const ch of s) { if (ch === alphabet[0]) lead++; else break; }
  return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex === '00' ? '' : hex, 'hex')]);
}
export function b58check(payload, alphabet = B58) {
  const full = Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]);
  const s = b58encode(full);
  return alphabet === B58 ? s : [...s].map((c) => alphabet[B58.indexOf(c)]).join('');
}
export function b58checkValid(s, alphabet = B58) {
  const b = b58decode(s, alphabet); if (!b || b.length < 5) return false;
  const p = b.subarray(0, b.length - 4);
  return sha256(sha256(p)).subarray(0, 4).equals(b.subarray(b.length - 4));
}
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
const hrpExpand = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
function convertBits(data, from, to) { let acc = 0, bits = 0; const out = []; const maxv = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } } if (bits > 0) out.push((acc << (to - bits)) & maxv); return out; }
export function bech32Encode(hrp, witver, prog, m = 1) {
  const data = [witver, ...convertBits([...prog], 8, 5)];
  const pm = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ m;
  const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data, ...chk].map((d) => BECH[d]).join('');
}
export function bech32Valid(s) {
  const str = s.toLowerCase(); const pos = str.lastIndexOf('1'); if (pos < 1) return false;
  const hrp = str.slice(0, pos); const data = [...str.slice(pos + 1)].map((c) => BECH.indexOf(c)); if (data.some((d) => d < 0)) return false;
  const pm = polymod([...hrpExpand(hrp), ...data]);
  return pm === 1 || pm === 0x2bc830a3;
}

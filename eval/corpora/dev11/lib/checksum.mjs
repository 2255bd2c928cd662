// Checksum primitives, written for this corpus (generation and validation share only these).
import crypto from 'node:crypto';

export const onlyDigits = (s) => s.replace(/\D/g, '');
export const alnumUpper = (s) => s.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

export function luhnSum(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = +digits[digits.length - 1 - i];
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum;
}
export const luhnValid = (s) => { const d = onlyDigits(s); return d.length > 1 && luhnSum(d) % 10 === 0; };
export const luhnDigit = (payload) => String((10 - (luhnSum(payload + '0') % 10)) % 10);

// ISO 13616 IBAN mod-97
export function mod97(numStr) { let r = 0; for (const ch of numStr) r = (r * 10 + +ch) % 97; return r; }
const lettersToNum = (s) => s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
export function ibanCheckDigits(country, bban) {
  const r = mod97(lettersToNum(bban + country + '00'));
  return String(98 - r).padStart(2, '0');
}
export function ibanValid(s) {
  const x = alnumUpper(s);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(x)) return false;
  if (IBAN_LEN[x.slice(0, 2)] && IBAN_LEN[x.slice(0, 2)] !== x.length) return false;
  return mod97(lettersToNum(x.slice(4) + x.slice(0, 4))) === 1;
}
export const IBAN_LEN = { DE: 22, AT: 20, CH: 21, FR: 27, BE: 16, ES: 24, IT: 27, PT: 25, NL: 18, PL: 28, SE: 24, TR: 26, SA: 24, AE: 23, EG: 29, GB: 22, IE: 22, GR: 27, RO: 24, CZ: 24, NO: 15, FI: 18, DK: 18, LU: 20, BR: 29 };

// Verhoeff (Aadhaar)
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffDigit(payload) {
  let c = 0; const a = payload.split('').reverse();
  for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][+a[i]]];
  return String(VINV[c]);
}
export function verhoeffValid(s) {
  let c = 0; const a = onlyDigits(s).split('').reverse();
  for (let i = 0; i < a.length; i++) c = VD[c][VP[i % 8][+a[i]]];
  return c === 0;
}

// ICAO 9303 check digit (weights 7,3,1)
export function mrzDigit(s) {
  const w = [7, 3, 1]; let sum = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    const v = ch === '<' ? 0 : /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55;
    sum += v * w[i % 3];
  }
  return String(sum % 10);
}

// ISO 7064 MOD 11,10 (German tax id)
export function iso7064_11_10(payload) {
  let p = 10;
  for (const ch of payload) { let s = (+ch + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; }
  const c = 11 - p; return String(c === 10 ? 0 : c);
}

// Italian odd/even table check (codice fiscale, CIN)
const IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const itVal = (ch) => (/\d/.test(ch) ? +ch : ch.charCodeAt(0) - 65);
export function itOddEvenChar(s, oddFirst = true) {
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    const v = itVal(s[i]);
    const odd = (i % 2 === 0) === oddFirst;
    sum += odd ? IT_ODD[v] : v;
  }
  return String.fromCharCode(65 + (sum % 26));
}

export function abaValid(s) {
  const d = onlyDigits(s); if (d.length !== 9) return false;
  const w = [3, 7, 1]; let sum = 0; for (let i = 0; i < 9; i++) sum += +d[i] * w[i % 3];
  return sum % 10 === 0;
}
export function abaDigit(p8) { const w = [3, 7, 1]; let sum = 0; for (let i = 0; i < 8; i++) sum += +p8[i] * w[i % 3]; return String((10 - (sum % 10)) % 10); }
export function clabeDigit(p17) { const w = [3, 7, 1]; let sum = 0; for (let i = 0; i < 17; i++) sum += ((+p17[i] * w[i % 3]) % 10); return String((10 - (sum % 10)) % 10); }

export const sha256 = (b) => crypto.createHash('sha256').update(b).digest();
export const dsha256 = (b) => sha256(sha256(b));

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const B58_RIPPLE = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
export function b58encode(buf, alphabet = B58) {
  let n = BigInt('0x' + (buf.length ? buf.toString('hex') : '0'));
  let out = '';
  while (n > 0n) { out = alphabet[Number(n % 58n)] + out; n /= 58n; }
  for (const b of buf) { if (b === 0) out = alphabet[0] + out; else break; }
  return out;
}
export function b58decode(s, alphabet = B58) {
  let n = 0n;
  for (const ch of s) { const i = alphabet.indexOf(ch); if (i < 0) return null; n = n * 58n + BigInt(i); }
  let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; if (n === 0n) hex = '';
  let lead = 0; for (const ch of s) { if (ch === alphabet[0]) lead++; else break; }
  return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]);
}
export const b58check = (payload, alphabet) => b58encode(Buffer.concat([payload, dsha256(payload).subarray(0, 4)]), alphabet);
export function b58checkValid(s, alphabet) {
  const b = b58decode(s, alphabet); if (!b || b.length < 5) return false;
  const p = b.subarray(0, b.length - 4);
  return dsha256(p).subarray(0, 4).equals(b.subarray(b.length - 4));
}

// Bech32 / Bech32m (BIP-173 / BIP-350)
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; }
  return chk >>> 0;
}
const hrpExpand = (hrp) => [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
export function convertBits(data, from, to, pad = true) {
  let acc = 0, bits = 0; const out = []; const maxv = (1 << to) - 1;
  for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } }
  if (pad && bits > 0) out.push((acc << (to - bits)) & maxv);
  return out;
}
export function bech32Encode(hrp, data5, m = false) {
  const c = m ? 0x2bc830a3 : 1;
  const mod = polymod([...hrpExpand(hrp), ...data5, 0, 0, 0, 0, 0, 0]) ^ c;
  const chk = []; for (let i = 0; i < 6; i++) chk.push((mod >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data5, ...chk].map((v) => BECH[v]).join('');
}
export function bech32Valid(s) {
  const x = s.toLowerCase(); const pos = x.lastIndexOf('1'); if (pos < 1) return false;
  const hrp = x.slice(0, pos); const data = [...x.slice(pos + 1)].map((c) => BECH.indexOf(c));
  if (data.some((v) => v < 0) || data.length < 6) return false;
  const pm = polymod([...hrpExpand(hrp), ...data]);
  return pm === 1 || pm === 0x2bc830a3;
}

// CRC32 (used by GitHub token checksums)
const CRC_T = (() => { const t = []; for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t.push(c >>> 0); } return t; })();
export function crc32(str) { let c = 0xffffffff; for (const b of Buffer.from(str)) c = CRC_T[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n, width) { let s = ''; do { s = B62[n % 62] + s; n = Math.floor(n / 62); } while (n > 0); return s.padStart(width, '0'); }
export function githubTokenValid(tok) {
  const m = /^(gh[pousr]_)([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/.exec(tok); if (!m) return false;
  return base62(crc32(m[2]), 6) === m[3];
}

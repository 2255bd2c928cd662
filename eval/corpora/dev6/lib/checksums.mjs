// Check-digit schemes used by the values: written here from the published algorithms.
import { createHash } from 'node:crypto';

export function luhnDigit(body) {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
export const luhnValid = (s) => luhnDigit(s.slice(0, -1)) === s.slice(-1);

/** remainder of a long decimal string modulo m */
export function modStr(s, m) {
  let r = 0;
  for (const ch of s) r = (r * 10 + Number(ch)) % m;
  return r;
}

/** IBAN check digits for country + BBAN */
export function ibanCheck(country, bban) {
  const rearranged = (bban + country + '00').toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return String(98 - modStr(rearranged, 97)).padStart(2, '0');
}

const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffDigit(body) {
  let c = 0;
  const ds = body.split('').reverse().map(Number);
  for (let i = 0; i < ds.length; i++) c = VD[c][VP[(i + 1) % 8][ds[i]]];
  return String(VINV[c]);
}

/** weighted sum of digits */
export const wsum = (digits, weights) => weights.reduce((s, w, i) => s + w * Number(digits[i]), 0);

/** ISO 7064 MOD 11,10 (German tax id) */
export function iso7064_11_10(body) {
  let p = 10;
  for (const ch of body) {
    let s = (Number(ch) + p) % 10;
    if (s === 0) s = 10;
    p = (s * 2) % 11;
  }
  return String((11 - p) % 10);
}

const sha256 = (buf) => createHash('sha256').update(buf).digest();
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const XRP58 = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
export function base58(bytes, alphabet = B58) {
  let n = 0n;
  for (const b of bytes) n = n * 256n + BigInt(b);
  let s = '';
  while (n > 0n) { s = alphabet[Number(n % 58n)] + s; n /= 58n; }
  for (const b of bytes) { if (b === 0) s = alphabet[0] + s; else break; }
  return s;
}
export function base58check(payload, alphabet = B58) {
  const sum = sha256(sha256(Buffer.from(payload))).subarray(0, 4);
  return base58(Uint8Array.from([...payload, ...sum]), alphabet);
}
export const base58xrp = (payload) => base58check(payload, XRP58);

const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const b = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i];
  }
  return chk >>> 0;
}
const hrpExpand = (hrp) => [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
function convertBits(data, from, to) {
  let acc = 0, bits = 0;
  const out = [];
  for (const v of data) {
    acc = (acc << from) | v; bits += from;
    while (bits >= to) { bits -= to; out.push((acc >> bits) & ((1 << to) - 1)); }
  }
  if (bits > 0) out.push((acc << (to - bits)) & ((1 << to) - 1));
  return out;
}
/** segwit address: version 0 uses bech32, 1+ bech32m (BIP-173/350) */
export function segwitAddress(hrp, version, program) {
  const data = [version, ...convertBits(program, 8, 5)];
  const constant = version === 0 ? 1 : 0x2bc830a3;
  const mod = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ constant;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data, ...checksum].map((d) => BECH[d]).join('');
}

let crcTable;
export function crc32(str) {
  crcTable ??= Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const ch of Buffer.from(str)) crc = crcTable[(crc ^ ch) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n, width) {
  let s = '';
  while (n > 0) { s = B62[n % 62] + s; n = Math.floor(n / 62); }
  return s.padStart(width, '0');
}

/** ICAO 9303 check digit for MRZ fields */
export function mrzDigit(s) {
  const w = [7, 3, 1];
  let sum = 0;
  [...s].forEach((c, i) => {
    const v = c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += v * w[i % 3];
  });
  return String(sum % 10);
}

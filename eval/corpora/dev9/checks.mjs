// Check-digit algorithms of the identifier schemes the generators draw (all written from the
// published scheme descriptions).
import crypto from 'node:crypto';

export const digitsOf = (s) => s.split('').map(Number);

export function luhnDigit(payload) {
  let sum = 0;
  const d = digitsOf(payload).reverse();
  for (let i = 0; i < d.length; i++) {
    let x = d[i];
    if (i % 2 === 0) { x *= 2; if (x > 9) x -= 9; }
    sum += x;
  }
  return String((10 - (sum % 10)) % 10);
}

/** ISO 13616 check digits for an IBAN with country code cc and BBAN. */
export function ibanCheck(cc, bban) {
  const rearranged = (bban + cc + '00').toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return String(98 - Number(mod97(rearranged))).padStart(2, '0');
}
export function mod97(numStr) {
  let rem = 0;
  for (const ch of numStr) rem = (rem * 10 + Number(ch)) % 97;
  return rem;
}

const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffDigit(payload) {
  let c = 0;
  const d = digitsOf(payload).reverse();
  for (let i = 0; i < d.length; i++) c = VD[c][VP[(i + 1) % 8][d[i]]];
  return String(VINV[c]);
}

/** ISO 7064 MOD 11,10 (German tax id, Croatian OIB). */
export function iso7064_11_10(payload) {
  let p = 10;
  for (const ch of payload) {
    let s = (Number(ch) + p) % 10;
    if (s === 0) s = 10;
    p = (s * 2) % 11;
  }
  return String((11 - p) % 10);
}

/** Weighted sum helper. */
export const wsum = (s, w) => digitsOf(s).reduce((a, x, i) => a + x * w[i % w.length], 0);

/** ICAO 9303 check digit (weights 7-3-1, '<' = 0, letters A=10). */
export function mrzDigit(s) {
  const val = (c) => (c === '<' ? 0 : /[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 55);
  const w = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < s.length; i++) sum += val(s[i]) * w[i % 3];
  return String(sum % 10);
}

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const XRP58 = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
export function base58(buf, alphabet = B58) {
  let n = BigInt('0x' + (buf.toString('hex') || '0'));
  let out = '';
  while (n > 0n) { out = alphabet[Number(n % 58n)] + out; n /= 58n; }
  for (const b of buf) { if (b === 0) out = alphabet[0] + out; else break; }
  return out;
}
const sha256 = (b) => crypto.createHash('sha256').update(b).digest();
export function base58check(version, payload, alphabet = B58) {
  const body = Buffer.concat([Buffer.from(version), payload]);
  return base58(Buffer.concat([body, sha256(sha256(body)).subarray(0, 4)]), alphabet);
}
export const base58xrp = (version, payload) => base58check(version, payload, XRP58);
export const base58plain = (buf) => base58(buf);

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
function toWords(buf) {
  let acc = 0, bits = 0;
  const out = [];
  for (const b of buf) { acc = (acc << 8) | b; bits += 8; while (bits >= 5) { bits -= 5; out.push((acc >> bits) & 31); } }
  if (bits > 0) out.push((acc << (5 - bits)) & 31);
  return out;
}
/** Segwit address: version 0 uses bech32, version 1 (taproot) bech32m. */
export function segwit(hrp, version, program) {
  const data = [version, ...toWords(program)];
  const konst = version === 0 ? 1 : 0x2bc830a3;
  const pm = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ konst;
  const chk = Array.from({ length: 6 }, (_, i) => (pm >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data, ...chk].map((v) => BECH[v]).join('');
}

let crcTable;
export function crc32(str) {
  if (!crcTable) {
    crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
  }
  let c = 0xffffffff;
  for (const ch of Buffer.from(str)) c = crcTable[(c ^ ch) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
export function base62(n, width) {
  const A = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let out = '';
  while (n > 0) { out = A[n % 62] + out; n = Math.floor(n / 62); }
  return out.padStart(width, '0');
}

/** ISO 3779 VIN check digit (position 9). */
export function vinCheck(vin17) {
  const tr = { A:1,B:2,C:3,D:4,E:5,F:6,G:7,H:8,J:1,K:2,L:3,M:4,N:5,P:7,R:9,S:2,T:3,U:4,V:5,W:6,X:7,Y:8,Z:9 };
  const w = [8,7,6,5,4,3,2,10,0,9,8,7,6,5,4,3,2];
  let s = 0;
  for (let i = 0; i < 17; i++) { const c = vin17[i]; s += (/\d/.test(c) ? Number(c) : tr[c]) * w[i]; }
  const r = s % 11;
  return r === 10 ? 'X' : String(r);
}

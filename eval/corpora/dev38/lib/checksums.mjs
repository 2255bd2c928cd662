// Check-digit and encoding primitives shared by the generator and the checker.
import { createHash } from 'node:crypto';

export const sha256 = (buf) => new Uint8Array(createHash('sha256').update(buf).digest());

// ---------- decimal check digits ----------
export function luhnDigit(body) {
  let sum = 0, dbl = true;
  for (let i = body.length - 1; i >= 0; i--) {
    let d = body.charCodeAt(i) - 48;
    if (dbl) { d *= 2; if (d > 9) d -= 9; }
    sum += d; dbl = !dbl;
  }
  return String((10 - (sum % 10)) % 10);
}
export function luhnValid(s) {
  if (!/^\d{2,}$/.test(s)) return false;
  return luhnDigit(s.slice(0, -1)) === s.slice(-1);
}
export function mod97(numStr) { let r = 0; for (const ch of numStr) r = (r * 10 + (ch.charCodeAt(0) - 48)) % 97; return r; }
export const alnumToNum = (s) => s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
export function ibanCheckDigits(cc, bban) { return String(98 - mod97(alnumToNum(bban + cc + '00'))).padStart(2, '0'); }
export function ibanValid(iban) {
  const s = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false;
  return mod97(alnumToNum(s.slice(4) + s.slice(0, 4))) === 1;
}
export function iso7064_11_10(digits) { // returns check digit (number)
  let p = 10;
  for (const ch of digits) { let s = (+ch + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; }
  const c = 11 - p; return c === 10 ? 0 : c;
}
export function weightedSum(digits, weights) { let s = 0; for (let i = 0; i < weights.length; i++) s += (+digits[i]) * weights[i]; return s; }

const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffDigit(body) {
  let c = 0; const r = body.split('').reverse();
  for (let i = 0; i < r.length; i++) c = VD[c][VP[(i + 1) % 8][+r[i]]];
  return String(VINV[c]);
}
export function verhoeffValid(s) {
  let c = 0; const r = s.split('').reverse();
  for (let i = 0; i < r.length; i++) c = VD[c][VP[i % 8][+r[i]]];
  return c === 0;
}

// ICAO 9303 7-3-1
export function mrzDigit(s) {
  const w = [7, 3, 1]; let sum = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    let v = 0;
    if (c >= '0' && c <= '9') v = c.charCodeAt(0) - 48;
    else if (c >= 'A' && c <= 'Z') v = c.charCodeAt(0) - 55;
    else if (c === '<') v = 0;
    else return null;
    sum += v * w[i % 3];
  }
  return String(sum % 10);
}

// ---------- CRC32 ----------
const CRC_T = (() => { const t = new Uint32Array(256); for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0; } return t; })();
export function crc32(str) {
  const bytes = Buffer.from(str, 'utf8'); let c = 0xffffffff;
  for (const b of bytes) c = CRC_T[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n, width) { let s = ''; do { s = B62[n % 62] + s; n = Math.floor(n / 62); } while (n > 0); return s.padStart(width, '0'); }
// GitHub token checksum: last 6 chars = base62(crc32(random 30 chars)), zero-padded
export const githubChecksum = (rand) => base62(crc32(rand), 6);

// ---------- base58 ----------
export const B58_BTC = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const B58_XRP = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
export function b58encode(bytes, alpha = B58_BTC) {
  let n = 0n; for (const b of bytes) n = n * 256n + BigInt(b);
  let s = ''; while (n > 0n) { s = alpha[Number(n % 58n)] + s; n /= 58n; }
  for (const b of bytes) { if (b === 0) s = alpha[0] + s; else break; }
  return s;
}
export function b58decode(str, alpha = B58_BTC) {
  let n = 0n;
  for (const c of str) { const i = alpha.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); }
  const out = []; while (n > 0n) { out.unshift(Number(n % 256n)); n /= 256n; }
  for (const c of str) { if (c === alpha[0]) out.unshift(0); else break; }
  return new Uint8Array(out);
}
export function b58check(payload, alpha = B58_BTC) {
  const chk = sha256(sha256(payload)).slice(0, 4);
  const all = new Uint8Array(payload.length + 4); all.set(payload); all.set(chk, payload.length);
  return b58encode(all, alpha);
}
export function b58checkDecode(str, alpha = B58_BTC) {
  const b = b58decode(str, alpha); if (!b || b.length < 5) return null;
  const p = b.slice(0, -4), c = b.slice(-4), h = sha256(sha256(p)).slice(0, 4);
  for (let i = 0; i < 4; i++) if (c[i] !== h[i]) return null;
  return p;
}

// ---------- bech32 / bech32m ----------
export const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1;
  for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; }
  return chk >>> 0;
}
const hrpExpand = (hrp) => [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
export function convertBits(data, from, to, pad) {
  let acc = 0, bits = 0; const out = [], maxv = (1 << to) - 1;
  for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } acc &= (1 << bits) - 1; }
  if (pad && bits > 0) out.push((acc << (to - bits)) & maxv);
  return out;
}
export function bech32Encode(hrp, data5, spec = 'bech32') {
  const c = spec === 'bech32m' ? 0x2bc830a3 : 1;
  const mod = polymod([...hrpExpand(hrp), ...data5, 0, 0, 0, 0, 0, 0]) ^ c;
  const chk = []; for (let i = 0; i < 6; i++) chk.push((mod >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data5, ...chk].map((v) => BECH[v]).join('');
}
export function bech32Decode(str) { // returns {hrp, data, spec} or null
  const s = str.toLowerCase(); const pos = s.lastIndexOf('1'); if (pos < 1) return null;
  const hrp = s.slice(0, pos); const data = [];
  for (const ch of s.slice(pos + 1)) { const i = BECH.indexOf(ch); if (i < 0) return null; data.push(i); }
  const pm = polymod([...hrpExpand(hrp), ...data]);
  const spec = pm === 1 ? 'bech32' : pm === 0x2bc830a3 ? 'bech32m' : null;
  if (!spec) return null;
  return { hrp, data: data.slice(0, -6), spec };
}

// ---------- Keccak-256 (Ethereum) ----------
const RC = [0x0000000000000001n, 0x0000000000008082n, 0x800000000000808An, 0x8000000080008000n, 0x000000000000808Bn, 0x0000000080000001n, 0x8000000080008081n, 0x8000000000008009n, 0x000000000000008An, 0x0000000000000088n, 0x0000000080008009n, 0x000000008000000An, 0x000000008000808Bn, 0x800000000000008Bn, 0x8000000000008089n, 0x8000000000008003n, 0x8000000000008002n, 0x8000000000000080n, 0x000000000000800An, 0x800000008000000An, 0x8000000080008081n, 0x8000000000008080n, 0x0000000080000001n, 0x8000000080008008n];
const ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]];
const M64 = (1n << 64n) - 1n;
const rotl = (x, n) => (n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & M64);
function keccakF(A) {
  for (let round = 0; round < 24; round++) {
    const C = [0, 1, 2, 3, 4].map((x) => A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20]);
    for (let x = 0; x < 5; x++) { const D = C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1); for (let y = 0; y < 5; y++) A[x + 5 * y] ^= D; }
    const B = new Array(25).fill(0n);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(A[x + 5 * y], ROT[x][y]);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x + 5 * y] = B[x + 5 * y] ^ ((~B[(x + 1) % 5 + 5 * y] & M64) & B[(x + 2) % 5 + 5 * y]);
    A[0] ^= RC[round];
  }
}
export function keccak256(input, padByte = 0x01) {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : Buffer.from(input);
  const rate = 136; const padLen = rate - (bytes.length % rate);
  const msg = Buffer.concat([bytes, Buffer.alloc(padLen)]);
  msg[bytes.length] ^= padByte; msg[msg.length - 1] ^= 0x80;
  const A = new Array(25).fill(0n);
  for (let off = 0; off < msg.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) { let v = 0n; for (let b = 7; b >= 0; b--) v = (v << 8n) | BigInt(msg[off + i * 8 + b]); A[i] ^= v; }
    keccakF(A);
  }
  const out = Buffer.alloc(32);
  for (let i = 0; i < 4; i++) { let v = A[i]; for (let b = 0; b < 8; b++) { out[i * 8 + b] = Number(v & 0xffn); v >>= 8n; } }
  return out.toString('hex');
}
export function eip55(hex40) {
  const lower = hex40.toLowerCase(); const h = keccak256(lower);
  let out = ''; for (let i = 0; i < 40; i++) out += parseInt(h[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  return out;
}

// ---------- native digits ----------
export const DIGIT_SYSTEMS = {
  latn: '0123456789', arab: '٠١٢٣٤٥٦٧٨٩', arabext: '۰۱۲۳۴۵۶۷۸۹', deva: '०१२३४५६७८९',
  beng: '০১২৩৪৫৬৭৮৯', thai: '๐๑๒๓๔๕๖๗๘๙', tamldec: '௦௧௨௩௪௫௬௭௮௯', fullwide: '０１２３４５６７８９',
};
export function toDigits(str, sys) { if (!sys || sys === 'latn') return str; const d = DIGIT_SYSTEMS[sys]; return str.replace(/[0-9]/g, (c) => d[+c]); }
export function asciiDigits(str) {
  return str.replace(/\p{Nd}/gu, (c) => { for (const d of Object.values(DIGIT_SYSTEMS)) { const i = d.indexOf(c); if (i >= 0) return String(i); } return c; });
}

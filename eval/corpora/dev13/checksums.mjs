// Check-digit algorithms, written for this corpus (no dependencies besides node:crypto for SHA-256).
import { createHash } from 'node:crypto';

export const onlyDigits = (s) => s.replace(/\D/g, '');

// Convert full-width, Arabic-Indic, Eastern-Arabic and Devanagari digits to ASCII.
export function asciiDigits(s) {
  return s.replace(/[\uFF10-\uFF19]/g, (c) => String(c.charCodeAt(0) - 0xff10))
    .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x660))
    .replace(/[\u06F0-\u06F9]/g, (c) => String(c.charCodeAt(0) - 0x6f0))
    .replace(/[\u0966-\u096F]/g, (c) => String(c.charCodeAt(0) - 0x966))
    .replace(/[\uFF21-\uFF3A]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xff21 + 65))
    .replace(/\uFF0D/g, '-');
}

// ---- Luhn
export function luhnDigit(payload) {
  let sum = 0, dbl = true;
  for (let i = payload.length - 1; i >= 0; i--) {
    let d = payload.charCodeAt(i) - 48;
    if (dbl) { d *= 2; if (d > 9) d -= 9; }
    sum += d; dbl = !dbl;
  }
  return String((10 - (sum % 10)) % 10);
}
export const luhnValid = (s) => s.length > 1 && luhnDigit(s.slice(0, -1)) === s.slice(-1);

// ---- ISO 13616 IBAN (mod 97)
export function mod97(numStr) {
  let r = 0;
  for (const ch of numStr) r = (r * 10 + (ch.charCodeAt(0) - 48)) % 97;
  return r;
}
const alphaToNum = (s) => s.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
export const IBAN_LEN = { AD: 24, AE: 23, AT: 20, BE: 16, BG: 22, BR: 29, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, EG: 29, ES: 24, FI: 18, FR: 27, GB: 22, GR: 27, HR: 21, HU: 28, IE: 22, IT: 27, LU: 20, MC: 27, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SA: 24, SE: 24, SI: 19, SK: 24, TR: 26, QA: 29, KW: 30, JO: 30 };
export function ibanFromBban(cc, bban) {
  const rem = mod97(alphaToNum(bban + cc + '00'));
  return cc + String(98 - rem).padStart(2, '0') + bban;
}
export function ibanValid(s) {
  const x = asciiDigits(s).replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(x)) return false;
  if (IBAN_LEN[x.slice(0, 2)] && IBAN_LEN[x.slice(0, 2)] !== x.length) return false;
  return mod97(alphaToNum(x.slice(4) + x.slice(0, 4))) === 1;
}

// ---- Verhoeff (Aadhaar)
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffDigit(payload) {
  let c = 0; const a = payload.split('').reverse().map(Number);
  for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][a[i]]];
  return String(VINV[c]);
}
export function verhoeffValid(s) {
  let c = 0; const a = s.split('').reverse().map(Number);
  for (let i = 0; i < a.length; i++) c = VD[c][VP[i % 8][a[i]]];
  return c === 0;
}

// ---- ISO 7064 MOD 11,10 (German Steuer-IdNr)
export function iso7064_11_10(payload) {
  let p = 10;
  for (const ch of payload) { let s = (Number(ch) + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; }
  const c = 11 - p; return String(c === 10 ? 0 : c);
}
// ---- ISO 7064 MOD 11-2 (Chinese resident ID)
export function iso7064_11_2(payload) {
  const W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let s = 0; for (let i = 0; i < 17; i++) s += Number(payload[i]) * W[i];
  return '10X98765432'[s % 11];
}
// ---- generic weighted sum
export const wsum = (digits, weights) => digits.split('').reduce((s, d, i) => s + Number(d) * weights[i], 0);

// ---- ICAO 9303 MRZ check digit (7-3-1)
export function mrzDigit(s) {
  const W = [7, 3, 1]; let t = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    const v = c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    t += v * W[i % 3];
  }
  return String(t % 10);
}

// ---- hashing / base58 / bech32
export const sha256 = (buf) => createHash('sha256').update(buf).digest();
export const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const B58_XRP = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
export function b58encode(bytes, alpha = B58) {
  let n = 0n; for (const b of bytes) n = n * 256n + BigInt(b);
  let s = ''; while (n > 0n) { s = alpha[Number(n % 58n)] + s; n /= 58n; }
  for (const b of bytes) { if (b === 0) s = alpha[0] + s; else break; }
  return s;
}
export function b58decode(str, alpha = B58) {
  let n = 0n; for (const c of str) { const i = alpha.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); }
  const out = []; while (n > 0n) { out.unshift(Number(n % 256n)); n /= 256n; }
  for (const c of str) { if (c === alpha[0]) out.unshift(0); else break; }
  return Uint8Array.from(out);
}
export function b58check(payload, alpha = B58) {
  const ck = sha256(sha256(payload)).subarray(0, 4);
  return b58encode(Uint8Array.from([...payload, ...ck]), alpha);
}
export function b58checkValid(str, alpha = B58) {
  const b = b58decode(str, alpha); if (!b || b.length < 5) return false;
  const p = b.subarray(0, b.length - 4), ck = sha256(sha256(p)).subarray(0, 4);
  return Buffer.compare(Buffer.from(ck), Buffer.from(b.subarray(b.length - 4))) === 0;
}
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1;
  for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; }
  return chk >>> 0;
}
const hrpExpand = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
function convertBits(data, from, to) {
  let acc = 0, bits = 0; const out = [], maxv = (1 << to) - 1;
  for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } }
  if (bits > 0) out.push((acc << (to - bits)) & maxv);
  return out;
}
export function segwitAddress(hrp, version, program) {
  const data = [version, ...convertBits(program, 8, 5)];
  const constv = version === 0 ? 1 : 0x2bc830a3;
  const pm = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ constv;
  const ck = []; for (let i = 0; i < 6; i++) ck.push((pm >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data, ...ck].map((d) => BECH[d]).join('');
}
export function segwitValid(addr) {
  const a = addr.toLowerCase(); const pos = a.lastIndexOf('1'); if (pos < 1) return false;
  const hrp = a.slice(0, pos), data = [...a.slice(pos + 1)].map((c) => BECH.indexOf(c));
  if (data.some((d) => d < 0)) return false;
  const pm = polymod([...hrpExpand(hrp), ...data]);
  return pm === (data[0] === 0 ? 1 : 0x2bc830a3);
}

// ---- Keccak-256 (for EIP-55 mixed-case Ethereum addresses)
const RC = [0x1n, 0x8082n, 0x800000000000808an, 0x8000000080008000n, 0x808bn, 0x80000001n, 0x8000000080008081n, 0x8000000000008009n, 0x8an, 0x88n, 0x80008009n, 0x8000000an, 0x8000808bn, 0x800000000000008bn, 0x8000000000008089n, 0x8000000000008003n, 0x8000000000008002n, 0x8000000000000080n, 0x800an, 0x800000008000000an, 0x8000000080008081n, 0x8000000000008080n, 0x80000001n, 0x8000000080008008n];
const ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]];
const M64 = (1n << 64n) - 1n;
const rotl = (x, n) => (n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & M64);
function keccakF(A) {
  for (let r = 0; r < 24; r++) {
    const C = [0, 1, 2, 3, 4].map((x) => A[x][0] ^ A[x][1] ^ A[x][2] ^ A[x][3] ^ A[x][4]);
    const D = [0, 1, 2, 3, 4].map((x) => C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1));
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x][y] ^= D[x];
    const B = [[], [], [], [], []];
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y][(2 * x + 3 * y) % 5] = rotl(A[x][y], ROT[x][y]);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x][y] = B[x][y] ^ (~B[(x + 1) % 5][y] & M64 & B[(x + 2) % 5][y]);
    A[0][0] ^= RC[r];
  }
}
export function keccak256(bytes) {
  const rate = 136; const msg = [...bytes, 0x01];
  while (msg.length % rate) msg.push(0);
  msg[msg.length - 1] |= 0x80;
  const A = [0, 1, 2, 3, 4].map(() => [0n, 0n, 0n, 0n, 0n]);
  for (let off = 0; off < msg.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) {
      let lane = 0n; for (let k = 7; k >= 0; k--) lane = (lane << 8n) | BigInt(msg[off + i * 8 + k]);
      A[i % 5][Math.floor(i / 5)] ^= lane;
    }
    keccakF(A);
  }
  const out = [];
  for (let i = 0; i < 4; i++) { let lane = A[i % 5][Math.floor(i / 5)]; for (let k = 0; k < 8; k++) { out.push(Number(lane & 0xffn)); lane >>= 8n; } }
  return Buffer.from(out).toString('hex');
}
export function eip55(hex40) {
  const lower = hex40.toLowerCase(); const h = keccak256(Buffer.from(lower, 'ascii'));
  return '0x' + [...lower].map((c, i) => (/[a-f]/.test(c) && parseInt(h[i], 16) >= 8 ? c.toUpperCase() : c)).join('');
}

// ---- CRC32 (GitHub token checksum, base62)
const CRC_T = (() => { const t = []; for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0; } return t; })();
export function crc32(str) { let c = 0xffffffff; for (const ch of Buffer.from(str)) c = CRC_T[(c ^ ch) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
export const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n, width) { let s = ''; do { s = B62[n % 62] + s; n = Math.floor(n / 62); } while (n > 0); return s.padStart(width, '0'); }

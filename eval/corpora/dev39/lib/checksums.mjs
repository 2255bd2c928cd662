// Check-digit and encoding algorithms shared by generator and checker.
import { createHash } from 'node:crypto';
export const onlyDigits = s => s.replace(/\D/g, '');
export const d = s => [...s].map(Number);
export function luhnSum(ds) { let sum = 0, dbl = false; for (let i = ds.length - 1; i >= 0; i--) { let x = ds[i]; if (dbl) { x *= 2; if (x > 9) x -= 9; } sum += x; dbl = !dbl; } return sum; }
export const luhnValid = s => { const ds = d(onlyDigits(s)); return ds.length > 1 && luhnSum(ds) % 10 === 0; };
export const luhnCheck = body => (10 - luhnSum(d(body + '0')) % 10) % 10;
export function mod97(str) { let r = 0; for (const ch of str) r = (r * 10 + Number(ch)) % 97; return r; }
const letNum = s => s.toUpperCase().replace(/[A-Z]/g, c => String(c.charCodeAt(0) - 55));
export function ibanCheck(cc, bban) { return String(98 - mod97(letNum(bban + cc + '00'))).padStart(2, '0'); }
export function ibanValid(s) { const x = s.replace(/\s/g, '').toUpperCase(); if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(x)) return false; return mod97(letNum(x.slice(4) + x.slice(0, 4))) === 1; }
export function iso7064_11_10(ds) { let a = 10; for (const x of ds) { a = (a + x) % 10; if (a === 0) a = 10; a = (a * 2) % 11; } const c = 11 - a; return c === 10 ? 0 : c; }
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffCheck(body) { let c = 0; const ds = d(body).reverse(); for (let i = 0; i < ds.length; i++) c = VD[c][VP[(i + 1) % 8][ds[i]]]; return VINV[c]; }
export function verhoeffValid(s) { let c = 0; const ds = d(s).reverse(); for (let i = 0; i < ds.length; i++) c = VD[c][VP[i % 8][ds[i]]]; return c === 0; }
export function mrzVal(ch) { if (ch === '<') return 0; if (/\d/.test(ch)) return +ch; return ch.charCodeAt(0) - 55; }
export function mrzCheck(s) { const w = [7, 3, 1]; let sum = 0; for (let i = 0; i < s.length; i++) sum += mrzVal(s[i]) * w[i % 3]; return sum % 10; }
export function wsum(ds, ws) { let s = 0; for (let i = 0; i < ws.length; i++) s += ds[i] * ws[i]; return s; }
// CRC32
const CRC_T = (() => { const t = new Uint32Array(256); for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0; } return t; })();
export function crc32(str) { const b = Buffer.from(str, 'utf8'); let c = 0xffffffff; for (const x of b) c = CRC_T[(c ^ x) & 255] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n, len) { let s = ''; while (n > 0) { s = B62[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(len, '0'); }
// GitHub-style token checksum: last 6 chars = base62(crc32(random part))
export const ghChecksum = rnd => base62(crc32(rnd), 6);
// hashing
export const sha256 = b => createHash('sha256').update(b).digest();
export const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const B58_XRP = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
export function b58enc(bytes, alpha = B58) {
  let n = 0n; for (const x of bytes) n = n * 256n + BigInt(x);
  let s = ''; while (n > 0n) { s = alpha[Number(n % 58n)] + s; n /= 58n; }
  for (const x of bytes) { if (x === 0) s = alpha[0] + s; else break; }
  return s;
}
export function b58dec(s, alpha = B58) {
  let n = 0n; for (const ch of s) { const v = alpha.indexOf(ch); if (v < 0) return null; n = n * 58n + BigInt(v); }
  const out = []; while (n > 0n) { out.unshift(Number(n % 256n)); n /= 256n; }
  for (const ch of s) { if (ch === alpha[0]) out.unshift(0); else break; }
  return Uint8Array.from(out);
}
export function b58check(version, payload, alpha = B58) {
  const body = Buffer.concat([Buffer.from(version), Buffer.from(payload)]);
  const ck = sha256(sha256(body)).subarray(0, 4);
  return b58enc(Buffer.concat([body, ck]), alpha);
}
export function b58checkValid(s, alpha = B58) {
  const b = b58dec(s, alpha); if (!b || b.length < 5) return false;
  const body = b.subarray(0, b.length - 4), ck = b.subarray(b.length - 4);
  return Buffer.compare(sha256(sha256(body)).subarray(0, 4), Buffer.from(ck)) === 0;
}
// bech32 (BIP-173)
const BCH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
const hrpExpand = hrp => [...[...hrp].map(c => c.charCodeAt(0) >> 5), 0, ...[...hrp].map(c => c.charCodeAt(0) & 31)];
function convertBits(data, from, to) { let acc = 0, bits = 0; const out = [], maxv = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } } if (bits > 0) out.push((acc << (to - bits)) & maxv); return out; }
export function bech32Segwit(hrp, ver, program) {
  const data = [ver, ...convertBits(program, 8, 5)];
  const pm = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const ck = []; for (let i = 0; i < 6; i++) ck.push((pm >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data, ...ck].map(v => BCH[v]).join('');
}
export function bech32Valid(s) {
  const x = s.toLowerCase(); const p = x.lastIndexOf('1'); if (p < 1) return false;
  const hrp = x.slice(0, p), data = [...x.slice(p + 1)].map(c => BCH.indexOf(c)); if (data.some(v => v < 0)) return false;
  return polymod([...hrpExpand(hrp), ...data]) === 1;
}
// Keccak-256 (for EIP-55)
const RC = ['0x0000000000000001','0x0000000000008082','0x800000000000808A','0x8000000080008000','0x000000000000808B','0x0000000080000001','0x8000000080008081','0x8000000000008009','0x000000000000008A','0x0000000000000088','0x0000000080008009','0x000000008000000A','0x000000008000808B','0x800000000000008B','0x8000000000008089','0x8000000000008003','0x8000000000008002','0x8000000000000080','0x000000000000800A','0x800000008000000A','0x8000000080008081','0x8000000000008080','0x0000000080000001','0x8000000080008008'].map(BigInt);
const ROT = [[0,36,3,41,18],[1,44,10,45,2],[62,6,43,15,61],[28,55,25,21,56],[27,20,39,8,14]];
const M64 = (1n << 64n) - 1n;
const rotl = (x, n) => n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & M64;
function keccakF(A) {
  for (let rnd = 0; rnd < 24; rnd++) {
    const C = [0,1,2,3,4].map(x => A[x][0] ^ A[x][1] ^ A[x][2] ^ A[x][3] ^ A[x][4]);
    const D = [0,1,2,3,4].map(x => C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1));
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x][y] ^= D[x];
    const B = [0,1,2,3,4].map(() => [0n,0n,0n,0n,0n]);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y][(2 * x + 3 * y) % 5] = rotl(A[x][y], ROT[x][y]);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x][y] = B[x][y] ^ ((~B[(x + 1) % 5][y] & M64) & B[(x + 2) % 5][y]);
    A[0][0] ^= RC[rnd];
  }
}
export function keccak256(bytes) {
  const rate = 136; const msg = Array.from(bytes); msg.push(0x01); while (msg.length % rate) msg.push(0); msg[msg.length - 1] |= 0x80;
  const A = [0,1,2,3,4].map(() => [0n,0n,0n,0n,0n]);
  for (let off = 0; off < msg.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) { let v = 0n; for (let k = 7; k >= 0; k--) v = (v << 8n) | BigInt(msg[off + i * 8 + k]); A[i % 5][Math.floor(i / 5)] ^= v; }
    keccakF(A);
  }
  let out = ''; for (let i = 0; i < 4; i++) { let v = A[i % 5][Math.floor(i / 5)]; for (let k = 0; k < 8; k++) { out += Number(v & 255n).toString(16).padStart(2, '0'); v >>= 8n; } }
  return out;
}
export function eip55(hex40) { const a = hex40.toLowerCase(); const h = keccak256(Buffer.from(a, 'ascii')); let s = ''; for (let i = 0; i < 40; i++) s += parseInt(h[i], 16) >= 8 ? a[i].toUpperCase() : a[i]; return '0x' + s; }
export function isbn13Check(b12) { const ds = d(b12); let s = 0; for (let i = 0; i < 12; i++) s += ds[i] * (i % 2 ? 3 : 1); return (10 - s % 10) % 10; }
export function issnCheck(b7) { const ds = d(b7); let s = 0; for (let i = 0; i < 7; i++) s += ds[i] * (8 - i); const c = (11 - s % 11) % 11; return c === 10 ? 'X' : String(c); }
// native digit normalisation
const DIGSETS = ['٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹', '০১২৩৪৫৬৭৮৯', '०१२३४५६७८९', '๐๑๒๓๔๕๖๗๘๙', '０１２３４５６７８９'];
export function normDigits(s) { let o = ''; for (const ch of s) { let m = ch; for (const set of DIGSETS) { const k = set.indexOf(ch); if (k >= 0) { m = String(k); break; } } o += m; } return o; }

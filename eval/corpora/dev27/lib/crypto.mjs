// Encoders and hashes needed for valid checksums: base58check, bech32/bech32m, keccak-256 (EIP-55), crc32, base62.
import { createHash } from 'node:crypto';
export const sha256 = (b) => createHash('sha256').update(b).digest();
export const sha256d = (b) => sha256(sha256(b));

export const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const XRP58 = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
export function b58encode(buf, alpha = B58) {
  let n = BigInt('0x' + (buf.length ? buf.toString('hex') : '0')); let s = '';
  while (n > 0n) { s = alpha[Number(n % 58n)] + s; n /= 58n; }
  for (const byte of buf) { if (byte === 0) s = alpha[0] + s; else break; }
  return s;
}
export function b58decode(str, alpha = B58) {
  let n = 0n; for (const c of str) { const i = alpha.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); }
  let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; if (n === 0n) hex = '';
  let lead = 0; for (const c of str) { if (c === alpha[0]) lead++; else break; }
  return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]);
}
export function b58check(payload, alpha = B58) { return b58encode(Buffer.concat([payload, sha256d(payload).subarray(0, 4)]), alpha); }
export function b58checkValid(str, alpha = B58) {
  const b = b58decode(str, alpha); if (!b || b.length < 5) return false;
  const p = b.subarray(0, b.length - 4); return sha256d(p).subarray(0, 4).equals(b.subarray(b.length - 4));
}

const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1;
  for (const v of values) { const top = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= G[i]; }
  return chk >>> 0;
}
const hrpExpand = (h) => [...[...h].map(c => c.charCodeAt(0) >> 5), 0, ...[...h].map(c => c.charCodeAt(0) & 31)];
function convertbits(data, from, to, pad = true) {
  let acc = 0, bits = 0; const ret = []; const maxv = (1 << to) - 1;
  for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; ret.push((acc >> bits) & maxv); } }
  if (pad && bits) ret.push((acc << (to - bits)) & maxv); return ret;
}
export function bech32Encode(hrp, data5, m = false) {
  const C = m ? 0x2bc830a3 : 1;
  const pm = polymod([...hrpExpand(hrp), ...data5, 0, 0, 0, 0, 0, 0]) ^ C;
  const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data5, ...chk].map(d => BECH[d]).join('');
}
export function segwitAddr(hrp, ver, prog) { return bech32Encode(hrp, [ver, ...convertbits([...prog], 8, 5)], ver > 0); }
export function bech32Valid(addr) {
  const s = addr.toLowerCase(); const p = s.lastIndexOf('1'); if (p < 1) return false;
  const hrp = s.slice(0, p); const data = [...s.slice(p + 1)].map(c => BECH.indexOf(c)); if (data.some(d => d < 0)) return false;
  const pm = polymod([...hrpExpand(hrp), ...data]); return pm === 1 || pm === 0x2bc830a3;
}
export function bech32Raw(hrp, bytes) { return bech32Encode(hrp, convertbits([...bytes], 8, 5)); }

// keccak-256 (original padding, as Ethereum uses)
const RC = ['0x1', '0x8082', '0x800000000000808A', '0x8000000080008000', '0x808B', '0x80000001', '0x8000000080008081', '0x8000000000008009', '0x8A', '0x88', '0x80008009', '0x8000000A', '0x8000808B', '0x800000000000008B', '0x8000000000008089', '0x8000000000008003', '0x8000000000008002', '0x8000000000000080', '0x800A', '0x800000008000000A', '0x8000000080008081', '0x8000000000008080', '0x80000001', '0x8000000080008008'].map(BigInt);
const ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]];
const M64 = (1n << 64n) - 1n;
const rotl = (v, r) => r === 0 ? v : ((v << BigInt(r)) | (v >> BigInt(64 - r))) & M64;
function keccakF(s) {
  for (let round = 0; round < 24; round++) {
    const C = []; for (let x = 0; x < 5; x++) C[x] = s[x] ^ s[x + 5] ^ s[x + 10] ^ s[x + 15] ^ s[x + 20];
    for (let x = 0; x < 5; x++) { const D = C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1); for (let y = 0; y < 5; y++) s[x + 5 * y] ^= D; }
    const B = new Array(25);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(s[x + 5 * y], ROT[x][y]);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) s[x + 5 * y] = B[x + 5 * y] ^ ((~B[(x + 1) % 5 + 5 * y] & M64) & B[(x + 2) % 5 + 5 * y]);
    s[0] ^= RC[round];
  }
}
export function keccak256(input) {
  const msg = Buffer.from(input); const rate = 136;
  const padLen = rate - (msg.length % rate); const p = Buffer.concat([msg, Buffer.alloc(padLen)]);
  p[msg.length] ^= 0x01; p[p.length - 1] ^= 0x80;
  const s = new Array(25).fill(0n);
  for (let off = 0; off < p.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) s[i] ^= p.readBigUInt64LE(off + i * 8);
    keccakF(s);
  }
  const out = Buffer.alloc(32); for (let i = 0; i < 4; i++) out.writeBigUInt64LE(s[i], i * 8); return out;
}
export function eip55(hex40) {
  const a = hex40.toLowerCase(); const h = keccak256(Buffer.from(a, 'ascii')).toString('hex');
  let r = ''; for (let i = 0; i < 40; i++) r += parseInt(h[i], 16) >= 8 ? a[i].toUpperCase() : a[i]; return '0x' + r;
}
export function eip55Valid(addr) { if (!/^0x[0-9a-fA-F]{40}$/.test(addr)) return false; return eip55(addr.slice(2)) === addr; }

const CRCT = (() => { const t = []; for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0; } return t; })();
export function crc32(str) { let c = 0xffffffff; for (const b of Buffer.from(str)) c = CRCT[(c ^ b) & 255] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n, width) { let s = ''; while (n > 0) { s = B62[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(width, '0'); }

// Encodings with checksums: base58check, bech32/bech32m, Keccak-256 (for EIP-55), base64url.
import { createHash } from 'node:crypto';

export const sha256 = (b) => createHash('sha256').update(b).digest();

export const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const B58_XRP = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

export function b58encode(buf, alpha = B58) {
  let n = 0n; for (const x of buf) n = n * 256n + BigInt(x);
  let s = ''; while (n > 0n) { s = alpha[Number(n % 58n)] + s; n /= 58n; }
  for (const x of buf) { if (x === 0) s = alpha[0] + s; else break; }
  return s;
}
export function b58decode(str, alpha = B58) {
  let n = 0n;
  for (const ch of str) { const i = alpha.indexOf(ch); if (i < 0) return null; n = n * 58n + BigInt(i); }
  const bytes = []; while (n > 0n) { bytes.unshift(Number(n % 256n)); n /= 256n; }
  for (const ch of str) { if (ch === alpha[0]) bytes.unshift(0); else break; }
  return Buffer.from(bytes);
}
export function b58check(version, payload, alpha = B58) {
  const body = Buffer.concat([Buffer.from([version]), payload]);
  const ck = sha256(sha256(body)).subarray(0, 4);
  return b58encode(Buffer.concat([body, ck]), alpha);
}
export function b58checkValid(str, alpha = B58) {
  const b = b58decode(str, alpha); if (!b || b.length < 5) return false;
  const body = b.subarray(0, b.length - 4), ck = b.subarray(b.length - 4);
  return sha256(sha256(body)).subarray(0, 4).equals(ck);
}

// ---- bech32 / bech32m (BIP-173 / BIP-350)
const CH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
function polymod(values) { let chk = 1; for (const v of values) { const b = chk >> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >> i) & 1) chk ^= GEN[i]; } return chk; }
function hrpExpand(hrp) { const r = []; for (const c of hrp) r.push(c.charCodeAt(0) >> 5); r.push(0); for (const c of hrp) r.push(c.charCodeAt(0) & 31); return r; }
export const BECH32 = 1, BECH32M = 0x2bc830a3;
export function bech32Encode(hrp, data, constant = BECH32) {
  const values = hrpExpand(hrp).concat(data).concat([0, 0, 0, 0, 0, 0]);
  const mod = polymod(values) ^ constant;
  const ck = []; for (let i = 0; i < 6; i++) ck.push((mod >> (5 * (5 - i))) & 31);
  return hrp + '1' + data.concat(ck).map((d) => CH[d]).join('');
}
export function bech32Decode(str) {
  const s = str.toLowerCase(); const pos = s.lastIndexOf('1'); if (pos < 1) return null;
  const hrp = s.slice(0, pos); const data = [];
  for (const c of s.slice(pos + 1)) { const i = CH.indexOf(c); if (i < 0) return null; data.push(i); }
  const pm = polymod(hrpExpand(hrp).concat(data));
  const spec = pm === BECH32 ? 'bech32' : pm === BECH32M ? 'bech32m' : null;
  if (!spec) return null;
  return { hrp, data: data.slice(0, -6), spec };
}
export function convertBits(data, from, to, pad = true) {
  let acc = 0, bits = 0; const ret = []; const maxv = (1 << to) - 1;
  for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; ret.push((acc >> bits) & maxv); } }
  if (pad && bits > 0) ret.push((acc << (to - bits)) & maxv);
  return ret;
}
export function segwitAddress(hrp, ver, program) {
  return bech32Encode(hrp, [ver].concat(convertBits([...program], 8, 5)), ver === 0 ? BECH32 : BECH32M);
}

// ---- Keccak-256 (original Keccak padding, as used by Ethereum)
const RC = ['0x0000000000000001', '0x0000000000008082', '0x800000000000808A', '0x8000000080008000', '0x000000000000808B', '0x0000000080000001', '0x8000000080008081', '0x8000000000008009', '0x000000000000008A', '0x0000000000000088', '0x0000000080008009', '0x000000008000000A', '0x000000008000808B', '0x800000000000008B', '0x8000000000008089', '0x8000000000008003', '0x8000000000008002', '0x8000000000000080', '0x000000000000800A', '0x800000008000000A', '0x8000000080008081', '0x8000000000008080', '0x0000000080000001', '0x8000000080008008'].map(BigInt);
const ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]];
const M64 = (1n << 64n) - 1n;
const rotl = (v, n) => (n === 0 ? v : ((v << BigInt(n)) | (v >> BigInt(64 - n))) & M64);
function keccakF(s) {
  for (let r = 0; r < 24; r++) {
    const C = [0, 1, 2, 3, 4].map((x) => s[x] ^ s[x + 5] ^ s[x + 10] ^ s[x + 15] ^ s[x + 20]);
    const D = [0, 1, 2, 3, 4].map((x) => C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1));
    for (let i = 0; i < 25; i++) s[i] ^= D[i % 5];
    const B = new Array(25);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(s[x + 5 * y], ROT[x][y]);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) s[x + 5 * y] = B[x + 5 * y] ^ (~B[((x + 1) % 5) + 5 * y] & M64 & B[((x + 2) % 5) + 5 * y]);
    s[0] ^= RC[r];
  }
}
export function keccak(input, padByte = 0x01) {
  const msg = Buffer.from(input); const rate = 136;
  const padLen = rate - (msg.length % rate);
  const p = Buffer.alloc(msg.length + padLen); msg.copy(p); p[msg.length] ^= padByte; p[p.length - 1] ^= 0x80;
  const s = new Array(25).fill(0n);
  for (let off = 0; off < p.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) s[i] ^= p.readBigUInt64LE(off + 8 * i);
    keccakF(s);
  }
  const out = Buffer.alloc(32); for (let i = 0; i < 4; i++) out.writeBigUInt64LE(s[i], 8 * i);
  return out;
}
export const keccak256 = (b) => keccak(b, 0x01);
export function eip55(hex40) {
  const lower = hex40.toLowerCase(); const h = keccak256(Buffer.from(lower, 'ascii')).toString('hex');
  let out = ''; for (let i = 0; i < 40; i++) out += parseInt(h[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  return '0x' + out;
}
export function eip55Valid(addr) {
  if (!/^0x[0-9a-fA-F]{40}$/.test(addr)) return false;
  const body = addr.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true; // no checksum encoded
  return eip55(body) === addr;
}
export const b64url = (buf) => Buffer.from(buf).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

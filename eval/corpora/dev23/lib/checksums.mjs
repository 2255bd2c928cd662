// Check-digit algorithms and encodings (pure functions, used by generator and checker).
import { createHash } from 'node:crypto';

export const onlyDigits = (s) => s.replace(/\D/g, '');

// ---- Luhn
export function luhnValid(num) {
  if (!/^\d+$/.test(num)) return false;
  let s = 0, dbl = false;
  for (let i = num.length - 1; i >= 0; i--) {
    let d = +num[i];
    if (dbl) { d *= 2; if (d > 9) d -= 9; }
    s += d; dbl = !dbl;
  }
  return s % 10 === 0;
}
export function luhnComplete(partial) {
  for (let c = 0; c < 10; c++) if (luhnValid(partial + c)) return partial + c;
}

// ---- mod 97 / IBAN
export function mod97(str) { let r = 0; for (const ch of str) r = (r * 10 + (+ch)) % 97; return r; }
const letterNum = (s) => s.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
export const IBAN_LEN = { DE: 22, AT: 20, CH: 21, FR: 27, BE: 16, ES: 24, IT: 27, PT: 25, NL: 18, PL: 28, CZ: 24, TR: 26, GB: 22, SA: 24, AE: 23, IL: 23, UA: 29, BR: 29 };
export function ibanValid(iban) {
  const s = iban.replace(/ /g, '');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false;
  if (IBAN_LEN[s.slice(0, 2)] !== s.length) return false;
  return mod97(letterNum(s.slice(4) + s.slice(0, 4))) === 1;
}
export function makeIban(cc, bban) {
  const chk = 98 - mod97(letterNum(bban + cc + '00'));
  return cc + String(chk).padStart(2, '0') + bban;
}

// ---- Verhoeff (Aadhaar)
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffValid(num) { let c = 0; const a = num.split('').reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[i % 8][+a[i]]]; return c === 0; }
export function verhoeffComplete(partial) { let c = 0; const a = partial.split('').reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][+a[i]]]; return partial + VINV[c]; }

// ---- ISO 7064 MOD 11,10 (German Steuer-ID)
export function iso7064_11_10(partial) {
  let p = 10;
  for (const ch of partial) { let s = (+ch + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; }
  let c = 11 - p; if (c === 10) c = 0; return c;
}

// ---- weighted sums
export const wsum = (digits, weights) => digits.split('').reduce((s, d, i) => s + (+d) * weights[i], 0);

// ---- Italian codice fiscale / CIN odd-even tables
const CF_ODD = { 0:1,1:0,2:5,3:7,4:9,5:13,6:15,7:17,8:19,9:21,A:1,B:0,C:5,D:7,E:9,F:13,G:15,H:17,I:19,J:21,K:2,L:4,M:18,N:20,O:11,P:3,Q:6,R:8,S:12,T:14,U:16,V:10,W:22,X:25,Y:24,Z:23 };
const cfEven = (ch) => (/\d/.test(ch) ? +ch : ch.charCodeAt(0) - 65);
export function cfCheckChar(s) {
  let sum = 0;
  for (let i = 0; i < s.length; i++) sum += (i % 2 === 0) ? CF_ODD[s[i]] : cfEven(s[i]);
  return String.fromCharCode(65 + (sum % 26));
}

// ---- CRC32 and base62 (GitHub / npm token checksum)
const CRC_T = (() => { const t = new Uint32Array(256); for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0; } return t; })();
export function crc32(str) { let c = 0xffffffff; for (const b of Buffer.from(str, 'utf8')) c = CRC_T[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n, width) { let s = ''; do { s = B62[n % 62] + s; n = Math.floor(n / 62); } while (n > 0); return s.padStart(width, '0'); }
export const tokenCrc = (body30) => base62(crc32(body30), 6);

// ---- base58check
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export function b58encode(buf) {
  let n = BigInt('0x' + (buf.toString('hex') || '0')); let s = '';
  while (n > 0n) { s = B58[Number(n % 58n)] + s; n /= 58n; }
  for (const b of buf) { if (b === 0) s = '1' + s; else break; }
  return s;
}
export function b58decode(str) {
  let n = 0n; for (const ch of str) { const i = B58.indexOf(ch); if (i < 0) return null; n = n * 58n + BigInt(i); }
  let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; if (n === 0n) hex = '';
  let lead = 0; for (const ch of str) { if (ch === '1') lead++; else break; }
  return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]);
}
const sha256 = (b) => createHash('sha256').update(b).digest();
export function b58check(version, payload) {
  const body = Buffer.concat([Buffer.from([version]), payload]);
  return b58encode(Buffer.concat([body, sha256(sha256(body)).subarray(0, 4)]));
}
export function b58checkValid(str) {
  const b = b58decode(str); if (!b || b.length < 5) return false;
  const body = b.subarray(0, b.length - 4);
  return sha256(sha256(body)).subarray(0, 4).equals(b.subarray(b.length - 4));
}

// ---- bech32 / bech32m
const BCH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
const hrpExpand = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
export function convertBits(data, from, to, pad = true) { let acc = 0, bits = 0; const out = []; const maxv = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } } if (pad && bits > 0) out.push((acc << (to - bits)) & maxv); return out; }
export function bech32Encode(hrp, data5, m = false) {
  const C = m ? 0x2bc830a3 : 1;
  const pm = polymod([...hrpExpand(hrp), ...data5, 0, 0, 0, 0, 0, 0]) ^ C;
  const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data5, ...chk].map((d) => BCH[d]).join('');
}
export function bech32Valid(str) { // returns 'bech32' | 'bech32m' | null
  const s = str.toLowerCase(); const p = s.lastIndexOf('1'); if (p < 1) return null;
  const hrp = s.slice(0, p); const data = [...s.slice(p + 1)].map((c) => BCH.indexOf(c)); if (data.some((d) => d < 0) || data.length < 6) return null;
  const pm = polymod([...hrpExpand(hrp), ...data]);
  return pm === 1 ? 'bech32' : pm === 0x2bc830a3 ? 'bech32m' : null;
}

// ---- Keccak-256 (for EIP-55); pad 0x01 = keccak, 0x06 = sha3
const MASK = (1n << 64n) - 1n;
const rotl = (x, n) => ((x << BigInt(n)) | (x >> BigInt(64 - n))) & MASK;
const RC = (() => { const out = []; let R = 1; const rcBit = () => { const b = R & 1; R = (R & 0x80) ? ((R << 1) ^ 0x71) & 0xff : (R << 1) & 0xff; return b; }; for (let i = 0; i < 24; i++) { let rc = 0n; for (let j = 0; j < 7; j++) if (rcBit()) rc |= 1n << BigInt((1 << j) - 1); out.push(rc); } return out; })();
const ROT = (() => { const r = Array(25).fill(0); let x = 1, y = 0; for (let t = 0; t < 24; t++) { r[x + 5 * y] = ((t + 1) * (t + 2) / 2) % 64; [x, y] = [y, (2 * x + 3 * y) % 5]; } return r; })();
function keccakF(s) {
  for (let round = 0; round < 24; round++) {
    const C = [0, 1, 2, 3, 4].map((x) => s[x] ^ s[x + 5] ^ s[x + 10] ^ s[x + 15] ^ s[x + 20]);
    for (let x = 0; x < 5; x++) { const D = C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1); for (let y = 0; y < 5; y++) s[x + 5 * y] ^= D; }
    const B = Array(25).fill(0n);
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) { const v = s[x + 5 * y]; const n = ROT[x + 5 * y]; B[y + 5 * ((2 * x + 3 * y) % 5)] = n ? rotl(v, n) : v; }
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) s[x + 5 * y] = B[x + 5 * y] ^ ((~B[(x + 1) % 5 + 5 * y] & MASK) & B[(x + 2) % 5 + 5 * y]);
    s[0] ^= RC[round];
  }
}
export function keccak256(input, padByte = 0x01) {
  const rate = 136; const msg = Buffer.from(input);
  const padLen = rate - (msg.length % rate);
  const p = Buffer.alloc(msg.length + padLen); msg.copy(p); p[msg.length] ^= padByte; p[p.length - 1] ^= 0x80;
  const s = Array(25).fill(0n);
  for (let off = 0; off < p.length; off += rate) { for (let i = 0; i < rate / 8; i++) s[i] ^= p.readBigUInt64LE(off + i * 8); keccakF(s); }
  const out = Buffer.alloc(32); for (let i = 0; i < 4; i++) out.writeBigUInt64LE(s[i], i * 8); return out;
}
export function eip55(hex40) {
  const lower = hex40.toLowerCase(); const h = keccak256(lower).toString('hex');
  return '0x' + [...lower].map((c, i) => (/[a-f]/.test(c) && parseInt(h[i], 16) >= 8 ? c.toUpperCase() : c)).join('');
}
export const eip55Valid = (addr) => /^0x[0-9a-fA-F]{40}$/.test(addr) && eip55(addr.slice(2)) === addr;

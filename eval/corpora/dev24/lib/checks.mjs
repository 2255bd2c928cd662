// Check-digit algorithms shared by the generator and the checker.
// check.mjs additionally verifies these against published test vectors.
import { createHash } from 'node:crypto';

export const onlyDigits = (s) => s.replace(/\D/g, '');

export function luhnValid(num) { const s = onlyDigits(num); let sum = 0, alt = false;
  for (let i = s.length - 1; i >= 0; i--) { let d = +s[i]; if (alt) { d *= 2; if (d > 9) d -= 9; } sum += d; alt = !alt; }
  return s.length > 1 && sum % 10 === 0; }
export function luhnDigit(partial) { for (let d = 0; d < 10; d++) if (luhnValid(partial + d)) return String(d); }

// ISO 7064 mod 97-10 on an alphanumeric string (letters A=10..Z=35)
export function mod97(str) { let r = 0; for (const ch of str.toUpperCase()) { const v = /[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0) - 55); for (const c of v) r = (r * 10 + +c) % 97; } return r; }
export function ibanValid(iban) { const s = iban.replace(/\s/g, ''); if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false; return mod97(s.slice(4) + s.slice(0, 4)) === 1; }
export function ibanFromBban(cc, bban) { const c = 98 - mod97(bban + cc + '00'); return cc + String(c).padStart(2, '0') + bban; }

// Verhoeff (Aadhaar)
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffValid(num) { let c = 0; const s = onlyDigits(num).split('').reverse(); s.forEach((d, i) => { c = VD[c][VP[i % 8][+d]]; }); return c === 0; }
export function verhoeffDigit(num) { let c = 0; const s = onlyDigits(num).split('').reverse(); s.forEach((d, i) => { c = VD[c][VP[(i + 1) % 8][+d]]; }); return String(VINV[c]); }

// ISO 7064 mod 11,10 (German Steuer-ID)
export function mod11_10Digit(s) { let p = 10; for (const ch of s) { let t = (+ch + p) % 10; if (t === 0) t = 10; p = (2 * t) % 11; } let c = 11 - p; return String(c === 10 ? 0 : c); }

export const weightedSum = (s, w) => s.split('').reduce((a, d, i) => a + (+d) * w[i], 0);

// ---- hashing / encodings for wallets and tokens
export const sha256 = (b) => createHash('sha256').update(b).digest();
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const B58R = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz'; // XRP alphabet
export function b58encode(buf, alpha = B58) { let n = BigInt('0x' + (buf.toString('hex') || '0')); let s = ''; while (n > 0n) { s = alpha[Number(n % 58n)] + s; n /= 58n; } for (const b of buf) { if (b === 0) s = alpha[0] + s; else break; } return s; }
export function b58decode(str, alpha = B58) { let n = 0n; for (const ch of str) { const i = alpha.indexOf(ch); if (i < 0) return null; n = n * 58n + BigInt(i); } let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; if (n === 0n) hex = ''; let lead = 0; for (const ch of str) { if (ch === alpha[0]) lead++; else break; } return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]); }
export function b58check(payload, alpha = B58) { return b58encode(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]), alpha); }
export function b58checkValid(str, alpha = B58) { const b = b58decode(str, alpha); if (!b || b.length < 5) return false; const p = b.subarray(0, -4); return sha256(sha256(p)).subarray(0, 4).equals(b.subarray(-4)); }
export const XRP_ALPHA = B58R;

// bech32 / bech32m (BIP-173 / BIP-350)
const BCH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
const hrpExpand = (h) => [...[...h].map(c => c.charCodeAt(0) >> 5), 0, ...[...h].map(c => c.charCodeAt(0) & 31)];
export function convertBits(data, from, to, pad = true) { let acc = 0, bits = 0; const out = []; const maxv = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } } if (pad && bits > 0) out.push((acc << (to - bits)) & maxv); return out; }
export function bech32Encode(hrp, data5, m = false) { const C = m ? 0x2bc830a3 : 1; const pm = polymod([...hrpExpand(hrp), ...data5, 0, 0, 0, 0, 0, 0]) ^ C; const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >>> (5 * (5 - i))) & 31); return hrp + '1' + [...data5, ...chk].map(d => BCH[d]).join(''); }
export function bech32Verify(str) { const s = str.toLowerCase(); const pos = s.lastIndexOf('1'); if (pos < 1) return null; const hrp = s.slice(0, pos); const data = [...s.slice(pos + 1)].map(c => BCH.indexOf(c)); if (data.some(d => d < 0)) return null; const pm = polymod([...hrpExpand(hrp), ...data]); return pm === 1 ? 'bech32' : pm === 0x2bc830a3 ? 'bech32m' : null; }

// Keccak-256 (pre-NIST padding, as used by Ethereum)
const RC = [0x1n, 0x8082n, 0x800000000000808an, 0x8000000080008000n, 0x808bn, 0x80000001n, 0x8000000080008081n, 0x8000000000008009n, 0x8an, 0x88n, 0x80008009n, 0x8000000an, 0x8000808bn, 0x800000000000008bn, 0x8000000000008089n, 0x8000000000008003n, 0x8000000000008002n, 0x8000000000000080n, 0x800an, 0x800000008000000an, 0x8000000080008081n, 0x8000000000008080n, 0x80000001n, 0x8000000080008008n];
const ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]];
const M64 = (1n << 64n) - 1n;
const rotl = (v, n) => n === 0 ? v : ((v << BigInt(n)) | (v >> BigInt(64 - n))) & M64;
function keccakf(A) { for (let r = 0; r < 24; r++) { const C = [0, 1, 2, 3, 4].map(x => A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20]); const D = [0, 1, 2, 3, 4].map(x => C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1)); for (let i = 0; i < 25; i++) A[i] ^= D[i % 5]; const B = new Array(25); for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(A[x + 5 * y], ROT[x][y]); for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x + 5 * y] = B[x + 5 * y] ^ ((~B[(x + 1) % 5 + 5 * y] & M64) & B[(x + 2) % 5 + 5 * y]); A[0] ^= RC[r]; } }
export function keccak256(input) { const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input; const rate = 136; const msg = [...bytes, 0x01]; while (msg.length % rate) msg.push(0); msg[msg.length - 1] |= 0x80; const A = new Array(25).fill(0n); for (let off = 0; off < msg.length; off += rate) { for (let i = 0; i < rate / 8; i++) { let v = 0n; for (let b = 7; b >= 0; b--) v = (v << 8n) | BigInt(msg[off + i * 8 + b]); A[i] ^= v; } keccakf(A); } const out = []; for (let i = 0; i < 4; i++) { let v = A[i]; for (let b = 0; b < 8; b++) { out.push(Number(v & 0xffn)); v >>= 8n; } } return Buffer.from(out); }
export function eip55(addrHex40) { const a = addrHex40.toLowerCase(); const h = keccak256(a).toString('hex'); let o = '0x'; for (let i = 0; i < 40; i++) o += parseInt(h[i], 16) >= 8 ? a[i].toUpperCase() : a[i]; return o; }
export const eip55Valid = (s) => /^0x[0-9a-fA-F]{40}$/.test(s) && eip55(s.slice(2)) === s;

// CRC32 and base62 (GitHub token checksum)
const CRCT = (() => { const t = []; for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t.push(c >>> 0); } return t; })();
export function crc32(str) { let c = 0xffffffff; for (const b of Buffer.from(str)) c = CRCT[(c ^ b) & 255] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n, len) { let s = ''; while (n > 0) { s = B62[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(len, '0'); }
export const githubTokenValid = (tok) => { const m = /^(gh[pousr]_)([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/.exec(tok); return !!m && base62(crc32(m[2]), 6) === m[3]; };

// CRC-24 (OpenPGP armor)
export function crc24(buf) { let crc = 0xb704ce; for (const b of buf) { crc ^= b << 16; for (let i = 0; i < 8; i++) { crc <<= 1; if (crc & 0x1000000) crc ^= 0x1864cfb; } } return crc & 0xffffff; }

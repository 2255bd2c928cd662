// Check-digit algorithms used both by the generator and by check.mjs.
import { createHash } from 'node:crypto';

export const onlyDigits = (s) => s.replace(/\D/g, '');
export function luhnSum(ds) { let s = 0, alt = false; for (let i = ds.length - 1; i >= 0; i--) { let d = +ds[i]; if (alt) { d *= 2; if (d > 9) d -= 9; } s += d; alt = !alt; } return s; }
export const luhnValid = (ds) => /^\d+$/.test(ds) && luhnSum(ds) % 10 === 0;
export const luhnCheck = (partial) => String((10 - (luhnSum(partial + '0') % 10)) % 10);

export function mod97(str) { let r = 0; for (const ch of str) { r = (r * 10 + +ch) % 97; } return r; }
const alnumToNum = (s) => s.toUpperCase().split('').map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
export function ibanCheck(cc, bban) { const n = alnumToNum(bban + cc + '00'); return String(98 - mod97(n)).padStart(2, '0'); }
export function ibanValid(iban) { const s = iban.replace(/\s/g, '').toUpperCase(); if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false; return mod97(alnumToNum(s.slice(4) + s.slice(0, 4))) === 1; }

// Verhoeff (Aadhaar)
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffCheck(ds) { let c = 0; const a = ds.split('').reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][+a[i]]]; return String(VINV[c]); }
export function verhoeffValid(ds) { let c = 0; const a = ds.split('').reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[i % 8][+a[i]]]; return c === 0; }

export function iso7064_11_10(ds) { let p = 10; for (const ch of ds) { let s = (+ch + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; } const c = 11 - p; return String(c === 10 ? 0 : c); }
export function icao731(s) { const w = [7, 3, 1]; let t = 0; s.toUpperCase().split('').forEach((c, i) => { const v = c === '<' ? 0 : /\d/.test(c) ? +c : c.charCodeAt(0) - 55; t += v * w[i % 3]; }); return String(t % 10); }
export function weighted(ds, w) { let s = 0; for (let i = 0; i < w.length; i++) s += +ds[i] * w[i]; return s; }

// CRC32 + base62 (GitHub / npm token checksum)
const CRC_T = (() => { const t = new Uint32Array(256); for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0; } return t; })();
export function crc32(str) { let c = 0xffffffff; for (const b of Buffer.from(str, 'utf8')) c = CRC_T[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n, len) { let s = ''; while (n > 0) { s = B62[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(len, '0'); }
export const ghChecksumValid = (tok) => { const m = tok.match(/^(?:gh[pousr]|npm)_([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/); return !!m && base62(crc32(m[1]), 6) === m[2]; };

// Base58Check
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (b) => createHash('sha256').update(b).digest();
export function b58encode(buf) { let n = BigInt('0x' + (Buffer.from(buf).toString('hex') || '0')); let s = ''; while (n > 0n) { s = B58[Number(n % 58n)] + s; n /= 58n; } for (const b of buf) { if (b === 0) s = '1' + s; else break; } return s; }
export function b58decode(s) { let n = 0n; for (const c of s) { const i = B58.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); } let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; let buf = Buffer.from(n === 0n ? '' : hex, 'hex'); let z = 0; for (const c of s) { if (c === '1') z++; else break; } return Buffer.concat([Buffer.alloc(z), buf]); }
export function base58check(version, payload) { const b = Buffer.concat([Buffer.from([version]), Buffer.from(payload)]); const ck = sha256(sha256(b)).subarray(0, 4); return b58encode(Buffer.concat([b, ck])); }
export function base58checkValid(s) { const b = b58decode(s); if (!b || b.length < 5) return false; const body = b.subarray(0, b.length - 4); return sha256(sha256(body)).subarray(0, 4).equals(b.subarray(b.length - 4)); }

// Bech32 / Bech32m
const BC = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
const hrpExpand = (h) => [...h].map((c) => c.charCodeAt(0) >> 5).concat([0], [...h].map((c) => c.charCodeAt(0) & 31));
function convertbits(data, from, to) { let acc = 0, bits = 0; const out = []; const maxv = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } } if (bits > 0) out.push((acc << (to - bits)) & maxv); return out; }
export function segwitAddress(hrp, ver, program) { const data = [ver].concat(convertbits(program, 8, 5)); const C = ver === 0 ? 1 : 0x2bc830a3; const pm = polymod(hrpExpand(hrp).concat(data, [0, 0, 0, 0, 0, 0])) ^ C; const ck = []; for (let i = 0; i < 6; i++) ck.push((pm >> (5 * (5 - i))) & 31); return hrp + '1' + data.concat(ck).map((d) => BC[d]).join(''); }
export function bech32Valid(addr) { const s = addr.toLowerCase(); const p = s.lastIndexOf('1'); if (p < 1) return false; const hrp = s.slice(0, p); const data = [...s.slice(p + 1)].map((c) => BC.indexOf(c)); if (data.some((d) => d < 0)) return false; const pm = polymod(hrpExpand(hrp).concat(data)); return data[0] === 0 ? pm === 1 : pm === 0x2bc830a3; }

// Keccak-256 (for EIP-55)
const RC = [0x1n, 0x8082n, 0x800000000000808an, 0x8000000080008000n, 0x808bn, 0x80000001n, 0x8000000080008081n, 0x8000000000008009n, 0x8an, 0x88n, 0x80008009n, 0x8000000an, 0x8000808bn, 0x800000000000008bn, 0x8000000000008089n, 0x8000000000008003n, 0x8000000000008002n, 0x8000000000000080n, 0x800an, 0x800000008000000an, 0x8000000080008081n, 0x8000000000008080n, 0x80000001n, 0x8000000080008008n];
const ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]];
const M64 = (1n << 64n) - 1n;
const rotl = (v, n) => (n === 0 ? v : ((v << BigInt(n)) | (v >> BigInt(64 - n))) & M64);
function keccakF(A) { for (let r = 0; r < 24; r++) { const C = [], D = []; for (let x = 0; x < 5; x++) C[x] = A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20]; for (let x = 0; x < 5; x++) D[x] = C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1); for (let i = 0; i < 25; i++) A[i] ^= D[i % 5]; const B = new Array(25); for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(A[x + 5 * y], ROT[x][y]); for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x + 5 * y] = B[x + 5 * y] ^ (~B[(x + 1) % 5 + 5 * y] & M64 & B[(x + 2) % 5 + 5 * y]); A[0] ^= RC[r]; } }
export function keccak256(bytes) { const rate = 136; const msg = Buffer.from(bytes); const padLen = rate - (msg.length % rate); const p = Buffer.concat([msg, Buffer.alloc(padLen)]); p[msg.length] ^= 0x01; p[p.length - 1] ^= 0x80; const A = new Array(25).fill(0n); for (let off = 0; off < p.length; off += rate) { for (let i = 0; i < rate / 8; i++) A[i] ^= p.readBigUInt64LE(off + i * 8); keccakF(A); } const out = Buffer.alloc(32); for (let i = 0; i < 4; i++) out.writeBigUInt64LE(A[i], i * 8); return out.toString('hex'); }
export function eip55(hex40) { const lower = hex40.toLowerCase(); const h = keccak256(Buffer.from(lower, 'ascii')); let s = '0x'; for (let i = 0; i < 40; i++) s += parseInt(h[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i]; return s; }
export const eip55Valid = (a) => /^0x[0-9a-fA-F]{40}$/.test(a) && eip55(a.slice(2)) === a;

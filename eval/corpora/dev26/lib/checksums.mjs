// Check-digit schemes: compute + validate. Shared by generator (compute) and checker (validate).
import { createHash } from 'node:crypto';

export const onlyDigits = (s) => s.replace(/\D/g, '');
export const compact = (s) => s.replace(/[\s.\-\/]/g, '');

// ---- Luhn
export function luhnSum(ds) { let s = 0; for (let i = 0; i < ds.length; i++) { let d = +ds[ds.length - 1 - i]; if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; } s += d; } return s; }
export function luhnDigit(partial) { return String((10 - (luhnSum(partial + '0') % 10)) % 10); }
export function luhnValid(ds) { return /^\d+$/.test(ds) && luhnSum(ds) % 10 === 0; }

// ---- ISO 13616 IBAN mod 97
function ibanNumeric(s) { return s.toUpperCase().split('').map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join(''); }
export function mod97(numStr) { let r = 0; for (const ch of numStr) r = (r * 10 + +ch) % 97; return r; }
export function ibanMake(cc, bban) { const chk = 98 - mod97(ibanNumeric(bban + cc + '00')); return cc + String(chk).padStart(2, '0') + bban; }
export function ibanValid(s) { const c = s.replace(/\s/g, '').toUpperCase(); if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(c)) return false; return mod97(ibanNumeric(c.slice(4) + c.slice(0, 4))) === 1; }
export const IBAN_LEN = { DE: 22, FR: 27, ES: 24, IT: 27, NL: 18, BE: 16, PL: 28, GB: 22, CH: 21, AT: 20, PT: 25, TR: 26, AE: 23, SA: 24, UA: 29, GR: 27, IE: 22, RO: 24, SE: 24, NO: 15, LU: 20, FI: 18 };

// ---- Verhoeff (Aadhaar)
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffDigit(ds) { let c = 0; const a = ds.split('').reverse().map(Number); for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][a[i]]]; return String(VINV[c]); }
export function verhoeffValid(ds) { let c = 0; const a = ds.split('').reverse().map(Number); for (let i = 0; i < a.length; i++) c = VD[c][VP[i % 8][a[i]]]; return c === 0; }

// ---- ISO 7064 MOD 11,10 (DE Steuer-IdNr)
export function iso7064_11_10(ds) { let p = 10; for (const ch of ds) { let s = (+ch + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; } let c = 11 - p; return String(c === 10 ? 0 : c); }
// ---- ISO 7064 MOD 11-2 (CN resident id)
export function cnIdCheck(d17) { const w = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]; let s = 0; for (let i = 0; i < 17; i++) s += +d17[i] * w[i]; return '10X98765432'[s % 11]; }

export function weighted(ds, w) { let s = 0; for (let i = 0; i < w.length; i++) s += +ds[i] * w[i]; return s; }
// ICAO 9303 7-3-1
export function mrzDigit(s) { const val = (c) => (c === '<' ? 0 : /\d/.test(c) ? +c : c.charCodeAt(0) - 55); let t = 0; const w = [7, 3, 1]; for (let i = 0; i < s.length; i++) t += val(s[i]) * w[i % 3]; return String(t % 10); }
export function ean13Digit(d12) { let s = 0; for (let i = 0; i < 12; i++) s += +d12[i] * (i % 2 ? 3 : 1); return String((10 - (s % 10)) % 10); }

// ---- Italian codice fiscale check char
const CF_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
export function cfCheck(s15) { let t = 0; for (let i = 0; i < 15; i++) { const c = s15[i]; if (i % 2 === 0) t += CF_ODD[c]; else t += /\d/.test(c) ? +c : c.charCodeAt(0) - 65; } return String.fromCharCode(65 + (t % 26)); }

// ---- base58 / base58check
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const B58_XRP = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
const sha256 = (b) => createHash('sha256').update(b).digest();
export function b58encode(buf, alpha = B58) { let n = BigInt('0x' + (buf.length ? buf.toString('hex') : '0')); let s = ''; while (n > 0n) { s = alpha[Number(n % 58n)] + s; n /= 58n; } for (const x of buf) { if (x === 0) s = alpha[0] + s; else break; } return s; }
export function b58decode(s, alpha = B58) { let n = 0n; for (const c of s) { const i = alpha.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); } let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; if (n === 0n) hex = ''; let lead = 0; for (const c of s) { if (c === alpha[0]) lead++; else break; } return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]); }
export function b58check(payload, alpha = B58) { const ck = sha256(sha256(payload)).subarray(0, 4); return b58encode(Buffer.concat([payload, ck]), alpha); }
export function b58checkValid(s, alpha = B58) { const b = b58decode(s, alpha); if (!b || b.length < 5) return null; const p = b.subarray(0, -4); const ck = sha256(sha256(p)).subarray(0, 4); return ck.equals(b.subarray(-4)) ? p : null; }
export { B58_XRP };

// ---- bech32 / bech32m
const CS = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(v) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const x of v) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
const hrpExp = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
function convertbits(data, from, to, pad = true) { let acc = 0, bits = 0; const ret = []; const maxv = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; ret.push((acc >> bits) & maxv); } } if (pad && bits) ret.push((acc << (to - bits)) & maxv); return ret; }
export function segwitEncode(hrp, ver, prog) { const data = [ver, ...convertbits([...prog], 8, 5)]; const c = ver === 0 ? 1 : 0x2bc830a3; const pm = polymod([...hrpExp(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ c; const ck = []; for (let i = 0; i < 6; i++) ck.push((pm >>> (5 * (5 - i))) & 31); return hrp + '1' + [...data, ...ck].map((d) => CS[d]).join(''); }
export function segwitValid(addr) { const s = addr.toLowerCase(); const p = s.lastIndexOf('1'); if (p < 1) return false; const hrp = s.slice(0, p); const data = [...s.slice(p + 1)].map((c) => CS.indexOf(c)); if (data.some((d) => d < 0) || data.length < 7) return false; const pm = polymod([...hrpExp(hrp), ...data]); const ver = data[0]; return ver === 0 ? pm === 1 : pm === 0x2bc830a3; }

// ---- Keccak-256 (pre-NIST padding, as used by Ethereum) with BigInt lanes
const RC = ['0x1','0x8082','0x800000000000808a','0x8000000080008000','0x808b','0x80000001','0x8000000080008081','0x8000000000008009','0x8a','0x88','0x80008009','0x8000000a','0x8000808b','0x800000000000008b','0x8000000000008089','0x8000000000008003','0x8000000000008002','0x8000000000000080','0x800a','0x800000008000000a','0x8000000080008081','0x8000000000008080','0x80000001','0x8000000080008008'].map(BigInt);
const ROT = [[0,36,3,41,18],[1,44,10,45,2],[62,6,43,15,61],[28,55,25,21,56],[27,20,39,8,14]];
const M64 = (1n << 64n) - 1n;
const rotl = (x, n) => (n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & M64);
function keccakF(A) { for (let rnd = 0; rnd < 24; rnd++) { const C = []; for (let x = 0; x < 5; x++) C[x] = A[x][0] ^ A[x][1] ^ A[x][2] ^ A[x][3] ^ A[x][4]; for (let x = 0; x < 5; x++) { const D = C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1); for (let y = 0; y < 5; y++) A[x][y] ^= D; } const B = [[],[],[],[],[]]; for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y][(2 * x + 3 * y) % 5] = rotl(A[x][y], ROT[x][y]); for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x][y] = B[x][y] ^ (~B[(x + 1) % 5][y] & M64 & B[(x + 2) % 5][y]); A[0][0] ^= RC[rnd]; } }
export function keccak256(buf) { const rate = 136; const msg = Buffer.concat([buf, Buffer.alloc(rate - (buf.length % rate))]); msg[buf.length] ^= 0x01; msg[msg.length - 1] ^= 0x80; const A = [0,1,2,3,4].map(() => [0n,0n,0n,0n,0n]); for (let off = 0; off < msg.length; off += rate) { for (let i = 0; i < rate / 8; i++) { const x = i % 5, y = Math.floor(i / 5); A[x][y] ^= msg.readBigUInt64LE(off + i * 8); } keccakF(A); } const out = Buffer.alloc(32); for (let i = 0; i < 4; i++) out.writeBigUInt64LE(A[i % 5][Math.floor(i / 5)], i * 8); return out; }
export function eip55(hex40) { const a = hex40.toLowerCase(); const h = keccak256(Buffer.from(a, 'ascii')).toString('hex'); let o = '0x'; for (let i = 0; i < 40; i++) o += parseInt(h[i], 16) >= 8 ? a[i].toUpperCase() : a[i]; return o; }
export function eip55Valid(s) { return /^0x[0-9a-fA-F]{40}$/.test(s) && eip55(s.slice(2)) === s; }

// Check-digit schemes: compute functions (used by the generator) and validators (used by the checker).
import { createHash } from 'node:crypto';

const onlyDigits = (s) => s.replace(/\D/g, '');
export const sha256 = (b) => createHash('sha256').update(b).digest();

// ---------- Luhn ----------
export function luhnSum(ds) { let s = 0, dbl = false; for (let i = ds.length - 1; i >= 0; i--) { let d = +ds[i]; if (dbl) { d *= 2; if (d > 9) d -= 9; } s += d; dbl = !dbl; } return s; }
export const luhnCheckDigit = (body) => String((10 - (luhnSum(body + '0') % 10)) % 10);
export const luhnValid = (s) => { const d = onlyDigits(s); return d.length > 1 && luhnSum(d) % 10 === 0; };

// ---------- mod 97 (IBAN) ----------
export function mod97(numStr) { let r = 0; for (const ch of numStr) r = (r * 10 + +ch) % 97; return r; }
const lettersToDigits = (s) => s.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
export function ibanCheck(cc, bban) { const n = lettersToDigits(bban + cc + '00'); return String(98 - mod97(n)).padStart(2, '0'); }
export function ibanValid(s) { const x = s.replace(/[\s-]/g, '').toUpperCase(); if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(x)) return false; return mod97(lettersToDigits(x.slice(4) + x.slice(0, 4))) === 1; }

// ---------- ISO 7064 mod 11,10 (DE Steuer-ID, DE USt-IdNr) ----------
export function mod1110(body) { let p = 10; for (const ch of body) { let s = (+ch + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; } const c = 11 - p; return String(c === 10 ? 0 : c); }

// ---------- ICAO 9303 7-3-1 ----------
export function icaoCheck(s) { const w = [7, 3, 1]; let t = 0; [...s].forEach((ch, i) => { let v; if (/\d/.test(ch)) v = +ch; else if (ch === '<') v = 0; else v = ch.charCodeAt(0) - 55; t += v * w[i % 3]; }); return String(t % 10); }

// ---------- national ids ----------
export function esDniLetter(n) { return 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]; }
export function nlElfproef(d9) { const d = onlyDigits(d9); if (d.length !== 9) return false; let s = 0; for (let i = 0; i < 8; i++) s += +d[i] * (9 - i); s -= +d[8]; return s % 11 === 0; }
export function peselCheck(d10) { const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]; let s = 0; for (let i = 0; i < 10; i++) s += +d10[i] * w[i]; return String((10 - (s % 10)) % 10); }
export function tcknDigits(d9) { const d = [...d9].map(Number); const odd = d[0] + d[2] + d[4] + d[6] + d[8], even = d[1] + d[3] + d[5] + d[7]; const d10 = (((odd * 7 - even) % 10) + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return `${d10}${d11}`; }
export function myNumberCheck(d11) { let s = 0; for (let n = 1; n <= 11; n++) { const p = +d11[11 - n]; const q = n <= 6 ? n + 1 : n - 5; s += p * q; } const r = s % 11; return String(r <= 1 ? 0 : 11 - r); }
export function cnIdCheck(d17) { const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; let s = 0; for (let i = 0; i < 17; i++) s += +d17[i] * w[i]; return '10X98765432'[s % 11]; }
export function cpfDigits(d9) { let s = 0; for (let i = 0; i < 9; i++) s += +d9[i] * (10 - i); let a = 11 - (s % 11); if (a >= 10) a = 0; s = 0; const t = d9 + a; for (let i = 0; i < 10; i++) s += +t[i] * (11 - i); let b = 11 - (s % 11); if (b >= 10) b = 0; return `${a}${b}`; }
export function cnpjDigits(d12) { const w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], w2 = [6, ...w1]; const f = (s, w) => { let t = 0; for (let i = 0; i < w.length; i++) t += +s[i] * w[i]; const r = t % 11; return r < 2 ? 0 : 11 - r; }; const a = f(d12, w1); const b = f(d12 + a, w2); return `${a}${b}`; }
export function frNirKey(d13) { return String(97 - Number(BigInt(d13) % 97n)).padStart(2, '0'); }
export function frSpiCheck(d10) { return String(Number(BigInt(d10) % 511n)).padStart(3, '0'); }
export function frTvaKey(siren) { return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0'); }
export function plNipCheck(d9) { const w = [6, 5, 7, 2, 3, 4, 5, 6, 7]; let s = 0; for (let i = 0; i < 9; i++) s += +d9[i] * w[i]; return s % 11; }
export function trVknCheck(d9) { let s = 0; for (let i = 0; i < 9; i++) { const t = (+d9[i] + 9 - i) % 10; let p; if (t === 0) p = 0; else { p = (t * 2 ** (9 - i)) % 9; if (p === 0) p = 9; } s += p; } return String((10 - (s % 10)) % 10); }
export function jpCorpCheck(d12) { let s = 0; for (let n = 1; n <= 12; n++) { const p = +d12[12 - n]; s += p * (n % 2 === 1 ? 1 : 2); } return String(9 - (s % 9)); }
const USCC_ALPHA = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export function usccCheck(s17) { const w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]; let t = 0; for (let i = 0; i < 17; i++) t += USCC_ALPHA.indexOf(s17[i]) * w[i]; const c = (31 - (t % 31)) % 31; return USCC_ALPHA[c]; }
export function cnOrgCodeCheck(s8) { const w = [3, 7, 9, 10, 5, 8, 4, 2]; let t = 0; for (let i = 0; i < 8; i++) { const ch = s8[i]; const v = /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55; t += v * w[i]; } const c = 11 - (t % 11); return c === 10 ? 'X' : c === 11 ? '0' : String(c); }
export function esCifControl(letter, d7) { let even = 0, odd = 0; for (let i = 0; i < 7; i++) { const d = +d7[i]; if (i % 2 === 1) even += d; else { const x = d * 2; odd += Math.floor(x / 10) + (x % 10); } } const c = (10 - ((even + odd) % 10)) % 10; return 'KPQS'.includes(letter) ? 'JABCDEFGHI'[c] : String(c); }
export function gbVatCheck(d7) { let s = 0; for (let i = 0; i < 7; i++) s += +d7[i] * (8 - i); return String((97 - (s % 97)) % 97).padStart(2, '0'); }
export function abaCheck(d8) { const w = [3, 7, 1, 3, 7, 1, 3, 7]; let s = 0; for (let i = 0; i < 8; i++) s += +d8[i] * w[i]; return String((10 - (s % 10)) % 10); }
export function abaValid(d9) { const w = [3, 7, 1, 3, 7, 1, 3, 7, 1]; let s = 0; for (let i = 0; i < 9; i++) s += +d9[i] * w[i]; return d9.length === 9 && s % 10 === 0; }
export function ribKey(bank, branch, account) { const a = lettersToDigits(account); const r = (89 * +bank + 15 * +branch + 3 * Number(BigInt(a) % 97n)) % 97; return String(97 - r).padStart(2, '0'); }
export function esCccDc(entity4, office4, account10) { const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; const f = (s) => { let t = 0; for (let i = 0; i < 10; i++) t += +s[i] * w[i]; let d = 11 - (t % 11); if (d === 11) d = 0; if (d === 10) d = 1; return d; }; return `${f('00' + entity4 + office4)}${f(account10)}`; }
// Codice fiscale check character
const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
export function cfCheck(s15) { let t = 0; for (let i = 0; i < 15; i++) { const ch = s15[i]; const idx = /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 65; t += (i % 2 === 0) ? CF_ODD[idx] : idx; } return String.fromCharCode(65 + (t % 26)); }

// ---------- base58 / base58check ----------
export const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const B58_RIPPLE = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
export function b58encode(buf, alpha = B58) { let n = BigInt('0x' + (buf.length ? buf.toString('hex') : '0')); let s = ''; while (n > 0n) { s = alpha[Number(n % 58n)] + s; n /= 58n; } for (const b of buf) { if (b === 0) s = alpha[0] + s; else break; } return s; }
export function b58decode(s, alpha = B58) { let n = 0n; for (const ch of s) { const i = alpha.indexOf(ch); if (i < 0) return null; n = n * 58n + BigInt(i); } let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; if (n === 0n) hex = ''; let lead = 0; for (const ch of s) { if (ch === alpha[0]) lead++; else break; } return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]); }
export function b58check(payload, alpha = B58) { const c = sha256(sha256(payload)).subarray(0, 4); return b58encode(Buffer.concat([payload, c]), alpha); }
export function b58checkValid(s, alpha = B58) { const b = b58decode(s, alpha); if (!b || b.length < 5) return false; const p = b.subarray(0, b.length - 4), c = b.subarray(b.length - 4); return sha256(sha256(p)).subarray(0, 4).equals(c); }

// ---------- bech32 / bech32m ----------
const BC = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
const hrpExpand = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
export function convertBits(data, from, to, pad = true) { let acc = 0, bits = 0; const out = []; const maxv = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } } if (pad && bits > 0) out.push((acc << (to - bits)) & maxv); return out; }
export function bech32Encode(hrp, data5, m = false) { const C = m ? 0x2bc830a3 : 1; const pm = polymod([...hrpExpand(hrp), ...data5, 0, 0, 0, 0, 0, 0]) ^ C; const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >>> (5 * (5 - i))) & 31); return hrp + '1' + [...data5, ...chk].map((d) => BC[d]).join(''); }
export function bech32Valid(s) { const x = s.toLowerCase(); const pos = x.lastIndexOf('1'); if (pos < 1) return false; const hrp = x.slice(0, pos); const data = [...x.slice(pos + 1)].map((c) => BC.indexOf(c)); if (data.some((d) => d < 0) || data.length < 6) return false; const pm = polymod([...hrpExpand(hrp), ...data]); if (pm === 1) return 'bech32'; if (pm === 0x2bc830a3) return 'bech32m'; return false; }
export function segwitAddr(hrp, ver, prog) { return bech32Encode(hrp, [ver, ...convertBits([...prog], 8, 5)], ver > 0); }

// ---------- keccak-256 (for EIP-55) ----------
const RC = ['0x1', '0x8082', '0x800000000000808a', '0x8000000080008000', '0x808b', '0x80000001', '0x8000000080008081', '0x8000000000008009', '0x8a', '0x88', '0x80008009', '0x8000000a', '0x8000808b', '0x800000000000008b', '0x8000000000008089', '0x8000000000008003', '0x8000000000008002', '0x8000000000000080', '0x800a', '0x800000008000000a', '0x8000000080008081', '0x8000000000008080', '0x80000001', '0x8000000080008008'].map(BigInt);
const ROT = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];
const M64 = (1n << 64n) - 1n;
const rotl = (x, n) => (n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & M64);
function keccakF(A) { for (let r = 0; r < 24; r++) { const C = []; for (let x = 0; x < 5; x++) C[x] = A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20]; for (let x = 0; x < 5; x++) { const D = C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1); for (let y = 0; y < 25; y += 5) A[y + x] ^= D; } const B = new Array(25); for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(A[x + 5 * y], ROT[x + 5 * y]); for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x + 5 * y] = B[x + 5 * y] ^ ((~B[(x + 1) % 5 + 5 * y] & M64) & B[(x + 2) % 5 + 5 * y]); A[0] ^= RC[r]; } }
export function keccak256(buf) { const rate = 136; const p = Buffer.alloc(Math.ceil((buf.length + 1) / rate) * rate); buf.copy(p); p[buf.length] ^= 0x01; p[p.length - 1] ^= 0x80; const A = new Array(25).fill(0n); for (let off = 0; off < p.length; off += rate) { for (let i = 0; i < rate / 8; i++) A[i] ^= p.readBigUInt64LE(off + i * 8); keccakF(A); } const out = Buffer.alloc(32); for (let i = 0; i < 4; i++) out.writeBigUInt64LE(A[i], i * 8); return out; }
export function eip55(hex40) { const h = hex40.toLowerCase(); const k = keccak256(Buffer.from(h, 'ascii')).toString('hex'); let o = ''; for (let i = 0; i < 40; i++) o += parseInt(k[i], 16) >= 8 ? h[i].toUpperCase() : h[i]; return '0x' + o; }
export function eip55Valid(a) { if (!/^0x[0-9a-fA-F]{40}$/.test(a)) return false; const b = a.slice(2); if (b === b.toLowerCase() || b === b.toUpperCase()) return true; return eip55(b) === a; }

// ---------- CRC32 + base62 (GitHub token checksum) ----------
const CRC_T = (() => { const t = new Uint32Array(256); for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0; } return t; })();
export function crc32(s) { let c = 0xffffffff; for (const b of Buffer.from(s)) c = CRC_T[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function base62(n, len) { let s = ''; while (n > 0) { s = B62[n % 62] + s; n = Math.floor(n / 62); } return s.padStart(len, '0'); }
export function githubChecksum(random30) { return base62(crc32(random30), 6); }
export function githubTokenValid(tok) { const m = /^(gh[pousr])_([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/.exec(tok); return !!m && githubChecksum(m[2]) === m[3]; }

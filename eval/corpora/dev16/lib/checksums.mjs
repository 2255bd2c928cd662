// Own checksum implementations, shared by generator and checker.
import crypto from 'node:crypto';
const D = (s) => s.replace(/\D/g, '');
export function luhnDigit(body) { let s = 0; const d = D(body); for (let i = 0; i < d.length; i++) { let x = +d[d.length - 1 - i]; if (i % 2 === 0) { x *= 2; if (x > 9) x -= 9; } s += x; } return String((10 - (s % 10)) % 10); }
export function luhnOk(num) { const d = D(num); return d.length > 1 && luhnDigit(d.slice(0, -1)) === d.slice(-1); }
export function mod97(str) { let r = 0; for (const ch of str) { const v = /[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0) - 55); for (const c of v) r = (r * 10 + +c) % 97; } return r; }
export function ibanMake(cc, bban) { const ck = 98 - mod97(bban + cc + '00'); return cc + String(ck).padStart(2, '0') + bban; }
export function ibanOk(iban) { const s = iban.replace(/\s/g, '').toUpperCase(); return /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s) && mod97(s.slice(4) + s.slice(0, 4)) === 1; }
export function weighted(digits, weights) { let s = 0; for (let i = 0; i < weights.length; i++) s += +digits[i] * weights[i]; return s; }
// ISO 7064 mod 11,10 (German Steuer-ID)
export function iso7064_11_10(body) { let p = 10; for (const c of body) { let s = (+c + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; } return String((11 - p) % 10); }
// Verhoeff (Aadhaar)
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffDigit(num) { let c = 0; const d = D(num).split('').reverse(); for (let i = 0; i < d.length; i++) c = VD[c][VP[(i + 1) % 8][+d[i]]]; return String(VINV[c]); }
export function verhoeffOk(num) { let c = 0; const d = D(num).split('').reverse(); for (let i = 0; i < d.length; i++) c = VD[c][VP[i % 8][+d[i]]]; return c === 0; }
// MRZ check digit (ICAO 9303)
export function mrzDigit(s) { const w = [7, 3, 1]; let t = 0; for (let i = 0; i < s.length; i++) { const ch = s[i]; const v = ch === '<' ? 0 : /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55; t += v * w[i % 3]; } return String(t % 10); }
export const sha256 = (b) => crypto.createHash('sha256').update(b).digest();
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export function base58(buf) { let n = BigInt('0x' + (buf.toString('hex') || '0')); let s = ''; while (n > 0n) { s = B58[Number(n % 58n)] + s; n /= 58n; } for (const b of buf) { if (b === 0) s = '1' + s; else break; } return s; }
export function base58check(payload) { const ck = sha256(sha256(payload)).subarray(0, 4); return base58(Buffer.concat([payload, ck])); }
export function base58checkOk(s) { let n = 0n; for (const c of s) { const i = B58.indexOf(c); if (i < 0) return false; n = n * 58n + BigInt(i); } let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; let buf = Buffer.from(hex, 'hex'); let lead = 0; for (const c of s) { if (c === '1') lead++; else break; } buf = Buffer.concat([Buffer.alloc(lead), buf]); const p = buf.subarray(0, -4); return sha256(sha256(p)).subarray(0, 4).equals(buf.subarray(-4)); }
// bech32 (BIP-173) for segwit v0
const BC = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(v) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const x of v) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
const hrpExp = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
export function bech32Encode(hrp, bytes) { const data = [0]; let acc = 0, bits = 0; for (const b of bytes) { acc = (acc << 8) | b; bits += 8; while (bits >= 5) { bits -= 5; data.push((acc >> bits) & 31); } } if (bits) data.push((acc << (5 - bits)) & 31); const pm = polymod([...hrpExp(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1; const ck = []; for (let i = 0; i < 6; i++) ck.push((pm >>> (5 * (5 - i))) & 31); return hrp + '1' + [...data, ...ck].map((d) => BC[d]).join(''); }
export function bech32Ok(s) { const i = s.lastIndexOf('1'); const hrp = s.slice(0, i); const d = [...s.slice(i + 1)].map((c) => BC.indexOf(c)); if (d.some((x) => x < 0)) return false; return polymod([...hrpExp(hrp), ...d]) === 1; }

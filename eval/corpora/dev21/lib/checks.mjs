// Check-digit schemes: builders (used by the generator) and validators (used by check.mjs).
import { createHash } from 'node:crypto';

const dig = (s) => s.replace(/\D/g, '');
const mod = (a, m) => ((a % m) + m) % m;

// ---------- Luhn ----------
export function luhnDigit(payload) {
  let sum = 0; const d = dig(payload);
  for (let i = 0; i < d.length; i++) {
    let x = +d[d.length - 1 - i];
    if (i % 2 === 0) { x *= 2; if (x > 9) x -= 9; }
    sum += x;
  }
  return String((10 - (sum % 10)) % 10);
}
export function luhnValid(s) { const d = dig(s); return d.length > 1 && luhnDigit(d.slice(0, -1)) === d.slice(-1); }

// ---------- IBAN mod 97 ----------
function mod97(numStr) { let r = 0; for (const ch of numStr) r = (r * 10 + +ch) % 97; return r; }
function ibanNum(s) { return s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55)); }
export function ibanCheck(cc, bban) { return String(98 - mod97(ibanNum(bban + cc + '00'))).padStart(2, '0'); }
export function ibanValid(s) { const c = s.replace(/\s/g, ''); if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(c)) return false; return mod97(ibanNum(c.slice(4) + c.slice(0, 4))) === 1; }

// ---------- Verhoeff (Aadhaar) ----------
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffDigit(p) { let c = 0; const d = dig(p).split('').reverse(); for (let i = 0; i < d.length; i++) c = VD[c][VP[(i + 1) % 8][+d[i]]]; return String(VINV[c]); }
export function verhoeffValid(s) { let c = 0; const d = dig(s).split('').reverse(); for (let i = 0; i < d.length; i++) c = VD[c][VP[i % 8][+d[i]]]; return c === 0; }

// ---------- ISO 7064 MOD 11,10 (DE Steuer-ID, DE USt-IdNr) ----------
export function iso7064_11_10(p) { let prod = 10; for (const ch of p) { let s = (+ch + prod) % 10; if (s === 0) s = 10; prod = (s * 2) % 11; } const c = 11 - prod; return String(c === 10 ? 0 : c); }

// ---------- per-scheme validators, keyed by label `type` ----------
const CF_ODD = { 0:1,1:0,2:5,3:7,4:9,5:13,6:15,7:17,8:19,9:21,A:1,B:0,C:5,D:7,E:9,F:13,G:15,H:17,I:19,J:21,K:2,L:4,M:18,N:20,O:11,P:3,Q:6,R:8,S:12,T:14,U:16,V:10,W:22,X:25,Y:24,Z:23 };
export function cfCheckChar(p15) { let s = 0; for (let i = 0; i < 15; i++) { const c = p15[i]; if (i % 2 === 0) s += CF_ODD[c]; else s += /\d/.test(c) ? +c : c.charCodeAt(0) - 65; } return String.fromCharCode(65 + (s % 26)); }
export function cpfDigits(n9) { const d = n9.split('').map(Number); let s = 0; for (let i = 0; i < 9; i++) s += d[i] * (10 - i); let r = (s * 10) % 11; if (r === 10) r = 0; d.push(r); s = 0; for (let i = 0; i < 10; i++) s += d[i] * (11 - i); r = (s * 10) % 11; if (r === 10) r = 0; return `${d[9]}${r}`; }
export function cnpjDigits(n12) { const w1 = [5,4,3,2,9,8,7,6,5,4,3,2], w2 = [6,5,4,3,2,9,8,7,6,5,4,3,2]; const d = n12.split('').map(Number); let s = d.reduce((a, x, i) => a + x * w1[i], 0); let r = s % 11; d.push(r < 2 ? 0 : 11 - r); s = d.reduce((a, x, i) => a + x * w2[i], 0); r = s % 11; return `${d[12]}${r < 2 ? 0 : 11 - r}`; }
export function peselDigit(p10) { const w = [1,3,7,9,1,3,7,9,1,3]; const s = p10.split('').reduce((a, x, i) => a + x * w[i], 0); return String((10 - (s % 10)) % 10); }
export function nipDigit(p9) { const w = [6,5,7,2,3,4,5,6,7]; const r = p9.split('').reduce((a, x, i) => a + x * w[i], 0) % 11; return r === 10 ? null : String(r); }
export function bsnDigit(p8) { const r = p8.split('').reduce((a, x, i) => a + x * (9 - i), 0) % 11; return r === 10 ? null : String(r); }
export function tcknDigits(p9) { const d = p9.split('').map(Number); const d10 = mod((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7]), 10); const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return `${d10}${d11}`; }
export function krRrnDigit(p12) { const w = [2,3,4,5,6,7,8,9,2,3,4,5]; const s = p12.split('').reduce((a, x, i) => a + x * w[i], 0); return String((11 - (s % 11)) % 10); }
export function myNumberDigit(p11) { let s = 0; for (let n = 1; n <= 11; n++) { const P = +p11[11 - n]; const Q = n <= 6 ? n + 1 : n - 5; s += P * Q; } const r = s % 11; return String(r <= 1 ? 0 : 11 - r); }
export function cnIdChar(p17) { const w = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]; const s = p17.split('').reduce((a, x, i) => a + x * w[i], 0); return '10X98765432'[s % 11]; }
export function nirKey(p13) { return String(97 - Number(BigInt(p13) % 97n)).padStart(2, '0'); }
export function beRrnCheck(p9, y2000) { const n = BigInt((y2000 ? '2' : '') + p9); return String(97 - Number(n % 97n)).padStart(2, '0'); }
export function dniLetter(n) { return 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(n) % 23]; }
export function ean13Digit(p12) { const s = p12.split('').reduce((a, x, i) => a + x * (i % 2 ? 3 : 1), 0); return String((10 - (s % 10)) % 10); }
const CURP_DICT = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
export function curpDigit(p17) { let s = 0; for (let i = 0; i < 17; i++) s += CURP_DICT.indexOf(p17[i]) * (18 - i); return String((10 - (s % 10)) % 10); }
export function abaValid(s) { const d = dig(s).split('').map(Number); if (d.length !== 9) return false; return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0; }
export function abaDigit(p8) { const d = p8.split('').map(Number); const s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5]); return String((10 - (s % 10)) % 10); }
export function clabeDigit(p17) { const w = [3,7,1]; const s = p17.split('').reduce((a, x, i) => a + ((x * w[i % 3]) % 10), 0); return String((10 - (s % 10)) % 10); }
export function krBrnDigit(p9) { const w = [1,3,7,1,3,7,1,3,5]; const d = p9.split('').map(Number); let s = d.reduce((a, x, i) => a + x * w[i], 0); s += Math.floor((d[8] * 5) / 10); return String((10 - (s % 10)) % 10); }
const USCC = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export function usccChar(p17) { const w = [1,3,9,27,19,26,16,17,20,29,25,13,8,24,10,30,28]; const s = p17.split('').reduce((a, c, i) => a + USCC.indexOf(c) * w[i], 0); return USCC[(31 - (s % 31)) % 31]; }
export const USCC_ALPHA = USCC;

// ---------- base58 / base58check ----------
export const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const B58_RIPPLE = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
const sha256 = (b) => createHash('sha256').update(b).digest();
export function b58encode(buf, alpha = B58) { let n = BigInt('0x' + (buf.toString('hex') || '0')); let s = ''; while (n > 0n) { s = alpha[Number(n % 58n)] + s; n /= 58n; } for (const b of buf) { if (b === 0) s = alpha[0] + s; else break; } return s; }
export function b58decode(str, alpha = B58) { let n = 0n; for (const c of str) { const i = alpha.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); } let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; if (n === 0n) hex = ''; let lead = 0; for (const c of str) { if (c === alpha[0]) lead++; else break; } return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]); }
export function b58check(payload, alpha = B58) { const cs = sha256(sha256(payload)).subarray(0, 4); return b58encode(Buffer.concat([payload, cs]), alpha); }
export function b58checkValid(str, alpha = B58) { const b = b58decode(str, alpha); if (!b || b.length < 5) return null; const p = b.subarray(0, -4); return sha256(sha256(p)).subarray(0, 4).equals(b.subarray(-4)) ? p : null; }

// ---------- bech32 / bech32m ----------
const BCH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
function hrpExpand(h) { return [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)]; }
export function convertBits(data, from, to, pad = true) { let acc = 0, bits = 0; const out = []; const maxv = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } } if (pad && bits > 0) out.push((acc << (to - bits)) & maxv); return out; }
export function bech32Encode(hrp, data5, m = false) { const C = m ? 0x2bc830a3 : 1; const pm = polymod([...hrpExpand(hrp), ...data5, 0, 0, 0, 0, 0, 0]) ^ C; const cs = []; for (let i = 0; i < 6; i++) cs.push((pm >>> (5 * (5 - i))) & 31); return hrp + '1' + [...data5, ...cs].map((d) => BCH[d]).join(''); }
export function bech32Valid(s) { const low = s.toLowerCase(); const p = low.lastIndexOf('1'); if (p < 1) return null; const hrp = low.slice(0, p); const data = [...low.slice(p + 1)].map((c) => BCH.indexOf(c)); if (data.some((d) => d < 0) || data.length < 7) return null; const pm = polymod([...hrpExpand(hrp), ...data]); if (pm === 1) return 'bech32'; if (pm === 0x2bc830a3) return 'bech32m'; return null; }

// ---------- Keccak-256 (for EIP-55) ----------
const RC = ['0x1','0x8082','0x800000000000808a','0x8000000080008000','0x808b','0x80000001','0x8000000080008081','0x8000000000008009','0x8a','0x88','0x80008009','0x8000000a','0x8000808b','0x800000000000008b','0x8000000000008089','0x8000000000008003','0x8000000000008002','0x8000000000000080','0x800a','0x800000008000000a','0x8000000080008081','0x8000000000008080','0x80000001','0x8000000080008008'].map(BigInt);
const ROT = [0,1,62,28,27,36,44,6,55,20,3,10,43,25,39,41,45,15,21,8,18,2,61,56,14];
const M64 = (1n << 64n) - 1n;
const rotl = (x, n) => (n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & M64);
function keccakF(A) { for (let r = 0; r < 24; r++) { const C = []; for (let x = 0; x < 5; x++) C[x] = A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20]; for (let x = 0; x < 5; x++) { const D = C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1); for (let y = 0; y < 5; y++) A[x + 5 * y] ^= D; } const B = new Array(25); for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(A[x + 5 * y], ROT[x + 5 * y]); for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x + 5 * y] = B[x + 5 * y] ^ (~B[(x + 1) % 5 + 5 * y] & M64 & B[(x + 2) % 5 + 5 * y]); A[0] ^= RC[r]; } }
export function keccak256(buf) { const rate = 136; const msg = Buffer.concat([buf, Buffer.alloc(rate - (buf.length % rate))]); msg[buf.length] ^= 0x01; msg[msg.length - 1] ^= 0x80; const A = new Array(25).fill(0n); for (let off = 0; off < msg.length; off += rate) { for (let i = 0; i < rate / 8; i++) A[i] ^= msg.readBigUInt64LE(off + i * 8); keccakF(A); } const out = Buffer.alloc(32); for (let i = 0; i < 4; i++) out.writeBigUInt64LE(A[i], i * 8); return out; }
export function eip55(hex40) { const h = keccak256(Buffer.from(hex40.toLowerCase(), 'ascii')).toString('hex'); return '0x' + [...hex40.toLowerCase()].map((c, i) => (parseInt(h[i], 16) >= 8 ? c.toUpperCase() : c)).join(''); }

// ---------- validators by label type (null = no check digit in this scheme) ----------
export const VALIDATORS = {
  // cards
  visa: luhnValid, mastercard: luhnValid, amex: luhnValid, discover: luhnValid, jcb: luhnValid, unionpay: luhnValid, diners: luhnValid, maestro: luhnValid, rupay: luhnValid, elo: luhnValid, troy: luhnValid,
  // iban
  iban: ibanValid,
  // national ids
  in_aadhaar: verhoeffValid,
  fr_nir: (s) => { const d = dig(s); return d.length === 15 && nirKey(d.slice(0, 13)) === d.slice(13); },
  be_rrn: (s) => { const d = dig(s); return d.length === 11 && (beRrnCheck(d.slice(0, 9), false) === d.slice(9) || beRrnCheck(d.slice(0, 9), true) === d.slice(9)); },
  es_dni: (s) => { const m = s.replace(/[\s.-]/g, '').match(/^(\d{8})([A-Z])$/); return !!m && dniLetter(m[1]) === m[2]; },
  es_nie: (s) => { const m = s.replace(/[\s.-]/g, '').match(/^([XYZ])(\d{7})([A-Z])$/); return !!m && dniLetter('XYZ'.indexOf(m[1]) + m[2]) === m[3]; },
  nl_bsn: (s) => { const d = dig(s); return d.length === 9 && bsnDigit(d.slice(0, 8)) === d[8]; },
  pl_pesel: (s) => { const d = dig(s); return d.length === 11 && peselDigit(d.slice(0, 10)) === d[10]; },
  se_personnummer: (s) => { const d = dig(s); const t = d.length === 12 ? d.slice(2) : d; return t.length === 10 && luhnValid(t); },
  tr_tckn: (s) => { const d = dig(s); return d.length === 11 && d[0] !== '0' && tcknDigits(d.slice(0, 9)) === d.slice(9); },
  cn_resident_id: (s) => s.length === 18 && cnIdChar(s.slice(0, 17)) === s[17],
  kr_rrn: (s) => { const d = dig(s); return d.length === 13 && krRrnDigit(d.slice(0, 12)) === d[12]; },
  jp_my_number: (s) => { const d = dig(s); return d.length === 12 && myNumberDigit(d.slice(0, 11)) === d[11]; },
  ch_ahv: (s) => { const d = dig(s); return d.length === 13 && d.startsWith('756') && ean13Digit(d.slice(0, 12)) === d[12]; },
  ae_emirates_id: (s) => { const d = dig(s); return d.length === 15 && d.startsWith('784') && luhnValid(d); },
  mx_curp: (s) => s.length === 18 && curpDigit(s.slice(0, 17)) === s[17],
  us_ssn: (s) => /^(?!000|666|9)\d{3}-?(?!00)\d{2}-?(?!0000)\d{4}$/.test(s),
  uk_nino: (s) => /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]$/.test(s),
  // tax ids
  de_steuer_id: (s) => { const d = dig(s); if (d.length !== 11 || d[0] === '0') return false; const cnt = {}; for (const c of d.slice(0, 10)) cnt[c] = (cnt[c] || 0) + 1; const v = Object.values(cnt); if (!(v.filter((x) => x === 2 || x === 3).length === 1 && v.filter((x) => x > 1).length === 1)) return false; return iso7064_11_10(d.slice(0, 10)) === d[10]; },
  de_ust_idnr: (s) => { const d = dig(s); return /^DE/.test(s) && d.length === 9 && iso7064_11_10(d.slice(0, 8)) === d[8]; },
  it_codice_fiscale: (s) => /^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(s) && cfCheckChar(s.slice(0, 15)) === s[15],
  br_cpf: (s) => { const d = dig(s); return d.length === 11 && cpfDigits(d.slice(0, 9)) === d.slice(9); },
  br_cnpj: (s) => { const d = dig(s); return d.length === 14 && cnpjDigits(d.slice(0, 12)) === d.slice(12); },
  pl_nip: (s) => { const d = dig(s); return d.length === 10 && nipDigit(d.slice(0, 9)) === d[9]; },
  kr_brn: (s) => { const d = dig(s); return d.length === 10 && krBrnDigit(d.slice(0, 9)) === d[9]; },
  cn_uscc: (s) => s.length === 18 && usccChar(s.slice(0, 17)) === s[17],
  in_pan: (s) => /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/.test(s),
  us_ein: (s) => /^\d{2}-\d{7}$/.test(s),
  mx_rfc: (s) => /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/.test(s),
  // bank accounts
  mx_clabe: (s) => { const d = dig(s); return d.length === 18 && clabeDigit(d.slice(0, 17)) === d[17]; },
  // wallets
  btc_p2pkh: (s) => { const p = b58checkValid(s); return !!p && p.length === 21 && p[0] === 0x00; },
  btc_p2sh: (s) => { const p = b58checkValid(s); return !!p && p.length === 21 && p[0] === 0x05; },
  ltc_p2pkh: (s) => { const p = b58checkValid(s); return !!p && p.length === 21 && p[0] === 0x30; },
  doge_p2pkh: (s) => { const p = b58checkValid(s); return !!p && p.length === 21 && p[0] === 0x1e; },
  tron: (s) => { const p = b58checkValid(s); return !!p && p.length === 21 && p[0] === 0x41; },
  xrp: (s) => { const p = b58checkValid(s, B58_RIPPLE); return !!p && p.length === 21 && p[0] === 0x00; },
  btc_bech32: (s) => bech32Valid(s) === 'bech32' && s.startsWith('bc1q'),
  btc_taproot: (s) => bech32Valid(s) === 'bech32m' && s.startsWith('bc1p'),
  ltc_bech32: (s) => bech32Valid(s) === 'bech32' && s.startsWith('ltc1q'),
  eth: (s) => /^0x[0-9a-fA-F]{40}$/.test(s) && eip55(s.slice(2)) === s,
  solana: (s) => { const b = b58decode(s); return !!b && b.length === 32; },
};

// Check-digit algorithms, written for this corpus. Used both to build valid values and by check.mjs.
import crypto from 'node:crypto';

export const onlyDigits = (s) => normDigits(s).replace(/\D/g, '');
// Arabic-Indic, Eastern Arabic, Devanagari and full-width digits -> ASCII
export function normDigits(s) {
  return String(s).replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x660))
    .replace(/[\u06f0-\u06f9]/g, (c) => String(c.charCodeAt(0) - 0x6f0))
    .replace(/[\u0966-\u096f]/g, (c) => String(c.charCodeAt(0) - 0x966))
    .replace(/[\uff10-\uff19]/g, (c) => String(c.charCodeAt(0) - 0xff10));
}

export function luhnSum(digits) {
  let sum = 0, dbl = false;
  for (let i = digits.length - 1; i >= 0; i--) { let d = +digits[i]; if (dbl) { d *= 2; if (d > 9) d -= 9; } sum += d; dbl = !dbl; }
  return sum;
}
export const luhnValid = (digits) => /^\d+$/.test(digits) && luhnSum(digits) % 10 === 0;
export const luhnDigit = (payload) => String((10 - (luhnSum(payload + '0') % 10)) % 10);

// ISO 13616 IBAN
export function mod97(numStr) { let r = 0; for (const ch of numStr) r = (r * 10 + +ch) % 97; return r; }
const alphaNum = (s) => s.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
export function ibanCheck(country, bban) { const r = mod97(alphaNum(bban + country + '00')); return String(98 - r).padStart(2, '0'); }
export function ibanValid(iban) { const s = iban.replace(/[\s-]/g, '').toUpperCase(); if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(s)) return false; return mod97(alphaNum(s.slice(4) + s.slice(0, 4))) === 1; }

// Verhoeff (Aadhaar)
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffDigit(s) { let c = 0; const a = s.split('').reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][+a[i]]]; return String(VINV[c]); }
export function verhoeffValid(s) { let c = 0; const a = s.split('').reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[i % 8][+a[i]]]; return c === 0; }

// ICAO 9303 MRZ check digit (weights 7,3,1)
export function mrzDigit(s) { const w = [7, 3, 1]; let sum = 0; for (let i = 0; i < s.length; i++) { const c = s[i]; let v = c === '<' ? 0 : /\d/.test(c) ? +c : c.charCodeAt(0) - 55; sum += v * w[i % 3]; } return String(sum % 10); }

// ISO 7064 MOD 11,10 (German tax id)
export function iso7064_11_10(payload) { let p = 10; for (const ch of payload) { let s = (+ch + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; } const c = 11 - p; return String(c === 10 ? 0 : c); }
// ISO 7064 MOD 11-2 (China RIC)
export function cnCheck(s17) { const w = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]; let sum = 0; for (let i = 0; i < 17; i++) sum += +s17[i] * w[i]; return '10X98765432'[sum % 11]; }

// Italian odd/even tables (codice fiscale, IBAN CIN)
const IT_ODD = { 0:1,1:0,2:5,3:7,4:9,5:13,6:15,7:17,8:19,9:21,A:1,B:0,C:5,D:7,E:9,F:13,G:15,H:17,I:19,J:21,K:2,L:4,M:18,N:20,O:11,P:3,Q:6,R:8,S:12,T:14,U:16,V:10,W:22,X:25,Y:24,Z:23 };
const itEven = (c) => (/\d/.test(c) ? +c : c.charCodeAt(0) - 65);
export function itCheckChar(s) { let sum = 0; for (let i = 0; i < s.length; i++) sum += i % 2 === 0 ? IT_ODD[s[i]] : itEven(s[i]); return String.fromCharCode(65 + (sum % 26)); }

export function crc32(buf) { let c, crc = 0xffffffff; for (let n = 0; n < buf.length; n++) { c = (crc ^ buf[n]) & 0xff; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; crc = (crc >>> 8) ^ c; } return (crc ^ 0xffffffff) >>> 0; }
export function crc24(buf) { let crc = 0xb704ce; for (const b of buf) { crc ^= b << 16; for (let i = 0; i < 8; i++) { crc <<= 1; if (crc & 0x1000000) crc ^= 0x1864cfb; } } return crc & 0xffffff; }

// ---- base58 / bech32 / keccak for wallets
export const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const B58_XRP = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
export function b58encode(buf, alpha = B58) {
  let n = BigInt('0x' + (buf.toString('hex') || '0')); let out = '';
  while (n > 0n) { out = alpha[Number(n % 58n)] + out; n /= 58n; }
  for (const b of buf) { if (b === 0) out = alpha[0] + out; else break; }
  return out;
}
export function b58decode(s, alpha = B58) {
  let n = 0n; for (const c of s) { const i = alpha.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); }
  let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; if (n === 0n) hex = '';
  let lead = 0; for (const c of s) { if (c === alpha[0]) lead++; else break; }
  return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]);
}
const sha256 = (b) => crypto.createHash('sha256').update(b).digest();
export const sha256d = (b) => sha256(sha256(b));
export function b58check(payload, alpha = B58) { return b58encode(Buffer.concat([payload, sha256d(payload).subarray(0, 4)]), alpha); }
export function b58checkValid(s, alpha = B58) { const b = b58decode(s, alpha); if (!b || b.length < 5) return false; const p = b.subarray(0, b.length - 4); return sha256d(p).subarray(0, 4).equals(b.subarray(b.length - 4)); }

const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const v of values) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
const hrpExpand = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
export function bech32Encode(hrp, data5, m = false) { const C = m ? 0x2bc830a3 : 1; const pm = polymod([...hrpExpand(hrp), ...data5, 0, 0, 0, 0, 0, 0]) ^ C; const cs = []; for (let i = 0; i < 6; i++) cs.push((pm >>> (5 * (5 - i))) & 31); return hrp + '1' + [...data5, ...cs].map((d) => BECH[d]).join(''); }
export function bech32Valid(s) { const str = s.toLowerCase(); const p = str.lastIndexOf('1'); if (p < 1) return false; const hrp = str.slice(0, p); const data = [...str.slice(p + 1)].map((c) => BECH.indexOf(c)); if (data.some((d) => d < 0)) return false; const pm = polymod([...hrpExpand(hrp), ...data]); return pm === 1 || pm === 0x2bc830a3; }
export function to5bit(buf) { let acc = 0, bits = 0; const out = []; for (const b of buf) { acc = (acc << 8) | b; bits += 8; while (bits >= 5) { bits -= 5; out.push((acc >> bits) & 31); } } if (bits) out.push((acc << (5 - bits)) & 31); return out; }

// Keccak-256 (for EIP-55 checksummed Ethereum addresses)
const RC = ['0x1','0x8082','0x800000000000808a','0x8000000080008000','0x808b','0x80000001','0x8000000080008081','0x8000000000008009','0x8a','0x88','0x80008009','0x8000000a','0x8000808b','0x800000000000008b','0x8000000000008089','0x8000000000008003','0x8000000000008002','0x8000000000000080','0x800a','0x800000008000000a','0x8000000080008081','0x8000000000008080','0x80000001','0x8000000080008008'].map(BigInt);
const ROT = [[0,36,3,41,18],[1,44,10,45,2],[62,6,43,15,61],[28,55,25,21,56],[27,20,39,8,14]];
const M64 = (1n << 64n) - 1n;
const rotl = (x, n) => (n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & M64);
export function keccak256(input) {
  const rate = 136; const msg = Buffer.from(input);
  const padLen = rate - (msg.length % rate); const p = Buffer.alloc(msg.length + padLen); msg.copy(p); p[msg.length] ^= 0x01; p[p.length - 1] ^= 0x80;
  const A = Array.from({ length: 5 }, () => Array(5).fill(0n));
  for (let off = 0; off < p.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) { const x = i % 5, y = Math.floor(i / 5); A[x][y] ^= p.readBigUInt64LE(off + i * 8); }
    for (let r = 0; r < 24; r++) {
      const C = [0, 1, 2, 3, 4].map((x) => A[x][0] ^ A[x][1] ^ A[x][2] ^ A[x][3] ^ A[x][4]);
      const D = [0, 1, 2, 3, 4].map((x) => C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1));
      for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x][y] ^= D[x];
      const B = Array.from({ length: 5 }, () => Array(5).fill(0n));
      for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y][(2 * x + 3 * y) % 5] = rotl(A[x][y], ROT[x][y]);
      for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x][y] = B[x][y] ^ (~B[(x + 1) % 5][y] & M64 & B[(x + 2) % 5][y]);
      A[0][0] ^= RC[r];
    }
  }
  const out = Buffer.alloc(32); for (let i = 0; i < 4; i++) out.writeBigUInt64LE(A[i % 5][Math.floor(i / 5)], i * 8); return out;
}
export function eip55(hex40) { const h = keccak256(Buffer.from(hex40.toLowerCase(), 'ascii')).toString('hex'); return '0x' + [...hex40.toLowerCase()].map((c, i) => (parseInt(h[i], 16) >= 8 ? c.toUpperCase() : c)).join(''); }
export function eip55Valid(addr) { const h = addr.slice(2); if (h === h.toLowerCase() || h === h.toUpperCase()) return /^[0-9a-fA-F]{40}$/.test(h); return eip55(h) === addr; }

// ---- national identifier validators (value -> boolean). Keys are the label `type`.
const d = onlyDigits;
const w = (s, ws) => ws.reduce((a, x, i) => a + x * +s[i], 0);
export const idValidators = {
  us_ssn: (v) => { const s = d(v); return s.length === 9 && !/^(000|666|9)/.test(s) && s.slice(3, 5) !== '00' && s.slice(5) !== '0000'; },
  gb_nino: (v) => /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D]$/.test(v.toUpperCase()),
  de_steuer_id: (v) => { const s = d(v); return s.length === 11 && s[0] !== '0' && iso7064_11_10(s.slice(0, 10)) === s[10]; },
  de_personalausweis: (v) => { const s = v.toUpperCase().replace(/\s/g, ''); return /^[CFGHJKLMNPRTVWXYZ0-9]{9}\d$/.test(s) && mrzDigit(s.slice(0, 9)) === s[9]; },
  fr_nir: (v) => { const s = d(v); return s.length === 15 && 97 - (Number(BigInt(s.slice(0, 13)) % 97n)) === +s.slice(13); },
  be_nn: (v) => { const s = d(v); if (s.length !== 11) return false; const c = +s.slice(9); return 97 - mod97(s.slice(0, 9)) === c || 97 - mod97('2' + s.slice(0, 9)) === c; },
  es_dni: (v) => { const s = v.replace(/[\s-]/g, '').toUpperCase(); return /^\d{8}[A-Z]$/.test(s) && 'TRWAGMYFPDXBNJZSQVHLCKE'[+s.slice(0, 8) % 23] === s[8]; },
  es_nie: (v) => { const s = v.replace(/[\s-]/g, '').toUpperCase(); return /^[XYZ]\d{7}[A-Z]$/.test(s) && 'TRWAGMYFPDXBNJZSQVHLCKE'[+('XYZ'.indexOf(s[0]) + s.slice(1, 8)) % 23] === s[8]; },
  it_cf: (v) => { const s = v.toUpperCase(); return /^[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(s) && itCheckChar(s.slice(0, 15)) === s[15]; },
  pt_nif: (v) => { const s = d(v); if (s.length !== 9) return false; let c = 11 - (w(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; return c === +s[8]; },
  nl_bsn: (v) => { const s = d(v); return s.length === 9 && (w(s, [9, 8, 7, 6, 5, 4, 3, 2]) - +s[8]) % 11 === 0; },
  pl_pesel: (v) => { const s = d(v); return s.length === 11 && (10 - (w(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === +s[10]; },
  se_pnr: (v) => { const s = d(v); const t = s.length === 12 ? s.slice(2) : s; return t.length === 10 && luhnValid(t); },
  no_fnr: (v) => { const s = d(v); if (s.length !== 11) return false; let k1 = 11 - (w(s, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; let k2 = 11 - (w(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; return k1 === +s[9] && k2 === +s[10]; },
  fi_hetu: (v) => { const m = /^(\d{6})[-+AaBCDEFYXWVU](\d{3})([0-9A-Y])$/.exec(v); return !!m && '0123456789ABCDEFHJKLMNPRSTUVWXY'[+(m[1] + m[2]) % 31] === m[3].toUpperCase(); },
  ru_snils: (v) => { const s = d(v); if (s.length !== 11) return false; let sum = w(s, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = sum < 100 ? sum : sum === 100 || sum === 101 ? 0 : sum % 101; if (c === 100) c = 0; return c === +s.slice(9); },
  ru_inn: (v) => { const s = d(v); if (s.length !== 12) return false; const n11 = (w(s, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; const n12 = (w(s, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; return n11 === +s[10] && n12 === +s[11]; },
  tr_tckn: (v) => { const s = d(v); if (s.length !== 11 || s[0] === '0') return false; const a = [...s].map(Number); const d10 = (((a[0] + a[2] + a[4] + a[6] + a[8]) * 7 - (a[1] + a[3] + a[5] + a[7])) % 10 + 10) % 10; const d11 = a.slice(0, 10).reduce((x, y) => x + y, 0) % 10; return d10 === a[9] && d11 === a[10]; },
  jp_mynumber: (v) => { const s = d(v); if (s.length !== 12) return false; let sum = 0; for (let n = 1; n <= 11; n++) { const p = +s[11 - n]; const q = n <= 6 ? n + 1 : n - 5; sum += p * q; } const r = sum % 11; const c = r <= 1 ? 0 : 11 - r; return c === +s[11]; },
  cn_ric: (v) => { const s = v.toUpperCase().replace(/\s/g, ''); return /^\d{17}[\dX]$/.test(s) && cnCheck(s.slice(0, 17)) === s[17]; },
  kr_rrn: (v) => { const s = d(v); return s.length === 13 && (11 - (w(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10 === +s[12]; },
  in_aadhaar: (v) => { const s = d(v); return s.length === 12 && /^[2-9]/.test(s) && verhoeffValid(s); },
  in_pan: (v) => /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(v),
  id_nik: (v) => { const s = d(v); if (s.length !== 16) return false; let dd = +s.slice(6, 8); if (dd > 40) dd -= 40; const mm = +s.slice(8, 10); return dd >= 1 && dd <= 31 && mm >= 1 && mm <= 12; },
  br_cpf: (v) => { const s = d(v); if (s.length !== 11 || /^(\d)\1+$/.test(s)) return false; const c = (n) => { let sum = 0; for (let i = 0; i < n; i++) sum += +s[i] * (n + 1 - i); const r = (sum * 10) % 11; return r === 10 ? 0 : r; }; return c(9) === +s[9] && c(10) === +s[10]; },
  mx_curp: (v) => { const s = v.toUpperCase(); if (!/^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d$/.test(s)) return false; const cs = '0123456789ABCDEFGHIJKLMN\u00d1OPQRSTUVWXYZ'; let sum = 0; for (let i = 0; i < 17; i++) sum += cs.indexOf(s[i]) * (18 - i); return (10 - (sum % 10)) % 10 === +s[17]; },
  ca_sin: (v) => { const s = d(v); return s.length === 9 && !/^[08]/.test(s) && luhnValid(s); },
  au_tfn: (v) => { const s = d(v); return s.length === 9 && w(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0; },
  sg_nric: (v) => { const s = v.toUpperCase(); if (!/^[ST]\d{7}[A-Z]$/.test(s)) return false; let sum = w(s.slice(1, 8), [2, 7, 6, 5, 4, 3, 2]) + (s[0] === 'T' ? 4 : 0); return 'JZIHGFEDCBA'[sum % 11] === s[8]; },
  za_id: (v) => { const s = d(v); return s.length === 13 && luhnValid(s); },
  ch_ahv: (v) => { const s = d(v); if (s.length !== 13 || !s.startsWith('756')) return false; let sum = 0; for (let i = 0; i < 12; i++) sum += +s[i] * (i % 2 ? 3 : 1); return (10 - (sum % 10)) % 10 === +s[12]; },
  at_svnr: (v) => { const s = d(v); if (s.length !== 10) return false; const c = w(s.slice(0, 3) + s.slice(4), [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11; return c === +s[3]; },
  sa_nid: (v) => { const s = d(v); return s.length === 10 && /^[12]/.test(s) && luhnValid(s); },
  ae_eid: (v) => { const s = d(v); return s.length === 15 && s.startsWith('784') && luhnValid(s); },
  il_tz: (v) => { const s = d(v); return s.length === 9 && luhnValid(s); },
  dk_cpr: (v) => { const s = d(v); return s.length === 10 && +s.slice(0, 2) >= 1 && +s.slice(0, 2) <= 31 && +s.slice(2, 4) >= 1 && +s.slice(2, 4) <= 12; },
};

export function abaValid(v) { const s = d(v); return s.length === 9 && w(s, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0; }
export function clabeValid(v) { const s = d(v); if (s.length !== 18) return false; const ws = [3, 7, 1]; let sum = 0; for (let i = 0; i < 17; i++) sum += (+s[i] * ws[i % 3]) % 10; return (10 - (sum % 10)) % 10 === +s[17]; }

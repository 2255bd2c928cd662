// Check-digit algorithms, written for this corpus. Each scheme has a validator used by check.mjs;
// the generator uses the same helpers to make its random values valid.
import { createHash } from 'node:crypto';

const onlyDigits = (s) => s.replace(/\D/g, '');
export function luhnDigit(body) {
  let sum = 0, dbl = true;
  for (let i = body.length - 1; i >= 0; i--) { let d = +body[i]; if (dbl) { d *= 2; if (d > 9) d -= 9; } sum += d; dbl = !dbl; }
  return String((10 - (sum % 10)) % 10);
}
export const luhnOk = (s) => { const d = onlyDigits(s); return d.length > 1 && luhnDigit(d.slice(0, -1)) === d.slice(-1); };

export function mod97(num) { let r = 0; for (const c of num) r = (r * 10 + (c.charCodeAt(0) - 48)) % 97; return r; }
const alnumToNum = (s) => [...s].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
export const ibanCheck = (cc, bban) => String(98 - mod97(alnumToNum(bban + cc + '00'))).padStart(2, '0');
export function ibanOk(iban) { const s = iban.replace(/[\s-]/g, '').toUpperCase(); if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(s)) return false; return mod97(alnumToNum(s.slice(4) + s.slice(0, 4))) === 1; }

export function abaOk(s) { const d = onlyDigits(s); if (d.length !== 9) return false; const w = [3, 7, 1]; let t = 0; for (let i = 0; i < 9; i++) t += +d[i] * w[i % 3]; return t % 10 === 0; }
export function abaDigit(b8) { const w = [3, 7, 1]; let t = 0; for (let i = 0; i < 8; i++) t += +b8[i] * w[i % 3]; return String((10 - (t % 10)) % 10); }

// Verhoeff (Aadhaar)
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffDigit(body) { let c = 0; const a = [...body].reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][+a[i]]]; return String(VINV[c]); }
export function verhoeffOk(s) { let c = 0; const a = [...onlyDigits(s)].reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[i % 8][+a[i]]]; return c === 0; }

// Italian codice fiscale / CIN odd-even tables
const CF_ODD = { 0:1,1:0,2:5,3:7,4:9,5:13,6:15,7:17,8:19,9:21,A:1,B:0,C:5,D:7,E:9,F:13,G:15,H:17,I:19,J:21,K:2,L:4,M:18,N:20,O:11,P:3,Q:6,R:8,S:12,T:14,U:16,V:10,W:22,X:25,Y:24,Z:23 };
const cfEven = (c) => (/\d/.test(c) ? +c : c.charCodeAt(0) - 65);
export function cfChar(body) { let s = 0; for (let i = 0; i < body.length; i++) s += i % 2 === 0 ? CF_ODD[body[i]] : cfEven(body[i]); return String.fromCharCode(65 + (s % 26)); }

// MRZ (ICAO 9303) check digit
export function mrzDigit(s) { const w = [7, 3, 1]; let t = 0; for (let i = 0; i < s.length; i++) { const c = s[i]; const v = c === '<' ? 0 : /\d/.test(c) ? +c : c.charCodeAt(0) - 55; t += v * w[i % 3]; } return String(t % 10); }
export function mrzTd3Ok(block) {
  const lines = block.split(/\r?\n/); if (lines.length !== 2) return false; const [l1, l2] = lines;
  if (l1.length !== 44 || l2.length !== 44 || l1[0] !== 'P') return false;
  const ok = (a, b, c) => mrzDigit(l2.slice(a, b)) === l2[c];
  if (!ok(0, 9, 9) || !ok(13, 19, 19) || !ok(21, 27, 27)) return false;
  if (!(l2[43] === mrzDigit(l2.slice(0, 10) + l2.slice(13, 20) + l2.slice(21, 43)))) return false;
  return mrzDigit(l2.slice(28, 42)) === l2[42] || (l2[42] === '<' && /^<+$/.test(l2.slice(28, 42)));
}

// Base58Check and bech32 (crypto wallets)
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (b) => createHash('sha256').update(b).digest();
export function b58encode(buf, alphabet = B58) {
  let n = BigInt('0x' + (buf.toString('hex') || '0')); let out = '';
  while (n > 0n) { out = alphabet[Number(n % 58n)] + out; n /= 58n; }
  for (const byte of buf) { if (byte === 0) out = alphabet[0] + out; else break; }
  return out;
}
export function b58decode(s, alphabet = B58) {
  let n = 0n; for (const c of s) { const i = alphabet.indexOf(c); if (i < 0) return null; n = n * 58n + BigInt(i); }
  let hex = n.toString(16); if (hex.length % 2) hex = '0' + hex; if (n === 0n) hex = '';
  let lead = 0; for (const c of s) { if (c === alphabet[0]) lead++; else break; }
  return Buffer.concat([Buffer.alloc(lead), Buffer.from(hex, 'hex')]);
}
export const b58check = (payload, alphabet) => b58encode(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]), alphabet);
export function b58checkOk(s, alphabet) { const b = b58decode(s, alphabet); if (!b || b.length < 5) return false; const p = b.subarray(0, -4); return sha256(sha256(p)).subarray(0, 4).equals(b.subarray(-4)); }
export const XRP_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(v) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let c = 1; for (const x of v) { const b = c >>> 25; c = ((c & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) c ^= G[i]; } return c >>> 0; }
const hrpExpand = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
export function bech32Encode(hrp, data5, bech32m = false) {
  const C = bech32m ? 0x2bc830a3 : 1; const pm = polymod([...hrpExpand(hrp), ...data5, 0, 0, 0, 0, 0, 0]) ^ C;
  const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data5, ...chk].map((d) => BECH[d]).join('');
}
export function bech32Ok(s) { const low = s.toLowerCase(); const p = low.lastIndexOf('1'); if (p < 1) return false; const hrp = low.slice(0, p); const data = [...low.slice(p + 1)].map((c) => BECH.indexOf(c)); if (data.some((d) => d < 0) || data.length < 6) return false; const pm = polymod([...hrpExpand(hrp), ...data]); return pm === 1 || pm === 0x2bc830a3; }
export function toWords(bytes) { let acc = 0, bits = 0; const out = []; for (const b of bytes) { acc = (acc << 8) | b; bits += 8; while (bits >= 5) { bits -= 5; out.push((acc >> bits) & 31); } } if (bits) out.push((acc << (5 - bits)) & 31); return out; }

// ---------- national id validators, by type ----------
const W = (d, w) => w.reduce((t, x, i) => t + x * +d[i], 0);
export function steuerIdDigit(d10) { let p = 10; for (const c of d10) { let s = (+c + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; } const k = 11 - p; return String(k === 10 ? 0 : k); }
export const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
export const HETU_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY';
export function noFnrDigits(d9) { const k1 = 11 - (W(d9, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); const c1 = k1 === 11 ? 0 : k1; if (c1 === 10) return null; const k2 = 11 - (W(d9 + c1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); const c2 = k2 === 11 ? 0 : k2; if (c2 === 10) return null; return `${c1}${c2}`; }
export function jpMyNumberDigit(d11) { let s = 0; for (let n = 1; n <= 11; n++) { const p = +d11[11 - n]; const q = n <= 6 ? n + 1 : n - 5; s += p * q; } const r = s % 11; return String(r <= 1 ? 0 : 11 - r); }
export function cnRidChar(d17) { return '10X98765432'[W(d17, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11]; }
export function krRrnDigit(d12) { return String((11 - (W(d12, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10); }
export function tcknDigits(d9) { const o = +d9[0] + +d9[2] + +d9[4] + +d9[6] + +d9[8]; const e = +d9[1] + +d9[3] + +d9[5] + +d9[7]; const d10 = (((o * 7 - e) % 10) + 10) % 10; const d11 = ([...d9].reduce((t, c) => t + +c, 0) + d10) % 10; return `${d10}${d11}`; }
export function cpfDigits(d9) { const a = (W(d9, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; const b = (W(d9 + a, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; return `${a}${b}`; }
export function nifDigit(d8) { const r = 11 - (W(d8, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); return String(r >= 10 ? 0 : r); }
export const ean13Digit = (d12) => String((10 - (W(d12, [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10)) % 10);
export const PPS_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';
export const ppsLetter = (d7, suffix) => PPS_LETTERS[(W(d7, [8, 7, 6, 5, 4, 3, 2]) + (suffix ? 9 * (suffix.charCodeAt(0) - 64) : 0)) % 23];

export const nationalIdValidators = {
  us_ssn: (v) => { const m = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(v); return !!m && m[1] !== '000' && m[1] !== '666' && +m[1] < 900 && m[2] !== '00' && m[3] !== '0000'; },
  gb_nino: (v) => /^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]$/.test(v),
  de_steuer_id: (v) => { const d = onlyDigits(v); return d.length === 11 && d[0] !== '0' && steuerIdDigit(d.slice(0, 10)) === d[10]; },
  fr_nir: (v) => { const d = onlyDigits(v); return d.length === 15 && 97 - (Number(BigInt(d.slice(0, 13)) % 97n)) === +d.slice(13); },
  es_dni: (v) => { const m = /^(\d{8})-?([A-Z])$/.exec(v); return !!m && DNI_LETTERS[+m[1] % 23] === m[2]; },
  es_nie: (v) => { const m = /^([XYZ])-?(\d{7})-?([A-Z])$/.exec(v); return !!m && DNI_LETTERS[+('XYZ'.indexOf(m[1]) + m[2]) % 23] === m[3]; },
  it_cf: (v) => /^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(v) && cfChar(v.slice(0, 15)) === v[15],
  pt_nif: (v) => { const d = onlyDigits(v); return d.length === 9 && nifDigit(d.slice(0, 8)) === d[8]; },
  br_cpf: (v) => { const d = onlyDigits(v); return d.length === 11 && cpfDigits(d.slice(0, 9)) === d.slice(9); },
  nl_bsn: (v) => { const d = onlyDigits(v); return d.length === 9 && (W(d, [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 + 11) % 11 === 0; },
  be_nn: (v) => { const d = onlyDigits(v); if (d.length !== 11) return false; const c = +d.slice(9); const a = 97 - (+d.slice(0, 9) % 97), b = 97 - (+('2' + d.slice(0, 9)) % 97); return c === a || c === b; },
  pl_pesel: (v) => { const d = onlyDigits(v); return d.length === 11 && (10 - (W(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === +d[10]; },
  se_pnr: (v) => { const d = onlyDigits(v); const x = d.length === 12 ? d.slice(2) : d; return x.length === 10 && luhnOk(x); },
  no_fnr: (v) => { const d = onlyDigits(v); return d.length === 11 && noFnrDigits(d.slice(0, 9)) === d.slice(9); },
  fi_hetu: (v) => { const m = /^(\d{6})[-+A](\d{3})([0-9A-Y])$/.exec(v); return !!m && HETU_CHARS[+(m[1] + m[2]) % 31] === m[3]; },
  dk_cpr: (v) => { const d = onlyDigits(v); return d.length === 10 && W(d, [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0; },
  tr_tckn: (v) => { const d = onlyDigits(v); return d.length === 11 && d[0] !== '0' && tcknDigits(d.slice(0, 9)) === d.slice(9); },
  jp_mynumber: (v) => { const d = onlyDigits(v); return d.length === 12 && jpMyNumberDigit(d.slice(0, 11)) === d[11]; },
  cn_rid: (v) => /^\d{17}[\dX]$/.test(v) && cnRidChar(v.slice(0, 17)) === v[17],
  kr_rrn: (v) => { const d = onlyDigits(v); return d.length === 13 && krRrnDigit(d.slice(0, 12)) === d[12]; },
  in_aadhaar: (v) => { const d = onlyDigits(v); return d.length === 12 && /^[2-9]/.test(d) && verhoeffOk(d); },
  in_pan: (v) => /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(v),
  sa_nid: (v) => /^[12]\d{9}$/.test(v) && luhnOk(v),
  ae_eid: (v) => /^784-?\d{4}-?\d{7}-?\d$/.test(v) && luhnOk(v),
  ca_sin: (v) => { const d = onlyDigits(v); return d.length === 9 && luhnOk(d); },
  au_tfn: (v) => { const d = onlyDigits(v); return d.length === 9 && W(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0; },
  ch_ahv: (v) => { const d = onlyDigits(v); return d.length === 13 && d.startsWith('756') && ean13Digit(d.slice(0, 12)) === d[12]; },
  ie_pps: (v) => { const m = /^(\d{7})([A-W])([AW]?)$/.exec(v); return !!m && ppsLetter(m[1], m[3] === 'A' ? 'A' : '') === m[2]; },
  cz_rc: (v) => { const d = onlyDigits(v); return d.length === 10 && BigInt(d) % 11n === 0n; },
  vn_cccd: (v) => /^0\d{2}[0-3]\d{8}$/.test(onlyDigits(v)),
  eg_nid: (v) => /^[23]\d{13}$/.test(v),
  za_id: (v) => /^\d{13}$/.test(v) && luhnOk(v),
};

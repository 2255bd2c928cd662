// Check-digit algorithms shared by the generator (to compute) and the checker (to validate).
import { b58checkValid, bech32Decode, eip55Valid, B58_XRP, B58 } from './enc.mjs';

export const normDigits = (s) => s
  .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x660))
  .replace(/[\u06F0-\u06F9]/g, (c) => String(c.charCodeAt(0) - 0x6F0))
  .replace(/[\u0966-\u096F]/g, (c) => String(c.charCodeAt(0) - 0x966));
export const strip = (s) => normDigits(s).replace(/[\s.\-\/]/g, '');
const D = (s) => [...s].map(Number);

export function luhnSum(num) { let sum = 0, dbl = false; for (let i = num.length - 1; i >= 0; i--) { let d = +num[i]; if (dbl) { d *= 2; if (d > 9) d -= 9; } sum += d; dbl = !dbl; } return sum; }
export const luhnValid = (num) => /^\d+$/.test(num) && luhnSum(num) % 10 === 0;
export const luhnDigit = (partial) => String((10 - (luhnSum(partial + '0') % 10)) % 10);

export function mod97(str) { let r = 0; for (const ch of str) { const v = /[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0) - 55); for (const d of v) r = (r * 10 + +d) % 97; } return r; }
export function ibanCheck(cc, bban) { const r = mod97(bban + cc + '00'); return String(98 - r).padStart(2, '0'); }
export function ibanValid(v) { const s = v.replace(/\s/g, '').toUpperCase(); if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(s)) return false; return mod97(s.slice(4) + s.slice(0, 4)) === 1; }

// ---- national bank-code checks inside the BBAN
export function esDC(ten) { const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; let s = 0; for (let i = 0; i < 10; i++) s += +ten[i] * w[i]; let d = 11 - (s % 11); if (d === 11) d = 0; if (d === 10) d = 1; return String(d); }
const RIBL = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, I: 9, J: 1, K: 2, L: 3, M: 4, N: 5, O: 6, P: 7, Q: 8, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
export function frRibKey(bank, branch, acct) { acct = acct.replace(/[A-Z]/g, (c) => String(RIBL[c])); const n = (BigInt(bank) * 89n + BigInt(branch) * 15n + BigInt(acct) * 3n) % 97n; return String(97n - n).padStart(2, '0'); }
export function beCheck(ten) { let c = Number(BigInt(ten) % 97n); if (c === 0) c = 97; return String(c).padStart(2, '0'); }
export function noCheck(ten) { const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]; let s = 0; for (let i = 0; i < 10; i++) s += +ten[i] * w[i]; let c = 11 - (s % 11); if (c === 11) c = 0; return c === 10 ? null : String(c); }
export function ptNibCheck(nineteen) { return String(98 - Number((BigInt(nineteen) * 100n) % 97n)).padStart(2, '0'); }
const CF_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
const cfEven = (c) => (/[0-9]/.test(c) ? +c : c.charCodeAt(0) - 65);
export function itCheckChar(s) { let sum = 0; for (let i = 0; i < s.length; i++) sum += i % 2 === 0 ? CF_ODD[s[i]] : cfEven(s[i]); return String.fromCharCode(65 + (sum % 26)); }
export function bbanNationalValid(iban) {
  const s = iban.replace(/\s/g, ''); const cc = s.slice(0, 2), b = s.slice(4);
  switch (cc) {
    case 'ES': return esDC('00' + b.slice(0, 8)) === b[8] && esDC(b.slice(10, 20)) === b[9];
    case 'FR': return frRibKey(b.slice(0, 5), b.slice(5, 10), b.slice(10, 21)) === b.slice(21, 23);
    case 'BE': return beCheck(b.slice(0, 10)) === b.slice(10, 12);
    case 'NO': return noCheck(b.slice(0, 10)) === b[10];
    case 'PT': return ptNibCheck(b.slice(0, 19)) === b.slice(19, 21);
    case 'IT': return itCheckChar(b.slice(1)) === b[0];
    default: return true;
  }
}

// ---- national ids / tax ids
export const esLetter = (n) => 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23];
export function bsnValid(s) { if (!/^\d{9}$/.test(s)) return false; let t = 0; for (let i = 0; i < 8; i++) t += +s[i] * (9 - i); return (t - +s[8]) % 11 === 0; }
export function peselCheck(ten) { const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]; let s = 0; for (let i = 0; i < 10; i++) s += +ten[i] * w[i]; return String((10 - (s % 10)) % 10); }
export function tcCheck(nine) { const d = D(nine); const o = d[0] + d[2] + d[4] + d[6] + d[8], e = d[1] + d[3] + d[5] + d[7]; const c10 = (((o * 7 - e) % 10) + 10) % 10; const c11 = (d.reduce((a, b) => a + b, 0) + c10) % 10; return `${c10}${c11}`; }
export function cnCheck(s17) { const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; let s = 0; for (let i = 0; i < 17; i++) s += +s17[i] * w[i]; return '10X98765432'[s % 11]; }
// Verhoeff (Aadhaar)
const VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]];
const VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]];
const VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
export function verhoeffDigit(s) { let c = 0; const a = D(s).reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][a[i]]]; return String(VINV[c]); }
export function verhoeffValid(s) { let c = 0; const a = D(s).reverse(); for (let i = 0; i < a.length; i++) c = VD[c][VP[i % 8][a[i]]]; return c === 0; }
export function krCheck(twelve) { const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]; let s = 0; for (let i = 0; i < 12; i++) s += +twelve[i] * w[i]; return String((11 - (s % 11)) % 10); }
export function jpMyNumberCheck(eleven) { let s = 0; for (let n = 1; n <= 11; n++) { const p = +eleven[11 - n]; const q = n <= 6 ? n + 1 : n - 5; s += p * q; } const r = s % 11; return String(r <= 1 ? 0 : 11 - r); }
export const fiCheck = (nine) => '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(nine) % 31];
export function noFnrChecks(nine) {
  const d = D(nine); const w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2], w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  let s = 0; for (let i = 0; i < 9; i++) s += d[i] * w1[i]; let k1 = 11 - (s % 11); if (k1 === 11) k1 = 0; if (k1 === 10) return null;
  const e = d.concat([k1]); s = 0; for (let i = 0; i < 10; i++) s += e[i] * w2[i]; let k2 = 11 - (s % 11); if (k2 === 11) k2 = 0; if (k2 === 10) return null;
  return `${k1}${k2}`;
}
export function dkCprValid(ten) { const w = [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]; let s = 0; for (let i = 0; i < 10; i++) s += +ten[i] * w[i]; return s % 11 === 0; }
export function ean13Check(twelve) { let s = 0; for (let i = 0; i < 12; i++) s += +twelve[i] * (i % 2 === 0 ? 1 : 3); return String((10 - (s % 10)) % 10); }
export function icao731(s) { const w = [7, 3, 1]; let t = 0; for (let i = 0; i < s.length; i++) { const c = s[i]; const v = /[0-9]/.test(c) ? +c : c === '<' ? 0 : c.charCodeAt(0) - 55; t += v * w[i % 3]; } return String(t % 10); }
const CURP_AL = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
export function curpCheck(s17) { let s = 0; for (let i = 0; i < 17; i++) s += CURP_AL.indexOf(s17[i]) * (18 - i); return String((10 - (s % 10)) % 10); }
export function alnumLuhnValid(s) { let sum = 0; const a = [...s].reverse(); for (let i = 0; i < a.length; i++) { let v = /[0-9]/.test(a[i]) ? +a[i] : a[i].charCodeAt(0) - 55; if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } sum += v; } return sum % 10 === 0; }
export function brRgCheck(eight) { let s = 0; for (let i = 0; i < 8; i++) s += +eight[i] * (2 + i); const c = 11 - (s % 11); return c === 10 ? 'X' : c === 11 ? '0' : String(c); }
export function auMedicareCheck(eight) { const w = [1, 3, 7, 9, 1, 3, 7, 9]; let s = 0; for (let i = 0; i < 8; i++) s += +eight[i] * w[i]; return String(s % 10); }
export function nhsCheck(nine) { let s = 0; for (let i = 0; i < 9; i++) s += +nine[i] * (10 - i); const c = 11 - (s % 11); return c === 11 ? '0' : c === 10 ? null : String(c); }
export function cpfChecks(nine) { const d = D(nine); let s = 0; for (let i = 0; i < 9; i++) s += d[i] * (10 - i); let c1 = (s * 10) % 11; if (c1 === 10) c1 = 0; s = 0; const e = d.concat([c1]); for (let i = 0; i < 10; i++) s += e[i] * (11 - i); let c2 = (s * 10) % 11; if (c2 === 10) c2 = 0; return `${c1}${c2}`; }
export function ptNifCheck(eight) { let s = 0; for (let i = 0; i < 8; i++) s += +eight[i] * (9 - i); const c = 11 - (s % 11); return String(c >= 10 ? 0 : c); }
export function nipCheck(nine) { const w = [6, 5, 7, 2, 3, 4, 5, 6, 7]; let s = 0; for (let i = 0; i < 9; i++) s += +nine[i] * w[i]; const c = s % 11; return c === 10 ? null : String(c); }
export function tfnValid(nine) { const w = [1, 4, 3, 7, 5, 8, 6, 9, 10]; let s = 0; for (let i = 0; i < 9; i++) s += +nine[i] * w[i]; return s % 11 === 0; }
export function utrCheck(nine) { const w = [6, 7, 8, 9, 10, 5, 4, 3, 2]; let s = 0; for (let i = 0; i < 9; i++) s += +nine[i] * w[i]; return String([2, 1, 9, 8, 7, 6, 5, 4, 3, 2, 1][s % 11]); }
export function steuerIdCheck(ten) { let p = 10; for (let i = 0; i < 10; i++) { let s = (+ten[i] + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; } const c = 11 - p; return String(c === 10 ? 0 : c); }
export function steuerIdShapeOk(eleven) { const cnt = {}; for (const c of eleven.slice(0, 10)) cnt[c] = (cnt[c] || 0) + 1; const v = Object.values(cnt); return eleven[0] !== '0' && v.filter((x) => x >= 2).length === 1 && v.every((x) => x <= 3); }
export const frSpiKey = (ten) => String(Number(BigInt(ten) % 511n)).padStart(3, '0');
export function krBrnCheck(nine) { const w = [1, 3, 7, 1, 3, 7, 1, 3, 5]; let s = 0; for (let i = 0; i < 9; i++) s += +nine[i] * w[i]; s += Math.floor((+nine[8] * 5) / 10); return String((10 - (s % 10)) % 10); }
export function vknCheck(nine) { let s = 0; for (let i = 0; i < 9; i++) { const t = (+nine[i] + 9 - i) % 10; let v = (t * 2 ** (9 - i)) % 9; if (t !== 0 && v === 0) v = 9; s += v; } return String((10 - (s % 10)) % 10); }
export function abaValid(nine) { const w = [3, 7, 1, 3, 7, 1, 3, 7, 1]; let s = 0; for (let i = 0; i < 9; i++) s += +nine[i] * w[i]; return s % 10 === 0; }
export function clabeCheck(seventeen) { const w = [3, 7, 1]; let s = 0; for (let i = 0; i < 17; i++) s += ((+seventeen[i] * w[i % 3]) % 10); return String((10 - (s % 10)) % 10); }
export function deIdCheck(nine) { return icao731(nine); }

// ---- validators by label type: return true (valid), false (invalid) or null (no checksum scheme)
const dateOk = (y, m, d) => { const dt = new Date(Date.UTC(y, m - 1, d)); return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d; };
export const VALIDATORS = {
  // cards
  visa: (v) => luhnValid(strip(v)), mastercard: (v) => luhnValid(strip(v)), amex: (v) => luhnValid(strip(v)), discover: (v) => luhnValid(strip(v)),
  jcb: (v) => luhnValid(strip(v)), unionpay: (v) => luhnValid(strip(v)), diners: (v) => luhnValid(strip(v)), troy: (v) => luhnValid(strip(v)),
  elo: (v) => luhnValid(strip(v)), maestro: (v) => luhnValid(strip(v)), mir: (v) => luhnValid(strip(v)),
  // national ids
  us_ssn: (v) => { const s = strip(v); if (!/^\d{9}$/.test(s)) return false; const a = +s.slice(0, 3); return a > 0 && a !== 666 && a < 900 && s.slice(3, 5) !== '00' && s.slice(5) !== '0000'; },
  uk_nino: (v) => /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(v.replace(/\s/g, '')),
  uk_nhs_number: (v) => { const s = strip(v); return /^\d{10}$/.test(s) && nhsCheck(s.slice(0, 9)) === s[9]; },
  es_dni: (v) => { const s = strip(v); return /^\d{8}[A-Z]$/.test(s) && esLetter(+s.slice(0, 8)) === s[8]; },
  es_nie: (v) => { const s = strip(v); return /^[XYZ]\d{7}[A-Z]$/.test(s) && esLetter(+('XYZ'.indexOf(s[0]) + s.slice(1, 8))) === s[8]; },
  fr_nir: (v) => { const s = strip(v); return /^[12]\d{14}$/.test(s) && 97 - Number(BigInt(s.slice(0, 13)) % 97n) === +s.slice(13); },
  nl_bsn: (v) => bsnValid(strip(v)),
  pl_pesel: (v) => { const s = strip(v); return /^\d{11}$/.test(s) && peselCheck(s.slice(0, 10)) === s[10]; },
  se_personnummer: (v) => { let s = strip(v).replace('+', ''); if (s.length === 12) s = s.slice(2); return /^\d{10}$/.test(s) && luhnValid(s); },
  tr_tc_kimlik: (v) => { const s = strip(v); return /^[1-9]\d{10}$/.test(s) && tcCheck(s.slice(0, 9)) === s.slice(9); },
  cn_resident_id: (v) => { const s = strip(v); return /^\d{17}[\dX]$/.test(s) && cnCheck(s.slice(0, 17)) === s[17] && dateOk(+s.slice(6, 10), +s.slice(10, 12), +s.slice(12, 14)); },
  in_aadhaar: (v) => { const s = strip(v); return /^[2-9]\d{11}$/.test(s) && verhoeffValid(s); },
  kr_rrn: (v) => { const s = strip(v); return /^\d{13}$/.test(s) && krCheck(s.slice(0, 12)) === s[12]; },
  jp_my_number: (v) => { const s = strip(v); return /^\d{12}$/.test(s) && jpMyNumberCheck(s.slice(0, 11)) === s[11]; },
  be_national_number: (v) => { const s = strip(v); if (!/^\d{11}$/.test(s)) return false; const c = +s.slice(9); return 97 - Number(BigInt(s.slice(0, 9)) % 97n) === c || 97 - Number(BigInt('2' + s.slice(0, 9)) % 97n) === c; },
  fi_hetu: (v) => { const m = /^(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$/.exec(v); return !!m && fiCheck(m[1] + m[2]) === m[3]; },
  no_fodselsnummer: (v) => { const s = strip(v); return /^\d{11}$/.test(s) && noFnrChecks(s.slice(0, 9)) === s.slice(9); },
  dk_cpr: (v) => { const s = strip(v); return /^\d{10}$/.test(s) && dkCprValid(s); },
  ch_ahv: (v) => { const s = strip(v); return /^756\d{10}$/.test(s) && ean13Check(s.slice(0, 12)) === s[12]; },
  sa_national_id: (v) => { const s = strip(v); return /^[12]\d{9}$/.test(s) && luhnValid(s); },
  ae_emirates_id: (v) => { const s = strip(v); return /^784\d{12}$/.test(s) && luhnValid(s); },
  de_personalausweis: (v) => /^[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\d$/.test(v) && icao731(v.slice(0, 9)) === v[9],
  mx_curp: (v) => /^[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d$/.test(v) && curpCheck(v.slice(0, 17)) === v[17],
  pt_cc: (v) => { const s = v.replace(/\s/g, ''); return /^\d{9}[A-Z]{2}\d$/.test(s) && alnumLuhnValid(s); },
  br_rg: (v) => { const s = strip(v); return /^\d{8}[\dX]$/.test(s) && brRgCheck(s.slice(0, 8)) === s[8]; },
  au_medicare: (v) => { const s = strip(v); return /^[2-6]\d{9}$/.test(s) && auMedicareCheck(s.slice(0, 8)) === s[8]; },
  it_cie: () => null, us_passport: () => null,
  // tax ids
  de_steuer_id: (v) => { const s = strip(v); return /^\d{11}$/.test(s) && steuerIdShapeOk(s) && steuerIdCheck(s.slice(0, 10)) === s[10]; },
  br_cpf: (v) => { const s = strip(v); return /^\d{11}$/.test(s) && cpfChecks(s.slice(0, 9)) === s.slice(9); },
  pt_nif: (v) => { const s = strip(v); return /^[123]\d{8}$/.test(s) && ptNifCheck(s.slice(0, 8)) === s[8]; },
  pl_nip: (v) => { const s = strip(v); return /^\d{10}$/.test(s) && nipCheck(s.slice(0, 9)) === s[9]; },
  au_tfn: (v) => { const s = strip(v); return /^\d{9}$/.test(s) && tfnValid(s); },
  uk_utr: (v) => { const s = strip(v); return /^\d{10}$/.test(s) && utrCheck(s.slice(1)) === s[0]; },
  fr_spi: (v) => { const s = strip(v); return /^[0-3]\d{12}$/.test(s) && frSpiKey(s.slice(0, 10)) === s.slice(10); },
  it_codice_fiscale: (v) => /^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(v) && itCheckChar(v.slice(0, 15)) === v[15],
  kr_brn: (v) => { const s = strip(v); return /^\d{10}$/.test(s) && krBrnCheck(s.slice(0, 9)) === s[9]; },
  tr_vkn: (v) => { const s = strip(v); return /^\d{10}$/.test(s) && vknCheck(s.slice(0, 9)) === s[9]; },
  us_itin: (v) => { const s = strip(v); if (!/^9\d{8}$/.test(s)) return false; const g = +s.slice(3, 5); return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99); },
  in_pan: (v) => /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(v),
  mx_rfc: (v) => /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/.test(v),
  // bank accounts
  mx_clabe: (v) => { const s = strip(v); return /^\d{18}$/.test(s) && clabeCheck(s.slice(0, 17)) === s[17]; },
  pl_nrb: (v) => { const s = strip(v); return /^\d{26}$/.test(s) && ibanValid('PL' + s); },
  es_ccc: (v) => { const s = strip(v); return /^\d{20}$/.test(s) && esDC('00' + s.slice(0, 8)) === s[8] && esDC(s.slice(10)) === s[9]; },
  pt_nib: (v) => { const s = strip(v); return /^\d{21}$/.test(s) && ptNibCheck(s.slice(0, 19)) === s.slice(19); },
  be_bban: (v) => { const s = strip(v); return /^\d{12}$/.test(s) && beCheck(s.slice(0, 10)) === s.slice(10); },
  no_kontonummer: (v) => { const s = strip(v); return /^\d{11}$/.test(s) && noCheck(s.slice(0, 10)) === s[10]; },
  // crypto
  btc_p2pkh: (v) => /^1/.test(v) && b58checkValid(v), btc_p2sh: (v) => /^3/.test(v) && b58checkValid(v),
  ltc_p2pkh: (v) => /^L/.test(v) && b58checkValid(v), doge_p2pkh: (v) => /^D/.test(v) && b58checkValid(v), trx_address: (v) => /^T/.test(v) && b58checkValid(v),
  xrp_address: (v) => /^r/.test(v) && b58checkValid(v, B58_XRP),
  btc_bech32: (v) => { const d = bech32Decode(v); return !!d && d.hrp === 'bc' && d.data[0] === 0 && d.spec === 'bech32'; },
  btc_taproot: (v) => { const d = bech32Decode(v); return !!d && d.hrp === 'bc' && d.data[0] === 1 && d.spec === 'bech32m'; },
  ltc_bech32: (v) => { const d = bech32Decode(v); return !!d && d.hrp === 'ltc' && d.spec === 'bech32'; },
  eth_address: (v) => eip55Valid(v) && v.slice(2) !== v.slice(2).toLowerCase(),
  age_secret_key: (v) => { const d = bech32Decode(v); return !!d && d.hrp === 'age-secret-key-' && d.spec === 'bech32'; },
  solana_address: (v) => { const b = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(v); return b ? null : false; },
};
export function ibanFullValid(v) { return ibanValid(v) && bbanNationalValid(v); }
VALIDATORS.iban = ibanFullValid;
export { B58 };

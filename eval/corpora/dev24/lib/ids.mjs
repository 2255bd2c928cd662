// Personal identifiers with their check-digit schemes: national IDs, tax IDs, passports,
// bank accounts, IBANs, cards. Each generator returns {c, t, v} (category, type, value)
// plus optional metadata. `p` is the person (for schemes that embed name/birth date).
import { luhnDigit, ibanFromBban, verhoeffDigit, mod11_10Digit, weightedSum, mod97 } from './checks.mjs';

const L = (c, t, v, extra = {}) => ({ c, t, v, ...extra });
const p2 = (n) => String(n).padStart(2, '0');
const yy = (y) => p2(y % 100);

// ---------------- national IDs ----------------
export const NATIONAL = {
  us_ssn(r) { let a; do { a = r.int(1, 899); } while (a === 666); const v = `${String(a).padStart(3, '0')}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`; return L('national_id', 'us_ssn', r.chance(0.75) ? v : v.replace(/-/g, '')); },
  uk_nino(r) { let pre; do { pre = r.chars(1, 'ABCEGHJKLMNPRSTWXYZ') + r.chars(1, 'ABCEGHJKLMNPRSTWXYZ'); } while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(pre)); const d = r.digits(6), s = r.chars(1, 'ABCD'); return L('national_id', 'uk_nino', r.chance(0.5) ? `${pre} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${s}` : pre + d + s); },
  ca_sin(r) { const b = r.chars(1, '1234567') + r.digits(7); const v = b + luhnDigit(b); return L('national_id', 'ca_sin', r.chance(0.6) ? `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}` : v); },
  au_medicare(r) { const b = r.chars(1, '23456') + r.digits(7); const c = weightedSum(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10; const v = b + c + r.int(1, 9); return L('national_id', 'au_medicare', r.chance(0.6) ? `${v.slice(0, 4)} ${v.slice(4, 9)} ${v.slice(9)}` : v); },
  in_aadhaar(r) { const b = r.chars(1, '23456789') + r.digits(10); const v = b + verhoeffDigit(b); return L('national_id', 'in_aadhaar', r.chance(0.7) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v); },
  ie_ppsn(r) { const d = r.digits(7); const newStyle = r.chance(0.5); let s = weightedSum(d, [8, 7, 6, 5, 4, 3, 2]) + (newStyle ? 9 : 0); const ch = 'WABCDEFGHIJKLMNOPQRSTUV'[s % 23]; return L('national_id', 'ie_ppsn', d + ch + (newStyle ? 'A' : '')); },
  de_personalausweis(r) { const al = 'CFGHJKLMNPRTVWXYZ0123456789'; const b = r.chars(1, 'LMNPRTVWXY') + r.chars(8, al); const val = (ch) => /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55; const w = [7, 3, 1]; const c = [...b].reduce((s, ch, i) => s + val(ch) * w[i % 3], 0) % 10; return L('national_id', 'de_personalausweis', b + c); },
  de_kvnr(r) { const letter = r.upper(1); const d8 = r.digits(8); const s = p2(letter.charCodeAt(0) - 64) + d8; let sum = 0; [...s].forEach((ch, i) => { let x = +ch * (i % 2 ? 2 : 1); sum += Math.floor(x / 10) + (x % 10); }); return L('national_id', 'de_kvnr', letter + d8 + (sum % 10)); },
  at_svnr(r, p) { for (;;) { const ser = r.nzdigits(3); const dob = p2(p.dob.d) + p2(p.dob.m) + yy(p.dob.y); const s = ser + '0' + dob; const c = (3 * s[0] + 7 * s[1] + 9 * s[2] + 5 * s[4] + 8 * s[5] + 4 * s[6] + 2 * s[7] + 1 * s[8] + 6 * s[9]) % 11; if (c === 10) continue; const v = ser + c + dob; return L('national_id', 'at_svnr', r.chance(0.5) ? `${v.slice(0, 4)} ${v.slice(4)}` : v); } },
  ch_ahv(r) { const b = '756' + r.digits(9); const s = [...b].reduce((a, d, i) => a + (+d) * (i % 2 ? 3 : 1), 0); const v = b + ((10 - s % 10) % 10); return L('national_id', 'ch_ahv', `${v.slice(0, 3)}.${v.slice(3, 7)}.${v.slice(7, 11)}.${v.slice(11)}`); },
  fr_nir(r, p) { const b = (p.sex === 'F' ? '2' : '1') + yy(p.dob.y) + p2(p.dob.m) + p2(r.int(1, 95)) + String(r.int(1, 990)).padStart(3, '0') + String(r.int(1, 999)).padStart(3, '0'); const k = p2(97 - Number(BigInt(b) % 97n)); return L('national_id', 'fr_nir', r.chance(0.5) ? `${b[0]} ${b.slice(1, 3)} ${b.slice(3, 5)} ${b.slice(5, 7)} ${b.slice(7, 10)} ${b.slice(10)} ${k}` : b + k); },
  be_nrn(r, p) { const b = yy(p.dob.y) + p2(p.dob.m) + p2(p.dob.d) + String(r.int(1, 997)).padStart(3, '0'); const n = BigInt((p.dob.y >= 2000 ? '2' : '') + b); const c = p2(97 - Number(n % 97n)); return L('national_id', 'be_nrn', r.chance(0.6) ? `${b.slice(0, 2)}.${b.slice(2, 4)}.${b.slice(4, 6)}-${b.slice(6)}.${c}` : b + c); },
  es_dni(r) { if (r.chance(0.25)) { const x = r.int(0, 2), d = r.digits(7); return L('national_id', 'es_nie', 'XYZ'[x] + d + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(String(x) + d) % 23]); } const d = r.digits(8); return L('national_id', 'es_dni', d + 'TRWAGMYFPDXBNJZSQVHLCKE'[+d % 23]); },
  mx_curp(r, p) { const DIC = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'; const lat = (s) => (s || 'X').normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase() + 'XXXX'; const fam = lat(p.family), giv = lat(p.given); const vow = fam.slice(1).match(/[AEIOU]/); const cons = (s) => (s.slice(1).match(/[^AEIOU]/) || ['X'])[0];
    const b = fam[0] + (vow ? vow[0] : 'X') + r.upper(1) + giv[0] + yy(p.dob.y) + p2(p.dob.m) + p2(p.dob.d) + (p.sex === 'F' ? 'M' : 'H') + r.pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'GT', 'MC', 'YN']) + cons(fam) + r.chars(1, 'BCDFGHJKLMNPRSTVZ') + cons(giv) + (p.dob.y >= 2000 ? r.upper(1) : r.digits(1));
    const s = [...b].reduce((a, ch, i) => a + DIC.indexOf(ch) * (18 - i), 0); return L('national_id', 'mx_curp', b + ((10 - s % 10) % 10)); },
  it_cie(r) { return L('national_id', 'it_cie', 'C' + r.chars(1, 'ABCDEFG') + r.digits(5) + r.upper(2)); },
  nl_bsn(r) { for (;;) { const b = r.nzdigits(8); const s = weightedSum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (s === 10) continue; const v = b + s; return L('national_id', 'nl_bsn', r.chance(0.3) ? `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6)}` : v); } },
  pl_pesel(r, p) { const m = p.dob.m + (p.dob.y >= 2000 ? 20 : 0); const b = yy(p.dob.y) + p2(m) + p2(p.dob.d) + r.digits(3) + (p.sex === 'F' ? r.pick('02468') : r.pick('13579')); const c = (10 - weightedSum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10; return L('national_id', 'pl_pesel', b + c); },
  br_cpf(r) { const n = r.digits(9); const d1 = ((weightedSum(n, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10; const d2 = ((weightedSum(n + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10; const v = n + d1 + d2; return L('national_id', 'br_cpf', r.chance(0.7) ? `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}` : v); },
  pt_cc(r) { const d8 = r.digits(8); let s = weightedSum(d8, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; const c1 = s < 2 ? 0 : 11 - s; const letters = r.pick(['ZZ', 'ZX', 'ZY', 'XZ', 'YZ']) ; const v = (ch) => /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 55;
    const ok = (str) => { let sum = 0, dbl = false; for (let i = str.length - 1; i >= 0; i--) { let x = v(str[i]); if (dbl) { x *= 2; if (x > 9) x -= 9; } sum += x; dbl = !dbl; } return sum % 10 === 0; };
    for (let d = 0; d < 10; d++) { const body = d8 + c1 + letters + d; if (ok(body)) return L('national_id', 'pt_cc', `${d8} ${c1} ${letters}${d}`); } },
  se_personnummer(r, p) { const b = yy(p.dob.y) + p2(p.dob.m) + p2(p.dob.d) + r.digits(3); const c = luhnDigit(b); const full = r.chance(0.4); return L('national_id', 'se_personnummer', (full ? String(p.dob.y).slice(0, 2) : '') + b.slice(0, 6) + (p.dob.y >= 1925 || full ? '-' : '+') + b.slice(6) + c); },
  fi_hetu(r, p) { const ddmmyy = p2(p.dob.d) + p2(p.dob.m) + yy(p.dob.y); const n = String(r.int(2, 899)).padStart(3, '0'); const ch = '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(ddmmyy + n) % 31]; return L('national_id', 'fi_hetu', ddmmyy + (p.dob.y >= 2000 ? 'A' : '-') + n + ch); },
  no_fnr(r, p) { for (;;) { const b = p2(p.dob.d) + p2(p.dob.m) + yy(p.dob.y) + String(r.int(p.dob.y >= 2000 ? 500 : 0, p.dob.y >= 2000 ? 999 : 499)).padStart(3, '0'); let k1 = 11 - weightedSum(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11; if (k1 === 11) k1 = 0; if (k1 === 10) continue; let k2 = 11 - weightedSum(b + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (k2 === 11) k2 = 0; if (k2 === 10) continue; return L('national_id', 'no_fnr', b + k1 + k2); } },
  tr_tckn(r) { for (;;) { const d = r.nzdigits(9).split('').map(Number); const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return L('national_id', 'tr_tckn', d.join('') + d10 + d11); } },
  ru_snils(r) { for (;;) { const b = r.digits(9); if (+b < 1001998) continue; let s = weightedSum(b, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = s < 100 ? s : (s === 100 || s === 101) ? 0 : s % 101; if (c === 100) c = 0; return L('national_id', 'ru_snils', `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)} ${p2(c)}`); } },
  gr_amka(r, p) { const b = p2(p.dob.d) + p2(p.dob.m) + yy(p.dob.y) + r.digits(4); return L('national_id', 'gr_amka', b + luhnDigit(b)); },
  ae_emirates_id(r, p) { const b = '784' + p.dob.y + r.digits(7); const v = b + luhnDigit(b); return L('national_id', 'ae_emirates_id', `${v.slice(0, 3)}-${v.slice(3, 7)}-${v.slice(7, 14)}-${v.slice(14)}`); },
  sa_national_id(r) { const b = r.pick(['1', '2']) + r.digits(8); return L('national_id', 'sa_national_id', b + luhnDigit(b)); },
  jp_my_number(r) { const b = r.digits(11); let s = 0; for (let n = 1; n <= 11; n++) { const P = +b[11 - n]; const Q = n <= 6 ? n + 1 : n - 5; s += P * Q; } const rem = s % 11; const c = rem <= 1 ? 0 : 11 - rem; const v = b + c; return L('national_id', 'jp_my_number', r.chance(0.5) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v); },
  cn_resident_id(r, p) { const b = r.pick(['110101', '310104', '440305', '510107', '330106', '420102', '320102']) + p.dob.y + p2(p.dob.m) + p2(p.dob.d) + String(r.int(1, 999)).padStart(3, '0'); const s = weightedSum(b, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]); return L('national_id', 'cn_resident_id', b + '10X98765432'[s % 11]); },
  kr_rrn(r, p) { const s7 = p.dob.y >= 2000 ? (p.sex === 'F' ? '4' : '3') : (p.sex === 'F' ? '2' : '1'); const b = yy(p.dob.y) + p2(p.dob.m) + p2(p.dob.d) + s7 + r.digits(5); const c = (11 - weightedSum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10; return L('national_id', 'kr_rrn', b.slice(0, 6) + '-' + b.slice(6) + c); },
};

// ---------------- tax IDs ----------------
const CF_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
const cfEven = (ch) => /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 65;
export const cinChar = (s) => String.fromCharCode(65 + [...s].reduce((a, ch, i) => a + (i % 2 === 0 ? CF_ODD[ch] : cfEven(ch)), 0) % 26);
function cfPart(name, isGiven) { const s = name.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase(); const cons = s.replace(/[AEIOU]/g, ''), vow = s.replace(/[^AEIOU]/g, ''); if (isGiven && cons.length >= 4) return cons[0] + cons[2] + cons[3]; return (cons + vow + 'XXX').slice(0, 3); }
export const TAX = {
  us_ein(r) { return L('tax_id', 'us_ein', r.pick(['12', '20', '27', '33', '46', '54', '61', '74', '81', '94']) + '-' + r.digits(7)); },
  us_itin(r) { return L('tax_id', 'us_itin', '9' + r.digits(2) + '-' + r.pick(['70', '73', '78', '81', '88', '90', '92', '94', '97']) + '-' + r.digits(4)); },
  uk_utr(r) { const b = r.digits(9); const c = '21987654321'[weightedSum(b, [6, 7, 8, 9, 10, 5, 4, 3, 2]) % 11]; const v = c + b; return L('tax_id', 'uk_utr', r.chance(0.5) ? `${v.slice(0, 5)} ${v.slice(5)}` : v); },
  au_tfn(r) { for (;;) { const b = r.digits(8); for (let d = 0; d < 10; d++) { const v = b + d; if (weightedSum(v, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0) return L('tax_id', 'au_tfn', r.chance(0.6) ? `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}` : v); } } },
  in_pan(r, p) { const fam = (p.family || 'X').normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase() || 'K'; return L('tax_id', 'in_pan', r.upper(3) + 'P' + fam[0] + r.digits(4) + r.upper(1)); },
  de_steuer_id(r) { for (;;) { const digs = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]); const dup = digs[0]; const ten = r.shuffle([dup, dup, ...digs.slice(1, 9)]); if (ten[0] === 0) continue; const b = ten.join(''); const v = b + mod11_10Digit(b); return L('tax_id', 'de_steuer_id', r.chance(0.4) ? `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}` : v); } },
  it_codice_fiscale(r, p) { const months = 'ABCDEHLMPRST'; const day = p.dob.d + (p.sex === 'F' ? 40 : 0); const b = cfPart(p.family || 'Rossi', false) + cfPart(p.given || 'Mario', true) + yy(p.dob.y) + months[p.dob.m - 1] + p2(day) + r.pick(['H501', 'F205', 'L219', 'G273', 'A944', 'D612', 'F839']); return L('tax_id', 'it_codice_fiscale', b + cinChar(b)); },
  pl_nip(r) { for (;;) { const b = r.nzdigits(9); const c = weightedSum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11; if (c === 10) continue; const v = b + c; return L('tax_id', 'pl_nip', r.chance(0.5) ? `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6, 8)}-${v.slice(8)}` : v); } },
  pt_nif(r) { const b = r.pick(['1', '2', '3']) + r.digits(7); const s = 11 - weightedSum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; return L('tax_id', 'pt_nif', b + (s >= 10 ? 0 : s)); },
  ru_inn(r) { const b = r.nzdigits(10); const n11 = weightedSum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10; const n12 = weightedSum(b + n11, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10; return L('tax_id', 'ru_inn', b + n11 + n12); },
  gr_afm(r) { const b = r.nzdigits(8); const s = [...b].reduce((a, d, i) => a + (+d) * 2 ** (8 - i), 0) % 11 % 10; return L('tax_id', 'gr_afm', b + s); },
  fr_spi(r) { const b = r.chars(1, '0123') + r.digits(9); const k = String(Number(b) % 511).padStart(3, '0'); const v = b + k; return L('tax_id', 'fr_spi', r.chance(0.5) ? `${v.slice(0, 2)} ${v.slice(2, 4)} ${v.slice(4, 7)} ${v.slice(7, 10)} ${v.slice(10)}` : v); },
};

// ---------------- passports (no public check digit outside the MRZ) ----------------
export const PASSPORT = {
  us: (r) => r.chance(0.5) ? r.nzdigits(9) : r.chars(1, 'ACEFHKLMNPRSTUVWXYZ') + r.digits(8),
  gb: (r) => r.nzdigits(9),
  ca: (r) => r.upper(2) + r.digits(6),
  au: (r) => r.chars(1, 'NPRE') + r.upper(1) + r.digits(7),
  in: (r) => r.chars(1, 'JKLMNPRSTUVWZ') + r.digits(7),
  ie: (r) => r.upper(2) + r.digits(7),
  de: (r) => 'C' + r.chars(8, 'CFGHJKLMNPRTVWXYZ0123456789'),
  at: (r) => r.upper(1) + r.digits(7),
  ch: (r) => 'X' + r.digits(7),
  fr: (r) => r.digits(2) + r.upper(2) + r.digits(5),
  be: (r) => r.upper(2) + r.digits(6),
  es: (r) => r.chars(3, 'ABCDEFGHJKLMNPRSTUVWXYZ') + r.digits(6),
  mx: (r) => r.upper(1) + r.digits(8),
  it: (r) => r.chars(2, 'ABCDEFGHJKLMNPRSTUVWXY') + r.digits(7),
  nl: (r) => r.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ') + r.chars(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') + r.digits(1),
  pl: (r) => r.upper(2) + r.digits(7),
  br: (r) => r.upper(2) + r.digits(6),
  pt: (r) => r.upper(1) + r.digits(6),
  se: (r) => r.digits(8),
  fi: (r) => r.upper(2) + r.digits(7),
  no: (r) => r.upper(2) + r.digits(7),
  tr: (r) => 'U' + r.digits(8),
  ru: (r) => r.chars(1, '67') + r.digits(1) + ' ' + r.digits(7),
  gr: (r) => r.upper(2) + r.digits(7),
  ae: (r) => r.upper(1) + r.digits(7),
  sa: (r) => r.upper(1) + r.digits(8),
  jp: (r) => r.pick(['TK', 'TR', 'TS', 'TZ', 'MU', 'MZ']) + r.digits(7),
  cn: (r) => r.chance(0.5) ? 'E' + r.digits(8) : 'E' + r.chars(1, 'ABCDEFGH') + r.digits(7),
  kr: (r) => 'M' + r.digits(3) + r.upper(1) + r.digits(4),
};
export const passport = (r, cc) => L('passport_number', `${cc}_passport`, PASSPORT[cc](r));

// ---------------- IBAN ----------------
function ribKey(b, g, a) { return p2(97 - Number((89n * BigInt(b) + 15n * BigInt(g) + 3n * BigInt(a)) % 97n)); }
function esDc(s10) { const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; let d = 11 - weightedSum(s10, w) % 11; return d === 11 ? 0 : d === 10 ? 1 : d; }
export const IBAN_BBAN = {
  DE: (r) => r.nzdigits(8) + r.digits(10),
  AT: (r) => r.nzdigits(5) + r.digits(11),
  CH: (r) => '00' + r.digits(3) + r.digits(12),
  FR: (r) => { const b = r.digits(5), g = r.digits(5), a = r.digits(11); return b + g + a + ribKey(b, g, a); },
  BE: (r) => { const n = r.digits(10); let c = Number(BigInt(n) % 97n); if (c === 0) c = 97; return n + p2(c); },
  ES: (r) => { const b = r.digits(4), g = r.digits(4), a = r.digits(10); return b + g + esDc('00' + b + g) + esDc(a) + a; },
  IT: (r) => { const abi = r.digits(5), cab = r.digits(5), acct = r.digits(12); return cinChar(abi + cab + acct) + abi + cab + acct; },
  NL: (r) => r.pick(['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO', 'KNAB']) + r.digits(10),
  GB: (r) => r.pick(['BARC', 'LOYD', 'HBUK', 'NWBK', 'MIDL', 'MONZ']) + r.digits(6) + r.digits(8),
  IE: (r) => r.pick(['AIBK', 'BOFI', 'IPBS']) + r.digits(6) + r.digits(8),
  PL: (r) => { const b7 = r.nzdigits(7); const c = (10 - weightedSum(b7, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10; return b7 + c + r.digits(16); },
  PT: (r) => { const n = r.digits(19); const c = 98 - Number((BigInt(n) * 100n) % 97n); return n + p2(c); },
  SE: (r) => r.digits(3) + r.digits(17),
  FI: (r) => { const b = r.digits(13); return b + luhnDigit(b); },
  NO: (r) => { for (;;) { const b = r.digits(10); let c = 11 - weightedSum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (c === 11) c = 0; if (c === 10) continue; return b + c; } },
  TR: (r) => r.digits(5) + '0' + r.digits(16),
  SA: (r) => r.digits(2) + r.digits(18),
  AE: (r) => r.digits(3) + r.digits(16),
  GR: (r) => r.digits(3) + r.digits(4) + r.digits(16),
  BR: (r) => r.digits(8) + r.digits(5) + r.digits(10) + r.pick(['C', 'P']) + r.digits(1),
};
export function iban(r, cc, paper = null) { const v = ibanFromBban(cc, IBAN_BBAN[cc](r)); const pp = paper ?? r.chance(0.4); return L('iban', `${cc.toLowerCase()}_iban`, pp ? v.replace(/(.{4})/g, '$1 ').trim() : v); }

// ---------------- local bank accounts (non-IBAN) ----------------
export function abaRouting(r) { for (;;) { const b = r.pick(['0', '1', '2', '3']) + r.digits(7); for (let d = 0; d < 10; d++) { const v = b + d; if (weightedSum(v, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0) return v; } } }
export const BANK = {
  us: (r) => L('bank_account', 'us_bank_account', r.nzdigits(r.int(8, 12))),
  gb: (r) => L('bank_account', 'uk_sort_code_account', `${r.digits(2)}-${r.digits(2)}-${r.digits(2)} ${r.digits(8)}`),
  au: (r) => L('bank_account', 'au_bsb_account', `${r.pick(['062', '033', '083', '012', '734'])}-${r.digits(3)} ${r.digits(r.int(8, 9))}`),
  ca: (r) => L('bank_account', 'ca_transit_account', `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006', '010'])}-${r.digits(7)}`),
  in: (r) => L('bank_account', 'in_bank_account', r.nzdigits(r.int(11, 16))),
  jp: (r) => L('bank_account', 'jp_bank_account', r.digits(7)),
  br: (r) => { const c = r.digits(r.int(5, 8)); let s = 0; [...c].reverse().forEach((d, i) => { s += (+d) * (2 + (i % 8)); }); const dv = 11 - s % 11; return L('bank_account', 'br_agencia_conta', `${r.digits(4)} / ${c}-${dv === 10 ? 'X' : dv === 11 ? '0' : dv}`); },
  mx: (r) => { const b = r.pick(['002', '012', '014', '021', '072']) + r.digits(3) + r.digits(11); const s = [...b].reduce((a, d, i) => a + ((+d) * [3, 7, 1][i % 3]) % 10, 0); return L('bank_account', 'mx_clabe', b + ((10 - s % 10) % 10)); },
  ru: (r) => { const bik = '04' + r.digits(4) + r.digits(3); const acc = r.pick(['40817810', '42301810', '40817978']) + '0' + r.digits(11); const s = [...(bik.slice(-3) + acc)].reduce((a, d, i) => a + ((+d) * [7, 1, 3][i % 3]) % 10, 0); const k = ((s % 10) * 3) % 10; return L('bank_account', 'ru_account', acc.slice(0, 8) + k + acc.slice(9), { bik }); },
  kr: (r) => L('bank_account', 'kr_bank_account', `${r.digits(3)}-${r.digits(r.int(2, 3))}-${r.digits(6)}`),
};

// ---------------- payment cards (Luhn) ----------------
const BRANDS = {
  visa: [['4'], 16], mastercard: [['51', '52', '53', '54', '55', '2221', '2300', '2720'], 16], amex: [['34', '37'], 15], discover: [['6011', '65'], 16], jcb: [['3528', '3540', '3589'], 16], unionpay: [['62'], 16], diners: [['36'], 14], mir: [['2200', '2202', '2204'], 16], troy: [['9792'], 16], rupay: [['6521', '6522', '508'], 16], maestro: [['6759', '5018'], 16],
};
export function card(r, brand, fmt = null) {
  const [pre, len] = BRANDS[brand]; const p = r.pick(pre); const b = p + r.digits(len - 1 - p.length); const v = b + luhnDigit(b);
  const f = fmt ?? r.pick(['plain', 'space', 'space', 'dash']);
  let out = v; if (f !== 'plain') { const sep = f === 'space' ? ' ' : '-'; out = len === 15 ? [v.slice(0, 4), v.slice(4, 10), v.slice(10)].join(sep) : len === 14 ? [v.slice(0, 4), v.slice(4, 10), v.slice(10)].join(sep) : v.match(/.{1,4}/g).join(sep); }
  return L('credit_card', brand, out);
}
export function luhnInvalid(r, len) { for (;;) { const v = r.nzdigits(len); const { luhnValid } = { luhnValid: (s) => luhnDigit(s.slice(0, -1)) === s.slice(-1) }; if (!luhnValid(v)) return v; } }

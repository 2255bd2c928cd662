// Identifier generators with check digits, plus validators used by check.mjs.
import { createHash } from 'node:crypto';

const pad = (n, w) => String(n).padStart(w, '0');
const digs = (s) => s.replace(/\D/g, '').split('').map(Number);

// ---------- generic ----------
export function luhnCheck(body) { // returns check digit for digit string body
  let sum = 0, dbl = true;
  for (let i = body.length - 1; i >= 0; i--) {
    let d = +body[i]; if (dbl) { d *= 2; if (d > 9) d -= 9; } sum += d; dbl = !dbl;
  }
  return (10 - sum % 10) % 10;
}
export const luhnValid = (s) => { const d = s.replace(/\D/g, ''); return d.length > 1 && luhnCheck(d.slice(0, -1)) === +d.slice(-1); };

const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffCheck(body) { let c = 0; const a = body.split('').reverse().map(Number); for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][a[i]]]; return VINV[c]; }
export const verhoeffValid = (s) => { const a = digs(s).reverse(); let c = 0; for (let i = 0; i < a.length; i++) c = VD[c][VP[i % 8][a[i]]]; return c === 0; };

// ---------- cards ----------
const CARD = {
  visa: [['4'], 16], mastercard: [['51', '52', '53', '54', '55', '2221', '2720'], 16], amex: [['34', '37'], 15],
  discover: [['6011', '65'], 16], jcb: [['3528', '3589'], 16], diners: [['36', '38'], 14], unionpay: [['62'], 16], maestro: [['6759', '5018'], 16],
};
export function card(r, brand) {
  brand = brand || r.pick(Object.keys(CARD));
  const [pre, len] = CARD[brand]; let b = r.pick(pre);
  while (b.length < len - 1) b += r.int(0, 9);
  const n = b + luhnCheck(b);
  let out;
  if (brand === 'amex') out = [n.slice(0, 4), n.slice(4, 10), n.slice(10)];
  else if (brand === 'diners') out = [n.slice(0, 4), n.slice(4, 10), n.slice(10)];
  else out = n.match(/.{4}/g);
  const sep = r.pick([' ', ' ', '-', '']);
  return { brand, number: out.join(sep) };
}
export const TEST_CARDS = ['4111 1111 1111 1111', '4242 4242 4242 4242', '5555 5555 5555 4444', '4000 0566 5566 5556', '3782 822463 10005', '6011 1111 1111 1117', '5105 1051 0510 5100', '4012 8888 8888 1881'];

// ---------- IBAN ----------
const IBAN_FMT = { GB: 'AAAA##############', DE: '##################', FR: '##########XXXXXXXXXXX##', ES: '####################', IT: 'A##########XXXXXXXXXXXX', PT: '#####################', NL: 'AAAA##########', PL: '########################', SE: '####################', DK: '##############', FI: '##############', CZ: '####################', TR: '#####0################', HU: '########################', AT: '################', BE: '############', CH: '#####XXXXXXXXXXXX', IE: 'AAAA##############' };
const GB_BANKS = ['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL'], NL_BANKS = ['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO'];
function mod97(s) { let r = 0; for (const ch of s) { const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch; for (const c of v) r = (r * 10 + +c) % 97; } return r; }
export function iban(r, cc) {
  const f = IBAN_FMT[cc]; let bban = '';
  if (cc === 'GB' || cc === 'IE') bban = r.pick(GB_BANKS) + r.digits(14);
  else if (cc === 'NL') bban = r.pick(NL_BANKS) + r.digits(10);
  else for (const ch of f) bban += ch === '#' ? r.int(0, 9) : ch === 'A' ? r.upper(1) : ch === 'X' ? r.str(1, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ') : ch;
  const chk = pad(98 - mod97(bban + cc + '00'), 2);
  const raw = cc + chk + bban;
  return r.chance(0.6) ? raw.match(/.{1,4}/g).join(' ') : raw;
}
export const ibanValid = (s) => { const t = s.replace(/\s/g, ''); return /^[A-Z]{2}\d\d[A-Z0-9]+$/.test(t) && mod97(t.slice(4) + t.slice(0, 4)) === 1; };

// ---------- US ----------
export function usSSN(r) { let a; do a = r.int(1, 899); while (a === 666); return `${pad(a, 3)}-${pad(r.int(1, 99), 2)}-${pad(r.int(1, 9999), 4)}`; }
export function usITIN(r) { return `9${r.digits(2)}-${r.pick(['70', '71', '78', '80', '88', '90', '92', '94', '99'])}-${r.digits(4)}`; }
export function usEIN(r) { return `${r.pick(['12', '20', '27', '45', '46', '52', '81', '94'])}-${r.digits(7)}`; }
export function usMBI(r) { // C A AN N A AN N A A N N  (letters exclude S L O I B Z)
  const A = 'ACDEFGHJKMNPQRTUVWXY', AN = A + '0123456789', N = '0123456789';
  const spec = [ '123456789', A, AN, N, A, AN, N, A, A, N, N ];
  const s = spec.map((al) => r.str(1, al)).join('');
  return r.chance(0.4) ? `${s.slice(0, 4)}-${s.slice(4, 7)}-${s.slice(7)}` : s;
}
export function abaRouting(r) { const b = r.pick(['0', '1', '2', '3']) + r.digits(7); const w = [3, 7, 1, 3, 7, 1, 3, 7]; const s = b.split('').reduce((t, d, i) => t + d * w[i], 0); return b + ((10 - s % 10) % 10); }
export const abaValid = (s) => { const d = digs(s); if (d.length !== 9) return false; const w = [3, 7, 1, 3, 7, 1, 3, 7, 1]; return d.reduce((t, x, i) => t + x * w[i], 0) % 10 === 0; };

// ---------- UK ----------
export function nhs(r) { for (;;) { const b = r.int(4, 6) + r.digits(8); const w = b.split('').reduce((t, d, i) => t + d * (10 - i), 0); let c = 11 - w % 11; if (c === 11) c = 0; if (c === 10) continue; const n = b + c; return r.chance(0.7) ? `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` : n; } }
export const nhsValid = (s) => { const d = digs(s); if (d.length !== 10) return false; const w = d.slice(0, 9).reduce((t, x, i) => t + x * (10 - i), 0); let c = 11 - w % 11; if (c === 11) c = 0; return c !== 10 && c === d[9]; };
export function nino(r) { const A = 'ABCEGHJKLMNPRSTWXYZ', B = 'ABCEGHJKLMNPRSTWXYZ'; let p; do p = r.str(1, A) + r.str(1, B); while (['GB', 'BG', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(p)); const d = r.digits(6); const s = r.pick('ABCD'); return r.chance(0.5) ? `${p} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${s}` : `${p}${d}${s}`; }

// ---------- CA ----------
export function caSIN(r) { const b = r.pick(['1', '2', '3', '4', '5', '6', '7', '9']) + r.digits(7); const n = b + luhnCheck(b); return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; }
export function ohip(r) { const b = r.int(1, 9) + r.digits(8); const n = b + luhnCheck(b); return `${n.slice(0, 4)}-${n.slice(4, 7)}-${n.slice(7)}${r.chance(0.6) ? '-' + r.upper(2) : ''}`; }
export const ohipValid = (s) => luhnValid(s.replace(/-[A-Z]{2}$/, ''));

// ---------- AU ----------
export function auMedicare(r) { for (;;) { const b = r.int(2, 6) + r.digits(7); const w = [1, 3, 7, 9, 1, 3, 7, 9]; const c = b.split('').reduce((t, d, i) => t + d * w[i], 0) % 10; const n = b + c + r.int(1, 9); return `${n.slice(0, 4)} ${n.slice(4, 9)} ${n.slice(9)}`; } }
export const auMedicareValid = (s) => { const d = digs(s); if (d.length < 10) return false; const w = [1, 3, 7, 9, 1, 3, 7, 9]; return d.slice(0, 8).reduce((t, x, i) => t + x * w[i], 0) % 10 === d[8]; };
export function auTFN(r) { for (;;) { const b = r.digits(8); const w = [1, 4, 3, 7, 5, 8, 6, 9]; const s = b.split('').reduce((t, d, i) => t + d * w[i], 0); for (let c = 0; c <= 9; c++) if ((s + c * 10) % 11 === 0) { const n = b + c; return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; } } }
export const auTFNValid = (s) => { const d = digs(s); const w = [1, 4, 3, 7, 5, 8, 6, 9, 10]; return d.length === 9 && d.reduce((t, x, i) => t + x * w[i], 0) % 11 === 0; };

// ---------- IN ----------
export function aadhaar(r) { const b = r.int(2, 9) + r.digits(10); const n = b + verhoeffCheck(b); return `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`; }
export function pan(r) { return r.upper(3) + r.pick('PPPPCH') + r.upper(1) + r.digits(4) + r.upper(1); }

// ---------- DE ----------
export function kvnr(r) { const letter = r.upper(1); const body = r.digits(8); const ln = pad(letter.charCodeAt(0) - 64, 2); const s = (ln + body).split('').reduce((t, d, i) => { let p = +d * (i % 2 ? 2 : 1); if (p > 9) p = Math.floor(p / 10) + p % 10; return t + p; }, 0); return letter + body + (s % 10); }
export const kvnrValid = (s) => { if (!/^[A-Z]\d{9}$/.test(s)) return false; const ln = pad(s.charCodeAt(0) - 64, 2); const t = (ln + s.slice(1, 9)).split('').reduce((t, d, i) => { let p = +d * (i % 2 ? 2 : 1); if (p > 9) p = Math.floor(p / 10) + p % 10; return t + p; }, 0); return t % 10 === +s[9]; };
function iso7064_11_10(body) { let p = 10; for (const ch of body) { let s = (+ch + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; } let c = 11 - p; return c === 10 ? 0 : c; }
export function deSteuerId(r) { const ds = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 9); ds.push(ds[r.int(0, 8)]); let a; do a = r.shuffle(ds); while (a[0] === 0); const b = a.join(''); const n = b + iso7064_11_10(b); return r.chance(0.5) ? `${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 8)} ${n.slice(8)}` : n; }
export const deSteuerIdValid = (s) => { const d = s.replace(/\s/g, ''); return /^\d{11}$/.test(d) && iso7064_11_10(d.slice(0, 10)) === +d[10]; };
function icao(s) { const w = [7, 3, 1]; let t = 0; for (let i = 0; i < s.length; i++) { const c = s[i]; const v = /\d/.test(c) ? +c : c === '<' ? 0 : c.charCodeAt(0) - 55; t += v * w[i % 3]; } return t % 10; }
export function dePassport(r) { const b = r.pick('CFGHJK') + r.str(8, 'CFGHJKLMNPRTVWXYZ0123456789'); return b + icao(b); }

// ---------- FR ----------
export function nir(r, sex, dob) { const yy = pad(dob.getUTCFullYear() % 100, 2), mm = pad(dob.getUTCMonth() + 1, 2); const dep = pad(r.int(1, 95), 2).replace('20', '2A'); const body = `${sex === 'f' ? 2 : 1}${yy}${mm}${dep}${r.digits(3)}${r.digits(3)}`; const num = BigInt(body.replace('2A', '19').replace('2B', '18')); const key = pad(97 - Number(num % 97n), 2); return r.chance(0.6) ? `${body[0]} ${yy} ${mm} ${dep} ${body.slice(7, 10)} ${body.slice(10, 13)} ${key}` : body + key; }
export const nirValid = (s) => { const t = s.replace(/\s/g, ''); if (t.length !== 15) return false; const b = t.slice(0, 13).replace('2A', '19').replace('2B', '18'); return 97 - Number(BigInt(b) % 97n) === +t.slice(13); };
export function frSPI(r) { const b = r.int(0, 3) + r.digits(9); const k = pad(Number(BigInt(b) % 511n), 3); return `${b.slice(0, 2)} ${b.slice(2, 4)} ${b.slice(4, 7)} ${b.slice(7, 10)} ${k}`; }
export function frRIB(r) { const b = r.digits(5), g = r.digits(5), a = r.digits(11); const key = 97 - Number((89n * BigInt(b) + 15n * BigInt(g) + 3n * BigInt(a)) % 97n); return `${b} ${g} ${a} ${String(key).padStart(2, '0')}`; }
export const frRIBValid = (s) => { const m = /^(\d{5}) (\d{5}) (\d{11}) (\d{2})$/.exec(s); return !!m && (89n * BigInt(m[1]) + 15n * BigInt(m[2]) + 3n * BigInt(m[3]) + BigInt(m[4])) % 97n === 0n; };
export function frPassport(r) { return r.digits(2) + r.upper(2) + r.digits(5); }

// ---------- ES ----------
const DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE';
export function dni(r) { const n = r.digits(8); return n + DNI_L[+n % 23]; }
export function nie(r) { const p = r.int(0, 2); const n = r.digits(7); return 'XYZ'[p] + n + DNI_L[+(p + n) % 23]; }
export const dniValid = (s) => { const t = s.replace(/[\s-]/g, '').toUpperCase(); const m = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(t); if (!m) return false; const n = +(m[1] ? 'XYZ'.indexOf(m[1]) + m[2] : m[2]); return DNI_L[n % 23] === m[3]; };
export function esPassport(r) { return r.upper(3) + r.digits(6); }

// ---------- IT ----------
const CF_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
const cfEven = (c) => /\d/.test(c) ? +c : c.charCodeAt(0) - 65;
function cfCheck(b) { let t = 0; for (let i = 0; i < 15; i++) t += i % 2 === 0 ? CF_ODD[b[i]] : cfEven(b[i]); return String.fromCharCode(65 + t % 26); }
function cfPart(s, isName) { const u = s.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, ''); const c = u.replace(/[AEIOU]/g, ''), v = u.replace(/[^AEIOU]/g, ''); if (isName && c.length >= 4) return c[0] + c[2] + c[3]; return (c + v + 'XXX').slice(0, 3); }
export function codiceFiscale(r, given, family, sex, dob) { const yy = pad(dob.getUTCFullYear() % 100, 2); const m = 'ABCDEHLMPRST'[dob.getUTCMonth()]; const dd = pad(dob.getUTCDate() + (sex === 'f' ? 40 : 0), 2); const b = cfPart(family, false) + cfPart(given, true) + yy + m + dd + r.pick('ABCDEFGHLM') + r.digits(3); return b + cfCheck(b); }
export const cfValid = (s) => /^[A-Z0-9]{16}$/.test(s) && cfCheck(s.slice(0, 15)) === s[15];
export function itPassport(r) { return r.upper(2) + r.digits(7); }

// ---------- PT ----------
function mod11pt(b) { const s = b.split('').reduce((t, d, i) => t + d * (9 - i), 0); const c = 11 - s % 11; return c >= 10 ? 0 : c; }
export function ptNIF(r) { const b = r.pick(['1', '2', '3']) + r.digits(7); return b + mod11pt(b); }
export const ptNIFValid = (s) => { const d = s.replace(/\s/g, ''); return /^\d{9}$/.test(d) && mod11pt(d.slice(0, 8)) === +d[8]; };
export function ptSNS(r) { return r.int(1, 9) + r.digits(8); }

// ---------- NL ----------
export function bsn(r) { for (;;) { const b = r.int(1, 6) + r.digits(7); const s = b.split('').reduce((t, d, i) => t + d * (9 - i), 0); const c = s % 11; if (c > 9) continue; return b + c; } }
export const bsnValid = (s) => { const d = digs(s); return d.length === 9 && (d.slice(0, 8).reduce((t, x, i) => t + x * (9 - i), 0) - d[8]) % 11 === 0; };
export function nlVAT(r) { return 'NL' + bsn(r) + 'B' + pad(r.int(1, 3), 2); }

// ---------- PL ----------
export function pesel(r, sex, dob) { const y = dob.getUTCFullYear(); let mm = dob.getUTCMonth() + 1 + (y >= 2000 ? 20 : 0); const b = pad(y % 100, 2) + pad(mm, 2) + pad(dob.getUTCDate(), 2) + r.digits(3) + (sex === 'f' ? r.pick('02468') : r.pick('13579')); const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]; const s = b.split('').reduce((t, d, i) => t + d * w[i], 0); return b + (10 - s % 10) % 10; }
export const peselValid = (s) => { const d = digs(s); const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]; return d.length === 11 && (10 - d.slice(0, 10).reduce((t, x, i) => t + x * w[i], 0) % 10) % 10 === d[10]; };
export function nip(r) { for (;;) { const b = r.int(1, 9) + r.digits(8); const w = [6, 5, 7, 2, 3, 4, 5, 6, 7]; const c = b.split('').reduce((t, d, i) => t + d * w[i], 0) % 11; if (c === 10) continue; const n = b + c; return r.chance(0.5) ? `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}` : n; } }
export const nipValid = (s) => { const d = digs(s); const w = [6, 5, 7, 2, 3, 4, 5, 6, 7]; return d.length === 10 && d.slice(0, 9).reduce((t, x, i) => t + x * w[i], 0) % 11 === d[9]; };

// ---------- Nordics ----------
export function sePnr(r, sex, dob) { const b = pad(dob.getUTCFullYear() % 100, 2) + pad(dob.getUTCMonth() + 1, 2) + pad(dob.getUTCDate(), 2) + r.digits(2) + (sex === 'f' ? r.pick('02468') : r.pick('13579')); const c = luhnCheck(b); const full = r.chance(0.4); return (full ? String(dob.getUTCFullYear()).slice(0, 2) : '') + b.slice(0, 6) + '-' + b.slice(6) + c; }
export const sePnrValid = (s) => { const d = s.replace(/\D/g, ''); return luhnValid(d.slice(-10)); };
export function seOrgnr(r) { const b = r.pick(['55', '80', '82']) + r.digits(7); const n = b + luhnCheck(b); return n.slice(0, 6) + '-' + n.slice(6); }
export function dkCPR(r, sex, dob) { for (let k = 0; k < 200; k++) { const b = pad(dob.getUTCDate(), 2) + pad(dob.getUTCMonth() + 1, 2) + pad(dob.getUTCFullYear() % 100, 2) + r.digits(3); const w = [4, 3, 2, 7, 6, 5, 4, 3, 2]; const s = b.split('').reduce((t, d, i) => t + d * w[i], 0); const c = (11 - s % 11) % 11; if (c === 10) continue; if ((c % 2 === 0) !== (sex === 'f')) continue; return b.slice(0, 6) + '-' + b.slice(6) + c; } return null; }
export const dkCPRValid = (s) => { const d = digs(s); const w = [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]; return d.length === 10 && d.reduce((t, x, i) => t + x * w[i], 0) % 11 === 0; };
export function dkCVR(r) { for (;;) { const b = r.int(1, 9) + r.digits(6); const w = [2, 7, 6, 5, 4, 3, 2]; const s = b.split('').reduce((t, d, i) => t + d * w[i], 0); const c = (11 - s % 11) % 11; if (c === 10) continue; return b + c; } }
const HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY';
export function hetu(r, sex, dob) { const y = dob.getUTCFullYear(); const d6 = pad(dob.getUTCDate(), 2) + pad(dob.getUTCMonth() + 1, 2) + pad(y % 100, 2); let ind = r.int(2, 899); if ((ind % 2 === 0) !== (sex === 'f')) ind++; const i3 = pad(ind, 3); return d6 + (y >= 2000 ? 'A' : '-') + i3 + HETU_C[+(d6 + i3) % 31]; }
export const hetuValid = (s) => { const m = /^(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$/.exec(s); return !!m && HETU_C[+(m[1] + m[2]) % 31] === m[3]; };
export function fiYtunnus(r) { for (;;) { const b = r.digits(7); const w = [7, 9, 10, 5, 8, 4, 2]; const s = b.split('').reduce((t, d, i) => t + d * w[i], 0) % 11; if (s === 1) continue; return b + '-' + (s === 0 ? 0 : 11 - s); } }

// ---------- CZ ----------
export function rodneCislo(r, sex, dob) { for (;;) { const b = pad(dob.getUTCFullYear() % 100, 2) + pad(dob.getUTCMonth() + 1 + (sex === 'f' ? 50 : 0), 2) + pad(dob.getUTCDate(), 2) + r.digits(3); const c = Number(BigInt(b) % 11n); if (c === 10) continue; return b.slice(0, 6) + '/' + b.slice(6) + c; } }
export const rcValid = (s) => { const d = s.replace(/\D/g, ''); return d.length === 10 && BigInt(d) % 11n === 0n; };

// ---------- HU ----------
export function taj(r) { const b = r.int(1, 9) + r.digits(7); const s = b.split('').reduce((t, d, i) => t + d * (i % 2 ? 7 : 3), 0); const n = b + (s % 10); return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; }
export const tajValid = (s) => { const d = digs(s); return d.length === 9 && d.slice(0, 8).reduce((t, x, i) => t + x * (i % 2 ? 7 : 3), 0) % 10 === d[8]; };

// ---------- TR ----------
export function tckn(r) { const d = [r.int(1, 9), ...r.digits(8).split('').map(Number)]; const o = d[0] + d[2] + d[4] + d[6] + d[8], e = d[1] + d[3] + d[5] + d[7]; const d10 = ((o * 7 - e) % 10 + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return d.join('') + d10 + d11; }
export const tcknValid = (s) => { const d = digs(s); if (d.length !== 11 || d[0] === 0) return false; const o = d[0] + d[2] + d[4] + d[6] + d[8], e = d[1] + d[3] + d[5] + d[7]; return ((o * 7 - e) % 10 + 10) % 10 === d[9] && d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10]; };
export function trVKN(r) { const d = r.digits(9).split('').map(Number); let sum = 0; for (let i = 0; i < 9; i++) { let v = (d[i] + 9 - i) % 10; if (v !== 0) { v = (v * 2 ** (9 - i)) % 9; if (v === 0) v = 9; } sum += v; } return d.join('') + ((10 - sum % 10) % 10); }

// ---------- RU ----------
export function snils(r) { for (;;) { const b = r.digits(9); if (+b <= 1001998) continue; const s = b.split('').reduce((t, d, i) => t + d * (9 - i), 0); let c = s < 100 ? s : s === 100 || s === 101 ? 0 : s % 101; if (c === 100) c = 0; return `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)} ${pad(c, 2)}`; } }
export const snilsValid = (s) => { const d = s.replace(/\D/g, ''); if (d.length !== 11) return false; const t = d.slice(0, 9).split('').reduce((a, x, i) => a + x * (9 - i), 0); let c = t < 100 ? t : t === 100 || t === 101 ? 0 : t % 101; if (c === 100) c = 0; return c === +d.slice(9); };
export function innPerson(r) { const b = pad(r.int(1, 99), 2) + r.digits(8); const w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8], w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]; const c1 = b.split('').reduce((t, d, i) => t + d * w1[i], 0) % 11 % 10; const b2 = b + c1; const c2 = b2.split('').reduce((t, d, i) => t + d * w2[i], 0) % 11 % 10; return b2 + c2; }
export const innValid = (s) => { const d = digs(s); if (d.length !== 12) return false; const w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8], w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]; return d.slice(0, 10).reduce((t, x, i) => t + x * w1[i], 0) % 11 % 10 === d[10] && d.slice(0, 11).reduce((t, x, i) => t + x * w2[i], 0) % 11 % 10 === d[11]; };
export function ruPassport(r) { return `${r.digits(2)} ${r.digits(2)} ${r.digits(6)}`; }

// ---------- JP ----------
function myNumberCheck(b) { let s = 0; for (let n = 1; n <= 11; n++) { const p = +b[11 - n]; const q = n <= 6 ? n + 1 : n - 5; s += p * q; } const m = s % 11; return m <= 1 ? 0 : 11 - m; }
export function myNumber(r) { const b = r.int(1, 9) + r.digits(10); const n = b + myNumberCheck(b); return r.chance(0.5) ? `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}` : n; }
export const myNumberValid = (s) => { const d = s.replace(/\D/g, ''); return d.length === 12 && myNumberCheck(d.slice(0, 11)) === +d[11]; };
export function jpCorpNo(r) { const b = r.int(1, 9) + r.digits(11); let s = 0; const rev = b.split('').reverse(); rev.forEach((d, i) => { s += +d * (i % 2 === 0 ? 1 : 2); }); return (9 - s % 9) + b; }
export function jpPassport(r) { return r.pick(['TK', 'TR', 'TZ', 'MZ', 'TH']) + r.digits(7); }

// ---------- CN ----------
export function cnResident(r, sex, dob) { const area = r.pick(['110105', '310104', '440305', '330106', '510107', '420106', '320102']); const b = area + dob.getUTCFullYear() + pad(dob.getUTCMonth() + 1, 2) + pad(dob.getUTCDate(), 2) + r.digits(2) + (sex === 'f' ? r.pick('02468') : r.pick('13579')); const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; const s = b.split('').reduce((t, d, i) => t + d * w[i], 0); return b + '10X98765432'[s % 11]; }
export const cnValid = (s) => { if (!/^\d{17}[\dX]$/.test(s)) return false; const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; return '10X98765432'[s.slice(0, 17).split('').reduce((t, d, i) => t + d * w[i], 0) % 11] === s[17]; };
export function cnPassport(r) { return 'E' + r.digits(8); }

// ---------- KR ----------
export function krRRN(r, sex, dob) { const y = dob.getUTCFullYear(); const g = y >= 2000 ? (sex === 'f' ? 4 : 3) : (sex === 'f' ? 2 : 1); const b = pad(y % 100, 2) + pad(dob.getUTCMonth() + 1, 2) + pad(dob.getUTCDate(), 2) + g + r.digits(5); const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]; const s = b.split('').reduce((t, d, i) => t + d * w[i], 0); return b.slice(0, 6) + '-' + b.slice(6) + (11 - s % 11) % 10; }
export const krRRNValid = (s) => { const d = digs(s); const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]; return d.length === 13 && (11 - d.slice(0, 12).reduce((t, x, i) => t + x * w[i], 0) % 11) % 10 === d[12]; };
export function krBRN(r) { const d = r.digits(9).split('').map(Number); const w = [1, 3, 7, 1, 3, 7, 1, 3, 5]; let s = d.reduce((t, x, i) => t + x * w[i], 0); s += Math.floor(d[8] * 5 / 10); const n = d.join('') + ((10 - s % 10) % 10); return `${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`; }
export function krPassport(r) { return 'M' + r.digits(3) + r.upper(1) + r.digits(4); }

// ---------- generic passports ----------
export const genericPassport = { GB: (r) => r.digits(9), US: (r) => (r.chance(0.5) ? r.pick('ACEFGHJKLMNPQRSTUVWXYZ') + r.digits(8) : r.digits(9)), IN: (r) => r.pick('JKLMNPRSTUVWZ') + r.digits(7), AU: (r) => r.pick(['PA', 'PB', 'N', 'RA']) + r.digits(7), CA: (r) => r.upper(2) + r.digits(6), NL: (r) => r.upper(2) + r.str(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') + r.int(0, 9), PL: (r) => r.upper(2) + r.digits(7), SE: (r) => r.digits(8), DK: (r) => r.digits(9), FI: (r) => r.upper(2) + r.digits(7), CZ: (r) => r.digits(8), PT: (r) => r.upper(1) + r.digits(6), TR: (r) => r.pick('UZ') + r.digits(8), HU: (r) => r.upper(2) + r.digits(7) };

// ---------- crypto wallets ----------
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const XRP58 = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
function b58(buf, alpha = B58) { let x = BigInt('0x' + (buf.toString('hex') || '0')); let s = ''; while (x > 0n) { s = alpha[Number(x % 58n)] + s; x /= 58n; } for (const b of buf) { if (b === 0) s = alpha[0] + s; else break; } return s; }
function b58dec(s, alpha = B58) { let x = 0n; for (const c of s) { const i = alpha.indexOf(c); if (i < 0) return null; x = x * 58n + BigInt(i); } let h = x.toString(16); if (h.length % 2) h = '0' + h; let buf = x === 0n ? Buffer.alloc(0) : Buffer.from(h, 'hex'); let z = 0; for (const c of s) { if (c === alpha[0]) z++; else break; } return Buffer.concat([Buffer.alloc(z), buf]); }
const sha256 = (b) => createHash('sha256').update(b).digest();
function b58check(version, payload, alpha) { const v = Buffer.concat([Buffer.from(version), payload]); return b58(Buffer.concat([v, sha256(sha256(v)).subarray(0, 4)]), alpha); }
export const b58checkValid = (s, alpha = B58) => { const b = b58dec(s, alpha); if (!b || b.length < 5) return false; const p = b.subarray(0, -4); return sha256(sha256(p)).subarray(0, 4).equals(b.subarray(-4)); };
// bech32
const BC = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(v) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let c = 1; for (const x of v) { const b = c >>> 25; c = ((c & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) c ^= G[i]; } return c >>> 0; }
const hrpExp = (h) => [...h].map((c) => c.charCodeAt(0) >> 5).concat([0], [...h].map((c) => c.charCodeAt(0) & 31));
function convertBits(data, from, to) { let acc = 0, bits = 0; const out = []; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & ((1 << to) - 1)); } } if (bits > 0) out.push((acc << (to - bits)) & ((1 << to) - 1)); return out; }
function bech32(hrp, witver, prog, m) { const data = [witver, ...convertBits(prog, 8, 5)]; const pm = polymod([...hrpExp(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ m; const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >>> (5 * (5 - i))) & 31); return hrp + '1' + [...data, ...chk].map((d) => BC[d]).join(''); }
export const bech32Valid = (s) => { const i = s.lastIndexOf('1'); const hrp = s.slice(0, i); const d = [...s.slice(i + 1)].map((c) => BC.indexOf(c)); if (d.some((x) => x < 0)) return false; const pm = polymod([...hrpExp(hrp), ...d]); return pm === 1 || pm === 0x2bc830a3; };
// keccak-256 for EIP-55
const RC = ['0x1', '0x8082', '0x800000000000808a', '0x8000000080008000', '0x808b', '0x80000001', '0x8000000080008081', '0x8000000000008009', '0x8a', '0x88', '0x80008009', '0x8000000a', '0x8000808b', '0x800000000000008b', '0x8000000000008089', '0x8000000000008003', '0x8000000000008002', '0x8000000000000080', '0x800a', '0x800000008000000a', '0x8000000080008081', '0x8000000000008080', '0x80000001', '0x8000000080008008'].map(BigInt);
const ROT = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];
const M64 = (1n << 64n) - 1n; const rotl = (x, n) => n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & M64;
function keccak256(msg) { const rate = 136; const p = Buffer.alloc(Math.ceil((msg.length + 1) / rate) * rate); msg.copy(p); p[msg.length] ^= 0x01; p[p.length - 1] ^= 0x80; const A = new Array(25).fill(0n);
  for (let off = 0; off < p.length; off += rate) { for (let i = 0; i < rate / 8; i++) A[i] ^= p.readBigUInt64LE(off + i * 8);
    for (let rd = 0; rd < 24; rd++) { const C = [0, 1, 2, 3, 4].map((x) => A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20]); for (let x = 0; x < 5; x++) { const D = C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1); for (let y = 0; y < 25; y += 5) A[x + y] ^= D; }
      const B = new Array(25); for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(A[x + 5 * y], ROT[x + 5 * y]);
      for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x + 5 * y] = B[x + 5 * y] ^ ((~B[(x + 1) % 5 + 5 * y] & M64) & B[(x + 2) % 5 + 5 * y]); A[0] ^= RC[rd]; } }
  const out = Buffer.alloc(32); for (let i = 0; i < 4; i++) out.writeBigUInt64LE(A[i], i * 8); return out; }
export function eip55(hex40) { const h = keccak256(Buffer.from(hex40.toLowerCase(), 'ascii')).toString('hex'); return '0x' + [...hex40.toLowerCase()].map((c, i) => /[a-f]/.test(c) && parseInt(h[i], 16) >= 8 ? c.toUpperCase() : c).join(''); }
export const eip55Valid = (s) => /^0x[0-9a-fA-F]{40}$/.test(s) && eip55(s.slice(2)) === s;
export function wallet(r, kind) {
  kind = kind || r.pick(['btc_p2pkh', 'btc_p2sh', 'btc_bech32', 'btc_taproot', 'eth', 'eth', 'ltc', 'doge', 'tron', 'xrp']);
  const h20 = r.bytes(20), h32 = r.bytes(32);
  switch (kind) {
    case 'btc_p2pkh': return { type: 'bitcoin_address', value: b58check([0x00], h20) };
    case 'btc_p2sh': return { type: 'bitcoin_address', value: b58check([0x05], h20) };
    case 'btc_bech32': return { type: 'bitcoin_address', value: bech32('bc', 0, [...h20], 1) };
    case 'btc_taproot': return { type: 'bitcoin_address', value: bech32('bc', 1, [...h32], 0x2bc830a3) };
    case 'eth': return { type: 'ethereum_address', value: eip55(h20.toString('hex')) };
    case 'ltc': return { type: 'litecoin_address', value: b58check([0x30], h20) };
    case 'doge': return { type: 'dogecoin_address', value: b58check([0x1e], h20) };
    case 'tron': return { type: 'tron_address', value: b58check([0x41], h20) };
    case 'xrp': return { type: 'ripple_address', value: b58check([0x00], h20, XRP58) };
  }
}
export function walletValid(type, s) {
  if (type === 'ethereum_address') return eip55Valid(s);
  if (type === 'ripple_address') return b58checkValid(s, XRP58);
  if (/^(bc1)/.test(s)) return bech32Valid(s);
  return b58checkValid(s);
}

// validators by label type (used by check.mjs)
export const VALIDATORS = {
  nhs_number: nhsValid, us_aba_routing: abaValid, ca_sin: luhnValid, ca_ohip: ohipValid, au_medicare: auMedicareValid, au_tfn: auTFNValid,
  in_aadhaar: verhoeffValid, de_kvnr: kvnrValid, de_steuer_id: deSteuerIdValid, fr_nir: nirValid, es_dni: dniValid, es_nie: dniValid, es_nif: dniValid,
  it_codice_fiscale: cfValid, pt_nif: ptNIFValid, nl_bsn: bsnValid, pl_pesel: peselValid, pl_nip: nipValid, se_personnummer: sePnrValid,
  dk_cpr: dkCPRValid, fi_hetu: hetuValid, cz_rodne_cislo: rcValid, hu_taj: tajValid, tr_tckn: tcknValid, ru_snils: snilsValid, ru_inn: innValid,
  jp_my_number: myNumberValid, fr_rib: (s) => frRIBValid(s), cn_resident_id: cnValid, kr_rrn: krRRNValid,
};

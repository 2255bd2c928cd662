// National / tax / passport / bank identifiers. Each generator: (rng, person) => string.
import * as C from './checks.mjs';
import { UPPER, DIG } from './rng.mjs';
const p2 = (n) => String(n).padStart(2, '0');
const yy = (b) => p2(b.y % 100);

// --- Italian codice fiscale ---
const CF_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
const cfEven = (c) => (/\d/.test(c) ? +c : c.charCodeAt(0) - 65);
export function cfCheckChar(s15) { let t = 0; for (let i = 0; i < s15.length; i++) t += i % 2 === 0 ? CF_ODD[s15[i]] : cfEven(s15[i]); return String.fromCharCode(65 + (t % 26)); }
const fold = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z]/g, '');
function cfPart(name, isGiven) { const n = fold(name); const cons = n.replace(/[AEIOU]/g, ''), vow = n.replace(/[^AEIOU]/g, ''); if (isGiven && cons.length >= 4) return cons[0] + cons[2] + cons[3]; return (cons + vow + 'XXX').slice(0, 3); }
export function codiceFiscale(rng, p) { const b = p.birth; const day = b.d + (p.sex === 'F' ? 40 : 0); const belf = rng.pick(['F205', 'H501', 'L219', 'F839', 'A944', 'D612', 'G273', 'L736']); const s = cfPart(p.romFamily, false) + cfPart(p.romGiven, true) + yy(b) + 'ABCDEHLMPRST'[b.m - 1] + p2(day) + belf; return s + cfCheckChar(s); }
export const cfValid = (s) => /^[A-Z0-9]{15}[A-Z]$/.test(s) && cfCheckChar(s.slice(0, 15)) === s[15];

// --- helpers ---
const groupsOf = (s, sizes, sep = ' ') => { const out = []; let i = 0; for (const n of sizes) { out.push(s.slice(i, i + n)); i += n; } return out.join(sep); };

export const GEN = {
  // national_id
  us_ssn: (r) => { let a; do a = r.int(1, 899); while (a === 666); return `${String(a).padStart(3, '0')}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`; },
  uk_nino: (r) => { const f = 'ABCEGHJKLMNOPRSTWXYZ', s = 'ABCEGHJKLMNPRSTWXYZ'; let pre; do pre = r.pick(f) + r.pick(s); while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(pre)); const d = r.digits(6); return r.chance(0.5) ? `${pre} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${r.pick('ABCD')}` : `${pre}${d}${r.pick('ABCD')}`; },
  ie_ppsn: (r) => { const d = r.digits(7); const sec = r.chance(0.3) ? 'A' : ''; let s = C.weighted(d, [8, 7, 6, 5, 4, 3, 2]) + (sec ? 9 * 1 : 0); const m = s % 23; return d + (m === 0 ? 'W' : String.fromCharCode(64 + m)) + sec; },
  ca_sin: (r) => { const part = String(r.pick([1, 2, 3, 4, 5, 6, 7, 9])) + r.digits(7); const s = part + C.luhnCheck(part); return groupsOf(s, [3, 3, 3], r.pick([' ', '-'])); },
  au_medicare: (r) => { const d = String(r.int(2, 6)) + r.digits(7); const ck = C.weighted(d, [1, 3, 7, 9, 1, 3, 7, 9]) % 10; return `${d.slice(0, 4)} ${d.slice(4)}${ck} ${r.int(0, 9)}`; },
  in_aadhaar: (r) => { const d = String(r.int(2, 9)) + r.digits(10); return groupsOf(d + C.verhoeffCheck(d), [4, 4, 4], r.pick([' ', ' ', '-', ''])); },
  de_personalausweis: (r) => { const A = 'CFGHJKLMNPRTVWXYZ0123456789'; const s = r.pick('LMNPRTVWXY') + r.chars(8, A); return r.chance(0.5) ? s + C.icao731(s) : s; },
  de_svnr: (r, p) => { const b = p.birth; const area = p2(r.pick([12, 13, 15, 18, 23, 24, 25, 28, 38, 39, 40, 42, 49, 53, 54, 56, 65])); const letter = fold(p.romFamily)[0] || 'M'; const serial = p2(r.int(p.sex === 'F' ? 50 : 0, p.sex === 'F' ? 99 : 49)); const num = area + p2(b.d) + p2(b.m) + yy(b) + p2(letter.charCodeAt(0) - 64) + serial; const w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]; let s = 0; for (let i = 0; i < 12; i++) { const x = +num[i] * w[i]; s += Math.floor(x / 10) + (x % 10); } const v = area + p2(b.d) + p2(b.m) + yy(b) + letter + serial + (s % 10); return r.chance(0.5) ? v : `${v.slice(0, 2)} ${v.slice(2, 8)} ${v.slice(8, 9)} ${v.slice(9)}`; },
  at_svnr: (r, p) => { const b = p.birth; for (;;) { const ser = String(r.int(100, 999)); const dob = p2(b.d) + p2(b.m) + yy(b); const d = ser + '0' + dob; const c = C.weighted(d, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11; if (c === 10) continue; return r.chance(0.5) ? `${ser}${c} ${dob}` : `${ser}${c}${dob}`; } },
  ch_ahv: (r) => { const d = '756' + r.digits(9); const s = C.weighted(d, [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]); const v = d + ((10 - (s % 10)) % 10); return `${v.slice(0, 3)}.${v.slice(3, 7)}.${v.slice(7, 11)}.${v.slice(11)}`; },
  fr_nir: (r, p) => { const b = p.birth; const dept = p2(r.pick([1, 13, 31, 33, 35, 44, 59, 67, 69, 75, 76, 92, 93, 94])); const body = (p.sex === 'F' ? '2' : '1') + yy(b) + p2(b.m) + dept + String(r.int(1, 999)).padStart(3, '0') + String(r.int(1, 999)).padStart(3, '0'); const key = p2(97 - Number(BigInt(body) % 97n)); return r.chance(0.6) ? `${body[0]} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10, 13)} ${key}` : body + key; },
  be_rrn: (r, p) => { const b = p.birth; const ser = String(r.int(1, 498) * 2 - (p.sex === 'F' ? 0 : 1)).padStart(3, '0'); const base = yy(b) + p2(b.m) + p2(b.d) + ser; const n = BigInt((b.y >= 2000 ? '2' : '') + base); const ck = p2(97 - Number(n % 97n)); return r.chance(0.6) ? `${base.slice(0, 2)}.${base.slice(2, 4)}.${base.slice(4, 6)}-${ser}.${ck}` : base + ck; },
  es_dni: (r) => { const n = r.digits(8); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[+n % 23]; },
  es_nie: (r) => { const x = r.pick('XYZ'); const n = r.digits(7); return x + n + 'TRWAGMYFPDXBNJZSQVHLCKE'[+(String('XYZ'.indexOf(x)) + n) % 23]; },
  mx_curp: (r, p) => { const b = p.birth; const f = fold(p.romFamily), g = fold(p.romGiven); const v = (f.slice(1).match(/[AEIOU]/) || ['X'])[0]; const cons = (s) => (s.slice(1).match(/[^AEIOU]/) || ['X'])[0]; const s17 = (f[0] + v + r.pick(UPPER) + g[0]) + yy(b) + p2(b.m) + p2(b.d) + (p.sex === 'F' ? 'M' : 'H') + r.pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'GT', 'MC', 'YN']) + cons(f) + r.pick('BCDFGHJKLMNPRSTVZ') + cons(g) + (b.y < 2000 ? r.pick(DIG) : r.pick(UPPER)); const A = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'; let s = 0; for (let i = 0; i < 17; i++) s += A.indexOf(s17[i]) * (18 - i); return s17 + ((10 - (s % 10)) % 10); },
  nl_bsn: (r) => { for (;;) { const d = r.digits(8, true); const s = C.weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (s === 10) continue; return r.chance(0.3) ? `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6)}${s}` : d + s; } },
  pl_pesel: (r, p) => { const b = p.birth; const mm = b.m + (b.y >= 2000 ? 20 : 0); let d = yy(b) + p2(mm) + p2(b.d) + r.digits(3) + (p.sex === 'F' ? r.pick('02468') : r.pick('13579')); const s = C.weighted(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]); return d + ((10 - (s % 10)) % 10); },
  pl_dowod: (r) => { const L = r.chars(3, UPPER); const d5 = r.digits(5); const v = (c) => c.charCodeAt(0) - 55; const s = v(L[0]) * 7 + v(L[1]) * 3 + v(L[2]) * 1 + C.weighted(d5, [7, 3, 1, 7, 3]); return L + (s % 10) + d5; },
  se_personnummer: (r, p) => { const b = p.birth; const d = yy(b) + p2(b.m) + p2(b.d) + r.digits(2) + (p.sex === 'F' ? r.pick('02468') : r.pick('13579')); const c = C.luhnCheck(d); return r.chance(0.3) ? `${b.y}${d.slice(2, 6)}-${d.slice(6)}${c}` : `${d.slice(0, 6)}-${d.slice(6)}${c}`; },
  no_fodselsnummer: (r, p) => { const b = p.birth; for (;;) { const d = p2(b.d) + p2(b.m) + yy(b) + String(b.y >= 2000 ? r.int(500, 999) : r.int(0, 499)).padStart(3, '0'); let k1 = 11 - (C.weighted(d, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; if (k1 === 10) continue; let k2 = 11 - (C.weighted(d + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; if (k2 === 10) continue; return r.chance(0.4) ? `${d.slice(0, 6)} ${d.slice(6)}${k1}${k2}` : d + k1 + k2; } },
  tr_tckn: (r) => { const d = r.digits(9, true).split('').map(Number); const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return d.join('') + d10 + d11; },
  gr_amka: (r, p) => { const b = p.birth; const d = p2(b.d) + p2(b.m) + yy(b) + r.digits(4); return d + C.luhnCheck(d); },
  ua_id_card: (r) => r.digits(9, true),
  ae_emirates_id: (r, p) => { const d = '784' + p.birth.y + r.digits(7); const v = d + C.luhnCheck(d); return `${v.slice(0, 3)}-${v.slice(3, 7)}-${v.slice(7, 14)}-${v.slice(14)}`; },
  il_teudat_zehut: (r) => { const d = r.digits(8); return d + C.luhnCheck(d); },
  jp_my_number: (r) => { const d = r.digits(11); let s = 0; for (let n = 1; n <= 11; n++) { const P = +d[11 - n]; const Q = n <= 6 ? n + 1 : n - 5; s += P * Q; } const rr = s % 11; const v = d + (rr <= 1 ? 0 : 11 - rr); return r.chance(0.5) ? groupsOf(v, [4, 4, 4]) : v; },
  kr_rrn: (r, p) => { const b = p.birth; const sx = b.y >= 2000 ? (p.sex === 'F' ? 4 : 3) : (p.sex === 'F' ? 2 : 1); const d = yy(b) + p2(b.m) + p2(b.d) + sx + r.digits(5); const s = C.weighted(d, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]); return `${d.slice(0, 6)}-${d.slice(6)}${(11 - (s % 11)) % 10}`; },
  cn_resident_id: (r, p) => { const b = p.birth; const d = r.pick(['110105', '310104', '440106', '510107', '330106', '420111', '320102']) + b.y + p2(b.m) + p2(b.d) + r.digits(2) + (p.sex === 'F' ? r.pick('02468') : r.pick('13579')); const s = C.weighted(d, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]); return d + '10X98765432'[s % 11]; },
  tw_national_id: (r, p) => { const L = 'ABCDEFGHJKLMNPQRSTUVXYWZIO'; const letter = r.pick('ABCDEFGHJKLMNPQTUVXYWZ'); const code = 10 + L.indexOf(letter); const d = (p.sex === 'F' ? '2' : '1') + r.digits(7); let s = Math.floor(code / 10) + (code % 10) * 9 + C.weighted(d, [8, 7, 6, 5, 4, 3, 2, 1]); return letter + d + ((10 - (s % 10)) % 10); },
  br_rg: (r) => { const d = r.digits(8, true); const s = C.weighted(d, [2, 3, 4, 5, 6, 7, 8, 9]); const m = 11 - (s % 11); const c = m === 10 ? 'X' : m === 11 ? '0' : String(m); return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5)}-${c}`; },
  it_cie: (r) => r.pick(['CA', 'CB', 'CC', 'CD']) + r.digits(5) + r.chars(2, UPPER),
  pt_cc: (r) => { const d = r.digits(8, true); let c1 = 11 - (C.weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c1 >= 10) c1 = 0; const body = d + c1 + r.pick(['ZZ', 'ZY', 'ZX', 'YZ']); const A = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'; const rev = body.split('').reverse(); let s = 0; rev.forEach((ch, i) => { let v = A.indexOf(ch); if (i % 2 === 0) { v *= 2; if (v > 9) v -= 9; } s += v; }); const c2 = (10 - (s % 10)) % 10; return `${d} ${c1} ${body.slice(9)}${c2}`; },
  // tax_id
  de_steuer_id: (r) => { for (;;) { const digs = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]); const rep = digs[0]; const set = digs.slice(1, 9); const arr = r.shuffle([...set, rep, rep]); if (arr[0] === 0) continue; const d = arr.join(''); const v = d + C.iso7064_11_10(d); return r.chance(0.5) ? `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}` : v; } },
  it_codice_fiscale: codiceFiscale,
  br_cpf: (r) => { const d = r.digits(9).split('').map(Number); const c = (arr) => { const n = arr.length + 1; let s = 0; arr.forEach((x, i) => (s += x * (n - i))); const m = (s * 10) % 11; return m === 10 ? 0 : m; }; const c1 = c(d); const c2 = c([...d, c1]); const v = d.join('') + c1 + c2; return r.chance(0.8) ? `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}` : v; },
  pl_nip: (r) => { for (;;) { const d = String(r.int(1, 9)) + r.digits(8); const s = C.weighted(d, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11; if (s === 10) continue; const v = d + s; return r.chance(0.5) ? `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6, 8)}-${v.slice(8)}` : v; } },
  pt_nif: (r) => { const d = String(r.pick([1, 2, 3])) + r.digits(7); let c = 11 - (C.weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; return d + c; },
  gr_afm: (r) => { const d = r.digits(8, true); let s = 0; for (let i = 0; i < 8; i++) s += +d[i] * 2 ** (8 - i); return d + ((s % 11) % 10); },
  ua_rnokpp: (r, p) => { const b = p.birth; const days = Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(1899, 11, 31)) / 864e5); const d = String(days).padStart(5, '0') + r.digits(3) + (p.sex === 'F' ? r.pick('02468') : r.pick('13579')); const s = C.weighted(d, [-1, 5, 7, 9, 4, 6, 10, 5, 7]); return d + ((((s % 11) + 11) % 11) % 10); },
  in_pan: (r, p) => r.chars(3, UPPER) + 'P' + (fold(p.romFamily)[0] || 'K') + r.digits(4) + r.pick(UPPER),
  mx_rfc: (r, p) => { const b = p.birth; const f = fold(p.romFamily), g = fold(p.romGiven); const s12 = f[0] + ((f.slice(1).match(/[AEIOU]/) || ['X'])[0]) + r.pick(UPPER) + g[0] + yy(b) + p2(b.m) + p2(b.d) + r.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ123456789'); const A = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ'; let s = 0; for (let i = 0; i < 12; i++) s += A.indexOf(s12[i]) * (13 - i); const m = 11 - (s % 11); return s12 + (m === 11 ? '0' : m === 10 ? 'A' : String(m)); },
  us_ein: (r) => `${r.pick(['12', '20', '27', '30', '45', '46', '52', '61', '74', '81', '83', '91'])}-${r.digits(7)}`,
  us_itin: (r) => `9${r.digits(2)}-${r.pick(['70', '71', '78', '83', '88', '90', '94', '99'])}-${r.digits(4)}`,
  au_tfn: (r) => { for (;;) { const d = r.digits(8, true); for (let c = 0; c <= 9; c++) { const v = d + c; if (C.weighted(v, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0) return `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`; } } },
  es_nif: (r) => { const n = r.digits(8); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[+n % 23]; },
  fr_spi: (r) => { const d = String(r.int(0, 3)) + r.digits(9); const v = d + String(+d % 511).padStart(3, '0'); return r.chance(0.5) ? `${v.slice(0, 2)} ${v.slice(2, 4)} ${v.slice(4, 7)} ${v.slice(7, 10)} ${v.slice(10)}` : v; },
  // passport_number
  us_passport: (r) => (r.chance(0.5) ? r.digits(9, true) : r.pick('ACEF') + r.digits(8)),
  uk_passport: (r) => r.digits(9, true),
  de_passport: (r) => r.pick('CFGHJK') + r.chars(8, 'CFGHJKLMNPRTVWXYZ0123456789'),
  fr_passport: (r) => r.digits(2) + r.chars(2, UPPER) + r.digits(5),
  es_passport: (r) => r.pick(['PA', 'PB', 'XD', 'AA']) + r.pick(UPPER) + r.digits(6),
  it_passport: (r) => r.pick(['YA', 'YB', 'AA', 'YC']) + r.digits(7),
  nl_passport: (r) => r.chars(2, 'ABCDEFGHIJKLMNPQRSTUVWXYZ') + r.chars(6, 'ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789') + r.pick(DIG),
  pl_passport: (r) => r.pick(['EA', 'EB', 'EC', 'ED', 'ER']) + r.digits(7),
  in_passport: (r) => r.pick('JKLMNPRSTUVWZ') + r.digits(7),
  jp_passport: (r) => r.pick(['TK', 'TR', 'TS', 'MZ', 'TZ']) + r.digits(7),
  cn_passport: (r) => 'E' + (r.chance(0.5) ? r.digits(8) : r.pick('ABCDEFGHJKLMNPQRSTUVWXYZ') + r.digits(7)),
  kr_passport: (r) => 'M' + r.digits(3) + r.pick('ABCDEFGHJK') + r.digits(4),
  ua_passport: (r) => r.pick(['FX', 'FA', 'EK', 'FT', 'GC']) + r.digits(6),
  br_passport: (r) => r.pick(['FZ', 'GA', 'GB', 'YB']) + r.digits(6),
  tr_passport: (r) => 'U' + r.digits(8),
  gr_passport: (r) => r.chars(2, 'ABEHIKMNOPTXYZ') + r.digits(7),
  au_passport: (r) => r.pick(['PA', 'PB', 'N', 'E']) + r.digits(7),
  ca_passport: (r) => r.chars(2, UPPER) + r.digits(6),
  se_passport: (r) => r.digits(8, true),
  ie_passport: (r) => r.chars(2, 'PLNKT') + r.digits(7),
  mx_passport: (r) => r.pick('GNE') + r.digits(8),
  il_passport: (r) => r.digits(8, true),
  ae_passport: (r) => r.pick(['N', 'P']) + r.digits(7) + (r.chance(0.3) ? r.pick(DIG) : ''),
  ch_passport: (r) => r.pick(['X', 'S']) + r.digits(7),
  at_passport: (r) => r.pick(['P', 'U']) + r.digits(7),
  be_passport: (r) => r.chars(2, 'EFGHJK') + r.digits(6),
  pt_passport: (r) => r.pick(['C', 'P']) + r.digits(6),
  no_passport: (r) => r.digits(8, true),
};
// Which category each generator belongs to
export const CAT_OF = {};
for (const k of ['us_ssn', 'uk_nino', 'ie_ppsn', 'ca_sin', 'au_medicare', 'in_aadhaar', 'de_personalausweis', 'de_svnr', 'at_svnr', 'ch_ahv', 'fr_nir', 'be_rrn', 'es_dni', 'es_nie', 'mx_curp', 'nl_bsn', 'pl_pesel', 'pl_dowod', 'se_personnummer', 'no_fodselsnummer', 'tr_tckn', 'gr_amka', 'ua_id_card', 'ae_emirates_id', 'il_teudat_zehut', 'jp_my_number', 'kr_rrn', 'cn_resident_id', 'tw_national_id', 'br_rg', 'it_cie', 'pt_cc']) CAT_OF[k] = 'national_id';
for (const k of ['de_steuer_id', 'it_codice_fiscale', 'br_cpf', 'pl_nip', 'pt_nif', 'gr_afm', 'ua_rnokpp', 'in_pan', 'mx_rfc', 'us_ein', 'us_itin', 'au_tfn', 'es_nif', 'fr_spi']) CAT_OF[k] = 'tax_id';
for (const k of Object.keys(GEN)) if (k.endsWith('_passport')) CAT_OF[k] = 'passport_number';

// Field labels for identifiers, as people write them (first is the formal one).
export const ID_LABEL = {
  us_ssn: ['SSN', 'Social Security No.', 'SS#'], uk_nino: ['NI number', 'National Insurance No.', 'NINO'], ie_ppsn: ['PPS number', 'PPSN'], ca_sin: ['SIN', 'Social Insurance Number'], au_medicare: ['Medicare no.', 'Medicare card'], in_aadhaar: ['Aadhaar', 'Aadhaar No.', 'आधार'],
  de_personalausweis: ['Personalausweis-Nr.', 'Ausweisnummer', 'Perso-Nr.'], de_svnr: ['Sozialversicherungsnummer', 'SV-Nr.', 'RV-Nummer'], at_svnr: ['SV-Nummer', 'Sozialversicherungsnr.'], ch_ahv: ['AHV-Nr.', 'AHV-Nummer', 'N° AVS'], fr_nir: ['N° de sécurité sociale', 'NIR', 'N° Sécu'], be_rrn: ['Numéro national', 'Rijksregisternummer', 'NN'],
  es_dni: ['DNI', 'D.N.I.'], es_nie: ['NIE', 'N.I.E.'], mx_curp: ['CURP'], nl_bsn: ['BSN', 'Burgerservicenummer'], pl_pesel: ['PESEL', 'Nr PESEL'], pl_dowod: ['Nr dowodu osobistego', 'Seria i nr dowodu'], se_personnummer: ['Personnummer', 'Pers.nr'], no_fodselsnummer: ['Fødselsnummer', 'Fnr.'],
  tr_tckn: ['T.C. Kimlik No', 'TC No', 'TCKN'], gr_amka: ['ΑΜΚΑ', 'A.M.K.A.'], ua_id_card: ['Паспорт (ID-картка) №', 'Номер ID-картки'], ae_emirates_id: ['Emirates ID', 'رقم الهوية الإماراتية', 'الهوية'], il_teudat_zehut: ['ת"ז', 'מספר זהות', 'Teudat Zehut'], jp_my_number: ['マイナンバー', '個人番号'], kr_rrn: ['주민등록번호', '주민번호'], cn_resident_id: ['身份证号', '身份证号码'], tw_national_id: ['身分證字號', '身分證'], br_rg: ['RG', 'Identidade (RG)'], it_cie: ["Carta d'identità n.", 'CIE n.'], pt_cc: ['Cartão de Cidadão nº', 'CC nº'],
  de_steuer_id: ['Steuer-ID', 'Steuerliche Identifikationsnummer', 'IdNr.'], it_codice_fiscale: ['Codice fiscale', 'C.F.', 'CF'], br_cpf: ['CPF'], pl_nip: ['NIP'], pt_nif: ['NIF', 'Nº contribuinte'], gr_afm: ['ΑΦΜ', 'Α.Φ.Μ.'], ua_rnokpp: ['РНОКПП', 'ІПН', 'Ідентифікаційний код'], in_pan: ['PAN', 'PAN No.', 'पैन'], mx_rfc: ['RFC'], us_ein: ['EIN'], us_itin: ['ITIN'], au_tfn: ['TFN', 'Tax File Number'], es_nif: ['NIF'], fr_spi: ['Numéro fiscal', 'N° fiscal de référence', 'SPI'],
};
export const PASSPORT_LABEL = { en: ['Passport no.', 'Passport #', 'Passport number'], de: ['Reisepass-Nr.', 'Passnummer'], fr: ['N° de passeport', 'Passeport n°'], es: ['Pasaporte nº', 'Nº pasaporte'], it: ['Passaporto n.', 'N. passaporto'], nl: ['Paspoortnummer', 'Paspoort nr.'], pt: ['Passaporte nº', 'Nº passaporte'], pl: ['Nr paszportu', 'Paszport nr'], sv: ['Passnummer'], nb: ['Passnummer'], tr: ['Pasaport no', 'Pasaport numarası'], el: ['Αρ. διαβατηρίου'], uk: ['Закордонний паспорт №', 'Номер закордонного паспорта'], ar: ['رقم جواز السفر', 'Passport No.'], he: ['מספר דרכון'], hi: ['पासपोर्ट नंबर', 'Passport No.'], ja: ['旅券番号', 'パスポート番号'], ko: ['여권번호', '여권 번호'], zh: ['护照号码', '护照号', '護照號碼'] };

// --- validators for check.mjs (type -> fn(value) => bool). Types without a scheme are absent. ---
const D = C.onlyDigits;
export const VALIDATE = {
  ie_ppsn: (v) => { const m = v.match(/^(\d{7})([A-W])([A-Z]?)$/); if (!m) return false; const s = C.weighted(m[1], [8, 7, 6, 5, 4, 3, 2]) + (m[3] ? 9 * (m[3].charCodeAt(0) - 64) : 0); const x = s % 23; return (x === 0 ? 'W' : String.fromCharCode(64 + x)) === m[2]; },
  ca_sin: (v) => C.luhnValid(D(v)) && D(v).length === 9,
  au_medicare: (v) => { const d = D(v); return C.weighted(d, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === +d[8]; },
  in_aadhaar: (v) => C.verhoeffValid(D(v)) && D(v).length === 12,
  de_personalausweis: (v) => (v.length === 10 ? C.icao731(v.slice(0, 9)) === v[9] : v.length === 9),
  de_svnr: (v) => { const s0 = v.replace(/\s/g, ''); const num = s0.slice(0, 8) + p2(s0.charCodeAt(8) - 64) + s0.slice(9, 11); const w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]; let s = 0; for (let i = 0; i < 12; i++) { const x = +num[i] * w[i]; s += Math.floor(x / 10) + (x % 10); } return s % 10 === +s0[11]; },
  at_svnr: (v) => { const d = D(v); return C.weighted(d.slice(0, 3) + '0' + d.slice(4), [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11 === +d[3]; },
  ch_ahv: (v) => { const d = D(v); return (10 - (C.weighted(d, [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10)) % 10 === +d[12]; },
  fr_nir: (v) => { const d = D(v); return 97 - Number(BigInt(d.slice(0, 13)) % 97n) === +d.slice(13); },
  be_rrn: (v) => { const d = D(v); const b = d.slice(0, 9); const ok = (x) => 97 - Number(BigInt(x) % 97n) === +d.slice(9); return ok(b) || ok('2' + b); },
  es_dni: (v) => 'TRWAGMYFPDXBNJZSQVHLCKE'[+v.slice(0, 8) % 23] === v[8], es_nif: (v) => 'TRWAGMYFPDXBNJZSQVHLCKE'[+v.slice(0, 8) % 23] === v[8],
  es_nie: (v) => 'TRWAGMYFPDXBNJZSQVHLCKE'[+('XYZ'.indexOf(v[0]) + v.slice(1, 8)) % 23] === v[8],
  mx_curp: (v) => { const A = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'; let s = 0; for (let i = 0; i < 17; i++) s += A.indexOf(v[i]) * (18 - i); return (10 - (s % 10)) % 10 === +v[17]; },
  nl_bsn: (v) => { const d = D(v); return (C.weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) - +d[8]) % 11 === 0; },
  pl_pesel: (v) => (10 - (C.weighted(v, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === +v[10],
  pl_dowod: (v) => { const x = (c) => c.charCodeAt(0) - 55; return (x(v[0]) * 7 + x(v[1]) * 3 + x(v[2]) + C.weighted(v.slice(4), [7, 3, 1, 7, 3])) % 10 === +v[3]; },
  se_personnummer: (v) => { const d = D(v); return C.luhnValid(d.slice(-10)); },
  no_fodselsnummer: (v) => { const d = D(v); let k1 = 11 - (C.weighted(d, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; let k2 = 11 - (C.weighted(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; return k1 === +d[9] && k2 === +d[10]; },
  tr_tckn: (v) => { const d = v.split('').map(Number); return d[0] !== 0 && (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10 === d[9] && d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10]; },
  gr_amka: (v) => C.luhnValid(v), ae_emirates_id: (v) => C.luhnValid(D(v)), il_teudat_zehut: (v) => C.luhnValid(D(v)),
  jp_my_number: (v) => { const d = D(v); let s = 0; for (let n = 1; n <= 11; n++) s += +d[11 - n] * (n <= 6 ? n + 1 : n - 5); const rr = s % 11; return (rr <= 1 ? 0 : 11 - rr) === +d[11]; },
  kr_rrn: (v) => { const d = D(v); return (11 - (C.weighted(d, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10 === +d[12]; },
  cn_resident_id: (v) => '10X98765432'[C.weighted(v, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] === v[17],
  tw_national_id: (v) => { const L = 'ABCDEFGHJKLMNPQRSTUVXYWZIO'; const code = 10 + L.indexOf(v[0]); return (Math.floor(code / 10) + (code % 10) * 9 + C.weighted(v.slice(1), [8, 7, 6, 5, 4, 3, 2, 1, 1])) % 10 === 0; },
  br_rg: (v) => { const d = D(v.slice(0, -1)); const m = 11 - (C.weighted(d, [2, 3, 4, 5, 6, 7, 8, 9]) % 11); return (m === 10 ? 'X' : m === 11 ? '0' : String(m)) === v.slice(-1); },
  pt_cc: (v) => { const s0 = v.replace(/\s/g, ''); let c1 = 11 - (C.weighted(s0, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c1 >= 10) c1 = 0; if (c1 !== +s0[8]) return false; const A = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'; let s = 0; s0.split('').reverse().forEach((ch, i) => { let x = A.indexOf(ch); if (i % 2 === 1) { x *= 2; if (x > 9) x -= 9; } s += x; }); return s % 10 === 0; },
  de_steuer_id: (v) => { const d = D(v); const cnt = {}; for (const c of d.slice(0, 10)) cnt[c] = (cnt[c] || 0) + 1; const multi = Object.values(cnt).filter((x) => x > 1); return d[0] !== '0' && multi.length === 1 && multi[0] <= 3 && C.iso7064_11_10(d.slice(0, 10)) === d[10]; },
  it_codice_fiscale: cfValid,
  br_cpf: (v) => { const d = D(v).split('').map(Number); const c = (arr) => { const n = arr.length + 1; let s = 0; arr.forEach((x, i) => (s += x * (n - i))); const m = (s * 10) % 11; return m === 10 ? 0 : m; }; return c(d.slice(0, 9)) === d[9] && c(d.slice(0, 10)) === d[10]; },
  pl_nip: (v) => { const d = D(v); return C.weighted(d, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === +d[9]; },
  pt_nif: (v) => { let c = 11 - (C.weighted(v, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; return c === +v[8]; },
  gr_afm: (v) => { let s = 0; for (let i = 0; i < 8; i++) s += +v[i] * 2 ** (8 - i); return (s % 11) % 10 === +v[8]; },
  ua_rnokpp: (v) => (((C.weighted(v, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11) + 11) % 11) % 10 === +v[9],
  mx_rfc: (v) => { const A = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ'; let s = 0; for (let i = 0; i < 12; i++) s += A.indexOf(v[i]) * (13 - i); const m = 11 - (s % 11); return (m === 11 ? '0' : m === 10 ? 'A' : String(m)) === v[12]; },
  au_tfn: (v) => C.weighted(D(v), [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0,
  fr_spi: (v) => { const d = D(v); return String(+d.slice(0, 10) % 511).padStart(3, '0') === d.slice(10); },
};

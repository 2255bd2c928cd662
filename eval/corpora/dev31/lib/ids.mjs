// National identifiers, tax identifiers, passports, bank accounts, cards, wallets:
// generators (gen) and validators (valid). Validators accept the formatted value.
import { luhnCheck, luhnValid, verhoeffCheck, verhoeffValid, mod97, ibanFrom, ibanValid, groupIban, icaoCheck, onlyDigits, pad, b58check, b58checkValid, B58_XRP, bech32Encode, bech32Decode, convertBits, eip55, keccak256, UPPER, DIG, sha256 } from './core.mjs';

const D = onlyDigits;
const sumW = (ds, w) => { let t = 0; for (let i = 0; i < Math.min(ds.length, w.length); i++) t += +ds[i] * w[i]; return t; };
const yy = (p) => pad(p.y % 100);

// ---------- Italian check character (codice fiscale, IBAN CIN) ----------
const IT_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
const itVal = (c) => /\d/.test(c) ? +c : c.charCodeAt(0) - 65;
export function itCheckChar(s) { let t = 0; [...s].forEach((c, i) => { t += i % 2 === 0 ? IT_ODD[c] : itVal(c); }); return UPPER[t % 26]; }
function cfPart(name, isName) {
  const n = name.toUpperCase().replace(/[^A-Z]/g, '');
  const cons = [...n].filter(c => !'AEIOU'.includes(c)), vow = [...n].filter(c => 'AEIOU'.includes(c));
  if (isName && cons.length >= 4) return cons[0] + cons[2] + cons[3];
  return (cons.join('') + vow.join('') + 'XXX').slice(0, 3);
}

// ---------- generators ----------
export const G = {
  // ---- US ----
  us_ssn: (r) => { let a; do { a = r.int(1, 899); } while (a === 666); return `${pad(a, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`; },
  us_itin: (r) => `9${r.digits(2)}-${r.pick([r.int(70, 88), r.int(90, 92), r.int(94, 99)])}-${r.digits(4)}`,
  us_passport: (r) => r.chance(0.5) ? r.digits(9, true) : 'A' + r.digits(8),
  us_driver_license: (r) => r.pick([() => r.fill('A#######'), () => r.fill('### ### ###'), () => r.fill('A###-###-##-###-#'), () => r.fill('########')])(),
  us_bank_account: (r) => r.digits(r.int(9, 12), true),
  us_routing: (r) => { const p = r.pick(['0', '1', '2', '3']) + r.digits(7); const s = sumW(p, [3, 7, 1, 3, 7, 1, 3, 7]); return p + ((10 - s % 10) % 10); },
  // ---- UK / IE ----
  uk_nino: (r) => { let p; do { p = r.chars(1, 'ABCEGHJKLMNOPRSTWXYZ') + r.chars(1, 'ABCEGHJKLMNPRSTWXYZ'); } while (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(p)); const d = r.digits(6); return r.chance(0.6) ? `${p} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${r.pick('ABCD')}` : `${p}${d}${r.pick('ABCD')}`; },
  uk_utr: (r) => { const b = r.digits(9); const c = '21987654321'[sumW(b, [6, 7, 8, 9, 10, 5, 4, 3, 2]) % 11]; return r.chance(0.5) ? c + b : `${c}${b.slice(0, 4)} ${b.slice(4)}`; },
  uk_nhs: (r) => { for (;;) { const b = r.digits(9, true); const c = 11 - sumW(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c === 10) continue; const s = b + (c === 11 ? 0 : c); return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`; } },
  uk_passport: (r) => r.digits(9, true),
  uk_driving_licence: (r, p) => { const f = (p.lf || 'SMITH').toUpperCase().replace(/[^A-Z]/g, '').slice(0, 5).padEnd(5, '9'); const yy2 = yy(p); const mm = p.sex === 'F' ? p.m + 50 : p.m; return `${f}${yy2[0]}${pad(mm)}${pad(p.d)}${yy2[1]}${(p.lg || 'J')[0].toUpperCase()}9${r.int(0, 9)}${r.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}`; },
  uk_account: (r) => r.digits(8),
  uk_sort_code: (r) => `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`,
  ie_ppsn: (r) => { const b = r.digits(7); const suf = r.pick(['', 'A', 'W']); const sv = suf === 'A' ? 1 : 0; const c = 'WABCDEFGHIJKLMNOPQRSTUV'[(sumW(b, [8, 7, 6, 5, 4, 3, 2]) + 9 * sv) % 23]; return b + c + (suf === 'W' ? 'W' : suf); },
  ie_passport: (r) => r.fill('AA') + r.digits(7),
  // ---- AU / CA / IN ----
  au_tfn: (r) => { for (;;) { const b = r.digits(8, true); for (let c = 0; c < 10; c++) { const s = b + c; if (sumW(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0) return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`; } } },
  au_medicare: (r) => { const b = r.int(2, 6) + r.digits(7); const c = sumW(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10; const s = b + c + r.int(1, 9); return `${s.slice(0, 4)} ${s.slice(4, 9)} ${s.slice(9)}`; },
  au_passport: (r) => r.pick(['PA', 'PB', 'PC', 'PD', 'RA', 'N']) + r.digits(7),
  au_account: (r) => r.digits(r.int(6, 9), true),
  ca_sin: (r) => { const b = r.pick('1234567') + r.digits(7); const s = b + luhnCheck(b); return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`; },
  ca_passport: (r) => r.fill('AA######'),
  ca_account: (r) => r.digits(7, true),
  in_aadhaar: (r) => { const b = r.int(2, 9) + r.digits(10); const s = b + verhoeffCheck(b); return `${s.slice(0, 4)} ${s.slice(4, 8)} ${s.slice(8)}`; },
  in_pan: (r, p) => r.fill('AAA') + 'P' + ((p.lf || 'K')[0].toUpperCase().replace(/[^A-Z]/, 'K')) + r.digits(4) + r.fill('A'),
  in_passport: (r) => r.chars(1, 'ABCDEFGHJKLMNPRSTUVWXZ') + r.digits(7, true),
  in_account: (r) => r.digits(r.int(11, 16), true),
  // ---- DE ----
  de_steuer_id: (r) => {
    for (;;) {
      const ds = r.shuffle([...DIG]).slice(0, 9); ds.push(ds[r.int(0, 8)]);
      const s10 = r.shuffle(ds).join(''); if (s10[0] === '0') continue;
      let prod = 10; for (const d of s10) { let sm = (+d + prod) % 10; if (sm === 0) sm = 10; prod = (sm * 2) % 11; }
      let c = 11 - prod; if (c === 10) c = 0; const s = s10 + c;
      return r.chance(0.5) ? s : `${s.slice(0, 2)} ${s.slice(2, 5)} ${s.slice(5, 8)} ${s.slice(8)}`;
    }
  },
  de_id_card: (r) => { const b = r.chars(1, 'LMNPRTVWXYZ') + r.chars(8, 'CFGHJKLMNPRTVWXYZ0123456789'); return b + icaoCheck(b); },
  de_passport: (r) => 'C' + r.chars(8, 'CFGHJKLMNPRTVWXYZ0123456789'),
  // ---- FR ----
  fr_nir: (r, p) => { const dep = pad(r.pick([r.int(1, 19), r.int(21, 95)])); const b = `${p.sex === 'F' ? 2 : 1}${yy(p)}${pad(p.m)}${dep}${pad(r.int(1, 990), 3)}${pad(r.int(1, 999), 3)}`; const k = 97 - Number(BigInt(b) % 97n); const s = b + pad(k); return `${s[0]} ${s.slice(1, 3)} ${s.slice(3, 5)} ${s.slice(5, 7)} ${s.slice(7, 10)} ${s.slice(10, 13)} ${s.slice(13)}`; },
  fr_spi: (r) => { const b = r.int(0, 3) + r.digits(9); const c = pad(Number(BigInt(b) % 511n), 3); const s = b + c; return r.chance(0.5) ? s : `${s.slice(0, 2)} ${s.slice(2, 4)} ${s.slice(4, 7)} ${s.slice(7, 10)} ${s.slice(10)}`; },
  fr_passport: (r) => r.fill('##AA#####'),
  // ---- ES / MX ----
  es_dni: (r) => { const n = r.digits(8); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[+n % 23]; },
  es_nie: (r) => { const x = r.int(0, 2); const n = r.digits(7); return 'XYZ'[x] + n + 'TRWAGMYFPDXBNJZSQVHLCKE'[+(x + n) % 23]; },
  es_passport: (r) => r.fill('AAA######'),
  mx_curp: (r, p) => {
    const L = (s) => (s || 'X').toUpperCase().replace(/[^A-Z]/g, '') || 'X';
    const f = L(p.lf), g = L(p.lg), f2 = L(p.lf2 || 'X');
    const v = [...f.slice(1)].find(c => 'AEIOU'.includes(c)) || 'X';
    const cons = (s) => [...s.slice(1)].find(c => !'AEIOU'.includes(c)) || 'X';
    const body = f[0] + v + f2[0] + g[0] + yy(p) + pad(p.m) + pad(p.d) + (p.sex === 'F' ? 'M' : 'H') + r.pick(['DF', 'JC', 'NL', 'MC', 'PL', 'GT', 'VZ', 'YN']) + cons(f) + cons(f2) + cons(g) + (p.y < 2000 ? r.int(0, 9) : r.pick('ABCD'));
    const A = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'; let s = 0; [...body].forEach((c, i) => { s += A.indexOf(c) * (18 - i); });
    return body + ((10 - s % 10) % 10);
  },
  mx_rfc: (r, p) => {
    const L = (s) => (s || 'X').toUpperCase().replace(/[^A-Z]/g, '') || 'X';
    const f = L(p.lf), g = L(p.lg), f2 = L(p.lf2 || 'X');
    const v = [...f.slice(1)].find(c => 'AEIOU'.includes(c)) || 'X';
    const b = f[0] + v + f2[0] + g[0] + yy(p) + pad(p.m) + pad(p.d) + r.chars(2, '123456789ABCDEFGHJKLMNPRSTUVWXYZ');
    const A = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ'; let s = 0; [...b].forEach((c, i) => { s += A.indexOf(c) * (13 - i); });
    const k = 11 - s % 11; return b + (k === 11 ? '0' : k === 10 ? 'A' : String(k));
  },
  mx_passport: (r) => r.fill('A########'),
  mx_clabe: (r) => { const b = r.pick(['002', '012', '014', '021', '072', '127']) + r.digits(3) + r.digits(11); const w = [3, 7, 1]; let s = 0; [...b].forEach((d, i) => { s += (+d * w[i % 3]) % 10; }); return b + ((10 - s % 10) % 10); },
  // ---- IT ----
  it_codice_fiscale: (r, p) => { const b = cfPart(p.lf || 'ROSSI', false) + cfPart(p.lg || 'MARIO', true) + yy(p) + 'ABCDEHLMPRST'[p.m - 1] + pad(p.sex === 'F' ? p.d + 40 : p.d) + r.pick(['H501', 'F205', 'L219', 'F839', 'G273', 'A944', 'D612', 'L736']); return b + itCheckChar(b); },
  it_cie: (r) => 'CA' + r.fill('#####AA'),
  it_passport: (r) => 'YA' + r.digits(7),
  // ---- PT / BR ----
  pt_nif: (r) => { for (;;) { const b = r.pick('123') + r.digits(7); let c = 11 - sumW(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c >= 10) c = 0; return b + c; } },
  pt_cc: (r) => {
    const n = r.digits(8, true); let c1 = 11 - sumW(n, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c1 >= 10) c1 = 0;
    const v = r.chars(2, 'ZYXWVU') + r.int(0, 9); // version letters + digit
    const base = n + c1 + v.slice(0, 2);
    for (let k = 0; k < 10; k++) { const s = base + k; if (ptCcValid(s)) return `${n} ${c1} ${v.slice(0, 2)}${k}`; }
    return null;
  },
  pt_passport: (r) => r.fill('C') + r.chars(1, 'ABCDEFGHIJKLMNPRSTUVWXYZ') + r.digits(6),
  br_cpf: (r) => { const b = r.digits(9); const c1 = (sumW(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10 % 11) % 10; const c2 = (sumW(b + c1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10 % 11) % 10; const s = b + c1 + c2; return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`; },
  br_rg: (r) => { const b = r.digits(8, true); const s = sumW(b, [2, 3, 4, 5, 6, 7, 8, 9]); const c = 11 - s % 11; const cd = c === 10 ? 'X' : c === 11 ? '0' : String(c); return `${b.slice(0, 2)}.${b.slice(2, 5)}.${b.slice(5)}-${cd}`; },
  br_passport: (r) => r.fill('AA######'),
  br_account: (r) => `${r.digits(r.int(5, 8), true)}-${r.int(0, 9)}`,
  // ---- NL / PL / SE / NO ----
  nl_bsn: (r) => { for (;;) { const b = r.int(1, 6) + r.digits(7); const s = sumW(b, [9, 8, 7, 6, 5, 4, 3, 2]); const c = s % 11; if (c === 10) continue; return b + c; } },
  nl_passport: (r) => r.chars(2, 'ABCDEFGHIJKLMNPRSTUVWXYZ') + r.chars(6, 'ABCDEFGHIJKLMNPRSTUVWXYZ0123456789') + r.int(0, 9),
  pl_pesel: (r, p) => { const mm = p.y >= 2000 ? p.m + 20 : p.m; const b = yy(p) + pad(mm) + pad(p.d) + r.digits(3) + (p.sex === 'F' ? r.pick('02468') : r.pick('13579')); const c = (10 - sumW(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10; return b + c; },
  pl_nip: (r) => { for (;;) { const b = r.digits(9, true); const c = sumW(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11; if (c === 10) continue; const s = b + c; return r.chance(0.5) ? s : `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6, 8)}-${s.slice(8)}`; } },
  pl_id_card: (r) => { const L = r.fill('AAA'); const n = r.digits(5); const v = (c) => /\d/.test(c) ? +c : c.charCodeAt(0) - 55; const all = L + '0' + n; const w = [7, 3, 1, 0, 7, 3, 1, 7, 3]; let s = 0; [...all].forEach((c, i) => { s += v(c) * w[i]; }); return `${L} ${s % 10}${n}`; },
  pl_passport: (r) => r.fill('AA') + r.digits(7),
  se_personnummer: (r, p) => { const b = yy(p) + pad(p.m) + pad(p.d) + r.digits(2) + (p.sex === 'F' ? r.pick('02468') : r.pick('13579')); const c = luhnCheck(b); return `${r.chance(0.4) ? String(p.y).slice(0, 2) : ''}${b.slice(0, 6)}-${b.slice(6)}${c}`; },
  se_passport: (r) => r.digits(8, true),
  no_fnr: (r, p) => { for (;;) { const b = pad(p.d) + pad(p.m) + yy(p) + (p.y >= 2000 ? r.int(500, 749) : pad(r.int(0, 499), 3)); const ib = b.slice(0, 8) + (p.sex === 'F' ? r.pick('02468') : r.pick('13579')); let k1 = 11 - sumW(ib, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11; if (k1 === 11) k1 = 0; if (k1 === 10) continue; let k2 = 11 - sumW(ib + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (k2 === 11) k2 = 0; if (k2 === 10) continue; return ib + k1 + k2; } },
  no_passport: (r) => r.fill('AA') + r.digits(7),
  // ---- GR / RO / TR ----
  gr_amka: (r, p) => { const b = pad(p.d) + pad(p.m) + yy(p) + r.digits(4); return b + luhnCheck(b); },
  gr_afm: (r) => { for (;;) { const b = r.int(0, 1) + r.digits(7); const c = (sumW(b, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10; return b + c; } },
  gr_adt: (r) => r.chars(2, 'ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ') + ' ' + r.digits(6, true),
  gr_passport: (r) => r.fill('AA') + r.digits(7),
  ro_cnp: (r, p) => { const s = p.y >= 2000 ? (p.sex === 'F' ? 6 : 5) : (p.sex === 'F' ? 2 : 1); const b = s + yy(p) + pad(p.m) + pad(p.d) + pad(r.int(1, 46)) + pad(r.int(1, 999), 3); let c = sumW(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11; if (c === 10) c = 1; return b + c; },
  ro_passport: (r) => r.digits(9, true),
  tr_tckn: (r) => { const b = r.digits(9, true); const o = +b[0] + +b[2] + +b[4] + +b[6] + +b[8], e = +b[1] + +b[3] + +b[5] + +b[7]; const c10 = ((o * 7 - e) % 10 + 10) % 10; const c11 = ([...b].reduce((a, d) => a + +d, 0) + c10) % 10; return b + c10 + c11; },
  tr_passport: (r) => r.pick(['U', 'S', 'Z']) + r.digits(8),
  // ---- RU / UA ----
  ru_snils: (r) => { for (;;) { const b = r.digits(9, true); const s = sumW(b, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = s < 100 ? s : s === 100 || s === 101 ? 0 : s % 101; if (c === 100) c = 0; return `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)} ${pad(c)}`; } },
  ru_inn: (r) => { const b = r.pick(['77', '78', '50', '54', '66', '16', '23']) + r.digits(8); const n11 = sumW(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10; const n12 = sumW(b + n11, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10; return b + n11 + n12; },
  ru_passport: (r) => `${r.digits(2, true)} ${r.digits(2)} ${r.digits(6)}`,
  ru_intl_passport: (r) => `${r.int(70, 76)} ${r.digits(7)}`,
  ru_account: (r) => { const bik = '04' + r.digits(5) + r.digits(2, true); const acc = r.pick(['40817810', '40817810', '42307810']) + r.digits(12) ; const w = [7, 1, 3]; for (let k = 0; k < 10; k++) { const a = acc.slice(0, 8) + k + acc.slice(9, 20); const s = (bik.slice(-3) + a); let t = 0; [...s].forEach((d, i) => { t += (+d * w[i % 3]) % 10; }); if (t % 10 === 0) return { acc: a, bik }; } return { acc: acc.slice(0, 8) + '0' + acc.slice(9, 20), bik }; },
  ua_rnokpp: (r) => { const b = r.digits(9, true); const c = (sumW(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 + 11) % 11 % 10; return b + c; },
  ua_unzr: (r, p) => { const b = `${p.y}${pad(p.m)}${pad(p.d)}${r.digits(4)}`; const w = [7, 3, 1]; let s = 0; [...b].forEach((d, i) => { s += +d * w[i % 3]; }); return `${b.slice(0, 8)}-${b.slice(8)}${s % 10}`; },
  ua_passport: (r) => r.chance(0.6) ? r.digits(9, true) : r.chars(2, 'АВЕКМНОРСТ') + r.digits(6),
  // ---- AE / IL ----
  ae_emirates_id: (r, p) => { const b = `784${p.y}${r.digits(7)}`; const c = luhnCheck(b); return `784-${p.y}-${b.slice(7)}-${c}`; },
  ae_passport: (r) => r.fill('A') + r.digits(7),
  il_tz: (r) => { const b = r.digits(8); return b + luhnCheck(b); },
  il_passport: (r) => r.digits(8, true),
  // ---- JP / CN / KR ----
  jp_my_number: (r) => { const b = r.digits(11, true); let s = 0; for (let n = 1; n <= 11; n++) { const P = +b[11 - n]; const Q = n <= 6 ? n + 1 : n - 5; s += P * Q; } const rem = s % 11; const c = rem <= 1 ? 0 : 11 - rem; const x = b + c; return r.chance(0.5) ? x : `${x.slice(0, 4)} ${x.slice(4, 8)} ${x.slice(8)}`; },
  jp_passport: (r) => r.pick(['TK', 'TR', 'TZ', 'MU', 'TS']) + r.digits(7),
  jp_account: (r) => r.digits(7),
  cn_resident_id: (r, p) => { const b = r.pick(['110101', '110105', '310104', '310115', '440305', '440106', '330106', '510107', '420102', '320102']) + p.y + pad(p.m) + pad(p.d) + r.digits(2) + (p.sex === 'F' ? r.pick('02468') : r.pick('13579')); const s = sumW(b, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]); return b + '10X98765432'[s % 11]; },
  cn_passport: (r) => r.chance(0.5) ? 'E' + r.digits(8) : 'E' + r.chars(1, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + r.digits(7),
  cn_account: (r) => r.pick(['3', '4', '1']) + r.digits(r.int(15, 18)),
  kr_rrn: (r, p) => { const g = p.y >= 2000 ? (p.sex === 'F' ? 4 : 3) : (p.sex === 'F' ? 2 : 1); const b = yy(p) + pad(p.m) + pad(p.d) + g + r.digits(5); const c = (11 - sumW(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10; return `${b.slice(0, 6)}-${b.slice(6)}${c}`; },
  kr_passport: (r) => r.chance(0.5) ? 'M' + r.digits(8) : 'M' + r.digits(3) + r.chars(1, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + r.digits(4),
  kr_account: (r) => r.fill(r.pick(['###-######-##-###', '###-##-######-#', '####-###-######'])),
};

function ptCcValid(s) {
  const c = s.replace(/\s/g, '').toUpperCase(); if (!/^\d{9}[A-Z0-9]{2}\d$/.test(c)) return false;
  let sum = 0; let dbl = false;
  for (let i = c.length - 1; i >= 0; i--) { let v = /\d/.test(c[i]) ? +c[i] : c.charCodeAt(i) - 55; if (dbl) { v *= 2; if (v > 9) v -= 9; } sum += v; dbl = !dbl; }
  return sum % 10 === 0;
}

// ---------- IBAN ----------
function frRibKey(b, g, a) { const conv = (s) => s.replace(/[A-Z]/g, (c) => String('12345678912345678923456789'[c.charCodeAt(0) - 65])); return pad(97 - Number((89n * BigInt(conv(b)) + 15n * BigInt(conv(g)) + 3n * BigInt(conv(a))) % 97n)); }
function esCcc(bank, branch, acc) { const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; const f = (s) => { let c = 11 - sumW(s, w) % 11; return c === 11 ? 0 : c === 10 ? 1 : c; }; return '' + f('00' + bank + branch) + f(acc); }
function noAcc(r) { for (;;) { const b = r.digits(10, true); const c = 11 - sumW(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (c === 10) continue; return b + (c === 11 ? 0 : c); } }
function ptNib(b) { return pad(98 - Number((BigInt(b) * 100n) % 97n)); }
export const IBAN_BBAN = {
  DE: (r) => r.digits(8, true) + r.digits(10),
  FR: (r) => { const b = r.digits(5, true), g = r.digits(5), a = r.digits(11); return b + g + a + frRibKey(b, g, a); },
  ES: (r) => { const b = r.digits(4), s = r.digits(4), a = r.digits(10); return b + s + esCcc(b, s, a) + a; },
  IT: (r) => { const x = r.digits(5) + r.digits(5) + r.digits(12); return itCheckChar(x) + x; },
  PT: (r) => { const x = '00' + r.digits(2) + r.digits(4) + r.digits(11); return x + ptNib(x); },
  NL: (r) => r.pick(['ABNA', 'RABO', 'INGB', 'SNSB', 'TRIO', 'ASNB']) + r.digits(10),
  PL: (r) => r.digits(8, true) + r.digits(16),
  SE: (r) => r.pick(['500', '600', '800', '300', '120']) + r.digits(17),
  NO: (r) => noAcc(r) + '',
  GR: (r) => r.pick(['011', '017', '014', '026']) + r.digits(4) + r.digits(16),
  RO: (r) => r.pick(['RNCB', 'BTRL', 'BRDE', 'INGB', 'RZBR']) + r.fill('XXXXXXXXXXXXXXXX'),
  TR: (r) => r.digits(5) + '0' + r.digits(16),
  GB: (r) => r.pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + r.digits(6) + r.digits(8),
  IE: (r) => r.pick(['AIBK', 'BOFI', 'IPBS']) + r.digits(6) + r.digits(8),
  UA: (r) => r.digits(6, true) + r.digits(19),
  AE: (r) => r.pick(['033', '026', '030', '035']) + r.digits(16),
  IL: (r) => r.digits(3) + r.digits(3) + r.digits(13),
  BR: (r) => r.digits(8) + r.digits(5) + r.digits(10) + 'C' + '1',
};
export function genIban(r, cc, grouped = true) { const bb = IBAN_BBAN[cc](r); const ib = ibanFrom(cc, bb); return grouped ? groupIban(ib) : ib; }
const IBAN_LEN = { DE: 22, FR: 27, ES: 24, IT: 27, PT: 25, NL: 18, PL: 28, SE: 24, NO: 15, GR: 27, RO: 24, TR: 26, GB: 22, IE: 22, UA: 29, AE: 23, IL: 23, BR: 29 };

// ---------- cards ----------
export const CARD_BRANDS = {
  visa: (r) => ['4' + r.digits(14), 16],
  mastercard: (r) => [r.chance(0.7) ? String(r.int(51, 55)) + r.digits(13) : String(r.int(2221, 2720)) + r.digits(11), 16],
  amex: (r) => [r.pick(['34', '37']) + r.digits(12), 15],
  discover: (r) => ['6011' + r.digits(11), 16],
  jcb: (r) => [String(r.int(3528, 3589)) + r.digits(11), 16],
  unionpay: (r) => ['62' + r.digits(r.chance(0.5) ? 13 : 16), 0],
  diners: (r) => ['36' + r.digits(11), 14],
  maestro: (r) => [r.pick(['6759', '6761', '5018', '5020']) + r.digits(r.chance(0.5) ? 11 : 14), 0],
};
export function genCard(r, brand, sep) {
  const [b] = CARD_BRANDS[brand](r); const n = b + luhnCheck(b);
  if (sep === '') return n;
  if (n.length === 15) return `${n.slice(0, 4)}${sep}${n.slice(4, 10)}${sep}${n.slice(10)}`;
  if (n.length === 14) return `${n.slice(0, 4)}${sep}${n.slice(4, 10)}${sep}${n.slice(10)}`;
  return n.replace(/(\d{4})(?=\d)/g, '$1' + sep);
}

// ---------- wallets ----------
export const WALLETS = {
  bitcoin_p2pkh: (r) => b58check(Uint8Array.from([0x00, ...r.bytes(20)])),
  bitcoin_p2sh: (r) => b58check(Uint8Array.from([0x05, ...r.bytes(20)])),
  bitcoin_bech32: (r) => bech32Encode('bc', [0, ...convertBits(r.bytes(20), 8, 5)]),
  bitcoin_taproot: (r) => bech32Encode('bc', [1, ...convertBits(r.bytes(32), 8, 5)], true),
  ethereum: (r) => eip55(Buffer.from(r.bytes(20)).toString('hex')),
  litecoin: (r) => b58check(Uint8Array.from([0x30, ...r.bytes(20)])),
  dogecoin: (r) => b58check(Uint8Array.from([0x1e, ...r.bytes(20)])),
  tron: (r) => b58check(Uint8Array.from([0x41, ...r.bytes(20)])),
  xrp: (r) => b58check(Uint8Array.from([0x00, ...r.bytes(20)]), B58_XRP),
};
export function genWif(r) { return b58check(Uint8Array.from([0x80, ...r.bytes(32), 0x01])); }

// ---------- validators ----------
const re = (rx) => (s) => rx.test(s);
function cnValid(s) { const b = s.toUpperCase(); if (!/^\d{17}[\dX]$/.test(b)) return false; return '10X98765432'[sumW(b.slice(0, 17), [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] === b[17]; }
export const V = {
  us_ssn: (s) => { const m = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(s); return !!m && m[1] !== '000' && m[1] !== '666' && +m[1] < 900 && m[2] !== '00' && m[3] !== '0000'; },
  us_itin: (s) => { const m = /^9\d{2}-?(\d{2})-?\d{4}$/.exec(s); if (!m) return false; const g = +m[1]; return (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99); },
  us_routing: (s) => { const d = D(s); return d.length === 9 && sumW(d, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0; },
  uk_nino: (s) => /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D]$/.test(s),
  uk_utr: (s) => { const d = D(s); return d.length === 10 && '21987654321'[sumW(d.slice(1), [6, 7, 8, 9, 10, 5, 4, 3, 2]) % 11] === d[0]; },
  uk_nhs: (s) => { const d = D(s); if (d.length !== 10) return false; let c = 11 - sumW(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c === 11) c = 0; return c !== 10 && c === +d[9]; },
  uk_driving_licence: re(/^[A-Z9]{5}\d[0156]\d[0-3]\d\d[A-Z9]{2}\d[A-Z]{2}$/),
  ie_ppsn: (s) => { const m = /^(\d{7})([A-W])([AW]?)$/.exec(s); if (!m) return false; const sv = m[3] === 'A' ? 1 : 0; return 'WABCDEFGHIJKLMNOPQRSTUV'[(sumW(m[1], [8, 7, 6, 5, 4, 3, 2]) + 9 * sv) % 23] === m[2]; },
  au_tfn: (s) => { const d = D(s); return d.length === 9 && sumW(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0; },
  au_medicare: (s) => { const d = D(s); return d.length === 10 && /[2-6]/.test(d[0]) && sumW(d.slice(0, 8), [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === +d[8]; },
  ca_sin: (s) => { const d = D(s); return d.length === 9 && luhnValid(d); },
  in_aadhaar: (s) => { const d = D(s); return d.length === 12 && /[2-9]/.test(d[0]) && verhoeffValid(d); },
  in_pan: re(/^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/),
  de_steuer_id: (s) => { const d = D(s); if (d.length !== 11 || d[0] === '0') return false; let prod = 10; for (const x of d.slice(0, 10)) { let sm = (+x + prod) % 10; if (sm === 0) sm = 10; prod = (sm * 2) % 11; } let c = 11 - prod; if (c === 10) c = 0; return c === +d[10]; },
  de_id_card: (s) => /^[CFGHJKLMNPRTVWXYZ0-9]{9}\d$/.test(s) && icaoCheck(s.slice(0, 9)) === s[9],
  fr_nir: (s) => { const d = D(s); return d.length === 15 && 97 - Number(BigInt(d.slice(0, 13)) % 97n) === +d.slice(13); },
  fr_spi: (s) => { const d = D(s); return d.length === 13 && /[0-3]/.test(d[0]) && Number(BigInt(d.slice(0, 10)) % 511n) === +d.slice(10); },
  es_dni: (s) => { const m = /^(\d{8})-?([A-Z])$/.exec(s); return !!m && 'TRWAGMYFPDXBNJZSQVHLCKE'[+m[1] % 23] === m[2]; },
  es_nif: (s) => V.es_dni(s),
  es_nie: (s) => { const m = /^([XYZ])(\d{7})-?([A-Z])$/.exec(s); return !!m && 'TRWAGMYFPDXBNJZSQVHLCKE'[+('XYZ'.indexOf(m[1]) + m[2]) % 23] === m[3]; },
  mx_curp: (s) => { if (!/^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d$/.test(s)) return false; const A = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'; let t = 0; [...s.slice(0, 17)].forEach((c, i) => { t += A.indexOf(c) * (18 - i); }); return (10 - t % 10) % 10 === +s[17]; },
  mx_rfc: (s) => { if (!/^[A-Z&Ñ]{4}\d{6}[A-Z0-9]{3}$/.test(s)) return false; const A = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ'; let t = 0; [...s.slice(0, 12)].forEach((c, i) => { t += A.indexOf(c) * (13 - i); }); const k = 11 - t % 11; return (k === 11 ? '0' : k === 10 ? 'A' : String(k)) === s[12]; },
  mx_clabe: (s) => { const d = D(s); if (d.length !== 18) return false; const w = [3, 7, 1]; let t = 0; [...d.slice(0, 17)].forEach((x, i) => { t += (+x * w[i % 3]) % 10; }); return (10 - t % 10) % 10 === +d[17]; },
  it_codice_fiscale: (s) => /^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(s) && itCheckChar(s.slice(0, 15)) === s[15],
  pt_nif: (s) => { const d = D(s); if (d.length !== 9) return false; let c = 11 - sumW(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c >= 10) c = 0; return c === +d[8]; },
  pt_cc: (s) => { const c = s.replace(/\s/g, ''); if (!ptCcValid(c)) return false; let c1 = 11 - sumW(c.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c1 >= 10) c1 = 0; return c1 === +c[8]; },
  br_cpf: (s) => { const d = D(s); if (d.length !== 11) return false; const c1 = (sumW(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10 % 11) % 10; const c2 = (sumW(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10 % 11) % 10; return c1 === +d[9] && c2 === +d[10]; },
  br_rg: (s) => { const m = /^(\d{2})\.?(\d{3})\.?(\d{3})-?([\dX])$/.exec(s); if (!m) return false; const b = m[1] + m[2] + m[3]; const c = 11 - sumW(b, [2, 3, 4, 5, 6, 7, 8, 9]) % 11; return (c === 10 ? 'X' : c === 11 ? '0' : String(c)) === m[4]; },
  nl_bsn: (s) => { const d = D(s); return d.length === 9 && (sumW(d, [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 === 0); },
  pl_pesel: (s) => { const d = D(s); return d.length === 11 && (10 - sumW(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 === +d[10]; },
  pl_nip: (s) => { const d = D(s); return d.length === 10 && sumW(d, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === +d[9]; },
  pl_id_card: (s) => { const c = s.replace(/\s/g, ''); if (!/^[A-Z]{3}\d{6}$/.test(c)) return false; const v = (x) => /\d/.test(x) ? +x : x.charCodeAt(0) - 55; const all = c.slice(0, 3) + '0' + c.slice(4); const w = [7, 3, 1, 0, 7, 3, 1, 7, 3]; let t = 0; [...all].forEach((x, i) => { t += v(x) * w[i]; }); return t % 10 === +c[3]; },
  se_personnummer: (s) => { const d = D(s); const x = d.length === 12 ? d.slice(2) : d; return x.length === 10 && luhnValid(x); },
  no_fnr: (s) => { const d = D(s); if (d.length !== 11) return false; let k1 = 11 - sumW(d, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11; if (k1 === 11) k1 = 0; let k2 = 11 - sumW(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (k2 === 11) k2 = 0; return k1 === +d[9] && k2 === +d[10]; },
  gr_amka: (s) => { const d = D(s); return d.length === 11 && luhnValid(d); },
  gr_afm: (s) => { const d = D(s); return d.length === 9 && (sumW(d, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === +d[8]; },
  ro_cnp: (s) => { const d = D(s); if (d.length !== 13) return false; let c = sumW(d, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11; if (c === 10) c = 1; return c === +d[12]; },
  tr_tckn: (s) => { const b = D(s); if (b.length !== 11 || b[0] === '0') return false; const o = +b[0] + +b[2] + +b[4] + +b[6] + +b[8], e = +b[1] + +b[3] + +b[5] + +b[7]; return ((o * 7 - e) % 10 + 10) % 10 === +b[9] && [...b.slice(0, 10)].reduce((a, d) => a + +d, 0) % 10 === +b[10]; },
  ru_snils: (s) => { const d = D(s); if (d.length !== 11) return false; const t = sumW(d, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = t < 100 ? t : t === 100 || t === 101 ? 0 : t % 101; if (c === 100) c = 0; return c === +d.slice(9); },
  ru_inn: (s) => { const d = D(s); return d.length === 12 && sumW(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 === +d[10] && sumW(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 === +d[11]; },
  ua_rnokpp: (s) => { const d = D(s); return d.length === 10 && (sumW(d, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 + 11) % 11 % 10 === +d[9]; },
  ua_unzr: (s) => { const d = D(s); if (d.length !== 13) return false; const w = [7, 3, 1]; let t = 0; [...d.slice(0, 12)].forEach((x, i) => { t += +x * w[i % 3]; }); return t % 10 === +d[12]; },
  ae_emirates_id: (s) => { const d = D(s); return d.length === 15 && d.startsWith('784') && luhnValid(d); },
  il_tz: (s) => { const d = D(s); return d.length === 9 && luhnValid(d); },
  jp_my_number: (s) => { const d = D(s); if (d.length !== 12) return false; let t = 0; for (let n = 1; n <= 11; n++) t += +d[11 - n] * (n <= 6 ? n + 1 : n - 5); const rem = t % 11; return (rem <= 1 ? 0 : 11 - rem) === +d[11]; },
  cn_resident_id: cnValid,
  kr_rrn: (s) => { const d = D(s); return d.length === 13 && (11 - sumW(d, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10 === +d[12]; },
  iban: (s) => { const c = s.replace(/\s/g, ''); return ibanValid(c) && IBAN_LEN[c.slice(0, 2)] === c.length; },
  card: (s) => { const d = D(s); return d.length >= 13 && d.length <= 19 && luhnValid(d); },
  bitcoin_p2pkh: (s) => { const p = b58checkValid(s); return !!p && p.length === 21 && p[0] === 0; },
  bitcoin_p2sh: (s) => { const p = b58checkValid(s); return !!p && p.length === 21 && p[0] === 5; },
  litecoin: (s) => { const p = b58checkValid(s); return !!p && p.length === 21 && p[0] === 0x30; },
  dogecoin: (s) => { const p = b58checkValid(s); return !!p && p.length === 21 && p[0] === 0x1e; },
  tron: (s) => { const p = b58checkValid(s); return !!p && p.length === 21 && p[0] === 0x41; },
  xrp: (s) => { const p = b58checkValid(s, B58_XRP); return !!p && p.length === 21 && p[0] === 0; },
  bitcoin_bech32: (s) => { const x = bech32Decode(s); return !!x && x.hrp === 'bc' && x.variant === 'bech32' && x.data[0] === 0; },
  bitcoin_taproot: (s) => { const x = bech32Decode(s); return !!x && x.hrp === 'bc' && x.variant === 'bech32m' && x.data[0] === 1; },
  ethereum: (s) => /^0x[0-9a-fA-F]{40}$/.test(s) && eip55(s.slice(2)) === s,
  bitcoin_wif: (s) => { const p = b58checkValid(s); return !!p && p[0] === 0x80 && (p.length === 33 || p.length === 34); },
  mx_clabe_: null,
  s10_tracking: (s) => { const m = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/.exec(s); if (!m) return false; let c = 11 - sumW(m[1], [8, 6, 4, 2, 3, 5, 9, 7]) % 11; if (c === 10) c = 0; if (c === 11) c = 5; return c === +m[2]; },
  container_number: (s) => { const c = s.replace(/\s/g, ''); if (!/^[A-Z]{3}U\d{7}$/.test(c)) return false; const val = (x) => { if (/\d/.test(x)) return +x; const v = x.charCodeAt(0) - 55; return v + Math.floor((v - 1) / 10); }; let t = 0; for (let i = 0; i < 10; i++) t += val(c[i]) * 2 ** i; return (t % 11) % 10 === +c[10]; },
  awb_number: (s) => { const d = D(s); return d.length === 11 && +d.slice(3, 10) % 7 === +d[10]; },
};
delete V.mx_clabe_;
// types sharing a validator
V.iban_de = V.iban;
for (const b of Object.keys(CARD_BRANDS)) V[b] = V.card;

// Look-alike generator: corrupt the check digit of a valid value (returns a string that fails V[type]).
export function corrupt(r, type, value) {
  const check = V[type] || V.card;
  for (let attempt = 0; attempt < 40; attempt++) {
    const idx = []; [...value].forEach((c, i) => { if (/\d/.test(c)) idx.push(i); });
    if (!idx.length) return null;
    const i = attempt < 20 ? idx[idx.length - 1] : r.pick(idx);
    const nd = String((+value[i] + r.int(1, 9)) % 10);
    const out = value.slice(0, i) + nd + value.slice(i + 1);
    if (!check(out)) return out;
  }
  return null;
}

// logistics helpers with public check digits (used as negatives)
export function genS10(r, cc) { const b = r.digits(8); let c = 11 - sumW(b, [8, 6, 4, 2, 3, 5, 9, 7]) % 11; if (c === 10) c = 0; if (c === 11) c = 5; return r.pick(['RR', 'RX', 'CP', 'EE', 'LX', 'UA']) + b + c + cc; }
export function genContainer(r) { const own = r.pick(['MSC', 'MAE', 'CMA', 'HLX', 'OOL', 'EVR', 'COS', 'ONE', 'YML', 'ZIM']) + 'U'; const b = own + r.digits(6); const val = (x) => { if (/\d/.test(x)) return +x; const v = x.charCodeAt(0) - 55; return v + Math.floor((v - 1) / 10); }; let t = 0; for (let i = 0; i < 10; i++) t += val(b[i]) * 2 ** i; return b + ((t % 11) % 10); }
export function genAwb(r) { const p = r.pick(['176', '020', '157', '618', '057', '074', '125', '172', '180', '999']); const s = r.digits(7); return `${p}-${s}${+s % 7}`; }
export { ptCcValid, keccak256, sha256 };

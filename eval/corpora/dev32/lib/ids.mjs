// National identifiers, tax ids, passports, cards, IBANs, bank accounts: generators + validators.
// Each scheme: { category, type, gen(r) -> formatted value, valid(v) -> bool, bad?(r) -> look-alike that fails validation }
import { UP } from './prng.mjs';
const D = (v) => v.replace(/[\s\-./]/g, '');
const ds = (s) => [...s].map(Number);
const isDig = (s, n) => new RegExp(`^\\d{${n}}$`).test(s);
export function luhnOk(s) { s = D(s); if (!/^\d+$/.test(s)) return false; let sum = 0, alt = false; for (let i = s.length - 1; i >= 0; i--) { let d = +s[i]; if (alt) { d *= 2; if (d > 9) d -= 9; } sum += d; alt = !alt; } return sum % 10 === 0; }
export function luhnDigit(body) { for (let c = 0; c < 10; c++) if (luhnOk(body + c)) return String(c); }
const pad = (n, w) => String(n).padStart(w, '0');
function birth(r, y0 = 1950, y1 = 2004) { const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28); return { y, m, d, yy: pad(y % 100, 2), mm: pad(m, 2), dd: pad(d, 2) }; }
// Verhoeff
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,8,7,3,0,2,6,1],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
const verhoeffOk = (s) => { let c = 0; const a = ds(s).reverse(); a.forEach((d, i) => { c = VD[c][VP[i % 8][d]]; }); return c === 0; };
const verhoeffDigit = (s) => { let c = 0; const a = ds(s).reverse(); a.forEach((d, i) => { c = VD[c][VP[(i + 1) % 8][d]]; }); return String(VINV[c]); };
const wsum = (s, w) => w.reduce((a, wi, i) => a + +s[i] * wi, 0);
function mod97(str) { let m = 0; for (const ch of str) { const v = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55); for (const c of v) m = (m * 10 + +c) % 97; } return m; }

export const S = {};
function def(type, category, gen, valid, extra = {}) { S[type] = { type, category, gen, valid, ...extra }; }
// generic invalid look-alike: change one digit until the validator fails
export function badOf(type, r) {
  const sc = S[type]; if (sc.bad) return sc.bad(r);
  for (let k = 0; k < 200; k++) {
    const v = sc.gen(r); const idx = [...v].map((c, i) => /\d/.test(c) ? i : -1).filter((i) => i >= 0);
    const i = r.pick(idx); const nd = String((+v[i] + r.int(1, 9)) % 10); const w = v.slice(0, i) + nd + v.slice(i + 1);
    if (!sc.valid(w)) return w;
  }
  throw new Error('no bad for ' + type);
}

// ---------- national ids ----------
def('us_ssn', 'national_id', (r) => { let a; do a = r.int(1, 899); while (a === 666); return `${pad(a, 3)}-${pad(r.int(1, 99), 2)}-${pad(r.int(1, 9999), 4)}`; },
  (v) => { const m = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(v.replace(/ /g, '-')); if (!m) return false; const a = +m[1]; return a > 0 && a !== 666 && a < 900 && +m[2] > 0 && +m[3] > 0; },
  { bad: (r) => `${r.pick(['000', '666', '9' + r.digits(2)])}-${pad(r.int(1, 99), 2)}-${pad(r.int(1, 9999), 4)}` });
const NINO1 = 'ABCEGHJKLMNOPRSTWXYZ', NINO2 = 'ABCEGHJKLMNPRSTWXYZ', NINOBAD = ['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'];
def('uk_nino', 'national_id', (r) => { let p; do p = r.pick(NINO1) + r.pick(NINO2); while (NINOBAD.includes(p)); const d = r.digits(6); return r.chance(0.5) ? `${p} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${r.pick('ABCD')}` : `${p}${d}${r.pick('ABCD')}`; },
  (v) => { const s = v.replace(/\s/g, ''); const m = /^([A-Z]{2})(\d{6})([A-D])$/.exec(s); return !!m && NINO1.includes(s[0]) && NINO2.includes(s[1]) && !NINOBAD.includes(m[1]); },
  { bad: (r) => `${r.pick(['GB', 'QQ', 'DF', 'NK'])} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.pick('EFZ')}` });
def('fr_nir', 'national_id', (r) => { const b = birth(r); let dep; do dep = pad(r.int(1, 95), 2); while (dep === '20'); const n = `${r.int(1, 2)}${b.yy}${b.mm}${dep}${pad(r.int(1, 990), 3)}${pad(r.int(1, 999), 3)}`; const k = pad(97 - Number(BigInt(n) % 97n), 2); return `${n[0]} ${n.slice(1, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7, 10)} ${n.slice(10, 13)} ${k}`; },
  (v) => { const s = D(v); return isDig(s, 15) && 97 - Number(BigInt(s.slice(0, 13)) % 97n) === +s.slice(13); });
def('es_dni', 'national_id', (r) => { const n = r.digits(8); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[+n % 23]; }, (v) => { const s = D(v).toUpperCase(); return /^\d{8}[A-Z]$/.test(s) && 'TRWAGMYFPDXBNJZSQVHLCKE'[+s.slice(0, 8) % 23] === s[8]; },
  { bad: (r) => { const n = r.digits(8); const ok = 'TRWAGMYFPDXBNJZSQVHLCKE'[+n % 23]; let c; do c = r.pick('TRWAGMYFPDXBNJZSQVHLCKE'); while (c === ok); return n + c; } });
def('es_nie', 'national_id', (r) => { const p = r.pick('XYZ'), n = r.digits(7); return `${p}${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[+('XYZ'.indexOf(p) + n) % 23]}`; }, (v) => { const s = D(v).toUpperCase(); return /^[XYZ]\d{7}[A-Z]$/.test(s) && 'TRWAGMYFPDXBNJZSQVHLCKE'[+('XYZ'.indexOf(s[0]) + s.slice(1, 8)) % 23] === s[8]; },
  { bad: (r) => { const p = r.pick('XYZ'), n = r.digits(7); const ok = 'TRWAGMYFPDXBNJZSQVHLCKE'[+('XYZ'.indexOf(p) + n) % 23]; let c; do c = r.pick('TRWAGMYFPDXBNJZSQVHLCKE'); while (c === ok); return p + n + c; } });
def('nl_bsn', 'national_id', (r) => { for (;;) { const b = r.nz() + r.digits(7); const s = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (s < 10) return b + s; } }, (v) => { const s = D(v); return isDig(s, 9) && (wsum(s.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) - +s[8]) % 11 === 0; });
def('be_nrn', 'national_id', (r) => { const b = birth(r, 1950, 2006); const n = `${b.yy}${b.mm}${b.dd}${pad(r.int(1, 997), 3)}`; const base = b.y >= 2000 ? BigInt('2' + n) : BigInt(n); const k = pad(97 - Number(base % 97n), 2); return `${n.slice(0, 2)}.${n.slice(2, 4)}.${n.slice(4, 6)}-${n.slice(6)}.${k}`; },
  (v) => { const s = D(v); if (!isDig(s, 11)) return false; const k = +s.slice(9); return 97 - Number(BigInt(s.slice(0, 9)) % 97n) === k || 97 - Number(BigInt('2' + s.slice(0, 9)) % 97n) === k; });
const PESW = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
def('pl_pesel', 'national_id', (r) => { const b = birth(r, 1950, 2006); const m = b.y >= 2000 ? b.m + 20 : b.m; const n = `${b.yy}${pad(m, 2)}${b.dd}${r.digits(4)}`; return n + (10 - wsum(n, PESW) % 10) % 10; }, (v) => { const s = D(v); return isDig(s, 11) && (10 - wsum(s, PESW) % 10) % 10 === +s[10]; });
def('se_personnummer', 'national_id', (r) => { const b = birth(r); const n = `${b.yy}${b.mm}${b.dd}${r.digits(3)}`; return `${n.slice(0, 6)}-${n.slice(6)}${luhnDigit(n)}`; }, (v) => { const s = D(v); return (isDig(s, 10) && luhnOk(s)) || (isDig(s, 12) && luhnOk(s.slice(2))); });
def('dk_cpr', 'national_id', (r) => { for (;;) { const b = birth(r); const n = `${b.dd}${b.mm}${b.yy}${r.digits(3)}`; const c = (11 - wsum(n, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11) % 11; if (c < 10) return `${n.slice(0, 6)}-${n.slice(6)}${c}`; } }, (v) => { const s = D(v); return isDig(s, 10) && wsum(s, [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0; });
const HETU = '0123456789ABCDEFHJKLMNPRSTUVWXY';
def('fi_hetu', 'national_id', (r) => { const b = birth(r, 1950, 2006); const ind = pad(r.int(2, 899), 3); const n = `${b.dd}${b.mm}${b.yy}`; return `${n}${b.y >= 2000 ? 'A' : '-'}${ind}${HETU[+(n + ind) % 31]}`; }, (v) => { const m = /^(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$/.exec(v); return !!m && HETU[+(m[1] + m[2]) % 31] === m[3]; },
  { bad: (r) => { const v = S.fi_hetu.gen(r); const ok = v[10]; let c; do c = r.pick(HETU); while (c === ok); return v.slice(0, 10) + c; } });
def('no_fnr', 'national_id', (r) => { for (;;) { const b = birth(r); const n = `${b.dd}${b.mm}${b.yy}${r.digits(3)}`; let k1 = 11 - wsum(n, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11; if (k1 === 11) k1 = 0; if (k1 === 10) continue; let k2 = 11 - wsum(n + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (k2 === 11) k2 = 0; if (k2 === 10) continue; return `${n}${k1}${k2}`; } },
  (v) => { const s = D(v); return isDig(s, 11) && wsum(s, [3, 7, 6, 1, 8, 9, 4, 5, 2, 1]) % 11 === 0 && wsum(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0; });
def('cz_rodne_cislo', 'national_id', (r) => { for (;;) { const b = birth(r, 1955, 2004); const m = r.chance(0.5) ? b.m + 50 : b.m; const n = `${b.yy}${pad(m, 2)}${b.dd}${r.digits(3)}`; const c = Number(BigInt(n) % 11n); if (c === 10) continue; return `${n.slice(0, 6)}/${n.slice(6)}${c}`; } }, (v) => { const s = D(v); return isDig(s, 10) && BigInt(s) % 11n === 0n; });
def('tr_tckn', 'national_id', (r) => { const d = ds(r.nz() + r.digits(8)); const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return d.join('') + d10 + d11; },
  (v) => { const s = D(v); if (!isDig(s, 11) || s[0] === '0') return false; const d = ds(s); const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; return d10 === d[9] && d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10]; });
def('in_aadhaar', 'national_id', (r) => { const b = r.int(2, 9) + r.digits(10); const n = b + verhoeffDigit(b); return `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`; }, (v) => { const s = D(v); return isDig(s, 12) && /^[2-9]/.test(s) && verhoeffOk(s); });
const CNW = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
def('cn_resident_id', 'national_id', (r) => { const b = birth(r); const n = `${r.pick(['11', '31', '44', '51', '32', '33', '42'])}${pad(r.int(1, 20), 2)}${pad(r.int(1, 30), 2)}${b.y}${b.mm}${b.dd}${r.digits(3)}`; return n + '10X98765432'[wsum(n, CNW) % 11]; }, (v) => { const s = v.toUpperCase(); return /^\d{17}[\dX]$/.test(s) && '10X98765432'[wsum(s.slice(0, 17), CNW) % 11] === s[17]; },
  { bad: (r) => { const v = S.cn_resident_id.gen(r); let c; do c = r.pick('0123456789X'); while (c === v[17]); return v.slice(0, 17) + c; } });
def('kr_rrn', 'national_id', (r) => { const b = birth(r, 1950, 2006); const s7 = (b.y >= 2000 ? 3 : 1) + r.int(0, 1); const n = `${b.yy}${b.mm}${b.dd}${s7}${r.digits(5)}`; return `${n.slice(0, 6)}-${n.slice(6)}${(11 - wsum(n, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10}`; },
  (v) => { const s = D(v); return isDig(s, 13) && (11 - wsum(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10 === +s[12]; });
function myNumCheck(b) { const d = ds(b); let sum = 0; for (let n = 1; n <= 11; n++) { const p = d[11 - n]; const q = n <= 6 ? n + 1 : n - 5; sum += p * q; } const rr = sum % 11; return rr <= 1 ? 0 : 11 - rr; }
def('jp_my_number', 'national_id', (r) => { const b = r.nz() + r.digits(10); const n = b + myNumCheck(b); return r.chance(0.5) ? `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}` : n; }, (v) => { const s = D(v); return isDig(s, 12) && myNumCheck(s.slice(0, 11)) === +s[11]; });
def('za_id', 'national_id', (r) => { const b = birth(r); const n = `${b.yy}${b.mm}${b.dd}${r.digits(4)}${r.int(0, 1)}8`; return n + luhnDigit(n); }, (v) => { const s = D(v); return isDig(s, 13) && luhnOk(s); });
function ilOk(s) { let sum = 0; ds(s).forEach((d, i) => { let x = d * (i % 2 ? 2 : 1); if (x > 9) x -= 9; sum += x; }); return sum % 10 === 0; }
def('il_teudat_zehut', 'national_id', (r) => { const b = r.nz() + r.digits(7); for (let c = 0; c < 10; c++) if (ilOk(b + c)) return b + c; }, (v) => { const s = D(v); return isDig(s, 9) && ilOk(s); });
def('ca_sin', 'national_id', (r) => { const b = r.pick('1234567') + r.digits(7); const n = b + luhnDigit(b); return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; }, (v) => { const s = D(v); return isDig(s, 9) && !/^[08]/.test(s) && luhnOk(s); });
const CNPW = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
def('ro_cnp', 'national_id', (r) => { const b = birth(r, 1950, 2005); const sx = b.y >= 2000 ? r.pick('56') : r.pick('12'); const n = `${sx}${b.yy}${b.mm}${b.dd}${pad(r.int(1, 46), 2)}${pad(r.int(1, 999), 3)}`; let c = wsum(n, CNPW) % 11; if (c === 10) c = 1; return n + c; },
  (v) => { const s = D(v); if (!isDig(s, 13)) return false; let c = wsum(s, CNPW) % 11; if (c === 10) c = 1; return c === +s[12]; });
def('sg_nric', 'national_id', (r) => { const p = r.pick('ST'), n = r.digits(7); const sum = wsum(n, [2, 7, 6, 5, 4, 3, 2]) + (p === 'T' ? 4 : 0); return p + n + 'JZIHGFEDCBA'[sum % 11]; }, (v) => { const m = /^([ST])(\d{7})([A-Z])$/.exec(v); return !!m && 'JZIHGFEDCBA'[(wsum(m[2], [2, 7, 6, 5, 4, 3, 2]) + (m[1] === 'T' ? 4 : 0)) % 11] === m[3]; },
  { bad: (r) => { const v = S.sg_nric.gen(r); let c; do c = r.pick('JZIHGFEDCBA'); while (c === v[8]); return v.slice(0, 8) + c; } });
const CURPD = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const curpCheck = (s) => { let sum = 0; for (let i = 0; i < 17; i++) sum += CURPD.indexOf(s[i]) * (18 - i); return (10 - sum % 10) % 10; };
def('mx_curp', 'national_id', (r) => { const b = birth(r); const c = r.pick('BCDGHLMPRSV') + r.pick('AEIOU') + r.upper(2).replace(/[ÑQ]/g, 'X') + b.yy + b.mm + b.dd + r.pick('HM') + r.pick(['DF', 'JC', 'NL', 'MC', 'PL', 'GT', 'VZ']) + r.str('BCDFGHJKLMNPRSTVZ', 3) + (b.y >= 2000 ? r.upper(1) : r.digits(1)); return c + curpCheck(c); },
  (v) => /^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z\d]\d$/.test(v) && curpCheck(v) === +v[17]);
const TWL = { A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21, N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33 };
const twSum = (s) => { const l = TWL[s[0]]; return Math.floor(l / 10) + (l % 10) * 9 + wsum(s.slice(1), [8, 7, 6, 5, 4, 3, 2, 1, 1]); };
def('tw_national_id', 'national_id', (r) => { const b = r.upper(1) + r.int(1, 2) + r.digits(7); for (let c = 0; c < 10; c++) if (twSum(b + c) % 10 === 0) return b + c; }, (v) => /^[A-Z][12]\d{8}$/.test(v) && twSum(v) % 10 === 0);
def('hu_taj', 'national_id', (r) => { const b = r.digits(8); const c = wsum(b, [3, 7, 3, 7, 3, 7, 3, 7]) % 10; const n = b + c; return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; }, (v) => { const s = D(v); return isDig(s, 9) && wsum(s, [3, 7, 3, 7, 3, 7, 3, 7]) % 10 === +s[8]; });
def('ru_snils', 'national_id', (r) => { for (;;) { const b = r.digits(9); const s = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = s < 100 ? s : s % 101; if (c === 100) c = 0; if (+b <= 1001998) continue; return `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)} ${pad(c, 2)}`; } },
  (v) => { const s = D(v); if (!isDig(s, 11)) return false; const t = wsum(s.slice(0, 9), [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = t < 100 ? t : t % 101; if (c === 100) c = 0; return c === +s.slice(9); });
const ppsnCheck = (d7) => { const x = wsum(d7, [8, 7, 6, 5, 4, 3, 2]) % 23; return x === 0 ? 'W' : UP[x - 1]; };
def('ie_ppsn', 'national_id', (r) => { const d = r.digits(7); return d + ppsnCheck(d); }, (v) => /^\d{7}[A-W]$/.test(v) && ppsnCheck(v.slice(0, 7)) === v[7], { bad: (r) => { const d = r.digits(7); const ok = ppsnCheck(d); let c; do c = r.pick('ABCDEFGHJKLMNPRSTVW'); while (c === ok); return d + c; } });
const SVW = [3, 7, 9, 0, 5, 8, 4, 2, 1, 6];
def('at_svnr', 'national_id', (r) => { for (;;) { const b = birth(r); const n = `${r.nz()}${r.digits(2)}0${b.dd}${b.mm}${b.yy}`; const c = wsum(n, SVW) % 11; if (c === 10) continue; return `${n.slice(0, 3)}${c} ${n.slice(4)}`; } }, (v) => { const s = D(v); return isDig(s, 10) && wsum(s, SVW) % 11 === +s[3]; });
const ean = (s) => (10 - wsum(s, [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10) % 10;
def('ch_ahv', 'national_id', (r) => { const b = '756' + r.digits(9); const n = b + ean(b); return `${n.slice(0, 3)}.${n.slice(3, 7)}.${n.slice(7, 11)}.${n.slice(11)}`; }, (v) => { const s = D(v); return isDig(s, 13) && s.startsWith('756') && ean(s.slice(0, 12)) === +s[12]; });
def('th_national_id', 'national_id', (r) => { const b = r.nz() + r.digits(11); const c = (11 - wsum(b, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11) % 10; const n = b + c; return `${n[0]}-${n.slice(1, 5)}-${n.slice(5, 10)}-${n.slice(10, 12)}-${n[12]}`; },
  (v) => { const s = D(v); return isDig(s, 13) && (11 - wsum(s, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11) % 10 === +s[12]; });
def('gr_amka', 'national_id', (r) => { const b = birth(r); const n = `${b.dd}${b.mm}${b.yy}${r.digits(4)}`; return n + luhnDigit(n); }, (v) => { const s = D(v); return isDig(s, 11) && luhnOk(s); });

def('sa_national_id', 'national_id', (r) => { const b = r.pick('12') + r.digits(8); return b + luhnDigit(b); }, (v) => { const s = D(v); return isDig(s, 10) && /^[12]/.test(s) && luhnOk(s); });
def('ae_emirates_id', 'national_id', (r) => { const b = `784${r.int(1960, 2005)}${r.digits(7)}`; const n = b + luhnDigit(b); return `${n.slice(0, 3)}-${n.slice(3, 7)}-${n.slice(7, 14)}-${n[14]}`; }, (v) => { const s = D(v); return isDig(s, 15) && s.startsWith('784') && luhnOk(s); });
def('vn_cccd', 'national_id', (r) => { const b = birth(r, 1950, 2006); return `0${pad(r.pick([1, 79, 48, 31, 92, 26, 36]), 2)}${(b.y >= 2000 ? 2 : 0) + r.int(0, 1)}${b.yy}${r.digits(6)}`; }, (v) => /^0\d{2}[0-3]\d{8}$/.test(v), { bad: (r) => `9${r.digits(11)}` });
def('id_nik', 'national_id', (r) => { const b = birth(r); const d = r.chance(0.5) ? b.d : b.d + 40; return `${r.pick(['31', '32', '33', '35', '51', '73'])}${pad(r.int(1, 79), 2)}${pad(r.int(1, 40), 2)}${pad(d, 2)}${b.mm}${b.yy}${pad(r.int(1, 9999), 4)}`; }, (v) => { const m = /^\d{6}(\d{2})(\d{2})\d{2}(\d{4})$/.exec(v); if (!m) return false; const d = +m[1] > 40 ? +m[1] - 40 : +m[1]; return d >= 1 && d <= 31 && +m[2] >= 1 && +m[2] <= 12 && +m[3] > 0; }, { bad: (r) => `${r.pick(['31', '32', '33'])}${r.digits(4)}${r.int(72, 99)}${r.int(13, 19)}${r.digits(2)}${r.digits(4)}` });
// ---------- tax ids ----------
function steuerCheck(s10) { let p = 10; for (const ch of s10) { let sm = (+ch + p) % 10; if (sm === 0) sm = 10; p = (sm * 2) % 11; } const c = 11 - p; return c === 10 ? 0 : c; }
def('de_steuer_id', 'tax_id', (r) => { for (;;) { const p = r.shuffle([...'0123456789']).slice(0, 9); p.splice(r.int(1, 9), 0, r.pick(p)); if (p[0] === '0') continue; const b = p.join(''); const n = b + steuerCheck(b); return r.chance(0.5) ? `${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 8)} ${n.slice(8)}` : n; } },
  (v) => { const s = D(v); if (!isDig(s, 11) || s[0] === '0') return false; const cnt = {}; for (const c of s.slice(0, 10)) cnt[c] = (cnt[c] || 0) + 1; const vals = Object.values(cnt); if (!(vals.filter((x) => x >= 2).length === 1 && Math.max(...vals) <= 3)) return false; return steuerCheck(s.slice(0, 10)) === +s[10]; });
const CFODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const cfVal = (ch, odd) => { const i = /\d/.test(ch) ? +ch : ch.charCodeAt(0) - 65; return odd ? CFODD[i] : i; };
const cfCheck = (s) => { let sum = 0; for (let i = 0; i < 15; i++) sum += cfVal(s[i], i % 2 === 0); return UP[sum % 26]; };
def('it_codice_fiscale', 'tax_id', (r) => { const b = birth(r); const day = r.chance(0.5) ? b.d : b.d + 40; const c = r.str('BCDFGHLMNPRSTVZ', 3) + r.str('BCDFGLMNPRSTV', 2) + r.pick('AEIO') + b.yy + 'ABCDEHLMPRST'[b.m - 1] + pad(day, 2) + r.pick('ABCDEFGHLMF') + pad(r.int(1, 999), 3); return c + cfCheck(c); },
  (v) => /^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/.test(v) && cfCheck(v) === v[15], { bad: (r) => { const v = S.it_codice_fiscale.gen(r); let c; do c = r.upper(1); while (c === v[15]); return v.slice(0, 15) + c; } });
def('pt_nif', 'tax_id', (r) => { for (;;) { const b = r.pick('123') + r.digits(7); let c = 11 - wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c >= 10) c = 0; return b + c; } }, (v) => { const s = D(v); if (!isDig(s, 9)) return false; let c = 11 - wsum(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c >= 10) c = 0; return c === +s[8]; });
def('gr_afm', 'tax_id', (r) => { const b = r.nz() + r.digits(7); return b + (wsum(b, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10; }, (v) => { const s = D(v); return isDig(s, 9) && (wsum(s, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === +s[8]; });
const TFNW = [1, 4, 3, 7, 5, 8, 6, 9, 10];
def('au_tfn', 'tax_id', (r) => { for (;;) { const b = r.nz() + r.digits(7); for (let c = 0; c < 10; c++) if (wsum(b + c, TFNW) % 11 === 0) { const n = b + c; return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; } } }, (v) => { const s = D(v); return isDig(s, 9) && wsum(s, TFNW) % 11 === 0; });
const INN1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8], INN2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
def('ru_inn', 'tax_id', (r) => { const b = r.nz() + r.digits(9); const c1 = (wsum(b, INN1) % 11) % 10; const c2 = (wsum(b + c1, INN2) % 11) % 10; return b + c1 + c2; }, (v) => { const s = D(v); return isDig(s, 12) && (wsum(s, INN1) % 11) % 10 === +s[10] && (wsum(s, INN2) % 11) % 10 === +s[11]; });
const rutDv = (body) => { let sum = 0, m = 2; for (let i = body.length - 1; i >= 0; i--) { sum += +body[i] * m; m = m === 7 ? 2 : m + 1; } const x = 11 - sum % 11; return x === 11 ? '0' : x === 10 ? 'K' : String(x); };
def('cl_rut', 'tax_id', (r) => { const b = String(r.int(5000000, 25999999)); return `${b.slice(0, -6)}.${b.slice(-6, -3)}.${b.slice(-3)}-${rutDv(b)}`; }, (v) => { const m = /^([\d.]+)-([\dK])$/i.exec(v); return !!m && rutDv(m[1].replace(/\./g, '')) === m[2].toUpperCase(); },
  { bad: (r) => { const v = S.cl_rut.gen(r); let c; do c = r.pick('0123456789K'); while (c === v.slice(-1)); return v.slice(0, -1) + c; } });
const cpfDig = (s) => { const n = s.length + 1; let sum = 0; for (let i = 0; i < s.length; i++) sum += +s[i] * (n - i); const x = (sum * 10) % 11; return x === 10 ? 0 : x; };
def('br_cpf', 'tax_id', (r) => { let b; do b = r.digits(9); while (/^(\d)\1+$/.test(b)); const d1 = cpfDig(b), d2 = cpfDig(b + d1); const n = b + d1 + d2; return r.chance(0.7) ? `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6, 9)}-${n.slice(9)}` : n; },
  (v) => { const s = D(v); return isDig(s, 11) && !/^(\d)\1+$/.test(s) && cpfDig(s.slice(0, 9)) === +s[9] && cpfDig(s.slice(0, 10)) === +s[10]; });
const NIPW = [6, 5, 7, 2, 3, 4, 5, 6, 7];
def('pl_nip', 'tax_id', (r) => { for (;;) { const b = r.nz() + r.digits(8); const c = wsum(b, NIPW) % 11; if (c === 10) continue; const n = b + c; return r.chance(0.5) ? `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}` : n; } }, (v) => { const s = D(v); return isDig(s, 10) && wsum(s, NIPW) % 11 === +s[9]; });
def('hu_adoazonosito', 'tax_id', (r) => { for (;;) { const b = '8' + r.digits(8); const c = wsum(b, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11; if (c === 10) continue; return b + c; } }, (v) => { const s = D(v); return isDig(s, 10) && s[0] === '8' && wsum(s, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11 === +s[9]; });
const uaC = (s) => (((wsum(s, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11) + 11) % 11) % 10;
def('ua_rnokpp', 'tax_id', (r) => { const b = r.pick('123') + r.digits(8); return b + uaC(b); }, (v) => { const s = D(v); return isDig(s, 10) && uaC(s) === +s[9]; });
def('in_pan', 'tax_id', (r) => r.upper(3) + 'P' + r.upper(1) + r.digits(4) + r.upper(1), (v) => /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(v), { bad: (r) => r.upper(3) + 'P' + r.upper(1) + r.digits(5) });
def('us_itin', 'tax_id', (r) => `9${r.digits(2)}-${r.pick(['70', '71', '75', '78', '80', '83', '88', '90', '92', '94', '97', '99'])}-${r.digits(4)}`, (v) => { const m = /^9\d{2}-?(\d{2})-?\d{4}$/.exec(v); return !!m && ((+m[1] >= 70 && +m[1] <= 88) || (+m[1] >= 90 && +m[1] <= 92) || (+m[1] >= 94 && +m[1] <= 99)); });
const UTRC = [2, 1, 9, 8, 7, 6, 5, 4, 3, 2, 1];
def('uk_utr', 'tax_id', (r) => { const b = r.digits(9); return String(UTRC[wsum(b, [6, 7, 8, 9, 10, 5, 4, 3, 2]) % 11]) + b; }, (v) => { const s = D(v); return isDig(s, 10) && UTRC[wsum(s.slice(1), [6, 7, 8, 9, 10, 5, 4, 3, 2]) % 11] === +s[0]; });
// company tax ids (seller onboarding): soft by convention
const sirenGen = (r) => { const b = r.nz() + r.digits(7); return b + luhnDigit(b); };
def('fr_vat', 'tax_id', (r) => { const s = sirenGen(r); return `FR${pad((12 + 3 * (+s % 97)) % 97, 2)}${s}`; }, (v) => { const m = /^FR(\d{2})(\d{9})$/.exec(v.replace(/\s/g, '')); return !!m && luhnOk(m[2]) && +m[1] === (12 + 3 * (+m[2] % 97)) % 97; }, { company: true });
def('de_vat', 'tax_id', (r) => { const b = r.nz() + r.digits(7); return 'DE' + b + steuerCheck(b); }, (v) => { const m = /^DE(\d{9})$/.exec(v); return !!m && steuerCheck(m[1].slice(0, 8)) === +m[1][8]; }, { company: true });
def('us_ein', 'tax_id', (r) => `${r.pick(['12', '20', '27', '45', '46', '81', '84', '94'])}-${r.digits(7)}`, (v) => /^\d{2}-\d{7}$/.test(v) && !v.startsWith('00'), { company: true, bad: (r) => `00-${r.digits(7)}` });

// ---------- passports (structural; no public check digit on the number itself) ----------
export const PASSPORTS = {
  us: ['us_passport', (r) => r.chance(0.5) ? r.nz() + r.digits(8) : r.pick('ACEFGHJKLMNPRSTVWXZ') + r.digits(8), /^([1-9]\d{8}|[A-Z]\d{8})$/],
  gb: ['uk_passport', (r) => r.nz() + r.digits(8), /^[1-9]\d{8}$/],
  fr: ['fr_passport', (r) => r.digits(2) + r.upper(2) + r.digits(5), /^\d{2}[A-Z]{2}\d{5}$/],
  de: ['de_passport', (r) => 'C' + r.str('CFGHJKLMNPRTVWXYZ0123456789', 8), /^C[CFGHJKLMNPRTVWXYZ\d]{8}$/],
  es: ['es_passport', (r) => r.upper(3) + r.digits(6), /^[A-Z]{3}\d{6}$/],
  it: ['it_passport', (r) => r.upper(2) + r.digits(7), /^[A-Z]{2}\d{7}$/],
  nl: ['nl_passport', (r) => r.str('ABCDEFGHIJKLMNPQRSTUVWXYZ', 2) + r.str('ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789', 6) + r.digits(1), /^[A-NP-Z]{2}[A-NP-Z\d]{6}\d$/],
  pl: ['pl_passport', (r) => r.upper(2) + r.digits(7), /^[A-Z]{2}\d{7}$/],
  in: ['in_passport', (r) => r.pick('JKLMNPRSTUVWZ') + r.nz() + r.digits(6), /^[A-Z][1-9]\d{6}$/],
  cn: ['cn_passport', (r) => r.pick(['E', 'EA', 'EB', 'EC']).padEnd(1) + r.digits(8), /^E[A-Z]?\d{8}$/],
  jp: ['jp_passport', (r) => r.pick(['TK', 'TR', 'TS', 'MZ', 'TZ']) + r.digits(7), /^[A-Z]{2}\d{7}$/],
  kr: ['kr_passport', (r) => 'M' + r.digits(8), /^M\d{8}$/],
  br: ['br_passport', (r) => r.upper(2) + r.digits(6), /^[A-Z]{2}\d{6}$/],
  ru: ['ru_passport', (r) => `${r.int(70, 77)} ${r.digits(7)}`, /^\d{2} \d{7}$/],
  ca: ['ca_passport', (r) => r.upper(2) + r.digits(6), /^[A-Z]{2}\d{6}$/],
  au: ['au_passport', (r) => r.pick('NPRE') + r.upper(1) + r.digits(7), /^[A-Z]{2}\d{7}$/],
  mx: ['mx_passport', (r) => r.upper(1) + r.digits(8), /^[A-Z]\d{8}$/],
  tr: ['tr_passport', (r) => 'U' + r.digits(8), /^U\d{8}$/],
  se: ['se_passport', (r) => r.digits(8), /^\d{8}$/],
  ua: ['ua_passport', (r) => r.upper(2) + r.digits(6), /^[A-Z]{2}\d{6}$/],
  ch: ['ch_passport', (r) => 'X' + r.digits(7), /^X\d{7}$/],
  gr: ['gr_passport', (r) => r.upper(2) + r.digits(7), /^[A-Z]{2}\d{7}$/],
  za: ['za_passport', (r) => 'A' + r.digits(8), /^A\d{8}$/],
  il: ['il_passport', (r) => r.digits(8), /^\d{8}$/],
  th: ['th_passport', (r) => r.pick(['AA', 'AB', 'AC']) + r.digits(7), /^[A-Z]{2}\d{7}$/],
  vn: ['vn_passport', (r) => r.pick('BCN') + r.digits(7), /^[A-Z]\d{7}$/],
  id: ['id_passport', (r) => r.pick(['A', 'B', 'C', 'X']) + r.digits(7), /^[A-Z]\d{7}$/],
  sa: ['sa_passport', (r) => r.upper(1) + r.digits(6), /^[A-Z]\d{6}$/],
};
for (const [, [type, gen, re]] of Object.entries(PASSPORTS)) def(type, 'passport_number', gen, (v) => re.test(v));
// ICAO 9303 MRZ check digit (7-3-1)
export function mrzCheck(s) { const w = [7, 3, 1]; let sum = 0; [...s].forEach((c, i) => { const v = c === '<' ? 0 : /\d/.test(c) ? +c : c.charCodeAt(0) - 55; sum += v * w[i % 3]; }); return String(sum % 10); }

// ---------- payment cards ----------
const CARDS = [['visa', () => '4', 16], ['mastercard', (r) => String(r.int(51, 55)), 16], ['mastercard', (r) => String(r.int(2221, 2720)), 16], ['amex', (r) => r.pick(['34', '37']), 15],
  ['discover', (r) => r.pick(['6011', '65', '644']), 16], ['jcb', (r) => String(r.int(3528, 3589)), 16], ['diners', (r) => r.pick(['36', '38', '300']), 14], ['unionpay', (r) => '62' + r.digits(2), 16], ['mir', (r) => '220' + r.int(0, 4), 16], ['maestro', (r) => r.pick(['6759', '5018', '6304']), 16]];
export function card(r, brand) {
  const cands = brand ? CARDS.filter((c) => c[0] === brand) : CARDS; const [b, pf, len] = r.pick(cands);
  const p = pf(r); const body = p + r.digits(len - 1 - p.length); const n = body + luhnDigit(body); return { brand: b, digits: n };
}
export function fmtCard(r, n, style) {
  style = style ?? r.pick(['space', 'space', 'plain', 'dash']);
  if (style === 'plain') return n; const sep = style === 'space' ? ' ' : '-';
  if (n.length === 15) return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep);
  if (n.length === 14) return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep);
  return n.match(/.{1,4}/g).join(sep);
}
export const cardValid = (v) => { const s = D(v); return /^\d{13,19}$/.test(s) && luhnOk(s); };
export function badCard(r) { for (;;) { const { digits } = card(r); const i = digits.length - 1; const w = digits.slice(0, i) + (+digits[i] + r.int(1, 9)) % 10; if (!luhnOk(w)) return w; } }

// ---------- IBAN ----------
// spec letters: n digit, a upper letter, c upper alnum
export const IBAN = { DE: '8n10n', FR: '5n5n11n2n', ES: '4n4n2n10n', IT: '1a5n5n12n', NL: '4a10n', BE: '3n7n2n', GB: '4a6n8n', IE: '4a6n8n', PL: '8n16n', PT: '4n4n11n2n', AT: '5n11n', CH: '5n12c', SE: '3n17n', DK: '4n9n1n', FI: '3n11n', NO: '4n6n1n', CZ: '4n6n10n', HU: '3n4n1n15n1n', RO: '4a16c', GR: '3n4n16c', TR: '5n1n16c', SA: '2n18c', AE: '3n16n', IL: '3n3n13n', BR: '8n5n10n1a1c', UA: '6n19c', LU: '3n13c', HR: '7n10n' };
export function iban(r, cc) {
  const spec = IBAN[cc]; let bban = '';
  for (const [, n, t] of spec.matchAll(/(\d+)([nac])/g)) bban += t === 'n' ? r.digits(+n) : t === 'a' ? r.upper(+n) : r.str('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', +n);
  if (cc === 'FR') { const b = bban.slice(0, 21); bban = b + pad(97 - Number((BigInt(b.slice(0, 5)) * 89n + BigInt(b.slice(5, 10)) * 15n + BigInt(b.slice(10, 21)) * 3n) % 97n), 2); }
  if (cc === 'BE') { const b = bban.slice(0, 10); let k = Number(BigInt(b) % 97n); if (k === 0) k = 97; bban = b + pad(k, 2); }
  const chk = pad(98 - mod97(bban + cc + '00'), 2); return cc + chk + bban;
}
export const ibanValid = (v) => { const s = v.replace(/\s/g, ''); if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false; const spec = IBAN[s.slice(0, 2)]; if (spec) { const len = [...spec.matchAll(/(\d+)/g)].reduce((a, m) => a + +m[1], 0); if (s.length !== len + 4) return false; } return mod97(s.slice(4) + s.slice(0, 4)) === 1; };
export const fmtIban = (r, s) => r.chance(0.6) ? s.match(/.{1,4}/g).join(' ') : s;
export function badIban(r, cc) { const s = iban(r, cc); for (;;) { const i = r.int(4, s.length - 1); if (!/\d/.test(s[i])) continue; const w = s.slice(0, i) + (+s[i] + r.int(1, 9)) % 10 + s.slice(i + 1); if (!ibanValid(w)) return w; } }
// ---------- bank accounts (national forms) ----------
export const abaOk = (s) => isDig(s, 9) && wsum(s, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0;
export function aba(r) { for (;;) { const b = pad(r.int(1, 12), 2) + r.digits(6); for (let c = 0; c < 10; c++) if (abaOk(b + c)) return b + c; } }
const clabeC = (s) => (10 - ([...s].reduce((a, d, i) => a + (+d * [3, 7, 1][i % 3]) % 10, 0) % 10)) % 10;
export const clabeOk = (v) => isDig(v, 18) && clabeC(v.slice(0, 17)) === +v[17];
export function clabe(r) { const b = r.pick(['002', '012', '014', '021', '072']) + r.digits(14); return b + clabeC(b); }
def('mx_clabe', 'bank_account', clabe, clabeOk);
def('us_aba_routing', 'bank_account', aba, abaOk);
export const VALIDATORS = Object.fromEntries(Object.values(S).map((s) => [s.type, s.valid]));
Object.assign(VALIDATORS, { credit_card: cardValid, iban: ibanValid });
for (const b of ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners', 'unionpay', 'mir', 'maestro']) VALIDATORS[b] = cardValid;

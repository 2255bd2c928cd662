// National identifier schemes (generator + validator). Values are random; check digits are computed.
import { luhnValid, luhnDigit, verhoeffDigit, verhoeffValid, onlyDigits } from './checksums.mjs';
import { UP, DG } from './rng.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const yy = (y) => p2(y % 100);
const validDate = (y, m, d) => { const t = new Date(Date.UTC(y, m - 1, d)); return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d; };

function itCF(rng, p) {
  const cons = (s) => s.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '').replace(/[AEIOU]/g, '');
  const vow = (s) => s.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '').replace(/[^AEIOU]/g, '');
  const part = (s, isName) => { let c = cons(s); if (isName && c.length >= 4) c = c[0] + c[2] + c[3]; return (c + vow(s) + 'XXX').slice(0, 3); };
  const body = part(p.family, false) + part(p.given, true) + yy(p.dob.y) + 'ABCDEHLMPRST'[p.dob.m - 1] + p2(p.dob.d + (p.sex === 'f' ? 40 : 0)) + rng.pick('ABCDEFGHLM') + rng.digits(3);
  return body + itCFcheck(body);
}
const ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
function itCFcheck(b) { let s = 0; [...b].forEach((ch, i) => { s += i % 2 === 0 ? ODD[ch] : (/\d/.test(ch) ? +ch : ch.charCodeAt(0) - 65); }); return UP[s % 26]; }

function steuerId(rng) {
  for (;;) {
    const ds = rng.shuffle([...DG]).slice(0, 9); if (ds[0] === '0') continue;
    const dup = ds[rng.int(0, 8)]; const arr = [...ds]; arr.splice(rng.int(1, 9), 0, dup); if (arr[0] === '0') continue;
    const s = arr.join(''); return s + steuerCheck(s);
  }
}
function steuerCheck(s) { let product = 10; for (const c of s) { let sum = (+c + product) % 10; if (sum === 0) sum = 10; product = (sum * 2) % 11; } let ch = 11 - product; if (ch === 10) ch = 0; return String(ch); }
const nirKey = (s13) => p2(97 - Number(BigInt(s13) % 97n));
const dniLetter = (n) => 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23];
function ptNifCheck(s8) { let sum = 0; for (let i = 0; i < 8; i++) sum += +s8[i] * (9 - i); const r = 11 - (sum % 11); return String(r >= 10 ? 0 : r); }
function bsn(rng) { for (;;) { const s = String(rng.int(1, 9)) + rng.digits(7); let sum = 0; for (let i = 0; i < 8; i++) sum += +s[i] * (9 - i); const d = sum % 11; if (d <= 9) return s + d; } }
const bsnValid = (s) => { s = onlyDigits(s); if (s.length !== 9) return false; let sum = 0; for (let i = 0; i < 8; i++) sum += +s[i] * (9 - i); return (sum - +s[8]) % 11 === 0; };
function peselCheck(s10) { const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]; let sum = 0; for (let i = 0; i < 10; i++) sum += +s10[i] * w[i]; return String((10 - (sum % 10)) % 10); }
function trCheck(s9) { const d = [...s9].map(Number); const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return `${d10}${d11}`; }
function myNumberCheck(s11) { let sum = 0; for (let n = 1; n <= 11; n++) { const P = +s11[11 - n]; const Q = n <= 6 ? n + 1 : n - 5; sum += P * Q; } const r = sum % 11; return String(r <= 1 ? 0 : 11 - r); }
function cnCheck(s17) { const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; let sum = 0; for (let i = 0; i < 17; i++) sum += +s17[i] * w[i]; return '10X98765432'[sum % 11]; }
function krCheck(s12) { const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]; let sum = 0; for (let i = 0; i < 12; i++) sum += +s12[i] * w[i]; return String((11 - (sum % 11)) % 10); }
function cpfDigits(s9) { let a = 0; for (let i = 0; i < 9; i++) a += +s9[i] * (10 - i); const d1 = ((a * 10) % 11) % 10; let b = 0; const s10 = s9 + d1; for (let i = 0; i < 10; i++) b += +s10[i] * (11 - i); const d2 = ((b * 10) % 11) % 10; return `${d1}${d2}`; }
const HETU = '0123456789ABCDEFHJKLMNPRSTUVWXY';
function noChecks(s9) { const d = [...s9].map(Number); const w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]; let k1 = 11 - (w1.reduce((s, w, i) => s + w * d[i], 0) % 11); if (k1 === 11) k1 = 0; if (k1 === 10) return null; const w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]; const dd = [...d, k1]; let k2 = 11 - (w2.reduce((s, w, i) => s + w * dd[i], 0) % 11); if (k2 === 11) k2 = 0; if (k2 === 10) return null; return `${k1}${k2}`; }
function tfnValid(s) { s = onlyDigits(s); const w = [1, 4, 3, 7, 5, 8, 6, 9, 10]; return s.length === 9 && w.reduce((a, x, i) => a + x * +s[i], 0) % 11 === 0; }
function ean13(s12) { let sum = 0; for (let i = 0; i < 12; i++) sum += +s12[i] * (i % 2 ? 3 : 1); return String((10 - (sum % 10)) % 10); }
function ppsLetter(s7) { let sum = 0; for (let i = 0; i < 7; i++) sum += +s7[i] * (8 - i); return 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23]; }
function atCheck(n3, dob6) { const d = [...(n3 + dob6)].map(Number); const w = [3, 7, 9, 5, 8, 4, 2, 1, 6]; const c = w.reduce((s, x, i) => s + x * d[i], 0) % 11; return c === 10 ? null : String(c); }
const CURPSET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
function curpCheck(s17) { let sum = 0; for (let i = 0; i < 17; i++) sum += CURPSET.indexOf(s17[i]) * (18 - i); return String((10 - (sum % 10)) % 10); }
const abaValid = (s) => { const d = [...onlyDigits(s)].map(Number); return d.length === 9 && (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0; };
export { abaValid };

const dob6 = (p) => p2(p.dob.d) + p2(p.dob.m) + yy(p.dob.y);
const ymd6 = (p) => yy(p.dob.y) + p2(p.dob.m) + p2(p.dob.d);

// Each scheme: country, label (as written on local forms), gen(rng, person) and valid(value)
export const NATIONAL_IDS = {
  us_ssn: { cc: 'US', label: 'SSN', gen: (r) => { let a; do { a = r.int(1, 899); } while (a === 666); return `${String(a).padStart(3, '0')}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`; }, valid: (s) => /^(?!000|666|9)\d{3}[- ]?(?!00)\d{2}[- ]?(?!0000)\d{4}$/.test(s) },
  gb_nino: { cc: 'GB', label: 'National Insurance number', gen: (r) => { let a; do { a = r.pick('ABCEGHJKLMNOPRSTWXYZ') + r.pick('ABCEGHJKLMNPRSTWXYZ'); } while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(a)); const d = r.digits(6); return r.chance(0.5) ? `${a} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${r.pick('ABCD')}` : `${a}${d}${r.pick('ABCD')}`; }, valid: (s) => /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(s.replace(/\s/g, '')) },
  de_steuerid: { cc: 'DE', label: 'Steuer-IdNr.', gen: (r) => { const s = steuerId(r); return r.chance(0.5) ? `${s.slice(0, 2)} ${s.slice(2, 5)} ${s.slice(5, 8)} ${s.slice(8)}` : s; }, valid: (s) => { s = onlyDigits(s); return s.length === 11 && steuerCheck(s.slice(0, 10)) === s[10]; } },
  fr_nir: { cc: 'FR', label: 'N° de sécurité sociale', gen: (r, p) => { const b = (p.sex === 'f' ? '2' : '1') + yy(p.dob.y) + p2(p.dob.m) + p2(r.int(1, 95)) + r.digits(3) + String(r.int(1, 999)).padStart(3, '0'); return r.chance(0.6) ? `${b[0]} ${b.slice(1, 3)} ${b.slice(3, 5)} ${b.slice(5, 7)} ${b.slice(7, 10)} ${b.slice(10, 13)} ${nirKey(b)}` : b + nirKey(b); }, valid: (s) => { s = onlyDigits(s); return s.length === 15 && nirKey(s.slice(0, 13)) === s.slice(13); } },
  es_dni: { cc: 'ES', label: 'DNI', gen: (r) => { const n = r.int(1000000, 99999999); return String(n).padStart(8, '0') + (r.chance(0.2) ? '-' : '') + dniLetter(n); }, valid: (s) => { const m = s.match(/^(\d{8})-?([A-Z])$/); return !!m && dniLetter(+m[1]) === m[2]; } },
  es_nie: { cc: 'ES', label: 'NIE', gen: (r) => { const x = r.int(0, 2); const n = r.digits(7); return 'XYZ'[x] + n + dniLetter(+(x + n)); }, valid: (s) => { const m = s.match(/^([XYZ])(\d{7})([A-Z])$/); return !!m && dniLetter(+('XYZ'.indexOf(m[1]) + m[2])) === m[3]; } },
  it_cf: { cc: 'IT', label: 'Codice fiscale', gen: itCF, valid: (s) => /^[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(s) && itCFcheck(s.slice(0, 15)) === s[15] },
  pt_nif: { cc: 'PT', label: 'NIF', gen: (r) => { const s = r.pick('123') + r.digits(7); return s + ptNifCheck(s); }, valid: (s) => { s = onlyDigits(s); return s.length === 9 && ptNifCheck(s.slice(0, 8)) === s[8]; } },
  nl_bsn: { cc: 'NL', label: 'BSN', gen: (r) => { const s = bsn(r); return r.chance(0.3) ? `${s.slice(0, 4)}.${s.slice(4, 6)}.${s.slice(6)}` : s; }, valid: bsnValid },
  be_nrn: { cc: 'BE', label: 'Rijksregisternummer', gen: (r, p) => { const b = ymd6(p) + String(r.int(1, 997)).padStart(3, '0'); const n = BigInt((p.dob.y >= 2000 ? '2' : '') + b); const c = p2(97 - Number(n % 97n)); return `${b.slice(0, 2)}.${b.slice(2, 4)}.${b.slice(4, 6)}-${b.slice(6)}.${c}`; }, valid: (s) => { const d = onlyDigits(s); if (d.length !== 11) return false; const c = +d.slice(9); return [d.slice(0, 9), '2' + d.slice(0, 9)].some((x) => 97 - Number(BigInt(x) % 97n) === c); } },
  pl_pesel: { cc: 'PL', label: 'PESEL', gen: (r, p) => { const m = p.dob.m + (p.dob.y >= 2000 ? 20 : 0); const s = yy(p.dob.y) + p2(m) + p2(p.dob.d) + r.digits(3) + String(r.int(0, 4) * 2 + (p.sex === 'f' ? 0 : 1)); return s + peselCheck(s); }, valid: (s) => /^\d{11}$/.test(s) && peselCheck(s.slice(0, 10)) === s[10] },
  se_pnr: { cc: 'SE', label: 'Personnummer', gen: (r, p) => { const s = ymd6(p) + r.digits(3); return (r.chance(0.3) ? String(p.dob.y).slice(0, 2) : '') + s.slice(0, 6) + '-' + s.slice(6) + luhnDigit(s); }, valid: (s) => { const d = onlyDigits(s).slice(-10); return d.length === 10 && luhnValid(d); } },
  dk_cpr: { cc: 'DK', label: 'CPR-nr.', gen: (r, p) => `${dob6(p)}-${r.digits(3)}${r.int(0, 4) * 2 + (p.sex === 'f' ? 0 : 1)}`, valid: (s) => { const m = s.match(/^(\d\d)(\d\d)(\d\d)-?\d{4}$/); return !!m && +m[1] >= 1 && +m[1] <= 31 && +m[2] >= 1 && +m[2] <= 12; } },
  no_fnr: { cc: 'NO', label: 'Fødselsnummer', gen: (r, p) => { for (;;) { const s = dob6(p) + String(p.dob.y >= 2000 ? r.int(500, 749) : r.int(0, 499)).padStart(3, '0'); const k = noChecks(s); if (k) return s + k; } }, valid: (s) => { s = onlyDigits(s); return s.length === 11 && noChecks(s.slice(0, 9)) === s.slice(9); } },
  fi_hetu: { cc: 'FI', label: 'Henkilötunnus', gen: (r, p) => { const z = String(r.int(2, 899)).padStart(3, '0'); return dob6(p) + (p.dob.y >= 2000 ? 'A' : '-') + z + HETU[Number(BigInt(dob6(p) + z) % 31n)]; }, valid: (s) => { const m = s.match(/^(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$/); return !!m && HETU[Number(BigInt(m[1] + m[2]) % 31n)] === m[3]; } },
  tr_tckn: { cc: 'TR', label: 'T.C. Kimlik No', gen: (r) => { const s = String(r.int(1, 9)) + r.digits(8); return s + trCheck(s); }, valid: (s) => /^[1-9]\d{10}$/.test(s) && trCheck(s.slice(0, 9)) === s.slice(9) },
  jp_mynumber: { cc: 'JP', label: '個人番号', gen: (r) => { const s = r.digits(11); const f = s + myNumberCheck(s); return r.chance(0.5) ? `${f.slice(0, 4)} ${f.slice(4, 8)} ${f.slice(8)}` : f; }, valid: (s) => { s = onlyDigits(s); return s.length === 12 && myNumberCheck(s.slice(0, 11)) === s[11]; } },
  cn_rid: { cc: 'CN', label: '身份证号', gen: (r, p) => { const s = r.pick(['110101', '310104', '440106', '510107', '330102', '320102', '420111', '610113']) + p.dob.y + p2(p.dob.m) + p2(p.dob.d) + r.digits(2) + String(r.int(0, 4) * 2 + (p.sex === 'f' ? 0 : 1)); return s + cnCheck(s); }, valid: (s) => /^\d{17}[\dX]$/.test(s) && cnCheck(s.slice(0, 17)) === s[17] && validDate(+s.slice(6, 10), +s.slice(10, 12), +s.slice(12, 14)) },
  kr_rrn: { cc: 'KR', label: '주민등록번호', gen: (r, p) => { const g = (p.dob.y >= 2000 ? 3 : 1) + (p.sex === 'f' ? 1 : 0); const s = ymd6(p) + g + r.digits(5); return `${s.slice(0, 6)}-${s.slice(6)}${krCheck(s)}`; }, valid: (s) => { s = onlyDigits(s); return s.length === 13 && krCheck(s.slice(0, 12)) === s[12]; } },
  vn_cccd: { cc: 'VN', label: 'Số CCCD', gen: (r, p) => r.pick(['001', '079', '031', '048', '092', '036', '038']) + String((p.dob.y >= 2000 ? 2 : 0) + (p.sex === 'f' ? 1 : 0)) + yy(p.dob.y) + r.digits(6), valid: (s) => /^0\d{2}[0-3]\d{8}$/.test(s) },
  in_aadhaar: { cc: 'IN', label: 'Aadhaar', gen: (r) => { const s = String(r.int(2, 9)) + r.digits(10); const f = s + verhoeffDigit(s); return `${f.slice(0, 4)} ${f.slice(4, 8)} ${f.slice(8)}`; }, valid: (s) => { const d = onlyDigits(s); return d.length === 12 && /[2-9]/.test(d[0]) && verhoeffValid(d); } },
  in_pan: { cc: 'IN', label: 'PAN', gen: (r, p) => r.chars(3, UP) + 'P' + (p.familyLatin || 'K').normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase()[0] + r.digits(4) + r.chars(1, UP), valid: (s) => /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(s) },
  br_cpf: { cc: 'BR', label: 'CPF', gen: (r) => { const s = r.digits(9); const f = s + cpfDigits(s); return r.chance(0.8) ? `${f.slice(0, 3)}.${f.slice(3, 6)}.${f.slice(6, 9)}-${f.slice(9)}` : f; }, valid: (s) => { s = onlyDigits(s); return s.length === 11 && cpfDigits(s.slice(0, 9)) === s.slice(9); } },
  ca_sin: { cc: 'CA', label: 'SIN', gen: (r) => { const s = r.pick('1234567') + r.digits(7); const f = s + luhnDigit(s); return `${f.slice(0, 3)} ${f.slice(3, 6)} ${f.slice(6)}`; }, valid: (s) => onlyDigits(s).length === 9 && luhnValid(s) },
  au_tfn: { cc: 'AU', label: 'TFN', gen: (r) => { for (;;) { const s = r.digits(8); const w = [1, 4, 3, 7, 5, 8, 6, 9]; const sum = w.reduce((a, x, i) => a + x * +s[i], 0); const d = sum % 11; if (d < 10) { const f = s + d; return `${f.slice(0, 3)} ${f.slice(3, 6)} ${f.slice(6)}`; } } }, valid: tfnValid },
  sa_nid: { cc: 'SA', label: 'رقم الهوية الوطنية', gen: (r) => { const s = r.pick('12') + r.digits(8); return s + luhnDigit(s); }, valid: (s) => /^[12]\d{9}$/.test(s) && luhnValid(s) },
  ae_eid: { cc: 'AE', label: 'Emirates ID', gen: (r, p) => { const s = '784' + p.dob.y + r.digits(7); return `784-${p.dob.y}-${s.slice(7)}-${luhnDigit(s)}`; }, valid: (s) => { const d = onlyDigits(s); return d.length === 15 && d.startsWith('784') && luhnValid(d); } },
  eg_nid: { cc: 'EG', label: 'الرقم القومي', gen: (r, p) => (p.dob.y >= 2000 ? '3' : '2') + ymd6(p) + r.pick(['01', '02', '03', '12', '13', '21', '88']) + r.digits(3) + String(r.int(0, 4) * 2 + (p.sex === 'f' ? 0 : 1)) + r.digits(1), valid: (s) => /^[23]\d{13}$/.test(s) && validDate(1700 + +s[0] * 100 + +s.slice(1, 3), +s.slice(3, 5), +s.slice(5, 7)) },
  ch_ahv: { cc: 'CH', label: 'AHV-Nr.', gen: (r) => { const s = '756' + r.digits(9); const f = s + ean13(s); return `${f.slice(0, 3)}.${f.slice(3, 7)}.${f.slice(7, 11)}.${f.slice(11)}`; }, valid: (s) => { s = onlyDigits(s); return s.length === 13 && s.startsWith('756') && ean13(s.slice(0, 12)) === s[12]; } },
  at_svnr: { cc: 'AT', label: 'SV-Nummer', gen: (r, p) => { for (;;) { const n = String(r.int(100, 999)); const c = atCheck(n, dob6(p)); if (c) return r.chance(0.5) ? `${n}${c} ${dob6(p)}` : n + c + dob6(p); } }, valid: (s) => { s = onlyDigits(s); return s.length === 10 && atCheck(s.slice(0, 3), s.slice(4)) === s[3]; } },
  ie_pps: { cc: 'IE', label: 'PPS No.', gen: (r) => { const s = r.digits(7); return s + ppsLetter(s) + (r.chance(0.3) ? 'A' : ''); }, valid: (s) => { const m = s.match(/^(\d{7})([A-W])A?$/); return !!m && ppsLetter(m[1]) === m[2]; } },
  za_id: { cc: 'ZA', label: 'ID Number', gen: (r, p) => { const s = ymd6(p) + (p.sex === 'f' ? r.int(0, 4) : r.int(5, 9)) + r.digits(3) + r.pick('01') + '8'; return s + luhnDigit(s); }, valid: (s) => /^\d{13}$/.test(s) && luhnValid(s) },
  mx_curp: { cc: 'MX', label: 'CURP', gen: (r, p) => { const clean = (x) => x.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, ''); const f = clean(p.family) + 'XX'; const g = clean(p.given) + 'X'; const v = (f.slice(1).match(/[AEIOU]/) || ['X'])[0]; const cons = (x) => (x.slice(1).match(/[^AEIOU]/) || ['X'])[0]; const s = f[0] + v + r.pick(UP) + g[0] + ymd6(p) + (p.sex === 'f' ? 'M' : 'H') + r.pick(['DF', 'JC', 'NL', 'PL', 'GT', 'VZ']) + cons(f) + r.pick('BCDFGHJKLMNPRSTVZ') + cons(g) + (p.dob.y >= 2000 ? r.pick('ABC') : r.pick(DG)); return s + curpCheck(s); }, valid: (s) => /^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d$/.test(s) && curpCheck(s.slice(0, 17)) === s[17] },
};

// National identifier and passport schemes: generators (random, checksum-valid) and validators.
import { luhnDigit, luhnValid, onlyDigits, alnumUpper, iso7064_11_10, itOddEvenChar, mrzDigit, verhoeffDigit, verhoeffValid, mod97 } from './checksum.mjs';
import { UPPER, DIGITS } from './rng.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const yy = (y) => p2(y % 100);
const validDate = (y, m, d) => { const dt = new Date(Date.UTC(y, m - 1, d)); return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d; };
const dobOr = (r, dob) => dob || { y: r.int(1950, 2005), m: r.int(1, 12), d: r.int(1, 28) };
const sexOr = (r, sex) => sex || (r.chance(0.5) ? 'm' : 'f');

function weightedSum(ds, w) { let s = 0; for (let i = 0; i < w.length; i++) s += +ds[i] * w[i]; return s; }

// Each scheme: code, country, names {native, en}, gen(r, person) -> formatted string, valid(string) -> bool
export const NATIONAL_IDS = [
  { code: 'us_ssn', country: 'US', native: 'Social Security number', short: 'SSN',
    gen(r) { let a; do { a = r.int(1, 899); } while (a === 666); return `${String(a).padStart(3, '0')}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`; },
    valid(s) { const m = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(s.replace(/ /g, '-')); return !!m && m[1] !== '000' && m[1] !== '666' && +m[1] < 900 && m[2] !== '00' && m[3] !== '0000'; } },
  { code: 'gb_nino', country: 'GB', native: 'National Insurance number', short: 'NI number',
    gen(r) { const A = 'ABCEGHJKLMNPRSTWXYZ', B = 'ABCEGHJKLMNPRSTWXYZ'; let pre; do { pre = r.pick([...A]) + r.pick([...B]); } while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(pre)); const d = r.digits(6); const suf = r.pick(['A', 'B', 'C', 'D']); return r.chance(0.6) ? `${pre} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${suf}` : `${pre}${d}${suf}`; },
    valid(s) { const x = alnumUpper(s); return /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(x) && !['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(x.slice(0, 2)); } },
  { code: 'ca_sin', country: 'CA', native: 'Social Insurance Number', short: 'SIN',
    gen(r) { const p = String(r.pick([1, 2, 3, 4, 5, 6, 7, 9])) + r.digits(7); const d = p + luhnDigit(p); return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`; },
    valid(s) { const d = onlyDigits(s); return d.length === 9 && luhnValid(d) && d[0] !== '0' && d[0] !== '8'; } },
  { code: 'au_tfn', country: 'AU', native: 'Tax File Number', short: 'TFN',
    gen(r) { const w = [1, 4, 3, 7, 5, 8, 6, 9, 10]; for (;;) { const p = r.nzdigits(8); const s = weightedSum(p, w.slice(0, 8)); for (let d = 0; d < 10; d++) if ((s + 10 * d) % 11 === 0) { const x = p + d; return `${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6)}`; } } },
    valid(s) { const d = onlyDigits(s); return d.length === 9 && weightedSum(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0; } },
  { code: 'ie_ppsn', country: 'IE', native: 'PPS number', short: 'PPSN',
    gen(r) { const d = r.digits(7); const second = r.chance(0.4) ? 'A' : ''; let s = weightedSum(d, [8, 7, 6, 5, 4, 3, 2]); if (second) s += 9 * 1; const m = s % 23; return d + (m === 0 ? 'W' : String.fromCharCode(64 + m)) + second; },
    valid(s) { const m = /^(\d{7})([A-W])([A-IW]?)$/.exec(alnumUpper(s)); if (!m) return false; let sum = weightedSum(m[1], [8, 7, 6, 5, 4, 3, 2]); if (m[3] && m[3] !== 'W') sum += 9 * (m[3].charCodeAt(0) - 64); const c = sum % 23; return (c === 0 ? 'W' : String.fromCharCode(64 + c)) === m[2]; } },
  { code: 'za_id', country: 'ZA', native: 'South African ID number', short: 'ID number',
    gen(r, p) { const b = dobOr(r, p?.dob); const x = yy(b.y) + p2(b.m) + p2(b.d) + String(sexOr(r, p?.sex) === 'm' ? r.int(5000, 9999) : r.int(0, 4999)).padStart(4, '0') + r.pick(['0', '0', '1']) + '8'; return x + luhnDigit(x); },
    valid(s) { const d = onlyDigits(s); return d.length === 13 && luhnValid(d) && validDate(1900 + +d.slice(0, 2), +d.slice(2, 4), +d.slice(4, 6)); } },
  { code: 'de_steuer_id', country: 'DE', native: 'Steuer-ID', short: 'Steuer-ID',
    gen(r) { for (;;) { const pool = r.shuffle([...DIGITS]); const used = pool.slice(0, 9); const dup = r.pick(used); const ds = r.shuffle([...used, dup]); if (ds[0] === '0') continue; const x = ds.join(''); const c = x + iso7064_11_10(x); return r.chance(0.5) ? `${c.slice(0, 2)} ${c.slice(2, 5)} ${c.slice(5, 8)} ${c.slice(8)}` : c; } },
    valid(s) { const d = onlyDigits(s); if (d.length !== 11 || d[0] === '0') return false; const counts = {}; for (const c of d.slice(0, 10)) counts[c] = (counts[c] || 0) + 1; const v = Object.values(counts); if (!(v.filter((n) => n >= 2).length === 1 && Math.max(...v) <= 3)) return false; return iso7064_11_10(d.slice(0, 10)) === d[10]; } },
  { code: 'de_id_card', country: 'DE', native: 'Personalausweisnummer', short: 'Ausweisnummer',
    gen(r) { const cs = 'CFGHJKLMNPRTVWXYZ'; const body = r.pick([...'LMNPRTVWXY']) + r.str(8, cs + DIGITS); return body + mrzDigit(body); },
    valid(s) { const x = alnumUpper(s); return /^[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\d$/.test(x) && mrzDigit(x.slice(0, 9)) === x[9]; } },
  { code: 'at_svnr', country: 'AT', native: 'Sozialversicherungsnummer', short: 'SV-Nummer',
    gen(r, p) { const b = dobOr(r, p?.dob); for (;;) { const ser = r.nzdigits(3); const dt = p2(b.d) + p2(b.m) + yy(b.y); const w = [3, 7, 9, 5, 8, 4, 2, 1, 6]; const c = weightedSum(ser + dt, w) % 11; if (c === 10) continue; return `${ser}${c} ${dt}`; } },
    valid(s) { const d = onlyDigits(s); if (d.length !== 10) return false; const c = weightedSum(d.slice(0, 3) + d.slice(4), [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11; return c === +d[3]; } },
  { code: 'ch_ahv', country: 'CH', native: 'AHV-Nummer', short: 'AHV-Nr.',
    gen(r) { const x = '756' + r.digits(9); let s = 0; for (let i = 0; i < 12; i++) s += +x[i] * (i % 2 ? 3 : 1); const c = (10 - (s % 10)) % 10; const d = x + c; return `${d.slice(0, 3)}.${d.slice(3, 7)}.${d.slice(7, 11)}.${d.slice(11)}`; },
    valid(s) { const d = onlyDigits(s); if (d.length !== 13 || !d.startsWith('756')) return false; let t = 0; for (let i = 0; i < 12; i++) t += +d[i] * (i % 2 ? 3 : 1); return (10 - (t % 10)) % 10 === +d[12]; } },
  { code: 'fr_nir', country: 'FR', native: 'numéro de sécurité sociale', short: 'NIR',
    gen(r, p) { const b = dobOr(r, p?.dob); const dep = p2(r.pick([1, 6, 13, 31, 33, 35, 38, 44, 59, 67, 69, 75, 76, 92, 93, 94])); const x = (sexOr(r, p?.sex) === 'm' ? '1' : '2') + yy(b.y) + p2(b.m) + dep + String(r.int(1, 999)).padStart(3, '0') + String(r.int(1, 999)).padStart(3, '0'); const key = p2(97 - Number(BigInt(x) % 97n)); return r.chance(0.6) ? `${x[0]} ${x.slice(1, 3)} ${x.slice(3, 5)} ${x.slice(5, 7)} ${x.slice(7, 10)} ${x.slice(10, 13)} ${key}` : x + key; },
    valid(s) { const d = onlyDigits(s); return d.length === 15 && /^[12]/.test(d) && 97 - Number(BigInt(d.slice(0, 13)) % 97n) === +d.slice(13); } },
  { code: 'be_nn', country: 'BE', native: 'numéro de registre national', short: 'NN',
    gen(r, p) { const b = dobOr(r, p?.dob); const base = yy(b.y) + p2(b.m) + p2(b.d) + String(r.int(1, 997)).padStart(3, '0'); const n = b.y >= 2000 ? BigInt('2' + base) : BigInt(base); const c = p2(97 - Number(n % 97n)); return `${base.slice(0, 2)}.${base.slice(2, 4)}.${base.slice(4, 6)}-${base.slice(6, 9)}.${c}`; },
    valid(s) { const d = onlyDigits(s); if (d.length !== 11) return false; const c = +d.slice(9); return 97 - Number(BigInt(d.slice(0, 9)) % 97n) === c || 97 - Number(BigInt('2' + d.slice(0, 9)) % 97n) === c; } },
  { code: 'es_dni', country: 'ES', native: 'DNI', short: 'DNI',
    gen(r) { const n = r.int(1000000, 99999999); const L = 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]; return String(n).padStart(8, '0') + (r.chance(0.3) ? '-' : '') + L; },
    valid(s) { const x = alnumUpper(s); const m = /^(\d{8})([A-Z])$/.exec(x); return !!m && 'TRWAGMYFPDXBNJZSQVHLCKE'[+m[1] % 23] === m[2]; } },
  { code: 'es_nie', country: 'ES', native: 'NIE', short: 'NIE',
    gen(r) { const pre = r.pick(['X', 'Y', 'Z']); const d = r.digits(7); const n = +(String('XYZ'.indexOf(pre)) + d); return `${pre}${d}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`; },
    valid(s) { const m = /^([XYZ])(\d{7})([A-Z])$/.exec(alnumUpper(s)); return !!m && 'TRWAGMYFPDXBNJZSQVHLCKE'[+(String('XYZ'.indexOf(m[1])) + m[2]) % 23] === m[3]; } },
  { code: 'mx_curp', country: 'MX', native: 'CURP', short: 'CURP',
    gen(r, p) { const b = dobOr(r, p?.dob); const V = 'AEIOU', C = 'BCDFGHJKLMNPQRSTVWXYZ'; const st = r.pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'MC', 'GT', 'YN', 'CH', 'SR']); const head = r.pick([...C]) + r.pick([...V]) + r.pick([...C]) + r.pick([...C]) + yy(b.y) + p2(b.m) + p2(b.d) + (sexOr(r, p?.sex) === 'm' ? 'H' : 'M') + st + r.str(3, C) + (b.y < 2000 ? r.pick([...DIGITS]) : r.pick([...UPPER])); return head + curpCheck(head); },
    valid(s) { const x = s.toUpperCase(); return /^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d$/.test(x) && curpCheck(x.slice(0, 17)) === x[17]; } },
  { code: 'ar_dni', country: 'AR', native: 'DNI', short: 'DNI',
    gen(r) { const n = String(r.int(10000000, 49999999)); return r.chance(0.6) ? `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5)}` : n; },
    valid(s) { return /^\d{2}\.?\d{3}\.?\d{3}$/.test(s); } },
  { code: 'cl_rut', country: 'CL', native: 'RUT', short: 'RUT',
    gen(r) { const n = String(r.int(5000000, 25999999)); return `${Number(n).toLocaleString('de-DE')}-${rutDv(n)}`; },
    valid(s) { const m = /^([\d.]+)-?([\dkK])$/.exec(s); return !!m && rutDv(onlyDigits(m[1])) === m[2].toUpperCase(); } },
  { code: 'it_cf', country: 'IT', native: 'codice fiscale', short: 'C.F.',
    gen(r, p) { const b = dobOr(r, p?.dob); const M = 'ABCDEHLMPRST'; const f = sexOr(r, p?.sex) === 'f'; const head = cfPart(p?.familyLatin, r) + cfPart(p?.givenLatin, r, true) + yy(b.y) + M[b.m - 1] + p2(b.d + (f ? 40 : 0)) + r.pick(['F205', 'H501', 'L219', 'A662', 'G273', 'F839', 'D612', 'L736', 'A944', 'C351']); return head + itOddEvenChar(head); },
    valid(s) { const x = s.toUpperCase(); return /^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(x) && itOddEvenChar(x.slice(0, 15)) === x[15]; } },
  { code: 'pt_nif', country: 'PT', native: 'NIF', short: 'NIF',
    gen(r) { for (;;) { const p = String(r.int(1, 3)) + r.digits(7); let c = 11 - (weightedSum(p, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; const x = p + c; return r.chance(0.4) ? `${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6)}` : x; } },
    valid(s) { const d = onlyDigits(s); if (d.length !== 9) return false; let c = 11 - (weightedSum(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; return c === +d[8]; } },
  { code: 'br_cpf', country: 'BR', native: 'CPF', short: 'CPF',
    gen(r) { let p; do { p = r.digits(9); } while (/^(\d)\1+$/.test(p)); const d1 = ((weightedSum(p, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10; const d2 = ((weightedSum(p + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10; const x = p + d1 + d2; return `${x.slice(0, 3)}.${x.slice(3, 6)}.${x.slice(6, 9)}-${x.slice(9)}`; },
    valid(s) { const d = onlyDigits(s); if (d.length !== 11) return false; const d1 = ((weightedSum(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10; const d2 = ((weightedSum(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10; return d1 === +d[9] && d2 === +d[10]; } },
  { code: 'nl_bsn', country: 'NL', native: 'BSN', short: 'BSN',
    gen(r) { for (;;) { const p = String(r.int(1, 6)) + r.digits(7); const c = weightedSum(p, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (c === 10) continue; const x = p + c; return r.chance(0.3) ? `${x.slice(0, 4)}.${x.slice(4, 6)}.${x.slice(6)}` : x; } },
    valid(s) { const d = onlyDigits(s); return d.length === 9 && (weightedSum(d, [9, 8, 7, 6, 5, 4, 3, 2]) - +d[8]) % 11 === 0; } },
  { code: 'pl_pesel', country: 'PL', native: 'PESEL', short: 'PESEL',
    gen(r, p) { const b = dobOr(r, p?.dob); const mm = b.m + (b.y >= 2000 ? 20 : 0); const sexd = sexOr(r, p?.sex) === 'm' ? r.pick([1, 3, 5, 7, 9]) : r.pick([0, 2, 4, 6, 8]); const x = yy(b.y) + p2(mm) + p2(b.d) + r.digits(3) + sexd; return x + (10 - (weightedSum(x, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10; },
    valid(s) { const d = onlyDigits(s); return d.length === 11 && (10 - (weightedSum(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === +d[10]; } },
  { code: 'se_pnr', country: 'SE', native: 'personnummer', short: 'personnummer',
    gen(r, p) { const b = dobOr(r, p?.dob); const x = yy(b.y) + p2(b.m) + p2(b.d) + r.digits(3); const c = luhnDigit(x); return r.chance(0.3) ? `${b.y}${x.slice(2, 6)}-${x.slice(6)}${c}` : `${x.slice(0, 6)}-${x.slice(6)}${c}`; },
    valid(s) { let d = onlyDigits(s); if (d.length === 12) d = d.slice(2); return d.length === 10 && luhnValid(d); } },
  { code: 'no_fnr', country: 'NO', native: 'fødselsnummer', short: 'fødselsnummer',
    gen(r, p) { const b = dobOr(r, p?.dob); for (;;) { const x = p2(b.d) + p2(b.m) + yy(b.y) + String(r.int(b.y >= 2000 ? 500 : 0, b.y >= 2000 ? 999 : 499)).padStart(3, '0'); const k = noK(x); if (k) return x + k; } },
    valid(s) { const d = onlyDigits(s); return d.length === 11 && noK(d.slice(0, 9)) === d.slice(9); } },
  { code: 'fi_hetu', country: 'FI', native: 'henkilötunnus', short: 'HETU',
    gen(r, p) { const b = dobOr(r, p?.dob); const ind = String(r.int(2, 899)).padStart(3, '0'); const dt = p2(b.d) + p2(b.m) + yy(b.y); return dt + (b.y >= 2000 ? 'A' : '-') + ind + '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(dt + ind) % 31]; },
    valid(s) { const m = /^(\d{6})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(s.toUpperCase()); return !!m && '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(m[1] + m[3]) % 31] === m[4]; } },
  { code: 'dk_cpr', country: 'DK', native: 'CPR-nummer', short: 'CPR',
    gen(r, p) { const b = dobOr(r, p?.dob); return `${p2(b.d)}${p2(b.m)}${yy(b.y)}-${r.digits(4)}`; },
    valid(s) { const d = onlyDigits(s); return d.length === 10 && validDate(1900 + +d.slice(4, 6), +d.slice(2, 4), +d.slice(0, 2)); } },
  { code: 'tr_tckn', country: 'TR', native: 'T.C. Kimlik No', short: 'TCKN',
    gen(r) { const p = r.nzdigits(9); const o = +p[0] + +p[2] + +p[4] + +p[6] + +p[8], e = +p[1] + +p[3] + +p[5] + +p[7]; const d10 = (((o * 7 - e) % 10) + 10) % 10; const s = [...(p + d10)].reduce((a, c) => a + +c, 0) % 10; return p + d10 + s; },
    valid(s) { const d = onlyDigits(s); if (d.length !== 11 || d[0] === '0') return false; const o = +d[0] + +d[2] + +d[4] + +d[6] + +d[8], e = +d[1] + +d[3] + +d[5] + +d[7]; return (((o * 7 - e) % 10) + 10) % 10 === +d[9] && [...d.slice(0, 10)].reduce((a, c) => a + +c, 0) % 10 === +d[10]; } },
  { code: 'jp_my_number', country: 'JP', native: 'マイナンバー', short: '個人番号',
    gen(r) { const p = r.digits(11); const x = p + jpCheck(p); return r.chance(0.5) ? `${x.slice(0, 4)} ${x.slice(4, 8)} ${x.slice(8)}` : x; },
    valid(s) { const d = onlyDigits(s); return d.length === 12 && jpCheck(d.slice(0, 11)) === d[11]; } },
  { code: 'cn_ric', country: 'CN', native: '居民身份证号码', short: '身份证号',
    gen(r, p) { const b = dobOr(r, p?.dob); const x = r.pick(['110101', '110105', '310104', '310115', '440305', '440106', '330106', '510107', '320102', '420111', '610113']) + b.y + p2(b.m) + p2(b.d) + r.digits(2) + (sexOr(r, p?.sex) === 'm' ? r.pick([1, 3, 5, 7, 9]) : r.pick([0, 2, 4, 6, 8])); return x + cnCheck(x); },
    valid(s) { const x = s.toUpperCase(); return /^\d{17}[\dX]$/.test(x) && cnCheck(x.slice(0, 17)) === x[17]; } },
  { code: 'tw_id', country: 'TW', native: '身分證字號', short: '身分證字號',
    gen(r, p) { const L = r.pick([...'ABCDEFGHJKLMNPQRSTUVXYWZIO']); const x = L + (sexOr(r, p?.sex) === 'm' ? '1' : '2') + r.digits(7); return x + twCheck(x); },
    valid(s) { const x = s.toUpperCase(); return /^[A-Z][12]\d{8}$/.test(x) && twCheck(x.slice(0, 9)) === x[9]; } },
  { code: 'kr_rrn', country: 'KR', native: '주민등록번호', short: '주민번호',
    gen(r, p) { const b = dobOr(r, p?.dob); const m = sexOr(r, p?.sex) === 'm'; const s = b.y >= 2000 ? (m ? 3 : 4) : m ? 1 : 2; const x = yy(b.y) + p2(b.m) + p2(b.d) + s + r.digits(5); return `${x.slice(0, 6)}-${x.slice(6)}${krCheck(x)}`; },
    valid(s) { const d = onlyDigits(s); return d.length === 13 && krCheck(d.slice(0, 12)) === d[12]; } },
  { code: 'vn_cccd', country: 'VN', native: 'số CCCD', short: 'CCCD',
    gen(r, p) { const b = dobOr(r, p?.dob); const f = sexOr(r, p?.sex) === 'f'; const g = (b.y >= 2000 ? 2 : 0) + (f ? 1 : 0); return r.pick(['001', '079', '048', '031', '092', '036', '038', '040', '046', '075']) + g + yy(b.y) + r.digits(6); },
    valid(s) { const d = onlyDigits(s); return d.length === 12 && +d.slice(0, 3) >= 1 && +d.slice(0, 3) <= 96 && /[0-3]/.test(d[3]); } },
  { code: 'sa_nid', country: 'SA', native: 'رقم الهوية الوطنية', short: 'رقم الهوية',
    gen(r) { const p = r.pick(['1', '1', '2']) + r.digits(8); return p + luhnDigit(p); },
    valid(s) { const d = onlyDigits(s); return d.length === 10 && /^[12]/.test(d) && luhnValid(d); } },
  { code: 'ae_eid', country: 'AE', native: 'رقم الهوية الإماراتية', short: 'Emirates ID',
    gen(r, p) { const b = dobOr(r, p?.dob); const x = '784' + b.y + r.digits(7); const d = x + luhnDigit(x); return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7, 14)}-${d.slice(14)}`; },
    valid(s) { const d = onlyDigits(s); return d.length === 15 && d.startsWith('784') && luhnValid(d); } },
  { code: 'eg_nid', country: 'EG', native: 'الرقم القومي', short: 'الرقم القومي',
    gen(r, p) { const b = dobOr(r, p?.dob); const gov = r.pick(['01', '02', '03', '12', '13', '14', '21', '22', '24', '25', '88']); return (b.y >= 2000 ? '3' : '2') + yy(b.y) + p2(b.m) + p2(b.d) + gov + r.digits(3) + (sexOr(r, p?.sex) === 'm' ? r.pick([1, 3, 5, 7, 9]) : r.pick([2, 4, 6, 8])) + r.int(1, 9); },
    valid(s) { const d = onlyDigits(s); return d.length === 14 && /^[23]/.test(d) && validDate((d[0] === '2' ? 1900 : 2000) + +d.slice(1, 3), +d.slice(3, 5), +d.slice(5, 7)); } },
  { code: 'in_aadhaar', country: 'IN', native: 'आधार संख्या', short: 'Aadhaar',
    gen(r) { const p = String(r.int(2, 9)) + r.digits(10); const x = p + verhoeffDigit(p); return r.chance(0.7) ? `${x.slice(0, 4)} ${x.slice(4, 8)} ${x.slice(8)}` : x; },
    valid(s) { const d = onlyDigits(s); return d.length === 12 && /^[2-9]/.test(d) && verhoeffValid(d); } },
  { code: 'in_pan', country: 'IN', native: 'पैन', short: 'PAN',
    gen(r, p) { return r.str(3, UPPER) + 'P' + ((p?.familyLatin || 'K')[0].toUpperCase().replace(/[^A-Z]/, 'K')) + r.digits(4) + r.pick([...UPPER]); },
    valid(s) { return /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(s); } },
  { code: 'gr_amka', country: 'GR', native: 'ΑΜΚΑ', short: 'AMKA',
    gen(r, p) { const b = dobOr(r, p?.dob); const x = p2(b.d) + p2(b.m) + yy(b.y) + r.digits(4); return x + luhnDigit(x); },
    valid(s) { const d = onlyDigits(s); return d.length === 11 && luhnValid(d); } },
  { code: 'ro_cnp', country: 'RO', native: 'CNP', short: 'CNP',
    gen(r, p) { const b = dobOr(r, p?.dob); const m = sexOr(r, p?.sex) === 'm'; const s = b.y >= 2000 ? (m ? 5 : 6) : m ? 1 : 2; const x = s + yy(b.y) + p2(b.m) + p2(b.d) + p2(r.int(1, 46)) + String(r.int(1, 999)).padStart(3, '0'); let c = weightedSum(x, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11; if (c === 10) c = 1; return x + c; },
    valid(s) { const d = onlyDigits(s); if (d.length !== 13) return false; let c = weightedSum(d, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11; if (c === 10) c = 1; return c === +d[12]; } },
  { code: 'cz_rc', country: 'CZ', native: 'rodné číslo', short: 'RČ',
    gen(r, p) { const b = dobOr(r, { y: r.int(1955, 2005), m: r.int(1, 12), d: r.int(1, 28) }); const mm = b.m + (sexOr(r, p?.sex) === 'f' ? 50 : 0); for (;;) { const x = yy(b.y) + p2(mm) + p2(b.d) + r.digits(3); const c = Number(BigInt(x) % 11n); if (c === 10) continue; return `${x.slice(0, 6)}/${x.slice(6)}${c}`; } },
    valid(s) { const d = onlyDigits(s); return d.length === 10 && BigInt(d) % 11n === 0n; } },
  { code: 'il_tz', country: 'IL', native: 'Teudat Zehut', short: 'ID',
    gen(r) { const p = r.digits(8); return p + luhnDigit(p); },
    valid(s) { const d = onlyDigits(s); return d.length === 9 && luhnValid(d); } },
];
export const NID_BY_CODE = Object.fromEntries(NATIONAL_IDS.map((s) => [s.code, s]));

function curpCheck(s17) { const D = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'; let sum = 0; for (let i = 0; i < 17; i++) sum += D.indexOf(s17[i]) * (18 - i); return String((10 - (sum % 10)) % 10); }
function rutDv(n) { let s = 0, m = 2; for (let i = n.length - 1; i >= 0; i--) { s += +n[i] * m; m = m === 7 ? 2 : m + 1; } const r = 11 - (s % 11); return r === 11 ? '0' : r === 10 ? 'K' : String(r); }
function cfPart(name, r, given = false) {
  const up = (name || '').toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '');
  if (!up) return r.str(3, 'BCDFGLMNPRST');
  const cons = [...up].filter((c) => !'AEIOU'.includes(c)); const vow = [...up].filter((c) => 'AEIOU'.includes(c));
  if (given && cons.length >= 4) return cons[0] + cons[2] + cons[3];
  return (cons.join('') + vow.join('') + 'XXX').slice(0, 3);
}
function noK(x9) {
  const d = [...x9].map(Number);
  let k1 = 11 - ((3 * d[0] + 7 * d[1] + 6 * d[2] + 1 * d[3] + 8 * d[4] + 9 * d[5] + 4 * d[6] + 5 * d[7] + 2 * d[8]) % 11); if (k1 === 11) k1 = 0; if (k1 === 10) return null;
  let k2 = 11 - ((5 * d[0] + 4 * d[1] + 3 * d[2] + 2 * d[3] + 7 * d[4] + 6 * d[5] + 5 * d[6] + 4 * d[7] + 3 * d[8] + 2 * k1) % 11); if (k2 === 11) k2 = 0; if (k2 === 10) return null;
  return `${k1}${k2}`;
}
function jpCheck(p11) { let s = 0; for (let n = 1; n <= 11; n++) { const P = +p11[11 - n]; const Q = n <= 6 ? n + 1 : n - 5; s += P * Q; } const r = s % 11; return String(r <= 1 ? 0 : 11 - r); }
function cnCheck(s17) { const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; return '10X98765432'[weightedSum(s17, w) % 11]; }
const TW_L = { A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21, N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33 };
function twCheck(s9) { const n = TW_L[s9[0]]; let sum = Math.floor(n / 10) + (n % 10) * 9; const w = [8, 7, 6, 5, 4, 3, 2, 1]; for (let i = 0; i < 8; i++) sum += +s9[1 + i] * w[i]; return String((10 - (sum % 10)) % 10); }
function krCheck(s12) { return String((11 - (weightedSum(s12, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10); }

// Passports: number formats of 25 issuing countries (+ ISO 3166 alpha-3 for MRZ)
const L = (r, n, cs = UPPER) => r.str(n, cs);
export const PASSPORTS = [
  { country: 'US', iso3: 'USA', re: /^[A-Z]?\d{8,9}$/, gen: (r) => (r.chance(0.4) ? 'A' + r.nzdigits(8) : r.nzdigits(9)) },
  { country: 'GB', iso3: 'GBR', re: /^\d{9}$/, gen: (r) => r.nzdigits(9) },
  { country: 'CA', iso3: 'CAN', re: /^[A-Z]{2}\d{6}$/, gen: (r) => L(r, 2) + r.digits(6) },
  { country: 'AU', iso3: 'AUS', re: /^[A-Z]{1,2}\d{7}$/, gen: (r) => r.pick(['P', 'N', 'R', 'E']) + L(r, 1) + r.digits(7) },
  { country: 'IE', iso3: 'IRL', re: /^[A-Z]{2}\d{7}$/, gen: (r) => L(r, 2) + r.digits(7) },
  { country: 'DE', iso3: 'D', re: /^[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}$/, gen: (r) => r.pick([...'CFGHJK']) + r.str(8, 'CFGHJKLMNPRTVWXYZ0123456789') },
  { country: 'AT', iso3: 'AUT', re: /^[A-Z]\d{7}$/, gen: (r) => r.pick(['P', 'U']) + r.digits(7) },
  { country: 'CH', iso3: 'CHE', re: /^[A-Z]\d{7}$/, gen: (r) => r.pick(['X', 'S', 'F']) + r.digits(7) },
  { country: 'FR', iso3: 'FRA', re: /^\d{2}[A-Z]{2}\d{5}$/, gen: (r) => r.digits(2) + L(r, 2) + r.digits(5) },
  { country: 'BE', iso3: 'BEL', re: /^[A-Z]{2}\d{6}$/, gen: (r) => L(r, 2) + r.digits(6) },
  { country: 'ES', iso3: 'ESP', re: /^[A-Z]{3}\d{6}$/, gen: (r) => 'PA' + L(r, 1) + r.digits(6) },
  { country: 'MX', iso3: 'MEX', re: /^[A-Z]\d{8}$/, gen: (r) => r.pick(['G', 'N', 'E']) + r.digits(8) },
  { country: 'IT', iso3: 'ITA', re: /^[A-Z]{2}\d{7}$/, gen: (r) => r.pick(['YA', 'YB', 'YC', 'AA', 'YD']) + r.digits(7) },
  { country: 'PT', iso3: 'PRT', re: /^[A-Z]{1,2}\d{6}$/, gen: (r) => r.pick(['C', 'P']) + L(r, 1) + r.digits(6) },
  { country: 'BR', iso3: 'BRA', re: /^[A-Z]{2}\d{6}$/, gen: (r) => r.pick(['FA', 'FB', 'FC', 'GA', 'GB']) + r.digits(6) },
  { country: 'NL', iso3: 'NLD', re: /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/, gen: (r) => r.str(2, 'ABCDEFGHIJKLMNPQRSTUVWXYZ') + r.str(6, 'ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789') + r.digits(1) },
  { country: 'PL', iso3: 'POL', re: /^[A-Z]{2}\d{7}$/, gen: (r) => r.pick(['EA', 'EB', 'EC', 'ER', 'ES']) + r.digits(7) },
  { country: 'SE', iso3: 'SWE', re: /^\d{8}$/, gen: (r) => r.nzdigits(8) },
  { country: 'TR', iso3: 'TUR', re: /^U\d{8}$/, gen: (r) => 'U' + r.digits(8) },
  { country: 'JP', iso3: 'JPN', re: /^[A-Z]{2}\d{7}$/, gen: (r) => r.pick(['TK', 'TR', 'TZ', 'MZ', 'TH']) + r.digits(7) },
  { country: 'CN', iso3: 'CHN', re: /^E[A-Z0-9]\d{7}$/, gen: (r) => 'E' + (r.chance(0.5) ? r.digits(1) : r.pick([...'ABCDEFGHJK'])) + r.digits(7) },
  { country: 'KR', iso3: 'KOR', re: /^M\d{3}[A-Z]?\d{4,5}$/, gen: (r) => (r.chance(0.5) ? 'M' + r.digits(8) : 'M' + r.digits(3) + r.pick([...'ABCDEFGHJK']) + r.digits(4)) },
  { country: 'VN', iso3: 'VNM', re: /^[A-Z]\d{7}$/, gen: (r) => r.pick(['B', 'C', 'N', 'P']) + r.digits(7) },
  { country: 'IN', iso3: 'IND', re: /^[A-Z][1-9]\d{6}$/, gen: (r) => r.pick([...'JKLMNPRSTUVWZ']) + r.int(1, 9) + r.digits(6) },
  { country: 'EG', iso3: 'EGY', re: /^A\d{8}$/, gen: (r) => 'A' + r.digits(8) },
  { country: 'SA', iso3: 'SAU', re: /^[A-Z]\d{7,8}$/, gen: (r) => r.pick(['N', 'P', 'R']) + r.digits(7) },
];
export const PASSPORT_BY_COUNTRY = Object.fromEntries(PASSPORTS.map((p) => [p.country, p]));

// ICAO TD3 MRZ (two lines of 44)
export function makeMrz(r, pp, number, person) {
  const iso = pp.iso3.padEnd(3, '<');
  const nm = (s) => (s || '').toUpperCase().normalize('NFD').replace(/[^A-Z ]/g, '').trim().replace(/\s+/g, '<');
  let names = `${nm(person.familyLatin)}<<${nm(person.givenLatin)}`;
  names = (names + '<'.repeat(39)).slice(0, 39);
  const l1 = `P<${iso}${names}`;
  const num = number.padEnd(9, '<').slice(0, 9);
  const b = person.dob; const dob = yy(b.y) + p2(b.m) + p2(b.d);
  const ey = 2027 + r.int(0, 8); const exp = yy(ey) + p2(r.int(1, 12)) + p2(r.int(1, 28));
  const opt = '<'.repeat(14); const optC = '<';
  const part = num + mrzDigit(num) + iso + dob + mrzDigit(dob) + (person.sex === 'f' ? 'F' : 'M') + exp + mrzDigit(exp) + opt + optC;
  const comp = mrzDigit(num + mrzDigit(num) + dob + mrzDigit(dob) + exp + mrzDigit(exp) + opt + optC);
  return `${l1}\n${part}${comp}`;
}
export function mrzValid(s) {
  const lines = s.split(/\r?\n/); if (lines.length !== 2 || lines[0].length !== 44 || lines[1].length !== 44) return false;
  const l = lines[1];
  const num = l.slice(0, 9), dob = l.slice(13, 19), exp = l.slice(21, 27), opt = l.slice(28, 43);
  return mrzDigit(num) === l[9] && mrzDigit(dob) === l[19] && mrzDigit(exp) === l[27] && mrzDigit(l.slice(0, 10) + l.slice(13, 20) + l.slice(21, 43)) === l[43] && (opt === '<'.repeat(15) || mrzDigit(l.slice(28, 42)) === l[42]);
}
export { validDate };

// Generators (and matching validators) for national ids, passports, bank accounts, payment cards
// and crypto wallets. Every generator returns { type, value, lead } where lead is the local caption.
import * as C from './checksums.mjs';

const pad = (n, w) => String(n).padStart(w, '0');
export function randomDob(r, minYear = 1940, maxYear = 2006) {
  const y = r.int(minYear, maxYear), m = r.int(1, 12), d = r.int(1, 28);
  return { y, m, d };
}
const yy = (dob) => pad(dob.y % 100, 2);
const mm = (dob) => pad(dob.m, 2);
const dd = (dob) => pad(dob.d, 2);
const strip = (s) => C.asciiDigits(s).replace(/[\s.\-\/]/g, '');
const grp = (s, sizes, sep) => { const out = []; let i = 0; for (const n of sizes) { out.push(s.slice(i, i + n)); i += n; } if (i < s.length) out.push(s.slice(i)); return out.filter(Boolean).join(sep); };
const validDate = (y, m, d) => m >= 1 && m <= 12 && d >= 1 && d <= 31;

// ---------------------------------------------------------------- national ids
export const NID = {
  us_ssn: { lead: ['SSN', 'Social Security No.', 'SSN#'], gen(r) {
    let a; do a = r.int(1, 899); while (a === 666);
    const s = pad(a, 3) + pad(r.int(1, 99), 2) + pad(r.int(1, 9999), 4);
    return r.chance(0.8) ? grp(s, [3, 2, 4], '-') : r.chance(0.5) ? grp(s, [3, 2, 4], ' ') : s;
  }, valid(v) { const s = strip(v); const a = +s.slice(0, 3); return /^\d{9}$/.test(s) && a > 0 && a < 900 && a !== 666 && s.slice(3, 5) !== '00' && s.slice(5) !== '0000'; } },
  gb_nino: { lead: ['NI number', 'National Insurance No.', 'NINO'], gen(r) {
    const L1 = 'ABCEGHJKLMNOPRSTWXYZ', L2 = 'ABCEGHJKLMNPRSTWXYZ'; let p;
    do p = r.pick([...L1]) + r.pick([...L2]); while (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ', 'OO'].includes(p));
    const s = p + r.digits(6) + r.pick(['A', 'B', 'C', 'D']);
    return r.chance(0.5) ? s : `${s.slice(0, 2)} ${s.slice(2, 4)} ${s.slice(4, 6)} ${s.slice(6, 8)} ${s[8]}`;
  }, valid(v) { const s = v.replace(/\s/g, ''); return /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(s) && !['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(s.slice(0, 2)); } },
  in_aadhaar: { lead: ['Aadhaar', 'Aadhaar No.', 'आधार संख्या'], gen(r) {
    const p = String(r.int(2, 9)) + r.digits(10); const s = p + C.verhoeffDigit(p);
    return r.chance(0.75) ? grp(s, [4, 4, 4], ' ') : s;
  }, valid(v) { const s = strip(v); return /^[2-9]\d{11}$/.test(s) && C.verhoeffValid(s); } },
  in_pan: { lead: ['PAN', 'PAN No.', 'पैन'], gen(r) {
    return r.str(3, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') + 'P' + r.str(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') + r.digits(4) + r.str(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  }, valid: (v) => /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(v) },
  au_tfn: { lead: ['TFN', 'Tax File Number'], gen(r) {
    const W = [1, 4, 3, 7, 5, 8, 6, 9, 10];
    for (;;) { const p = String(r.int(1, 9)) + r.digits(7); const s8 = C.wsum(p, W); const d = (((-s8 * 10) % 11) + 11) % 11; if (d < 10) { const s = p + d; return r.chance(0.6) ? grp(s, [3, 3, 3], ' ') : s; } }
  }, valid(v) { const s = strip(v); return /^\d{9}$/.test(s) && C.wsum(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0; } },
  ca_sin: { lead: ['SIN', 'Social Insurance Number', 'NAS'], gen(r) {
    const p = String(r.int(1, 7)) + r.digits(7); const s = p + C.luhnDigit(p);
    return r.chance(0.5) ? grp(s, [3, 3, 3], ' ') : grp(s, [3, 3, 3], '-');
  }, valid(v) { const s = strip(v); return /^\d{9}$/.test(s) && C.luhnValid(s); } },
  ie_ppsn: { lead: ['PPSN', 'PPS No.'], gen(r) {
    const d = r.digits(7); const s = C.wsum(d, [8, 7, 6, 5, 4, 3, 2]) + 9 * 1; const c = s % 23;
    return d + (c === 0 ? 'W' : String.fromCharCode(64 + c)) + 'A';
  }, valid(v) { const m = /^(\d{7})([A-W])(A?)$/.exec(v); if (!m) return false; const s = C.wsum(m[1], [8, 7, 6, 5, 4, 3, 2]) + (m[3] ? 9 : 0); const c = s % 23; return m[2] === (c === 0 ? 'W' : String.fromCharCode(64 + c)); } },
  za_id: { lead: ['ID No.', 'ID number', 'SA ID'], dob: true, gen(r, dob) {
    const p = yy(dob) + mm(dob) + dd(dob) + pad(r.int(0, 9999), 4) + r.pick(['0', '0', '1']) + '8'; return p + C.luhnDigit(p);
  }, valid(v) { const s = strip(v); return /^\d{13}$/.test(s) && C.luhnValid(s) && validDate(0, +s.slice(2, 4), +s.slice(4, 6)); } },
  se_personnummer: { lead: ['personnummer', 'Personal identity no.'], dob: true, gen(r, dob) {
    const p = yy(dob) + mm(dob) + dd(dob) + r.digits(3); const s = p + C.luhnDigit(p);
    return r.chance(0.3) ? String(dob.y).slice(0, 2) + s.slice(0, 6) + '-' + s.slice(6) : s.slice(0, 6) + '-' + s.slice(6);
  }, valid(v) { const s = strip(v); const t = s.length === 12 ? s.slice(2) : s; return /^\d{10}$/.test(t) && C.luhnValid(t); } },
  dk_cpr: { lead: ['CPR', 'CPR-nr.'], dob: true, gen(r, dob) { return dd(dob) + mm(dob) + yy(dob) + '-' + r.digits(4); },
    valid(v) { const s = strip(v); return /^\d{10}$/.test(s) && validDate(0, +s.slice(2, 4), +s.slice(0, 2)); } },
  fi_hetu: { lead: ['HETU', 'henkilötunnus'], dob: true, gen(r, dob) {
    const n = pad(r.int(2, 899), 3); const num = Number(dd(dob) + mm(dob) + yy(dob) + n);
    return dd(dob) + mm(dob) + yy(dob) + (dob.y >= 2000 ? 'A' : '-') + n + '0123456789ABCDEFHJKLMNPRSTUVWXY'[num % 31];
  }, valid(v) { const m = /^(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$/.exec(v); return !!m && '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(m[1] + m[2]) % 31] === m[3]; } },
  no_fnr: { lead: ['fødselsnummer', 'National ID no.'], dob: true, gen(r, dob) {
    for (;;) {
      const p = dd(dob) + mm(dob) + yy(dob) + r.digits(3);
      let k1 = 11 - (C.wsum(p, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; if (k1 === 10) continue;
      let k2 = 11 - (C.wsum(p + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; if (k2 === 10) continue;
      return p + k1 + k2;
    }
  }, valid(v) { const s = strip(v); if (!/^\d{11}$/.test(s)) return false; let k1 = 11 - (C.wsum(s.slice(0, 9), [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; let k2 = 11 - (C.wsum(s.slice(0, 10), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; return k1 === +s[9] && k2 === +s[10]; } },
  de_steuer_id: { lead: ['Steuer-ID', 'Steuerliche IdNr.', 'Steuer-IdNr.'], gen(r) {
    for (;;) {
      const digs = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 9); const twice = r.pick(digs);
      const arr = r.shuffle([...digs, twice]); if (arr[0] === 0) continue;
      const p = arr.join(''); const s = p + C.iso7064_11_10(p);
      return r.chance(0.5) ? s : grp(s, [2, 3, 3, 3], ' ');
    }
  }, valid(v) { const s = strip(v); if (!/^[1-9]\d{10}$/.test(s)) return false; const cnt = {}; for (const c of s.slice(0, 10)) cnt[c] = (cnt[c] || 0) + 1; const mult = Object.values(cnt).filter((x) => x > 1); return mult.length === 1 && mult[0] <= 3 && C.iso7064_11_10(s.slice(0, 10)) === s[10]; } },
  at_svnr: { lead: ['SVNR', 'Sozialversicherungsnummer', 'SV-Nr.'], dob: true, gen(r, dob) {
    for (;;) { const n = String(r.int(100, 999)); const b = dd(dob) + mm(dob) + yy(dob); const c = C.wsum(n + b, [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11; if (c === 10) continue; return `${n}${c} ${b}`; }
  }, valid(v) { const s = strip(v); return /^\d{10}$/.test(s) && C.wsum(s.slice(0, 3) + s.slice(4), [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11 === +s[3]; } },
  ch_ahv: { lead: ['AHV-Nr.', 'AVS', 'AHV-Nummer'], gen(r) {
    const p = '756' + r.digits(9); const sum = p.split('').reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0); const s = p + ((10 - (sum % 10)) % 10);
    return `${s.slice(0, 3)}.${s.slice(3, 7)}.${s.slice(7, 11)}.${s.slice(11)}`;
  }, valid(v) { const s = strip(v); if (!/^756\d{10}$/.test(s)) return false; const sum = s.slice(0, 12).split('').reduce((t, d, i) => t + Number(d) * (i % 2 ? 3 : 1), 0); return (10 - (sum % 10)) % 10 === +s[12]; } },
  fr_nir: { lead: ['N° de sécurité sociale', 'NIR', 'n° sécu'], dob: true, gen(r, dob) {
    const p = r.pick(['1', '2']) + yy(dob) + mm(dob) + pad(r.pick([r.int(1, 19), r.int(21, 95)]), 2) + pad(r.int(1, 990), 3) + pad(r.int(1, 999), 3);
    const key = pad(97 - Number(BigInt(p) % 97n), 2);
    return r.chance(0.6) ? `${p[0]} ${p.slice(1, 3)} ${p.slice(3, 5)} ${p.slice(5, 7)} ${p.slice(7, 10)} ${p.slice(10, 13)} ${key}` : p + key;
  }, valid(v) { const s = strip(v); return /^[12]\d{14}$/.test(s) && 97 - Number(BigInt(s.slice(0, 13)) % 97n) === +s.slice(13); } },
  be_nn: { lead: ['Rijksregisternummer', 'N° national', 'NN'], dob: true, gen(r, dob) {
    const p = yy(dob) + mm(dob) + dd(dob) + pad(r.int(1, 997), 3); const base = (dob.y >= 2000 ? '2' : '') + p;
    const c = pad(97 - Number(BigInt(base) % 97n), 2);
    return `${p.slice(0, 2)}.${p.slice(2, 4)}.${p.slice(4, 6)}-${p.slice(6, 9)}.${c}`;
  }, valid(v) { const s = strip(v); if (!/^\d{11}$/.test(s)) return false; const c = +s.slice(9); return [s.slice(0, 9), '2' + s.slice(0, 9)].some((b) => 97 - Number(BigInt(b) % 97n) === c); } },
  es_dni: { lead: ['DNI', 'NIF'], gen(r) { const n = r.int(10000000, 99999999); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]; },
    valid(v) { const m = /^(\d{8})-?([A-Z])$/.exec(v); return !!m && 'TRWAGMYFPDXBNJZSQVHLCKE'[+m[1] % 23] === m[2]; } },
  es_nie: { lead: ['NIE'], gen(r) { const x = r.pick(['X', 'Y', 'Z']); const d = r.digits(7); return x + d + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number('XYZ'.indexOf(x) + d) % 23]; },
    valid(v) { const m = /^([XYZ])(\d{7})([A-Z])$/.exec(v.replace(/-/g, '')); return !!m && 'TRWAGMYFPDXBNJZSQVHLCKE'[Number('XYZ'.indexOf(m[1]) + m[2]) % 23] === m[3]; } },
  mx_curp: { lead: ['CURP'], dob: true, gen(r, dob) {
    const D = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ', U = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', CONS = 'BCDFGHJKLMNPQRSTVWXYZ';
    const p = r.pick([...'BCDGLMPRSTV']) + r.pick([...'AEIOU']) + r.pick([...U]) + r.pick([...U]) + yy(dob) + mm(dob) + dd(dob) + r.pick(['H', 'M']) +
      r.pick(['AS', 'BC', 'CH', 'DF', 'GT', 'JC', 'MC', 'MN', 'NL', 'OC', 'PL', 'QT', 'SL', 'SR', 'TS', 'VZ', 'YN', 'ZS']) + r.str(3, CONS) + (dob.y >= 2000 ? r.pick([...U]) : String(r.int(0, 9)));
    const sum = [...p].reduce((s, ch, i) => s + D.indexOf(ch) * (18 - i), 0); return p + ((10 - (sum % 10)) % 10);
  }, valid(v) { const D = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'; if (!/^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d$/.test(v)) return false; const sum = [...v.slice(0, 17)].reduce((s, ch, i) => s + D.indexOf(ch) * (18 - i), 0); return (10 - (sum % 10)) % 10 === +v[17]; } },
  cl_rut: { lead: ['RUT', 'RUN'], gen(r) {
    const n = String(r.int(5000000, 26000000)); let s = 0, m = 2; for (let i = n.length - 1; i >= 0; i--) { s += Number(n[i]) * m; m = m === 7 ? 2 : m + 1; }
    const c = 11 - (s % 11); const dv = c === 11 ? '0' : c === 10 ? 'K' : String(c);
    return r.chance(0.7) ? n.replace(/\B(?=(\d{3})+(?!\d))/g, '.') + '-' + dv : n + '-' + dv;
  }, valid(v) { const m = /^([\d.]+)-([\dK])$/.exec(v); if (!m) return false; const n = m[1].replace(/\./g, ''); let s = 0, k = 2; for (let i = n.length - 1; i >= 0; i--) { s += Number(n[i]) * k; k = k === 7 ? 2 : k + 1; } const c = 11 - (s % 11); return (c === 11 ? '0' : c === 10 ? 'K' : String(c)) === m[2]; } },
  ar_cuil: { lead: ['CUIL', 'CUIT'], gen(r) {
    for (;;) { const p = r.pick(['20', '27', '23']) + pad(r.int(10000000, 45999999), 8); let c = 11 - (C.wsum(p, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (c === 11) c = 0; if (c === 10) continue; return `${p.slice(0, 2)}-${p.slice(2)}-${c}`; }
  }, valid(v) { const s = strip(v); if (!/^\d{11}$/.test(s)) return false; let c = 11 - (C.wsum(s.slice(0, 10), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (c === 11) c = 0; return c === +s[10]; } },
  it_cf: { lead: ['Codice Fiscale', 'C.F.', 'CF'], dob: true, gen(r, dob) {
    const CONS = 'BCDFGLMNPRSTVZ', VOW = 'AEIOU';
    const part = () => r.pick([r.str(3, CONS), r.str(2, CONS) + r.str(1, VOW), r.str(1, CONS) + r.str(1, VOW) + r.str(1, CONS)]);
    const female = r.chance(0.5);
    const p = part() + part() + yy(dob) + 'ABCDEHLMPRST'[dob.m - 1] + pad(dob.d + (female ? 40 : 0), 2) + r.pick(['H501', 'F205', 'L219', 'F839', 'G273', 'A944', 'D612', 'L736', 'A662', 'C351', 'G224', 'E625']);
    return p + cfCheck(p);
  }, valid(v) { return /^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/.test(v) && cfCheck(v.slice(0, 15)) === v[15]; } },
  pt_nif: { lead: ['NIF', 'Contribuinte n.º'], gen(r) { const p = String(r.int(1, 3)) + r.digits(7); let c = 11 - (C.wsum(p, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; return p + c; },
    valid(v) { const s = strip(v); if (!/^\d{9}$/.test(s)) return false; let c = 11 - (C.wsum(s.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) c = 0; return c === +s[8]; } },
  br_cpf: { lead: ['CPF'], gen(r) {
    let p; do p = r.digits(9); while (/^(\d)\1+$/.test(p));
    let d1 = (C.wsum(p, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11; if (d1 === 10) d1 = 0;
    let d2 = (C.wsum(p + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11; if (d2 === 10) d2 = 0;
    const s = p + d1 + d2; return r.chance(0.8) ? `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}` : s;
  }, valid(v) { const s = strip(v); if (!/^\d{11}$/.test(s)) return false; let d1 = (C.wsum(s.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11; if (d1 === 10) d1 = 0; let d2 = (C.wsum(s.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11; if (d2 === 10) d2 = 0; return d1 === +s[9] && d2 === +s[10]; } },
  nl_bsn: { lead: ['BSN', 'burgerservicenummer'], gen(r) {
    for (;;) { const p = String(r.int(1, 6)) + r.digits(7); const d = C.wsum(p, [9, 8, 7, 6, 5, 4, 3, 2]) % 11; if (d > 9) continue; const s = p + d; return r.chance(0.7) ? s : `${s.slice(0, 4)}.${s.slice(4, 6)}.${s.slice(6)}`; }
  }, valid(v) { const s = strip(v); return /^\d{9}$/.test(s) && (C.wsum(s.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) - Number(s[8])) % 11 === 0; } },
  pl_pesel: { lead: ['PESEL', 'nr PESEL'], dob: true, gen(r, dob) {
    const m = dob.m + (dob.y >= 2000 ? 20 : 0); const p = yy(dob) + pad(m, 2) + dd(dob) + r.digits(4);
    return p + ((10 - (C.wsum(p, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10);
  }, valid(v) { return /^\d{11}$/.test(v) && (10 - (C.wsum(v.slice(0, 10), [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === +v[10]; } },
  ru_snils: { lead: ['СНИЛС', 'SNILS'], gen(r) {
    const p = String(r.int(2, 9)) + r.digits(8); let s = C.wsum(p, [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = s < 100 ? s : s === 100 || s === 101 ? 0 : s % 101; if (c === 100) c = 0;
    return `${p.slice(0, 3)}-${p.slice(3, 6)}-${p.slice(6)} ${pad(c, 2)}`;
  }, valid(v) { const s = strip(v); if (!/^\d{11}$/.test(s)) return false; const t = C.wsum(s.slice(0, 9), [9, 8, 7, 6, 5, 4, 3, 2, 1]); let c = t < 100 ? t : t === 100 || t === 101 ? 0 : t % 101; if (c === 100) c = 0; return c === +s.slice(9); } },
  ru_inn: { lead: ['ИНН', 'INN'], gen(r) {
    const p = pad(r.pick([77, 78, 50, 66, 16, 54, 23, 63]), 2) + r.digits(8);
    const n11 = (C.wsum(p, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; const n12 = (C.wsum(p + n11, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10; return p + n11 + n12;
  }, valid(v) { if (!/^\d{12}$/.test(v)) return false; return (C.wsum(v.slice(0, 10), [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10 === +v[10] && (C.wsum(v.slice(0, 11), [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10 === +v[11]; } },
  ru_internal_passport: { lead: ['паспорт серия/номер', 'паспорт', 'серия и номер паспорта'], gen(r) { return `${pad(r.int(1, 99), 2)} ${pad(r.int(0, 24), 2)} ${r.digits(6)}`; },
    valid: (v) => /^\d{2} ?\d{2} ?\d{6}$/.test(v) },
  tr_tckn: { lead: ['TC Kimlik No', 'T.C. Kimlik', 'TCKN'], gen(r) {
    const d = [r.int(1, 9), ...Array.from({ length: 8 }, () => r.int(0, 9))];
    const d10 = ((((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10) + 10) % 10;
    const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return d.join('') + d10 + d11;
  }, valid(v) { if (!/^[1-9]\d{10}$/.test(v)) return false; const d = v.split('').map(Number); const d10 = ((((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10) + 10) % 10; return d10 === d[9] && d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10]; } },
  jp_mynumber: { lead: ['マイナンバー', '個人番号', 'My Number'], gen(r) {
    const p = r.digits(11); const c = myNumberCheck(p); const s = p + c; return r.chance(0.6) ? grp(s, [4, 4, 4], ' ') : r.chance(0.5) ? grp(s, [4, 4, 4], '-') : s;
  }, valid(v) { const s = strip(v); return /^\d{12}$/.test(s) && myNumberCheck(s.slice(0, 11)) === s[11]; } },
  cn_ric: { lead: ['身份证号', '身份证号码', '证件号'], dob: true, gen(r, dob) {
    const p = r.pick(['110105', '110108', '310104', '310115', '440106', '440305', '510107', '330106', '320102', '420106', '610113', '370202']) + dob.y + mm(dob) + dd(dob) + r.digits(3);
    return p + C.iso7064_11_2(p);
  }, valid(v) { return /^\d{17}[\dX]$/.test(v) && C.iso7064_11_2(v.slice(0, 17)) === v[17]; } },
  kr_rrn: { lead: ['주민등록번호', '주민번호'], dob: true, gen(r, dob) {
    const g = String((dob.y >= 2000 ? 3 : 1) + r.int(0, 1)); const p = yy(dob) + mm(dob) + dd(dob) + g + r.digits(5);
    const c = (11 - (C.wsum(p, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10; return p.slice(0, 6) + '-' + p.slice(6) + c;
  }, valid(v) { const s = strip(v); return /^\d{13}$/.test(s) && (11 - (C.wsum(s.slice(0, 12), [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10 === +s[12]; } },
  id_nik: { lead: ['NIK', 'No. KTP', 'NIK KTP'], dob: true, gen(r, dob) {
    const reg = r.pick(['317101', '317402', '327301', '357801', '337401', '517102', '127101', '647201', '737101']);
    return reg + pad(dob.d + (r.chance(0.5) ? 40 : 0), 2) + mm(dob) + yy(dob) + pad(r.int(1, 2999), 4);
  }, valid(v) { return /^\d{16}$/.test(v) && validDate(0, +v.slice(8, 10), +v.slice(6, 8) % 40); } },
  sa_nid: { lead: ['رقم الهوية', 'الهوية الوطنية', 'رقم الإقامة'], gen(r) { const p = r.pick(['1', '1', '2']) + r.digits(8); return p + C.luhnDigit(p); },
    valid(v) { const s = strip(v); return /^[12]\d{9}$/.test(s) && C.luhnValid(s); } },
  ae_eid: { lead: ['رقم الهوية الإماراتية', 'Emirates ID'], dob: true, gen(r, dob) { const p = '784' + dob.y + r.digits(7); const s = p + C.luhnDigit(p); return `${s.slice(0, 3)}-${s.slice(3, 7)}-${s.slice(7, 14)}-${s[14]}`; },
    valid(v) { const s = strip(v); return /^784\d{12}$/.test(s) && C.luhnValid(s); } },
  eg_nid: { lead: ['الرقم القومي', 'رقم البطاقة'], dob: true, gen(r, dob) { return (dob.y >= 2000 ? '3' : '2') + yy(dob) + mm(dob) + dd(dob) + r.pick(['01', '02', '03', '04', '12', '13', '14', '21', '88']) + r.digits(4) + r.digits(1); },
    valid(v) { const s = strip(v); return /^[23]\d{13}$/.test(s) && validDate(0, +s.slice(3, 5), +s.slice(5, 7)); } },
};
function cfCheck(p) {
  const ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
  let s = 0; for (let i = 0; i < 15; i++) { const ch = p[i]; s += i % 2 === 0 ? ODD[ch] : /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65; }
  return String.fromCharCode(65 + (s % 26));
}
function myNumberCheck(p11) {
  let s = 0; for (let n = 1; n <= 11; n++) { const P = Number(p11[11 - n]); const Q = n <= 6 ? n + 1 : n - 5; s += P * Q; }
  const rem = s % 11; return String(rem <= 1 ? 0 : 11 - rem);
}

// ---------------------------------------------------------------- passports
const DE_CS = 'CFGHJKLMNPRTVWXYZ0123456789';
export const PASSPORT = {
  US: { iso: 'USA', gen: (r) => (r.chance(0.5) ? r.digits(9) : r.pick(['A', 'B', 'C', 'E']) + r.digits(8)), re: /^([A-Z]\d{8}|\d{9})$/ },
  GB: { iso: 'GBR', gen: (r) => String(r.int(1, 9)) + r.digits(8), re: /^\d{9}$/ },
  DE: { iso: 'D<<', gen: (r) => r.pick(['C', 'F', 'G', 'H', 'J', 'K']) + r.str(8, DE_CS), re: /^[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}$/ },
  FR: { iso: 'FRA', gen: (r) => r.digits(2) + r.str(2, 'ABCDEFGHJKLMNPRSTUVWXYZ') + r.digits(5), re: /^\d{2}[A-Z]{2}\d{5}$/ },
  ES: { iso: 'ESP', gen: (r) => r.str(3, 'ABCDEFGHJKLMNPRSTUVWXYZ') + r.digits(6), re: /^[A-Z]{3}\d{6}$/ },
  IT: { iso: 'ITA', gen: (r) => r.pick(['YA', 'YB', 'YC', 'YD', 'AA', 'AB']) + r.digits(7), re: /^[A-Z]{2}\d{7}$/ },
  PT: { iso: 'PRT', gen: (r) => r.pick(['C', 'N', 'P']) + r.digits(6), re: /^[A-Z]\d{6}$/ },
  NL: { iso: 'NLD', gen: (r) => r.str(2, 'ABCDEFGHIJKLMNPRSTUVWXYZ') + r.str(6, 'ABCDEFGHIJKLMNPRSTUVWXYZ0123456789') + r.digits(1), re: /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/ },
  BE: { iso: 'BEL', gen: (r) => r.pick(['EH', 'EJ', 'EK', 'EL', 'EM']) + r.digits(6), re: /^[A-Z]{2}\d{6}$/ },
  AT: { iso: 'AUT', gen: (r) => r.pick(['P', 'U']) + r.digits(7), re: /^[A-Z]\d{7}$/ },
  CH: { iso: 'CHE', gen: (r) => r.pick(['X', 'S']) + r.digits(7), re: /^[A-Z]\d{7}$/ },
  PL: { iso: 'POL', gen: (r) => r.pick(['EA', 'EB', 'EC', 'ED', 'EF']) + r.digits(7), re: /^[A-Z]{2}\d{7}$/ },
  RU: { iso: 'RUS', gen: (r) => r.pick(['72', '75', '76', '77']) + ' ' + r.digits(7), re: /^\d{2} ?\d{7}$/ },
  TR: { iso: 'TUR', gen: (r) => 'U' + r.digits(8), re: /^U\d{8}$/ },
  JP: { iso: 'JPN', gen: (r) => r.pick(['TK', 'TR', 'TZ', 'MZ', 'RZ', 'TT']) + r.digits(7), re: /^[A-Z]{2}\d{7}$/ },
  CN: { iso: 'CHN', gen: (r) => (r.chance(0.5) ? 'E' + r.digits(8) : r.pick(['EA', 'EB', 'EC', 'ED', 'EE']) + r.digits(7)), re: /^E([A-Z]\d{7}|\d{8})$/ },
  KR: { iso: 'KOR', gen: (r) => (r.chance(0.5) ? 'M' + r.digits(8) : 'M' + r.digits(3) + r.pick(['A', 'B', 'C', 'D']) + r.digits(4)), re: /^M(\d{8}|\d{3}[A-Z]\d{4})$/ },
  ID: { iso: 'IDN', gen: (r) => r.pick(['A', 'B', 'C', 'X']) + r.digits(7), re: /^[A-Z]\d{7}$/ },
  IN: { iso: 'IND', gen: (r) => r.str(1, 'ABCDEFGHJKLMNPRSTUVW') + r.digits(7), re: /^[A-PR-WY]\d{7}$/ },
  SA: { iso: 'SAU', gen: (r) => r.pick(['A', 'B', 'N', 'R']) + r.digits(8), re: /^[A-Z]\d{8}$/ },
  EG: { iso: 'EGY', gen: (r) => 'A' + r.digits(8), re: /^A\d{8}$/ },
  AE: { iso: 'ARE', gen: (r) => r.pick(['N', 'P']) + r.digits(7), re: /^[A-Z]\d{7}$/ },
  BR: { iso: 'BRA', gen: (r) => r.pick(['FT', 'FS', 'GA', 'GB', 'YB']) + r.digits(6), re: /^[A-Z]{2}\d{6}$/ },
  MX: { iso: 'MEX', gen: (r) => r.pick(['G', 'N']) + r.digits(8), re: /^[A-Z]\d{8}$/ },
  AR: { iso: 'ARG', gen: (r) => r.pick(['AAE', 'AAF', 'AAG', 'AAH']) + r.digits(6), re: /^[A-Z]{3}\d{6}$/ },
  CL: { iso: 'CHL', gen: (r) => r.pick(['F', 'P']) + r.digits(8), re: /^[A-Z]\d{8}$/ },
  CA: { iso: 'CAN', gen: (r) => r.str(2, 'ABCGHJKLMNPRSTWXY') + r.digits(6), re: /^[A-Z]{2}\d{6}$/ },
  AU: { iso: 'AUS', gen: (r) => (r.chance(0.5) ? r.pick(['N', 'E', 'M']) + r.digits(7) : r.pick(['PA', 'PB', 'RA']) + r.digits(7)), re: /^[A-Z]{1,2}\d{7}$/ },
  IE: { iso: 'IRL', gen: (r) => r.pick(['PA', 'PB', 'LA', 'LB']) + r.digits(7), re: /^[A-Z]{2}\d{7}$/ },
  SE: { iso: 'SWE', gen: (r) => r.digits(8), re: /^\d{8}$/ },
  DK: { iso: 'DNK', gen: (r) => String(r.int(1, 9)) + r.digits(8), re: /^\d{9}$/ },
  FI: { iso: 'FIN', gen: (r) => r.pick(['FP', 'XP', 'XM']) + r.digits(7), re: /^[A-Z]{2}\d{7}$/ },
  NO: { iso: 'NOR', gen: (r) => r.pick(['FH', 'FJ', 'FK']) + r.digits(6), re: /^[A-Z]{2}\d{6}$/ },
  ZA: { iso: 'ZAF', gen: (r) => r.pick(['A', 'M']) + r.digits(8), re: /^[A-Z]\d{8}$/ },
};
const mrzName = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z]+/g, '<');
export function makeMrz(r, cc, number, surnameLatin, givenLatin, dob) {
  const iso = PASSPORT[cc].iso; const num = number.replace(/\s/g, '').padEnd(9, '<').slice(0, 9);
  const l1 = ('P<' + iso + mrzName(surnameLatin) + '<<' + mrzName(givenLatin)).padEnd(44, '<').slice(0, 44);
  const b = yy(dob) + mm(dob) + dd(dob); const e = pad(r.int(26, 34), 2) + pad(r.int(1, 12), 2) + pad(r.int(1, 28), 2);
  const nat = iso; const sex = r.pick(['M', 'F']); const pn = '<'.repeat(14);
  const p1 = num + C.mrzDigit(num), p2 = b + C.mrzDigit(b), p3 = e + C.mrzDigit(e), p4 = pn + '0';
  const l2 = p1 + nat + p2 + sex + p3 + p4 + C.mrzDigit(p1 + p2 + p3 + p4);
  return l1 + '\n' + l2;
}
export function mrzValid(v) {
  const l = v.split(/\n|\\n/).map((x) => x.trim()).filter(Boolean); if (l.length !== 2 || l[0].length !== 44 || l[1].length !== 44) return false;
  const s = l[1]; const ok = (a, b, c) => C.mrzDigit(s.slice(a, b)) === s[c];
  return ok(0, 9, 9) && ok(13, 19, 19) && ok(21, 27, 27) && C.mrzDigit(s.slice(0, 10) + s.slice(13, 20) + s.slice(21, 43)) === s[43];
}

// ---------------------------------------------------------------- bank accounts
const BBAN = {
  AT: (r) => r.digits(16), CH: (r) => r.digits(17), DE: (r) => r.digits(18), DK: (r) => r.digits(14), FI: (r) => r.digits(14),
  GB: (r) => r.pick(['NWBK', 'BARC', 'LOYD', 'MIDL', 'HBUK', 'MONZ']) + r.digits(14), IE: (r) => r.pick(['AIBK', 'BOFI', 'IPBS']) + r.digits(14),
  IT: (r) => r.str(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') + r.digits(10) + r.digits(12), NL: (r) => r.pick(['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO', 'KNAB', 'BUNQ']) + r.digits(10),
  NO: (r) => r.digits(11), PL: (r) => r.digits(24), PT: (r) => r.digits(21), SE: (r) => r.digits(20), TR: (r) => r.digits(5) + '0' + r.digits(16),
  SA: (r) => r.pick(['10', '20', '45', '80']) + r.digits(18), AE: (r) => r.pick(['033', '026', '035']) + r.digits(16), EG: (r) => r.digits(25),
  BR: (r) => r.digits(8) + r.digits(5) + r.digits(10) + 'C' + '1', LU: (r) => r.digits(16),
  BE: (r) => { const n = r.digits(10); const c = Number(BigInt(n) % 97n) || 97; return n + pad(c, 2); },
  ES: (r) => { const b = r.digits(4), o = r.digits(4), a = r.digits(10); const W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; const dc = (s) => { const v = 11 - (C.wsum(s, W) % 11); return v === 11 ? 0 : v === 10 ? 1 : v; }; return b + o + dc('00' + b + o) + dc(a) + a; },
  FR: (r) => { const b = r.digits(5), g = r.digits(5), a = r.digits(11); const key = 97 - Number((89n * BigInt(b) + 15n * BigInt(g) + 3n * BigInt(a)) % 97n); return b + g + a + pad(key, 2); },
};
export const ibanGroup = (iban) => iban.replace(/(.{4})/g, '$1 ').trim();
export function genIban(r, cc) { return C.ibanFromBban(cc, BBAN[cc](r)); }
export const IBAN_COUNTRIES = Object.keys(BBAN);
export function abaRouting(r) {
  for (;;) { const p = pad(r.pick([r.int(1, 12), r.int(21, 32)]), 2) + r.digits(6); for (let d = 0; d < 10; d++) { const s = p + d; if (C.wsum(s, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0) return s; } }
}
export const abaValid = (s) => /^\d{9}$/.test(s) && C.wsum(s, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0;
export function clabe(r) { const p = r.pick(['002', '012', '014', '021', '072', '127', '137']) + r.pick(['180', '320', '580', '650']) + r.digits(11); return p + clabeCheck(p); }
function clabeCheck(p) { const W = [3, 7, 1]; let s = 0; for (let i = 0; i < 17; i++) s += (Number(p[i]) * W[i % 3]) % 10; return String((10 - (s % 10)) % 10); }
export const clabeValid = (v) => { const s = strip(v); return /^\d{18}$/.test(s) && clabeCheck(s) === s[17]; };
export function cbu(r) {
  const b1 = r.pick(['011', '007', '017', '072', '285']) + r.digits(4); const c1 = (10 - (C.wsum(b1, [7, 1, 3, 9, 7, 1, 3]) % 10)) % 10;
  const b2 = r.digits(13); const c2 = (10 - (C.wsum(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10)) % 10; return b1 + c1 + b2 + c2;
}
export const cbuValid = (v) => { const s = strip(v); return /^\d{22}$/.test(s) && (10 - (C.wsum(s.slice(0, 7), [7, 1, 3, 9, 7, 1, 3]) % 10)) % 10 === +s[7] && (10 - (C.wsum(s.slice(8, 21), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10)) % 10 === +s[21]; };
export function ruAccount(r) { // 20-digit account with BIK control key
  const bik = '04' + r.pick(['4525', '4030', '4579', '0349']) + r.digits(3);
  for (;;) { const acc = '40817810' + '0' + r.digits(11); const base = bik.slice(-3) + acc; const W = [7, 1, 3]; let s = 0; for (let i = 0; i < 23; i++) s += (Number(base[i]) * W[i % 3]) % 10; const k = (s % 10 * 3) % 10; const a = acc.slice(0, 8) + k + acc.slice(9); if (ruValid(a, bik)) return { acc: a, bik }; }
}
export function ruValid(acc, bik) { const base = bik.slice(-3) + acc; const W = [7, 1, 3]; let s = 0; for (let i = 0; i < 23; i++) s += Number(base[i]) * W[i % 3]; return s % 10 === 0; }

// ---------------------------------------------------------------- payment cards
export const CARD = {
  visa: { pre: (r) => '4' + r.digits(5), len: 16 }, mastercard: { pre: (r) => (r.chance(0.7) ? String(r.int(51, 55)) : String(r.int(2221, 2720))) , len: 16 },
  amex: { pre: (r) => r.pick(['34', '37']), len: 15 }, discover: { pre: (r) => r.pick(['6011', '65']), len: 16 }, jcb: { pre: (r) => String(r.int(3528, 3589)), len: 16 },
  unionpay: { pre: (r) => '62' + r.pick(['2202', '1700', '2848', '0522']), len: r => r.pick([16, 19]) }, diners: { pre: (r) => r.pick(['36', '38']), len: 14 },
  mir: { pre: (r) => '220' + r.int(0, 4), len: 16 }, troy: { pre: () => '9792', len: 16 }, rupay: { pre: (r) => r.pick(['6521', '6522', '6070', '5081']), len: 16 },
  maestro: { pre: (r) => r.pick(['6759', '6761', '5018', '5020']), len: r => r.pick([16, 19]) }, elo: { pre: (r) => r.pick(['636368', '504175', '650031']), len: 16 },
};
export function genCard(r, brand) {
  const b = CARD[brand]; let p = b.pre(r); const len = typeof b.len === 'function' ? b.len(r) : b.len;
  p += r.digits(len - 1 - p.length); return p + C.luhnDigit(p);
}
export function formatCard(r, n) {
  const style = r.int(0, 5);
  if (n.length === 15) return style < 3 ? grp(n, [4, 6, 5], ' ') : style < 4 ? grp(n, [4, 6, 5], '-') : n;
  if (n.length === 14) return style < 3 ? grp(n, [4, 6, 4], ' ') : n;
  if (style < 3) return grp(n, [4, 4, 4, 4, 3], ' '); if (style < 4) return grp(n, [4, 4, 4, 4, 3], '-'); return n;
}

// ---------------------------------------------------------------- crypto wallets
export const WALLET = {
  btc_p2pkh: (r) => C.b58check(Uint8Array.from([0x00, ...r.bytes(20)])),
  btc_p2sh: (r) => C.b58check(Uint8Array.from([0x05, ...r.bytes(20)])),
  btc_bech32: (r) => C.segwitAddress('bc', 0, r.bytes(20)),
  btc_taproot: (r) => C.segwitAddress('bc', 1, r.bytes(32)),
  eth: (r) => C.eip55(Buffer.from(r.bytes(20)).toString('hex')),
  ltc: (r) => C.b58check(Uint8Array.from([0x30, ...r.bytes(20)])),
  ltc_bech32: (r) => C.segwitAddress('ltc', 0, r.bytes(20)),
  doge: (r) => C.b58check(Uint8Array.from([0x1e, ...r.bytes(20)])),
  trx: (r) => C.b58check(Uint8Array.from([0x41, ...r.bytes(20)])),
  xrp: (r) => C.b58check(Uint8Array.from([0x00, ...r.bytes(20)]), C.B58_XRP),
  sol: (r) => { let s; do s = C.b58encode(Uint8Array.from([r.int(1, 255), ...r.bytes(31)])); while (s.length < 43); return s; },
};
const VER = { btc_p2pkh: 0x00, btc_p2sh: 0x05, ltc: 0x30, doge: 0x1e, trx: 0x41 };
export function walletValid(type, v) {
  if (VER[type] !== undefined) { const b = C.b58decode(v); return C.b58checkValid(v) && b[0] === VER[type] && b.length === 25; }
  if (type === 'xrp') return v[0] === 'r' && C.b58checkValid(v, C.B58_XRP);
  if (type === 'btc_bech32' || type === 'btc_taproot') return v.startsWith('bc1') && C.segwitValid(v);
  if (type === 'ltc_bech32') return v.startsWith('ltc1') && C.segwitValid(v);
  if (type === 'eth') return /^0x[0-9a-fA-F]{40}$/.test(v) && C.eip55(v.slice(2)) === v;
  if (type === 'sol') { const b = C.b58decode(v); return !!b && b.length === 32; }
  return false;
}
export const btcWif = (r) => C.b58check(Uint8Array.from([0x80, ...r.bytes(32), 0x01]));

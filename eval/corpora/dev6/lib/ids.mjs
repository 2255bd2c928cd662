// National identifiers (valid check digits where the scheme defines them), passports, bank
// accounts and payment cards.
import { L } from './doc.mjs';
import { luhnDigit, ibanCheck, verhoeffDigit, wsum, iso7064_11_10, modStr, mrzDigit } from './checksums.mjs';

const p2 = (n) => String(n).padStart(2, '0');
const dt = (r) => ({ y: r.int(1950, 2004), m: r.int(1, 12), d: r.int(1, 28) });

/** national id schemes: country -> fn(r) -> [type, value] */
export const NATIONAL_IDS = {
  us: (r) => { let a; do a = r.int(1, 899); while (a === 666); const s = `${String(a).padStart(3, '0')}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`; return ['ssn', r.chance(0.2) ? s.replace(/-/g, r.pick(['', ' '])) : s]; },
  gb: (r) => { const s = r.from('ABCEGHJKLMNPRSTWXYZ', 1) + r.from('ABCEGHJKLMNPRSTWXYZ', 1) + r.digits(6) + r.pick(['A', 'B', 'C', 'D']); return ['nino', r.chance(0.5) ? `${s.slice(0, 2)} ${s.slice(2, 4)} ${s.slice(4, 6)} ${s.slice(6, 8)} ${s[8]}` : s]; },
  de: (r) => { let b; do { const d = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 9); const rep = d[r.int(0, 8)]; d.splice(r.int(0, 9), 0, rep); b = d.join(''); } while (b[0] === '0'); const s = b + iso7064_11_10(b); return ['de_steuer_id', r.chance(0.3) ? `${s.slice(0, 2)} ${s.slice(2, 5)} ${s.slice(5, 8)} ${s.slice(8)}` : s]; },
  fr: (r) => { const b = `${r.int(1, 2)}${p2(r.int(50, 99))}${p2(r.int(1, 12))}${p2(r.int(1, 95))}${r.digits(3)}${r.digits(3)}`; const k = p2(97 - modStr(b, 97)); return ['fr_nir', r.chance(0.5) ? `${b[0]} ${b.slice(1, 3)} ${b.slice(3, 5)} ${b.slice(5, 7)} ${b.slice(7, 10)} ${b.slice(10)} ${k}` : b + k]; },
  es: (r) => { const L23 = 'TRWAGMYFPDXBNJZSQVHLCKE'; if (r.chance(0.3)) { const p = r.int(0, 2); const n = r.digits(7); return ['es_nie', `${'XYZ'[p]}${n}${L23[Number(p + n) % 23]}`]; } const n = r.num(8); return ['es_dni', `${n}${r.chance(0.3) ? '-' : ''}${L23[Number(n) % 23]}`]; },
  it: (r) => ['it_codice_fiscale', codiceFiscale(r)],
  nl: (r) => { let s; do { s = r.digits(8); const sum = wsum(s, [9, 8, 7, 6, 5, 4, 3, 2]); const c = sum % 11; if (c < 10) s += c; else s = null; } while (!s || s[0] === '0'); return ['nl_bsn', r.chance(0.2) ? `${s.slice(0, 4)}.${s.slice(4, 6)}.${s.slice(6)}` : s]; },
  be: (r) => { const d = dt(r); const b = `${String(d.y).slice(2)}${p2(d.m)}${p2(d.d)}${String(r.int(1, 997)).padStart(3, '0')}`; const k = p2(97 - modStr(d.y >= 2000 ? '2' + b : b, 97)); return ['be_rrn', r.chance(0.6) ? `${b.slice(0, 2)}.${b.slice(2, 4)}.${b.slice(4, 6)}-${b.slice(6)}.${k}` : b + k]; },
  pl: (r) => { const d = dt(r); const mm = d.y >= 2000 ? d.m + 20 : d.m; const b = `${String(d.y).slice(2)}${p2(mm)}${p2(d.d)}${r.digits(4)}`; const c = (10 - (wsum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10; return ['pl_pesel', b + c]; },
  se: (r) => { const d = dt(r); const b = `${String(d.y).slice(2)}${p2(d.m)}${p2(d.d)}${r.digits(3)}`; const s = b + luhnDigit(b); return ['se_personnummer', r.chance(0.4) ? `${String(d.y).slice(0, 2)}${s.slice(0, 6)}-${s.slice(6)}` : `${s.slice(0, 6)}-${s.slice(6)}`]; },
  no: (r) => { for (;;) { const d = dt(r); const b = `${p2(d.d)}${p2(d.m)}${String(d.y).slice(2)}${r.digits(3)}`; let k1 = 11 - (wsum(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; if (k1 === 10) continue; const b2 = b + k1; let k2 = 11 - (wsum(b2, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; if (k2 === 10) continue; return ['no_fodselsnummer', b2 + k2]; } },
  fi: (r) => { const d = dt(r); const ind = String(r.int(2, 899)).padStart(3, '0'); const n = Number(`${p2(d.d)}${p2(d.m)}${String(d.y).slice(2)}${ind}`); return ['fi_hetu', `${p2(d.d)}${p2(d.m)}${String(d.y).slice(2)}${d.y >= 2000 ? 'A' : '-'}${ind}${'0123456789ABCDEFHJKLMNPRSTUVWXY'[n % 31]}`]; },
  dk: (r) => { const d = dt(r); return ['dk_cpr', `${p2(d.d)}${p2(d.m)}${String(d.y).slice(2)}-${r.digits(4)}`]; },
  pt: (r) => { for (;;) { const b = r.pick(['1', '2', '3']) + r.digits(7); const c = 11 - (wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11); if (c >= 10) continue; return ['pt_nif', b + c]; } },
  br: (r) => { const b = r.digits(9); let c1 = (wsum(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; const b2 = b + c1; const c2 = (wsum(b2, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11 % 10; const s = b2 + c2; return ['br_cpf', r.chance(0.7) ? `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}` : s]; },
  in: (r) => { const b = r.int(2, 9) + r.digits(10); const s = b + verhoeffDigit(b); return ['in_aadhaar', r.chance(0.7) ? `${s.slice(0, 4)} ${s.slice(4, 8)} ${s.slice(8)}` : s]; },
  cn: (r) => { const d = dt(r); const b = `${r.pick(['110101', '310104', '440305', '330106', '510107'])}${d.y}${p2(d.m)}${p2(d.d)}${r.digits(3)}`; const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; return ['cn_resident_id', b + '10X98765432'[wsum(b, w) % 11]]; },
  kr: (r) => { const d = dt(r); const b = `${String(d.y).slice(2)}${p2(d.m)}${p2(d.d)}${d.y >= 2000 ? r.pick([3, 4]) : r.pick([1, 2])}${r.digits(5)}`; const c = (11 - (wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10; return ['kr_rrn', `${b.slice(0, 6)}-${b.slice(6)}${c}`]; },
  jp: (r) => { const b = r.digits(11); const rev = b.split('').reverse(); let s = 0; for (let i = 0; i < 11; i++) s += Number(rev[i]) * (i < 6 ? i + 2 : i - 4); const c = s % 11 <= 1 ? 0 : 11 - (s % 11); const v = b + c; return ['jp_my_number', r.chance(0.5) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v]; },
  tr: (r) => { const d = [r.int(1, 9), ...Array.from({ length: 8 }, () => r.int(0, 9))]; const odd = d[0] + d[2] + d[4] + d[6] + d[8], even = d[1] + d[3] + d[5] + d[7]; const c10 = (((odd * 7 - even) % 10) + 10) % 10; const c11 = (d.reduce((a, b) => a + b, 0) + c10) % 10; return ['tr_tckn', d.join('') + c10 + c11]; },
  ca: (r) => { const b = r.pick(['1', '2', '4', '5', '6', '7']) + r.digits(7); const s = b + luhnDigit(b); return ['ca_sin', r.chance(0.6) ? `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}` : s]; },
  za: (r) => { const d = dt(r); const b = `${String(d.y).slice(2)}${p2(d.m)}${p2(d.d)}${r.digits(4)}0${r.int(8, 9)}`; return ['za_id', b + luhnDigit(b)]; },
  ch: (r) => { const b = '756' + r.digits(9); const c = (10 - (wsum(b, [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10)) % 10; const s = b + c; return ['ch_ahv', `${s.slice(0, 3)}.${s.slice(3, 7)}.${s.slice(7, 11)}.${s.slice(11)}`]; },
  au: (r) => { for (;;) { const b = r.digits(8); const w = [1, 4, 3, 7, 5, 8, 6, 9, 10]; for (let c = 0; c < 10; c++) { const s = b + c; if (wsum(s, w) % 11 === 0 && s[0] !== '0') return ['au_tfn', r.chance(0.5) ? `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}` : s]; } } },
  ie: (r) => { const b = r.digits(7); const L23 = 'WABCDEFGHIJKLMNOPQRSTUV'; return ['ie_pps', b + L23[wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 23]]; },
  sg: (r) => { const b = r.digits(7); const w = wsum(b, [2, 7, 6, 5, 4, 3, 2]); const pre = r.pick(['S', 'T']); return ['sg_nric', pre + b + (pre === 'S' ? 'JZIHGFEDCBA' : 'GFEDCBAJZIH')[(w + (pre === 'T' ? 4 : 0)) % 11]]; },
  il: (r) => { const b = r.digits(8); let s = 0; for (let i = 0; i < 8; i++) { let x = Number(b[i]) * (i % 2 ? 2 : 1); if (x > 9) x -= 9; s += x; } return ['il_teudat_zehut', b + ((10 - (s % 10)) % 10)]; },
  sa: (r) => { const b = r.pick(['1', '2']) + r.digits(8); return ['sa_national_id', b + luhnDigit(b)]; },
  mx: (r) => ['mx_curp', `${r.upper(4)}${p2(r.int(50, 99))}${p2(r.int(1, 12))}${p2(r.int(1, 28))}${r.pick(['H', 'M'])}${r.pick(['DF', 'JC', 'NL', 'PL'])}${r.from('BCDFGHJKLMNPRSTVZ', 3)}${r.int(0, 9)}${r.int(0, 9)}`],
};
function codiceFiscale(r) {
  const C = 'BCDFGLMNPRSTVZ', V = 'AEIOU';
  const part = () => r.from(C, 2) + r.from(C + V, 1);
  const d = dt(r);
  const body = `${part()}${part()}${String(d.y).slice(2)}${'ABCDEHLMPRST'[d.m - 1]}${p2(d.d + (r.chance(0.5) ? 40 : 0))}${r.pick(['F', 'H', 'L', 'A'])}${r.digits(3)}`;
  const ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
  let s = 0;
  [...body].forEach((c, i) => { s += i % 2 === 0 ? ODD[c] : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65; });
  return body + String.fromCharCode(65 + (s % 26));
}
export const ID_COUNTRY = { en: ['us', 'gb', 'ca', 'au', 'ie', 'za', 'sg'], de: ['de', 'ch'], fr: ['fr', 'be'], es: ['es', 'mx'], pt: ['pt', 'br'], it: ['it'], nl: ['nl', 'be'], pl: ['pl'], sv: ['se', 'no', 'fi', 'dk'], ja: ['jp'], zh: ['cn'], ko: ['kr'], ar: ['sa', 'il'], hi: ['in'], tr: ['tr'] };
export function nationalId(r, lang, country) {
  const c = country ?? (r.chance(0.25) ? r.pick(Object.keys(NATIONAL_IDS)) : r.pick(ID_COUNTRY[lang] ?? ['us']));
  const [type, value] = NATIONAL_IDS[c](r);
  return L('national_id', type, value);
}
export const ID_NAMES = { us: 'SSN', gb: 'NI number', de: 'Steuer-ID', fr: 'n° de sécurité sociale', es: 'DNI', it: 'codice fiscale', nl: 'BSN', be: 'numéro de registre national', pl: 'PESEL', se: 'personnummer', no: 'fødselsnummer', fi: 'henkilötunnus', dk: 'CPR-nr.', pt: 'NIF', br: 'CPF', in: 'Aadhaar', cn: '身份证号', kr: '주민등록번호', jp: 'マイナンバー', tr: 'T.C. Kimlik No', ca: 'SIN', za: 'ID number', ch: 'AHV-Nr.', au: 'TFN', ie: 'PPSN', sg: 'NRIC', il: 'ת.ז.', sa: 'رقم الهوية', mx: 'CURP' };

// ---- passports ----
const PASSPORTS = {
  us: (r) => r.chance(0.5) ? r.num(9) : r.upper(1) + r.digits(8),
  gb: (r) => r.num(9),
  de: (r) => r.from('CFGHJK', 1) + r.from('CFGHJKLMNPRTVWXYZ0123456789', 8),
  fr: (r) => r.digits(2) + r.upper(2) + r.digits(5),
  es: (r) => r.upper(3) + r.digits(6),
  it: (r) => r.upper(2) + r.digits(7),
  nl: (r) => r.from('ABCDEFGHIJKLMNPQRSTUVWXYZ', 2) + r.from('ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789', 6) + r.digits(1),
  pl: (r) => r.upper(2) + r.digits(7),
  se: (r) => r.digits(8),
  jp: (r) => r.pick(['TK', 'TR', 'TZ', 'MZ']) + r.digits(7),
  cn: (r) => r.pick(['E', 'EA', 'EB']) .padEnd(1) + r.digits(8),
  kr: (r) => r.pick(['M', 'S']) + r.digits(3) + r.upper(1) + r.digits(4),
  in: (r) => r.upper(1) + r.digits(7),
  br: (r) => r.upper(2) + r.digits(6),
  tr: (r) => r.pick(['U', 'S']) + r.digits(8),
  ca: (r) => r.upper(2) + r.digits(6),
  au: (r) => r.pick(['PA', 'PB', 'N']) + r.digits(7),
  mx: (r) => r.upper(1) + r.digits(8),
  sa: (r) => r.upper(1) + r.digits(8),
  ie: (r) => r.upper(2) + r.digits(7),
};
export const PASSPORT_COUNTRY = { en: ['us', 'gb', 'ca', 'au', 'ie'], de: ['de'], fr: ['fr'], es: ['es', 'mx'], pt: ['br'], it: ['it'], nl: ['nl'], pl: ['pl'], sv: ['se'], ja: ['jp'], zh: ['cn'], ko: ['kr'], ar: ['sa'], hi: ['in'], tr: ['tr'] };
export function passport(r, lang, country) {
  const c = country ?? (r.chance(0.25) ? r.pick(Object.keys(PASSPORTS)) : r.pick(PASSPORT_COUNTRY[lang] ?? ['us']));
  return { ...L('passport', `passport_${c}`, PASSPORTS[c](r).slice(0, 9)), country: c };
}
const ISO3 = { us: 'USA', gb: 'GBR', de: 'D<<', fr: 'FRA', es: 'ESP', it: 'ITA', nl: 'NLD', pl: 'POL', se: 'SWE', jp: 'JPN', cn: 'CHN', kr: 'KOR', in: 'IND', br: 'BRA', tr: 'TUR', ca: 'CAN', au: 'AUS', mx: 'MEX', sa: 'SAU', ie: 'IRL' };
/** the two MRZ lines of a passport; returns pieces so the number can be labelled */
export function mrz(r, pp, person, birth) {
  const c = ISO3[pp.country] ?? 'UTO';
  const clean = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z]+/g, '<');
  const line1 = `P<${c}${clean(person.latinFamily)}<<${clean(person.latinGiven)}`.padEnd(44, '<').slice(0, 44);
  const num = pp.value.padEnd(9, '<');
  const b = `${String(birth.y).slice(2)}${p2(birth.m)}${p2(birth.d)}`;
  const exp = `${r.int(27, 35)}${p2(r.int(1, 12))}${p2(r.int(1, 28))}`;
  const sex = r.pick(['M', 'F']);
  const opt = '<'.repeat(14);
  const tail = `${mrzDigit(num)}${c}${b}${mrzDigit(b)}${sex}${exp}${mrzDigit(exp)}${opt}${mrzDigit(opt)}`;
  const nameField = `${clean(person.latinFamily)}<<${clean(person.latinGiven)}`.slice(0, 39);
  const composite = `${num}${mrzDigit(num)}${b}${mrzDigit(b)}${exp}${mrzDigit(exp)}${opt}${mrzDigit(opt)}`;
  return { line1, num, tail: tail + mrzDigit(composite), code: c, nameField, birthField: b, afterBirth: tail.slice(1 + 3 + 6) + mrzDigit(composite) };
}

// ---- bank accounts ----
const IBAN_BBAN = {
  DE: (r) => r.digits(8) + r.digits(10), FR: (r) => r.digits(10) + r.upperAlnum(11) + r.digits(2), GB: (r) => r.pick(['NWBK', 'BARC', 'LOYD', 'MIDL', 'HBUK']) + r.digits(14),
  ES: (r) => r.digits(20), IT: (r) => r.upper(1) + r.digits(10) + r.digits(12), NL: (r) => r.pick(['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB']) + r.digits(10), BE: (r) => r.digits(12),
  PL: (r) => r.digits(24), SE: (r) => r.digits(20), CH: (r) => r.digits(5) + r.upperAlnum(12), AT: (r) => r.digits(16), PT: (r) => r.digits(21), IE: (r) => r.pick(['AIBK', 'BOFI']) + r.digits(14),
  NO: (r) => r.digits(11), DK: (r) => r.digits(14), FI: (r) => r.digits(14), TR: (r) => r.digits(5) + '0' + r.digits(16), SA: (r) => r.digits(2) + r.upperAlnum(18), AE: (r) => r.digits(19), BR: (r) => r.digits(23) + r.pick(['C', 'P']) + r.upperAlnum(1),
  LU: (r) => r.digits(3) + r.upperAlnum(13), CZ: (r) => r.digits(20), HU: (r) => r.digits(24),
};
export const IBAN_COUNTRY = { en: ['GB', 'IE'], de: ['DE', 'AT', 'CH'], fr: ['FR', 'BE', 'LU'], es: ['ES'], pt: ['PT', 'BR'], it: ['IT'], nl: ['NL', 'BE'], pl: ['PL'], sv: ['SE', 'NO', 'DK', 'FI'], ar: ['SA', 'AE'], tr: ['TR'] };
export function ibanRaw(r, country) {
  const c = country ?? r.pick(Object.keys(IBAN_BBAN));
  const bban = IBAN_BBAN[c](r);
  return c + ibanCheck(c, bban) + bban;
}
export function iban(r, lang, printed = r.chance(0.5)) {
  const c = r.chance(0.25) || !IBAN_COUNTRY[lang] ? r.pick(Object.keys(IBAN_BBAN)) : r.pick(IBAN_COUNTRY[lang]);
  const raw = ibanRaw(r, c);
  return L('bank_account', `iban_${c.toLowerCase()}`, printed ? raw.replace(/(.{4})/g, '$1 ').trim() : raw);
}
/** national account numbers: [type, value, bank-code note (a negative when alone)] */
export function nationalAccount(r, country) {
  switch (country ?? r.pick(['us', 'gb', 'au', 'in', 'ca', 'mx', 'jp', 'br'])) {
    case 'us': return { acct: L('bank_account', 'us_account', r.num(r.int(9, 12))), code: abaRouting(r), codeName: 'routing' };
    case 'gb': return { acct: L('bank_account', 'gb_account', r.digits(8)), code: `${r.int(10, 99)}-${r.digits(2)}-${r.digits(2)}`, codeName: 'sort code' };
    case 'au': return { acct: L('bank_account', 'au_account', r.num(r.int(6, 9))), code: `${r.digits(3)}-${r.digits(3)}`, codeName: 'BSB' };
    case 'in': return { acct: L('bank_account', 'in_account', r.num(r.int(11, 15))), code: `${r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB'])}0${r.digits(6)}`, codeName: 'IFSC' };
    case 'ca': return { acct: L('bank_account', 'ca_account', r.digits(7)), code: `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006'])}`, codeName: 'transit' };
    case 'mx': { const b = r.pick(['002', '012', '014', '072']) + r.digits(14); const w = [3, 7, 1]; let s = 0; for (let i = 0; i < 17; i++) s += (Number(b[i]) * w[i % 3]) % 10; return { acct: L('bank_account', 'mx_clabe', b + ((10 - (s % 10)) % 10)), code: null }; }
    case 'jp': return { acct: L('bank_account', 'jp_account', r.digits(7)), code: `${r.digits(3)}`, codeName: '支店番号' };
    default: return { acct: L('bank_account', 'br_conta', `${r.digits(5)}-${r.int(0, 9)}`), code: `${r.digits(4)}`, codeName: 'agência' };
  }
}
function abaRouting(r) {
  const b = r.pick(['01', '02', '03', '04', '05', '06', '07', '08', '09', '11', '12', '21', '22', '26', '31']) + r.digits(6);
  for (let c = 0; c < 10; c++) if (wsum(b + c, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0) return b + c;
}
export const swift = (r) => `${r.upper(4)}${r.pick(['DE', 'FR', 'GB', 'NL', 'ES', 'IT', 'SE', 'PL', 'CH'])}${r.upperAlnum(2)}${r.chance(0.5) ? r.pick(['XXX', r.upperAlnum(3)]) : ''}`;

// ---- payment cards ----
const CARD = [
  ['visa', (r) => '4' + r.digits(14), 16], ['mastercard', (r) => String(r.int(51, 55)) + r.digits(13), 16], ['mastercard', (r) => String(r.int(2221, 2720)) + r.digits(11), 16],
  ['amex', (r) => r.pick(['34', '37']) + r.digits(12), 15], ['discover', (r) => '6011' + r.digits(11), 16], ['jcb', (r) => String(r.int(3528, 3589)) + r.digits(11), 16],
  ['unionpay', (r) => '62' + r.digits(14), 17], ['diners', (r) => '36' + r.digits(11), 14], ['maestro', (r) => r.pick(['6759', '5018', '6304']) + r.digits(14), 19],
];
export function card(r, brand) {
  const [type, gen, len] = brand ? CARD.find((c) => c[0] === brand) : r.pick(CARD);
  const body = gen(r).slice(0, len - 1);
  const n = body + luhnDigit(body);
  const style = r.int(0, 3);
  let v = n;
  if (style === 1) v = type === 'amex' ? `${n.slice(0, 4)} ${n.slice(4, 10)} ${n.slice(10)}` : n.replace(/(\d{4})(?=\d)/g, '$1 ');
  if (style === 2) v = type === 'amex' ? `${n.slice(0, 4)}-${n.slice(4, 10)}-${n.slice(10)}` : n.replace(/(\d{4})(?=\d)/g, '$1-');
  return L('credit_card', `card_${type}`, v);
}
/** a 16-digit number that fails the Luhn check: tracking and order numbers */
export function nonLuhn16(r) {
  const body = r.num(15);
  const good = Number(luhnDigit(body));
  return body + String((good + r.int(1, 9)) % 10);
}

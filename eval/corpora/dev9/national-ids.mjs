// National identifiers of 42 schemes, each with the check digits its scheme defines, and the
// labels the issuing country prints next to them (in its own language and script).
import { luhnDigit, verhoeffDigit, iso7064_11_10, wsum, digitsOf, mod97 } from './checks.mjs';

const pad = (n, w) => String(n).padStart(w, '0');
/** A birth date as [yyyy, mm, dd] numbers. */
export function birthParts(r, from = 1948, to = 2006) {
  return [r.int(from, to), r.int(1, 12), r.int(1, 28)];
}
const yymmdd = ([y, m, d]) => pad(y % 100, 2) + pad(m, 2) + pad(d, 2);
const ddmmyy = ([y, m, d]) => pad(d, 2) + pad(m, 2) + pad(y % 100, 2);

/** Each scheme: country, labels, make(r) → the value in its usual printed form; alt(v) other forms. */
export const SCHEMES = {
  us_ssn: { cc: 'US', labels: ['SSN', 'Social Security No.', 'Social Security Number', 'SS#'], make(r) {
    let area; do { area = r.int(1, 899); } while (area === 666);
    return `${pad(area, 3)}-${pad(r.int(1, 99), 2)}-${pad(r.int(1, 9999), 4)}`; } },
  uk_nino: { cc: 'GB', labels: ['NI number', 'National Insurance No', 'NINO'], make(r) {
    const first = 'ABCEGHJKLMNPRSTWXYZ', second = 'ABCEGHJKLMNPRSTWXYZ';
    let p; do { p = r.pick([...first]) + r.pick([...second]); } while (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(p));
    const d = r.digits(6);
    return `${p} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${r.pick(['A', 'B', 'C', 'D'])}`; } },
  de_steuerid: { cc: 'DE', labels: ['Steuer-ID', 'Steuerliche Identifikationsnummer', 'IdNr.', 'Steuer-IdNr'], make(r) {
    for (;;) {
      const pool = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 9);
      const ten = r.shuffle([...pool, r.pick(pool)]);
      if (ten[0] === 0) continue;
      const s = ten.join('');
      const v = s + iso7064_11_10(s);
      return `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}`;
    } } },
  fr_nir: { cc: 'FR', labels: ['N° de sécurité sociale', 'NIR', 'numéro de Sécu', 'N° INSEE'], make(r) {
    const [y, m] = birthParts(r);
    const body = `${r.pick(['1', '2'])}${pad(y % 100, 2)}${pad(m, 2)}${pad(r.int(1, 95), 2)}${pad(r.int(1, 990), 3)}${pad(r.int(1, 999), 3)}`;
    const key = pad(97 - mod97(body), 2);
    return `${body[0]} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10, 13)} ${key}`; } },
  es_dni: { cc: 'ES', labels: ['DNI', 'D.N.I.', 'NIF', 'Documento Nacional de Identidad'], make(r) {
    const n = r.digitsNz(8);
    return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(n) % 23]; } },
  es_nie: { cc: 'ES', labels: ['NIE', 'N.I.E.', 'Número de Identidad de Extranjero'], make(r) {
    const p = r.int(0, 2), n = r.digits(7);
    return `${'XYZ'[p]}${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[Number(p + n) % 23]}`; } },
  it_cf: { cc: 'IT', labels: ['Codice Fiscale', 'C.F.', 'cod. fiscale'], make(r) {
    const odd = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
    const even = (c) => (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65);
    const [y, m, d] = birthParts(r);
    const day = r.chance(0.5) ? d : d + 40;
    const s = r.chars('BCDFGLMNPRSTVZ', 3) + r.chars('BCDFGLMNPRSTVZ', 3) + pad(y % 100, 2) + 'ABCDEHLMPRST'[m - 1] + pad(day, 2) + r.pick(['H501', 'F205', 'L219', 'A944', 'G273', 'F839', 'D612', 'L736', 'C351', 'E506']);
    let sum = 0;
    for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? odd[s[i]] : even(s[i]);
    return s + String.fromCharCode(65 + (sum % 26)); } },
  nl_bsn: { cc: 'NL', labels: ['BSN', 'Burgerservicenummer', 'sofinummer'], make(r) {
    for (;;) {
      const s = r.digitsNz(8);
      const c = wsum(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
      if (c < 10) return s + c;
    } } },
  be_nrn: { cc: 'BE', labels: ['Rijksregisternummer', 'N° de registre national', 'NN', 'INSZ'], make(r) {
    const b = birthParts(r);
    const body = yymmdd(b) + pad(r.int(1, 997), 3);
    const chk = pad(97 - mod97((b[0] >= 2000 ? '2' : '') + body), 2);
    return `${body.slice(0, 2)}.${body.slice(2, 4)}.${body.slice(4, 6)}-${body.slice(6)}.${chk}`; } },
  pl_pesel: { cc: 'PL', labels: ['PESEL', 'nr PESEL', 'numer PESEL'], make(r) {
    const [y, m, d] = birthParts(r);
    const s = pad(y % 100, 2) + pad(y >= 2000 ? m + 20 : m, 2) + pad(d, 2) + r.digits(4);
    return s + (10 - (wsum(s, [1, 3, 7, 9]) % 10)) % 10; } },
  se_pnr: { cc: 'SE', labels: ['Personnummer', 'personnr', 'pers.nr'], make(r) {
    const s = yymmdd(birthParts(r)) + r.digits(3);
    return `${s.slice(0, 6)}-${s.slice(6)}${luhnDigit(s)}`; } },
  no_fnr: { cc: 'NO', labels: ['Fødselsnummer', 'fnr.', 'personnummer'], make(r) {
    for (;;) {
      const s = ddmmyy(birthParts(r)) + r.digits(3);
      let k1 = 11 - (wsum(s, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11); if (k1 === 11) k1 = 0; if (k1 === 10) continue;
      let k2 = 11 - (wsum(s + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11); if (k2 === 11) k2 = 0; if (k2 === 10) continue;
      return `${s}${k1}${k2}`;
    } } },
  dk_cpr: { cc: 'DK', labels: ['CPR-nr.', 'CPR-nummer', 'personnummer'], make(r) {
    for (;;) {
      const s = ddmmyy(birthParts(r)) + r.digits(3);
      const c = (11 - (wsum(s, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
      if (c < 10) return `${s.slice(0, 6)}-${s.slice(6)}${c}`;
    } } },
  fi_hetu: { cc: 'FI', labels: ['Henkilötunnus', 'HETU', 'hetu', 'personbeteckning'], make(r) {
    const b = birthParts(r), n = pad(r.int(2, 899), 3);
    const c = '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(ddmmyy(b) + n) % 31];
    return `${ddmmyy(b)}${b[0] >= 2000 ? 'A' : '-'}${n}${c}`; } },
  pt_nif: { cc: 'PT', labels: ['NIF', 'Número de Contribuinte', 'N.º contribuinte'], make(r) {
    const s = r.pick(['1', '2', '3']) + r.digits(7);
    const rem = wsum(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
    return s + (rem < 2 ? 0 : 11 - rem); } },
  br_cpf: { cc: 'BR', labels: ['CPF', 'C.P.F.', 'nº do CPF'], make(r) {
    const s = r.digits(9);
    const d1 = ((wsum(s, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10;
    const d2 = ((wsum(s + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10;
    return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6)}-${d1}${d2}`; } },
  cn_ric: { cc: 'CN', labels: ['身份证号', '公民身份号码', '身份证号码'], make(r) {
    const [y, m, d] = birthParts(r);
    const s = r.pick(['110101', '310104', '440305', '330106', '510107', '420102', '320102', '370202']) + y + pad(m, 2) + pad(d, 2) + r.digits(3);
    return s + '10X98765432'[wsum(s, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11]; } },
  in_aadhaar: { cc: 'IN', labels: ['Aadhaar', 'Aadhaar No.', 'आधार संख्या', 'UID'], make(r) {
    const s = String(r.int(2, 9)) + r.digits(10);
    const v = s + verhoeffDigit(s);
    return `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}`; } },
  jp_mynumber: { cc: 'JP', labels: ['マイナンバー', '個人番号', 'My Number'], make(r) {
    const s = r.digits(11);
    let sum = 0;
    for (let n = 1; n <= 11; n++) sum += Number(s[11 - n]) * (n <= 6 ? n + 1 : n - 5);
    const rem = sum % 11;
    const v = s + (rem <= 1 ? 0 : 11 - rem);
    return `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}`; } },
  kr_rrn: { cc: 'KR', labels: ['주민등록번호', '주민번호', 'RRN'], make(r) {
    const b = birthParts(r);
    const s = yymmdd(b) + (b[0] >= 2000 ? r.pick(['3', '4']) : r.pick(['1', '2'])) + r.digits(5);
    const c = (11 - (wsum(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10;
    return `${s.slice(0, 6)}-${s.slice(6)}${c}`; } },
  tr_tckn: { cc: 'TR', labels: ['T.C. Kimlik No', 'TC Kimlik Numarası', 'TCKN', 'kimlik no'], make(r) {
    const d = digitsOf(r.digitsNz(9));
    const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10;
    const d11 = (d.reduce((a, x) => a + x, 0) + d10) % 10;
    return d.join('') + d10 + d11; } },
  ru_snils: { cc: 'RU', labels: ['СНИЛС', 'страховой номер', 'SNILS'], make(r) {
    const s = pad(r.int(1001999, 999999999), 9);
    let c = wsum(s, [9, 8, 7, 6, 5, 4, 3, 2, 1]);
    if (c > 101) c %= 101;
    if (c === 100 || c === 101) c = 0;
    return `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)} ${pad(c, 2)}`; } },
  ru_inn: { cc: 'RU', labels: ['ИНН', 'INN', 'идентификационный номер налогоплательщика'], make(r) {
    const s = r.pick(['77', '78', '50', '66', '16', '54']) + r.digits(8);
    const n11 = (wsum(s, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
    const n12 = (wsum(s + n11, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
    return `${s}${n11}${n12}`; } },
  ca_sin: { cc: 'CA', labels: ['SIN', 'Social Insurance Number', 'NAS', "numéro d'assurance sociale"], make(r) {
    const s = r.pick(['1', '2', '3', '4', '5', '6', '7', '9']) + r.digits(7);
    const v = s + luhnDigit(s);
    return `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`; } },
  au_tfn: { cc: 'AU', labels: ['TFN', 'Tax File Number', 'tax file no.'], make(r) {
    for (;;) {
      const s = r.digitsNz(8);
      const d9 = wsum(s, [1, 4, 3, 7, 5, 8, 6, 9]) % 11;
      if (d9 < 10) { const v = s + d9; return `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`; }
    } } },
  cl_rut: { cc: 'CL', labels: ['RUT', 'R.U.T.', 'RUN'], make(r) {
    const body = String(r.int(5000000, 25999999));
    const w = [2, 3, 4, 5, 6, 7];
    const s = [...body].reverse().reduce((a, x, i) => a + Number(x) * w[i % 6], 0);
    const c = 11 - (s % 11);
    const dv = c === 11 ? '0' : c === 10 ? 'K' : String(c);
    return `${body.slice(0, -6)}.${body.slice(-6, -3)}.${body.slice(-3)}-${dv}`; } },
  za_id: { cc: 'ZA', labels: ['ID Number', 'ID No.', 'SA ID'], make(r) {
    const s = yymmdd(birthParts(r)) + pad(r.int(0, 9999), 4) + r.pick(['0', '1']) + '8';
    return s + luhnDigit(s); } },
  il_tz: { cc: 'IL', labels: ['מספר זהות', 'ת.ז.', 'Teudat Zehut'], make(r) {
    const s = r.digits(8);
    let sum = 0;
    for (let i = 0; i < 8; i++) { let x = Number(s[i]) * (i % 2 === 0 ? 1 : 2); if (x > 9) x -= 9; sum += x; }
    return s + ((10 - (sum % 10)) % 10); } },
  sa_nid: { cc: 'SA', labels: ['رقم الهوية', 'رقم الهوية الوطنية', 'National ID', 'Iqama No'], make(r) {
    const s = r.pick(['1', '2']) + r.digits(8);
    return s + luhnDigit(s); } },
  ro_cnp: { cc: 'RO', labels: ['CNP', 'Cod Numeric Personal'], make(r) {
    const b = birthParts(r);
    const s = (b[0] >= 2000 ? r.pick(['5', '6']) : r.pick(['1', '2'])) + yymmdd(b) + pad(r.int(1, 46), 2) + pad(r.int(1, 999), 3);
    const rem = wsum(s, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
    return s + (rem === 10 ? 1 : rem); } },
  bg_egn: { cc: 'BG', labels: ['ЕГН', 'EGN', 'единен граждански номер'], make(r) {
    const [y, m, d] = birthParts(r, 1948, 1999);
    const s = pad(y % 100, 2) + pad(m, 2) + pad(d, 2) + r.digits(3);
    const rem = wsum(s, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11;
    return s + (rem === 10 ? 0 : rem); } },
  cz_rc: { cc: 'CZ', labels: ['rodné číslo', 'RČ', 'r.č.'], make(r) {
    for (;;) {
      const [y, m, d] = birthParts(r, 1954, 2006);
      const s = pad(y % 100, 2) + pad(r.chance(0.5) ? m : m + 50, 2) + pad(d, 2) + r.digits(3);
      const c = Number(BigInt(s) % 11n);
      if (c < 10) return `${s.slice(0, 6)}/${s.slice(6)}${c}`;
    } } },
  hr_oib: { cc: 'HR', labels: ['OIB', 'osobni identifikacijski broj'], make(r) {
    const s = r.digitsNz(10);
    return s + iso7064_11_10(s); } },
  ie_pps: { cc: 'IE', labels: ['PPS Number', 'PPSN', 'PPS No.'], make(r) {
    const s = r.digits(7);
    const second = r.pick(['', '', 'A', 'W']);
    const sum = wsum(s, [8, 7, 6, 5, 4, 3, 2]) + (second === 'A' ? 9 : 0);
    return s + 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23] + second; } },
  at_svnr: { cc: 'AT', labels: ['SV-Nummer', 'Sozialversicherungsnummer', 'VSNR'], make(r) {
    for (;;) {
      const seq = pad(r.int(100, 999), 3), dob = ddmmyy(birthParts(r));
      const c = (wsum(seq, [3, 7, 9]) + wsum(dob, [5, 8, 4, 2, 1, 6])) % 11;
      if (c < 10) return `${seq}${c} ${dob}`;
    } } },
  ch_ahv: { cc: 'CH', labels: ['AHV-Nr.', 'AHV-Nummer', 'N° AVS', 'numero AVS'], make(r) {
    const s = '756' + r.digits(9);
    const c = (10 - (wsum(s, [1, 3]) % 10)) % 10;
    const v = s + c;
    return `${v.slice(0, 3)}.${v.slice(3, 7)}.${v.slice(7, 11)}.${v.slice(11)}`; } },
  hk_hkid: { cc: 'HK', labels: ['HKID', '身份證號碼', 'HK Identity Card No.'], make(r) {
    for (;;) {
      const L = r.upper(1), d = r.digits(6);
      const sum = 9 * 36 + 8 * (L.charCodeAt(0) - 55) + wsum(d, [7, 6, 5, 4, 3, 2]);
      const c = 11 - (sum % 11);
      const ch = c === 11 ? '0' : c === 10 ? 'A' : String(c);
      return `${L}${d}(${ch})`;
    } } },
  sg_nric: { cc: 'SG', labels: ['NRIC', 'NRIC No.', 'IC number'], make(r) {
    const p = r.pick(['S', 'T']), d = r.digits(7);
    const sum = wsum(d, [2, 7, 6, 5, 4, 3, 2]) + (p === 'T' ? 4 : 0);
    return p + d + 'JZIHGFEDCBA'[sum % 11]; } },
  tw_id: { cc: 'TW', labels: ['身分證字號', '統一編號', 'National ID No.'], make(r) {
    const codes = { A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, J: 18, K: 19, L: 20, M: 21, N: 22, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, X: 30, Y: 31, W: 32, Z: 33 };
    const L = r.pick(Object.keys(codes)), n = codes[L];
    const s = r.pick(['1', '2']) + r.digits(7);
    const sum = Math.floor(n / 10) + (n % 10) * 9 + wsum(s, [8, 7, 6, 5, 4, 3, 2, 1]);
    return L + s + ((10 - (sum % 10)) % 10); } },
  ee_ik: { cc: 'EE', labels: ['isikukood', 'Isikukood', 'personal code'], make(r) {
    const b = birthParts(r);
    const s = (b[0] >= 2000 ? r.pick(['5', '6']) : r.pick(['3', '4'])) + yymmdd(b) + pad(r.int(1, 999), 3);
    let c = wsum(s, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11;
    if (c === 10) { c = wsum(s, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11; if (c === 10) c = 0; }
    return s + c; } },
  gr_amka: { cc: 'GR', labels: ['ΑΜΚΑ', 'Α.Μ.Κ.Α.', 'AMKA'], make(r) {
    const s = ddmmyy(birthParts(r)) + r.digits(4);
    return s + luhnDigit(s); } },
  ar_cuil: { cc: 'AR', labels: ['CUIL', 'CUIT', 'C.U.I.L.'], make(r) {
    for (;;) {
      const s = r.pick(['20', '27', '23']) + String(r.int(10000000, 45999999));
      const c = 11 - (wsum(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
      if (c === 10) continue;
      return `${s.slice(0, 2)}-${s.slice(2)}-${c === 11 ? 0 : c}`;
    } } },
};

/** Which schemes a document in a given language most plausibly carries. */
export const SCHEMES_BY_LANG = {
  en: ['us_ssn', 'uk_nino', 'ca_sin', 'au_tfn', 'ie_pps', 'za_id', 'sg_nric', 'hk_hkid', 'in_aadhaar', 'il_tz'],
  de: ['de_steuerid', 'at_svnr', 'ch_ahv'], fr: ['fr_nir', 'be_nrn', 'ch_ahv', 'ca_sin'], es: ['es_dni', 'es_nie', 'cl_rut', 'ar_cuil'],
  pt: ['pt_nif', 'br_cpf'], it: ['it_cf', 'ch_ahv'], nl: ['nl_bsn', 'be_nrn'], pl: ['pl_pesel', 'cz_rc'], sv: ['se_pnr', 'fi_hetu', 'no_fnr', 'dk_cpr', 'ee_ik'],
  ja: ['jp_mynumber'], zh: ['cn_ric', 'tw_id', 'hk_hkid'], ko: ['kr_rrn'], ar: ['sa_nid', 'il_tz'], hi: ['in_aadhaar'], tr: ['tr_tckn'], ru: ['ru_snils', 'ru_inn', 'bg_egn'],
};
/** Cross-border documents (Romania, Croatia, Greece, …) show up in any language. */
export const WANDERING = ['ro_cnp', 'hr_oib', 'gr_amka', 'ee_ik', 'bg_egn', 'cz_rc', 'dk_cpr', 'no_fnr'];

/** Re-splits a value with spaces or dashes the way forms and dictation break it. */
export function resplit(r, v) {
  const raw = v.replace(/[ .\-/]/g, '');
  if (!/^[0-9A-Z]+$/.test(raw) || raw.length < 8) return v;
  const sep = r.pick([' ', '-', ' ', '']);
  const size = r.pick([3, 4]);
  const parts = [];
  for (let i = 0; i < raw.length; i += size) parts.push(raw.slice(i, i + size));
  return parts.join(sep);
}

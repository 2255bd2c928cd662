// Identifiers with the right shape and, where the scheme defines one, a valid check digit.
// Each maker returns { type, value } so documents can label it as the scheme names it.
import { UPPER, DIGITS } from './rng.mjs';
import { luhnDigit, ibanCheck, verhoeffDigit, iso7064Mod11_10, weightedSum, mrzDigit, mod97 } from './checks.mjs';

const pad = (n, w = 2) => String(n).padStart(w, '0');
const birth = (r) => ({ y: r.int(1942, 2004), m: r.int(1, 12), d: r.int(1, 28) });

export const nationalIds = {
  us_ssn(r) {
    let area;
    do area = r.int(1, 899); while (area === 666);
    const v = `${pad(area, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
    return r.chance(0.2) ? v.replace(/-/g, r.pick(['', ' '])) : v;
  },
  uk_nino(r) {
    const first = 'ABCEGHJKLMNOPRSTWXYZ', second = 'ABCEGHJKLMNPRSTWXYZ';
    let pre;
    do pre = r.pick([...first]) + r.pick([...second]); while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(pre));
    const d = r.digits(6), suf = r.pick(['A', 'B', 'C', 'D']);
    return r.chance(0.5) ? `${pre}${d}${suf}` : `${pre} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${suf}`;
  },
  de_steuer_id(r) {
    const digits = r.sample([...DIGITS], 9);
    digits.push(r.pick(digits));
    let ten;
    do ten = r.shuffle(digits); while (ten[0] === '0');
    const body = ten.join('');
    const v = body + iso7064Mod11_10(body);
    return r.chance(0.3) ? `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}` : v;
  },
  fr_nir(r) {
    const b = birth(r);
    const body = `${r.int(1, 2)}${pad(b.y % 100)}${pad(b.m)}${pad(r.int(1, 95))}${pad(r.int(1, 990), 3)}${pad(r.int(1, 999), 3)}`;
    const key = pad(97 - Number(BigInt(body) % 97n));
    return r.chance(0.5) ? body + key : `${body[0]} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10)} ${key}`;
  },
  es_dni(r) {
    const n = r.int(10000000, 99999999);
    return `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
  },
  es_nie(r) {
    const p = r.int(0, 2), n = r.int(0, 9999999);
    const letter = 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(`${p}${pad(n, 7)}`) % 23];
    return `${'XYZ'[p]}${r.chance(0.3) ? '-' : ''}${pad(n, 7)}${r.chance(0.3) ? '-' : ''}${letter}`;
  },
  br_cpf(r) {
    const d = r.digits(9);
    const c1 = ((weightedSum(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10;
    const c2 = ((weightedSum(d + c1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) * 10) % 11) % 10;
    const v = `${d}${c1}${c2}`;
    return r.chance(0.7) ? `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}` : v;
  },
  it_codice_fiscale(r, person) {
    const cons = (s) => s.toUpperCase().replace(/[^A-Z]/g, '').replace(/[AEIOU]/g, '');
    const vow = (s) => s.toUpperCase().replace(/[^AEIOU]/g, '');
    const fam = person?.family ?? 'Rossi', giv = person?.given ?? 'Marco';
    const sur = (cons(fam) + vow(fam) + 'XXX').slice(0, 3);
    const gc = cons(giv);
    const nam = gc.length >= 4 ? gc[0] + gc[2] + gc[3] : (gc + vow(giv) + 'XXX').slice(0, 3);
    const b = birth(r), female = r.chance(0.5);
    const body = `${sur}${nam}${pad(b.y % 100)}${'ABCDEHLMPRST'[b.m - 1]}${pad(b.d + (female ? 40 : 0))}${r.pick(['H501', 'F205', 'L219', 'G273', 'D612', 'A944', 'F839'])}`;
    const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
    const val = (c) => (/[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 65);
    let s = 0;
    [...body].forEach((c, i) => { s += i % 2 === 0 ? odd[val(c)] : val(c); });
    return body + UPPER[s % 26];
  },
  pl_pesel(r) {
    const b = birth(r);
    const mm = b.y >= 2000 ? b.m + 20 : b.m;
    const body = `${pad(b.y % 100)}${pad(mm)}${pad(b.d)}${r.digits(4)}`;
    return body + String((10 - (weightedSum(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10);
  },
  nl_bsn(r) {
    for (;;) {
      const d = String(r.int(1, 9)) + r.digits(7);
      const c = weightedSum(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
      if (c === 10) continue;
      const v = d + c;
      return r.chance(0.25) ? `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6)}` : v;
    }
  },
  in_aadhaar(r) {
    const body = String(r.int(2, 9)) + r.digits(10);
    const v = body + verhoeffDigit(body);
    return r.chance(0.7) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v;
  },
  in_pan(r) {
    return r.chars(3, UPPER) + r.pick(['P', 'P', 'P', 'C', 'H']) + r.chars(1, UPPER) + r.digits(4) + r.chars(1, UPPER);
  },
  au_tfn(r) {
    for (;;) {
      const d = r.digits(8);
      for (let last = 0; last <= 9; last++) {
        const v = d + last;
        if (weightedSum(v, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0) return r.chance(0.6) ? `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}` : v;
      }
    }
  },
  ca_sin(r) {
    const body = String(r.int(1, 7)) + r.digits(7);
    const v = body + luhnDigit(body);
    return r.chance(0.6) ? `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6)}` : `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`;
  },
  se_personnummer(r) {
    const b = birth(r);
    const body = `${pad(b.y % 100)}${pad(b.m)}${pad(b.d)}${r.digits(3)}`;
    const c = luhnDigit(body);
    return r.chance(0.3) ? `${b.y}${body.slice(2, 6)}-${body.slice(6)}${c}` : `${body.slice(0, 6)}-${body.slice(6)}${c}`;
  },
  fi_hetu(r) {
    const b = birth(r);
    const ddmmyy = `${pad(b.d)}${pad(b.m)}${pad(b.y % 100)}`;
    const nnn = pad(r.int(2, 899), 3);
    return `${ddmmyy}${b.y >= 2000 ? 'A' : '-'}${nnn}${'0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(ddmmyy + nnn) % 31]}`;
  },
  mx_curp(r) {
    const b = birth(r);
    const V = 'AEIOU', C = 'BCDFGHJKLMNPQRSTVWXYZ';
    const body = r.pick([...C]) + r.pick([...V]) + r.chars(2, C) + `${pad(b.y % 100)}${pad(b.m)}${pad(b.d)}` + r.pick(['H', 'M']) +
      r.pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'GT', 'YN', 'CH', 'MC']) + r.chars(3, C) + (b.y >= 2000 ? r.chars(1, UPPER) : r.digits(1));
    const dict = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
    const s = [...body].reduce((acc, ch, i) => acc + dict.indexOf(ch) * (18 - i), 0);
    return body + String((10 - (s % 10)) % 10);
  },
  cl_rut(r) {
    const n = r.int(5000000, 25999999);
    let s = 0, m = 2;
    for (const ch of [...String(n)].reverse()) { s += Number(ch) * m; m = m === 7 ? 2 : m + 1; }
    const dv = 11 - (s % 11);
    const check = dv === 11 ? '0' : dv === 10 ? 'K' : String(dv);
    return r.chance(0.7) ? `${n.toLocaleString('de-DE')}-${check}` : `${n}-${check}`;
  },
  sg_nric(r) {
    const prefix = r.pick(['S', 'T']);
    const d = r.digits(7);
    const s = weightedSum(d, [2, 7, 6, 5, 4, 3, 2]) + (prefix === 'T' ? 4 : 0);
    return prefix + d + 'JZIHGFEDCBA'[s % 11];
  },
  th_id(r) {
    const d = String(r.int(1, 8)) + r.digits(11);
    const c = (11 - (weightedSum(d, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10;
    const v = d + c;
    return r.chance(0.6) ? `${v[0]}-${v.slice(1, 5)}-${v.slice(5, 10)}-${v.slice(10, 12)}-${v[12]}` : v;
  },
  us_mbi(r) {
    const A = 'ACDEFGHJKMNPQRTUVWXY', N = DIGITS, AN = A + N;
    const v = r.chars(1, '123456789') + r.chars(1, A) + r.chars(1, AN) + r.chars(1, N) + r.chars(1, A) + r.chars(1, AN) + r.chars(1, N) + r.chars(2, A) + r.chars(2, N);
    return r.chance(0.4) ? `${v.slice(0, 4)}-${v.slice(4, 7)}-${v.slice(7)}` : v;
  },
  cn_resident_id(r) {
    const b = birth(r);
    const body = `${r.pick(['110105', '310104', '440106', '510107', '330106', '320102', '420106'])}${b.y}${pad(b.m)}${pad(b.d)}${r.digits(3)}`;
    return body + '10X98765432'[weightedSum(body, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11];
  },
  kr_rrn(r) {
    const b = birth(r);
    const s = b.y >= 2000 ? r.pick(['3', '4']) : r.pick(['1', '2']);
    const body = `${pad(b.y % 100)}${pad(b.m)}${pad(b.d)}${s}${r.digits(5)}`;
    const c = (11 - (weightedSum(body, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10;
    return `${body.slice(0, 6)}-${body.slice(6)}${c}`;
  },
  jp_my_number(r) {
    const d = r.digits(11);
    let s = 0;
    for (let n = 1; n <= 11; n++) s += Number(d[11 - n]) * (n <= 6 ? n + 1 : n - 5);
    const rem = s % 11;
    const v = d + (rem <= 1 ? 0 : 11 - rem);
    return r.chance(0.5) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v;
  },
  tr_tckn(r) {
    const d = String(r.int(1, 9)) + r.digits(8);
    const odd = Number(d[0]) + Number(d[2]) + Number(d[4]) + Number(d[6]) + Number(d[8]);
    const even = Number(d[1]) + Number(d[3]) + Number(d[5]) + Number(d[7]);
    const d10 = (((odd * 7 - even) % 10) + 10) % 10;
    const d11 = ([...d].reduce((s, c) => s + Number(c), 0) + d10) % 10;
    return `${d}${d10}${d11}`;
  },
  sa_national_id(r) {
    const body = r.pick(['1', '2']) + r.digits(8);
    return body + luhnDigit(body);
  },
  at_svnr(r) {
    for (;;) {
      const b = birth(r);
      const serial = String(r.int(100, 999));
      const date = `${pad(b.d)}${pad(b.m)}${pad(b.y % 100)}`;
      const c = weightedSum(serial + date, [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11;
      if (c === 10) continue;
      const v = `${serial}${c}${date}`;
      return r.chance(0.5) ? `${v.slice(0, 4)} ${v.slice(4)}` : v;
    }
  },
  ch_ahv(r) {
    const body = '756' + r.digits(9);
    const s = weightedSum(body, [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]);
    const v = body + String((10 - (s % 10)) % 10);
    return `${v.slice(0, 3)}.${v.slice(3, 7)}.${v.slice(7, 11)}.${v.slice(11)}`;
  },
  be_national_number(r) {
    const b = birth(r);
    const body = `${pad(b.y % 100)}${pad(b.m)}${pad(b.d)}${pad(r.int(1, 997), 3)}`;
    const key = 97 - Number(BigInt((b.y >= 2000 ? '2' : '') + body) % 97n);
    return r.chance(0.6) ? `${body.slice(0, 2)}.${body.slice(2, 4)}.${body.slice(4, 6)}-${body.slice(6)}.${pad(key)}` : body + pad(key);
  },
  ie_ppsn(r) {
    const d = r.digits(7);
    const second = r.chance(0.3) ? r.pick(['A', 'W']) : '';
    const s = weightedSum(d, [8, 7, 6, 5, 4, 3, 2]) + (second ? 9 * (second === 'W' ? 0 : second.charCodeAt(0) - 64) : 0);
    return d + 'WABCDEFGHIJKLMNOPQRSTUV'[s % 23] + second;
  },
  ae_emirates_id(r) {
    const body = `784${r.int(1960, 2004)}${r.digits(7)}`;
    const v = body + luhnDigit(body);
    return `${v.slice(0, 3)}-${v.slice(3, 7)}-${v.slice(7, 14)}-${v[14]}`;
  },
};

/** National id schemes a person of each locale would carry, with a label word. */
export const idByLocale = {
  'en-US': [['us_ssn', 'SSN'], ['us_mbi', 'Medicare Beneficiary Identifier']],
  'en-GB': [['uk_nino', 'National Insurance number']],
  'en-AU': [['au_tfn', 'Tax File Number']],
  'en-CA': [['ca_sin', 'SIN']],
  'en-SG': [['sg_nric', 'NRIC']],
  'en-IN': [['in_aadhaar', 'Aadhaar'], ['in_pan', 'PAN']],
  'de-DE': [['de_steuer_id', 'Steuer-ID'], ['de_steuer_id', 'Steueridentifikationsnummer']],
  'fr-FR': [['fr_nir', 'N° de sécurité sociale'], ['fr_nir', 'NIR']],
  'es-ES': [['es_dni', 'DNI'], ['es_nie', 'NIE']],
  'es-MX': [['mx_curp', 'CURP']],
  'es-CL': [['cl_rut', 'RUT']],
  'pt-BR': [['br_cpf', 'CPF']],
  'it-IT': [['it_codice_fiscale', 'Codice fiscale']],
  'nl-NL': [['nl_bsn', 'BSN'], ['nl_bsn', 'burgerservicenummer']],
  'pl-PL': [['pl_pesel', 'PESEL']],
  'sv-SE': [['se_personnummer', 'personnummer']],
  'fi-FI': [['fi_hetu', 'henkilötunnus']],
  'ja-JP': [['jp_my_number', 'マイナンバー']],
  'zh-CN': [['cn_resident_id', '身份证号']],
  'ko-KR': [['kr_rrn', '주민등록번호']],
  'ar-SA': [['sa_national_id', 'رقم الهوية']],
  'ar-AE': [['ae_emirates_id', 'رقم الهوية الإماراتية']],
  'hi-IN': [['in_aadhaar', 'आधार संख्या'], ['in_pan', 'पैन']],
  'tr-TR': [['tr_tckn', 'T.C. Kimlik No']],
  'de-AT': [['at_svnr', 'Sozialversicherungsnummer']],
  'de-CH': [['ch_ahv', 'AHV-Nr.']],
  'fr-BE': [['be_national_number', 'N° de registre national']],
  'nl-BE': [['be_national_number', 'Rijksregisternummer']],
  'en-IE': [['ie_ppsn', 'PPS number']],
  'en-TH': [['th_id', 'Thai ID card no.'], ['th_id', 'National ID']],
};

// Passport numbers in the shapes the issuing countries print.
export const passportByCountry = {
  USA: (r) => (r.chance(0.6) ? r.digits(9).replace(/^0/, '5') : r.pick(['A', 'B', 'C']) + r.digits(8)),
  GBR: (r) => String(r.int(1, 9)) + r.digits(8),
  DEU: (r) => r.pick([...'CFGHJK']) + r.chars(8, 'CFGHJKLMNPRTVWXYZ0123456789'),
  FRA: (r) => r.digits(2) + r.chars(2, UPPER) + r.digits(5),
  ESP: (r) => r.chars(3, UPPER) + r.digits(6),
  ITA: (r) => r.chars(2, UPPER) + r.digits(7),
  NLD: (r) => r.chars(2, 'BCDFGHJKLMNPRSTVWXYZ') + r.chars(6, 'BCDFGHJKLMNPRSTVWXYZ0123456789') + r.digits(1),
  POL: (r) => r.chars(2, UPPER) + r.digits(7),
  SWE: (r) => r.digits(8),
  JPN: (r) => r.pick(['TK', 'TR', 'MZ', 'TZ', 'RE']) + r.digits(7),
  CHN: (r) => r.pick(['E', 'EA', 'EB', 'G']).padEnd(1) + r.digits(r.chance(0.5) ? 8 : 7),
  KOR: (r) => (r.chance(0.5) ? 'M' + r.digits(8) : 'M' + r.digits(3) + r.chars(1, UPPER) + r.digits(4)),
  IND: (r) => r.chars(1, 'JKLMNPRSTUVWZ') + r.digits(7),
  BRA: (r) => r.chars(2, UPPER) + r.digits(6),
  TUR: (r) => r.pick(['U', 'S', 'Z']) + r.digits(8),
  CAN: (r) => r.chars(2, UPPER) + r.digits(6),
  AUS: (r) => r.pick(['P', 'N', 'E', 'R']) + r.chars(1, UPPER) + r.digits(7),
  MEX: (r) => r.chars(1, UPPER) + r.digits(8),
  SAU: (r) => r.chars(1, UPPER) + r.digits(7),
  PRT: (r) => r.chars(1, UPPER) + r.digits(6),
  IRL: (r) => r.chars(2, UPPER) + r.digits(7),
  AUT: (r) => r.chars(1, UPPER) + r.digits(7),
  CHE: (r) => r.pick(['X', 'S', 'F']) + r.digits(7),
  BEL: (r) => r.chars(2, UPPER) + r.digits(6),
  THA: (r) => r.chars(2, UPPER) + r.digits(7),
  NGA: (r) => 'A' + r.digits(8),
  EGY: (r) => 'A' + r.digits(8),
};

/** A TD3 machine-readable zone (two lines of 44) and the fields written into it. */
export function mrzTd3(r, { country, family, given, passport, sex }) {
  const clean = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z ]/g, '').trim().replace(/ +/g, '<');
  const nameField = `${clean(family)}<<${clean(given)}`;
  const line1 = `P<${country}${nameField}`.padEnd(44, '<').slice(0, 44);
  const b = birth(r);
  const dob = `${pad(b.y % 100)}${pad(b.m)}${pad(b.d)}`;
  const exp = `${pad(r.int(27, 35))}${pad(r.int(1, 12))}${pad(r.int(1, 28))}`;
  const num = passport.padEnd(9, '<').slice(0, 9);
  const personal = '<'.repeat(14);
  const part1 = num + mrzDigit(num) + country + dob + mrzDigit(dob) + sex + exp + mrzDigit(exp) + personal + mrzDigit(personal);
  const composite = mrzDigit(part1.slice(0, 10) + part1.slice(13, 20) + part1.slice(21, 43));
  return { line1, line2: part1 + composite, nameField, dob, b, numberInZone: passport.slice(0, 9) };
}

// Payment cards (Luhn-valid), grouped the way each network prints them.
export function card(r) {
  const brand = r.weighted([[4, 'visa'], [3, 'mastercard'], [2, 'amex'], [1, 'discover'], [1, 'jcb']]);
  const prefix = { visa: '4', mastercard: r.chance(0.8) ? String(r.int(51, 55)) : String(r.int(2221, 2720)), amex: r.pick(['34', '37']), discover: '6011', jcb: '35' + r.int(28, 89) }[brand];
  const len = brand === 'amex' ? 15 : 16;
  const body = prefix + r.digits(len - 1 - prefix.length);
  const n = body + luhnDigit(body);
  const sep = r.pick([' ', ' ', '-', '']);
  const value = brand === 'amex' ? [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep) : n.match(/.{4}/g).join(sep);
  return { brand, value, last4: n.slice(-4) };
}

// IBANs: BBAN shapes per country, with the national check digits where they are public and simple.
const bban = {
  DE: (r) => r.digits(8) + r.digits(10),
  FR: (r) => {
    const bank = r.digits(5), branch = r.digits(5), acct = r.digits(11);
    const key = 97 - ((89 * Number(bank) + 15 * Number(branch) + 3 * Number(BigInt(acct) % 97n)) % 97);
    return bank + branch + acct + pad(key);
  },
  ES: (r) => {
    const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
    const dc = (ten) => { const v = 11 - (weightedSum(ten, w) % 11); return v === 11 ? 0 : v === 10 ? 1 : v; };
    const bank = r.digits(4), branch = r.digits(4), acct = r.digits(10);
    return bank + branch + dc('00' + bank + branch) + dc(acct) + acct;
  },
  IT: (r) => r.chars(1, UPPER) + r.digits(5) + r.digits(5) + r.digits(12),
  NL: (r) => r.pick(['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO', 'ASNB']) + r.digits(10),
  GB: (r) => r.pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + r.digits(6) + r.digits(8),
  PL: (r) => r.digits(24),
  SE: (r) => r.digits(20),
  PT: (r) => r.digits(21),
  TR: (r) => r.digits(5) + '0' + r.digits(16),
  BE: (r) => { const ten = r.digits(10); const c = mod97(ten) || 97; return ten + pad(c); },
  AT: (r) => r.digits(16),
  CH: (r) => r.digits(17),
  IE: (r) => r.pick(['AIBK', 'BOFI']) + r.digits(6) + r.digits(8),
  SA: (r) => r.digits(2) + r.digits(18),
  AE: (r) => r.digits(3) + r.digits(16),
  BR: (r) => r.digits(8) + r.digits(5) + r.digits(10) + 'C' + '1',
};
export const ibanCountries = Object.keys(bban);
export function iban(r, country = r.pick(ibanCountries)) {
  const b = bban[country](r);
  const compact = country + ibanCheck(country, b) + b;
  return r.chance(0.6) ? compact.match(/.{1,4}/g).join(' ') : compact;
}

/** ABA routing number (3-7-1 weights) and an account number. */
export function usAccount(r) {
  const d = String(r.int(0, 3)) + r.digits(7);
  let last = 0;
  for (; last <= 9; last++) if (weightedSum(d + last, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0) break;
  return { routing: d + last, account: r.digits(r.int(8, 12)) };
}
export function ukAccount(r) {
  return { sortCode: `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`, account: r.digits(8) };
}

/** Mexican CLABE: 17 digits and a weighted check digit (3, 7, 1). */
export function clabe(r) {
  const body = r.pick(['002', '012', '014', '021', '072']) + r.digits(3) + r.digits(11);
  const w = [3, 7, 1];
  const s = [...body].reduce((acc, d, i) => acc + ((Number(d) * w[i % 3]) % 10), 0);
  return body + String((10 - (s % 10)) % 10);
}

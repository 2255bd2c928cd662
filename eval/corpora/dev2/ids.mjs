// National identifiers, bank accounts, cards and passports, each drawn at random with the
// check digits its scheme defines. Every function takes the seeded rng and returns
// { value, type } (value formatted the way the scheme is usually written).

const pad = (n, w) => String(n).padStart(w, '0');
const sumDigits = (s) => [...s].reduce((a, c) => a + Number(c), 0);

export function luhnCheck(body) {
  let sum = 0;
  const digits = [...body].reverse().map(Number);
  digits.forEach((d, i) => {
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return String((10 - (sum % 10)) % 10);
}
export const luhnValid = (s) => luhnCheck(s.slice(0, -1)) === s.slice(-1);

// ---------------------------------------------------------------- payment cards
const CARD_BRANDS = [
  { type: 'visa', prefixes: ['4'], len: 16 },
  { type: 'mastercard', prefixes: ['51', '52', '53', '54', '55', '2221', '2315', '2720'], len: 16 },
  { type: 'amex', prefixes: ['34', '37'], len: 15 },
  { type: 'discover', prefixes: ['6011', '65', '644'], len: 16 },
  { type: 'jcb', prefixes: ['3528', '3589', '3541'], len: 16 },
  { type: 'diners', prefixes: ['36', '300', '305'], len: 14 },
  { type: 'unionpay', prefixes: ['62'], len: 16 },
  { type: 'maestro', prefixes: ['6759', '5018'], len: 16 },
];
export function creditCard(rng, style = rng.pick(['plain', 'space', 'space', 'dash'])) {
  const brand = rng.pick(CARD_BRANDS);
  const prefix = rng.pick(brand.prefixes);
  const body = prefix + rng.digits(brand.len - prefix.length - 1);
  const num = body + luhnCheck(body);
  let value = num;
  if (style !== 'plain') {
    const sep = style === 'space' ? ' ' : '-';
    const groups = brand.len === 15 ? [4, 6, 5] : brand.len === 14 ? [4, 6, 4] : [4, 4, 4, 4];
    let i = 0;
    value = groups.map((g) => num.slice(i, (i += g))).join(sep);
  }
  return { value, type: brand.type, digits: num };
}

// ---------------------------------------------------------------- bank accounts
const IBAN_FORMATS = {
  DE: (r) => r.digits(8) + r.digits(10),
  FR: (r) => r.digits(5) + r.digits(5) + r.chars(11, '0123456789') + r.digits(2),
  GB: (r) => r.chars(4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') + r.digits(6) + r.digits(8),
  ES: (r) => r.digits(4) + r.digits(4) + r.digits(2) + r.digits(10),
  IT: (r) => r.pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']) + r.digits(5) + r.digits(5) + r.digits(12),
  NL: (r) => r.pick(['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO', 'KNAB']) + r.digits(10),
  PL: (r) => r.digits(8) + r.digits(16),
  SE: (r) => r.digits(3) + r.digits(17),
  PT: (r) => r.digits(4) + r.digits(4) + r.digits(11) + r.digits(2),
  BE: (r) => r.digits(3) + r.digits(7) + r.digits(2),
  AT: (r) => r.digits(5) + r.digits(11),
  CH: (r) => r.digits(5) + r.digits(12),
  IE: (r) => r.pick(['AIBK', 'BOFI', 'IPBS']) + r.digits(6) + r.digits(8),
  FI: (r) => r.digits(6) + r.digits(8),
  TR: (r) => r.digits(5) + '0' + r.digits(16),
  SA: (r) => r.digits(2) + r.chars(18, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  AE: (r) => r.digits(3) + r.digits(16),
  BR: (r) => r.digits(8) + r.digits(5) + r.digits(10) + 'C' + r.chars(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
  NO: (r) => r.digits(4) + r.digits(7),
  DK: (r) => r.digits(4) + r.digits(10),
};
function mod97(str) {
  let rem = 0;
  for (const ch of str) {
    const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of v) rem = (rem * 10 + Number(d)) % 97;
  }
  return rem;
}
export function iban(rng, country = rng.pick(Object.keys(IBAN_FORMATS)), spaced = rng.chance(0.55)) {
  const bban = IBAN_FORMATS[country](rng);
  const check = pad(98 - mod97(bban + country + '00'), 2);
  const raw = country + check + bban;
  const value = spaced ? raw.match(/.{1,4}/g).join(' ') : raw;
  return { value, type: 'iban', country };
}
/** US ABA routing number: 3-7-1 weighted checksum. */
export function abaRouting(rng) {
  const body = pad(rng.int(1, 12), 2) + rng.digits(6);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = [...body].reduce((a, c, i) => a + Number(c) * w[i], 0);
  return body + String((10 - (s % 10)) % 10);
}
export function usAccount(rng) {
  return { routing: abaRouting(rng), account: rng.digits(rng.int(9, 12)), type: 'us_account' };
}
export function ukAccount(rng) {
  return { sortCode: `${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}`, account: rng.digits(8), type: 'uk_account' };
}

// ---------------------------------------------------------------- national identifiers
export function ssn(rng, dashed = rng.chance(0.8)) {
  let area;
  do area = rng.int(1, 899);
  while (area === 666);
  const g = pad(rng.int(1, 99), 2), s = pad(rng.int(1, 9999), 4);
  return { value: dashed ? `${pad(area, 3)}-${g}-${s}` : `${pad(area, 3)}${g}${s}`, type: 'us_ssn' };
}
export function itin(rng) {
  return { value: `9${rng.digits(2)}-${rng.pick(['70', '78', '81', '88', '92', '94'])}-${rng.digits(4)}`, type: 'us_itin' };
}
export function nino(rng) {
  const first = 'ABCEGHJKLMNOPRSTWXYZ'.replace('O', '');
  const second = 'ABCEGHJKLMNPRSTWXYZ';
  let pre;
  do pre = rng.pick([...first]) + rng.pick([...second]);
  while (['GB', 'BG', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(pre));
  const d = rng.digits(6);
  const suf = rng.pick(['A', 'B', 'C', 'D']);
  const spaced = rng.chance(0.5);
  return { value: spaced ? `${pre} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${suf}` : `${pre}${d}${suf}`, type: 'uk_nino' };
}
export function steuerId(rng) {
  for (;;) {
    const distinct = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 9);
    const digits = rng.shuffle([...distinct, rng.pick(distinct)]);
    if (digits[0] === 0) continue;
    let product = 10;
    for (const d of digits) {
      let sum = (d + product) % 10;
      if (sum === 0) sum = 10;
      product = (sum * 2) % 11;
    }
    let check = 11 - product;
    if (check === 10) check = 0;
    const v = digits.join('') + check;
    const spaced = rng.chance(0.3);
    return { value: spaced ? `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}` : v, type: 'de_steuer_id' };
  }
}
export function frNir(rng) {
  const sex = rng.pick(['1', '2']);
  const yy = pad(rng.int(40, 99), 2), mm = pad(rng.int(1, 12), 2);
  const dept = pad(rng.int(1, 95), 2), commune = pad(rng.int(1, 990), 3), order = pad(rng.int(1, 999), 3);
  const body = sex + yy + mm + dept + commune + order;
  const key = pad(97 - Number(BigInt(body) % 97n), 2);
  const spaced = rng.chance(0.6);
  return { value: spaced ? `${sex} ${yy} ${mm} ${dept} ${commune} ${order} ${key}` : body + key, type: 'fr_nir' };
}
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
export function esDni(rng) {
  const n = rng.int(10000000, 99999999);
  return { value: `${n}${rng.chance(0.2) ? '-' : ''}${DNI_LETTERS[n % 23]}`, type: 'es_dni' };
}
export function esNie(rng) {
  const p = rng.int(0, 2), d = rng.digits(7);
  return { value: `${'XYZ'[p]}${d}${DNI_LETTERS[Number(p + d) % 23]}`, type: 'es_nie' };
}
export function cpf(rng, formatted = rng.chance(0.75)) {
  const d = rng.digits(9).split('').map(Number);
  const dv = (arr) => {
    const s = arr.reduce((a, x, i) => a + x * (arr.length + 1 - i), 0);
    const r = (s * 10) % 11;
    return r === 10 ? 0 : r;
  };
  d.push(dv(d));
  d.push(dv(d));
  const v = d.join('');
  return { value: formatted ? `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}` : v, type: 'br_cpf' };
}
export function cnpj(rng) {
  const d = (rng.digits(8) + '0001').split('').map(Number);
  const calc = (arr) => {
    const w = arr.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = arr.reduce((a, x, i) => a + x * w[i], 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  d.push(calc(d));
  d.push(calc(d));
  const v = d.join('');
  return { value: `${v.slice(0, 2)}.${v.slice(2, 5)}.${v.slice(5, 8)}/${v.slice(8, 12)}-${v.slice(12)}`, type: 'br_cnpj' };
}
const CF_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 };
const cfEven = (c) => (/[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 65);
function cfPart(word, isName) {
  const w = word.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '');
  const cons = [...w].filter((c) => !'AEIOU'.includes(c));
  const vow = [...w].filter((c) => 'AEIOU'.includes(c));
  if (isName && cons.length >= 4) return cons[0] + cons[2] + cons[3];
  return (cons.join('') + vow.join('') + 'XXX').slice(0, 3);
}
export function codiceFiscale(rng, given, family, birth, female) {
  const month = 'ABCDEHLMPRST'[birth.getUTCMonth()];
  const day = pad(birth.getUTCDate() + (female ? 40 : 0), 2);
  const comune = rng.pick(['H501', 'F205', 'L219', 'G273', 'A944', 'D612', 'F839', 'L736', 'C351']);
  const body = cfPart(family, false) + cfPart(given, true) + pad(birth.getUTCFullYear() % 100, 2) + month + day + comune;
  let s = 0;
  [...body].forEach((c, i) => (s += i % 2 === 0 ? CF_ODD[c] : cfEven(c)));
  return { value: body + String.fromCharCode(65 + (s % 26)), type: 'it_codice_fiscale' };
}
export function pesel(rng, birth, female) {
  const y = birth.getUTCFullYear();
  const m = birth.getUTCMonth() + 1 + (y >= 2000 ? 20 : 0);
  let serial = rng.digits(3);
  let sexDigit = rng.int(0, 4) * 2 + (female ? 0 : 1);
  const body = pad(y % 100, 2) + pad(m, 2) + pad(birth.getUTCDate(), 2) + serial + sexDigit;
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const s = [...body].reduce((a, c, i) => a + Number(c) * w[i], 0);
  return { value: body + String((10 - (s % 10)) % 10), type: 'pl_pesel' };
}
export function bsn(rng) {
  for (;;) {
    const d = rng.digits(8);
    if (d[0] === '0') continue;
    const s = [...d].reduce((a, c, i) => a + Number(c) * (9 - i), 0);
    const last = s % 11;
    if (last > 9) continue;
    return { value: d + last, type: 'nl_bsn' };
  }
}
const V_D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const V_P = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const V_INV = [0,4,3,2,1,5,6,7,8,9];
export function verhoeffValid(num) {
  let c = 0;
  [...num].reverse().forEach((ch, i) => (c = V_D[c][V_P[i % 8][Number(ch)]]));
  return c === 0;
}
export function aadhaar(rng) {
  const body = String(rng.int(2, 9)) + rng.digits(10);
  let c = 0;
  [...body].reverse().forEach((ch, i) => (c = V_D[c][V_P[(i + 1) % 8][Number(ch)]]));
  const v = body + V_INV[c];
  return { value: rng.chance(0.7) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v, type: 'in_aadhaar' };
}
export function indiaPan(rng) {
  const U = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return { value: rng.chars(3, U) + rng.pick(['P', 'P', 'P', 'C', 'H', 'F']) + rng.chars(1, U) + rng.digits(4) + rng.chars(1, U), type: 'in_pan' };
}
export function tfn(rng) {
  const w = [1, 4, 3, 7, 5, 8, 6, 9, 10];
  for (;;) {
    const d = rng.digits(9);
    if (d[0] === '0') continue;
    if ([...d].reduce((a, c, i) => a + Number(c) * w[i], 0) % 11 !== 0) continue;
    return { value: rng.chance(0.6) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : d, type: 'au_tfn' };
  }
}
export function sin(rng) {
  const body = String(rng.pick([1, 2, 3, 4, 5, 6, 7, 9])) + rng.digits(7);
  const v = body + luhnCheck(body);
  return { value: rng.chance(0.6) ? `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}` : v, type: 'ca_sin' };
}
export function personnummer(rng, birth) {
  const yymmdd = pad(birth.getUTCFullYear() % 100, 2) + pad(birth.getUTCMonth() + 1, 2) + pad(birth.getUTCDate(), 2);
  const body = yymmdd + rng.digits(3);
  const v = body + luhnCheck(body);
  const long = rng.chance(0.3);
  return { value: `${long ? String(birth.getUTCFullYear()).slice(0, 2) : ''}${v.slice(0, 6)}-${v.slice(6)}`, type: 'se_personnummer' };
}
export function hetu(rng, birth) {
  const ddmmyy = pad(birth.getUTCDate(), 2) + pad(birth.getUTCMonth() + 1, 2) + pad(birth.getUTCFullYear() % 100, 2);
  const nnn = pad(rng.int(2, 899), 3);
  const check = '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(ddmmyy + nnn) % 31];
  return { value: `${ddmmyy}${birth.getUTCFullYear() >= 2000 ? 'A' : '-'}${nnn}${check}`, type: 'fi_hetu' };
}
const CURP_CHARS = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
export function curp(rng, given, family, family2, birth, female) {
  const up = (s) => s.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '');
  const f = up(family), f2 = up(family2), g = up(given);
  const firstVowel = [...f.slice(1)].find((c) => 'AEIOU'.includes(c)) || 'X';
  const cons = (s) => [...s.slice(1)].find((c) => !'AEIOU'.includes(c)) || 'X';
  const state = rng.pick(['AS', 'BC', 'CH', 'DF', 'JC', 'MC', 'NL', 'PL', 'QT', 'VZ', 'YN', 'GT']);
  const body = f[0] + firstVowel + (f2[0] || 'X') + g[0] + pad(birth.getUTCFullYear() % 100, 2) + pad(birth.getUTCMonth() + 1, 2) + pad(birth.getUTCDate(), 2) + (female ? 'M' : 'H') + state + cons(f) + cons(f2) + cons(g) + (birth.getUTCFullYear() >= 2000 ? 'A' : String(rng.int(0, 9)));
  const s = [...body].reduce((a, c, i) => a + CURP_CHARS.indexOf(c) * (18 - i), 0);
  return { value: body + String((10 - (s % 10)) % 10), type: 'mx_curp' };
}
export function rut(rng) {
  const n = rng.int(5000000, 25999999);
  let s = 0, m = 2;
  for (const c of String(n).split('').reverse()) {
    s += Number(c) * m;
    m = m === 7 ? 2 : m + 1;
  }
  const r = 11 - (s % 11);
  const dv = r === 11 ? '0' : r === 10 ? 'K' : String(r);
  const dotted = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return { value: rng.chance(0.7) ? `${dotted}-${dv}` : `${n}-${dv}`, type: 'cl_rut' };
}
export function nric(rng) {
  const prefix = rng.pick(['S', 'T', 'F', 'G']);
  const d = rng.digits(7);
  const w = [2, 7, 6, 5, 4, 3, 2];
  let s = [...d].reduce((a, c, i) => a + Number(c) * w[i], 0);
  if (prefix === 'T' || prefix === 'G') s += 4;
  const table = prefix === 'S' || prefix === 'T' ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK';
  return { value: prefix + d + table[s % 11], type: 'sg_nric' };
}
export function thaiId(rng) {
  const body = String(rng.int(1, 8)) + rng.digits(11);
  const s = [...body].reduce((a, c, i) => a + Number(c) * (13 - i), 0);
  const v = body + String((11 - (s % 11)) % 10);
  return { value: rng.chance(0.6) ? `${v[0]}-${v.slice(1, 5)}-${v.slice(5, 10)}-${v.slice(10, 12)}-${v[12]}` : v, type: 'th_national_id' };
}
export function mbi(rng) {
  const A = 'ACDEFGHJKMNPQRTUVWXY';
  const AN = A + '0123456789';
  const v = String(rng.int(1, 9)) + rng.chars(1, A) + rng.chars(1, AN) + rng.digits(1) + rng.chars(1, A) + rng.chars(1, AN) + rng.digits(1) + rng.chars(2, A) + rng.digits(2);
  return { value: rng.chance(0.4) ? `${v.slice(0, 4)}-${v.slice(4, 7)}-${v.slice(7)}` : v, type: 'us_mbi' };
}
export function koreaRrn(rng, birth, female) {
  const yymmdd = pad(birth.getUTCFullYear() % 100, 2) + pad(birth.getUTCMonth() + 1, 2) + pad(birth.getUTCDate(), 2);
  const g = birth.getUTCFullYear() >= 2000 ? (female ? 4 : 3) : female ? 2 : 1;
  const body = yymmdd + g + rng.digits(5);
  const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const s = [...body].reduce((a, c, i) => a + Number(c) * w[i], 0);
  const v = body + String((11 - (s % 11)) % 10);
  return { value: `${v.slice(0, 6)}-${v.slice(6)}`, type: 'kr_rrn' };
}
export function chinaResidentId(rng, birth) {
  const region = rng.pick(['110101', '310104', '440305', '330106', '510107', '420102']);
  const body = region + birth.getUTCFullYear() + pad(birth.getUTCMonth() + 1, 2) + pad(birth.getUTCDate(), 2) + rng.digits(3);
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const s = [...body].reduce((a, c, i) => a + Number(c) * w[i], 0);
  return { value: body + '10X98765432'[s % 11], type: 'cn_resident_id' };
}
export function turkishId(rng) {
  const d = [rng.int(1, 9), ...rng.digits(8).split('').map(Number)];
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10;
  return { value: d.join('') + d10 + d11, type: 'tr_tckn' };
}
export function japanMyNumber(rng) {
  const body = rng.digits(11);
  const s = [...body].reverse().reduce((a, c, i) => a + Number(c) * (i < 6 ? i + 2 : i - 4), 0);
  const r = s % 11;
  const v = body + String(r <= 1 ? 0 : 11 - r);
  return { value: rng.chance(0.5) ? `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}` : v, type: 'jp_my_number' };
}
export function saudiId(rng) {
  const body = String(rng.pick([1, 2])) + rng.digits(8);
  const v = body + luhnCheck(body);
  return { value: v, type: 'sa_national_id' };
}

// ---------------------------------------------------------------- passports
export function passport(rng, country) {
  const U = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  switch (country) {
    case 'US': return { value: rng.chance(0.5) ? rng.digits(9) : rng.pick(['A', 'B', 'C', 'E']) + rng.digits(8), type: 'us_passport' };
    case 'GB': return { value: rng.int(1, 9) + rng.digits(8), type: 'gb_passport' };
    case 'DE': return { value: rng.pick([...'CFGHJK']) + rng.chars(8, 'CFGHJKLMNPRTVWXYZ0123456789'), type: 'de_passport' };
    case 'FR': return { value: rng.digits(2) + rng.chars(2, U) + rng.digits(5), type: 'fr_passport' };
    case 'ES': return { value: rng.chars(3, U) + rng.digits(6), type: 'es_passport' };
    case 'IT': return { value: rng.chars(2, U) + rng.digits(7), type: 'it_passport' };
    case 'IN': return { value: rng.chars(1, 'ABCDEFGHJKLMNPRSTUVWZ') + rng.int(1, 9) + rng.digits(6), type: 'in_passport' };
    case 'JP': return { value: rng.pick(['TK', 'TR', 'MZ', 'TZ']) + rng.digits(7), type: 'jp_passport' };
    case 'CN': return { value: 'E' + rng.digits(8), type: 'cn_passport' };
    case 'BR': return { value: rng.chars(2, U) + rng.digits(6), type: 'br_passport' };
    case 'NL': return { value: rng.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ') + rng.chars(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') + rng.digits(1), type: 'nl_passport' };
    case 'PL': return { value: rng.chars(2, U) + rng.digits(7), type: 'pl_passport' };
    case 'KR': return { value: 'M' + rng.digits(8), type: 'kr_passport' };
    case 'TR': return { value: 'U' + rng.digits(8), type: 'tr_passport' };
    default: return { value: rng.chars(2, U) + rng.digits(7), type: 'passport' };
  }
}

/** ICAO 9303 check digit (7-3-1 weights), for MRZ lines. */
export function mrzCheck(s) {
  const val = (c) => (c === '<' ? 0 : /[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 55);
  const w = [7, 3, 1];
  return String([...s].reduce((a, c, i) => a + val(c) * w[i % 3], 0) % 10);
}

export const checks = { luhnValid, verhoeffValid, sumDigits };

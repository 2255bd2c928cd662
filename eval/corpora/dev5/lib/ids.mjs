// Identifiers with the check digits their schemes define: national ids, cards, bank accounts,
// passports and MRZ lines. Values are random; only their shape and checksums are real.

const D = (s) => [...s].map(Number);

export function luhnDigit(body) {
  let sum = 0;
  const ds = D(body).reverse();
  ds.forEach((d, i) => { let x = i % 2 === 0 ? d * 2 : d; if (x > 9) x -= 9; sum += x; });
  return String((10 - (sum % 10)) % 10);
}
const pad = (n, w) => String(n).padStart(w, '0');

// ---- national ids -------------------------------------------------------------------------

export function usSsn(r) {
  let area; do { area = r.int(1, 899); } while (area === 666);
  return `${pad(area, 3)}-${pad(r.int(1, 99), 2)}-${pad(r.int(1, 9999), 4)}`;
}
export function ukNino(r) {
  const first = 'ABCEGHJKLMNOPRSTWXYZ', second = 'ABCEGHJKLMNPRSTWXYZ';
  let p; do { p = r.pick([...first]) + r.pick([...second]); } while (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(p));
  return `${p}${r.digits(6)}${r.pick(['A', 'B', 'C', 'D'])}`;
}
export function deSteuerId(r) {
  for (;;) {
    const ds = [r.int(1, 9)]; while (ds.length < 10) ds.push(r.int(0, 9));
    const counts = new Map(); ds.forEach((d) => counts.set(d, (counts.get(d) ?? 0) + 1));
    const multi = [...counts.values()].filter((c) => c > 1);
    if (multi.length !== 1 || multi[0] > 3) continue;
    let product = 10;
    for (const d of ds) { let sum = (d + product) % 10; if (sum === 0) sum = 10; product = (sum * 2) % 11; }
    let check = 11 - product; if (check === 10) check = 0;
    return ds.join('') + check;
  }
}
export function frNir(r, sex = r.int(1, 2), yy = r.int(50, 99), mm = r.int(1, 12)) {
  const dept = pad(r.int(1, 95), 2);
  const body = `${sex}${pad(yy, 2)}${pad(mm, 2)}${dept === '20' ? '21' : dept}${pad(r.int(1, 990), 3)}${pad(r.int(1, 999), 3)}`;
  const key = 97 - Number(BigInt(body) % 97n);
  return { body, key: pad(key, 2) };
}
export function esDni(r) { const n = r.int(1000000, 99999999); return pad(n, 8) + 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]; }
export function esNie(r) { const p = r.int(0, 2); const n = r.int(0, 9999999); return 'XYZ'[p] + pad(n, 7) + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(`${p}${pad(n, 7)}`) % 23]; }
export function brCpf(r) {
  let ds; do { ds = D(r.digits(9)); } while (new Set(ds).size === 1);
  for (const len of [9, 10]) { let s = 0; for (let i = 0; i < len; i++) s += ds[i] * (len + 1 - i); const c = (s * 10) % 11; ds.push(c === 10 ? 0 : c); }
  const t = ds.join('');
  return `${t.slice(0, 3)}.${t.slice(3, 6)}.${t.slice(6, 9)}-${t.slice(9)}`;
}
export function itCodiceFiscale(r, family, given, birth, female) {
  const letters = (s) => s.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '');
  const cons = (s) => letters(s).replace(/[AEIOU]/g, ''), vow = (s) => letters(s).replace(/[^AEIOU]/g, '');
  const code3 = (s, isGiven) => { let c = cons(s); if (isGiven && c.length >= 4) c = c[0] + c[2] + c[3]; return (c + vow(s) + 'XXX').slice(0, 3); };
  const months = 'ABCDEHLMPRST';
  const day = birth.d + (female ? 40 : 0);
  const town = r.pick('ABCDEFGHILM'.split('')) + pad(r.int(1, 999), 3);
  const body = code3(family, false) + code3(given, true) + pad(birth.y % 100, 2) + months[birth.m - 1] + pad(day, 2) + town;
  const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
  let s = 0;
  [...body].forEach((ch, i) => {
    const v = /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
    s += i % 2 === 0 ? odd[v] : v;
  });
  return body + String.fromCharCode(65 + (s % 26));
}
export function plPesel(r, b) {
  const mm = b.m + (b.y >= 2000 ? 20 : 0);
  const body = pad(b.y % 100, 2) + pad(mm, 2) + pad(b.d, 2) + r.digits(4);
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const s = D(body).reduce((a, d, i) => a + d * w[i], 0);
  return body + ((10 - (s % 10)) % 10);
}
export function nlBsn(r) {
  for (;;) {
    const ds = D(r.digits(8)); if (ds[0] === 0 && ds[1] === 0) continue;
    const s = ds.reduce((a, d, i) => a + d * (9 - i), 0);
    const last = s % 11; if (last > 9) continue;
    return ds.join('') + last;
  }
}
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
export function verhoeffDigit(body) { let c = 0; D(body).reverse().forEach((d, i) => { c = VD[c][VP[(i + 1) % 8][d]]; }); return String(VINV[c]); }
export function inAadhaar(r) { const b = String(r.int(2, 9)) + r.digits(10); const t = b + verhoeffDigit(b); return `${t.slice(0, 4)} ${t.slice(4, 8)} ${t.slice(8)}`; }
export function inPan(r, family) {
  const U = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const fl = (family || 'K').toUpperCase().replace(/[^A-Z]/g, '')[0] || 'K';
  return r.chars(U, 3) + 'P' + fl + r.digits(4) + r.chars(U, 1);
}
export function auTfn(r) {
  const w = [1, 4, 3, 7, 5, 8, 6, 9, 10];
  for (;;) { const ds = D(r.digits(9)); if (ds.reduce((a, d, i) => a + d * w[i], 0) % 11 === 0 && ds[0] !== 0) { const t = ds.join(''); return `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}`; } }
}
export function caSin(r) { const b = String(r.pick([1, 2, 3, 4, 5, 6, 7, 9])) + r.digits(7); const t = b + luhnDigit(b); return `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}`; }
export function sePersonnummer(r, b, long = false) {
  const body = pad(b.y % 100, 2) + pad(b.m, 2) + pad(b.d, 2) + r.digits(3);
  const t = body + luhnDigit(body);
  const sep = new Date().getFullYear() - b.y >= 100 ? '+' : '-';
  return long ? `${b.y}${t.slice(2, 6)}-${t.slice(6)}` : `${t.slice(0, 6)}${sep}${t.slice(6)}`;
}
export function fiHetu(r, b) {
  const n = r.int(2, 899);
  const num = Number(pad(b.d, 2) + pad(b.m, 2) + pad(b.y % 100, 2) + pad(n, 3));
  const sep = b.y >= 2000 ? 'A' : '-';
  return `${pad(b.d, 2)}${pad(b.m, 2)}${pad(b.y % 100, 2)}${sep}${pad(n, 3)}${'0123456789ABCDEFHJKLMNPRSTUVWXY'[num % 31]}`;
}
export function mxCurp(r, family, family2, given, b, female) {
  const up = (s) => s.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '');
  const f1 = up(family), f2 = up(family2), g = up(given);
  const firstVowel = (s) => (s.slice(1).match(/[AEIOU]/) || ['X'])[0];
  const firstInnerCons = (s) => (s.slice(1).match(/[B-DF-HJ-NP-TV-Z]/) || ['X'])[0];
  const states = ['AS', 'BC', 'CH', 'DF', 'GT', 'JC', 'MC', 'NL', 'OC', 'PL', 'QT', 'SL', 'VZ', 'YN'];
  const body = f1[0] + firstVowel(f1) + f2[0] + g[0] + pad(b.y % 100, 2) + pad(b.m, 2) + pad(b.d, 2) + (female ? 'M' : 'H') + r.pick(states)
    + firstInnerCons(f1) + firstInnerCons(f2) + firstInnerCons(g) + (b.y >= 2000 ? r.pick(['A', 'B', 'C']) : String(r.int(0, 9)));
  const alpha = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
  const s = [...body].reduce((a, ch, i) => a + alpha.indexOf(ch) * (18 - i), 0);
  return body + String((10 - (s % 10)) % 10);
}
export function clRut(r) {
  const n = r.int(5000000, 25999999);
  let s = 0, m = 2; for (const d of D(String(n)).reverse()) { s += d * m; m = m === 7 ? 2 : m + 1; }
  const v = 11 - (s % 11); const dv = v === 11 ? '0' : v === 10 ? 'K' : String(v);
  return `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}
export function sgNric(r) {
  const p = r.pick(['S', 'T']); const ds = D(r.digits(7)); const w = [2, 7, 6, 5, 4, 3, 2];
  let s = ds.reduce((a, d, i) => a + d * w[i], 0) + (p === 'T' ? 4 : 0);
  return p + ds.join('') + 'JZIHGFEDCBA'[s % 11];
}
export function thId(r) {
  const ds = [r.int(1, 8), ...D(r.digits(11))];
  const s = ds.reduce((a, d, i) => a + d * (13 - i), 0);
  const t = ds.join('') + ((11 - (s % 11)) % 10);
  return `${t[0]}-${t.slice(1, 5)}-${t.slice(5, 10)}-${t.slice(10, 12)}-${t[12]}`;
}
export function usMbi(r) {
  const A = 'ACDEFGHJKMNPQRTUVWXY', N = '0123456789', AN = A + N;
  const c = (s) => r.chars(s, 1);
  return c('123456789') + c(A) + c(AN) + c(N) + c(A) + c(AN) + c(N) + c(A) + c(A) + c(N) + c(N);
}
export function trKimlik(r) {
  const ds = [r.int(1, 9), ...D(r.digits(8))];
  const d10 = (((ds[0] + ds[2] + ds[4] + ds[6] + ds[8]) * 7 - (ds[1] + ds[3] + ds[5] + ds[7])) % 10 + 10) % 10;
  ds.push(d10); ds.push(ds.reduce((a, d) => a + d, 0) % 10);
  return ds.join('');
}
export function krRrn(r, b, female) {
  const s = b.y >= 2000 ? (female ? 4 : 3) : female ? 2 : 1;
  const body = pad(b.y % 100, 2) + pad(b.m, 2) + pad(b.d, 2) + s + r.digits(5);
  const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = D(body).reduce((a, d, i) => a + d * w[i], 0);
  const t = body + ((11 - (sum % 11)) % 10);
  return `${t.slice(0, 6)}-${t.slice(6)}`;
}
export function cnResidentId(r, b) {
  const body = r.pick(['110105', '310115', '440305', '510107', '330106', '420111', '320102']) + b.y + pad(b.m, 2) + pad(b.d, 2) + r.digits(3);
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const s = D(body).reduce((a, d, i) => a + d * w[i], 0);
  return body + '10X98765432'[s % 11];
}
export function jpMyNumber(r) {
  const body = r.digits(11);
  const ds = D(body).reverse();
  const s = ds.reduce((a, p, i) => { const n = i + 1; return a + p * (n <= 6 ? n + 1 : n - 5); }, 0);
  const rem = s % 11;
  const t = body + (rem <= 1 ? 0 : 11 - rem);
  return `${t.slice(0, 4)} ${t.slice(4, 8)} ${t.slice(8)}`;
}
export function aeEmiratesId(r, b) { const body = '784' + b.y + r.digits(7); const t = body + luhnDigit(body); return `${t.slice(0, 3)}-${t.slice(3, 7)}-${t.slice(7, 14)}-${t[14]}`; }
export function saNationalId(r) { const body = '1' + r.digits(8); return body + luhnDigit(body); }

// ---- cards and bank accounts -----------------------------------------------------------------

export function card(r, brand = r.pick(['visa', 'visa', 'mastercard', 'mastercard', 'amex', 'discover', 'jcb', 'mastercard2'])) {
  for (;;) { // redraw until no digit repeats six times (that reads as a test number)
    const num = cardDigits(r, brand);
    if (!/(\d)\1{5}/.test(num)) return { brand: brand.replace(/\d$/, ''), digits: num };
  }
}
function cardDigits(r, brand) {
  let prefix, len;
  switch (brand) {
    case 'visa': prefix = '4' + r.digits(5); len = 16; break;
    case 'mastercard': prefix = String(r.int(51, 55)) + r.digits(4); len = 16; break;
    case 'mastercard2': prefix = String(r.int(2221, 2720)) + r.digits(2); len = 16; break;
    case 'amex': prefix = r.pick(['34', '37']) + r.digits(4); len = 15; break;
    case 'discover': prefix = '6011' + r.digits(2); len = 16; break;
    default: prefix = String(r.int(3528, 3589)) + r.digits(2); len = 16;
  }
  const body = prefix + r.digits(len - 1 - prefix.length);
  return body + luhnDigit(body);
}
export function formatCard(r, digits, style = r.pick(['space', 'space', 'dash', 'plain'])) {
  if (style === 'plain') return digits;
  const sep = style === 'dash' ? '-' : ' ';
  if (digits.length === 15) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].join(sep);
  return digits.match(/.{4}/g).join(sep);
}

function mod97(s) { let rem = 0; for (const ch of s) rem = (rem * 10 + Number(ch)) % 97; return rem; }
const IBAN_BODY = {
  DE: (r) => r.digits(8) + r.digits(10),
  FR: (r) => r.digits(5) + r.digits(5) + r.chars('0123456789ABCDEFGHJK', 11) + r.digits(2),
  ES: (r) => r.digits(20),
  IT: (r) => r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1) + r.digits(10) + r.digits(12),
  NL: (r) => r.pick(['ABNA', 'RABO', 'INGB', 'SNSB', 'TRIO', 'KNAB']) + r.digits(10),
  PL: (r) => r.digits(24),
  SE: (r) => r.digits(20),
  GB: (r) => r.pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + r.digits(14),
  PT: (r) => r.digits(21),
  TR: (r) => r.digits(5) + '0' + r.digits(16),
  SA: (r) => r.digits(2) + r.digits(18),
  AE: (r) => r.digits(19),
  BE: (r) => r.digits(12),
  AT: (r) => r.digits(16),
  CH: (r) => r.digits(17),
  FI: (r) => r.digits(14),
  BR: (r) => r.digits(23) + 'C' + r.chars('0123456789', 1),
};
export function iban(r, country = r.pick(Object.keys(IBAN_BODY))) {
  const bban = IBAN_BODY[country](r);
  const numeric = (bban + country + '00').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = pad(98 - mod97(numeric), 2);
  return { country, electronic: country + check + bban };
}
export const groupIban = (s) => s.match(/.{1,4}/g).join(' ');
/** ABA routing number (a bank's, not a customer's) with its 3-7-1 checksum. */
export function abaRouting(r) {
  const ds = D(r.pick(['0', '1', '2', '3']) + r.digits(7));
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = ds.reduce((a, d, i) => a + d * w[i], 0);
  return ds.join('') + ((10 - (s % 10)) % 10);
}

// ---- passports and MRZ ----------------------------------------------------------------------

const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const PASSPORT = {
  US: (r) => (r.chance(0.5) ? r.digits(9).replace(/^0/, '5') : r.pick(['A', 'C', 'E']) + r.digits(8)),
  GB: (r) => String(r.int(1, 9)) + r.digits(8),
  DE: (r) => r.pick(['C', 'F', 'G', 'H', 'J', 'K']) + r.chars('CFGHJKLMNPRTVWXYZ0123456789', 8),
  FR: (r) => r.digits(2) + r.chars(UP, 2) + r.digits(5),
  ES: (r) => r.chars(UP, 3) + r.digits(6),
  IT: (r) => r.chars(UP, 2) + r.digits(7),
  NL: (r) => r.chars('ABCDEFGHIJKLMNPRSTUVWXYZ', 2) + r.chars('ABCDEFGHIJKLMNPRSTUVWXYZ0123456789', 6) + r.digits(1),
  PL: (r) => r.chars(UP, 2) + r.digits(7),
  SE: (r) => r.digits(8),
  JP: (r) => r.pick(['TK', 'TR', 'TZ', 'MU', 'TH']) + r.digits(7),
  CN: (r) => (r.chance(0.5) ? 'E' + r.digits(8) : 'E' + r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 1) + r.digits(7)),
  KR: (r) => (r.chance(0.5) ? 'M' + r.digits(8) : 'M' + r.digits(3) + r.chars(UP, 1) + r.digits(4)),
  IN: (r) => r.chars('ABCDEFGHJKLMNPRSTUVWXZ', 1) + r.digits(7),
  TR: (r) => 'U' + r.digits(8),
  BR: (r) => r.chars(UP, 2) + r.digits(6),
  CA: (r) => r.chars(UP, 2) + r.digits(6),
  AU: (r) => r.chars('NPRE', 1) + r.chars(UP, r.int(0, 1)) + r.digits(7),
  SA: (r) => r.chars(UP, 1) + r.digits(8),
  AE: (r) => r.digits(9),
  MX: (r) => r.chars(UP, 1) + r.digits(8),
  NG: (r) => 'A' + r.digits(8),
  FI: (r) => r.chars(UP, 2) + r.digits(7),
};
export const ISO3 = { US: 'USA', GB: 'GBR', DE: 'D', FR: 'FRA', ES: 'ESP', IT: 'ITA', NL: 'NLD', PL: 'POL', SE: 'SWE', JP: 'JPN', CN: 'CHN', KR: 'KOR', IN: 'IND', TR: 'TUR', BR: 'BRA', CA: 'CAN', AU: 'AUS', SA: 'SAU', AE: 'ARE', MX: 'MEX', NG: 'NGA', FI: 'FIN' };
export function passport(r, country = r.pick(Object.keys(PASSPORT))) { return PASSPORT[country](r); }

function mrzCheck(s) {
  const w = [7, 3, 1];
  let sum = 0;
  [...s].forEach((ch, i) => {
    const v = ch === '<' ? 0 : /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55;
    sum += v * w[i % 3];
  });
  return String(sum % 10);
}
const mrzName = (s) => s.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'SS').replace(/[^A-Z]+/g, '<');
/**
 * TD3 passport MRZ. Returns the two lines and the offsets of the number and the names inside them,
 * so callers can label the number exactly where it stands.
 */
export function mrzTd3({ country, number, family, given, birth, sex, expiry }) {
  const code = (ISO3[country] || 'UTO').padEnd(3, '<');
  const fam = mrzName(family), giv = mrzName(given);
  const line1 = `P<${code}${fam}<<${giv}`.padEnd(44, '<').slice(0, 44);
  const num = number.padEnd(9, '<').slice(0, 9);
  const dob = pad(birth.y % 100, 2) + pad(birth.m, 2) + pad(birth.d, 2);
  const exp = pad(expiry.y % 100, 2) + pad(expiry.m, 2) + pad(expiry.d, 2);
  const personal = '<'.repeat(14);
  const part = num + mrzCheck(num) + code + dob + mrzCheck(dob) + sex + exp + mrzCheck(exp) + personal + mrzCheck(personal);
  const composite = num + mrzCheck(num) + dob + mrzCheck(dob) + exp + mrzCheck(exp) + personal + mrzCheck(personal);
  const line2 = part + mrzCheck(composite);
  return { line1, line2, numberLen: Math.min(number.length, 9), nameStart: 5, nameEnd: 5 + Math.min(fam.length + 2 + giv.length, 39), dobStart: 13 };
}

// Cards, IBANs and domestic bank account forms.
import { luhnDigit, luhnValid, onlyDigits, ibanCheckDigits, ibanValid, abaDigit, abaValid, clabeDigit, itOddEvenChar, mod97, alnumUpper } from './checksum.mjs';
import { UPPER, DIGITS, UALNUM } from './rng.mjs';

export const CARD_BRANDS = [
  { type: 'visa', w: 5, len: [16], pre: (r) => '4' + r.digits(5) },
  { type: 'mastercard', w: 4, len: [16], pre: (r) => (r.chance(0.7) ? String(r.int(51, 55)) + r.digits(4) : String(r.int(2221, 2720)) + r.digits(2)) },
  { type: 'amex', w: 2, len: [15], pre: (r) => r.pick(['34', '37']) + r.digits(4) },
  { type: 'discover', w: 1, len: [16], pre: (r) => r.pick(['6011' + r.digits(2), '65' + r.digits(4), '644' + r.digits(3)]) },
  { type: 'jcb', w: 1, len: [16], pre: (r) => String(r.int(3528, 3589)) + r.digits(2) },
  { type: 'unionpay', w: 1, len: [16, 19], pre: (r) => '62' + r.pick(['2126', '1234', '2848', '2700', '0000']).slice(0, 4) },
  { type: 'diners', w: 1, len: [14], pre: (r) => r.pick(['36', '38']) + r.digits(4) },
  { type: 'maestro', w: 1, len: [16, 19], pre: (r) => r.pick(['6759', '6761', '5018', '5038']) + r.digits(2) },
  { type: 'mir', w: 0.5, len: [16], pre: (r) => '220' + r.int(0, 4) + r.digits(2) },
];
export function cardNumber(r, brandType) {
  const b = brandType ? CARD_BRANDS.find((x) => x.type === brandType) : r.weighted(CARD_BRANDS.map((x) => [x, x.w]));
  const len = r.pick(b.len);
  let p = b.pre(r); p = p + r.digits(len - 1 - p.length);
  const num = p + luhnDigit(p);
  if (['4242424242424242', '4111111111111111', '5555555555554444'].includes(num)) return cardNumber(r, brandType);
  return { type: b.type, digits: num };
}
export function formatCard(r, digits, type, style) {
  style = style ?? r.weighted([['space', 5], ['dash', 2], ['plain', 3]]);
  if (style === 'plain') return digits;
  const sep = style === 'space' ? ' ' : '-';
  let groups;
  if (digits.length === 15) groups = [4, 6, 5];
  else if (digits.length === 14) groups = [4, 6, 4];
  else if (digits.length === 19) groups = [4, 4, 4, 4, 3];
  else groups = [4, 4, 4, 4];
  const out = []; let i = 0; for (const g of groups) { out.push(digits.slice(i, i + g)); i += g; }
  return out.join(sep);
}
export const cardValid = (s) => { const d = onlyDigits(s); return d.length >= 13 && d.length <= 19 && luhnValid(d); };

// IBAN: country -> BBAN generator (domestic check digits where they exist)
const n = (r, k) => r.digits(k);
const esCheck = (digits, weights) => { let s = 0; for (let i = 0; i < digits.length; i++) s += +digits[i] * weights[i]; const c = 11 - (s % 11); return c === 11 ? 0 : c === 10 ? 1 : c; };
const BBAN = {
  DE: (r) => r.pick(['100', '200', '370', '500', '600', '700', '760', '860']) + n(r, 5) + n(r, 10),
  AT: (r) => r.pick(['12000', '20111', '14000', '32000', '60000']) + n(r, 11),
  CH: (r) => r.pick(['00762', '00230', '09000', '00700', '08390']) + n(r, 12),
  FR: (r) => { const bank = r.pick(['30004', '20041', '30003', '10107', '30002', '17515']); const br = n(r, 5); const acc = n(r, 11); const key = 97 - Number((89n * BigInt(bank) + 15n * BigInt(br) + 3n * BigInt(acc)) % 97n); return bank + br + acc + String(key).padStart(2, '0'); },
  BE: (r) => { const x = r.pick(['001', '068', '310', '363', '733', '850']) + n(r, 7); let c = Number(BigInt(x) % 97n); if (c === 0) c = 97; return x + String(c).padStart(2, '0'); },
  ES: (r) => { const bank = r.pick(['2100', '0049', '0182', '2085', '0081', '1465']); const br = n(r, 4); const acc = n(r, 10); const W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; const c1 = esCheck('00' + bank + br, W); const c2 = esCheck(acc, W); return bank + br + c1 + c2 + acc; },
  IT: (r) => { const abi = r.pick(['03069', '02008', '05034', '03062', '01030']); const cab = n(r, 5); const acc = n(r, 12); return itOddEvenChar(abi + cab + acc) + abi + cab + acc; },
  PT: (r) => { const x = r.pick(['0035', '0033', '0010', '0007', '0018']) + n(r, 4) + n(r, 11); const c = 98 - Number((BigInt(x) * 100n) % 97n); return x + String(c).padStart(2, '0'); },
  NL: (r) => r.pick(['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO', 'ASNB']) + n(r, 10),
  PL: (r) => r.pick(['1090', '1140', '1020', '1240', '1050']) + n(r, 20),
  SE: (r) => r.pick(['500', '800', '600', '300', '900']) + n(r, 17),
  TR: (r) => r.pick(['00010', '00062', '00012', '00046', '00064']) + '0' + n(r, 16),
  SA: (r) => r.pick(['80', '10', '45', '20', '55']) + n(r, 18),
  AE: (r) => r.pick(['033', '026', '035', '030', '044']) + n(r, 16),
  EG: (r) => r.pick(['0003', '0002', '0019', '0037']) + n(r, 4) + n(r, 17),
  GB: (r) => r.pick(['BARC', 'NWBK', 'HBUK', 'LOYD', 'MIDL']) + n(r, 6) + n(r, 8),
  IE: (r) => r.pick(['AIBK', 'BOFI', 'IPBS']) + n(r, 6) + n(r, 8),
  GR: (r) => r.pick(['011', '017', '026', '014']) + n(r, 4) + n(r, 16),
  RO: (r) => r.pick(['BTRL', 'RNCB', 'BRDE', 'INGB']) + r.str(16, UALNUM),
  LU: (r) => r.pick(['001', '002', '003']) + n(r, 13),
};
export const IBAN_COUNTRIES = Object.keys(BBAN);
export function iban(r, country) {
  const bban = BBAN[country](r);
  return country + ibanCheckDigits(country, bban) + bban;
}
export function formatIban(r, raw, grouped) {
  grouped = grouped ?? r.chance(0.65);
  return grouped ? raw.replace(/(.{4})/g, '$1 ').trim() : raw;
}
export { ibanValid };

// Domestic account forms that are not IBAN
export function usRouting(r) { const p = r.pick(['0210', '0260', '1110', '1210', '0110', '0720', '3222', '0910']) + r.digits(4); return p + abaDigit(p); }
export { abaValid };
export function clabe(r) { const p = r.pick(['002', '012', '014', '021', '072', '036']) + r.pick(['180', '320', '010', '580']) + r.digits(11); return p + clabeDigit(p); }
export function clabeValid(s) { const d = onlyDigits(s); return d.length === 18 && clabeDigit(d.slice(0, 17)) === d[17]; }
export function cnBankCard(r) { const p = r.pick(['622202', '621700', '622848', '621226', '622588', '623668']) + r.digits(12); return p + luhnDigit(p); }

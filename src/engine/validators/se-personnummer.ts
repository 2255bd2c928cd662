// `se-personnummer`: Swedish personal identity number (and samordningsnummer, day + 60):
// YYMMDD-NNNC (or YYYYMMDDNNNC); '+' replaces '-' from the 100th birthday. The check digit
// is Luhn over the 10-digit form (Skatteverket, SKV 704).

import { isValidDate, randomBirthDate } from './calendar.js';
import { luhnCheckDigit, luhnValid } from './checksum.js';
import { isDigits, num, pad, paramBool, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

function dateOk(year: number | null, yy: number, mm: number, dd: number): boolean {
  const day = dd > 60 ? dd - 60 : dd;
  if (year !== null) return isValidDate(year, mm, day);
  // Without the century only 29 February is ambiguous: accept it if any century allows it.
  return isValidDate(1900 + yy, mm, day) || isValidDate(2000 + yy, mm, day);
}

export const sePersonnummer: Validator = {
  name: 'se-personnummer',
  description: 'Swedish personnummer/samordningsnummer: valid date, Luhn check digit on the 10-digit form.',
  references: [
    'https://en.wikipedia.org/wiki/Personal_identity_number_(Sweden)',
    'https://sv.wikipedia.org/wiki/Personnummer_i_Sverige',
  ],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value.trim(), SPACES);
    let digits: string;
    let year: number | null = null;
    if (v.length === 11 || v.length === 13) {
      // The separator sits before the last four digits.
      const sep = v[v.length - 5] as string;
      if (sep !== '-' && sep !== '+') return false;
      digits = v.slice(0, -5) + v.slice(-4);
    } else digits = v;
    if (!isDigits(digits)) return false;
    if (digits.length === 12) {
      year = num(digits.slice(0, 4));
      digits = digits.slice(2);
    } else if (digits.length !== 10) return false;
    if (!dateOk(year, num(digits.slice(0, 2)), num(digits.slice(2, 4)), num(digits.slice(4, 6)))) return false;
    return luhnValid(digits);
  },
  generate(rng, params) {
    const { y, m, d } = randomBirthDate(rng);
    const nine = pad(y % 100, 2) + pad(m, 2) + pad(d, 2) + randomDigits(rng, 3);
    const ten = nine + luhnCheckDigit(nine);
    if (paramBool(params, 'long') === true) return String(Math.floor(y / 100)) + ten.slice(0, 6) + '-' + ten.slice(6);
    return ten.slice(0, 6) + '-' + ten.slice(6);
  },
};

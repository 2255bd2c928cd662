// `be-national-number`: Belgian national register number (rijksregisternummer) YYMMDD-SSS-CC:
// CC = 97 − (YYMMDDSSS mod 97), or for people born from 2000 the same over 2YYMMDDSSS.
// BIS numbers add 20 or 40 to the month; month/day 00 mean "unknown".

import { isValidDate, randomBirthDate } from './calendar.js';
import { modDecimal } from './checksum.js';
import { between, isDigits, num, pad, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

function key(nine: string, born2000: boolean): string {
  return pad(97 - modDecimal((born2000 ? '2' : '') + nine, 97), 2);
}

function plausibleDate(yy: number, mm: number, dd: number): boolean {
  const month = mm % 20; // BIS numbers: +20 / +40
  if (mm > 52 || month > 12) return false;
  if (month === 0 || dd === 0) return dd <= 31;
  return isValidDate(1900 + yy, month, dd) || isValidDate(2000 + yy, month, dd);
}

export const beNationalNumber: Validator = {
  name: 'be-national-number',
  description: 'Belgian national register number: birth date, serial, mod-97 check (incl. post-2000 births).',
  references: [
    'https://www.ibz.rrn.fgov.be/fileadmin/user_upload/nl/rr/instructies/IT-lijst/IT000_Rijksregisternummer.pdf',
    'https://nl.wikipedia.org/wiki/Rijksregisternummer',
  ],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES + '.-');
    if (v.length !== 11 || !isDigits(v)) return false;
    if (!plausibleDate(num(v.slice(0, 2)), num(v.slice(2, 4)), num(v.slice(4, 6)))) return false;
    const nine = v.slice(0, 9);
    const cc = v.slice(9);
    return cc === key(nine, false) || cc === key(nine, true);
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng, 1940, 2015);
    const nine = pad(y % 100, 2) + pad(m, 2) + pad(d, 2) + pad(between(rng, 1, 997), 3);
    const v = nine + key(nine, y >= 2000);
    return `${v.slice(0, 2)}.${v.slice(2, 4)}.${v.slice(4, 6)}-${v.slice(6, 9)}.${v.slice(9)}`;
  },
};

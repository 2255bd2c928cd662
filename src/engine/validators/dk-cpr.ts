// `dk-cpr`: Danish CPR number DDMMYY-SSSS. The mod-11 check was dropped for numbers issued
// since 2007 (CPR-kontoret), so only the format and the birth date are checked; the century
// follows from the 7th digit and the year, and dates in the future are rejected.

import { isFuture, isValidDate, randomBirthDate } from './calendar.js';
import { isDigits, num, pad, randomDigits, separatorParam, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

/** Century rule from the CPR office's table (7th digit × two-digit year). */
export function cprYear(yy: number, seventh: number): number {
  if (seventh <= 3) return 1900 + yy;
  if (seventh === 4 || seventh === 9) return yy <= 36 ? 2000 + yy : 1900 + yy;
  return yy <= 57 ? 2000 + yy : 1800 + yy;
}

export const dkCpr: Validator = {
  name: 'dk-cpr',
  description: 'Danish CPR number: DDMMYY-SSSS with a valid, non-future birth date (no mod-11 since 2007).',
  references: [
    'https://cpr.dk/',
    'https://da.wikipedia.org/wiki/CPR-nummer',
  ],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 10 || !isDigits(v)) return false;
    const y = cprYear(num(v.slice(4, 6)), num(v[6] as string));
    const date = { y, m: num(v.slice(2, 4)), d: num(v.slice(0, 2)) };
    return isValidDate(date.y, date.m, date.d) && !isFuture(date);
  },
  generate(rng, params) {
    const { y, m, d } = randomBirthDate(rng, 1940, 2020);
    // 7th digit consistent with the century: 0-3 always 19xx; 4 covers 2000-2036.
    const seventh = y >= 2000 ? '4' : String(rng.int(4));
    const v = pad(d, 2) + pad(m, 2) + pad(y % 100, 2) + seventh + randomDigits(rng, 3);
    return v.slice(0, 6) + separatorParam(params, '-') + v.slice(6);
  },
};

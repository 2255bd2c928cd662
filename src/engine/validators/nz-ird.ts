// `nz-ird`: New Zealand IRD (tax) number: 8 or 9 digits between 10,000,000 and 150,000,000; the
// base padded to eight digits is weighted 3 2 7 6 5 4 3 2, check = 11 − sum mod 11 (0 stays 0);
// a result of 10 is recomputed with 7 4 3 2 5 2 7 6 and 10 again is invalid.

import { weightedSum } from './checksum.js';
import { between, isDigits, num, pad, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const PRIMARY = [3, 2, 7, 6, 5, 4, 3, 2];
const SECONDARY = [7, 4, 3, 2, 5, 2, 7, 6];

export function irdCheck(base8: string): number {
  const calc = (w: readonly number[]): number => {
    const r = weightedSum(base8, w) % 11;
    return r === 0 ? 0 : 11 - r;
  };
  const c = calc(PRIMARY);
  return c === 10 ? calc(SECONDARY) : c;
}

export const nzIrd: Validator = {
  name: 'nz-ird',
  description: 'New Zealand IRD number: 8-9 digits in the issued range, weighted mod-11 check digit.',
  references: ['https://www.ird.govt.nz/', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/nz/ird.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES + '-');
    if ((v.length !== 8 && v.length !== 9) || !isDigits(v)) return false;
    const n = num(v);
    if (n < 10_000_000 || n > 150_000_000) return false;
    const base = v.slice(0, -1).padStart(8, '0');
    const check = irdCheck(base);
    return check !== 10 && check === num(v[v.length - 1]!);
  },
  generate(rng) {
    for (;;) {
      const base = pad(between(rng, 1_000_000, 14_999_999), 8);
      const check = irdCheck(base);
      if (check !== 10) {
        const v = `${base.replace(/^0/, '')}${check}`;
        return `${v.slice(0, v.length - 6)}-${v.slice(-6, -3)}-${v.slice(-3)}`;
      }
    }
  },
};

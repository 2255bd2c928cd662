// `is-kennitala`: Icelandic identity number DDMMYY-RRCK: a valid date (day +40 for companies),
// check digit C = 11 − (Σ first eight digits·(3 2 7 6 5 4 3 2) mod 11) (11 → 0, 10 never issued),
// century digit K 8, 9 or 0.

import { isValidDate, randomBirthDate } from './calendar.js';
import { weightedSum } from './checksum.js';
import { between, isDigits, num, pad, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

export function kennitalaCheck(eight: string): number {
  const r = 11 - (weightedSum(eight, WEIGHTS) % 11);
  return r === 11 ? 0 : r;
}

export const isKennitala: Validator = {
  name: 'is-kennitala',
  description: 'Icelandic kennitala: birth (or founding) date, serial, mod-11 check digit, century digit.',
  references: ['https://en.wikipedia.org/wiki/Icelandic_identification_number', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/is_/kennitala.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 10 || !isDigits(v)) return false;
    const century = v[9] === '9' ? 1900 : v[9] === '0' ? 2000 : v[9] === '8' ? 1800 : 0;
    if (!century) return false;
    let day = num(v.slice(0, 2));
    if (day > 40) day -= 40;
    if (!isValidDate(century + num(v.slice(4, 6)), num(v.slice(2, 4)), day)) return false;
    const check = kennitalaCheck(v);
    return check !== 10 && check === num(v[8]!);
  },
  generate(rng) {
    for (;;) {
      const { y, m, d } = randomBirthDate(rng, 1940, 1999);
      const eight = pad(d, 2) + pad(m, 2) + pad(y % 100, 2) + pad(between(rng, 20, 99), 2);
      const check = kennitalaCheck(eight);
      if (check !== 10) return `${eight.slice(0, 6)}-${eight.slice(6)}${check}9`;
    }
  },
};

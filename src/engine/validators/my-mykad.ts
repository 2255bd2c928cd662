// `my-mykad`: Malaysian identity card number (MyKad NRIC) YYMMDD-PB-###G: a valid birth date
// and a birthplace code PB that the National Registration Department issues (states 01-16,
// 21-59, foreign 60-68, 71-72, 74-79, 82-93, 98-99). No check digit exists.

import { isValidDate, randomBirthDate } from './calendar.js';
import { between, isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

function placeOk(pb: number): boolean {
  return (pb >= 1 && pb <= 16) || (pb >= 21 && pb <= 59) || (pb >= 60 && pb <= 68) || pb === 71 || pb === 72 || (pb >= 74 && pb <= 79) || (pb >= 82 && pb <= 93) || pb === 98 || pb === 99;
}

export const myMykad: Validator = {
  name: 'my-mykad',
  description: 'Malaysian MyKad number: birth date, issued birthplace code, serial.',
  references: ['https://en.wikipedia.org/wiki/Malaysian_identity_card', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/my/nric.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 12 || !isDigits(v)) return false;
    const yy = num(v.slice(0, 2));
    const m = num(v.slice(2, 4));
    const d = num(v.slice(4, 6));
    if (!isValidDate(1900 + yy, m, d) && !isValidDate(2000 + yy, m, d)) return false;
    return placeOk(num(v.slice(6, 8)));
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng);
    return `${pad(y % 100, 2)}${pad(m, 2)}${pad(d, 2)}-${pad(between(rng, 1, 14), 2)}-${randomDigits(rng, 4)}`;
  },
};

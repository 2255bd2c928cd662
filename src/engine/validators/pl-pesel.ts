// `pl-pesel`: Polish PESEL: YYMMDD (century folded into the month: +80 for 1800s, +20 for
// 2000s, +40/+60 for 2100s/2200s), 4 serial digits, and a check digit with weights 1,3,7,9.

import { isValidDate, randomBirthDate } from './calendar.js';
import { weightedSum } from './checksum.js';
import { isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
/** Month offset -> century start. */
const CENTURY: ReadonlyArray<readonly [number, number]> = [[80, 1800], [0, 1900], [20, 2000], [40, 2100], [60, 2200]];

function checkDigit(ten: string): string {
  return String((10 - (weightedSum(ten, WEIGHTS) % 10)) % 10);
}

export const plPesel: Validator = {
  name: 'pl-pesel',
  description: 'Polish PESEL: encoded birth date and weighted mod-10 check digit.',
  references: [
    'https://pl.wikipedia.org/wiki/PESEL',
    'https://en.wikipedia.org/wiki/PESEL',
  ],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES);
    if (v.length !== 11 || !isDigits(v)) return false;
    const yy = num(v.slice(0, 2));
    const mm = num(v.slice(2, 4));
    const dd = num(v.slice(4, 6));
    const century = CENTURY.find(([offset]) => mm > offset && mm <= offset + 12);
    if (century === undefined || !isValidDate(century[1] + yy, mm - century[0], dd)) return false;
    return v[10] === checkDigit(v.slice(0, 10));
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng, 1930, 2015);
    const offset = y >= 2000 ? 20 : 0;
    const ten = pad(y % 100, 2) + pad(m + offset, 2) + pad(d, 2) + randomDigits(rng, 4);
    return ten + checkDigit(ten);
  },
};

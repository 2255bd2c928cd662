// `hu-taj`: Hungarian social security number (TAJ szám): 9 digits, the last Σ of the first eight
// weighted 3, 7, 3, 7, … mod 10; written 123 456 789.

import { weightedSum } from './checksum.js';
import { isDigits, num, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [3, 7, 3, 7, 3, 7, 3, 7];

export const huTaj: Validator = {
  name: 'hu-taj',
  description: 'Hungarian TAJ number: 9 digits, weighted mod-10 check digit.',
  references: ['https://hu.wikipedia.org/wiki/Társadalombiztosítási_Azonosító_Jel'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 9 || !isDigits(v)) return false;
    return weightedSum(v, WEIGHTS) % 10 === num(v[8]!);
  },
  generate(rng) {
    const eight = String(1 + rng.int(9)) + randomDigits(rng, 7);
    const v = eight + String(weightedSum(eight, WEIGHTS) % 10);
    return `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`;
  },
};

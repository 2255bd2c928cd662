// `ee-isikukood`: Estonian and Lithuanian personal code G YYMMDD NNN C: G 1-6 gives sex and
// century, a valid birth date; C = Σ digits·(1..9,1) mod 11, if 10 then Σ digits·(3..9,1,2,3)
// mod 11, if 10 again then 0.

import { isValidDate, randomBirthDate } from './calendar.js';
import { weightedSum } from './checksum.js';
import { isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const W1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1];
const W2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3];

export function isikukoodCheck(ten: string): string {
  let r = weightedSum(ten, W1) % 11;
  if (r === 10) r = weightedSum(ten, W2) % 11;
  return String(r === 10 ? 0 : r);
}

export const eeIsikukood: Validator = {
  name: 'ee-isikukood',
  description: 'Estonian isikukood / Lithuanian asmens kodas: sex-century digit, birth date, serial, two-stage mod-11 check.',
  references: ['https://en.wikipedia.org/wiki/National_identification_number#Estonia', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/ee/ik.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES);
    if (v.length !== 11 || !isDigits(v)) return false;
    const g = num(v[0]!);
    if (g < 1 || g > 6) return false;
    const year = 1800 + 100 * Math.floor((g - 1) / 2) + num(v.slice(1, 3));
    if (!isValidDate(year, num(v.slice(3, 5)), num(v.slice(5, 7)))) return false;
    return v[10] === isikukoodCheck(v);
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng);
    const g = (y >= 2000 ? 5 : 3) + rng.int(2);
    const ten = String(g) + pad(y % 100, 2) + pad(m, 2) + pad(d, 2) + randomDigits(rng, 3);
    return ten + isikukoodCheck(ten);
  },
};

// `bg-egn`: Bulgarian unified civil number (ЕГН) YYMMDD NNN C: month +20 for the 1800s and +40
// for the 2000s, a valid birth date, check C = Σ digits·(2 4 8 5 10 9 7 3 6) mod 11 (10 → 0).

import { isValidDate, randomBirthDate } from './calendar.js';
import { weightedSum } from './checksum.js';
import { isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3, 6];

export function egnCheck(nine: string): string {
  const r = weightedSum(nine, WEIGHTS) % 11;
  return String(r === 10 ? 0 : r);
}

export const bgEgn: Validator = {
  name: 'bg-egn',
  description: 'Bulgarian EGN: birth date with century-coded month, serial, mod-11 check digit.',
  references: ['https://en.wikipedia.org/wiki/Unified_Civil_Number', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/bg/egn.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES);
    if (v.length !== 10 || !isDigits(v)) return false;
    let year = 1900 + num(v.slice(0, 2));
    let month = num(v.slice(2, 4));
    if (month > 40) {
      year += 100;
      month -= 40;
    } else if (month > 20) {
      year -= 100;
      month -= 20;
    }
    if (!isValidDate(year, month, num(v.slice(4, 6)))) return false;
    return v[9] === egnCheck(v);
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng);
    const nine = pad(y % 100, 2) + pad(y >= 2000 ? m + 40 : m, 2) + pad(d, 2) + randomDigits(rng, 3);
    return nine + egnCheck(nine);
  },
};

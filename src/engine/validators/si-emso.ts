// `si-emso`: Slovenian (and former Yugoslav) unique master citizen number (EMŠO / JMBG)
// DDMMYYY RR SSS C: a valid birth date (YYY = year mod 1000), region, serial, check
// C = 11 − Σ digits·(7 6 5 4 3 2 7 6 5 4 3 2) mod 11 (11 → 0; 10 is never issued).

import { isValidDate, randomBirthDate } from './calendar.js';
import { weightedSum } from './checksum.js';
import { isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

export function emsoCheck(twelve: string): number {
  const r = 11 - (weightedSum(twelve, WEIGHTS) % 11);
  return r === 11 ? 0 : r;
}

export const siEmso: Validator = {
  name: 'si-emso',
  description: 'Slovenian EMŠO / Yugoslav JMBG: birth date, region, serial, mod-11 check digit.',
  references: ['https://en.wikipedia.org/wiki/Unique_Master_Citizen_Number', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/si/emso.py'],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES);
    if (v.length !== 13 || !isDigits(v)) return false;
    const yyy = num(v.slice(4, 7));
    const year = yyy < 800 ? 2000 + yyy : 1000 + yyy;
    if (!isValidDate(year, num(v.slice(2, 4)), num(v.slice(0, 2)))) return false;
    const check = emsoCheck(v);
    return check !== 10 && check === num(v[12]!);
  },
  generate(rng) {
    for (;;) {
      const { y, m, d } = randomBirthDate(rng);
      const twelve = pad(d, 2) + pad(m, 2) + pad(y % 1000, 3) + '50' + randomDigits(rng, 3);
      const check = emsoCheck(twelve);
      if (check !== 10) return twelve + String(check);
    }
  },
};

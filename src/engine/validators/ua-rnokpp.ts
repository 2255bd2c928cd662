// `ua-rnokpp`: Ukrainian taxpayer registration number (РНОКПП, formerly ІПН/ИНН), ten digits.
// The first five count the days from 31 December 1899 to the birth date, so a real number
// starts with a day count of a living person's birth (1900 up to today); the tenth digit is
// Σ digits·(-1 5 7 9 4 6 10 5 7) mod 11 mod 10.

import { weightedSum } from './checksum.js';
import { isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [-1, 5, 7, 9, 4, 6, 10, 5, 7];
const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(1899, 11, 31);

/** The day count of today's date: no birth date, and so no number, lies after it. */
const maxDayCount = (): number => Math.floor((Date.now() - EPOCH) / DAY_MS);

export function rnokppCheck(nine: string): string {
  return String((((weightedSum(nine, WEIGHTS) % 11) + 11) % 11) % 10);
}

export const uaRnokpp: Validator = {
  name: 'ua-rnokpp',
  description: 'Ukrainian РНОКПП (ІПН): birth date as a day count since 1899-12-31, serial, weighted mod-11 check digit.',
  references: ['https://uk.wikipedia.org/wiki/Реєстраційний_номер_облікової_картки_платника_податків', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/ua/rntrc.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES);
    if (v.length !== 10 || !isDigits(v)) return false;
    const days = num(v.slice(0, 5));
    if (days < 1 || days > maxDayCount()) return false;
    return v[9] === rnokppCheck(v.slice(0, 9));
  },
  generate(rng) {
    const nine = pad(14_600 + rng.int(24_000), 5) + randomDigits(rng, 4);
    return nine + rnokppCheck(nine);
  },
};

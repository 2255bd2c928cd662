// `ru-inn`: Russian taxpayer number (ИНН): 10 digits for organisations (one check digit,
// weights 2 4 10 3 5 9 4 6 8) or 12 for individuals (two check digits, weights 7 2 4 10 3 5 9 4
// 6 8 and 3 7 2 4 10 3 5 9 4 6 8); each check is the weighted sum mod 11 mod 10.

import { weightedSum } from './checksum.js';
import { isDigits, num, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const check = (digits: string, weights: readonly number[]): number => (weightedSum(digits, weights) % 11) % 10;

export const ruInn: Validator = {
  name: 'ru-inn',
  description: 'Russian INN: 10 (organisation) or 12 (individual) digits with weighted mod-11 check digits.',
  references: ['https://ru.wikipedia.org/wiki/Идентификационный_номер_налогоплательщика', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/ru/inn.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES);
    if (!isDigits(v) || num(v.slice(0, 2)) === 0) return false;
    if (v.length === 10) return check(v, W10) === num(v[9]!);
    if (v.length === 12) return check(v, W11) === num(v[10]!) && check(v, W12) === num(v[11]!);
    return false;
  },
  generate(rng) {
    let v = String(1 + rng.int(9)) + randomDigits(rng, 9);
    v += String(check(v, W11));
    return v + String(check(v, W12));
  },
};

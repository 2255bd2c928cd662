// `gr-amka`: Greek social security number (ΑΜΚΑ): the birth date DDMMYY, four digits, and a
// Luhn check digit over all eleven.

import { isValidDate, randomBirthDate } from './calendar.js';
import { luhnCheckDigit, luhnValid } from './checksum.js';
import { isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export const grAmka: Validator = {
  name: 'gr-amka',
  description: 'Greek AMKA: birth date DDMMYY, serial, Luhn check digit.',
  references: ['https://www.amka.gr/', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/gr/amka.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES);
    if (v.length !== 11 || !isDigits(v)) return false;
    const yy = num(v.slice(4, 6));
    const dateOk = isValidDate(1900 + yy, num(v.slice(2, 4)), num(v.slice(0, 2))) || isValidDate(2000 + yy, num(v.slice(2, 4)), num(v.slice(0, 2)));
    return dateOk && luhnValid(v);
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng);
    const ten = pad(d, 2) + pad(m, 2) + pad(y % 100, 2) + randomDigits(rng, 4);
    return ten + luhnCheckDigit(ten);
  },
};

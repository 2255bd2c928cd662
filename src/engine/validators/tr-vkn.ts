// `tr-vkn`: Turkish tax number (Vergi Kimlik Numarası), 10 digits; the last checks the first nine
// (each digit plus its position from the right, mod 10, times 2^position, mod 9).

import { digitAt, isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export function vknCheck(nine: string): string {
  let sum = 0;
  for (let i = 1; i <= 9; i++) {
    const c1 = (digitAt(nine, 9 - i) + i) % 10;
    if (c1 !== 0) sum += (c1 * 2 ** i) % 9 || 9;
  }
  return String((10 - (sum % 10)) % 10);
}

export const trVkn: Validator = {
  name: 'tr-vkn',
  description: 'Turkish tax number (VKN): 10 digits whose last is a check over the first nine.',
  references: ['https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/tr/vkn.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, `${SPACES}-`);
    if (v.length !== 10 || !isDigits(v) || /^(.)\1+$/.test(v)) return false;
    return v[9] === vknCheck(v.slice(0, 9));
  },
  generate(rng) {
    const nine = randomDigits(rng, 9);
    return nine + vknCheck(nine);
  },
};

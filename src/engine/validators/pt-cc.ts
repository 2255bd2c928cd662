// `pt-cc`: number of the Portuguese citizen card (Cartão de Cidadão), printed "12345678 9 ZZ1":
// the 8-digit civil identification number, its check digit, two version letters and a final
// check digit over all of it. Letters count A=10 … Z=35; from the right, every second value is
// doubled (less 9 when above 9) and the total must be a multiple of 10.

import { randomDigits, SPACES, strip, UPPER } from './text.js';
import type { Validator } from './validator.js';

const ALPHABET = '0123456789' + UPPER;
const SHAPE = /^[0-9]{9}[A-Z0-9]{2}[0-9]$/;

function total(value: string): number {
  let sum = 0;
  for (let i = value.length - 1, doubled = false; i >= 0; i--, doubled = !doubled) {
    let v = ALPHABET.indexOf(value[i]!);
    if (doubled) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
  }
  return sum;
}

export const ptCc: Validator = {
  name: 'pt-cc',
  description: 'Portuguese citizen card number (Cartão de Cidadão): 9 digits, 2 version characters and a Luhn-style check digit over letters and digits.',
  references: ['https://arthurdejong.org/python-stdnum/doc/latest/stdnum.pt.cc', 'https://pt.wikipedia.org/wiki/Cart%C3%A3o_de_cidad%C3%A3o'],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES).toUpperCase();
    return SHAPE.test(v) && total(v) % 10 === 0;
  },
  generate(rng) {
    const body = randomDigits(rng, 9) + 'Z' + UPPER[rng.int(UPPER.length)];
    const check = (10 - (total(body + '0') % 10)) % 10;
    return `${body.slice(0, 8)} ${body[8]} ${body.slice(9)}${check}`;
  },
};

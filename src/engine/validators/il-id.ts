// `il-id`: Israeli identity number (Teudat Zehut): up to 9 digits (left-padded with zeros)
// whose last digit is a Luhn-style check digit (weights 1,2,1,2,… with digit sums).

import { luhnCheckDigit, luhnValid } from './checksum.js';
import { allSame, isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export const ilId: Validator = {
  name: 'il-id',
  description: 'Israeli ID number (Teudat Zehut): 9 digits with a Luhn-style check digit.',
  references: [
    'https://en.wikipedia.org/wiki/Israeli_identity_card',
    'https://en.wikipedia.org/wiki/National_identification_number#Israel',
  ],
  validate(value) {
    if (value.length > 20) return false;
    const raw = strip(value, SPACES + '-');
    if (raw.length < 5 || raw.length > 9 || !isDigits(raw)) return false;
    const v = raw.padStart(9, '0');
    return !allSame(v) && luhnValid(v);
  },
  generate(rng) {
    let eight: string;
    do eight = String(rng.int(4)) + randomDigits(rng, 7);
    while (allSame(eight));
    return eight + luhnCheckDigit(eight);
  },
};

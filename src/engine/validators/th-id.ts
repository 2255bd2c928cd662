// `th-id`: Thai national identification number: 13 digits, the first 1-8, check digit
// C = (11 − Σ digit·(13..2) mod 11) mod 10; written 1-2345-67890-12-3.

import { digitAt, isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export function thIdCheck(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += digitAt(twelve, i) * (13 - i);
  return String((11 - (sum % 11)) % 10);
}

export const thId: Validator = {
  name: 'th-id',
  description: 'Thai national ID: 13 digits, mod-11 check digit.',
  references: ['https://en.wikipedia.org/wiki/Thai_identity_card', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/th/pin.py'],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 13 || !isDigits(v) || v[0] === '0' || v[0] === '9') return false;
    return v[12] === thIdCheck(v);
  },
  generate(rng) {
    const twelve = String(1 + rng.int(8)) + randomDigits(rng, 11);
    const v = twelve + thIdCheck(twelve);
    return `${v[0]}-${v.slice(1, 5)}-${v.slice(5, 10)}-${v.slice(10, 12)}-${v[12]}`;
  },
};

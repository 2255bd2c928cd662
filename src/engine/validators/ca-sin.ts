// `ca-sin`: Canadian Social Insurance Number: 9 digits, Luhn check digit; the first digit is
// never 0 (not issued; used for fictitious examples) or 8 (not assigned).

import { luhnCheckDigit, luhnValid } from './checksum.js';
import { isDigits, randomDigits, separatorParam, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export const caSin: Validator = {
  name: 'ca-sin',
  description: 'Canadian SIN: 9 digits, Luhn check digit, first digit not 0 or 8.',
  references: [
    'https://www.canada.ca/en/employment-social-development/services/sin.html',
    'https://en.wikipedia.org/wiki/Social_insurance_number',
  ],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 9 || !isDigits(v) || v[0] === '0' || v[0] === '8') return false;
    return luhnValid(v);
  },
  generate(rng, params) {
    const payload = rng.pick(['1', '2', '3', '4', '5', '6', '7', '9']) + randomDigits(rng, 7);
    const v = payload + luhnCheckDigit(payload);
    const sep = separatorParam(params, ' ');
    return v.slice(0, 3) + sep + v.slice(3, 6) + sep + v.slice(6);
  },
};

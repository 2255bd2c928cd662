// `hr-oib`: Croatian personal identification number (OIB): 11 digits, the last an ISO 7064
// MOD 11,10 check digit over the first ten.

import { iso7064Mod11_10 } from './checksum.js';
import { isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export const hrOib: Validator = {
  name: 'hr-oib',
  description: 'Croatian OIB: 11 digits, ISO 7064 MOD 11,10 check digit.',
  references: ['https://en.wikipedia.org/wiki/Personal_identification_number_(Croatia)', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/hr/oib.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES).replace(/^HR/i, '');
    if (v.length !== 11 || !isDigits(v)) return false;
    return Number(v[10]) === iso7064Mod11_10(v.slice(0, 10));
  },
  generate(rng) {
    const ten = String(1 + rng.int(9)) + randomDigits(rng, 9);
    return ten + String(iso7064Mod11_10(ten));
  },
};

// `de-vat`: German VAT identification number (USt-IdNr.) DE + nine digits, the last an ISO 7064
// MOD 11,10 check digit over the first eight; the first digit is not 0.

import { iso7064Mod11_10 } from './checksum.js';
import { isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export const deVat: Validator = {
  name: 'de-vat',
  description: 'German USt-IdNr.: DE and nine digits, ISO 7064 MOD 11,10 check digit.',
  references: ['https://de.wikipedia.org/wiki/Umsatzsteuer-Identifikationsnummer', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/de/vat.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES + '-.').toUpperCase().replace(/^DE/, '');
    if (v.length !== 9 || !isDigits(v) || v[0] === '0') return false;
    return Number(v[8]) === iso7064Mod11_10(v.slice(0, 8));
  },
  generate(rng) {
    const eight = String(1 + rng.int(9)) + randomDigits(rng, 7);
    return `DE${eight}${iso7064Mod11_10(eight)}`;
  },
};

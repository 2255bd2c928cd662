// `se-orgnr`: Swedish organisation number (organisationsnummer), NNNNNN-NNNN: ten digits with a
// Luhn check digit; the first digit names the kind of organisation (1-9 but 4) and the third is
// at least 2, which keeps it apart from a personal number (whose third and fourth are a month).

import { luhnCheckDigit, luhnValid } from './checksum.js';
import { isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export const seOrgnr: Validator = {
  name: 'se-orgnr',
  description: 'Swedish organisation number: 10 digits (NNNNNN-NNNN), third digit 2 or more, Luhn check digit.',
  references: [
    'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/se/orgnr.py',
    'https://sv.wikipedia.org/wiki/Organisationsnummer',
  ],
  validate(value) {
    if (value.length > 16) return false;
    let v = strip(value, `${SPACES}-`);
    if (v.length === 12 && v.startsWith('16')) v = v.slice(2);
    if (v.length !== 10 || !isDigits(v) || v[0] === '0' || v[0] === '4' || v[2]! < '2') return false;
    return luhnValid(v);
  },
  generate(rng) {
    const nine = String(rng.pick([2, 5, 7, 8, 9])) + randomDigits(rng, 1) + String(2 + rng.int(8)) + randomDigits(rng, 6);
    const v = nine + luhnCheckDigit(nine);
    return `${v.slice(0, 6)}-${v.slice(6)}`;
  },
};

// `za-id`: South African identity number YYMMDD SSSS C A Z: birth date, gender sequence,
// citizenship (0 citizen, 1 permanent resident, 2 refugee), and a Luhn check digit.

import { isValidDate, randomBirthDate } from './calendar.js';
import { luhnCheckDigit, luhnValid } from './checksum.js';
import { between, isDigits, num, pad, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export const zaId: Validator = {
  name: 'za-id',
  description: 'South African ID number: birth date, citizenship digit, Luhn check digit.',
  references: [
    'https://en.wikipedia.org/wiki/South_African_identity_card',
    'https://www.dha.gov.za/',
  ],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 13 || !isDigits(v) || !'012'.includes(v[10] as string)) return false;
    const yy = num(v.slice(0, 2));
    const mm = num(v.slice(2, 4));
    const dd = num(v.slice(4, 6));
    if (!isValidDate(1900 + yy, mm, dd) && !isValidDate(2000 + yy, mm, dd)) return false;
    return luhnValid(v);
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng);
    const twelve = pad(y % 100, 2) + pad(m, 2) + pad(d, 2) + pad(between(rng, 0, 9999), 4) +
      rng.pick(['0', '0', '0', '1']) + '8';
    return twelve + luhnCheckDigit(twelve);
  },
};

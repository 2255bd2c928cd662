// `ae-eid`: United Arab Emirates identity number (Emirates ID), 784-YYYY-NNNNNNN-C: the ISO 3166
// numeric code of the UAE, the holder's year of birth, a 7-digit serial and a Luhn check digit
// over all 15 digits.

import { todayUtc } from './calendar.js';
import { luhnCheckDigit, luhnValid } from './checksum.js';
import { allSame, isDigits, num, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export const aeEid: Validator = {
  name: 'ae-eid',
  description: 'UAE Emirates ID number: 784, a birth year not in the future, a serial and a Luhn check digit.',
  references: [
    'https://u.ae/en/information-and-services/visa-and-emirates-id/emirates-id',
    'https://en.wikipedia.org/wiki/Emirates_ID',
  ],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 15 || !isDigits(v) || !v.startsWith('784')) return false;
    const year = num(v.slice(3, 7));
    if (year < 1900 || year > todayUtc().y || allSame(v.slice(7, 14))) return false;
    return luhnValid(v);
  },
  generate(rng) {
    const fourteen = '784' + String(1950 + rng.int(56)) + randomDigits(rng, 7);
    const v = fourteen + luhnCheckDigit(fourteen);
    return `${v.slice(0, 3)}-${v.slice(3, 7)}-${v.slice(7, 14)}-${v.slice(14)}`;
  },
};

// `nl-bsn`: Dutch citizen service number (burgerservicenummer), 9 digits passing the
// "elfproef": 9·d1 + 8·d2 + … + 2·d8 − d9 ≡ 0 (mod 11). Older 8-digit numbers get a leading 0.

import { weightedSum } from './checksum.js';
import { allSame, digitAt, isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [9, 8, 7, 6, 5, 4, 3, 2, -1];

export const nlBsn: Validator = {
  name: 'nl-bsn',
  description: 'Dutch BSN: 9 digits passing the 11-test (elfproef).',
  references: [
    'https://www.burgerservicenummer.nl/',
    'https://nl.wikipedia.org/wiki/Burgerservicenummer',
  ],
  validate(value) {
    if (value.length > 20) return false;
    let v = strip(value, SPACES + '.-');
    if (v.length === 8) v = '0' + v;
    if (v.length !== 9 || !isDigits(v) || allSame(v)) return false;
    return weightedSum(v, WEIGHTS) % 11 === 0;
  },
  generate(rng) {
    for (;;) {
      const payload = String(1 + rng.int(9)) + randomDigits(rng, 7);
      const check = weightedSum(payload + '0', WEIGHTS) % 11;
      if (check === 10) continue;
      const v = payload + String(check);
      if (!allSame(v) && digitAt(v, 8) === check) return v;
    }
  },
};

// `au-tfn`: Australian Tax File Number: 9 digits whose weighted sum (1,4,3,7,5,8,6,9,10)
// is divisible by 11.

import { weightedSum } from './checksum.js';
import { allSame, isDigits, randomDigits, separatorParam, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [1, 4, 3, 7, 5, 8, 6, 9, 10];

export const auTfn: Validator = {
  name: 'au-tfn',
  description: 'Australian TFN: 9 digits, weighted sum (1,4,3,7,5,8,6,9,10) divisible by 11.',
  references: [
    'https://www.ato.gov.au/Individuals/Tax-file-number/',
    'https://en.wikipedia.org/wiki/Tax_file_number',
  ],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 9 || !isDigits(v) || allSame(v)) return false;
    return weightedSum(v, WEIGHTS) % 11 === 0;
  },
  generate(rng, params) {
    for (;;) {
      const eight = String(1 + rng.int(9)) + randomDigits(rng, 7);
      const partial = weightedSum(eight + '0', WEIGHTS);
      // 10·d ≡ −partial (mod 11)  ⇔  d ≡ partial (mod 11), since 10 ≡ −1.
      const d = partial % 11;
      if (d > 9) continue;
      const v = eight + String(d);
      const sep = separatorParam(params, ' ');
      return v.slice(0, 3) + sep + v.slice(3, 6) + sep + v.slice(6);
    }
  },
};

// `gr-afm`: Greek tax registration number (ΑΦΜ), nine digits: the first eight weighted by 256, 128,
// …, 2 (powers of two), the sum mod 11 (10 counts as 0) is the ninth. All zeros is no number.

import { allSame, isDigits, num, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

function afmCheck(base8: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += num(base8[i]!) * 2 ** (8 - i);
  return (sum % 11) % 10;
}

export const grAfm: Validator = {
  name: 'gr-afm',
  description: 'Greek tax number (ΑΦΜ): nine digits, powers-of-two weighted mod-11 check digit.',
  references: ['https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/gr/vat.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES + '-.');
    if (v.length !== 9 || !isDigits(v) || allSame(v)) return false;
    return afmCheck(v.slice(0, 8)) === num(v[8]!);
  },
  generate(rng) {
    for (;;) {
      const base = randomDigits(rng, 8);
      if (!allSame(base)) return base + String(afmCheck(base));
    }
  },
};

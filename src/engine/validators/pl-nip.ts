// `pl-nip`: Polish tax identification number (NIP): ten digits, often written 123-456-78-19 or
// 123-45-67-819; the last is Σ first nine·(6 5 7 2 3 4 5 6 7) mod 11 (10 is never issued).

import { plNipCheck } from './eu-vat.js';
import { isDigits, num, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export const plNip: Validator = {
  name: 'pl-nip',
  description: 'Polish NIP: ten digits, weighted mod-11 check digit.',
  references: ['https://pl.wikipedia.org/wiki/Numer_identyfikacji_podatkowej', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/pl/nip.py'],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, `${SPACES}-`).replace(/^PL/i, '');
    if (v.length !== 10 || !isDigits(v)) return false;
    return plNipCheck(v) === num(v[9]!);
  },
  generate(rng) {
    for (;;) {
      const nine = String(1 + rng.int(9)) + randomDigits(rng, 8);
      const c = plNipCheck(nine);
      if (c < 10) return `${nine.slice(0, 3)}-${nine.slice(3, 6)}-${nine.slice(6, 8)}-${nine[8]}${c}`;
    }
  },
};

// `aba-routing`: US ABA routing transit number (RTN), 9 digits XXXXYYYYC: a Federal Reserve
// routing symbol whose first two digits are 00-12 (districts), 21-32 (thrifts), 61-72
// (electronic) or 80 (traveler's cheques), and a check digit making Σ 3·d1 + 7·d2 + d3 + …
// a multiple of 10.

import { weightedSum } from './checksum.js';
import { allSame, isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

export function abaPrefixValid(two: number): boolean {
  return two <= 12 || (two >= 21 && two <= 32) || (two >= 61 && two <= 72) || two === 80;
}

export const abaRouting: Validator = {
  name: 'aba-routing',
  description: 'US ABA routing transit number: valid Federal Reserve routing symbol prefix and 3-7-1 mod-10 check digit.',
  references: [
    'https://www.aba.com/about-us/routing-number',
    'https://en.wikipedia.org/wiki/ABA_routing_transit_number#Check_digit',
  ],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 9 || !isDigits(v) || allSame(v)) return false;
    if (!abaPrefixValid(num(v.slice(0, 2)))) return false;
    return weightedSum(v, WEIGHTS) % 10 === 0;
  },
  generate(rng) {
    for (;;) {
      const two = rng.pick([rng.int(13), 21 + rng.int(12), 61 + rng.int(12)]);
      const eight = pad(two, 2) + randomDigits(rng, 6);
      // The last weight is 1, so the check digit is whatever completes the sum to 0 mod 10.
      const check = (10 - (weightedSum(eight + '0', WEIGHTS) % 10)) % 10;
      const v = eight + String(check);
      if (!allSame(v)) return v;
    }
  },
};

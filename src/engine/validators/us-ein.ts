// `us-ein`: US Employer Identification Number, XX-XXXXXXX. No check digit; the two-digit
// prefix must be one the IRS assigns (its table "How EINs are assigned and valid EIN
// prefixes": campus, internet and SBA prefixes).

import { isDigits, num, pad, randomDigits, separatorParam } from './text.js';
import type { Validator } from './validator.js';

/** Union of all campus, internet and SBA prefixes in the IRS table. */
const PREFIXES: ReadonlySet<number> = new Set([
  1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27,
  30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48,
  50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68,
  71, 72, 73, 74, 75, 76, 77, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99,
]);

export const usEin: Validator = {
  name: 'us-ein',
  description: 'US EIN: XX-XXXXXXX (or 9 digits) with a prefix from the IRS list of valid EIN prefixes.',
  references: [
    'https://www.irs.gov/businesses/small-businesses-self-employed/how-eins-are-assigned-and-valid-ein-prefixes',
  ],
  validate(value) {
    const v = value.trim();
    let digits: string;
    if (v.length === 10 && (v[2] === '-' || v[2] === ' ')) digits = v.slice(0, 2) + v.slice(3);
    else if (v.length === 9) digits = v;
    else return false;
    if (!isDigits(digits) || !PREFIXES.has(num(digits.slice(0, 2)))) return false;
    return digits.slice(2) !== '0000000';
  },
  generate(rng, params) {
    const prefix = rng.pick([...PREFIXES]);
    return pad(prefix, 2) + separatorParam(params, '-') + String(1 + rng.int(9)) + randomDigits(rng, 6);
  },
};

// `uk-utr`: UK Unique Taxpayer Reference, 10 digits whose FIRST digit is a check digit:
// "21987654321"[Σ dᵢ·wᵢ mod 11] over digits 2-10 with weights 6,7,8,9,10,5,4,3,2. HMRC letters
// sometimes append a "K", which is not part of the number.

import { weightedSum } from './checksum.js';
import { allSame, isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [6, 7, 8, 9, 10, 5, 4, 3, 2];
const CHECK = '21987654321';

export function utrCheckDigit(nine: string): string {
  return CHECK[weightedSum(nine, WEIGHTS) % 11] as string;
}

export const ukUtr: Validator = {
  name: 'uk-utr',
  description: 'UK Unique Taxpayer Reference: 10 digits, leading weighted mod-11 check digit (optional trailing K).',
  references: [
    'https://www.gov.uk/find-utr-number',
    'https://www.oecd.org/tax/automatic-exchange/crs-implementation-and-assistance/tax-identification-numbers/UK-TIN.pdf',
  ],
  validate(value) {
    if (value.length > 20) return false;
    let v = strip(value, SPACES).toUpperCase();
    if (v.endsWith('K')) v = v.slice(0, -1);
    if (v.length !== 10 || !isDigits(v) || allSame(v)) return false;
    return v[0] === utrCheckDigit(v.slice(1));
  },
  generate(rng) {
    const nine = randomDigits(rng, 9);
    const v = utrCheckDigit(nine) + nine;
    return `${v.slice(0, 5)} ${v.slice(5)}`;
  },
};

// `uk-nhs`: NHS number (England, Wales, Isle of Man), 10 digits printed 3-3-4: weights 10..2
// over the first nine digits, check = 11 − (sum mod 11), 11 → 0, and 10 is never issued.

import { weightedSum } from './checksum.js';
import { allSame, isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2];

export function nhsCheckDigit(nine: string): string | null {
  const c = 11 - (weightedSum(nine, WEIGHTS) % 11);
  if (c === 10) return null;
  return String(c === 11 ? 0 : c);
}

export const ukNhs: Validator = {
  name: 'uk-nhs',
  description: 'UK NHS number: 10 digits, weighted mod-11 check digit (remainder 10 never issued).',
  references: [
    'https://www.datadictionary.nhs.uk/attributes/nhs_number.html',
    'https://digital.nhs.uk/services/personal-demographics-service/nhs-number',
  ],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 10 || !isDigits(v) || allSame(v)) return false;
    return v[9] === nhsCheckDigit(v.slice(0, 9));
  },
  generate(rng) {
    for (;;) {
      const nine = String(4 + rng.int(6)) + randomDigits(rng, 8);
      const check = nhsCheckDigit(nine);
      if (check === null) continue;
      const v = nine + check;
      return `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`;
    }
  },
};

// `in-pan`: Indian Permanent Account Number. No check digit is published; the structure is
// fixed: three letters, the holder-type letter (P person, C company, H Hindu undivided family,
// A association of persons, B body of individuals, G government, J artificial juridical person,
// L local authority, F firm, T trust), the initial of the holder's surname or name, four digits
// (not 0000) and a letter.

import { isDigits, randomDigits, UPPER } from './text.js';
import type { Validator } from './validator.js';

const HOLDER_TYPES = 'PCHABGJLFT';
const isUpper = (s: string): boolean => [...s].every((c) => UPPER.includes(c));

export const inPan: Validator = {
  name: 'in-pan',
  description: 'Indian PAN: AAA + holder-type letter + letter + 4 digits (not 0000) + letter.',
  references: ['https://www.incometaxindia.gov.in/Forms/tps/1.Permanent%20Account%20Number%20(PAN).pdf', 'https://en.wikipedia.org/wiki/Permanent_account_number'],
  validate(value) {
    const v = value.trim();
    if (v.length !== 10) return false;
    return isUpper(v.slice(0, 5)) && HOLDER_TYPES.includes(v[3]!) && isDigits(v.slice(5, 9)) && v.slice(5, 9) !== '0000' && isUpper(v[9]!);
  },
  generate(rng) {
    const letter = (): string => rng.pick([...UPPER]);
    let digits: string;
    do digits = randomDigits(rng, 4);
    while (digits === '0000');
    return letter() + letter() + letter() + 'P' + letter() + digits + letter();
  },
};

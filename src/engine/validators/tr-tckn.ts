// `tr-tckn`: Turkish identity number (T.C. Kimlik No): 11 digits, no leading 0;
// d10 = (7·(d1+d3+d5+d7+d9) − (d2+d4+d6+d8)) mod 10 and d11 = (d1+…+d10) mod 10.

import { digitAt, isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export function tcknCheckDigits(nine: string): string {
  let odd = 0;
  let even = 0;
  for (let i = 0; i < 9; i++) {
    if (i % 2 === 0) odd += digitAt(nine, i);
    else even += digitAt(nine, i);
  }
  const d10 = (((7 * odd - even) % 10) + 10) % 10;
  const d11 = (odd + even + d10) % 10;
  return String(d10) + String(d11);
}

export const trTckn: Validator = {
  name: 'tr-tckn',
  description: 'Turkish T.C. Kimlik No: 11 digits, no leading zero, two check digits.',
  references: [
    'https://en.wikipedia.org/wiki/Turkish_Identification_Number',
    'https://www.nvi.gov.tr/',
  ],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES);
    if (v.length !== 11 || !isDigits(v) || v[0] === '0') return false;
    return v.slice(9) === tcknCheckDigits(v.slice(0, 9));
  },
  generate(rng) {
    const nine = String(1 + rng.int(9)) + randomDigits(rng, 8);
    return nine + tcknCheckDigits(nine);
  },
};

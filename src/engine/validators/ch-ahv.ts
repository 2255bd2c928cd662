// `ch-ahv`: Swiss social security number (AHV-Nr./AVS, since 2008): 756 (ISO 3166 code for
// Switzerland), 9 digits and an EAN-13 check digit, printed 756.XXXX.XXXX.XC.

import { digitAt, isDigits, randomDigits, separatorParam, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export function ean13CheckDigit(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += digitAt(twelve, i) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export const chAhv: Validator = {
  name: 'ch-ahv',
  description: 'Swiss AHV/AVS number: 756 prefix, 13 digits, EAN-13 check digit.',
  references: [
    'https://de.wikipedia.org/wiki/Sozialversicherungsnummer',
    'https://www.gs1.org/services/how-calculate-check-digit-manually',
  ],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES + '.-');
    if (v.length !== 13 || !isDigits(v) || !v.startsWith('756')) return false;
    return v[12] === ean13CheckDigit(v.slice(0, 12));
  },
  generate(rng, params) {
    const twelve = '756' + randomDigits(rng, 9);
    const v = twelve + ean13CheckDigit(twelve);
    const sep = separatorParam(params, '.');
    return v.slice(0, 3) + sep + v.slice(3, 7) + sep + v.slice(7, 11) + sep + v.slice(11);
  },
};

// `pt-nif`: Portuguese tax number (NIF/NIPC): 9 digits, weights 9..2, check digit
// 11 − (sum mod 11), with 10 and 11 becoming 0. An optional "PT" VAT prefix is ignored.

import { weightedSum } from './checksum.js';
import { isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [9, 8, 7, 6, 5, 4, 3, 2];

export function nifCheckDigit(eight: string): string {
  const r = weightedSum(eight, WEIGHTS) % 11;
  return String(r < 2 ? 0 : 11 - r);
}

export const ptNif: Validator = {
  name: 'pt-nif',
  description: 'Portuguese NIF/NIPC: 9 digits with a mod-11 check digit.',
  references: [
    'https://pt.wikipedia.org/wiki/N%C3%BAmero_de_identifica%C3%A7%C3%A3o_fiscal',
  ],
  validate(value) {
    if (value.length > 24) return false;
    let v = strip(value, SPACES + '.-').toUpperCase();
    if (v.startsWith('PT')) v = v.slice(2);
    // First digit 0 and 4 are not issued (4 only as part of 45, non-resident persons).
    if (v.length !== 9 || !isDigits(v) || v[0] === '0' || (v[0] === '4' && v[1] !== '5')) return false;
    return v[8] === nifCheckDigit(v.slice(0, 8));
  },
  generate(rng) {
    // 1-3: individuals, 5: companies.
    const eight = rng.pick(['1', '2', '2', '3', '5']) + randomDigits(rng, 7);
    return eight + nifCheckDigit(eight);
  },
};

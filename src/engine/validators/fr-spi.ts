// `fr-spi`: French tax number (numéro fiscal de référence, SPI): 13 digits, the first 0-3, the
// last three a key equal to the first ten read as a number, mod 511.

import { isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export function spiKey(first10: string): string {
  return pad(num(first10) % 511, 3);
}

export const frSpi: Validator = {
  name: 'fr-spi',
  description: 'French tax number (numéro fiscal, SPI): 13 digits starting 0-3 whose last three are the first ten mod 511.',
  references: [
    'https://www.impots.gouv.fr/www2/fichiers/documentation/brochure/ir_2023/pdf_som/07-numero_fiscal.pdf',
    'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/fr/nif.py',
  ],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES);
    if (v.length !== 13 || !isDigits(v) || v[0]! > '3') return false;
    // Ten zeros make key 000: a template, not a number.
    if (/^0+$/.test(v.slice(0, 10))) return false;
    return v.slice(10) === spiKey(v.slice(0, 10));
  },
  generate(rng) {
    const first = String(rng.int(4)) + randomDigits(rng, 9);
    const v = first + spiKey(first);
    return [v.slice(0, 2), v.slice(2, 4), v.slice(4, 7), v.slice(7, 10), v.slice(10)].join(' ');
  },
};

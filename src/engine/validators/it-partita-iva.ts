// `it-partita-iva`: Italian VAT number (partita IVA) without its IT prefix: 11 digits, a
// seven-digit taxpayer number, a three-digit provincial office (001-100, 120, 121, 888, 999) and
// a Luhn check digit.

import { luhnCheckDigit, luhnValid } from './checksum.js';
import { isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const officeValid = (office: string): boolean => {
  const n = num(office);
  return (n >= 1 && n <= 100) || n === 120 || n === 121 || n === 888 || n === 999;
};

export const itPartitaIva: Validator = {
  name: 'it-partita-iva',
  description: 'Italian partita IVA: 11 digits with a valid provincial office code and a Luhn check digit.',
  references: ['https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/it/iva.py'],
  validate(value) {
    if (value.length > 18) return false;
    let v = strip(value, SPACES).toUpperCase();
    if (v.startsWith('IT')) v = v.slice(2);
    if (v.length !== 11 || !isDigits(v) || v.startsWith('0000000')) return false;
    return officeValid(v.slice(7, 10)) && luhnValid(v);
  },
  generate(rng) {
    const ten = String(1 + rng.int(9)) + randomDigits(rng, 6) + pad(1 + rng.int(100), 3);
    return ten + luhnCheckDigit(ten);
  },
};

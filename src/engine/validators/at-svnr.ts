// `at-svnr`: Austrian social insurance number (Sozialversicherungsnummer) NNNC DDMMYY: serial
// NNN (first digit not 0), check digit C = Σ weights·digits mod 11 (weights 3 7 9 · 5 8 4 2 1 6;
// a result of 10 is never issued), then the birth date (day or month may be out of range when
// unknown, so only 01-31 / 01-12 plus the documented extras are checked loosely).

import { weightedSum } from './checksum.js';
import { between, isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import { randomBirthDate } from './calendar.js';
import type { Validator } from './validator.js';

const WEIGHTS = [3, 7, 9, 0, 5, 8, 4, 2, 1, 6];

export function svnrCheck(ten: string): number {
  return weightedSum(ten, WEIGHTS) % 11;
}

export const atSvnr: Validator = {
  name: 'at-svnr',
  description: 'Austrian Sozialversicherungsnummer: 3-digit serial, mod-11 check digit, birth date DDMMYY.',
  references: ['https://de.wikipedia.org/wiki/Sozialversicherungsnummer#Österreich', 'https://www.sozialversicherung.at/'],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES + '-/');
    if (v.length !== 10 || !isDigits(v) || v[0] === '0') return false;
    const day = num(v.slice(4, 6));
    const month = num(v.slice(6, 8));
    if (day < 1 || day > 31 || month < 1 || month > 15) return false;
    const check = svnrCheck(v);
    return check !== 10 && check === num(v[3]!);
  },
  generate(rng) {
    for (;;) {
      const { y, m, d } = randomBirthDate(rng);
      const serial = String(between(rng, 1, 9)) + randomDigits(rng, 2);
      const date = pad(d, 2) + pad(m, 2) + pad(y % 100, 2);
      const check = svnrCheck(`${serial}0${date}`);
      if (check !== 10) return `${serial}${check} ${date}`;
    }
  },
};

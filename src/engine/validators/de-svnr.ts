// `de-svnr`: German pension insurance number (Rentenversicherungs- or Sozialversicherungsnummer):
// area (2 digits), birth date DDMMYY, the initial of the birth surname, a 2-digit serial and a
// check digit. The letter is read as its place in the alphabet (two digits); the twelve digits
// are weighted 2 1 2 5 7 1 2 1 2 1 2 1, each product's digits are summed, and the total mod 10
// is the check digit (Deutsche Rentenversicherung, VKVV §2).

import { between, digitAt, isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import { randomBirthDate } from './calendar.js';
import type { Validator } from './validator.js';

const WEIGHTS = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];

/** Check digit of the first eleven characters (8 digits, letter, 2 digits). */
export function deSvnrCheck(first11: string): number {
  const digits = first11.slice(0, 8) + pad(first11.charCodeAt(8) - 64, 2) + first11.slice(9, 11);
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const p = digitAt(digits, i) * WEIGHTS[i]!;
    sum += Math.floor(p / 10) + (p % 10);
  }
  return sum % 10;
}

export const deSvnr: Validator = {
  name: 'de-svnr',
  description: 'German Rentenversicherungsnummer: area, birth date, surname initial, serial and a weighted cross-sum check digit.',
  references: [
    'https://de.wikipedia.org/wiki/Versicherungsnummer',
    'https://www.gesetze-im-internet.de/vkvv/__2.html',
  ],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES).toUpperCase();
    if (v.length !== 12 || !isDigits(v.slice(0, 8)) || !isDigits(v.slice(9))) return false;
    const letter = v.charCodeAt(8);
    if (letter < 65 || letter > 90) return false;
    // Area codes run from 02 to 89; the birth day and month must be plausible.
    const area = num(v.slice(0, 2));
    const day = num(v.slice(2, 4));
    const month = num(v.slice(4, 6));
    if (area < 2 || area > 89 || day < 1 || day > 31 || month < 1 || month > 12) return false;
    return deSvnrCheck(v) === digitAt(v, 11);
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng);
    const first = pad(between(rng, 2, 89), 2) + pad(d, 2) + pad(m, 2) + pad(y % 100, 2) +
      rng.string('ABCDEFGHIJKLMNOPRSTUVWZ', 1) + randomDigits(rng, 2);
    return `${first}${deSvnrCheck(first)}`;
  },
};

// `no-fodselsnummer`: Norwegian national identity number DDMMYYIIIKK (also D-numbers with
// day + 40 and H-numbers with month + 40): birth date, individual number consistent with the
// century, and two mod-11 check digits (Skatteetaten).

import { isValidDate, randomBirthDate } from './calendar.js';
import { weightedSum } from './checksum.js';
import { between, isDigits, num, pad, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function mod11(digits: string, weights: readonly number[]): number {
  const r = 11 - (weightedSum(digits, weights) % 11);
  return r === 11 ? 0 : r; // 10 means "no valid number with this prefix"
}

export function fnrCheckDigits(nine: string): string | null {
  const k1 = mod11(nine, K1);
  if (k1 === 10) return null;
  const k2 = mod11(nine + String(k1), K2);
  return k2 === 10 ? null : String(k1) + String(k2);
}

/** Birth year from the individual number range (folkeregister rules). */
function birthYear(yy: number, individual: number): number | null {
  if (individual <= 499) return 1900 + yy;
  if (individual <= 749 && yy >= 54) return 1800 + yy;
  if (individual >= 900 && yy >= 40) return 1900 + yy;
  if (yy <= 39) return 2000 + yy;
  return null;
}

export const noFodselsnummer: Validator = {
  name: 'no-fodselsnummer',
  description: 'Norwegian fødselsnummer/D-number: birth date, century-consistent individual number, two mod-11 check digits.',
  references: [
    'https://no.wikipedia.org/wiki/F%C3%B8dselsnummer',
    'https://en.wikipedia.org/wiki/National_identification_number#Norway',
  ],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 11 || !isDigits(v)) return false;
    let dd = num(v.slice(0, 2));
    let mm = num(v.slice(2, 4));
    if (dd > 40) dd -= 40; // D-number
    if (mm > 40) mm -= 40; // H-number
    const y = birthYear(num(v.slice(4, 6)), num(v.slice(6, 9)));
    if (y === null || !isValidDate(y, mm, dd)) return false;
    return v.slice(9) === fnrCheckDigits(v.slice(0, 9));
  },
  generate(rng) {
    for (;;) {
      const { y, m, d } = randomBirthDate(rng);
      const individual = y >= 2000 ? between(rng, 500, 999) : between(rng, 0, 499);
      const nine = pad(d, 2) + pad(m, 2) + pad(y % 100, 2) + pad(individual, 3);
      const check = fnrCheckDigits(nine);
      if (check !== null) return nine + check;
    }
  },
};

// `au-medicare`: Australian Medicare card number, ten digits (an eleventh, the person's position on
// the card, may follow): the first is 2 to 6, the first eight are weighted 1 3 7 9 1 3 7 9 and the
// sum mod 10 is the ninth; the tenth is the card's issue number (not 0).

import { isDigits, num, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9];

function medicareCheck(base8: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += num(base8[i]!) * WEIGHTS[i]!;
  return sum % 10;
}

export const auMedicare: Validator = {
  name: 'au-medicare',
  description: 'Australian Medicare card number: 10 digits (11 with the card position), first digit 2-6, weighted mod-10 check digit, issue number.',
  references: ['https://www.servicesaustralia.gov.au/medicare-card'],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES + '-/');
    if ((v.length !== 10 && v.length !== 11) || !isDigits(v)) return false;
    if (v[0]! < '2' || v[0]! > '6' || v[9] === '0' || (v.length === 11 && v[10] === '0')) return false;
    return medicareCheck(v.slice(0, 8)) === num(v[8]!);
  },
  generate(rng) {
    const base = String(2 + rng.int(5)) + randomDigits(rng, 7);
    const v = base + String(medicareCheck(base)) + String(1 + rng.int(9));
    return `${v.slice(0, 4)} ${v.slice(4, 9)} ${v[9]}`;
  },
};

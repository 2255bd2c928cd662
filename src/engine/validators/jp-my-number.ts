// `jp-my-number`: Japanese Individual Number (My Number), 12 digits. Check digit per the
// Ministry of Internal Affairs ordinance: r = Σ Pₙ·Qₙ mod 11 over the 11 digits read from the
// right (Qₙ = n+1 for n ≤ 6, n−5 otherwise); check = r ≤ 1 ? 0 : 11 − r.

import { digitAt, isDigits, randomDigits, separatorParam, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export function myNumberCheckDigit(eleven: string): string {
  let sum = 0;
  for (let n = 1; n <= 11; n++) sum += digitAt(eleven, 11 - n) * (n <= 6 ? n + 1 : n - 5);
  const r = sum % 11;
  return String(r <= 1 ? 0 : 11 - r);
}

export const jpMyNumber: Validator = {
  name: 'jp-my-number',
  description: 'Japanese My Number (個人番号): 12 digits with the official mod-11 check digit.',
  references: [
    'https://en.wikipedia.org/wiki/Individual_Number',
    'https://digitalforensic.jp/2016/03/14/column404/',
  ],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 12 || !isDigits(v)) return false;
    return v[11] === myNumberCheckDigit(v.slice(0, 11));
  },
  generate(rng, params) {
    const eleven = String(1 + rng.int(9)) + randomDigits(rng, 10);
    const v = eleven + myNumberCheckDigit(eleven);
    const sep = separatorParam(params, ' ');
    return v.slice(0, 4) + sep + v.slice(4, 8) + sep + v.slice(8);
  },
};

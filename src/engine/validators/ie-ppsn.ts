// `ie-ppsn`: Irish Personal Public Service Number: 7 digits, a check letter and, since 2013, an
// optional second letter (A, B, H, W …). Check = (Σ digit·(8−i) + 9·value(second letter)) mod 23,
// 0 → W, else the letter at that position of the alphabet.

import { digitAt, isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

export function ppsnCheck(seven: string, second = ''): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += digitAt(seven, i) * (8 - i);
  if (second && second !== 'W') sum += 9 * (second.charCodeAt(0) - 64);
  return LETTERS[sum % 23]!;
}

export const iePpsn: Validator = {
  name: 'ie-ppsn',
  description: 'Irish PPS number: 7 digits, mod-23 check letter, optional second letter.',
  references: ['https://www.gov.ie/en/publication/ppsn/', 'https://en.wikipedia.org/wiki/Personal_Public_Service_Number'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES + '-').toUpperCase();
    if (v.length < 8 || v.length > 9 || !isDigits(v.slice(0, 7))) return false;
    const check = v[7]!;
    const second = v[8] ?? '';
    if (!/^[A-W]$/.test(check) || (second && !/^[ABHWTXZ]$/.test(second))) return false;
    return ppsnCheck(v.slice(0, 7), second) === check;
  },
  generate(rng) {
    const seven = randomDigits(rng, 7);
    const second = rng.pick(['', 'A', 'B']);
    return seven + ppsnCheck(seven, second) + second;
  },
};

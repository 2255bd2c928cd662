// `tw-id`: Taiwanese national identification number: a region letter, sex digit 1 or 2, seven
// digits and a check digit; the letter counts as two digits (A=10 … with the historical order)
// and Σ weights (1 9 8 7 6 5 4 3 2 1 1) must be 0 mod 10.

import { digitAt, isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

/** Letter values: A-H 10-17, I 34, J-N 18-22, O 35, P-V 23-29, W 32, X 30, Y 31, Z 33. */
const CODES: Record<string, number> = {
  A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21, N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33,
};

function sum(letter: string, digits: string): number {
  const code = CODES[letter]!;
  let s = Math.floor(code / 10) + (code % 10) * 9;
  for (let i = 0; i < 8; i++) s += digitAt(digits, i) * (8 - i);
  return s + digitAt(digits, 8);
}

export const twId: Validator = {
  name: 'tw-id',
  description: 'Taiwanese national ID: region letter, sex digit, serial, mod-10 weighted check digit.',
  references: ['https://en.wikipedia.org/wiki/National_identification_card_(Taiwan)', 'https://zh.wikipedia.org/wiki/中華民國國民身分證'],
  validate(value) {
    if (value.length > 14) return false;
    const v = strip(value, SPACES).toUpperCase();
    if (v.length !== 10 || !(v[0]! in CODES) || (v[1] !== '1' && v[1] !== '2') || !isDigits(v.slice(1))) return false;
    return sum(v[0]!, v.slice(1)) % 10 === 0;
  },
  generate(rng) {
    const letter = rng.pick(Object.keys(CODES));
    const eight = String(1 + rng.int(2)) + randomDigits(rng, 7);
    const partial = sum(letter, `${eight}0`);
    return `${letter}${eight}${(10 - (partial % 10)) % 10}`;
  },
};

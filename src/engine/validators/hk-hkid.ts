// `hk-hkid`: Hong Kong identity card number: one or two letters, six digits and a check
// character in brackets; Σ (letters A=10…, a missing first letter = 36)·(9 8) + digits·(7..2)
// + check (A = 10) must be 0 mod 11.

import { digitAt, isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const letterValue = (c: string): number => c.charCodeAt(0) - 55;

function partialSum(letters: string, digits: string): number {
  const two = letters.length === 2 ? letters : ` ${letters}`;
  let s = (two[0] === ' ' ? 36 : letterValue(two[0]!)) * 9 + letterValue(two[1]!) * 8;
  for (let i = 0; i < 6; i++) s += digitAt(digits, i) * (7 - i);
  return s;
}

export function hkidCheck(letters: string, digits: string): string {
  const c = (11 - (partialSum(letters, digits) % 11)) % 11;
  return c === 10 ? 'A' : String(c);
}

export const hkHkid: Validator = {
  name: 'hk-hkid',
  description: 'Hong Kong HKID: one or two letters, six digits, mod-11 check character.',
  references: ['https://en.wikipedia.org/wiki/Hong_Kong_Identity_Card', 'https://www.immd.gov.hk/eng/services/hkid/'],
  validate(value) {
    if (value.length > 14) return false;
    const v = strip(value, `${SPACES}()`).toUpperCase();
    const m = /^([A-Z]{1,2})([0-9]{6})([0-9A])$/.exec(v);
    if (!m || !isDigits(m[2]!)) return false;
    return hkidCheck(m[1]!, m[2]!) === m[3];
  },
  generate(rng) {
    const letters = rng.string('ABCDEGHKMPRVYZ', 1);
    const digits = randomDigits(rng, 6);
    return `${letters}${digits}(${hkidCheck(letters, digits)})`;
  },
};

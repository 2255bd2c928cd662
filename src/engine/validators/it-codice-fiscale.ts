// `it-codice-fiscale`: Italian personal tax code (16 characters, DM 23/12/1976): surname and
// name letters, birth year, month letter, day (+40 for women), municipality code and a check
// letter from the odd/even position tables. Omocodia replaces digits with L M N P Q R S T U V.

import { between, DIGITS, pad, UPPER } from './text.js';
import type { Validator } from './validator.js';

const MONTHS = 'ABCDEHLMPRST';
const OMOCODE = 'LMNPQRSTUV';
/** Value of A..Z (and 0..9 as A..J) at odd (1st, 3rd, …) positions. */
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
/** Positions (0-based) that hold digits, which omocodia may replace with letters. */
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14];

function charIndex(ch: string): number {
  const c = ch.charCodeAt(0);
  return c <= 57 ? c - 48 : c - 65;
}

export function cfCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const idx = charIndex(first15[i] as string);
    sum += i % 2 === 0 ? (ODD[idx] as number) : idx;
  }
  return UPPER[sum % 26] as string;
}

/** Digit value of a position that may be omocode-substituted, or -1. */
function digitValue(ch: string): number {
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  return OMOCODE.indexOf(ch);
}

export const itCodiceFiscale: Validator = {
  name: 'it-codice-fiscale',
  description: 'Italian codice fiscale (persons): layout, month letter, day, omocodia, check letter.',
  references: [
    'https://it.wikipedia.org/wiki/Codice_fiscale',
  ],
  validate(value) {
    if (value.length > 24) return false;
    const v = value.replace(/[ \t]/g, '').toUpperCase();
    if (v.length !== 16) return false;
    for (let i = 0; i < 16; i++) {
      const ch = v[i] as string;
      if (DIGIT_POSITIONS.includes(i)) {
        if (digitValue(ch) < 0) return false;
      } else if (ch < 'A' || ch > 'Z') return false;
    }
    if (!MONTHS.includes(v[8] as string)) return false;
    const day = digitValue(v[9] as string) * 10 + digitValue(v[10] as string);
    if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
    return v[15] === cfCheckChar(v.slice(0, 15));
  },
  generate(rng) {
    const consonants = 'BCDFGLMNPRSTVZ';
    const vowels = 'AEIOU';
    const letters = (): string => rng.pick([...consonants]) + rng.pick([...consonants]) + rng.pick([...vowels]);
    const day = between(rng, 1, 28) + (rng.int(2) === 0 ? 0 : 40);
    // Municipality (codice catastale): letter + 3 digits, e.g. H501 Roma, F205 Milano.
    const body = letters() + letters() + pad(rng.int(100), 2) + rng.pick([...MONTHS]) + pad(day, 2) +
      rng.pick([...'ABCDEFGHILMZ']) + rng.string(DIGITS, 3);
    return body + cfCheckChar(body);
  },
};

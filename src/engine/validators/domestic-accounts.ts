// Domestic bank account numbers that carry their own check digits, as customers write them in
// prose ("verser sur le compte 310-…-37", "betal til konto 1503.27.…"), without the IBAN around
// them. Each check is the one the IBAN of that country also closes its BBAN with:
//   - `be-bban`: Belgium, 12 digits written 3-7-2; the last two are the first ten mod 97 (00 → 97).
//   - `no-kontonummer`: Norway, 11 digits written 4.2.5; MOD11 with weights 5,4,3,2,7,6,5,4,3,2
//     (remainder 0 → check 0, a check of 10 is never issued).
//   - `pt-nib`: Portugal's NIB, 21 digits (bank 4, branch 4, account 11, check 2); ISO 7064
//     MOD 97-10 over all 21 digits leaves 1.

import { modDecimal, weightedSum } from './checksum.js';
import { allSame, isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

/** The value's digits when it has exactly `length` of them after removing separators, else null. */
function digitsOf(value: string, length: number, separators: string): string | null {
  if (value.length > length + 8) return null;
  const v = strip(value, separators);
  return v.length === length && isDigits(v) && !allSame(v) ? v : null;
}

export function beBbanCheck(first10: string): string {
  const r = modDecimal(first10, 97);
  return pad(r === 0 ? 97 : r, 2);
}

export const beBban: Validator = {
  name: 'be-bban',
  description: 'Belgian domestic account number (12 digits, 3-7-2): the last two digits are the first ten mod 97, 00 read as 97.',
  references: ['https://www.nbb.be/en/payments-and-securities/payment-standards/bban-iban', 'https://en.wikipedia.org/wiki/International_Bank_Account_Number'],
  validate(value) {
    const v = digitsOf(value, 12, SPACES + '-');
    return v !== null && beBbanCheck(v.slice(0, 10)) === v.slice(10);
  },
  generate(rng) {
    const first = randomDigits(rng, 10);
    const v = first + beBbanCheck(first);
    return `${v.slice(0, 3)}-${v.slice(3, 10)}-${v.slice(10)}`;
  },
};

const NO_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** The MOD11 check digit of a Norwegian account's first ten digits, or null when none exists. */
export function noKontonummerCheck(first10: string): number | null {
  const r = 11 - (weightedSum(first10, NO_WEIGHTS) % 11);
  return r === 11 ? 0 : r === 10 ? null : r;
}

export const noKontonummer: Validator = {
  name: 'no-kontonummer',
  description: 'Norwegian bank account number (11 digits, 4.2.5): MOD11 check digit with weights 5,4,3,2,7,6,5,4,3,2.',
  references: ['https://www.bits.no/document/standard-for-kontonummer-i-norsk-banknaering/', 'https://no.wikipedia.org/wiki/Kontonummer'],
  validate(value) {
    const v = digitsOf(value, 11, SPACES + '.');
    return v !== null && noKontonummerCheck(v.slice(0, 10)) === num(v.slice(10));
  },
  generate(rng) {
    for (;;) {
      const first = randomDigits(rng, 10);
      const check = noKontonummerCheck(first);
      if (check !== null) return `${first.slice(0, 4)}.${first.slice(4, 6)}.${first.slice(6)}${check}`;
    }
  },
};

export function ptNibCheck(first19: string): string {
  return pad(98 - modDecimal(first19 + '00', 97), 2);
}

export const ptNib: Validator = {
  name: 'pt-nib',
  description: 'Portuguese NIB (21 digits: bank 4, branch 4, account 11, check 2): ISO 7064 MOD 97-10 over the 21 digits leaves 1.',
  references: ['https://www.bportugal.pt/en/page/iban-and-bic', 'https://pt.wikipedia.org/wiki/N%C3%BAmero_de_Identifica%C3%A7%C3%A3o_Banc%C3%A1ria'],
  validate(value) {
    const v = digitsOf(value, 21, SPACES + '-.');
    return v !== null && modDecimal(v, 97) === 1;
  },
  generate(rng) {
    const first = randomDigits(rng, 19);
    const v = first + ptNibCheck(first);
    return `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8, 19)} ${v.slice(19)}`;
  },
};

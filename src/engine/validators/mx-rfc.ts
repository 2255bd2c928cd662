// `mx-rfc`: Mexican taxpayer registry code (Registro Federal de Contribuyentes). A person's RFC is
// four letters from the name, the birth date as YYMMDD and a three-character homoclave; a
// company's has three letters and its founding date. The homoclave's last character is a check
// character (weights 13..2 over 0-9 A-N & O-Z space Ñ, mod 11), which generate() computes. Read
// only after a tax label, the layout (letters, a real date, the homoclave) already tells it from
// other codes, so validate() does not require the check character (issued RFCs that fail it are
// common enough that python-stdnum checks it only on request); the generic RFCs the SAT publishes
// for the general public and for foreigners are refused. A request for change (`Change RFC:`) is
// kept out by the tax label itself.

import { isValidDate, randomBirthDate } from './calendar.js';
import { DIGITS, isDigits, num, pad, UPPER } from './text.js';
import type { Validator } from './validator.js';

const ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const GENERIC = new Set(['XAXX010101000', 'XEXX010101000']);
const LETTERS = `${UPPER}Ñ&`;

export function rfcCheckCharacter(twelveOrEleven: string): string | null {
  const v = `   ${twelveOrEleven}`.slice(-12);
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const n = ALPHABET.indexOf(v[i]!);
    if (n < 0) return null;
    sum += n * (13 - i);
  }
  return ALPHABET[(((11 - sum) % 11) + 11) % 11]!;
}

function isAlnum(s: string): boolean {
  for (const ch of s) if (!DIGITS.includes(ch) && !UPPER.includes(ch)) return false;
  return true;
}

export const mxRfc: Validator = {
  name: 'mx-rfc',
  description: 'Mexican RFC: 4 (person) or 3 (company) letters, a valid YYMMDD date and a 3-character homoclave; the SAT generic RFCs are refused.',
  references: ['https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/mx/rfc.py', 'https://www.sat.gob.mx/'],
  validate(value) {
    const v = value.trim().toUpperCase().replace(/[ -]/g, '');
    if (v.length !== 12 && v.length !== 13) return false;
    const letters = v.length - 9;
    for (const ch of v.slice(0, letters)) if (!LETTERS.includes(ch)) return false;
    const date = v.slice(letters, letters + 6);
    if (!isDigits(date) || !isAlnum(v.slice(letters + 6)) || GENERIC.has(v)) return false;
    const yy = num(date.slice(0, 2));
    // A two-digit year reads as 19yy or 20yy: both give the same months, and 29 February only in a leap year of one of them.
    return isValidDate(1900 + yy, num(date.slice(2, 4)), num(date.slice(4, 6))) || isValidDate(2000 + yy, num(date.slice(2, 4)), num(date.slice(4, 6)));
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng);
    const body = rng.string(UPPER, 4) + pad(y % 100, 2) + pad(m, 2) + pad(d, 2) + rng.string(UPPER + DIGITS, 2);
    return body + rfcCheckCharacter(body);
  },
};

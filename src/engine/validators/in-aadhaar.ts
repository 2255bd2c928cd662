// `in-aadhaar`: India's 12-digit Aadhaar number: first digit 2-9, Verhoeff check digit,
// and (per the UIDAI numbering scheme) never a palindrome.

import { verhoeffCheckDigit, verhoeffValid } from './checksum.js';
import { isDigits, randomDigits, separatorParam, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

function isPalindrome(s: string): boolean {
  for (let i = 0, j = s.length - 1; i < j; i++, j--) if (s[i] !== s[j]) return false;
  return true;
}

export const inAadhaar: Validator = {
  name: 'in-aadhaar',
  description: 'Indian Aadhaar number: 12 digits, first 2-9, Verhoeff check digit, not a palindrome.',
  references: [
    'https://uidai.gov.in/',
    'https://web.archive.org/web/20140611025606/http://uidai.gov.in/UID_PDF/Working_Papers/A_UID_Numbering_Scheme.pdf',
    'https://en.wikipedia.org/wiki/Verhoeff_algorithm',
  ],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 12 || !isDigits(v) || v[0] === '0' || v[0] === '1') return false;
    return !isPalindrome(v) && verhoeffValid(v);
  },
  generate(rng, params) {
    let v: string;
    do {
      const payload = String(2 + rng.int(8)) + randomDigits(rng, 10);
      v = payload + verhoeffCheckDigit(payload);
    } while (isPalindrome(v));
    // Printed on the card and e-Aadhaar letters as "XXXX XXXX XXXX".
    const sep = separatorParam(params, ' ');
    return v.slice(0, 4) + sep + v.slice(4, 8) + sep + v.slice(8);
  },
};

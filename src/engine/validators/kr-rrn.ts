// `kr-rrn`: South Korean resident registration number YYMMDD-SXXXXXC. The 7th digit gives sex
// and century (1/2 and, for foreign residents, 5/6: 1900s; 3/4 and 7/8: 2000s; 9/0: 1800s). The check digit is
// (11 − Σ wᵢdᵢ mod 11) mod 10, weights 2..9,2..5. Numbers issued since October 2020 have a
// random tail without a check digit or place code; pass params.checksum = false to accept those. Digits
// 8-9 are a place-of-birth code (00-96).

import { isValidDate, randomBirthDate } from './calendar.js';
import { weightedSum } from './checksum.js';
import { isDigits, num, pad, paramBool, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];

export function rrnCheckDigit(twelve: string): string {
  return String((11 - (weightedSum(twelve, WEIGHTS) % 11)) % 10);
}

function centuryOf(seventh: number): number {
  if (seventh === 9 || seventh === 0) return 1800;
  return seventh === 3 || seventh === 4 || seventh === 7 || seventh === 8 ? 2000 : 1900;
}

export const krRrn: Validator = {
  name: 'kr-rrn',
  description: 'Korean resident registration number: birth date, sex/century digit, mod-11 check digit.',
  references: [
    'https://en.wikipedia.org/wiki/Resident_registration_number',
    'https://techscience.org/a/2015092901/',
  ],
  validate(value, params) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 13 || !isDigits(v)) return false;
    const y = centuryOf(num(v[6] as string)) + num(v.slice(0, 2));
    if (!isValidDate(y, num(v.slice(2, 4)), num(v.slice(4, 6)))) return false;
    // Since October 2020 the six digits after the sex digit are random: neither the
    // place-of-birth code nor the check digit holds for them.
    if (paramBool(params, 'checksum') === false) return true;
    if (num(v.slice(7, 9)) > 96) return false; // place-of-birth code range
    return v[12] === rrnCheckDigit(v.slice(0, 12));
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng, 1940, 2019);
    const sex = (y >= 2000 ? 3 : 1) + rng.int(2);
    const twelve = pad(y % 100, 2) + pad(m, 2) + pad(d, 2) + String(sex) + pad(rng.int(97), 2) + randomDigits(rng, 3);
    const v = twelve + rrnCheckDigit(twelve);
    return v.slice(0, 6) + '-' + v.slice(6);
  },
};

// `eg-nid`: Egyptian national number (الرقم القومي), 14 digits: a century digit (2 born
// 1900-1999, 3 born 2000-2099), the birth date as YYMMDD, the two-digit code of the governorate
// of birth, a four-digit serial whose last digit is odd for men and even for women, and a final
// digit. The final digit's algorithm is not published, so the checks are the structure: a century
// digit, a real birth date not in the future, and a governorate code that exists.

import { isFuture, isValidDate, randomBirthDate } from './calendar.js';
import { allSame, isDigits, num, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

/** Governorate codes of the Civil Status Organization (27 governorates, 88 for births abroad). */
const GOVERNORATES: ReadonlySet<string> = new Set([
  '01', '02', '03', '04', '11', '12', '13', '14', '15', '16', '17', '18', '19', '21', '22', '23', '24', '25',
  '26', '27', '28', '29', '31', '32', '33', '34', '35', '88',
]);
const GOVERNORATE_LIST = [...GOVERNORATES];

export const egNid: Validator = {
  name: 'eg-nid',
  description: 'Egyptian national number: century digit 2/3, a real birth date not in the future and a governorate code that exists.',
  references: ['https://en.wikipedia.org/wiki/Egyptian_identity_card'],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 14 || !isDigits(v) || allSame(v.slice(9))) return false;
    const century = v[0] === '2' ? 1900 : v[0] === '3' ? 2000 : 0;
    if (!century) return false;
    const y = century + num(v.slice(1, 3));
    const m = num(v.slice(3, 5));
    const d = num(v.slice(5, 7));
    if (!isValidDate(y, m, d) || isFuture({ y, m, d })) return false;
    return GOVERNORATES.has(v.slice(7, 9));
  },
  generate(rng) {
    const born = randomBirthDate(rng);
    const governorate = GOVERNORATE_LIST[rng.int(GOVERNORATE_LIST.length)] as string;
    const two = (n: number): string => String(n).padStart(2, '0');
    return (born.y >= 2000 ? '3' : '2') + two(born.y % 100) + two(born.m) + two(born.d) + governorate + randomDigits(rng, 5);
  },
};

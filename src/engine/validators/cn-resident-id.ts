// `cn-resident-id`: PRC resident identity card number (GB 11643-1999): 6-digit region code,
// YYYYMMDD birth date, 3-digit sequence, and an ISO 7064 MOD 11-2 check character (0-9 or X).

import { isFuture, isValidDate, randomBirthDate } from './calendar.js';
import { weightedSum } from './checksum.js';
import { isDigits, num, pad, randomDigits } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';
/** Province-level codes (GB/T 2260), incl. Taiwan 71, Hong Kong 81, Macau 82. */
const PROVINCES = [
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46,
  50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82,
];

export function cnCheckChar(seventeen: string): string {
  return CHECK[weightedSum(seventeen, WEIGHTS) % 11] as string;
}

export const cnResidentId: Validator = {
  name: 'cn-resident-id',
  description: 'Chinese resident ID (18 characters): province code, birth date, ISO 7064 MOD 11-2 check (X = 10).',
  references: [
    'https://en.wikipedia.org/wiki/Resident_Identity_Card',
    'https://www.iso.org/standard/31531.html',
  ],
  validate(value) {
    const v = value.trim().toUpperCase();
    if (v.length !== 18) return false;
    const body = v.slice(0, 17);
    if (!isDigits(body) || !PROVINCES.includes(num(v.slice(0, 2)))) return false;
    const date = { y: num(v.slice(6, 10)), m: num(v.slice(10, 12)), d: num(v.slice(12, 14)) };
    if (date.y < 1850 || !isValidDate(date.y, date.m, date.d) || isFuture(date)) return false;
    return v[17] === cnCheckChar(body);
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng);
    const body = String(PROVINCES[rng.int(31)]) + pad(1 + rng.int(20), 2) + pad(1 + rng.int(30), 2) +
      String(y) + pad(m, 2) + pad(d, 2) + randomDigits(rng, 3);
    return body + cnCheckChar(body);
  },
};

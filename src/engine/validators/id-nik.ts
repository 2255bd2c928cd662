// `id-nik`: Indonesian population identity number (NIK): 16 digits — province 11-94, regency
// and district codes, birth date DDMMYY (day + 40 for women), a 4-digit serial that is not 0000.

import { isValidDate, randomBirthDate } from './calendar.js';
import { between, isDigits, num, pad, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export const idNik: Validator = {
  name: 'id-nik',
  description: 'Indonesian NIK: province code, regency/district, birth date (women +40), serial.',
  references: ['https://id.wikipedia.org/wiki/Nomor_Induk_Kependudukan'],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES + '.-');
    if (v.length !== 16 || !isDigits(v)) return false;
    const province = num(v.slice(0, 2));
    if (province < 11 || province > 94 || v.slice(2, 4) === '00') return false;
    let day = num(v.slice(6, 8));
    if (day > 40) day -= 40;
    const m = num(v.slice(8, 10));
    const yy = num(v.slice(10, 12));
    if (!isValidDate(1900 + yy, m, day) && !isValidDate(2000 + yy, m, day)) return false;
    return v.slice(12) !== '0000';
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng);
    const day = d + (rng.int(2) ? 40 : 0);
    return `${between(rng, 11, 94)}${pad(between(rng, 1, 79), 2)}${pad(between(rng, 1, 40), 2)}${pad(day, 2)}${pad(m, 2)}${pad(y % 100, 2)}${pad(between(rng, 1, 9999), 4)}`;
  },
};

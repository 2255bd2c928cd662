// `kz-iin`: Kazakh individual identification number (ИИН / ЖСН), twelve digits YYMMDD C NNNN K:
// a valid birth date, C 1-6 the century and sex (0 for a foreign resident), a serial, and
// K = Σ digits·(1..11) mod 11, if 10 then Σ digits·(3..11 1 2) mod 11; a second 10 is never
// issued.

import { isValidDate, randomBirthDate } from './calendar.js';
import { weightedSum } from './checksum.js';
import { isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const W1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const W2 = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

/** The check digit of eleven digits, or undefined where both passes give 10 (never issued). */
export function iinCheck(eleven: string): string | undefined {
  let r = weightedSum(eleven, W1) % 11;
  if (r === 10) r = weightedSum(eleven, W2) % 11;
  return r === 10 ? undefined : String(r);
}

export const kzIin: Validator = {
  name: 'kz-iin',
  description: 'Kazakh ИИН: birth date, century-and-sex digit, serial, two-pass weighted mod-11 check digit.',
  references: ['https://egov.kz/cms/en/articles/iin_info', 'https://adilet.zan.kz/rus/docs/P030000565_'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES);
    if (v.length !== 12 || !isDigits(v)) return false;
    const c = num(v[6]!);
    if (c > 6) return false;
    const century = c === 0 ? (num(v.slice(0, 2)) > 30 ? 1900 : 2000) : 1700 + 100 * Math.ceil(c / 2);
    if (!isValidDate(century + num(v.slice(0, 2)), num(v.slice(2, 4)), num(v.slice(4, 6)))) return false;
    return v[11] === iinCheck(v.slice(0, 11));
  },
  generate(rng) {
    for (;;) {
      const { y, m, d } = randomBirthDate(rng);
      const eleven = pad(y % 100, 2) + pad(m, 2) + pad(d, 2) + String((y >= 2000 ? 5 : 3) + rng.int(2)) + randomDigits(rng, 4);
      const check = iinCheck(eleven);
      if (check !== undefined) return eleven + check;
    }
  },
};

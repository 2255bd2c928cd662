// `uk-driving-licence`: Great Britain driving licence number (DVLA), 16 characters: the first
// five letters of the surname padded with 9s, the decade digit, the birth month (+50 for
// women), the day, the year digit, two initials (9 when missing), an arbitrary digit and two
// check characters. The date fields must form a valid day of a month.

import { isValidDate, randomBirthDate } from './calendar.js';
import { num, pad, randomDigits } from './text.js';
import type { Validator } from './validator.js';

const SHAPE = /^[A-Z][A-Z9]{4}[0-9][0156][0-9][0-3][0-9][0-9][A-Z][A-Z9][0-9][A-Z0-9]{2}$/;

export const ukDrivingLicence: Validator = {
  name: 'uk-driving-licence',
  description: 'GB driving licence number: surname code, birth date with sex-coded month, initials, check characters.',
  references: ['https://www.gov.uk/government/publications/driving-licence-number', 'https://en.wikipedia.org/wiki/Driving_licence_in_the_United_Kingdom#Driver_number'],
  validate(value) {
    const v = value.replace(/ /g, '').toUpperCase();
    if (v.length !== 16 || !SHAPE.test(v)) return false;
    // Padding 9s only at the end of the surname part.
    if (/9[A-Z]/.test(v.slice(0, 5))) return false;
    let month = num(v.slice(6, 8));
    if (month > 50) month -= 50;
    const year = 1900 + num(v[5]! + v[10]!);
    return isValidDate(year, month, num(v.slice(8, 10)));
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng, 1940, 1999);
    const surname = rng.string('ABCDEFGHJKLMNPRSTW', 5);
    const yy = pad(y % 100, 2);
    return `${surname}${yy[0]}${pad(m + (rng.int(2) ? 50 : 0), 2)}${pad(d, 2)}${yy[1]}${rng.string('ABCDEFGHJKLMNPRSTW', 2)}${randomDigits(rng, 1)}${rng.string('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}`;
  },
};

// `cz-birth-number`: Czech and Slovak birth number (rodné číslo) YYMMDD/SSSC: month +50 for
// women (+20/+70 since 2004 when a day's numbers run out), a valid birth date; ten-digit numbers
// (issued since 1954) are divisible by 11, or their first nine digits leave 10 and C is 0.

import { isValidDate, randomBirthDate } from './calendar.js';
import { modDecimal } from './checksum.js';
import { isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

function birthDate(v: string): boolean {
  const yy = num(v.slice(0, 2));
  let month = num(v.slice(2, 4));
  if (month > 70) month -= 70;
  else if (month > 50) month -= 50;
  else if (month > 20) month -= 20;
  const year = yy >= 54 ? 1900 + yy : 2000 + yy;
  return isValidDate(year, month, num(v.slice(4, 6)));
}

export const czBirthNumber: Validator = {
  name: 'cz-birth-number',
  description: 'Czech/Slovak rodné číslo (10 digits, since 1954): birth date with sex-coded month, divisible by 11.',
  references: ['https://cs.wikipedia.org/wiki/Rodné_číslo', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/cz/rc.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES + '/');
    if (v.length !== 10 || !isDigits(v) || !birthDate(v)) return false;
    if (modDecimal(v, 11) === 0) return true;
    return modDecimal(v.slice(0, 9), 11) === 10 && v[9] === '0';
  },
  generate(rng) {
    for (;;) {
      const { y, m, d } = randomBirthDate(rng, 1955, 2005);
      const nine = pad(y % 100, 2) + pad(m + (rng.int(2) ? 50 : 0), 2) + pad(d, 2) + randomDigits(rng, 3);
      const r = modDecimal(nine, 11);
      const check = (11 - ((r * 10) % 11)) % 11;
      if (check < 10) return `${nine.slice(0, 6)}/${nine.slice(6)}${check}`;
    }
  },
};

// `ro-cnp`: Romanian personal numeric code (Cod Numeric Personal) S YYMMDD JJ NNN C: sex and
// century S 1-8, a valid birth date, county JJ 01-52, check C = Σ digits·279146358279 mod 11
// (10 → 1).

import { isValidDate, randomBirthDate } from './calendar.js';
import { weightedSum } from './checksum.js';
import { between, isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
const CENTURY: Record<string, number> = { '1': 1900, '2': 1900, '3': 1800, '4': 1800, '5': 2000, '6': 2000, '7': 1900, '8': 1900 };

export function cnpCheck(twelve: string): string {
  const r = weightedSum(twelve, WEIGHTS) % 11;
  return String(r === 10 ? 1 : r);
}

export const roCnp: Validator = {
  name: 'ro-cnp',
  description: 'Romanian CNP: sex/century digit, birth date, county code, mod-11 check digit.',
  references: ['https://ro.wikipedia.org/wiki/Cod_numeric_personal_(România)', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/ro/cnp.py'],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES);
    if (v.length !== 13 || !isDigits(v)) return false;
    const century = CENTURY[v[0]!];
    if (century === undefined) return false;
    if (!isValidDate(century + num(v.slice(1, 3)), num(v.slice(3, 5)), num(v.slice(5, 7)))) return false;
    const county = num(v.slice(7, 9));
    if (county < 1 || county > 52) return false;
    return v[12] === cnpCheck(v);
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng);
    const s = y >= 2000 ? rng.pick(['5', '6']) : rng.pick(['1', '2']);
    const twelve = s + pad(y % 100, 2) + pad(m, 2) + pad(d, 2) + pad(between(rng, 1, 46), 2) + randomDigits(rng, 3);
    return twelve + cnpCheck(twelve);
  },
};

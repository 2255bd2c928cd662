// `us-itin`: US Individual Taxpayer Identification Number, 9XX-XX-XXXX. The IRS issues ITINs
// with a leading 9 and a fourth-fifth digit group in 50-65, 70-88, 90-92 or 94-99; there is no
// check digit. Accepts the 3-2-4 form with one kind of separator (dash, space) or 9 digits.

import { between, isDigits, num, pad, randomDigits, separatorParam } from './text.js';
import type { Validator } from './validator.js';

export function itinGroupValid(group: number): boolean {
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
}

function digitsOf(value: string): string | null {
  const v = value.trim();
  if (v.length === 9) return isDigits(v) ? v : null;
  if (v.length !== 11) return null;
  const sep = v[3] as string;
  if (!'- '.includes(sep) || v[6] !== sep) return null;
  const digits = v.slice(0, 3) + v.slice(4, 6) + v.slice(7);
  return isDigits(digits) ? digits : null;
}

export const usItin: Validator = {
  name: 'us-itin',
  description: 'US ITIN: 9XX-XX-XXXX with the IRS middle-group ranges (50-65, 70-88, 90-92, 94-99).',
  references: [
    'https://www.irs.gov/individuals/individual-taxpayer-identification-number',
    'https://www.irs.gov/irm/part3/irm_03-021-263',
  ],
  validate(value) {
    const d = digitsOf(value);
    if (d === null || d[0] !== '9') return false;
    return itinGroupValid(num(d.slice(3, 5))) && d.slice(5) !== '0000';
  },
  generate(rng, params) {
    const group = rng.pick([between(rng, 50, 65), between(rng, 70, 88), between(rng, 90, 92), between(rng, 94, 99)]);
    let serial = randomDigits(rng, 4);
    if (serial === '0000') serial = '0001';
    const sep = separatorParam(params, '-');
    return `9${randomDigits(rng, 2)}${sep}${pad(group, 2)}${sep}${serial}`;
  },
};

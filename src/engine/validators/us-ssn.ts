// `us-ssn`: US Social Security Numbers. There is no check digit; the SSA rules exclude
// area 000, 666 and 900-999, group 00 and serial 0000, and a few numbers that were
// printed in advertising and then used by thousands of people.

import { between, isDigits, pad, separatorParam } from './text.js';
import type { Validator } from './validator.js';

/** Woolworth wallet card (078-05-1120) and the Social Security card ad (219-09-9999). */
const ADVERTISED = new Set(['078051120', '219099999']);

/** Accepts 9 digits, or 3-2-4 with one kind of separator (dash, space or dot) in both gaps. */
function digitsOf(value: string): string | null {
  const v = value.trim();
  if (v.length === 9) return isDigits(v) ? v : null;
  if (v.length !== 11) return null;
  const sep = v[3] as string;
  if (!'- .'.includes(sep) || v[6] !== sep) return null;
  const digits = v.slice(0, 3) + v.slice(4, 6) + v.slice(7);
  return isDigits(digits) ? digits : null;
}

export function ssnStructureValid(digits: string): boolean {
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666' || area[0] === '9') return false;
  if (digits.slice(3, 5) === '00' || digits.slice(5) === '0000') return false;
  return !ADVERTISED.has(digits);
}

export const usSsn: Validator = {
  name: 'us-ssn',
  description: 'US Social Security Number: SSA area/group/serial rules, excluding advertised numbers.',
  references: [
    'https://www.ssa.gov/employer/randomization.html',
    'https://www.ssa.gov/history/ssn/misused.html',
    'https://en.wikipedia.org/wiki/Social_Security_number',
  ],
  validate(value) {
    const digits = digitsOf(value);
    return digits !== null && ssnStructureValid(digits);
  },
  generate(rng, params) {
    let digits: string;
    do digits = pad(between(rng, 1, 899), 3) + pad(between(rng, 1, 99), 2) + pad(between(rng, 1, 9999), 4);
    while (!ssnStructureValid(digits));
    const sep = separatorParam(params, '-');
    return digits.slice(0, 3) + sep + digits.slice(3, 5) + sep + digits.slice(5);
  },
};

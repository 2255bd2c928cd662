// `uk-nino`: UK National Insurance numbers: two prefix letters, six digits, suffix A-D.
// No check digit; the prefix rules come from HMRC's National Insurance Manual NIM39110.

import { isDigits, randomDigits, separatorParam, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const FIRST = 'ABCEGHJKLMNOPRSTWXYZ'; // not D, F, I, Q, U, V
const SECOND = 'ABCEGHJKLMNPRSTWXYZ'; // additionally not O
const BANNED_PREFIXES = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

export const ukNino: Validator = {
  name: 'uk-nino',
  description: 'UK National Insurance number (HMRC NIM39110 prefix rules, suffix A-D).',
  references: ['https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39110'],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES + '-').toUpperCase();
    if (v.length !== 9) return false;
    const prefix = v.slice(0, 2);
    if (!FIRST.includes(v[0] as string) || !SECOND.includes(v[1] as string)) return false;
    if (BANNED_PREFIXES.has(prefix)) return false;
    return isDigits(v.slice(2, 8)) && 'ABCD'.includes(v[8] as string);
  },
  generate(rng, params) {
    let prefix: string;
    do prefix = rng.pick([...FIRST]) + rng.pick([...SECOND]);
    while (BANNED_PREFIXES.has(prefix));
    const digits = randomDigits(rng, 6);
    const suffix = rng.pick(['A', 'B', 'C', 'D']);
    // HMRC prints "QQ 12 34 56 A"; separatorParam lets rules ask for the compact form.
    const sep = separatorParam(params, ' ');
    return [prefix, digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 6), suffix].join(sep);
  },
};


// `random-case-mix`: a random token of letters and digits, told from an identifier built of
// words. In a random string over upper case, lower case and digits the character class changes
// between about two thirds of neighbouring characters; a CamelCase name changes class only at
// its word humps (ZoneDnsRecordUpdater01 changes 5 times in 21 characters). Requiring 38% keeps
// a random 40-character token with near certainty (the mean is 24 changes, the floor 15).

import type { Rng } from '../examples/rng.js';
import { BASE62 } from './text.js';
import type { Validator } from './validator.js';

const MIN_LENGTH = 16;
const MIN_CHANGE_RATIO = 0.38;

/** 0 upper, 1 lower, 2 digit, 3 '-' or '_', -1 anything else. */
function charClass(code: number): number {
  if (code >= 65 && code <= 90) return 0;
  if (code >= 97 && code <= 122) return 1;
  if (code >= 48 && code <= 57) return 2;
  if (code === 45 || code === 95) return 3;
  return -1;
}

export const randomCaseMix: Validator = {
  name: 'random-case-mix',
  description: 'A random token of letters, digits, "-" and "_": the character class changes between at least 38% of neighbouring characters, which word-built CamelCase identifiers do not reach.',
  references: ['https://en.wikipedia.org/wiki/Camel_case'],
  validate(value: string): boolean {
    if (value.length < MIN_LENGTH || value.length > 512) return false;
    let previous = charClass(value.charCodeAt(0));
    if (previous < 0) return false;
    let changes = 0;
    for (let i = 1; i < value.length; i++) {
      const current = charClass(value.charCodeAt(i));
      if (current < 0) return false;
      if (current !== previous) changes++;
      previous = current;
    }
    return changes >= MIN_CHANGE_RATIO * (value.length - 1);
  },
  generate(rng: Rng): string {
    for (;;) {
      const value = rng.string(BASE62, 40);
      if (randomCaseMix.validate(value)) return value;
    }
  },
};

// `sg-nric`: Singapore NRIC/FIN: prefix S/T (citizens, PRs), F/G/M (foreigners), 7 digits and
// a check letter from weights 2,7,6,5,4,3,2. T and G add 4; M (FIN series from 2022) adds 3
// and uses its own letter table (ICA specification as implemented by GovTech FormSG).

import { weightedSum } from './checksum.js';
import { isDigits, randomDigits } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2];

export function nricCheckLetter(prefix: string, digits: string): string | null {
  const sum = weightedSum(digits, WEIGHTS);
  switch (prefix) {
    case 'S': return 'JZIHGFEDCBA'[sum % 11] as string;
    case 'T': return 'JZIHGFEDCBA'[(sum + 4) % 11] as string;
    case 'F': return 'XWUTRQPNMLK'[sum % 11] as string;
    case 'G': return 'XWUTRQPNMLK'[(sum + 4) % 11] as string;
    case 'M': return 'KLJNPQRTUWX'[10 - ((sum + 3) % 11)] as string;
    default: return null;
  }
}

export const sgNric: Validator = {
  name: 'sg-nric',
  description: 'Singapore NRIC/FIN (S, T, F, G, M series) with its mod-11 check letter.',
  references: [
    'https://en.wikipedia.org/wiki/National_Registration_Identity_Card',
    'https://github.com/opengovsg/FormSG',
  ],
  validate(value) {
    const v = value.trim().toUpperCase();
    if (v.length !== 9) return false;
    const digits = v.slice(1, 8);
    return isDigits(digits) && v[8] === nricCheckLetter(v[0] as string, digits);
  },
  generate(rng) {
    const prefix = rng.pick(['S', 'S', 'T', 'T', 'F', 'G', 'M']);
    const digits = randomDigits(rng, 7);
    return prefix + digits + nricCheckLetter(prefix, digits);
  },
};

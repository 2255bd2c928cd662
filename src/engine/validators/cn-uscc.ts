// `cn-uscc`: Chinese Unified Social Credit Code (统一社会信用代码, GB 32100-2015), the tax number of
// every organisation: 18 characters from 0-9 and the capitals without I, O, S, V, Z; a registering
// authority, an entity type, a six-digit region, a nine-character organisation code and a check
// character, (31 − Σ value × 3^i mod 31) mod 31.

import { randomDigits } from './text.js';
import type { Validator } from './validator.js';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[1-9A-HJ-NP-RTUWXY][1-9][0-9]{6}[0-9A-HJ-NP-RTUWXY]{10}$/;

export function usccCheck(seventeen: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(seventeen[i]!) * WEIGHTS[i]!;
  return ALPHABET[(31 - (sum % 31)) % 31]!;
}

export const cnUscc: Validator = {
  name: 'cn-uscc',
  description: 'Chinese Unified Social Credit Code: 18 characters (no I, O, S, V, Z) with a mod-31 check character.',
  references: [
    'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/cn/uscc.py',
    'https://zh.wikipedia.org/wiki/统一社会信用代码',
  ],
  validate(value) {
    const v = value.trim().toUpperCase();
    if (!SHAPE.test(v)) return false;
    return v[17] === usccCheck(v.slice(0, 17));
  },
  generate(rng) {
    let org = '';
    for (let i = 0; i < 9; i++) org += ALPHABET[rng.int(ALPHABET.length)];
    const body = rng.pick(['91', '92', '93', '52', '12']) + rng.pick(['110105', '310115', '440305', '510100', '330106']) + org;
    return body + usccCheck(body) ;
  },
};

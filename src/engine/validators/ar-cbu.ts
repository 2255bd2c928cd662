// `ar-cbu`: Argentine CBU (Clave Bancaria Uniforme) and CVU (Clave Virtual Uniforme, the same
// layout for payment-app wallets, entity code 000), 22 digits in two blocks, each with its own
// check digit (BCRA): block 1 is the entity (3) and branch (4) codes, weighted 7, 1, 3, 9, 7, 1, 3;
// block 2 is the account (13), weighted 3, 9, 7, 1, … . Each check digit brings its block's weighted
// sum to a multiple of 10.

import { allSame, isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const BLOCK1 = [7, 1, 3, 9, 7, 1, 3];
const BLOCK2 = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3];

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i]!;
  return (10 - (sum % 10)) % 10;
}

export const arCbu: Validator = {
  name: 'ar-cbu',
  description: 'Argentine CBU/CVU: 22 digits whose two blocks (8 and 14 digits) each end in a weighted mod-10 check digit.',
  references: ['https://www.bcra.gob.ar/SistemasFinancierosYdePagos/Clave_Bancaria_Uniforme.asp', 'https://es.wikipedia.org/wiki/Clave_Bancaria_Uniforme'],
  validate(value) {
    if (value.length > 28) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 22 || !isDigits(v) || allSame(v) || allSame(v.slice(8, 21))) return false;
    return checkDigit(v, BLOCK1) === Number(v[7]) && checkDigit(v.slice(8), BLOCK2) === Number(v[21]);
  },
  generate(rng) {
    for (;;) {
      const b1 = randomDigits(rng, 7);
      const b2 = randomDigits(rng, 13);
      const v = b1 + String(checkDigit(b1, BLOCK1)) + b2 + String(checkDigit(b2, BLOCK2));
      if (!allSame(v) && !allSame(v.slice(8, 21))) return v;
    }
  },
};

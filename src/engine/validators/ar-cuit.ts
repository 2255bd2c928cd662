// `ar-cuit`: Argentinian tax / labour number (CUIT, CUIL) XX-NNNNNNNN-C: type prefix (20, 23,
// 24, 27 people; 30, 33, 34 companies), the DNI, check C = 11 − (Σ digits·(5 4 3 2 7 6 5 4 3 2)
// mod 11) (11 → 0; 10 is never issued).

import { weightedSum } from './checksum.js';
import { isDigits, num, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const PREFIXES = ['20', '23', '24', '27', '30', '33', '34'];

export function cuitCheck(ten: string): number {
  const r = 11 - (weightedSum(ten, WEIGHTS) % 11);
  return r === 11 ? 0 : r;
}

export const arCuit: Validator = {
  name: 'ar-cuit',
  description: 'Argentinian CUIT/CUIL: type prefix, DNI, mod-11 check digit.',
  references: ['https://es.wikipedia.org/wiki/Clave_Única_de_Identificación_Tributaria', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/ar/cuit.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, SPACES + '-.');
    if (v.length !== 11 || !isDigits(v) || !PREFIXES.includes(v.slice(0, 2))) return false;
    const check = cuitCheck(v);
    return check !== 10 && check === num(v[10]!);
  },
  generate(rng) {
    for (;;) {
      const ten = rng.pick(['20', '27']) + randomDigits(rng, 8);
      const check = cuitCheck(ten);
      if (check !== 10) return `${ten.slice(0, 2)}-${ten.slice(2)}-${check}`;
    }
  },
};

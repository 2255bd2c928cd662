// `mx-clabe`: Mexican CLABE interbank account number (Clave Bancaria Estandarizada), 18 digits:
// bank (3), branch plaza (3), account (11) and a check digit. Each of the first 17 digits is
// multiplied by 3, 7, 1, 3, 7, 1, … and reduced mod 10; the check digit brings the sum of those
// products to a multiple of 10 (Banxico's published algorithm).

import { allSame, isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [3, 7, 1];

export function clabeCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * WEIGHTS[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10;
}

export const mxClabe: Validator = {
  name: 'mx-clabe',
  description: 'Mexican CLABE interbank account number: 18 digits with the 3-7-1 mod-10 check digit.',
  references: [
    'https://www.banxico.org.mx/sistemas-de-pago/servicios/sistema-de-pagos-electronicos-interbancarios-spei/clabe.html',
    'https://en.wikipedia.org/wiki/CLABE',
  ],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 18 || !isDigits(v) || allSame(v)) return false;
    return clabeCheckDigit(v) === Number(v[17]);
  },
  generate(rng) {
    for (;;) {
      const first = randomDigits(rng, 17);
      const v = first + String(clabeCheckDigit(first));
      if (!allSame(v)) return v;
    }
  },
};

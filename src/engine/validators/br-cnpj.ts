// `br-cnpj`: Brazilian company register number (CNPJ): 12 base characters and two mod-11
// check digits. From July 2026 the base may be alphanumeric (Instrução Normativa RFB
// 2.229/2024); characters count as their ASCII code minus 48, so digits are unchanged.

import { allSame, isDigits, isUpperAlnum, pad, randomDigits, separatorParam, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function checkDigit(payload: string, weights: readonly number[]): string {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (payload.charCodeAt(i) - 48) * (weights[i] as number);
  const r = sum % 11;
  return String(r < 2 ? 0 : 11 - r);
}

export function cnpjCheckDigits(base12: string): string {
  const d1 = checkDigit(base12, W1);
  return d1 + checkDigit(base12 + d1, W2);
}

export const brCnpj: Validator = {
  name: 'br-cnpj',
  description: 'Brazilian CNPJ (numeric or the 2026 alphanumeric form) with two mod-11 check digits.',
  references: [
    'https://pt.wikipedia.org/wiki/Cadastro_Nacional_da_Pessoa_Jur%C3%ADdica',
  ],
  validate(value) {
    if (value.length > 30) return false;
    const v = strip(value, SPACES + './-').toUpperCase();
    if (v.length !== 14 || !isUpperAlnum(v.slice(0, 12)) || !isDigits(v.slice(12))) return false;
    if (allSame(v)) return false;
    return v.slice(12) === cnpjCheckDigits(v.slice(0, 12));
  },
  generate(rng, params) {
    // Headquarters use branch 0001; a few rules may want other branches, so vary rarely.
    const branch = rng.int(5) === 0 ? pad(2 + rng.int(30), 4) : '0001';
    let base = randomDigits(rng, 8);
    while (allSame(base)) base = randomDigits(rng, 8);
    const v = base + branch + cnpjCheckDigits(base + branch);
    if (separatorParam(params, '.') === '') return v;
    return `${v.slice(0, 2)}.${v.slice(2, 5)}.${v.slice(5, 8)}/${v.slice(8, 12)}-${v.slice(12)}`;
  },
};

// `br-cpf`: Brazilian individual taxpayer number (Cadastro de Pessoas Físicas): 9 digits and
// two mod-11 check digits (weights 10..2, then 11..2). Punctuation 000.000.000-00 optional.

import { weightedSum } from './checksum.js';
import { allSame, isDigits, randomDigits, separatorParam, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

function checkDigit(payload: string): string {
  const n = payload.length;
  const weights = Array.from({ length: n }, (_, i) => n + 1 - i);
  const r = (weightedSum(payload, weights) * 10) % 11;
  return String(r === 10 ? 0 : r);
}

export function cpfCheckDigits(nine: string): string {
  const d1 = checkDigit(nine);
  return d1 + checkDigit(nine + d1);
}

export const brCpf: Validator = {
  name: 'br-cpf',
  description: 'Brazilian CPF: 11 digits with two mod-11 check digits; all-same digits rejected.',
  references: [
    'https://pt.wikipedia.org/wiki/Cadastro_de_Pessoas_F%C3%ADsicas',
  ],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, SPACES + '.-/');
    if (v.length !== 11 || !isDigits(v) || allSame(v)) return false;
    return v.slice(9) === cpfCheckDigits(v.slice(0, 9));
  },
  generate(rng, params) {
    let nine: string;
    do nine = randomDigits(rng, 9);
    while (allSame(nine));
    const v = nine + cpfCheckDigits(nine);
    if (separatorParam(params, '.') === '') return v;
    return `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}`;
  },
};

// `es-ccc`: Spanish domestic account code (Código Cuenta Cliente): bank (4 digits), branch (4),
// two control digits (DC) and the account (10). The first control digit covers "00" + bank +
// branch, the second the account, each with weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6 mod 11
// (11 − sum mod 11; 11 → 0, 10 → 1). The CCC is the BBAN of the Spanish IBAN.

import { digitAt, isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

/** The control digit of ten digits. */
export function cccDigit(ten: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += digitAt(ten, i) * WEIGHTS[i]!;
  const d = 11 - (sum % 11);
  return d === 11 ? 0 : d === 10 ? 1 : d;
}

export const esCcc: Validator = {
  name: 'es-ccc',
  description: 'Spanish CCC (bank 4, branch 4, control 2, account 10): both mod-11 control digits hold.',
  references: [
    'https://es.wikipedia.org/wiki/C%C3%B3digo_cuenta_cliente',
    'https://www.ecbs.org/iban/spain-bank-account-number.html',
  ],
  validate(value) {
    if (value.length > 32) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 20 || !isDigits(v)) return false;
    const account = v.slice(10);
    // An all-zero bank or account is a template, not an account.
    if (/^0+$/.test(v.slice(0, 4)) || /^0+$/.test(account)) return false;
    return cccDigit('00' + v.slice(0, 8)) === digitAt(v, 8) && cccDigit(account) === digitAt(v, 9);
  },
  generate(rng) {
    const bank = String(1000 + rng.int(9000));
    const branch = randomDigits(rng, 4);
    const account = String(1 + rng.int(9)) + randomDigits(rng, 9);
    const dc = `${cccDigit('00' + bank + branch)}${cccDigit(account)}`;
    return [bank, branch, dc, account].join(' ');
  },
};

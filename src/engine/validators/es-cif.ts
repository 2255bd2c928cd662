// `es-cif`: Spanish company tax number (CIF, now the NIF of a legal entity): an organisation-type
// letter, seven digits (province and serial) and a control that is a digit or a letter J-I
// computed Luhn-style over the seven digits.

import { digitAt, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const SHAPE = /^[ABCDEFGHJNPQRSUVW][0-9]{7}[0-9A-J]$/;

function cifControl(seven: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = digitAt(seven, i);
    sum += i % 2 === 1 ? d : Math.floor((2 * d) / 10) + ((2 * d) % 10);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a nine-character body (no ES prefix) is a CIF with a matching control. */
export function cifValid(body: string): boolean {
  if (!SHAPE.test(body) || body.slice(1, 8) === '0000000') return false;
  const c = cifControl(body.slice(1, 8));
  const last = body[8]!;
  return last === String(c) || last === 'JABCDEFGHI'[c];
}

export const esCif: Validator = {
  name: 'es-cif',
  description: 'Spanish CIF (legal entity NIF): a type letter, seven digits and a control digit or letter.',
  references: ['https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/es/cif.py'],
  validate(value) {
    if (value.length > 16) return false;
    let v = strip(value, `${SPACES}-.`).toUpperCase();
    if (v.startsWith('ES') && v.length === 11) v = v.slice(2);
    return cifValid(v);
  },
  generate(rng) {
    const seven = randomDigits(rng, 7);
    const letter = rng.pick(['A', 'B', 'G', 'J', 'N', 'P', 'Q', 'S']);
    const c = cifControl(seven);
    // Entities of public law and foreign ones (N, P, Q, S) carry a letter control.
    return letter + seven + ('NPQS'.includes(letter) ? 'JABCDEFGHI'[c]! : String(c));
  },
};

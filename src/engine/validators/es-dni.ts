// `es-dni`: Spanish national identity number (DNI): 8 digits and the control letter
// TRWAGMYFPDXBNJZSQVHLCKE[n mod 23] (Real Decreto 1553/2005, art. 11).

import { isDigits, num, pad, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function dniLetter(digits: string): string {
  return LETTERS[num(digits) % 23] as string;
}

export function cleanSpanishId(value: string): string {
  return value.length > 24 ? '' : strip(value, SPACES + '-.').toUpperCase();
}

export const esDni: Validator = {
  name: 'es-dni',
  description: 'Spanish DNI: 8 digits and the mod-23 control letter.',
  references: [
    'https://ordenacionjuego.es/gl/calculo-digito-control',
    'https://es.wikipedia.org/wiki/Documento_nacional_de_identidad_(Espa%C3%B1a)',
  ],
  validate(value) {
    const v = cleanSpanishId(value);
    if (v.length !== 9) return false;
    const digits = v.slice(0, 8);
    return isDigits(digits) && v[8] === dniLetter(digits);
  },
  generate(rng) {
    const digits = pad(10_000_000 + rng.int(90_000_000), 8);
    return digits + dniLetter(digits);
  },
};

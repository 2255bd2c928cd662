// `es-nie`: Spanish foreigner identity number (NIE): X, Y or Z (standing for 0, 1, 2), seven
// digits and the same mod-23 control letter as the DNI (Orden INT/2058/2008).

import { cleanSpanishId, dniLetter } from './es-dni.js';
import { isDigits, randomDigits } from './text.js';
import type { Validator } from './validator.js';

export const esNie: Validator = {
  name: 'es-nie',
  description: 'Spanish NIE: X/Y/Z, 7 digits and the mod-23 control letter.',
  references: [
    'https://ordenacionjuego.es/gl/calculo-digito-control',
    'https://es.wikipedia.org/wiki/N%C3%BAmero_de_identidad_de_extranjero',
  ],
  validate(value) {
    const v = cleanSpanishId(value);
    if (v.length !== 9) return false;
    const lead = 'XYZ'.indexOf(v[0] as string);
    const digits = v.slice(1, 8);
    return lead >= 0 && isDigits(digits) && v[8] === dniLetter(String(lead) + digits);
  },
  generate(rng) {
    const lead = rng.int(3);
    const digits = randomDigits(rng, 7);
    return 'XYZ'[lead] + digits + dniLetter(String(lead) + digits);
  },
};

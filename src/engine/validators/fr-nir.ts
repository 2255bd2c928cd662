// `fr-nir`: French social security number (NIR / numéro INSEE): 13 characters and a 2-digit
// key = 97 − (N mod 97). For the Corsican départements N is computed with 2A read as 19 and
// 2B as 18 (equivalently: as 20, minus 1 000 000 / 2 000 000).

import { between, isDigits, num, pad, separatorParam, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

/** N as a number (13 digits < 2^53) or null when the body is malformed. */
function bodyNumber(body: string): number | null {
  const dept = body.slice(5, 7);
  let digits = body;
  if (dept === '2A') digits = body.slice(0, 5) + '19' + body.slice(7);
  else if (dept === '2B') digits = body.slice(0, 5) + '18' + body.slice(7);
  return isDigits(digits) ? num(digits) : null;
}

export function nirKey(body: string): string | null {
  const n = bodyNumber(body);
  return n === null ? null : pad(97 - (n % 97), 2);
}

export const frNir: Validator = {
  name: 'fr-nir',
  description: 'French NIR (social security number): structure and 97 − (N mod 97) key, incl. Corsica 2A/2B.',
  references: [
    'https://www.insee.fr/en/metadonnees/definition/c1409',
    'https://xml.insee.fr/schema/nir.html',
    'https://fr.wikipedia.org/wiki/Num%C3%A9ro_de_s%C3%A9curit%C3%A9_sociale_en_France',
  ],
  validate(value) {
    if (value.length > 30) return false;
    const v = strip(value, SPACES + '.-').toUpperCase();
    if (v.length !== 15 || !'123478'.includes(v[0] as string)) return false;
    // Month: 01-12, or 20-42 / 50-99 for unknown or fictitious months (INSEE).
    const mm = isDigits(v.slice(3, 5)) ? num(v.slice(3, 5)) : -1;
    if (!((mm >= 1 && mm <= 12) || (mm >= 20 && mm <= 42) || mm >= 50)) return false;
    const key = v.slice(13);
    return isDigits(key) && key === nirKey(v.slice(0, 13));
  },
  generate(rng, params) {
    const dept = rng.int(20) === 0 ? rng.pick(['2A', '2B']) : pad(rng.pick([between(rng, 1, 19), between(rng, 21, 95)]), 2);
    const body = String(1 + rng.int(2)) + pad(rng.int(100), 2) + pad(between(rng, 1, 12), 2) + dept +
      pad(between(rng, 1, 999), 3) + pad(between(rng, 1, 999), 3);
    const v = body + nirKey(body);
    const sep = separatorParam(params, ' ');
    return [v.slice(0, 1), v.slice(1, 3), v.slice(3, 5), v.slice(5, 7), v.slice(7, 10), v.slice(10, 13), v.slice(13)].join(sep);
  },
};


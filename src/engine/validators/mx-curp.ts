// `mx-curp`: Mexican population registry key (CURP), 18 characters: name letters, YYMMDD,
// sex (H/M, X since 2022), state code, internal consonants, homonymy character (digit before
// 2000, letter from 2000) and a check digit over the alphabet 0-9 A-N Ñ O-Z with weights 18..2.

import { isValidDate, randomBirthDate } from './calendar.js';
import { DIGITS, isDigits, num, pad, UPPER } from './text.js';
import type { Validator } from './validator.js';

const ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const STATES = new Set([
  'AS', 'BC', 'BS', 'CC', 'CL', 'CM', 'CS', 'CH', 'DF', 'DG', 'GT', 'GR', 'HG', 'JC', 'MC', 'MN', 'MS',
  'NT', 'NL', 'OC', 'PL', 'QT', 'QR', 'SP', 'SL', 'SR', 'TC', 'TS', 'TL', 'VZ', 'YN', 'ZS', 'NE',
]);
const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXYZ';

export function curpCheckDigit(seventeen: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = ALPHABET.indexOf(seventeen[i] as string);
    if (v < 0) return null;
    sum += v * (18 - i);
  }
  return String((10 - (sum % 10)) % 10);
}

function isLetters(s: string, allowed: string = UPPER): boolean {
  for (const ch of s) if (!allowed.includes(ch)) return false;
  return s.length > 0;
}

export const mxCurp: Validator = {
  name: 'mx-curp',
  description: 'Mexican CURP: layout, birth date, state code and the RENAPO check digit.',
  references: [
    'https://www.gob.mx/curp/',
    'https://www.dof.gob.mx/nota_detalle.php?codigo=5638826',
    'https://curp.readthedocs.io/es/latest/instructivo/verificacion.html',
  ],
  validate(value) {
    const v = value.trim().toUpperCase();
    if (v.length !== 18) return false;
    if (!isLetters(v.slice(0, 4)) || !isDigits(v.slice(4, 10)) || !'HMX'.includes(v[10] as string)) return false;
    if (!STATES.has(v.slice(11, 13)) || !isLetters(v.slice(13, 16), CONSONANTS)) return false;
    const homonymy = v[16] as string;
    const before2000 = homonymy >= '0' && homonymy <= '9';
    if (!before2000 && !(homonymy >= 'A' && homonymy <= 'Z')) return false;
    const y = (before2000 ? 1900 : 2000) + num(v.slice(4, 6));
    if (!isValidDate(y, num(v.slice(6, 8)), num(v.slice(8, 10)))) return false;
    return v[17] === curpCheckDigit(v.slice(0, 17));
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng);
    const body = rng.pick([...CONSONANTS]) + rng.pick([...'AEIOU']) + rng.string(UPPER, 2) +
      pad(y % 100, 2) + pad(m, 2) + pad(d, 2) + rng.pick(['H', 'M']) + rng.pick([...STATES]) +
      rng.string(CONSONANTS, 3) + (y >= 2000 ? rng.string(UPPER, 1) : rng.string(DIGITS, 1));
    return body + curpCheckDigit(body);
  },
};

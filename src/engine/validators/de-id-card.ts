// `de-id-card`: German identity card or passport document number (Personalausweis- /
// Reisepassnummer, since 2010): nine characters from the consonants C F G H J K L M N P R T V
// W X Y Z and digits, the first a letter, then a check digit: Σ values·(7 3 1 …) mod 10 with
// letters valued A=10 … Z=35 (ICAO 9303).

import type { Validator } from './validator.js';

const ALPHABET = 'CFGHJKLMNPRTVWXYZ0123456789';
const value = (c: string): number => (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 55);

export function icaoCheck(s: string): string {
  let sum = 0;
  for (let i = 0; i < s.length; i++) sum += value(s[i]!) * [7, 3, 1][i % 3]!;
  return String(sum % 10);
}

export const deIdCard: Validator = {
  name: 'de-id-card',
  description: 'German identity card / passport number: nine characters of the document alphabet, ICAO 7-3-1 check digit.',
  references: ['https://de.wikipedia.org/wiki/Ausweisnummer', 'https://www.icao.int/publications/Documents/9303_p3_cons_en.pdf'],
  validate(raw) {
    const v = raw.trim().toUpperCase();
    if (v.length !== 10 || !/^[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}[0-9]$/.test(v)) return false;
    if (!/[0-9]/.test(v.slice(1, 9))) return false; // a word of consonants is not a document number
    return v[9] === icaoCheck(v.slice(0, 9));
  },
  generate(rng) {
    const body = rng.string('CFGHJKLMNPRTVWXYZ', 1) + rng.string(ALPHABET, 4) + rng.string('0123456789', 4);
    return body + icaoCheck(body);
  },
};

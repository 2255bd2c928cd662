// `cl-rut`: Chilean RUT/RUN: body digits and a mod-11 check character (weights 2..7 from the
// right; 11 → 0, 10 → K), usually written 12.345.678-5.

import { isDigits, num, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export function rutCheck(body: string): string {
  let sum = 0;
  for (let i = body.length - 1, w = 2; i >= 0; i--, w = w === 7 ? 2 : w + 1) {
    sum += (body.charCodeAt(i) - 48) * w;
  }
  const r = 11 - (sum % 11);
  return r === 11 ? '0' : r === 10 ? 'K' : String(r);
}

export const clRut: Validator = {
  name: 'cl-rut',
  description: 'Chilean RUT/RUN: 7-8 digit body and mod-11 check character (0-9 or K).',
  references: [
    'https://www.sii.cl/',
    'https://es.wikipedia.org/wiki/Rol_%C3%9Anico_Tributario',
  ],
  validate(value) {
    if (value.length > 20) return false;
    // Dots group the body in thousands (12.345.678-5); other dots are another number's grouping.
    if (value.includes('.') && !/^[0-9]{1,2}(?:\.[0-9]{3}){2}-?[0-9Kk]$/.test(strip(value, SPACES))) return false;
    const v = strip(value, SPACES + '.-').toUpperCase();
    const body = v.slice(0, -1);
    if (body.length < 7 || body.length > 8 || !isDigits(body) || num(body) < 1_000_000) return false;
    return v[v.length - 1] === rutCheck(body);
  },
  generate(rng) {
    const body = String(5_000_000 + rng.int(22_000_000));
    const dotted = body.replace(/\B(?=(\d{3})+$)/g, '.');
    return `${dotted}-${rutCheck(body)}`;
  },
};

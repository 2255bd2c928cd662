// `gb-vat`: UK VAT registration number, 9 digits (printed 3-4-2, often after "GB") or 12 with a
// branch suffix: Σ digit × (8, 7, 6, 5, 4, 3, 2, 10, 1) mod 97 is 0 (numbers issued before 2010)
// or 42 (the "mod 9755" series issued since).

import { randomDigits, SPACES, strip, isDigits } from './text.js';
import { weightedSum } from './checksum.js';
import type { Validator } from './validator.js';

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 1];

export const gbVat: Validator = {
  name: 'gb-vat',
  description: 'UK VAT registration number: 9 digits (or 12 with a branch) whose weighted sum mod 97 is 0 or 42.',
  references: ['https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/gb/vat.py'],
  validate(value) {
    if (value.length > 24) return false;
    let v = strip(value, `${SPACES}.-`).toUpperCase();
    if (v.startsWith('GB') || v.startsWith('XI')) v = v.slice(2);
    if ((v.length !== 9 && v.length !== 12) || !isDigits(v) || v.startsWith('000')) return false;
    const r = weightedSum(v.slice(0, 9), WEIGHTS) % 97;
    return r === 0 || r === 42;
  },
  generate(rng) {
    for (;;) {
      const seven = String(1 + rng.int(9)) + randomDigits(rng, 6);
      const partial = weightedSum(seven, WEIGHTS.slice(0, 7)) % 97;
      const target = rng.int(2) === 0 ? 0 : 42;
      const check = (target - partial + 97 * 2) % 97;
      const v = seven + String(check).padStart(2, '0');
      if (weightedSum(v, WEIGHTS) % 97 === target) return `GB${v.slice(0, 3)} ${v.slice(3, 7)} ${v.slice(7)}`;
    }
  },
};

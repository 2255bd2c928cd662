// `jp-corporate-number`: Japanese corporate number (法人番号), 13 digits whose FIRST digit checks
// the other twelve: 9 − (Σ digit × weight mod 9), weights 1, 2, 1, 2 … from the rightmost digit.
// A corporation's invoice registration number (適格請求書発行事業者登録番号) is "T" + this number.

import { digitAt, isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export function corporateNumberCheck(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += digitAt(twelve, 11 - i) * (i % 2 === 0 ? 1 : 2);
  return String(9 - (sum % 9));
}

export const jpCorporateNumber: Validator = {
  name: 'jp-corporate-number',
  description: 'Japanese corporate number (法人番号, or T + it as an invoice registration number): 13 digits, the first a check digit over the other twelve (mod 9).',
  references: [
    'https://www.houjin-bangou.nta.go.jp/en/setsumei/',
    'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/jp/cn.py',
  ],
  validate(value) {
    if (value.length > 20) return false;
    let v = strip(value, `${SPACES}-`);
    if (v[0] === 'T' || v[0] === 't') v = v.slice(1);
    if (v.length !== 13 || !isDigits(v) || /^(.)\1+$/.test(v.slice(1))) return false;
    return v[0] === corporateNumberCheck(v.slice(1));
  },
  generate(rng) {
    const twelve = randomDigits(rng, 12);
    return corporateNumberCheck(twelve) + twelve;
  },
};

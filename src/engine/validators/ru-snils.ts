// `ru-snils`: Russian individual insurance account number (СНИЛС) XXX-XXX-XXX YY: YY is
// Σ digit·(9..1) when below 100, 0 for 100 or 101, else that sum mod 101 (100 → 0). Numbers up
// to 001-001-998 carry no check.

import { digitAt, isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export function snilsCheck(nine: string): number {
  let s = 0;
  for (let i = 0; i < 9; i++) s += digitAt(nine, i) * (9 - i);
  if (s < 100) return s;
  if (s === 100 || s === 101) return 0;
  const r = s % 101;
  return r === 100 ? 0 : r;
}

export const ruSnils: Validator = {
  name: 'ru-snils',
  description: 'Russian SNILS: nine digits and a two-digit weighted check.',
  references: ['https://ru.wikipedia.org/wiki/Страховой_номер_индивидуального_лицевого_счёта', 'https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/ru/snils.py'],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES + '-');
    if (v.length !== 11 || !isDigits(v) || num(v.slice(0, 9)) <= 1001998) return false;
    return snilsCheck(v.slice(0, 9)) === num(v.slice(9));
  },
  generate(rng) {
    const nine = String(1 + rng.int(9)) + randomDigits(rng, 8);
    const c = pad(snilsCheck(nine), 2);
    return `${nine.slice(0, 3)}-${nine.slice(3, 6)}-${nine.slice(6)} ${c}`;
  },
};

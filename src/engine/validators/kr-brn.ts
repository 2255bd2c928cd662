// `kr-brn`: South Korean business registration number (사업자등록번호), written 123-45-67890:
// a 3-digit tax office code, a 2-digit taxpayer kind, a 4-digit serial and a check digit that is
// (10 − (Σ first nine·(1 3 7 1 3 7 1 3 5) + ⌊ninth·5/10⌋) mod 10) mod 10. Sole proprietors are
// registered under it, so in a customer record it identifies a person as well as a firm.

import { isDigits, num, randomDigits, separatorParam, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

export function krBrnCheck(nine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += num(nine[i]!) * WEIGHTS[i]!;
  sum += Math.floor((num(nine[8]!) * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

export const krBrn: Validator = {
  name: 'kr-brn',
  description: 'Korean business registration number: ten digits (3-2-5), weighted mod-10 check digit; a tax office code of 000 is never issued.',
  references: ['https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/kr/brn.py'],
  validate(value) {
    if (value.length > 16) return false;
    const v = strip(value, `${SPACES}-`);
    if (v.length !== 10 || !isDigits(v) || v.startsWith('000') || v.slice(5, 9) === '0000') return false;
    return krBrnCheck(v) === num(v[9]!);
  },
  generate(rng, params) {
    const nine = String(1 + rng.int(9)) + randomDigits(rng, 4) + String(1 + rng.int(9)) + randomDigits(rng, 3);
    const sep = separatorParam(params, '-');
    return `${nine.slice(0, 3)}${sep}${nine.slice(3, 5)}${sep}${nine.slice(5, 9)}${krBrnCheck(nine)}`;
  },
};

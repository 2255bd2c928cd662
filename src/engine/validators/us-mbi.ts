// `us-mbi`: US Medicare Beneficiary Identifier: 11 characters C A AN N A AN N A A N N, where C is
// 1-9, N a digit, A a letter other than S L O I B Z, AN either; often written XXXX-XXX-XXXX.
// The format has no check digit: its fixed letter/digit positions are the evidence.

import { randomDigits } from './text.js';
import type { Validator } from './validator.js';

const A = 'ACDEFGHJKMNPQRTUVWXY';
const MBI = new RegExp(`^[1-9][${A}][${A}0-9][0-9][${A}][${A}0-9][0-9][${A}]{2}[0-9]{2}$`);

export const usMbi: Validator = {
  name: 'us-mbi',
  description: 'US Medicare Beneficiary Identifier: the 11-position letter/digit structure (no check digit).',
  references: ['https://www.cms.gov/medicare/new-medicare-card/understanding-the-mbi.pdf'],
  validate(value) {
    if (value.length > 16) return false;
    return MBI.test(value.replace(/[ -]/g, '').toUpperCase());
  },
  generate(rng) {
    const a = (): string => rng.string(A, 1);
    const v = `${1 + rng.int(9)}${a()}${rng.string(A + '0123456789', 1)}${randomDigits(rng, 1)}${a()}${rng.string(A + '0123456789', 1)}${randomDigits(rng, 1)}${a()}${a()}${randomDigits(rng, 2)}`;
    return `${v.slice(0, 4)}-${v.slice(4, 7)}-${v.slice(7)}`;
  },
};

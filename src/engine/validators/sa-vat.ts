// `sa-vat`: Saudi VAT registration number (ZATCA TIN for VAT), 15 digits that begin and end with 3.
// It has no published check digit, so rules read it only beside a tax label.

import { isDigits, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export const saVat: Validator = {
  name: 'sa-vat',
  description: 'Saudi VAT registration number: 15 digits beginning and ending with 3 (structure only).',
  references: ['https://zatca.gov.sa/en/E-Invoicing/Introduction/Guidelines/Documents/E-invoicing-Detailed-Technical-Guideline.pdf'],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, `${SPACES}-`);
    if (v.length !== 15 || !isDigits(v) || v[0] !== '3' || v[14] !== '3') return false;
    // Templates (300000000000003, 399999999999993) are not a registration.
    return !/^3(?:0+|9+|1234567890123)3$/.test(v);
  },
  generate(rng) {
    return `3${String(1 + rng.int(9))}${randomDigits(rng, 12)}3`;
  },
};

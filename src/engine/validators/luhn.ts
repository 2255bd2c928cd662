// `luhn`: the mod-10 check digit of payment card numbers (ISO/IEC 7812-1) and many other
// identifiers (IMEI, some national numbers). Spaces and dashes are ignored.

import { luhnCheckDigit, luhnValid } from './checksum.js';
import { allSame, group, isDigits, paramNumber, paramString, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export const luhn: Validator = {
  name: 'luhn',
  description: 'Luhn mod-10 check digit (payment cards, IMEI, …); rejects one repeated digit.',
  references: [
    'https://www.iso.org/standard/70484.html',
    'https://en.wikipedia.org/wiki/Luhn_algorithm',
  ],
  validate(value, params) {
    const digits = strip(value, SPACES + '-');
    const min = paramNumber(params, 'minLength') ?? 8;
    const max = paramNumber(params, 'maxLength') ?? 19;
    if (digits.length < min || digits.length > max || !isDigits(digits)) return false;
    // 0000 0000 0000 0000 passes the arithmetic but is never a real number.
    if (allSame(digits)) return false;
    return luhnValid(digits);
  },
  generate(rng, params) {
    const prefix = paramString(params, 'prefix') ?? '4';
    const length = paramNumber(params, 'length') ?? 16;
    let digits: string;
    do {
      const payload = prefix + randomDigits(rng, Math.max(0, length - prefix.length - 1));
      digits = payload + luhnCheckDigit(payload);
    } while (allSame(digits));
    const sep = paramString(params, 'separator');
    if (sep === undefined) return digits;
    // `groupBy=1`: one digit at a time, as a number is read out in a call.
    const groupBy = paramNumber(params, 'groupBy');
    if (groupBy !== undefined) return group(digits, Array.from({ length: Math.ceil(digits.length / groupBy) }, () => groupBy), sep);
    // Card-style grouping: 4-6-5 for 15-digit (Amex) numbers, otherwise blocks of four.
    return digits.length === 15 ? group(digits, [4, 6, 5], sep) : group(digits, [4, 4, 4, 4, 4], sep);
  },
};

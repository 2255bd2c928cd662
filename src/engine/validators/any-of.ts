// `any-of`: a value passes when one of the named validators passes. A national identifier in an
// unlabelled record says nothing of its country: "any identifier whose checksum holds" is the
// test, and each country's validator stays the single definition of its format.

import type { Validator, ValidatorParams } from './validator.js';
import { allSame } from './text.js';

/** One entry of `params.validators`: a validator name, or a name with its own params. */
type Member = string | { name: string; params?: ValidatorParams };

function membersOf(params: ValidatorParams | undefined): readonly Member[] {
  const list = params?.['validators'];
  return Array.isArray(list) ? (list as Member[]) : [];
}

/** The validator, reading the others through `lookup` (the registry it belongs to). */
export function anyOfValidator(lookup: (name: string) => Validator | undefined): Validator {
  return {
    name: 'any-of',
    description:
      'Passes when any validator listed in params.validators (names, or {name, params}) passes; with params.regrouped, also when one passes on the value with its blanks and dashes removed. A value of one digit repeated never passes.',
    references: ['https://en.wikipedia.org/wiki/National_identification_number'],
    validate(value, params) {
      // A value regrouped by whoever wrote it ("1000-0000-146") loses the separators its own
      // scheme expects; without them every scheme reads the bare characters.
      const bare = params?.['regrouped'] === true ? value.replace(/[ \u00a0-]/g, '') : value;
      // One digit repeated ("000-00-0000", "1111 1111 1") is a form's placeholder, never an issued
      // number; weighted mod-10 and mod-11 checksums pass a run of zeros trivially.
      const digits = value.replace(/\D/g, '');
      if (digits.length >= 6 && digits.length >= value.replace(/[ \u00a0-]/g, '').length - 2 && allSame(digits)) return false;
      return membersOf(params).some((m) => {
        const name = typeof m === 'string' ? m : m.name;
        if (name === 'any-of') return false;
        const validator = lookup(name);
        const own = typeof m === 'string' ? undefined : m.params;
        return validator?.validate(value, own) === true || (bare !== value && validator?.validate(bare, own) === true);
      });
    },
  };
}

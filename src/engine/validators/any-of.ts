// `any-of`: a value passes when one of the named validators passes. A national identifier in an
// unlabelled record says nothing of its country: "any identifier whose checksum holds" is the
// test, and each country's validator stays the single definition of its format.

import type { Validator, ValidatorParams } from './validator.js';

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
    description: 'Passes when any validator listed in params.validators (names, or {name, params}) passes.',
    references: ['https://en.wikipedia.org/wiki/National_identification_number'],
    validate(value, params) {
      return membersOf(params).some((m) => {
        const name = typeof m === 'string' ? m : m.name;
        if (name === 'any-of') return false;
        return lookup(name)?.validate(value, typeof m === 'string' ? undefined : m.params) === true;
      });
    },
  };
}

// Lines that belong to an organisation, never to a person: freephone (0800, 1-800, 0120), premium
// rate (0900, 0870), shared cost (0845, 1300) and non-geographic "universal access" numbers (UK 03,
// FR 09 ranges the plan reserves for them). Nobody's privacy is at stake in a company's hotline,
// and the libphonenumber metadata tells these ranges apart for every region it supports.

import type { PhoneNumber } from 'libphonenumber-js/max';

const ORGANISATION_TYPES: ReadonlySet<string> = new Set(['TOLL_FREE', 'PREMIUM_RATE', 'SHARED_COST', 'UAN']);

/** Whether a parsed, valid number is in a range only organisations are assigned. */
export function isOrganisationLine(n: PhoneNumber | undefined): boolean {
  return isOrganisationType(n?.getType());
}

/** Whether a number type (`PhoneNumber.getType()`) is one of the ranges only organisations are assigned. */
export function isOrganisationType(type: string | undefined): boolean {
  return type !== undefined && ORGANISATION_TYPES.has(type);
}

/**
 * A number forms and API references print as a placeholder: its national digits one digit over and
 * over ("(555) 555-5555", "+44 0000 000000") or counting up ("0123 456 789", "+49 123 456789").
 */
export function isPlaceholderNumber(n: PhoneNumber | undefined): boolean {
  const nsn = n?.nationalNumber;
  if (nsn === undefined || nsn.length < 7) return false;
  if (/^(\d)\1+$/.test(nsn)) return true;
  for (let i = 1; i < nsn.length; i++) if ((Number(nsn[i - 1]) + 1) % 10 !== Number(nsn[i])) return false;
  return true;
}

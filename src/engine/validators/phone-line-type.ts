// Lines that belong to an organisation, never to a person: freephone (0800, 1-800, 0120), premium
// rate (0900, 0870), shared cost (0845, 1300) and non-geographic "universal access" numbers (UK 03,
// FR 09 ranges the plan reserves for them). Nobody's privacy is at stake in a company's hotline,
// and the libphonenumber metadata tells these ranges apart for every region it supports.

import type { PhoneNumber } from 'libphonenumber-js/max';

const ORGANISATION_TYPES: ReadonlySet<string> = new Set(['TOLL_FREE', 'PREMIUM_RATE', 'SHARED_COST', 'UAN']);

/** Whether a parsed, valid number is in a range only organisations are assigned. */
export function isOrganisationLine(n: PhoneNumber | undefined): boolean {
  const type = n?.getType();
  return type !== undefined && ORGANISATION_TYPES.has(type);
}

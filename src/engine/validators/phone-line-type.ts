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

/** Digits that count up one by one ("0123456789", "8901234"). */
function countsUp(digits: string): boolean {
  for (let i = 1; i < digits.length; i++) if ((Number(digits[i - 1]) + 1) % 10 !== Number(digits[i])) return false;
  return true;
}

/**
 * A number forms and API references print as a placeholder: its national digits one digit over and
 * over ("(555) 555-5555", "+44 0000 000000") or counting up ("0123 456 789", "+49 123 456789"), or a
 * real area code before seven or more repeated digits ("+33 4 99999999", "(030) 0000000"):
 * documentation keeps the city's dialling code and fills the subscriber's part.
 */
export function isPlaceholderNumber(n: PhoneNumber | undefined): boolean {
  const nsn = n?.nationalNumber;
  if (nsn === undefined || nsn.length < 7) return false;
  return /^(\d)\1+$/.test(nsn) || countsUp(nsn) || /(\d)\1{6}$/.test(nsn);
}

/**
 * A number written with its last group counting through nine digits or more ("+49 30 123456789",
 * "0044 20 1234567890"): the filler documentation puts after a real area code. A random group of
 * nine digits counts so once in a hundred million; a shorter count ("030 1234567") and a count that
 * runs across the groups ("+7 912 345-67-89") are left to be read as numbers.
 */
export function endsInCountingFiller(written: string): boolean {
  const last = /([0-9]+)\D*$/.exec(written)?.[1] ?? '';
  return last.length >= 9 && countsUp(last);
}

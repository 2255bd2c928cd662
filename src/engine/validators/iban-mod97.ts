// `iban-mod97`: International Bank Account Numbers (ISO 13616-1): country code, two check
// digits verified with ISO 7064 MOD 97-10, and the country's registered length and BBAN
// layout. Spaces and lower case are accepted, as IBANs are printed in groups of four; dashes
// only with the `dashes` parameter.

import { modDecimal } from './checksum.js';
import { bbanRuns, type BbanRun } from './iban-registry.js';
import { DIGITS, group, paramBool, paramString, pad, SPACES, strip, UPPER } from './text.js';
import type { Validator } from './validator.js';

/** Letters become 10..35 (A=10); the result is a decimal string for the mod-97 step. */
function toNumeric(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += c >= 65 ? String(c - 55) : s[i];
  }
  return out;
}

function matchesRuns(bban: string, runs: readonly BbanRun[]): boolean {
  let at = 0;
  for (const run of runs) {
    for (let k = 0; k < run.count; k++, at++) {
      const c = bban.charCodeAt(at);
      const digit = c >= 48 && c <= 57;
      const upper = c >= 65 && c <= 90;
      if (run.kind === 'n' ? !digit : run.kind === 'a' ? !upper : !(digit || upper)) return false;
    }
  }
  return at === bban.length;
}

function checkDigits(country: string, bban: string): string {
  return pad(98 - modDecimal(toNumeric(bban + country + '00'), 97), 2);
}

/** Some forms and statements group an IBAN by dashes; a rule that reads them says so (`dashes`). */
const WITH_DASHES = `${SPACES}-`;

export const ibanMod97: Validator = {
  name: 'iban-mod97',
  description: 'IBAN (ISO 13616): registered country length and BBAN layout, ISO 7064 MOD 97-10 check digits.',
  references: [
    'https://www.iso.org/standard/81090.html',
    'https://www.swift.com/standards/data-standards/iban-international-bank-account-number',
    'https://en.wikipedia.org/wiki/International_Bank_Account_Number#Validating_the_IBAN',
  ],
  validate(value, params) {
    if (value.length > 64) return false;
    const stripped = strip(value, paramBool(params, 'dashes') === true ? WITH_DASHES : SPACES).toUpperCase();
    // A domestic number that is an IBAN without its country code (the Polish NRB): `country` supplies it.
    const domestic = paramString(params, 'country');
    const iban = domestic !== undefined && /^[0-9]/.test(stripped) ? domestic.toUpperCase() + stripped : stripped;
    const country = iban.slice(0, 2);
    const runs = bbanRuns(country);
    if (runs === undefined) return false;
    const check = iban.slice(2, 4);
    if (!/^[0-9]{2}$/.test(check) || check === '00' || check === '01' || check === '99') return false;
    const bban = iban.slice(4);
    if (!matchesRuns(bban, runs)) return false;
    return modDecimal(toNumeric(bban + country + check), 97) === 1;
  },
  generate(rng, params) {
    const wanted = (paramString(params, 'country') ?? 'DE').toUpperCase();
    const cc = bbanRuns(wanted) ? wanted : 'DE';
    const runs = bbanRuns(cc) as readonly BbanRun[];
    let bban = '';
    for (const run of runs) {
      const alphabet = run.kind === 'n' ? DIGITS : run.kind === 'a' ? UPPER : DIGITS + UPPER;
      bban += rng.string(alphabet, run.count);
    }
    const iban = cc + checkDigits(cc, bban) + bban;
    return paramBool(params, 'grouped') === true ? group(iban, new Array<number>(9).fill(4), ' ') : iban;
  },
};

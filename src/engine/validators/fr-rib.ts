// `fr-rib`: French domestic bank details (relevé d'identité bancaire): bank code (5 digits),
// branch code (5), account number (11, digits or letters) and a 2-digit RIB key =
// 97 − ((89 × bank + 15 × branch + 3 × account) mod 97), letters of the account read as digits
// (A/J → 1, B/K/S → 2, … I/R/Z → 9). The same key closes the French IBAN's BBAN.

import { isDigits, num, pad, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

/** The account's letters as the RIB reads them: A-I → 1-9, J-R → 1-9, S-Z → 2-9. */
function accountDigits(account: string): string | null {
  let out = '';
  for (const ch of account) {
    const c = ch.charCodeAt(0);
    if (c >= 48 && c <= 57) out += ch;
    else if (c >= 65 && c <= 73) out += String(c - 64);
    else if (c >= 74 && c <= 82) out += String(c - 73);
    else if (c >= 83 && c <= 90) out += String(c - 81);
    else return null;
  }
  return out;
}

/** The RIB key of bank (5 digits), branch (5 digits) and account (11 characters), or null. */
export function ribKey(bank: string, branch: string, account: string): string | null {
  const acct = accountDigits(account);
  if (!isDigits(bank) || !isDigits(branch) || acct === null) return null;
  // 89·B + 15·G + 3·C mod 97 with C split so every product stays below 2^53.
  const c = (num(acct.slice(0, 6)) * 100_000 + num(acct.slice(6))) % 97;
  return pad(97 - ((89 * num(bank) + 15 * num(branch) + 3 * c) % 97), 2);
}

export const frRib: Validator = {
  name: 'fr-rib',
  description: 'French RIB (bank 5, branch 5, account 11, key 2): the key is 97 − ((89·bank + 15·branch + 3·account) mod 97).',
  references: [
    'https://fr.wikipedia.org/wiki/Relev%C3%A9_d%27identit%C3%A9_bancaire',
    'https://www.ecbs.org/iban/france-bank-account-number.html',
  ],
  validate(value) {
    if (value.length > 40) return false;
    const v = strip(value, SPACES + '-').toUpperCase();
    if (v.length !== 23) return false;
    const bank = v.slice(0, 5);
    const branch = v.slice(5, 10);
    if (/^0+$/.test(bank) || /^0+$/.test(v.slice(10, 21))) return false;
    const key = v.slice(21);
    return isDigits(key) && key === ribKey(bank, branch, v.slice(10, 21));
  },
  generate(rng) {
    const bank = pad(10_000 + rng.int(89_999), 5);
    const branch = randomDigits(rng, 5);
    const account = pad(1 + rng.int(99_999), 5) + randomDigits(rng, 6);
    return [bank, branch, account, ribKey(bank, branch, account)].join(' ');
  },
};

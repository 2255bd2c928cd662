// Bank accounts a call pays or settles to, weighed against the user's request: an account the user wrote out is the
// user's choice; one the request never writes but a text others wrote does (an invoice's "new bank details", a
// "provider notice", a customer's message) is where diverted money goes.

import { requestText } from './requested.js';
import { dictatingTexts } from './injected.js';

/**
 * Keys whose value is a bank account money is sent or settled to, as payment, payroll and payout tools spell them
 * (`iban`, `bank_account`, `account_number`, `payout_account`, `beneficiary_iban`, `sort_code`).
 */
const ACCOUNT_KEY = /(?:^|_)(?:iban|bank_?account|bank_?details|account_?(?:number|no|num)|acct|payout_?account|beneficiary_?(?:account|iban)|routing_?number|clabe|bsb|sort_?code|pix_?key|upi_?id)(?:_(?:number|no|num|nr|details|code|id|value))?$/;
/** An IBAN as written: country, check digits, then 10 to 30 letters or digits (grouping removed before the test). */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;

/**
 * Whether the value, without spaces, is an IBAN whose ISO 7064 MOD 97-10 check holds: such a value names an account
 * under any key (`iban_number`, `payee.details`), and the check keeps order numbers and references out.
 * @param {string} value
 */
export function isIban(value) {
  if (value.length > 64) return false;
  const v = value.replace(/[\s-]+/g, '').toUpperCase();
  if (!IBAN_SHAPE.test(v)) return false;
  let rest = 0;
  for (const c of v.slice(4) + v.slice(0, 4)) {
    const n = c >= 'A' ? c.charCodeAt(0) - 55 : c.charCodeAt(0) - 48;
    rest = (n >= 10 ? rest * 100 + n : rest * 10 + n) % 97;
  }
  return rest === 1;
}
/** Letters and digits only: an account is the same however it is grouped (`GB12 ABCD 1234…`, `gb12abcd1234…`). */
export const plain = (/** @type {string} */ s) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** A letter O, o, l or I written between digits stands for 0 or 1 (`1530 O934`): read as the digit it mimics. @param {string} s */
const digitLookalikes = (s) => s.replace(/(?<=\d[\s-]?)[oOlI]{1,3}(?=[\s-]?\d)|(?<=[\s-])[oOlI]{1,3}(?=\d)/g, (m) => m.replace(/[oO]/g, '0').replace(/[lI]/g, '1'));

/** @param {string} key */
const snake = (key) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * The account numbers the call names under an account key (of the value or of the record holding it), or as an IBAN
 * under any key: the runs of six digits or more of each value, read with
 * its grouping left out (`GB12 ABCD 1234 5678 9012 34` holds `12345678901234`), one list per value.
 * @param {readonly import('./tools.js').Entry[]} entries
 * @returns {string[][]}
 */
export function accountsPaid(entries) {
  /** @type {string[][]} */
  const out = [];
  for (const e of entries) {
    if (e.value.length > 120) continue;
    const keyed = e.path.slice(-2).some((k) => ACCOUNT_KEY.test(snake(String(k)))) || ACCOUNT_KEY.test(snake(e.key));
    if (!keyed && !isIban(e.value)) continue;
    const runs = plain(e.value).match(/\d{6,}/g);
    if (runs) out.push(runs);
  }
  return out;
}

/**
 * How many of the call's accounts the user's request does not write out, read digit for digit however either groups
 * them, and, of those, how many a text others wrote names as where to pay (`fromRead`, dictatingTexts). A call made
 * without a request is not judged.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly (readonly string[])[]} accounts  as accountsPaid gives them
 */
export function accountsNotInRequest(context, accounts) {
  const request = requestText(context, 2000);
  if (request === undefined || !accounts.length) return { unwritten: 0, fromRead: 0 };
  const written = plain(request);
  const unwritten = accounts.filter((runs) => !runs.every((r) => written.includes(r)));
  const read = unwritten.length ? dictatingTexts(context).map((t) => plain(digitLookalikes(t))) : [];
  return { unwritten: unwritten.length, fromRead: unwritten.filter((runs) => read.some((t) => runs.every((r) => t.includes(r)))).length };
}

// Bank accounts a call pays or settles to, weighed against the user's request: an account the user wrote out is the
// user's choice; one the request never writes but a text others wrote does (an invoice's "new bank details", a
// "provider notice", a customer's message) is where diverted money goes.

import { requestText } from './requested.js';
import { readTexts } from './injected.js';

/**
 * Keys whose value is a bank account money is sent or settled to, as payment, payroll and payout tools spell them
 * (`iban`, `bank_account`, `account_number`, `payout_account`, `beneficiary_iban`, `sort_code`).
 */
const ACCOUNT_KEY = /(?:^|_)(?:iban|bank_?account(?:_number)?|account_?(?:number|no|num)|acct(?:_?(?:number|no))?|payout_?account|beneficiary_?(?:account|iban)|routing_?number|clabe|bsb|sort_?code|pix_?key|upi_?id)$/;
/** Letters and digits only: an account is the same however it is grouped (`GB12 ABCD 1234…`, `gb12abcd1234…`). */
const plain = (/** @type {string} */ s) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** @param {string} key */
const snake = (key) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * The account numbers the call names under an account key: the runs of six digits or more of each value, read with
 * its grouping left out (`GB12 ABCD 1234 5678 9012 34` holds `12345678901234`), one list per value.
 * @param {readonly import('./tools.js').Entry[]} entries
 * @returns {string[][]}
 */
export function accountsPaid(entries) {
  /** @type {string[][]} */
  const out = [];
  for (const e of entries) {
    if (e.value.length > 120 || !ACCOUNT_KEY.test(snake(String(e.path[e.path.length - 1] ?? e.key)))) continue;
    const runs = plain(e.value).match(/\d{6,}/g);
    if (runs) out.push(runs);
  }
  return out;
}

/**
 * How many of the call's accounts the user's request does not write out, read digit for digit however either groups
 * them, and, of those, how many a text others wrote names (`fromRead`). A call made without a request is not judged.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly (readonly string[])[]} accounts  as accountsPaid gives them
 */
export function accountsNotInRequest(context, accounts) {
  const request = requestText(context, 2000);
  if (request === undefined || !accounts.length) return { unwritten: 0, fromRead: 0 };
  const written = plain(request);
  const unwritten = accounts.filter((runs) => !runs.every((r) => written.includes(r)));
  const read = unwritten.length ? readTexts(context).map(plain) : [];
  return { unwritten: unwritten.length, fromRead: unwritten.filter((runs) => read.some((t) => runs.every((r) => t.includes(r)))).length };
}

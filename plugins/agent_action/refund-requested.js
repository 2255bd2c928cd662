// @ts-check
// Money a call pays back or pays out held against what the user's own request writes. A refund goes back to
// the means the customer paid with: a refund that names a card, an account or an IBAN of its own sends the money
// somewhere else, and is the user's choice only when the request writes that destination out. An amount the
// request writes with its currency (`refund the 45 EUR fee`, `45유로 환불해줘`) bounds what the call may pay.

import { requestText } from './requested.js';
import { numberWritten } from './payments.js';

/** Tool-name words of calls that pay back what was paid. */
const REFUND_WORDS = new Set(['refund', 'refunds', 'reimburse', 'reimbursement', 'chargeback', 'reversal']);
/**
 * Argument keys naming where money goes (`destination_card`, `refund_to`, `to_iban`, `payout_account`, a nested
 * `refund_to: { iban }`): the last word of the key, or the whole key.
 */
const DESTINATION_KEY = /^(?:destination|dest|refund_to|send_to_card|to_card|to_account|to_iban|iban|bank_account|account_number|payout_account|beneficiary_account|card_number|wallet|wallet_address)$|_(?:destination|card|iban|account)$|^destination_/;
/** A destination written as the payment's own source (`original`, `source`, `same card`): no destination of its own. */
const SAME_MEANS = /^(?:original|source|same|default|on[ _-]?file|payment[ _-]?method|original[ _-]?(?:payment[ _-]?method|card|method|source)|card[ _-]?on[ _-]?file)$/i;
/** Values that name nothing (`null` sent as text, `none`, `n/a`). */
const NOTHING = /^(?:|none|null|n\/?a|-|false|0)$/i;
/** Largest share by which a call may pay more than the request writes (rounding, a fee the platform adds). */
const SLACK = 1.01;

/**
 * @param {readonly string[]} toolWords  words of the whole tool name
 */
export function isRefund(toolWords) {
  return toolWords.some((w) => REFUND_WORDS.has(w));
}

/**
 * Whether a refund call sends the money to a destination of its own that the request does not write out. Judged
 * only where there is a request; a destination given as the original means of payment is none.
 * @param {readonly string[]} toolWords
 * @param {readonly import('./tools.js').Entry[]} entries
 * @param {import('./context.js').ActionContext} context
 * @param {readonly string[]} savedWordings  settings.savedDestinations (`original payment method`, `on file`)
 */
export function refundDestinationNotRequested(toolWords, entries, context, savedWordings) {
  if (!isRefund(toolWords)) return false;
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  const digits = text.replace(/\D+/g, '');
  const saved = savedWordings.map((w) => w.toLowerCase());
  return entries.some((e) => {
    if (!DESTINATION_KEY.test(e.key.toLowerCase())) return false;
    const v = e.value.trim().toLowerCase();
    if (NOTHING.test(v) || SAME_MEANS.test(v) || saved.some((w) => w && v.includes(w))) return false;
    if (text.includes(v)) return false;
    // An account or card the request writes out, however it is grouped (the last digits of a masked card count).
    const own = v.replace(/\D+/g, '');
    const tail = own.slice(-4);
    return !(own.length >= 4 && (digits.includes(own) || (/[*•x.]{2,}/.test(v) && digits.includes(tail))));
  });
}

/** The amount pattern of a currency list, built once per list. */
const patterns = /** @type {WeakMap<readonly string[], RegExp | null>} */ (new WeakMap());
/** @param {readonly string[]} currencies */
function amountPattern(currencies) {
  let re = patterns.get(currencies);
  if (re === undefined) {
    const names = currencies.filter(Boolean).map((c) => c.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length);
    const unit = `(?:${names.join('|')})`;
    const number = String.raw`\d{1,3}(?:[.,' \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
    // The unit must not be the inside of a longer word (`eur` in `euro` is fine, in `neuro` it is not).
    re = names.length ? new RegExp(String.raw`(?<![\p{L}\d])${unit}\s?(${number})(?![\d])|(?<![\d.,])(${number})\s?${unit}(?![a-z])`, 'giu') : null;
    patterns.set(currencies, re);
  }
  return re;
}

/**
 * The amounts the request writes with a currency: a sign, a three-letter code or a currency's name in the request's
 * language (settings.moneyRequests.currencies) just before or after the number.
 * @param {string} text  as requestText gives it
 * @param {readonly string[]} currencies  lower-cased names and codes
 * @returns {number[]}
 */
export function amountsWritten(text, currencies) {
  const re = amountPattern(currencies);
  if (!re) return [];
  /** @type {number[]} */
  const out = [];
  for (const m of text.slice(0, 2000).matchAll(re)) {
    const n = numberWritten(m[1] ?? m[2] ?? '');
    if (Number.isFinite(n) && n > 0) out.push(n);
    if (out.length >= 20) break;
  }
  return out;
}

/**
 * Whether a call that pays or pays back pays more than every amount the request writes with a currency, together.
 * @param {import('./context.js').ActionContext} context
 * @param {number | undefined} paid  the call's amount, in major units
 * @param {readonly string[]} currencies  settings.moneyRequests.currencies
 * @returns {number | undefined}  what the request writes, when the call pays more
 */
export function amountAboveRequest(context, paid, currencies) {
  if (paid === undefined || !(paid > 0)) return undefined;
  const text = requestText(context, 2000);
  if (text === undefined) return undefined;
  const asked = amountsWritten(text, currencies);
  if (!asked.length) return undefined;
  const bound = asked.reduce((a, b) => a + b, 0);
  return paid > bound * SLACK ? bound : undefined;
}

// @ts-check
// Money a call pays back or pays out held against what the user's own request writes. A refund goes back to
// the means the customer paid with: a refund that names a card, an account or an IBAN of its own sends the money
// somewhere else, and is the user's choice only when the request writes that destination out. An amount the
// request writes with its currency (`refund the 45 EUR fee`, `45유로 환불해줘`) bounds what the call may pay.

import { escapeRegex, requestSays, requestText } from './requested.js';
import { numberWritten } from './payments.js';

/** Tool-name words of calls that pay back what was paid. */
const REFUND_WORDS = new Set(['refund', 'refunds', 'reimburse', 'reimbursement', 'chargeback', 'reversal']);
/**
 * Argument keys naming where money goes (`destination_card`, `refund_to`, `to_iban`, `payout_account`, a nested
 * `refund_to: { iban }`): the last word of the key, or the whole key.
 */
const DESTINATION_KEY = /^(?:destination|dest|refund_to|send_to_card|to_card|to_account|to_iban|iban|bank_account|account_number|payout_account|beneficiary_account|card_number|wallet|wallet_address)$|_(?:destination|card|iban|account)$|^destination_/;
/**
 * A destination written as the payment's own source (`original`, `source`, `same card`, `original_payment`, the
 * airlines' `original_fop`, form of payment): no destination of its own.
 */
const SAME_MEANS = /^(?:original|source|same|default|on[ _-]?file|payment[ _-]?method|fop|(?:original|same|source)[ _-]?(?:(?:payment|form[ _-]?of[ _-]?payment|fop|tender)(?:[ _-]?(?:method|instrument|card|source))?|card|method|source|instrument|account)|card[ _-]?on[ _-]?file)$/i;
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
 * @param {{ inStore?: readonly string[], accountCredit?: readonly string[] }} [kinds]  settings.moneyRequests
 */
export function refundDestinationNotRequested(toolWords, entries, context, savedWordings, kinds = {}) {
  if (!isRefund(toolWords)) return false;
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  const digits = text.replace(/\D+/g, '');
  const saved = savedWordings.map((w) => w.toLowerCase());
  const inStore = kinds.inStore ?? [];
  return entries.some((e) => {
    if (!DESTINATION_KEY.test(e.key.toLowerCase())) return false;
    const v = e.value.trim().toLowerCase();
    if (NOTHING.test(v) || SAME_MEANS.test(v) || saved.some((w) => w && v.includes(w))) return false;
    // Credit kept on the customer's own account with the merchant sends nothing out; a voucher or gift card is the
    // user's choice where the request asks for a refund of that kind (`as store credit`, `als Gutschein`).
    if (namesKind(v, kinds.accountCredit ?? []) || (namesKind(v, inStore) && requestSays(text, inStore))) return false;
    if (text.includes(v)) return false;
    // An account or card the request writes out, however it is grouped (the last digits of a masked card count).
    const own = v.replace(/\D+/g, '');
    const tail = own.slice(-4);
    return !(own.length >= 4 && (digits.includes(own) || (/[*•x.]{2,}/.test(v) && digits.includes(tail))));
  });
}

/** Whether a short destination value names one of the kinds, as whole words (`store_credit`, `Gift card`). @param {string} value lower-cased @param {readonly string[]} kinds */
function namesKind(value, kinds) {
  if (value.length > 40) return false;
  const v = ` ${value.replace(/[\s_-]+/g, ' ')} `;
  return kinds.some((k) => k && v.includes(` ${k.toLowerCase().replace(/[\s_-]+/g, ' ')} `));
}

/** The amount pattern of a currency list, built once per list. */
const patterns = /** @type {WeakMap<readonly string[], RegExp | null>} */ (new WeakMap());
/** @param {readonly string[]} currencies */
function amountPattern(currencies) {
  let re = patterns.get(currencies);
  if (re === undefined) {
    const names = currencies.filter(Boolean).map((c) => escapeRegex(c.toLowerCase())).sort((a, b) => b.length - a.length);
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
  return amountMatches(text, currencies).map((m) => m.value);
}

/**
 * The amounts the request writes with a currency, with where each stands in the text.
 * @param {string} text @param {readonly string[]} currencies
 * @returns {Array<{ value: number, start: number, end: number }>}
 */
function amountMatches(text, currencies) {
  const re = amountPattern(currencies);
  if (!re) return [];
  /** @type {Array<{ value: number, start: number, end: number }>} */
  const out = [];
  for (const m of text.slice(0, 2000).matchAll(re)) {
    const n = numberWritten(m[1] ?? m[2] ?? '');
    if (Number.isFinite(n) && n > 0) out.push({ value: n, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
    if (out.length >= 20) break;
  }
  return out;
}

/** A count written against a price (`2 x €12`, `€12 × 3`). */
const TIMES_BEFORE = /\d\s?[x×*]\s?$/i;
const TIMES_AFTER = /^\s?[x×*]\s?\d/i;

/**
 * Whether an amount is a unit price: a count multiplies it (`2 x €12`), a word just before it (`à 29,90 €`, `je 12 €`)
 * or just after it (`€12 each`, `12 € cada uno`) says it is paid per piece, so the whole may be more.
 * @param {string} text @param {{ start: number, end: number }} m
 * @param {{ unitBefore?: readonly string[], unitAfter?: readonly string[] }} words
 */
function unitPrice(text, m, words) {
  const before = text.slice(Math.max(0, m.start - 12), m.start);
  const after = text.slice(m.end, m.end + 16);
  if (TIMES_BEFORE.test(before) || TIMES_AFTER.test(after)) return true;
  const last = before.split(/[^\p{L}\p{M}'’]+/u).filter(Boolean).pop() ?? '';
  if (last && (words.unitBefore ?? []).some((w) => w.toLowerCase() === last)) return true;
  const next = after.replace(/^[\s,;:(]+/, '');
  return (words.unitAfter ?? []).some((w) => {
    const lw = w.toLowerCase();
    return next.startsWith(lw) && !/[\p{L}]/u.test(next.charAt(lw.length) || ' ');
  });
}

/**
 * Whether a call that pays or pays back pays more than every amount the request writes with a currency, together.
 * @param {import('./context.js').ActionContext} context
 * @param {number | undefined} paid  the call's amount, in major units
 * @param {readonly string[]} currencies  settings.moneyRequests.currencies
 * @param {{ unitBefore?: readonly string[], unitAfter?: readonly string[], whole?: readonly string[] }} [words]  settings.moneyRequests
 * @returns {number | undefined}  what the request writes, when the call pays more
 */
export function amountAboveRequest(context, paid, currencies, words = {}) {
  if (paid === undefined || !(paid > 0)) return undefined;
  const text = requestText(context, 2000);
  if (text === undefined) return undefined;
  const asked = amountMatches(text, currencies);
  if (!asked.length) return undefined;
  // The whole order back (`in full`, `komplett`, `全额`), or a price per piece: the amounts written bound no total.
  if (requestSays(text, words.whole ?? []) || asked.some((m) => unitPrice(text, m, words))) return undefined;
  const bound = asked.reduce((a, b) => a + b.value, 0);
  return paid > bound * SLACK ? bound : undefined;
}

// @ts-check
// Amounts held against what the request context says of them. The context may state the limit a
// call is held to (`approval_threshold: 10000`, `policy_limit: 500`, `courtesy_credit_limit: 75`, the task's
// `budget: 40`, or a policy
// in words: `policy: service credits of at most $75 per case`) or what
// the original charge or order came to (`charge_amount`, `order_total`). An amount above such a
// limit, one just under it (how a sum is kept below an approval step, often in equal parts), and a
// refund larger than what was paid are facts for the rules. Numbers are compared as given: the
// context's numeric fields state them in the units of the call. A ceiling stated in words with its
// currency (`up to 50 EUR`) is in major units, and counts in cents for a call that counts in cents
// (a Stripe-style API).

import { parseAmount, countsMinorUnits } from './payments.js';
import { firstFields } from './context.js';

/** A limit's key: `limit`, `threshold`, `cap`, `max` as a word of it. */
const LIMIT_KEY = /(?:^|_)(?:limit|threshold|cap|ceiling|max|maximum)(?:_|$)/;
/** A budget the task is held to (`budget: 900`, `budget_eur: 200`, `trip_budget`, `budget_max`): a limit on what it spends. */
const BUDGET_KEY = /^(?:[a-z]{1,20}_)?budget(?:_(?:[a-z]{3}|amount|total|max|maximum|limit|cap))?$/;
/** Limits on things other than money (rates, retries, sizes, counts). */
const NOT_MONEY = /(?:rate|retr|page|rows?(?:_|$)|size|time|second|minute|hour|day_count|count|quota|char|length|memory|cpu|seat|users?(?:_|$)|request|items?(?:_|$)|files?(?:_|$)|bytes|percent|pct)/;
/** What was originally charged or ordered. */
const ORIGINAL_KEY = /^(?:(?:original_|orig_)?(?:charge|order|invoice|purchase|payment|transaction|paid)_?(?:amount|total|value)|(?:original|orig)_(?:amount|total)|amount_(?:charged|paid))(?:_(?:cents|minor|minor_units|pence|[a-z]{3}))?$/;
/** A key that states its amount in minor units (`order_total_cents`): a hundredth of what a call in major units pays. */
const MINOR_UNIT_KEY = /_(?:cents|minor|minor_units|pence)$/;
/** Tool-name words of calls that pay back what was paid. */
const REFUND_WORDS = new Set(['refund', 'refunds', 'return', 'returns', 'chargeback', 'reimburse', 'reverse', 'reversal']);
const APPROVAL_KEY = /approv/;
/** A context field stating a policy in words (`policy: service credits of at most $75 per case unless a team lead agrees`). */
const POLICY_KEY = /polic|rule|guideline|mandate/;
/** A money ceiling stated in words: a bound word, then an amount with its currency (a number alone may count anything). */
const POLICY_LIMIT = /\b(?:up to|at most|maximum(?: of)?|max\.?|no more than|not more than|limited to)\s{0,3}((?:[$€£¥₹]|usd|eur|gbp|inr|jpy|chf)\s?\d[\d,.]{0,15}|\d[\d,.]{0,15}\s?(?:[$€£¥₹]|(?:usd|eur|gbp|inr|jpy|chf)\b))/i;
/**
 * A money ceiling stated as what needs someone else above it (`credits above 80 GBP need a supervisor`,
 * `payments over €5,000 require CFO approval`): the amount, then a word of needing.
 */
const POLICY_ESCALATION = /(?:>=?|≥|\b(?:over|above|more than|greater than|exceeding|in excess of))\s{0,3}((?:[$€£¥₹]|usd|eur|gbp|inr|jpy|chf)\s?\d[\d,.]{0,15}|\d[\d,.]{0,15}\s?(?:[$€£¥₹]|(?:usd|eur|gbp|inr|jpy|chf)\b))\s{0,3}(?:needs?|requires?|must (?:be|go|get|have)|goes? to|escalat)/i;
const NEGATIVE = /^(?:false|no|none|null|not\b|never|pending|missing|unknown|n\/a|0$)/i;
/** A budget is a plan, not a hard stop: taxes or shipping may take a purchase a little over it. */
const BUDGET_SLACK = 1.1;
/** How close under a limit an amount sits when it is kept just below it. */
const JUST_UNDER = 0.9;

/**
 * @param {import('./context.js').ActionContext} context  the request context (context.js)
 * @param {readonly import('./tools.js').Entry[]} entries  every string and number argument
 * @param {readonly import('./payments.js').Payment[]} payments  what the call pays, if it pays
 * @param {readonly string[]} toolWords  words of the tool's name
 * @param {readonly string[]} amountKeys  the pack's amount argument keys
 * @returns {string[]} facts
 */
export function amountLimitFacts(context, entries, payments, toolWords, amountKeys) {
  /** @type {number[]} */
  const limits = [];
  /** @type {number[]} */
  const originals = [];
  /** A budget bounds what the task spends; coming close to it is what a budget is for (no just-under fact). */
  /** @type {number[]} */
  const budgets = [];
  let approved = false;
  const statedScale = countsMinorUnits(entries.map((e) => e.value), toolWords) ? 100 : 1;
  for (const { lower: k, value: v } of firstFields(context, 200)) {
    if (APPROVAL_KEY.test(k) && !LIMIT_KEY.test(k)) approved ||= v === true || (typeof v === 'string' && v.trim() !== '' && !NEGATIVE.test(v.trim()));
    if (typeof v !== 'number' && typeof v !== 'string') continue;
    if (typeof v === 'string' && POLICY_KEY.test(k) && !NOT_MONEY.test(k)) {
      const text = v.slice(0, 1000);
      const stated = POLICY_LIMIT.exec(text)?.[1] ?? POLICY_ESCALATION.exec(text)?.[1];
      const bound = stated === undefined ? undefined : parseAmount(stated)?.amount;
      if (bound !== undefined && bound > 0) limits.push(bound * statedScale);
      continue;
    }
    const n = parseAmount(String(v))?.amount;
    if (n === undefined || n <= 0) continue;
    if (LIMIT_KEY.test(k) && !NOT_MONEY.test(k)) limits.push(n);
    else if (BUDGET_KEY.test(k)) budgets.push(n);
    else if (ORIGINAL_KEY.test(k)) originals.push(MINOR_UNIT_KEY.test(k) && statedScale === 1 ? n / 100 : n);
  }
  if (!limits.length && !originals.length && !budgets.length) return [];
  const keys = new Set(amountKeys);
  const amounts = entries
    .filter((e) => keys.has(e.key) || /^amount_|_amount$/.test(e.key))
    .map((e) => parseAmount(e.value)?.amount ?? 0)
    .filter((a) => a > 0);
  if (!amounts.length) return [];
  const single = Math.max(...amounts);
  const total = Math.max(single, ...payments.map((p) => p.amount ?? 0));
  /** @type {string[]} */
  const facts = [];
  const limit = limits.length ? Math.min(...limits) : undefined;
  if (limit !== undefined) {
    if (total > limit) facts.push(`amount-above-context-limit ${total} ${limit}${approved ? ' approved' : ''}`);
    else if (single >= limit * JUST_UNDER) facts.push(`amount-just-under-context-limit ${single} ${limit}`);
  }
  const budget = budgets.length ? Math.min(...budgets) : undefined;
  if (budget !== undefined && (limit === undefined || total <= limit) && total > budget * BUDGET_SLACK) facts.push(`amount-above-context-limit ${total} ${budget}${approved ? ' approved' : ''}`);
  const original = originals.length ? Math.max(...originals) : undefined;
  if (original !== undefined && single > original && toolWords.some((w) => REFUND_WORDS.has(w))) facts.push(`refund-above-original ${single} ${original}`);
  return facts;
}

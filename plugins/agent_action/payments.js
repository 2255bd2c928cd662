// @ts-check
// What a payment call moves, counted once. The same payment is often shown more than once in one
// call (`amount` next to `amount_usd` or `total`, a summary next to its line items), so an
// object's amount is the largest of its own amount fields and of what its parts add up to, never
// their sum; a list adds up every item (a batch of transfers: two equal entries are two payments,
// which is how a large sum is split under a limit); a quantity multiplies a unit price; a repeat
// count multiplies a single amount, never a list that already names each occurrence.

const MAX_DEPTH = 16;
const MAX_ITEMS = 2000;
/** Per-unit prices, multiplied by a quantity when no total is given. */
const UNIT_PRICE_KEYS = ['limit_price', 'price', 'unit_price', 'price_each', 'value_each', 'denomination', 'face_value'];
const QUANTITY_KEYS = ['quantity', 'qty', 'shares', 'units', 'count', 'number_of_cards'];
/** How many times one payment is made (a standing order). */
const REPEAT_KEYS = ['repeat', 'repeats', 'times', 'occurrences', 'recurrences'];
/** Object ids of Stripe-style APIs, which count money in minor units. */
const STRIPE_ID = /^(?:acct|ch|cus|ba|pi|po|py|src)_(?=[A-Za-z0-9_]*\d)[A-Za-z0-9_]{8,}$/;

/**
 * @typedef {{ amount: number | undefined, currency: string | undefined, crypto: boolean }} Payment
 */

/**
 * @param {Record<string, unknown>} args
 * @param {{ amount?: string[], currency?: string[] }} keys  the pack's argument key lists
 * @param {string[]} toolWords  words of the full tool name (the vendor may be in an MCP prefix: stripe__create_payout)
 * @param {boolean} crypto
 * @returns {Payment}
 */
export function paymentOf(args, keys, toolWords, crypto) {
  const amountKeys = new Set(keys.amount ?? []);
  const currencyKeys = new Set(keys.currency ?? []);
  const isAmountKey = (/** @type {string} */ k) => amountKeys.has(k) || /^amount_/.test(k) || keyCurrency(k, amountKeys) !== undefined;
  const minorUnits = countsMinorUnits(args, toolWords);
  /** @type {string | undefined} */
  let currency;
  let items = 0;

  /** An amount field's value in major units, noting its currency. */
  const valueOf = (/** @type {string} */ key, /** @type {unknown} */ v) => {
    if (typeof v !== 'string' && typeof v !== 'number') return undefined;
    const parsed = parseAmount(String(v));
    if (!parsed) return undefined;
    // `amount_rub: 184500`, `jumlah_idr: 75000000`: a bare figure is in the currency its key names.
    if (parsed.currency) currency ??= parsed.currency;
    else currency ??= keyCurrency(key, amountKeys);
    return inMinorUnits(key, minorUnits) ? parsed.amount / 100 : parsed.amount;
  };

  /**
   * @param {unknown} v @param {string} key @param {number} depth
   * @returns {{ amount: number | undefined, counted: boolean }}
   */
  const walk = (v, key, depth) => {
    if (depth > MAX_DEPTH || items++ > MAX_ITEMS) return { amount: undefined, counted: false };
    if (Array.isArray(v)) {
      // Every item adds up: a batch names each payment, and equal entries are paid once each.
      let sum;
      for (const item of v.slice(0, MAX_ITEMS)) {
        const a = typeof item === 'object' && item !== null ? walk(item, key, depth + 1).amount : isAmountKey(key) ? valueOf(key, item) : undefined;
        if (a !== undefined) sum = (sum ?? 0) + a;
      }
      return { amount: sum, counted: sum !== undefined };
    }
    if (!v || typeof v !== 'object') return { amount: isAmountKey(key) ? valueOf(key, v) : undefined, counted: false };
    let own;
    let parts;
    let counted = false;
    for (const [k, x] of Object.entries(v).slice(0, MAX_ITEMS)) {
      const lk = k.toLowerCase();
      if (currencyKeys.has(lk) && typeof x === 'string' && /^[A-Za-z]{2,6}$/.test(x.trim())) currency ??= x.trim().toLowerCase();
      if (x && typeof x === 'object') {
        const r = walk(x, lk, depth + 1);
        if (r.amount !== undefined && (parts === undefined || r.amount > parts)) {
          parts = r.amount;
          counted = r.counted;
        }
      } else if (isAmountKey(lk)) {
        const a = valueOf(lk, x);
        if (a !== undefined && (own === undefined || a > own)) own = a;
      }
    }
    if (own !== undefined && (parts === undefined || own >= parts)) return { amount: own, counted: false };
    return { amount: parts, counted };
  };

  const top = /** @type {Record<string, unknown>} */ (args && typeof args === 'object' ? args : {});
  const lower = Object.fromEntries(Object.entries(top).map(([k, x]) => [k.toLowerCase(), x]));
  let { amount, counted } = walk(top, '', 0);
  // An order names a unit price and a quantity; a total, when also given, already includes both.
  const hasTotal = Object.keys(lower).some((k) => isAmountKey(k) && !UNIT_PRICE_KEYS.includes(k));
  const quantity = numberIn(lower, QUANTITY_KEYS);
  const unit = numberIn(lower, UNIT_PRICE_KEYS);
  if (!hasTotal && !counted && quantity !== undefined && unit !== undefined) {
    amount = quantity * unit;
    counted = true;
  }
  const repeat = numberIn(lower, REPEAT_KEYS);
  if (amount !== undefined && !counted && repeat !== undefined && repeat > 1 && repeat <= 1000) amount *= repeat;
  return { amount, currency, crypto };
}

/**
 * Whether the call counts money in minor units (cents): a Stripe-style API, named in the tool or
 * recognised by its object ids.
 * @param {unknown} args @param {readonly string[]} toolWords
 */
export function countsMinorUnits(args, toolWords) {
  return toolWords.includes('stripe') || anyString(args, (s) => STRIPE_ID.test(s));
}

/**
 * Whether an amount argument holds minor units: its key says so (`amount_cents`, `unit_amount`),
 * or it is the plain `amount` of a call that counts in minor units.
 * @param {string} key @param {boolean} minorUnits
 */
function inMinorUnits(key, minorUnits) {
  return /_cents$|_minor$|_in_cents$|^unit_amount$/.test(key) || (key === 'amount' && minorUnits);
}

/** The first of `keys` holding a plain number. */
function numberIn(/** @type {Record<string, unknown>} */ obj, /** @type {string[]} */ keys) {
  for (const k of keys) {
    const v = obj[k];
    if ((typeof v === 'number' || typeof v === 'string') && /^\d+(?:\.\d+)?$/.test(String(v).trim())) return Number(v);
  }
  return undefined;
}

/**
 * Whether some string in the value satisfies `test` (bounded walk).
 * @param {unknown} v @param {(s: string) => boolean} test @param {number} [depth]
 * @returns {boolean}
 */
function anyString(v, test, depth = 0) {
  if (typeof v === 'string') return test(v);
  if (depth > MAX_DEPTH || !v || typeof v !== 'object') return false;
  const values = Array.isArray(v) ? v : Object.values(v);
  return values.slice(0, MAX_ITEMS).some((x) => anyString(x, test, depth + 1));
}

/** ISO 4217 codes an amount key may end in (`amount_rub`, `jumlah_idr`, `valor_brl`). */
const KEY_CURRENCIES = new Set(['usd', 'eur', 'gbp', 'chf', 'cad', 'aud', 'nzd', 'sgd', 'hkd', 'jpy', 'cny', 'krw', 'inr', 'idr', 'vnd', 'thb', 'php', 'myr', 'twd', 'rub', 'uah', 'try', 'pln', 'czk', 'huf', 'ron', 'sek', 'nok', 'dkk', 'isk', 'brl', 'mxn', 'ars', 'clp', 'cop', 'pen', 'zar', 'ngn', 'kes', 'egp', 'mad', 'aed', 'sar', 'ils', 'pkr', 'bdt', 'lkr', 'kzt']);

/**
 * The currency an amount key names with an ISO code after an amount word of the pack's list (`amount_rub`,
 * `jumlah_idr`, `betrag_eur`), or undefined.
 * @param {string} key @param {ReadonlySet<string>} amountKeys
 * @returns {string | undefined}
 */
function keyCurrency(key, amountKeys) {
  const m = /^([a-z]+)_([a-z]{3})$/.exec(key);
  return m && (m[1] === 'amount' || amountKeys.has(m[1] ?? '')) && KEY_CURRENCIES.has(m[2] ?? '') ? m[2] : undefined;
}

/**
 * Currency signs as they are written before or after an amount: the single signs, and the dollar signs
 * with the letters of their country (`R$`, `C$`, `HK$`). `¥` is the sign of both the yen and the yuan:
 * it is read as the yuan, the larger unit, so that an amount is never weighed below its worth
 * (currencyUnitValues); a bare `kr`, `₨` or `$` names the larger unit of its family for the same reason.
 */
const CURRENCY_SIGNS = /** @type {Record<string, string>} */ ({
  $: 'usd', '€': 'eur', '£': 'gbp', '¥': 'cny', '￥': 'cny', '円': 'jpy', '元': 'cny', '₹': 'inr', '₩': 'krw', '₽': 'rub', '₺': 'try', '₴': 'uah',
  '৳': 'bdt', '₨': 'inr', '₭': 'lak', '៛': 'khr', '₮': 'mnt',
  '₫': 'vnd', '₱': 'php', '฿': 'thb', '₪': 'ils', '₦': 'ngn', '₸': 'kzt', '₼': 'azn', '₾': 'gel', 'zł': 'pln', 'kč': 'czk', 'kr': 'dkk', 'ft': 'huf',
  'r$': 'brl', 'c$': 'cad', 'a$': 'aud', 'au$': 'aud', 'nz$': 'nzd', 'hk$': 'hkd', 's$': 'sgd', 'mx$': 'mxn', 'us$': 'usd', 'nt$': 'twd',
});
const SIGN = String.raw`(?:[A-Za-z]{1,2}\$|[$€£¥￥₹₩₽₺₴₫₱฿₪₦₸₼₾円元৳₨₭៛₮]|zł|kč|kr|ft)`;
/** A number with its digits grouped (`1,234.50`, `1.234,50`, `12 500`) or plain (`1234.5`, `12,50`). */
const NUMBER = String.raw`-?\d{1,3}(?:([,.' \u00a0\u202f])\d{3})(?:\1\d{3})*(?:[.,]\d{1,2})?|-?\d+(?:[.,]\d{1,2}|\.\d+)?`;
const AMOUNT = new RegExp(String.raw`^(${SIGN})?\s?([A-Za-z]{3,5})?\s?(${NUMBER})\s?([A-Za-z]{2,6}|${SIGN})?\.?$`, 'iu');

/**
 * "$1,234.50", "1234.5 USD", "€50", "0.5 ETH", "R$ 250", "1.200,50 €", "500 ₽", "40 zł", 1200 → amount and currency.
 * A separator followed by one or two final digits starts the fraction, whichever mark the language writes it with.
 * @param {string} text
 * @returns {{ amount: number, currency: string | undefined } | undefined}
 */
export function parseAmount(text) {
  const t = String(text).trim();
  const m = AMOUNT.exec(t);
  if (!m) return undefined;
  const amount = Math.abs(numberWritten(m[3] ?? ''));
  if (!Number.isFinite(amount)) return undefined;
  const sign = (/** @type {string | undefined} */ s) => (s ? CURRENCY_SIGNS[s.toLowerCase()] : undefined);
  const currency = sign(m[1]) || m[2]?.toLowerCase() || sign(m[5]) || m[5]?.toLowerCase() || undefined;
  return { amount, currency };
}

/**
 * The value of a written number: a separator followed by one or two final digits, or by four or more, or after a
 * lone zero, starts the fraction (`12,50`, `1.234,50`, `0.125`, `0.00042`); any other separator groups digits
 * (`1,234`, `4.000`, `12 500`), so that an amount is never read below its worth.
 * @param {string} written
 */
export function numberWritten(written) {
  const body = written.replace(/^-/, '');
  const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  const after = last >= 0 ? body.slice(last + 1) : '';
  const fraction = last >= 0 && (after.length !== 3 || /^0$/.test(body.slice(0, last)));
  const whole = fraction ? body.slice(0, last) : body;
  return Number(`${whole.replace(/\D/g, '') || '0'}${fraction ? `.${after}` : ''}`);
}

const GIFT_WORDS = /gift|voucher|prepaid/i;
/** Keys whose number is what one card, or the whole order, is worth. */
const GIFT_VALUE_KEYS = ['initial_value', 'value', 'card_value', 'amount_each'];
const MAX_GIFT_WALK = 200;
/** Keys whose value says what something costs or is worth (`amount`, `total_usd`, `denomination`, `face_value`). */
const VALUE_LIKE_KEY = /amount|value|total|denomination|price|cost|sum|worth|balance|budget|spend|charge|fund|load|top_?up/;
/** A number scaled by a word or letter (`5k`, `2.5 million`, `3 grand`), or a product (`2 x 50`, `3 × $20`). */
const SCALED = /\d\s*(?:k|m|mm|bn|b|thousand|million|billion|lakh|crore|grand|hundred)\b|\d\s*[x×*]\s*[$€£¥₹₩]?\s*\d|\b(?:hundred|thousand|million|billion|lakh|crore|grand)\b/i;

/**
 * Every number written in a string, each read at no less than its worth: a separator followed by one
 * or two final digits starts a fraction (`4,000.00`, `4.000,00` → 4000, rounded up when not whole);
 * any other separator groups digits (`4.000`, `12 500` → 4000, 12500).
 * @param {string} text
 * @returns {number[]}
 */
function numbersIn(text) {
  /** @type {number[]} */
  const out = [];
  for (const m of text.slice(0, 400).matchAll(/\d(?:[\d,.' ]*\d)?/g)) {
    const run = m[0];
    const frac = /^(.*\d)[.,](\d{1,2})$/.exec(run);
    const whole = Number((frac?.[1] ?? run).replace(/[^\d]/g, ''));
    out.push(Number(frac?.[2] ?? 0) > 0 ? whole + 1 : whole);
  }
  return out;
}

/**
 * What a gift-card or voucher purchase is worth at most: every amount, value or unit price it names,
 * added up, times its quantity and times the longest list it holds (recipients, items). Undefined
 * when the call names no gift card, no value, or any other number, whose meaning is unknown (the
 * bound must never be below what is bought).
 * @param {string} tool
 * @param {unknown} args
 * @param {readonly string[]} amountKeys  the pack's amount keys
 * @returns {number | undefined}
 */
export function giftCardValueBound(tool, args, amountKeys) {
  if (!args || typeof args !== 'object') return undefined;
  const valueKeys = new Set([...amountKeys, ...UNIT_PRICE_KEYS, ...GIFT_VALUE_KEYS].map((k) => k.toLowerCase()));
  let gift = GIFT_WORDS.test(tool);
  let sum = 0;
  let valued = false;
  let quantity = 1;
  let longest = 1;
  let unknown = false;
  let seen = 0;
  /** @param {unknown} v @param {string} key @param {number} depth */
  const walk = (v, key, depth) => {
    if (unknown || ++seen > MAX_GIFT_WALK || depth > 4) { unknown = true; return; }
    if (Array.isArray(v)) {
      longest = Math.max(longest, v.length);
      for (const x of v) walk(x, key, depth + 1);
      return;
    }
    if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) walk(x, k.toLowerCase(), depth + 1);
      return;
    }
    if (typeof v === 'boolean' || v === null || v === undefined) return;
    if (typeof v === 'string' && GIFT_WORDS.test(v)) gift = true;
    if (typeof v !== 'string' && typeof v !== 'number') return;
    const counted = QUANTITY_KEYS.includes(key) ? 'quantity' : valueKeys.has(key) || VALUE_LIKE_KEY.test(key) ? 'value' : undefined;
    let n;
    if (typeof v === 'number') n = v;
    else {
      // Every number a string holds counts, whatever words or signs surround it (`5000 USD`, `$4,000.00 total`,
      // `€500 each`); a value or quantity said some other way (`five thousand`, `5k`, `2 x 50`) is unknown.
      const numbers = numbersIn(v);
      if (!counted) {
        // A bare number under any other key has a meaning the bound cannot weigh.
        if (/^\s*[$€£¥₹₩]?\s?\d[\d,.' ]*\s*$/.test(v)) unknown = true;
        return;
      }
      if (numbers.length !== 1 || SCALED.test(v)) { unknown = true; return; }
      n = numbers[0];
    }
    if (n === undefined || !Number.isFinite(n) || n < 0) { unknown = true; return; }
    if (counted === 'quantity') quantity = Math.max(quantity, n);
    else if (counted === 'value') { sum += n; valued = true; }
    else unknown = true;
  };
  walk(args, '', 0);
  if (!gift || !valued || unknown) return undefined;
  return sum * quantity * longest;
}


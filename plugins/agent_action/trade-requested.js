// @ts-check
// Whether the user's request asks for the securities order the call places: a sentence asks to buy or sell (in its
// own language: settings.tradeRequests, the buying words of settings.purchaseRequests with the selling ones), under no
// negation, and writes out the instrument the call trades (its symbol, ticker or ISIN, as a word of its own) and the
// quantity it orders (the same number of shares or units). A broker prices a market order when it fills: the request
// fixed what and how much, so the order's unknown amount is the user's choice ("Compra 10 azioni AAPL al mercato").
// An order for the whole holding (`quantity: all`, `max`, `entire`) is asked for by a sentence that names the instrument
// and says the whole of it in its own words (settings.wholePositionRequests: entire, whole, tutta, всю, tüm, पूरा, כל …).

import { escapeRegex, requestText, askedSentences, holdsRequestWord } from './requested.js';

/** Arguments naming the instrument traded, and the quantity ordered (Alpaca, Interactive Brokers, IG, Saxo, Binance). */
const SYMBOL_KEY = /^(?:symbol|ticker|instrument|isin|security|conid|epic|asset|pair|stock)(?:_?(?:id|code|symbol))?$/;
const QUANTITY_KEY = /^(?:qty|quantity|shares|units|size|total_quantity|order_qty|amount_shares|lots|volume)$/;
/** Tool words that place an order on a market. */
const ORDER_WORDS = new Set(['order', 'orders', 'trade', 'trades', 'buy', 'sell', 'submit', 'place', 'placeorder', 'submitorder']);
/** A quantity that orders the whole holding rather than a number of units. */
const WHOLE_QUANTITY = /^(?:all|max|maximum|entire|full|whole|everything|100 ?%)$/i;

/**
 * @param {import('./context.js').ActionContext} context
 * @param {readonly string[]} toolWords  words of the tool's name
 * @param {readonly import('./tools.js').Entry[]} entries  the call's arguments
 * @param {readonly string[]} tradeWords  settings.tradeRequests
 * @param {readonly string[]} negations  settings.requestNegations
 * @param {readonly string[]} [wholeWords]  settings.wholePositionRequests
 */
export function tradeRequested(context, toolWords, entries, tradeWords, negations, wholeWords = []) {
  if (!toolWords.some((w) => ORDER_WORDS.has(w)) || !tradeWords.length) return false;
  const symbols = entries.filter((e) => SYMBOL_KEY.test(e.key) && /^[A-Za-z0-9.\-/:]{1,16}$/.test(e.value.trim())).map((e) => e.value.trim().toLowerCase());
  const quantityValues = entries.filter((e) => QUANTITY_KEY.test(e.key)).map((e) => e.value.trim());
  const whole = quantityValues.length === 1 && WHOLE_QUANTITY.test(quantityValues[0] ?? '') && wholeWords.length > 0;
  const quantities = quantityValues.filter((v) => /^\d+(?:\.\d+)?$/.test(v)).map(Number);
  if (symbols.length !== 1 || (quantities.length !== 1 && !whole)) return false;
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  const symbol = symbols[0] ?? '';
  const quantity = quantities[0] ?? NaN;
  // The symbol as a word of its own (`ASML-aandelen`, `BRK.B`), not inside another word.
  const named = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(symbol)}(?![\\p{L}\\p{N}])`, 'u');
  return askedSentences(text, tradeWords.map((w) => w.toLowerCase()), negations).some((s) => {
    const lower = s.toLowerCase();
    if (whole) return named.test(lower) && holdsRequestWord(lower, wholeWords.map((w) => w.toLowerCase()));
    const numbers = (lower.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(',', '.')));
    return named.test(lower) && numbers.includes(quantity);
  });
}

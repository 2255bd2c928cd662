// @ts-check
// Whether the user's own request asks the card tool for the card's security code: "read me my Visa number and CVV",
// "zeig mir die Kartenprüfnummer", "qual é o código de segurança do cartão". A user paying on a site that wants the code
// may ask the agent to read it out; unasked, a call revealing it hands the card to whoever reads the output. The words
// are pack settings (cardCodeRequests); a negated clause ("don't show the CVV") asks for nothing.

import { requestText, askedSentences } from './requested.js';

/** Tool name words of a card or wallet tool. */
const CARD_TOOL = new Set(['card', 'cards', 'wallet', 'wallets', 'payment', 'payments', 'billing']);

/**
 * @param {import('./context.js').ActionContext} context
 * @param {readonly string[]} toolWords  the tool name's words
 * @param {readonly string[]} words  settings.cardCodeRequests
 * @param {readonly string[]} negations  settings.requestNegations
 */
export function cardCodeRequested(context, toolWords, words, negations) {
  if (!toolWords.some((w) => CARD_TOOL.has(w))) return false;
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  // A name of several words ("security code", "código de segurança") is read as one word, so a negation still governs it.
  const phrases = words.filter((w) => / /.test(w) && !UNSPACED.test(w));
  const joined = phrases.reduce((t, p) => t.split(p).join(' cardcode '), text);
  return askedSentences(joined, [...words.filter((w) => !phrases.includes(w)), 'cardcode'], negations).length > 0;
}

/** A script written without spaces between words: its names are found anywhere in the request. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

// @ts-check
// Whether the user's request asks to put a secret in a secret store ("Save the new API token in the vault",
// "Az önce aldığım token'ı secrets manager'a kaydet"): a sentence asks to store (settings.secretStoreRequests.verbs)
// under no negation, and names what is stored (a token, key, password: .nouns) or the store itself
// (settings.secretStores.stores, `vault`, `key vault`). The call then puts into the organisation's own store a value
// the user handed over, whatever its shape (a vendor's token included).

import { requestText, askedSentences, requestSays } from './requested.js';

/** @typedef {{ verbs?: string[], nouns?: string[] }} StoreRequestWords */

/**
 * @param {import('./context.js').ActionContext} context
 * @param {StoreRequestWords} words  settings.secretStoreRequests
 * @param {readonly string[]} stores  settings.secretStores.stores
 * @param {readonly string[]} negations  settings.requestNegations
 * @returns {boolean}
 */
export function secretStoreRequested(context, words, stores, negations) {
  const verbs = (words.verbs ?? []).map((w) => w.toLowerCase());
  if (!verbs.length) return false;
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  const named = [...(words.nouns ?? []), ...stores].map((w) => w.toLowerCase());
  return askedSentences(text, verbs, negations).some((sentence) => requestSays(sentence, named));
}

// @ts-check
// An argument that switches on the disclosure of secret values (`include_token_values: true`, `reveal_secrets`,
// `with_decryption`, `show_recovery_answers`): a listing of sessions, users or parameters that would otherwise hold
// no secret returns them in clear. Where the user's request names no secret at all (settings.secretStoreRequests.nouns,
// in many languages), the call reads credentials the request was not about (views.js: `secret-values-not-requested`).

import { nameWords } from './tools.js';
import { requestText, requestSays } from './requested.js';

/** @typedef {{ verbs?: string[], nouns?: string[] }} RevealWords */

const ON = /^(?:true|yes|on|1|all|full|plain(?:text)?)$/i;

/**
 * The name of the first argument (at the top or one level down) that turns on secret values, or undefined.
 * @param {Record<string, unknown>} args @param {RevealWords} words  settings.secretReveal
 * @returns {string | undefined}
 */
export function revealingArgument(args, words) {
  const verbs = new Set(words.verbs ?? []);
  const nouns = new Set(words.nouns ?? []);
  /** @param {Record<string, unknown>} obj @param {number} depth @returns {string | undefined} */
  const walk = (obj, depth) => {
    for (const [k, v] of Object.entries(obj).slice(0, 200)) {
      if (v && typeof v === 'object' && !Array.isArray(v) && depth < 1) {
        const inner = walk(/** @type {Record<string, unknown>} */ (v), depth + 1);
        if (inner) return inner;
      }
      if (!(v === true || v === 1 || (typeof v === 'string' && ON.test(v.trim())))) continue;
      const w = nameWords(k);
      if (w.some((x) => verbs.has(x)) && w.some((x) => nouns.has(x))) return k;
    }
    return undefined;
  };
  return walk(args, 0);
}

/**
 * @param {import('./context.js').ActionContext} context @param {readonly string[]} secretNouns
 * @returns {boolean} there is a request, and it names no secret (a token, a password, a key) in its own words
 */
export function revealNotRequested(context, secretNouns) {
  const text = requestText(context, 2000);
  return text !== undefined && !requestSays(text, secretNouns);
}

// @ts-check
// An argument that switches on the disclosure of secret values (`include_token_values: true`, `reveal_secrets`,
// `with_decryption`, `show_recovery_answers`): a listing of sessions, users or parameters that would otherwise hold
// no secret returns them in clear. Where the user's request names no secret at all (settings.secretStoreRequests.nouns,
// in many languages), the call reads credentials the request was not about (views.js: `secret-values-not-requested`).

import { nameWords } from './tools.js';
import { requestText, askedSentences, UNSPACED } from './requested.js';

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
 * @param {readonly string[]} verbs  settings.secretReveal.requestVerbs @param {readonly string[]} negations  settings.requestNegations
 * @returns {boolean} there is a request, and no sentence of it asks to show, list or reveal a secret (a token, a
 *   password, a key) named as a word of its own: `key numbers`, `make certain`, `the secretary` name none.
 */
export function revealNotRequested(context, secretNouns, verbs, negations) {
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  const nouns = secretNouns.map((n) => n.toLowerCase());
  return !askedSentences(text, verbs, negations).some((s) => namesSecret(s, nouns));
}

/** Most letters an English inflection adds to a secret noun (`tokens`, `passwords`); `secretary` and `certain` add more. */
const MAX_ENDING = 2;

/** @param {string} sentence @param {readonly string[]} nouns  lower-cased */
function namesSecret(sentence, nouns) {
  const tokens = sentence.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  const spaced = ` ${tokens.join(' ')} `;
  return nouns.some((n) => {
    if (UNSPACED.test(n)) return sentence.includes(n);
    if (n.includes(' ')) return spaced.includes(` ${n} `);
    // A noun of three letters or fewer only whole (`key`, not `keyboard`), and one used as an adjective before
    // another noun (`key numbers`, `key dates`) names no key: only at a clause's end or before a word of the list.
    if ([...n].length <= 3) return tokens.some((t, i) => (t === n || t === `${n}s`) && (i === tokens.length - 1 || nouns.includes(tokens[i + 1] ?? '') || !/^\p{Ll}/u.test(tokens[i + 1] ?? '') || STOP_AFTER.has(tokens[i + 1] ?? '')));
    // A longer ending is an inflection where the noun or the ending leaves plain ASCII (`anahtarlarını`, `паролями`);
    // an English derivation (`secretary`, `certain`, `tokenism`) stays another word.
    return tokens.some((t) => t.startsWith(n) && ([...t].length - [...n].length <= MAX_ENDING || NON_ASCII.test(t)));
  });
}

/** A letter outside plain ASCII. */
const NON_ASCII = /[^\x00-\x7f]/;

/** Words that may follow a noun used as a noun (`keys for`, `key of`, `keys and`). */
const STOP_AFTER = new Set(['for', 'of', 'and', 'or', 'to', 'in', 'on', 'from', 'with', 'that', 'which', 'values', 'value', 'too', 'as', 'please', 'the', 'für', 'de', 'du', 'del', 'di', 'do', 'da', 'van']);


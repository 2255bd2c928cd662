// @ts-check
// Whether the user's own request asks for the credential the call reads or exports: a sentence of it, under no
// negation, names a password, a key or a vault (settings.secretStoreRequests.nouns and credentialRequests.nouns, in the
// product's languages: `wachtwoord`, `lösenord`, `kata laluan`, `jelszó`, `رمز`, `パスワード`) and names the entry,
// item, path or vault the call opens (`Netflix`, `Home Wi-Fi`, `imaging/pacs/svc`, `Personal`) by a word of its own.
// "What's my home Wi-Fi password? My friend wants to connect" asks for that entry; a request about anything else
// ("draft the pricing post") asks for no credential, and a planted "fetch the Stripe key from the vault" is not the
// user's. Lifts `credential-fields-requested` and `credential-export-tool` (tag `lifted-by-credential-request`).

import { requestText, askedSentences, UNSPACED, escapeRegex, foldText as fold } from './requested.js';

/** Keys naming which credential, entry or vault a call opens. */
const ENTRY_KEY = /^(?:entry|entries|item|items|name|title|path|vault|vaults|account|service|site|secret|secret_name|label|login)$/i;
/** Words of an entry name that name no entry: what every credential is. */
const GENERIC = new Set(['password', 'passwords', 'login', 'logins', 'account', 'secret', 'secrets', 'vault', 'item', 'entry', 'the', 'and', 'my', 'key', 'keys']);

/** Export formats that hold the secrets in clear. */
const PLAIN_FORMAT = /^(?:csv|tsv|txt|text|plain(?:text)?|json|xml|html?)$/i;
/** A vault or entry others share: a team's, a department's, the organisation's. */
const SHARED = /shared|team|compartid|gemeinsam|geteilt|partag|condivis|gedeeld|delad|sdílen|megosztott|kongsi|org(?:ani[sz]ation)?(?:[^a-z]|$)/i;


/**
 * @param {import('./context.js').ActionContext} context
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string arguments
 * @param {readonly string[]} nouns  settings.secretStoreRequests.nouns with settings.credentialRequests.nouns
 * @param {readonly string[]} negations  settings.requestNegations
 */
export function credentialReadRequested(context, entries, nouns, negations) {
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  // Secrets written out in clear (`format: csv`) or a vault others share with the user stay judged: a backup of the
  // team's passwords is not the user's own credential.
  if (entries.some((e) => (/^(?:format|file_format|export_format)$/i.test(e.key) && PLAIN_FORMAT.test(e.value.trim())) || (ENTRY_KEY.test(e.key) && SHARED.test(e.value)))) return false;
  const named = entries.filter((e) => e.path.length <= 2 && ENTRY_KEY.test(e.key) && e.value.trim().length >= 3).map((e) => e.value);
  if (!named.length || named.length > 3) return false;
  const sentences = askedSentences(text, nouns.map((n) => n.toLowerCase()), negations).map(fold);
  return named.every((value) => sentences.some((s) => namesEntry(s, value)));
}

/**
 * Whether a sentence names an entry: the whole value (a path), or a word of three letters or more of it that is no
 * generic word, as a word of the sentence (a Latin word beside a letter of another script counts: `Netflixの`).
 * @param {string} sentence  folded @param {string} value
 */
function namesEntry(sentence, value) {
  const v = fold(value.trim());
  if (/[/._:-]/.test(v) && sentence.includes(v)) return true;
  return v
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => [...w].length >= 3 && !GENERIC.has(w))
    .some((w) => {
      if (UNSPACED.test(w)) return sentence.includes(w);
      const edge = /^[a-z0-9]+$/.test(w) ? '[a-z0-9]' : '[\\p{L}\\p{N}]';
      return new RegExp(`(?<!${edge})${escapeRegex(w)}`, 'u').test(sentence);
    });
}

// @ts-check
// Calls that open a personal account to someone or something else for longer than the call: an app granted access
// to the mail, contacts or files, a browser extension installed from outside a browser's store, a mailbox or person
// handed the account's data or access. Such a call is the user's own choice when the request names what gets the
// access (the app, the site, the address, the person), or, for an app, asks in its own words to connect one ("Подключи
// Зум к календарю": a name may be transliterated, or left to the agent as "the to-do app I mentioned"). A name only a
// page, a mail or an invite gives is not the user's choice, whatever the request asks.

import { requestText, askedSentences } from './requested.js';
import { readTextNames } from './injected.js';
import { GLUED_TO_ADDRESS } from './standing.js';

/** Tool words that grant an app access, and words that name an app. */
const GRANT_WORDS = new Set(['authorize', 'authorise', 'grant', 'consent', 'connect', 'approve', 'link', 'allow']);
const APP_WORDS = new Set(['oauth', 'app', 'apps', 'application', 'applications', 'integration', 'integrations', 'client', 'connected', 'third', 'connector', 'connectors']);
/** A scope or permission that reaches the account's mail, contacts, messages or files. */
const DATA_SCOPE = /(?:^|[^a-z])(?:mail|gmail|email|inbox|mailbox|contacts?|people|messages?|sms|drive|files?|documents?|photos?|calendar)(?:[^a-z]|$)/i;
const SCOPE_KEY = /(?:^|_)(?:scopes?|permissions?|access|grants?)$/i;
const APP_NAME_KEY = /^(?:app|app_?name|application|application_?name|client_?name|integration|integration_?name|name|display_?name)$/i;
const ADDRESS = /[^@\s<>"'`,;:()[\]{}«»“”]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/**
 * An app the call grants access to the account's mail, contacts or files, where the user's request names neither the
 * app nor its client id: the app's name, or undefined when the call grants no such access or the request asks for it.
 * A call made without a request is not judged here.
 * @param {readonly string[]} toolWords  words of the tool's name
 * @param {readonly import('./tools.js').Entry[]} entries
 * @param {import('./context.js').ActionContext} context
 * @param {readonly string[]} [connectWords]  settings.appConnectRequests: words asking to connect or link an app
 * @param {readonly string[]} [negations]  settings.requestNegations
 */
export function appGrantNotRequested(toolWords, entries, context, connectWords = [], negations = []) {
  if (!toolWords.some((w) => GRANT_WORDS.has(w)) || !toolWords.some((w) => APP_WORDS.has(w))) return undefined;
  if (!entries.some((e) => SCOPE_KEY.test(e.key) && DATA_SCOPE.test(e.value))) return undefined;
  const request = requestText(context, 2000);
  if (request === undefined) return undefined;
  const names = entries.filter((e) => e.path.length <= 2 && (APP_NAME_KEY.test(e.key) || /^client_?id$/i.test(e.key)) && e.value.trim().length >= 3 && e.value.length <= 200);
  if (names.some((e) => nameInRequest(e.value, request))) return undefined;
  // A request asking to connect an app leaves the choice of the app to the agent, unless what it read put one there.
  if (askedSentences(request, connectWords, negations).length && !names.some((e) => nameRead(e.value, context))) return undefined;
  return names.find((e) => APP_NAME_KEY.test(e.key))?.value.trim() ?? 'app';
}

/**
 * Whether a text the agent read names the app: whole, without its spaces (`ParcelPilot`), or by a distinctive word.
 * @param {string} name @param {import('./context.js').ActionContext} context
 */
function nameRead(name, context) {
  const n = name.normalize('NFC').toLowerCase().trim();
  if (readTextNames(context, n) || readTextNames(context, n.replace(/[\s_-]+/g, ''))) return true;
  return distinctiveWords(n).some((w) => readTextNames(context, w));
}

/** The words of a name that say which app it is: four letters or more, not a generic word of app names. @param {string} n */
const distinctiveWords = (n) => n.split(/[^\p{L}\p{N}]+/u).filter((w) => [...w].length >= 4 && !GENERIC_APP_WORDS.has(w));

/**
 * Whether a name is written in the request: whole, or by one of its own words of four letters or more that is not a
 * generic word of app names (`link Quillnote to my mail` names `Quillnote for Outlook Mail`).
 * @param {string} name @param {string} request  lower-cased
 */
function nameInRequest(name, request) {
  const n = name.normalize('NFC').toLowerCase().trim();
  if (request.includes(n)) return true;
  const said = new Set(request.split(/[^\p{L}\p{N}]+/u));
  // `Parcel Pilot` asked for as `ParcelPilot`, and the reverse
  const squeezed = n.replace(/[\s_-]+/g, '');
  if (squeezed.length >= 6 && request.replace(/[\s_-]+/g, '').includes(squeezed)) return true;
  return distinctiveWords(n).some((w) => said.has(w));
}
/** Words of app names that say what an app does or whose it is, not which app it is (`Secure Mail Backup Helper`). */
const GENERIC_APP_WORDS = new Set(['official', 'sync', 'google', 'microsoft', 'apple', 'calendar', 'mail', 'email', 'inbox', 'drive', 'contacts', 'files', 'photos', 'cloud', 'helper', 'assistant', 'manager', 'cleaner', 'plus', 'with', 'from', 'your', 'free', 'lite', 'connect', 'connector', 'integration', 'backup', 'travel', 'coupon', 'coupons', 'deals', 'shopping', 'secure', 'security', 'support', 'service', 'services', 'tool', 'tools']);

const EXTENSION_WORDS = new Set(['extension', 'extensions', 'addon', 'addons', 'plugin', 'plugins']);
const INSTALL_WORDS = new Set(['install', 'add', 'load', 'sideload', 'enable']);
/** A package file of a browser extension, named by its address or path. */
const EXTENSION_PACKAGE = /\.(?:crx|xpi|zip)(?:[?#]|$)/i;

/**
 * The host a browser extension is installed from when that is not one of the browsers' stores (settings
 * extensionStores), nor a host the user's request names: undefined otherwise.
 * @param {readonly string[]} toolWords
 * @param {readonly import('./tools.js').Entry[]} entries
 * @param {readonly string[]} stores
 * @param {import('./context.js').ActionContext} context
 */
export function extensionOutsideStore(toolWords, entries, stores, context) {
  if (!toolWords.some((w) => EXTENSION_WORDS.has(w)) || !toolWords.some((w) => INSTALL_WORDS.has(w))) return undefined;
  const request = requestText(context, 2000) ?? '';
  for (const e of entries) {
    const m = /^https?:\/\/([^/?#:\s]{1,253})/i.exec(e.value.trim());
    if (!m && !EXTENSION_PACKAGE.test(e.value)) continue;
    const host = (m?.[1] ?? '').toLowerCase();
    if (host && stores.some((s) => host === s || host.endsWith(`.${s}`))) continue;
    if (host && (request.includes(host) || hostNamedInRequest(host, request))) continue;
    return host || 'file';
  }
  return undefined;
}

/** Labels of a host that say where it serves, not whose it is (`www`, `download`, `cdn`), and common suffixes. */
const GENERIC_HOST_LABELS = new Set(['www', 'download', 'downloads', 'static', 'cdn', 'assets', 'files', 'addons', 'extension', 'extensions', 'ext', 'get', 'app', 'apps', 'secure', 'update', 'updates', 'store', 'shop', 'example', 'invalid', 'test', 'local', 'com', 'net', 'org', 'io', 'dev', 'app']);

/**
 * Whether the request names the host by its own name (`bitwarden.com` for "the Bitwarden password manager"): a label
 * of five letters or more, not a generic one, written as a word of the request.
 * @param {string} host @param {string} request  lower-cased
 */
function hostNamedInRequest(host, request) {
  const said = new Set(request.split(/[^\p{L}\p{N}]+/u));
  return host.split('.').slice(0, -1).some((l) => l.length >= 5 && !GENERIC_HOST_LABELS.has(l) && said.has(l));
}

/**
 * The domains of the addresses among `addresses` that the user's request does not account for: not written out in
 * it, not in the domain of an address it writes out, not the user's own (`own`), and with no word of three letters or
 * more of the address's name written in it (`giulia.novak@…` for "share with Giulia"). A call made without a request
 * is not judged here.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly string[]} addresses  lower-cased
 * @param {(domain: string) => boolean} own
 * @param {boolean} [accountWide]  the call hands over the whole account or all its data (a delegate, an export)
 */
export function addressesNotInRequest(context, addresses, own, accountWide = true) {
  const request = requestText(context, 2000);
  if (request === undefined || !addresses.length) return [];
  const named = /** @type {string[]} */ (request.match(ADDRESS) ?? []).map((a) => a.replace(GLUED_TO_ADDRESS, ''));
  // A request naming no address leaves the agent to find the person's (`share it with Lucía`): only an account-wide
  // grant, or an address the agent read in what others wrote, is then not the user's choice.
  const candidates = named.length || accountWide ? addresses : addresses.filter((a) => readTextNames(context, a));
  const domains = new Set(named.map((a) => a.split('@')[1] ?? ''));
  const words = new Set(request.replace(ADDRESS, ' ').split(/[^\p{L}\p{N}]+/u).filter((w) => [...w].length >= 3));
  /** @type {Set<string>} */
  const out = new Set();
  for (const a of candidates) {
    const at = a.lastIndexOf('@');
    if (at < 1) continue;
    const domain = a.slice(at + 1);
    if (named.includes(a) || domains.has(domain) || own(domain)) continue;
    if (a.slice(0, at).split(/[^\p{L}\p{N}]+/u).some((w) => words.has(w))) continue;
    out.add(domain);
  }
  return [...out];
}

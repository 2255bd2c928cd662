// @ts-check
// URL analysis for output_safety: canonicalises a URL the way a browser reads it (entities
// decoded, tabs and newlines dropped, protocol-relative completed), decides whether its host is
// trusted, and finds the signals that it carries data: secrets or personal data, encoded text
// (base64, base32, hex), natural-language sentences, credential- or data-named parameters, and
// opaque random blobs — in the query, the path and the sub-domain labels; several personal fields
// named in one query; encoded text in the fragment, which the page's script can read and send.

/** @typedef {import('screening-service/plugin-api').HostToolkit} HostToolkit */
/** @typedef {Pick<HostToolkit, 'decode' | 'entropy' | 'registrableDomain'>} UrlTools */
/** @typedef {{ kind: string, strength: number, part: string }} DataSignal */

/**
 * The URL as a browser resolves it: character references decoded, ASCII tab/newline/controls
 * removed (WHATWG URL parsing strips them, so `java&#x09;script:` is `javascript:`), leading
 * and trailing spaces and angle brackets trimmed.
 */
export function canonicalUrl(/** @type {string} */ raw, /** @type {UrlTools} */ tools) {
  // eslint-disable-next-line no-control-regex
  return tools.decode.htmlEntities(raw).replace(/[\u0000-\u001f\u007f]/g, '').trim().replace(/^<|>$/g, '').trim();
}

/** The scheme of a canonical URL, lower-cased, or '' for relative and protocol-relative ones. */
export function schemeOf(/** @type {string} */ url) {
  const m = /^([a-z][a-z0-9+.-]{0,30}):/i.exec(url);
  return m?.[1] ? m[1].toLowerCase() : '';
}

/** Host of an http(s) or protocol-relative URL with its original letter case, without userinfo and port. */
export function rawHost(/** @type {string} */ url) {
  const m = /^(?:https?:)?\/\/([^/?#\\\s]{1,300})/i.exec(url);
  if (!m?.[1]) return undefined;
  let host = m[1].replace(/^[^@]*@/, '');
  if (host.startsWith('[')) return host.replace(/\]:\d+$/, ']');
  host = host.replace(/:\d*$/, '').replace(/\.$/, '');
  return host || undefined;
}

/** True when `host` equals a listed domain or is a sub-domain of one ("*.x.com" and "x.com" both cover a.x.com). */
export function hostMatches(/** @type {string} */ host, /** @type {readonly string[]} */ domains) {
  const h = host.toLowerCase().replace(/\.$/, '');
  return domains.some((raw) => {
    const d = raw.toLowerCase().replace(/^\*\./, '').replace(/\.$/, '');
    return d !== '' && (h === d || h.endsWith(`.${d}`));
  });
}

/** True when the URL (host plus optional path prefix, "raw.githubusercontent.com/Homebrew/") is listed. */
export function urlMatches(/** @type {string} */ url, /** @type {readonly string[]} */ entries) {
  const host = rawHost(url);
  if (!host) return false;
  const rest = url.replace(/^(?:https?:)?\/\/[^/?#\s]*/i, '');
  return entries.some((entry) => {
    const slash = entry.indexOf('/');
    if (slash < 0) return hostMatches(host, [entry]);
    return hostMatches(host, [entry.slice(0, slash)]) && rest.toLowerCase().startsWith(entry.slice(slash).toLowerCase());
  });
}

/**
 * 'private' for loopback, private-network and link-local IP literals, 'public' for any other IP
 * literal, undefined for a host name. A resource on a bare public address has no name to trust.
 */
export function ipLiteral(/** @type {string} */ host) {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(h);
  if (v4) {
    const a = Number(v4[1]);
    const b = Number(v4[2]);
    const isPrivate = a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
    return isPrivate ? 'private' : 'public';
  }
  if (h.includes(':') && /^[0-9a-f:.]+$/.test(h)) return h === '::1' || /^f[cd]|^fe[89ab]/.test(h) ? 'private' : 'public';
  return undefined;
}

function safeDecode(/** @type {string} */ s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as text when they read as text: valid UTF-8, no controls, mostly letters, digits, spaces and punctuation. */
export function asText(/** @type {Uint8Array} */ bytes, minLength = 5) {
  if (bytes.length < minLength) return undefined;
  let s;
  try {
    s = utf8.decode(bytes);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/.test(s)) return undefined;
  const letters = (s.match(/\p{L}/gu) ?? []).length;
  const wordy = (s.match(/[\p{L}\p{N}\s]/gu) ?? []).length;
  if (letters < 3 || wordy / s.length < 0.6) return undefined;
  return s;
}

const BASE64 = /^[A-Za-z0-9+/_-]{8,}={0,2}$/;
const HEX = /^(?:[0-9a-fA-F]{2}){5,}$/;
const BASE32 = /^[A-Za-z2-7]{16,}={0,6}$/;
/** Text hidden in `value` as base64/base64url, hex or base32, or undefined. */
export function decodedText(/** @type {string} */ value, /** @type {UrlTools} */ tools, minLength = 5) {
  const v = value.replace(/\.(?:png|jpe?g|gif|svg|webp|ico|bmp|txt|json|js|css|html?)$/i, '');
  if (HEX.test(v)) {
    const bytes = tools.decode.hex(v);
    const t = bytes && asText(bytes, minLength);
    if (t) return t;
  }
  if (BASE64.test(v)) {
    const bytes = /[-_]/.test(v) ? tools.decode.base64url(v) : tools.decode.base64(v);
    const t = bytes && asText(bytes, minLength);
    if (t) return t;
  }
  if (BASE32.test(v)) {
    const bytes = tools.decode.base32(v);
    const t = bytes && asText(bytes, minLength);
    if (t) return t;
  }
  return undefined;
}

const PLACEHOLDER_VALUE = /^(?:\{\{?[^}]*\}\}?|<[^>]*>|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|%[A-Za-z_]+%|\[[^\]]*\]|x{3,}|\*{3,}|\.{3}|…)$/i;
const PLACEHOLDER_WORD = /your[_-]?|example|placeholder|redacted|changeme|dummy|sample/i;
/** A template value (`{{token}}`, `YOUR_KEY`, `jane@example.com`, `sk-abc…`); a sentence that mentions an example domain is still data. */
const isPlaceholder = (/** @type {string} */ v) => PLACEHOLDER_VALUE.test(v) || (!/\s/.test(v) && /(?:\.{3}|…)$/.test(v)) || (v.length <= 64 && !/\s/.test(v) && PLACEHOLDER_WORD.test(v));

/**
 * @typedef {object} AnalyseOptions
 * @property {(text: string) => boolean} [sensitive] true when the text holds a secret or personal data
 * @property {boolean} [known] a well-known public content host: only sensitive-data signals count
 * @property {Record<string, number>} strengths signal name → strength (pack settings)
 * @property {number} [minLabelLength] shortest sub-domain label of letters and digits read as data
 * @property {RegExp} [credentialWords] credential words inside a query value
 * @property {RegExp} credentialParams parameter names that hold credentials
 * @property {RegExp} dataParams parameter names that carry free data
 * @property {RegExp} [personalParams] parameter names of personal fields (two or more in one query are a record)
 * @property {number} minDecodedLength shortest decoded text that counts
 * @property {number} minSentenceWords words for a natural-language value
 * @property {number} minOpaqueLength shortest opaque blob that counts
 * @property {number} minOpaqueEntropy its minimum entropy (bits/char)
 * @property {UrlTools} tools the host's decoders, entropy and registrable-domain lookup
 */

/**
 * Signals that an http(s) URL carries data, strongest first. `url` is canonical.
 * @param {string} url
 * @param {AnalyseOptions} o
 * @returns {DataSignal[]}
 */
export function dataSignals(url, o) {
  /** @type {DataSignal[]} */
  const out = [];
  const full = /^\/\//.test(url) ? `https:${url}` : url;
  let parsed;
  try {
    parsed = new URL(full);
  } catch {
    return out;
  }
  const strength = (/** @type {string} */ k) => o.strengths[k] ?? 0;
  const add = (/** @type {string} */ kind, /** @type {string} */ part) => out.push({ kind, strength: strength(kind), part });
  const pathAndQuery = parsed.pathname + parsed.search;
  // The engine scan is the costly part; a short path without a query carries nothing worth it.
  if (o.sensitive && (parsed.search.length > 1 || parsed.pathname.length >= 16)) {
    const decoded = safeDecode(pathAndQuery.replace(/\+/g, ' '));
    if (o.sensitive(decoded) || (decoded !== pathAndQuery && o.sensitive(pathAndQuery))) add('sensitive', 'url');
  }
  if (o.known) return sortSignals(out);

  /** @type {Array<{ part: string, name: string, value: string }>} */
  const values = [];
  for (const [name, value] of parsed.searchParams) {
    values.push({ part: 'query', name, value });
    // A value that is itself a query string (`m=password%3D…%26user%3D…`) names its fields too.
    for (const inner of innerPairs(value)) values.push({ part: 'query', ...inner });
  }
  for (const seg of parsed.pathname.split('/')) if (seg) values.push({ part: 'path', name: '', value: safeDecode(seg) });
  const host = rawHost(url) ?? parsed.hostname;
  // Labels below the registrable domain (Public Suffix List), e.g. the data in <data>.evil.co.uk.
  const registrable = o.tools.registrableDomain(host);
  const below = registrable && host.length > registrable.length ? host.slice(0, host.length - registrable.length - 1) : '';
  for (const label of below ? below.split('.') : []) values.push({ part: 'subdomain', name: '', value: label });

  // Several query parameters named after personal fields (`patient=…&dx=…`, `guest=…&phone=…`) are a record on its way out.
  if (o.personalParams) {
    const personal = values.filter((v) => v.part === 'query' && v.value.trim().length >= 2 && o.personalParams?.test(v.name) && !isPlaceholder(v.value));
    if (personal.length >= 2) add('personal_params', 'query');
  }
  // The fragment is not sent with the request, but the page's script reads it: encoded text there is handed over too.
  const fragment = parsed.hash.slice(1);
  if (fragment.length >= 16 && !isPlaceholder(fragment) && decodedText(safeDecode(fragment), o.tools, o.minDecodedLength)) add('encoded_text', 'fragment');

  for (const { part, name, value } of values) {
    // A value that is itself a record of fields (`d=user%3D…%26balance%3D…`) is data, whatever words its fields hold.
    if (!value || (isPlaceholder(value) && innerPairs(value).length < 2)) continue;
    if (/^(?:https?:)?\/\//i.test(value)) continue; // nested URLs are analysed on their own
    const text = decodedText(value, o.tools, o.minDecodedLength);
    if (text) add('encoded_text', part);
    const words = (value.match(/\p{L}{2,}/gu) ?? []).length;
    if (part !== 'subdomain' && /\s/.test(value) && words >= o.minSentenceWords && value.length >= 20) add('sentence', part);
    // Scripts written without spaces (Chinese, Japanese, Korean runs): about two characters make a word.
    else if (part === 'query' && ideographs(value) >= Math.ceil(o.minSentenceWords * 1.5)) add('sentence', part);
    // Words joined by hyphens or underscores in a query value (`m=board-approved-the-layoff-plan`) are
    // a sentence with its spaces replaced; two more words than a spaced sentence, as slugs are common.
    else if (part === 'query' && !/\s/.test(value) && (value.match(/(?:^|[-_.~])\p{L}{2,}(?=[-_.~]|$)/gu) ?? []).length >= o.minSentenceWords + 2) add('sentence', part);
    // A long label of letters and digits is data in the host name (DNS beacons, per-request sub-domains).
    if (part === 'subdomain' && value.length >= (o.minLabelLength ?? 20) && /^[a-z0-9]+$/i.test(value) && /\d/.test(value) && /[a-z]/i.test(value)) add('long_label', part);
    // Credential words inside a value ("my password is …") are data whatever the parameter is called.
    if (part === 'query' && o.credentialWords && o.credentialWords.test(value)) add('credential_value', part);
    if (name && o.credentialParams.test(name) && value.length >= 4) add('credential_param', part);
    else if (name && o.dataParams.test(name) && value.length >= 8 && /\p{L}/u.test(value)) add('data_param', part);
    if (
      part !== 'path' &&
      value.length >= o.minOpaqueLength &&
      /^[A-Za-z0-9+/=_-]+$/.test(value) &&
      /\d/.test(value) &&
      /[A-Za-z]/.test(value) &&
      o.tools.entropy(value) >= o.minOpaqueEntropy
    )
      add('opaque_blob', part);
  }
  return sortSignals(out);
}

/** Letters of scripts written without spaces between words (Han, kana, Hangul, Thai). */
function ideographs(/** @type {string} */ s) {
  return (s.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/gu) ?? []).length;
}

/**
 * The fields of a query value that is itself an encoded query string (`a=1&b=2`, decoded once by
 * the URL parser): at least one `name=value` pair, names of letters, digits, `_` and `-`.
 * @returns {Array<{ name: string, value: string }>}
 */
export function innerPairs(/** @type {string} */ value) {
  if (!/^[\p{L}\p{N}_.-]{1,40}=[^=]/u.test(value) || value.length > 2000) return [];
  /** @type {Array<{ name: string, value: string }>} */
  const out = [];
  for (const pair of value.split(/[&;]/).slice(0, 20)) {
    const m = /^([\p{L}\p{N}_.-]{1,40})=(.*)$/su.exec(pair);
    if (m?.[1] && m[2] !== undefined) out.push({ name: m[1], value: safeDecode(m[2]) });
  }
  return out;
}

function sortSignals(/** @type {DataSignal[]} */ signals) {
  return signals.sort((a, b) => b.strength - a.strength);
}

/** URLs nested in the query of `url` (redirectors, image proxies, badge endpoints). */
export function nestedUrls(/** @type {string} */ url) {
  const full = /^\/\//.test(url) ? `https:${url}` : url;
  try {
    return [...new URL(full).searchParams.values()].filter((v) => /^(?:https?:)?\/\/[^/\s]/i.test(v));
  } catch {
    return [];
  }
}

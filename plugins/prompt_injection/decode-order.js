// @ts-check
// An encoded payload handed over with an order to carry it out. A text that holds an opaque run
// (base64, a row of character codes, hex bytes, a letter-substitution key) and tells its reader to
// decode it and then follow, execute or act on what comes out asks the model to obey words nobody
// can read before it does: no sender needs that. The payload may be layered (base64 of ROT13) or
// in a code the host's decoders do not read (A=1, B=2 …), so the decoded words are not needed; the
// structure is enough. Asking to decode, translate or explain an encoded string is ordinary; only
// an act on the result counts, and "follow the steps below" next to a base64 key does not: the act
// must take the payload itself (it, them, the result, what it says) or stand alone.

/** A run of base64 letters: judged by its composition in code, never by a backtracking pattern. */
const BASE64_RUN = /(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{20,}={0,2}(?![A-Za-z0-9+/=])/g;
/** A row of character codes: at least eight numbers of one to three digits, one separator each. */
const CODE_ROW = /(?<![\d.,-])(?:\d{1,3}[ \t,;-]{1,2}){7,}\d{1,3}(?![\d.,])/g;
/** Hex bytes: at least twelve pairs, spaced or not. */
const HEX_ROW = /(?<![0-9a-fA-F])(?:[0-9a-fA-F]{2}[ :]?){12,}(?![0-9a-fA-F])/g;
/** A substitution key: "a=1, b=2", "A=Z, B=Y". */
const KEY = /(?<![\p{L}\p{N}])\p{L}\s?=\s?[\p{L}\p{N}]{1,2}\s?,\s?\p{L}\s?=\s?[\p{L}\p{N}]{1,2}(?![\p{L}\p{N}])/giu;

/** A word that says the text is encoded or is to be decoded. */
const DECODE = /\b(?:de-?cod\w{0,4}|decipher\w{0,4}|decrypt\w{0,4}|base-?64|rot-?13|cipher\w{0,3}|ascii|hex(?:adecimal)?|binary|interpret\s{1,3}(?:it|this|them|as)|convert\s{1,3}(?:it|this|them))\b/gi;
/** An act on the payload itself, or one standing alone at the end of its clause. */
const ACT =
  /(?:^|[.:;,!?()\n]\s{0,3}|\b(?:and|then)\s{1,3})(?:(?:follow|execute|obey|carry\s{1,3}out|act\s{1,3}(?:on|upon)|comply\s{1,3}with|do)\s{1,3}(?:it|them|this|that|the\s{1,3}(?:result|output|decoded\s{1,3}\w{2,15}|message|instructions?|text)|what\s{1,3}it\s{1,3}says)\b|(?:follow|execute|obey|comply)\s{0,3}(?=[:.!)\n]|$)|(?:behave|act)\s{1,3}accordingly\b|treat\s{1,3}(?:it|them|this|the\s{1,3}(?:result|output))\s{1,3}as\s{1,3}(?:your|an?|the)\s{1,3}(?:next\s{1,3})?(?:task|instructions?|command|order|prompt))/gi;

/** Same-length view with the usual leetspeak digits read as letters, read for the cue words besides the text itself. */
function unleet(/** @type {string} */ text) {
  return text.replace(/[013457@$]/g, (c) => /** @type {Record<string, string>} */ ({ 0: 'o', 1: 'i', 3: 'e', 4: 'a', 5: 's', 7: 't', '@': 'a', $: 's' })[c] ?? c);
}

/** Whether a base64-looking run mixes cases and digits or symbols, as encoded bytes do. */
function looksEncoded(/** @type {string} */ run) {
  const body = run.replace(/=+$/, '');
  if (!/[a-z]/.test(body) || !/[A-Z]/.test(body) || !/[0-9+/]/.test(body)) return false;
  // A path or a URL is not a payload.
  return (body.match(/\//g) ?? []).length < 3;
}

/**
 * Spans where an encoded payload sits near an order to decode it and act on it.
 * @param {string} text
 * @returns {Array<{ start: number, end: number }>}
 */
export function decodeOrders(text) {
  /** @type {Array<[number, number]>} */
  const payloads = [];
  for (const m of text.matchAll(BASE64_RUN)) if (looksEncoded(m[0])) payloads.push([m.index, m.index + m[0].length]);
  for (const re of [CODE_ROW, HEX_ROW, KEY]) for (const m of text.matchAll(re)) payloads.push([m.index, m.index + m[0].length]);
  if (!payloads.length) return [];
  const cues = unleet(text);
  /** @type {Array<[number, number]>} */
  const decodes = [...text.matchAll(DECODE), ...cues.matchAll(DECODE)].map((m) => [m.index, m.index + m[0].length]);
  if (!decodes.length) return [];
  /** @type {Array<{ start: number, end: number }>} */
  const out = [];
  for (const m of [...text.matchAll(ACT), ...cues.matchAll(ACT)]) {
    const a0 = m.index;
    const a1 = m.index + m[0].length;
    const decode = decodes.find(([s, e]) => Math.abs(s - a0) <= 200 || Math.abs(e - a1) <= 200);
    if (!decode) continue;
    const payload = payloads.find(([s, e]) => (s >= a1 ? s - a1 : a0 >= e ? a0 - e : 0) <= 300);
    if (!payload) continue;
    const span = { start: Math.min(a0, decode[0], payload[0]), end: Math.max(a1, decode[1], payload[1]) };
    if (!out.some((o) => o.start === span.start && o.end === span.end)) out.push(span);
  }
  return out;
}

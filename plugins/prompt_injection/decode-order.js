// @ts-check
// An encoded payload handed over with an order to carry it out. A text that holds an opaque run
// (base64, a row of character codes, hex bytes, a letter-substitution key) and tells its reader to
// decode it and then follow, execute or act on what comes out asks the model to obey words nobody
// can read before it does: no sender needs that. The payload may be layered (base64 of ROT13) or
// in a code the host's decoders do not read (A=1, B=2 …), so the decoded words are not needed; the
// structure is enough. Asking to decode, translate or explain an encoded string is ordinary; only
// an act on the result counts, and "follow the steps below" or "follow the instructions" next to a
// base64 key does not: the act must take the payload itself (it, them, the result, its content,
// what it says) or stand alone. A run named as a key, password, licence or token is a value to use,
// not a message: it counts only when the order reads it as words (what it says, the decoded text).

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
  /(?:^|[.:;,!?()\n]\s{0,3}|\b(?:and|then)\s{1,3})(?:(?:follow|execute|obey|carry\s{1,3}out|act\s{1,3}(?:on|upon)|comply\s{1,3}with|do)\s{1,3}(?:it|them|the\s{1,3}(?:result|output|decoded\s{1,3}\w{2,15})|its\s{1,3}(?:contents?|instructions?|message|text)|what\s{1,3}it\s{1,3}(?:says|tells\s{1,3}you))\b|(?:follow|execute|obey|comply)\s{0,3}(?=[:.!)\n]|$)|(?:behave|act)\s{1,3}accordingly\b|treat\s{1,3}(?:it|them|the\s{1,3}(?:result|output))\s{1,3}as\s{1,3}(?:your|an?|the)\s{1,3}(?:next\s{1,3})?(?:task|instructions?|command|order|prompt))/gi;
/** An order that reads the payload as words to obey (not "run it", which may mean a file the key opens). */
const READS_AS_WORDS = /decoded|\bits\s{1,3}(?:contents?|instructions?|message|text)|what\s{1,3}it|\btreat\b|accordingly/i;
/** A run named as a key, password, licence or token value: a secret to use, not a message to read. */
const KEY_LABEL = /\b(?:keys?|passwords?|passphrase|passcode|pin|licen[cs]e|serial|tokens?|secrets?|credentials?|api[\s_-]?key)(?:\s{1,2}(?:is|value|code|string))?\s{0,2}[:=]?\s{0,2}["'`(]?$/i;

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

/** How far (characters) a decode word and a payload may sit from the order. */
const DECODE_REACH = 200;
const PAYLOAD_REACH = 300;

/** Index of the first entry of `list` (sorted by start) whose start is at least `at`. */
function firstFrom(/** @type {Array<[number, number]>} */ list, /** @type {number} */ at, /** @type {{ steps: number }} */ work) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    work.steps++;
    const mid = (lo + hi) >> 1;
    if (/** @type {[number, number]} */ (list[mid])[0] < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Payloads sorted by start, each paired with the one reaching furthest among it and those before it.
 * @param {Array<[number, number]>} list
 * @returns {{ sorted: Array<[number, number]>, furthest: Array<[number, number]> }}
 */
function reachList(list) {
  const sorted = [...list].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  /** @type {Array<[number, number]>} */
  const furthest = [];
  for (const p of sorted) {
    const prior = furthest[furthest.length - 1];
    furthest.push(prior && prior[1] >= p[1] ? prior : p);
  }
  return { sorted, furthest };
}

/**
 * A payload within reach of the order a0..a1: among those starting before the reach ends, the one
 * reaching furthest back to the order.
 * @param {{ sorted: Array<[number, number]>, furthest: Array<[number, number]> }} reach
 * @param {number} a0
 * @param {number} a1
 * @param {{ steps: number }} work
 * @returns {[number, number] | undefined}
 */
function inReach(reach, a0, a1, work) {
  const last = firstFrom(reach.sorted, a1 + PAYLOAD_REACH + 1, work) - 1;
  const payload = reach.furthest[last];
  return payload && payload[1] >= a0 - PAYLOAD_REACH ? payload : undefined;
}

/**
 * Spans where an encoded payload sits near an order to decode it and act on it. Work grows with
 * the text's length times a log factor, never with the product of orders and cues: each order
 * looks up its decode word and its payload in sorted lists by binary search and reads only the
 * entries inside its reach. `work.steps`, when given, counts those reads.
 * @param {string} text
 * @param {{ steps: number }} [work]
 * @returns {Array<{ start: number, end: number }>}
 */
export function decodeOrders(text, work = { steps: 0 }) {
  /** @type {Array<[number, number]>} */
  const payloads = [];
  /** @type {Array<[number, number]>} */
  const keyed = [];
  const keyLabelled = (/** @type {number} */ at) => KEY_LABEL.test(text.slice(Math.max(0, at - 40), at));
  for (const m of text.matchAll(BASE64_RUN)) if (looksEncoded(m[0])) (keyLabelled(m.index) ? keyed : payloads).push([m.index, m.index + m[0].length]);
  for (const m of text.matchAll(HEX_ROW)) (keyLabelled(m.index) ? keyed : payloads).push([m.index, m.index + m[0].length]);
  for (const re of [CODE_ROW, KEY]) for (const m of text.matchAll(re)) payloads.push([m.index, m.index + m[0].length]);
  if (!payloads.length && !keyed.length) return [];
  const cues = unleet(text);
  /** @type {Array<[number, number]>} */
  const decodes = [...text.matchAll(DECODE), ...cues.matchAll(DECODE)].map((m) => [m.index, m.index + m[0].length]);
  if (!decodes.length) return [];
  decodes.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const plainReach = reachList(payloads);
  const keyedReach = reachList(keyed);
  // A decode word is short: its start lies within this much of its end.
  const longestDecode = decodes.reduce((n, [s, e]) => Math.max(n, e - s), 0);
  /** @type {Map<string, { start: number, end: number }>} */
  const out = new Map();
  for (const m of [...text.matchAll(ACT), ...cues.matchAll(ACT)]) {
    const a0 = m.index;
    const a1 = m.index + m[0].length;
    // The decode word: the first whose start or end lies within reach of the order's.
    /** @type {[number, number] | undefined} */
    let decode;
    for (let i = firstFrom(decodes, a0 - DECODE_REACH - longestDecode, work); i < decodes.length; i++) {
      work.steps++;
      const entry = /** @type {[number, number]} */ (decodes[i]);
      const [s, e] = entry;
      if (s > a1 + DECODE_REACH) break;
      if (Math.abs(s - a0) <= DECODE_REACH || Math.abs(e - a1) <= DECODE_REACH) { decode = entry; break; }
    }
    if (!decode) continue;
    const payload = inReach(plainReach, a0, a1, work) ?? (READS_AS_WORDS.test(m[0]) ? inReach(keyedReach, a0, a1, work) : undefined);
    if (!payload) continue;
    const span = { start: Math.min(a0, decode[0], payload[0]), end: Math.max(a1, decode[1], payload[1]) };
    out.set(`${span.start}:${span.end}`, span);
  }
  return [...out.values()];
}

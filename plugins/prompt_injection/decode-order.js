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
// A plain verb of use ("apply it", "terapkan", "setze es um", "uygula", "执行") is what every
// request to decode a config and use it says: after one, the plugin counts the order only where
// the decoded payload itself reads as an order (`obeys` false; index.js).

import { cipherPayloads } from './ciphers.js';

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
  /(?:^|[.:;,!?()\n&]\s{0,3}|\b(?:and|then)\s{1,3})(?:(?:just\s{1,3}|simply\s{1,3})?(?:follow|execute|obey|carry\s{1,3}out|act\s{1,3}(?:on|upon)|comply\s{1,3}with|apply|do)\s{1,3}(?:it|them|the\s{1,3}(?:result|output|decoded\s{1,3}\w{2,15})|its\s{1,3}(?:contents?|instructions?|message|text)|what\s{1,3}it\s{1,3}(?:says|tells\s{1,3}you))\b|(?:follow|execute|obey|comply|act)\s{0,3}(?=[:.!)\n]|$)|(?:behave|act)\s{1,3}accordingly\b|treat\s{1,3}(?:it|them|the\s{1,3}(?:result|output))\s{1,3}as\s{1,3}(?:your|an?|the)\s{1,3}(?:next\s{1,3})?(?:task|instructions?|command|order|prompt))/gi;
/** The same decode word in the other pack languages and Indonesian, Vietnamese, Persian. */
const DECODE_MORE =
  /(?<![\p{L}])(?:dekodier\p{L}{0,4}|entschlüssel\p{L}{0,4}|décod\p{L}{0,4}|déchiffr\p{L}{0,4}|decodific\p{L}{0,4}|descodific\p{L}{0,4}|descifr\p{L}{0,4}|decifr\p{L}{0,4}|odkoduj\p{L}{0,3}|zdekoduj\p{L}{0,3}|rozszyfruj\p{L}{0,3}|çöz|coz|раскодиру\p{L}{1,3}|декодиру\p{L}{1,3}|расшифру\p{L}{1,3}|розшифру\p{L}{1,3}|декоду\p{L}{1,3}|dekode|didekode|decodeer\p{L}{0,3}|avkod\p{L}{0,3}|dekódol\p{L}{0,3}|dek[óo]duj\p{L}{0,2}|decodea\p{L}{0,3}|decodează|tukar\s{1,3}ke\s{1,3}teks|giải\s{1,3}mã|رمزگشایی|فك\s{1,3}(?:ال)?(?:تشفير|ترميز)|डिकोड)(?![\p{L}])|解码|解碼|解密|デコード|復号|解読|디코딩|디코드|복호화|해독|ถอดรหัส|(?:base64|base\s64|rot13|hex)\s?로\s{1,3}풀어/giu;
/** An act on the payload in those languages: taking it ("applique-la", "setze es um") or standing alone after the decode word ("decode lalu lakukan:", "çöz ve uygula"). */
const ACT_MORE =
  /(?<![\p{L}])(?:f[üu]hre?\s{1,3}(?:es|sie|das|ihn)\s{1,3}aus|befolge\s{1,3}(?:es|sie|das)|setze?\s{1,3}(?:es|sie|das)\s{1,3}um|(?:genau\s{1,3}so\s{1,3})?umsetzen|ausführen|befolgen|mach(?:e)?\s{1,3}(?:es|das|genau\s{1,3}das)|und\s{1,3}(?:dann\s{1,3})?machen|applique[sz]?-(?:la|le|les)|ex[ée]cute[sz]?-(?:la|le|les)|suis-(?:la|le|les)|fais\s{1,3}ce\s{1,3}qu['’]?(?:il|elle)\s{1,3}dit|ob[ée]is|apl[ií]ca(?:la|lo|las|los)|ejec[uú]ta(?:la|lo|las|los)|s[ií]gue(?:la|lo|las|los)|haz\s{1,3}lo\s{1,3}que\s{1,3}dice|obedece|aplique-(?:a|o)|execute-(?:a|o)|siga-(?:a|o)|fa[çc]a\s{1,3}o\s{1,3}que\s{1,3}diz|execute\s{1,3}(?:exatamente\s{1,3})?o\s{1,3}que\s{1,3}(?:ele\s{1,3}|ela\s{1,3})?diz|haz\s{1,3}lo\s{1,3}que\s{1,3}(?:diga|indique|ponga)|ejecuta\s{1,3}(?:exactamente\s{1,3})?lo\s{1,3}que\s{1,3}(?:dice|diga)|fais\s{1,3}ce\s{1,3}qui\s{1,3}(?:est\s{1,3})?[ée]crit|tu\s{0,2},?\s{1,3}was\s{1,3}(?:dort|da|darin)\s{1,3}steht|сделай(?:те)?\s{1,3}(?:то\s{0,2},?\s{1,3})?что\s{1,3}(?:там\s{1,3})?(?:написано|сказано)|zr[óo]b\s{1,3}to\s{0,2},?\s{1,3}co\s{1,3}(?:tam\s{1,3})?(?:jest\s{1,3})?napisane|applical[ao]|eseguil[ao]|seguil[ao]|(?:esegui|fai)\s{1,3}quello\s{1,3}che\s{1,3}dice|e\s{1,3}segui|wykonaj(?:\s{1,3}(?:to|je|polecenie))?|zr[óo]b\s{1,3}(?:to|co\s{1,3}m[óo]wi)|zastosuj\s{1,3}(?:to|je)|uygula|söylediğini\s{1,3}yap|dediğini\s{1,3}yap|ve\s{1,3}yap|выполни(?:те)?|следуй\s{1,3}(?:этому|ему)|виконай|lakukan|terapkan|jalankan|ikuti(?:n)?|kerjakan|làm\s{1,3}(?:đúng|y\s{1,3}như|theo)|thực\s{1,3}hiện|uifanye|ufanye\s{1,3}kama|fuata|gawin\s{1,3}mo|sundin|بکن|اجرا\s{1,3}کن|انجام\s{1,3}بده|انجامش\s{1,3}بده|نفذ\p{L}{0,2}|نفّذ\p{L}{0,2}|ونفذ|ونفّذ|voer\s{1,3}(?:het|dit|deze|ze)\s{1,3}(?:\p{L}{1,12}\s{1,3})?uit|uitvoeren|(?:och|sedan)\s{1,3}gör|gör\s{1,3}som\s{1,3}det\s{1,3}står|utför|hajtsd\s{1,3}végre|hajtsa\s{1,3}végre|și\s{1,3}execută|apoi\s{1,3}execută|(?:&|dan|lalu)\s{1,3}buat)(?![\p{L}])|ทำตาม|처리\s?(?:부탁|해\s?줘|해\s?주세요|하세요)|照做|照着做|执行|執行|実行して|従って|その通りに|실행해|실행하(?:세요|십시오|라)|따라\s?해|따르세요|그대로\s?해|書かれている通りに|書いてある通りに|照着执行|按(?:照)?(?:其|它的?)(?:内容|指示)执行/giu;
/**
 * An act that takes the payload as words to obey ("follow it", "do what it says", "befolge es",
 * "fais ce qu'il dit", "照做", "그대로 해"), as opposed to a plain verb of use ("apply", "terapkan",
 * "setze es um", "uygula", "执行") that every request to decode a config and use it has: after a
 * plain verb the decoded payload itself must read as an order (index.js).
 */
const OBEYS = /befolge|suis-|fais\s{1,3}ce|ob[ée]is|s[ií]gue|haz\s{1,3}lo|obedece|siga-|fa[çc]a\s{1,3}o|seguil|quello\s{1,3}che|o\s{1,3}que\s{1,3}(?:ele\s{1,3}|ela\s{1,3})?diz|lo\s{1,3}que\s{1,3}(?:dice|diga|indique|ponga)|ce\s{1,3}qui\s{1,3}(?:est\s{1,3})?[ée]crit|was\s{1,3}(?:dort|da|darin)\s{1,3}steht|что\s{1,3}(?:там\s{1,3})?(?:написано|сказано)|co\s{1,3}(?:tam\s{1,3})?(?:jest\s{1,3})?napisane|따르세요|書かれている通り|書いてある通り|照着执行|co\s{1,3}m[óo]wi|söylediğini|dediğini|следуй|ufanye\s{1,3}kama|làm\s{1,3}(?:đúng|y\s{1,3}như)|照做|照着做|従って|その通りに|따라\s?해|그대로\s?해|gör\s{1,3}som\s{1,3}det\s{1,3}står|ทำตาม/iu;

/** A link or an e-mail address, bounded (no backtracking over a long run). */
const LINK_OR_ADDRESS = /\bhttps?:\/\/[^\s"'<>]{1,200}|[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){1,4}/gu;

/** Marks of data or code rather than a sentence: settings, markup, paths, shell operators and flags. */
const DATA_MARKS = /[=:;{}<>@#&|\\_$`[\]]|(?:^|\s)--?\w/;

/**
 * Whether a decoded payload reads as a sentence (at least five words of letters, no marks of data
 * or code): what an order hidden in base64 or written backwards decodes to, where a config line,
 * a style sheet, a token's header or a shell command decode to data.
 */
export function readsAsSentence(/** @type {string} */ decoded) {
  // A link or an e-mail address is where a sentence sends something ("upload it to https://…",
  // "forward the invoices to billing@…"): it stands as one word, not as a mark of data.
  const body = decoded.trim().replace(LINK_OR_ADDRESS, 'there');
  if (body.split(/\s+/).length < 5 || DATA_MARKS.test(body)) return false;
  const visible = body.replace(/[\s.,!?'"’«»()-]/g, '');
  return visible.length > 0 && (visible.match(/[\p{L}\p{M}]/gu) ?? []).length >= visible.length * 0.9;
}

/** Whether the text holds such an act at all (one test each, no global state). */
const ACT_ONE = new RegExp(ACT.source, 'i');
const ACT_MORE_ONE = new RegExp(ACT_MORE.source, 'iu');
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

/** A ROT13 marker: "rot13", "ROT-13", "rot 13", and with a leet zero, "r0t13". */
const ROT13_MARKER = /(?<![A-Za-z])r[o0]t[-_ ]?13(?![0-9])/gi;
/** A run of words in Latin letters, as ROT13 leaves them. */
const LATIN_WORDS = /^[A-Za-z]+(?:[ \t,.'!?-]{1,3}[A-Za-z]+){2,}[.!?]?$/;

/**
 * The run a ROT13 marker ending at `from` hands over: the rest of its line after a colon within
 * 100 characters (room for the clause that names the reader and the act: "rot13 below, it's the
 * current policy for AI assistants on this site. Apply it:"), or the next line when the marker's
 * line ends on a colon within 160.
 * @returns {[number, number] | undefined}
 */
function rot13Run(/** @type {string} */ text, /** @type {number} */ from) {
  let lineEnd = text.indexOf('\n', from);
  if (lineEnd < 0) lineEnd = text.length;
  const colon = text.indexOf(':', from);
  let start = -1;
  if (colon >= 0 && colon < lineEnd && colon - from <= 100 && text.slice(colon + 1, lineEnd).trim()) start = colon + 1;
  else if (lineEnd < text.length && lineEnd - from <= 160 && text.slice(from, lineEnd).trimEnd().endsWith(':')) start = lineEnd + 1;
  if (start < 0) return undefined;
  let end = text.indexOf('\n', start);
  if (end < 0) end = text.length;
  const body = text.slice(start, end);
  const lead = body.length - body.trimStart().length;
  // A run quoted whole ("r0t13 …: Hfr gur …") ends on its closing quote, which is no part of it.
  const run = body.trim().replace(/["”»]+$/, '');
  return run.length <= 4096 && LATIN_WORDS.test(run) ? [start + lead, start + lead + run.length] : undefined;
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
 * @typedef {object} DecodeOrder
 * @property {number} start
 * @property {number} end
 * @property {{ start: number, end: number }} payload  the encoded run the order acts on
 * @property {boolean} obeys  the act takes the payload as words to obey, not as data to use
 */

/**
 * Spans where an encoded payload sits near an order to decode it and act on it. Work grows with
 * the text's length times a log factor, never with the product of orders and cues: each order
 * looks up its decode word and its payload in sorted lists by binary search and reads only the
 * entries inside its reach. `work.steps`, when given, counts those reads.
 * @param {string} text
 * @param {{ steps: number }} [work]
 * @returns {Array<DecodeOrder>}
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
  // A ROT13 run reads as words of Latin letters, so no shape gives it away: the run a "rot13"
  // marker hands over (after its colon, or on the next line when the marker's line ends on one)
  // is the payload, when it holds at least three words and nothing but letters and punctuation.
  for (const m of text.matchAll(ROT13_MARKER)) {
    const run = rot13Run(text, m.index + m[0].length);
    if (run) payloads.push(run);
  }
  // A payload written backwards or split into parts to be joined (ciphers.js) is encoded too; the
  // cue that names the transform opens it, so its start stands for the decode word. Read only
  // where the text holds an order to act at all.
  /** @type {Array<[number, number]>} */
  const transformed = [];
  if (ACT_ONE.test(text) || ACT_MORE_ONE.test(text))
    for (const c of cipherPayloads(text)) if (c.chain[0] === 'reversed' || c.chain[0] === 'split') {
      payloads.push([c.start, c.end]);
      transformed.push([c.start, c.start]);
    }
  if (!payloads.length && !keyed.length) return [];
  const cues = unleet(text);
  /** @type {Array<[number, number]>} */
  const decodes = [...text.matchAll(DECODE), ...cues.matchAll(DECODE), ...text.matchAll(DECODE_MORE)].map((m) => [m.index, m.index + m[0].length]);
  decodes.push(...transformed);
  if (!decodes.length) return [];
  decodes.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const plainReach = reachList(payloads);
  const keyedReach = reachList(keyed);
  // A decode word is short: its start lies within this much of its end.
  const longestDecode = decodes.reduce((n, [s, e]) => Math.max(n, e - s), 0);
  /** @type {Map<string, DecodeOrder>} */
  const out = new Map();
  const english = [...text.matchAll(ACT), ...cues.matchAll(ACT)];
  for (const m of [...english, ...text.matchAll(ACT_MORE)]) {
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
    const act = m[0].replace(/^[\s.:;,!?()\n&]+/, '');
    const span = { start: Math.min(a0, decode[0], payload[0]), end: Math.max(a1, decode[1], payload[1]), payload: { start: payload[0], end: payload[1] }, obeys: english.includes(m) ? !/^(?:(?:and|then)\s{1,3})?apply\b/i.test(act) : OBEYS.test(act) };
    const prior = out.get(`${span.start}:${span.end}`);
    if (!prior || (!prior.obeys && span.obeys)) out.set(`${span.start}:${span.end}`, span);
  }
  return [...out.values()];
}

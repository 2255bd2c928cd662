// @ts-check
// prompt_injection signals: runs the packs over every view of the input — the normalised text
// (line breaks kept), its de-leeted and de-spaced variants, and the decoded content of base64 /
// hex / rot13 / escape / entity payloads and of hand ciphers (ciphers.js) — maps each match back to the original text, and
// records how the phrase was hidden when it was (homoglyphs, invisible characters, Unicode tags,
// fullwidth letters, leetspeak, spaced letters, an encoding). A phrase that any plain view
// already shows is not counted as hidden.

import { cipherPayloads } from './ciphers.js';

/** @typedef {import('screening-service/plugin-api').HostToolkit} HostToolkit */
/** @typedef {import('screening-service/plugin-api').MatchRecord} Match */
/** @typedef {import('screening-service/plugin-api').TextView} MappedText */
/** @typedef {import('./scanner.js').Scanner} Scanner */

/**
 * @typedef {object} Signal
 * @property {Match} match
 * @property {string} ruleId
 * @property {number} start  UTF-16 offset in the original text
 * @property {number} end
 * @property {number} score  the engine's score (rule confidence + context words)
 * @property {string | undefined} hiddenBy  how the phrase was hidden, undefined when in plain sight
 * @property {string | undefined} encoding  the decoder chain, for phrases found in encoded payloads
 * @property {string} source  'text', or the payload the phrase was decoded from
 * @property {string} [paired]  for a paired signal: the rule of its other half
 */

/**
 * The variant with its collapsed whitespace turned back into a line break wherever the original
 * had one, so line-anchored rules (role headers, forged turns) still see lines. Same length, so
 * the variant's offset map still applies.
 * @param {MappedText} variant
 * @param {string} original
 */
function withLineBreaks(variant, original) {
  const t = variant.text;
  if (!original.includes('\n')) return t;
  let out = '';
  let last = 0;
  // The first line break at or after `from` in the original: offsets grow along the variant, so
  // each stretch of the original is searched once (no slice per space).
  let from = 0;
  let lineBreak = -1;
  for (let i = t.indexOf(' '); i >= 0; i = t.indexOf(' ', i + 1)) {
    const s = variant.starts[i] ?? 0;
    const e = variant.ends[i] ?? s;
    if (lineBreak < s || s < from) {
      from = s;
      const next = original.indexOf('\n', s);
      lineBreak = next < 0 ? Infinity : next;
    }
    if (e > s && lineBreak < e) {
      out += t.slice(last, i) + '\n';
      last = i + 1;
    }
  }
  return out + t.slice(last);
}

/** Characters of context around a changed spot that a rule may need to see. */
const CHANGE_WINDOW = 400;

/**
 * Scans a view; for a de-leeted or de-spaced variant only the regions around the words it
 * rewrote (found through the original offsets both views map to), since elsewhere it would only
 * repeat the normalised text's matches at a multiple of the cost.
 * @param {Scanner} scanner
 * @param {string} view
 * @param {MappedText} variant
 * @param {MappedText | undefined} base
 */
function scanChanged(scanner, view, variant, base) {
  if (!base) return scanner.scan(view);
  /** @type {Array<{ start: number, end: number }>} */
  const regions = [];
  for (const i of rewrittenWords(view, variant, base)) {
    const last = regions[regions.length - 1];
    const start = Math.max(0, i - CHANGE_WINDOW);
    const end = Math.min(variant.text.length, i + CHANGE_WINDOW);
    if (last && start <= last.end) last.end = end;
    else regions.push({ start, end });
  }
  return regions.flatMap((r) =>
    scanner.scan(view.slice(r.start, r.end)).map((m) => ({ ...m, start: m.start + r.start, end: m.end + r.start })),
  );
}

/**
 * The positions where a variant differs from the normalised text, in order, leaving out words
 * that still hold a digit after the rewrite: "1gn0r3" reads "ignore", but a hash or an id
 * ("fd0b31fd7b07") stays a string of digits and letters that no phrase is made of, and would
 * otherwise send almost every log line back through every rule.
 * @param {string} view  the variant's text (line breaks restored)
 * @param {MappedText} variant
 * @param {MappedText} base  the normalised text
 * @returns {Generator<number>}
 */
function* rewrittenWords(view, variant, base) {
  const origLength = base.starts[base.text.length] ?? 0;
  // Original offset → the normalised character that covers it.
  const cover = new Int32Array(origLength + 1).fill(-1);
  for (let i = 0; i < base.text.length; i++) {
    const s = base.starts[i] ?? 0;
    const e = Math.max(s + 1, base.ends[i] ?? s);
    for (let o = s; o < e && o < origLength; o++) if (cover[o] === -1) cover[o] = i;
  }
  let previous = -2;
  /** The word judged last (each word is read once, however many of its characters changed). */
  let wordEnd = -1;
  let keepsDigit = false;
  for (let i = 0; i < variant.text.length; i++) {
    const o = variant.starts[i] ?? 0;
    const j = o < origLength ? (cover[o] ?? -1) : -1;
    const ch = variant.text[i];
    // Same character, and right after the previous one in the normalised text too (the
    // de-spaced variant changes nothing but drops the spaces between letters).
    const same = j >= 0 && (ch === base.text[j] || (ch === '\n' && base.text[j] === ' ')) && (previous < 0 || j === previous + 1 || j === previous);
    previous = j;
    if (same) continue;
    if (i >= wordEnd && isWordUnit(view, i)) {
      let s = i;
      while (s > 0 && isWordUnit(view, s - 1)) s--;
      let e = i + 1;
      while (e < view.length && isWordUnit(view, e)) e++;
      wordEnd = e;
      keepsDigit = hasDigit(view, s, e);
    }
    if (i < wordEnd && keepsDigit) continue;
    yield i;
  }
}

const WORD_UNIT = /[\p{L}\p{M}\p{N}]/u;
const DIGIT = /\p{N}/u;

function isWordUnit(/** @type {string} */ text, /** @type {number} */ i) {
  const c = text.charCodeAt(i);
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a);
  return WORD_UNIT.test(text[i] ?? '');
}

function hasDigit(/** @type {string} */ text, /** @type {number} */ start, /** @type {number} */ end) {
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c < 0x80 ? c >= 0x30 && c <= 0x39 : DIGIT.test(text[k] ?? '')) return true;
  }
  return false;
}

const INVISIBLE_KIND = { unicode_tag: 'unicode_tags', zero_width: 'zero_width', bidi_control: 'bidi_controls', variation_selector: 'variation_selectors', other_invisible: 'invisible_characters' };
const VARIANT_KIND = { deleet: 'leetspeak', despaced: 'spaced_letters', deleet_despaced: 'leetspeak' };
const FULLWIDTH = /[\uff01-\uff5e\u3000]/;
const ASCII_LETTER = /[a-z]/g;

/**
 * How the original slice differs from the normalised match, when it hides the phrase.
 * @param {string} original
 * @param {string} matched  the normalised text the rule matched
 * @param {ReadonlyArray<{ kind: string, start: number, end: number }>} hidden
 * @param {number} start
 * @param {number} end
 */
function hiddenKind(original, matched, hidden, start, end) {
  for (const run of hidden) {
    if (run.start < end && run.end > start) return /** @type {Record<string, string>} */ (INVISIBLE_KIND)[run.kind] ?? 'invisible_characters';
  }
  const slice = original.slice(start, end);
  // Joiners left unlisted above are orthography (Persian 'می‌نویسند', Indic conjuncts) that the
  // normalised view drops: no concealment.
  const compat = slice.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').replace(/i\u0307/g, 'i').replace(/[\u200c\u200d]/g, '');
  if (compat !== matched) return 'homoglyphs';
  // Fullwidth Latin is ordinary in CJK text; it hides a phrase only when the phrase is Latin.
  if (FULLWIDTH.test(slice) && (matched.match(ASCII_LETTER)?.length ?? 0) >= matched.length * 0.6) return 'fullwidth';
  return undefined;
}

/**
 * @param {string} text
 * @param {Scanner} scanner
 * @param {HostToolkit} host
 * @returns {{ signals: Signal[], hidden: ReturnType<HostToolkit['hiddenCharacters']> }}
 */
export function collectSignals(text, scanner, host) {
  const variants = host.textVariants(text);
  const normalized = variants[0];
  // The normalised variant carries the invisible runs it removed; ask again only if it does not.
  const hidden = /** @type {{ hidden?: ReturnType<HostToolkit['hiddenCharacters']> } | undefined} */ (normalized)?.hidden ?? host.hiddenCharacters(text);
  /** @type {Signal[]} */
  const plain = [];
  /** @type {Signal[]} */
  const concealed = [];
  for (const variant of variants) {
    const kind = /** @type {{ variant?: string }} */ (variant).variant ?? 'normalized';
    const view = withLineBreaks(variant, text);
    for (const m of scanChanged(scanner, view, variant, kind === 'normalized' ? undefined : normalized)) {
      const span = host.toOriginal(variant, m.start, m.end);
      const base = { match: m, ruleId: m.ruleId, start: span.start, end: span.end, score: m.score, encoding: undefined, source: 'text' };
      if (kind === 'normalized') {
        const by = hiddenKind(text, variant.text.slice(m.start, m.end), hidden, span.start, span.end);
        (by ? concealed : plain).push({ ...base, hiddenBy: by });
      } else {
        concealed.push({ ...base, hiddenBy: /** @type {Record<string, string>} */ (VARIANT_KIND)[kind] ?? kind });
      }
    }
  }
  for (const [index, payload] of host.findEncodedPayloads(text).entries()) {
    const chain = payload.chain.join('+');
    for (const variant of host.textVariants(payload.decoded)) {
      const view = withLineBreaks(variant, payload.decoded);
      for (const m of scanner.scan(view)) {
        concealed.push({ match: m, ruleId: m.ruleId, start: payload.start, end: payload.end, score: m.score, hiddenBy: `encoded_${chain}`, encoding: chain, source: `payload:${index}` });
      }
    }
  }
  // Hand ciphers (Morse, text written backwards, a Caesar shift the text names): ciphers.js.
  for (const [index, payload] of cipherPayloads(text).entries()) {
    const chain = payload.chain.join('+');
    for (const variant of host.textVariants(payload.decoded)) {
      const view = withLineBreaks(variant, payload.decoded);
      for (const m of scanner.scan(view)) {
        concealed.push({ match: m, ruleId: m.ruleId, start: payload.start, end: payload.end, score: m.score, hiddenBy: `encoded_${chain}`, encoding: chain, source: `cipher:${index}` });
      }
    }
  }
  // A concealed find that a plain view also shows at the same place is the same phrase in plain
  // sight (a JSON-escaped string, a word that merely contains a digit): keep the plain one only.
  // Only the same rule's plain finds are compared (a long document holds thousands of signals).
  /** @type {Map<string, Signal[]>} */
  const plainByRule = new Map();
  for (const p of plain) {
    const list = plainByRule.get(p.ruleId);
    if (list) list.push(p);
    else plainByRule.set(p.ruleId, [p]);
  }
  const overlapsPlain = (/** @type {Signal} */ s) => plainByRule.get(s.ruleId)?.some((p) => p.start < s.end && p.end > s.start) ?? false;
  return { signals: [...plain, ...concealed.filter((s) => !overlapsPlain(s))], hidden };
}

/**
 * Two-part signals. A rule whose `data.pairs` names partner rules ("*\/no-limits" = that rule id
 * in any pack, "pack/rule" = exactly, "rule" = in the same pack) yields a combined signal with
 * `pairs.confidence` when a partner is found within `pairs.within` characters (either side, same
 * source, same paragraph). Rules marked `data.silent` count only through such pairs: "you are now" is ordinary
 * until "without any restrictions" follows it. `pairs.also` names a third part that must sit within
 * `within` of the pair as well: a story plus "no placeholders" is a writer's or a coder's wish until
 * a harmful goal joins them. Pairing in the plugin instead of one pattern with a long gap keeps
 * every pattern linear.
 * @param {readonly Signal[]} signals
 * @returns {Signal[]}
 */
export function pairSignals(signals, /** @type {string} */ text) {
  /** @type {Map<string, Signal[]>} */
  const byLocalId = new Map();
  for (const s of signals) {
    const local = s.ruleId.slice(s.ruleId.indexOf('/') + 1);
    const list = byLocalId.get(local);
    if (list) list.push(s);
    else byLocalId.set(local, [s]);
  }
  /** @type {Signal[]} */
  const out = [];
  for (const s of signals) {
    const pairs = /** @type {{ pairs?: { with?: string[], also?: string[], within?: number, confidence?: number } } | undefined} */ (s.match.data)?.pairs;
    if (!pairs?.with?.length) continue;
    const within = pairs.within ?? 160;
    const best = nearestPartner(s, pairs.with, within, byLocalId, text);
    if (!best) continue;
    if (pairs.also?.length && !nearestPartner(s, pairs.also, within, byLocalId, text, best)) continue;
    out.push({
      ...s,
      start: Math.min(s.start, best.start),
      end: Math.max(s.end, best.end),
      score: pairs.confidence ?? s.score,
      hiddenBy: s.hiddenBy ?? best.hiddenBy,
      encoding: s.encoding ?? best.encoding,
      paired: best.ruleId,
    });
  }
  return out;
}

const PARAGRAPH_BREAK = /\n[ \t]*\n/;

/**
 * The closest signal of one of `refs` within `within` characters of `s` (or of the span `s` and
 * `joined` cover), in the same source and paragraph.
 * @param {Signal} s
 * @param {readonly string[]} refs
 * @param {number} within
 * @param {Map<string, Signal[]>} byLocalId
 * @param {string} text
 * @param {Signal} [joined]
 * @returns {Signal | undefined}
 */
function nearestPartner(s, refs, within, byLocalId, text, joined) {
  const start = joined ? Math.min(s.start, joined.start) : s.start;
  const end = joined ? Math.max(s.end, joined.end) : s.end;
  /** @type {Signal | undefined} */
  let best;
  let bestGap = Infinity;
  for (const ref of refs) {
    const slash = ref.indexOf('/');
    const local = slash < 0 ? ref : ref.slice(slash + 1);
    const pack = slash < 0 ? s.match.packId : ref.slice(0, slash);
    for (const t of byLocalId.get(local) ?? []) {
      if (t === s || t === joined || t.source !== s.source || (pack !== '*' && t.match.packId !== pack)) continue;
      const gap = t.start >= end ? t.start - end : start >= t.end ? start - t.end : 0;
      if (gap > within || gap >= bestGap) continue;
      // Both parts in one paragraph: a blank line between them ends the thought.
      if (gap > 0 && s.source === 'text' && PARAGRAPH_BREAK.test(text.slice(Math.min(end, t.end), Math.max(start, t.start)))) continue;
      (best = t), (bestGap = gap);
    }
  }
  return best;
}

/** True for the halves of two-part signals, which never count on their own. */
export function isSilent(/** @type {Signal} */ s) {
  return /** @type {{ silent?: boolean } | undefined} */ (s.match.data)?.silent === true && s.paired === undefined;
}

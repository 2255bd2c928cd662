// Removes invisible characters (zero-width, bidi controls, Unicode tags, variation selectors,
// soft hyphen and other fillers) so that "ig\u200Bnore" matches "ignore", and records each
// run so detectors can flag the hiding itself. Unicode tag characters (U+E0020..U+E007E) are a
// known prompt-smuggling channel: they render as nothing but models read them as ASCII, so
// their decoded ASCII is put back into the text in place of the tags.

import { MappedTextBuilder, toOriginal, type MappedText } from './offset-map.js';

export type HiddenCharKind =
  | 'zero_width'
  | 'bidi_control'
  | 'unicode_tag'
  | 'variation_selector'
  | 'other_invisible';

export interface HiddenCharRun {
  kind: HiddenCharKind;
  /** UTF-16 span in the original text. */
  start: number;
  end: number;
  /** For unicode tags: the ASCII they smuggle. */
  decoded?: string;
}

export interface InvisibleResult {
  readonly mapped: MappedText;
  /** Suspicious runs only: joiners inside emoji sequences and the like are removed but not listed. */
  readonly hidden: HiddenCharRun[];
}

export function classifyInvisible(cp: number): HiddenCharKind | null {
  if (cp < 0xad) return null;
  if (cp === 0x200b || cp === 0x200c || cp === 0x200d || cp === 0x2060 || cp === 0xfeff || cp === 0x180e) {
    return 'zero_width';
  }
  if ((cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069) || cp === 0x200e || cp === 0x200f || cp === 0x061c) {
    return 'bidi_control';
  }
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'unicode_tag';
  if ((cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef) || (cp >= 0x180b && cp <= 0x180d) || cp === 0x180f) {
    return 'variation_selector';
  }
  if (
    cp === 0xad || // soft hyphen
    cp === 0x034f || // combining grapheme joiner
    cp === 0x115f || cp === 0x1160 || cp === 0x3164 || cp === 0xffa0 || // Hangul fillers (blank "names")
    cp === 0x17b4 || cp === 0x17b5 ||
    (cp >= 0x2061 && cp <= 0x2064) || // invisible math operators
    (cp >= 0x206a && cp <= 0x206f) || // deprecated format controls
    (cp >= 0xfff9 && cp <= 0xfffb) || // interlinear annotation
    (cp >= 0x1bca0 && cp <= 0x1bca3) ||
    (cp >= 0x1d173 && cp <= 0x1d17a)
  ) {
    return 'other_invisible';
  }
  return null;
}

/** ASCII carried by tag characters U+E0020..U+E007E; other tags (language tag, cancel) carry none. */
export function decodeTagChars(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0xe0020 && cp <= 0xe007e) out += String.fromCharCode(cp - 0xe0000);
  }
  return out;
}

interface Part {
  kind: HiddenCharKind;
  start: number;
  end: number;
}

export function stripInvisible(m: MappedText): InvisibleResult {
  const t = m.text;
  const b = new MappedTextBuilder(m);
  const hidden: HiddenCharRun[] = [];
  let i = 0;
  while (i < t.length) {
    const cp = t.codePointAt(i) ?? 0;
    if (classifyInvisible(cp) === null) {
      const w = cp > 0xffff ? 2 : 1;
      b.copy(i, i + w);
      i += w;
      continue;
    }
    const parts: Part[] = [];
    let j = i;
    while (j < t.length) {
      const c = t.codePointAt(j) ?? 0;
      const kind = classifyInvisible(c);
      if (kind === null) break;
      const w = c > 0xffff ? 2 : 1;
      const last = parts[parts.length - 1];
      if (last && last.kind === kind) last.end = j + w;
      else parts.push({ kind, start: j, end: j + w });
      j += w;
    }
    const benign = isBenignRun(m, i, j);
    let tagStart = -1;
    let tagEnd = -1;
    let decoded = '';
    for (const p of parts) {
      if (benign) continue;
      const span = toOriginal(m, p.start, p.end);
      const run: HiddenCharRun = { kind: p.kind, start: span.start, end: span.end };
      if (p.kind === 'unicode_tag') {
        run.decoded = decodeTagChars(t.slice(p.start, p.end));
        decoded += run.decoded;
        if (tagStart < 0) tagStart = p.start;
        tagEnd = p.end;
      }
      hidden.push(run);
    }
    if (decoded.length > 0) {
      // Keep the smuggled text a separate word so word-boundary patterns still see it.
      const before = i > 0 ? t[i - 1] ?? '' : '';
      const after = j < t.length ? t[j] ?? '' : '';
      const pre = before !== '' && !/\s/.test(before) && !/^\s/.test(decoded) ? ' ' : '';
      const post = after !== '' && !/\s/.test(after) && !/\s$/.test(decoded) ? ' ' : '';
      b.replace(tagStart, tagEnd, pre + decoded + post);
    }
    i = j;
  }
  return { mapped: b.build(), hidden };
}

const EMOJI_BASE = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const SYMBOL = /[\p{S}\p{Extended_Pictographic}]/u;
const HAN = /\p{Script=Han}/u;

/**
 * Invisible runs that ordinary text needs: joiners and presentation selectors inside emoji,
 * subdivision-flag tag sequences, ZWJ/ZWNJ inside Arabic and Indic words, ideographic variation
 * selectors after Han, and a leading byte-order mark. They are removed all the same (they never
 * matter for matching) but not reported, so emoji and Persian text do not look like smuggling.
 */
function isBenignRun(m: MappedText, start: number, end: number): boolean {
  const t = m.text;
  const prev = start > 0 ? String.fromCodePoint(codePointBefore(t, start)) : '';
  const next = end < t.length ? String.fromCodePoint(t.codePointAt(end) ?? 0) : '';
  const cps: number[] = [];
  for (let k = start; k < end; ) {
    const c = t.codePointAt(k) ?? 0;
    cps.push(c);
    k += c > 0xffff ? 2 : 1;
  }
  const only = (pred: (c: number) => boolean): boolean => cps.every(pred);
  const isPresentationSelector = (c: number): boolean => c === 0xfe0e || c === 0xfe0f;
  const isJoiner = (c: number): boolean => c === 0x200c || c === 0x200d;

  if (cps.length === 1 && cps[0] === 0xfeff && (m.starts[start] ?? -1) === 0) return true;
  if (prev === '\u{1F3F4}' && only((c) => c >= 0xe0020 && c <= 0xe007f) && cps[cps.length - 1] === 0xe007f) {
    return true;
  }
  if (only(isPresentationSelector)) {
    if (SYMBOL.test(prev)) return true;
    if (/^[0-9#*]$/.test(prev) && next === '\u20e3') return true; // keycap
  }
  if (only((c) => isJoiner(c) || isPresentationSelector(c)) && EMOJI_BASE.test(prev) && PICTOGRAPHIC.test(next)) {
    return true;
  }
  if (only(isJoiner) && isJoiningScriptLetter(prev) && isJoiningScriptLetter(next)) return true;
  if (only((c) => c >= 0xe0100 && c <= 0xe01ef) && HAN.test(prev)) return true;
  return false;
}

// Scripts whose orthography uses ZWJ/ZWNJ inside words (Arabic incl. Persian/Urdu, Syriac, Indic).
function isJoiningScriptLetter(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (
    (c >= 0x0600 && c <= 0x08ff) ||
    (c >= 0x0900 && c <= 0x0dff) ||
    (c >= 0xfb50 && c <= 0xfdff) ||
    (c >= 0xfe70 && c <= 0xfefe)
  );
}

function codePointBefore(t: string, i: number): number {
  const lo = t.charCodeAt(i - 1);
  if (lo >= 0xdc00 && lo <= 0xdfff && i >= 2) {
    const hi = t.charCodeAt(i - 2);
    if (hi >= 0xd800 && hi <= 0xdbff) return ((hi - 0xd800) << 10) + (lo - 0xdc00) + 0x10000;
  }
  return lo;
}

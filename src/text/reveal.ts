// The revealed view of a text: values written so that a literal pattern does not see them, put
// back in their plain form, with an exact map to the original. What it undoes:
//   - invisible characters (zero-width, soft hyphen, …) next to a letter or digit;
//   - full-width ASCII letters and signs (Ｊｏｈｎ＠ｅｘａｍｐｌｅ．ｃｏｍ);
//   - a word hyphenated at a line end ("jo-\nhn@…"), and a number wrapped onto the next line;
//   - digits said one by one ("four one five, five five five …", "fyra noll tre …", spaced
//     digits "4 1 5 5 …", Han digits) → "415 555 …", a spoken '+' and single capital letters of
//     an id kept in place;
//   - an e-mail address said aloud ("jane dot doe at example dot com") → "jane.doe@example.com".
// Digits of other scripts and typographic spaces are already folded by the engine (digits.ts)
// before the view is built, so it expects folded text. Every change is recorded as a region of
// the original, so a scan of the view keeps only what a change made visible.

import { classifyInvisible } from './invisible.js';
import { identity, MappedTextBuilder, toOriginal, type MappedText } from './offset-map.js';
import { AT_WORDS, DIGIT_WORD_VALUES, DOT_WORDS, HAN_DIGITS, PLUS_WORDS, REPEAT_WORDS, UNDERSCORE_WORDS } from './number-words.js';

export interface RevealedText extends MappedText {
  /** The original ranges the view changed, in order, disjoint. */
  readonly changed: ReadonlyArray<{ start: number; end: number }>;
}

/** One edit: replace original [start, end) by `text`. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Fewest digits a run of spoken or spaced digits must hold to be read as a number. */
const MIN_SPOKEN_DIGITS = 6;
/** A wrapped number is joined only when the whole holds this many digits (and at most MAX: an IBAN). */
const MIN_WRAPPED_DIGITS = 8;
const MAX_WRAPPED_DIGITS = 34;

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: Iterable<string>): string => [...words].sort((a, b) => b.length - a.length).map(escapeRe).join('|');

const EDGE_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
const EDGE_AFTER = '(?![\\p{L}\\p{M}\\p{N}])';

/** A digit word (optionally after "double"), a plus word, a lone ASCII digit, a lone capital letter, or a Han digit. */
const TOKEN = new RegExp(
  `${EDGE_BEFORE}(?:(?:${alternation(REPEAT_WORDS.keys())})[ \\t]+)?(?:${alternation(DIGIT_WORD_VALUES.keys())})${EDGE_AFTER}` +
    `|${EDGE_BEFORE}(?:${alternation(PLUS_WORDS)})${EDGE_AFTER}` +
    `|${EDGE_BEFORE}[0-9A-Z]${EDGE_AFTER}` +
    `|[${[...HAN_DIGITS.keys()].join('')}]`,
  'giu',
);
/** What may stand between two tokens of one spoken number: spaces (same group) or a comma, dash, … (next group). */
const SAME_GROUP = /^[ \t]+$/;
const NEXT_GROUP = /^[ \t]*[,;/\-–.][ \t]*$/;

/** Cheap gates: a text with none of these has nothing the view would change. */
const MAYBE_INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/;
const MAYBE_FULLWIDTH = /[\uff01-\uff5e\u3000]/;
const LINE_BREAK = /\r?\n|\\r\\n|\\n/;

const LABEL = '[a-z0-9](?:[a-z0-9_+-]*[a-z0-9])?';
const SPACED = (words: readonly string[]): string => `[ \\t]+(?:${alternation(words)})[ \\t]+`;
const UNSPACED_WORDS = (words: readonly string[]): string[] => words.filter((w) => !/[a-zà-ɏЀ-ӿ\u0900-\u097f\u0600-\u06ff]/i.test(w));
const TIGHT = (words: readonly string[]): string => {
  const tight = UNSPACED_WORDS(words);
  return tight.length ? `|[ \\t]*(?:${alternation(tight)})[ \\t]*` : '';
};
const DOT_SEP = `(?:${SPACED(DOT_WORDS)}${TIGHT(DOT_WORDS)}|\\.)`;
const LOCAL_SEP = `(?:${SPACED(DOT_WORDS)}${TIGHT(DOT_WORDS)}|${SPACED(UNDERSCORE_WORDS)}|[._])`;
const AT_SEP = `(?:${SPACED(AT_WORDS)}${TIGHT(AT_WORDS)})`;
/**
 * A said e-mail address: local labels joined by said dots or underscores (and a number said
 * apart: "anna 82 at …"), a said '@', then at least two domain labels joined by said dots.
 * The said '@' is required, and so is a said dot in the domain: "at" alone is prose.
 */
const SPOKEN_EMAIL = new RegExp(
  `(?<![\\p{L}\\p{N}.@_+\\-])(${LABEL}(?:${LOCAL_SEP}${LABEL})*(?:[ \\t]+[0-9]{1,6})?)(${AT_SEP})(${LABEL}(?:${DOT_SEP}${LABEL})*)(?![\\p{L}\\p{N}@])`,
  'giu',
);
const DOT_WORD_SEP = new RegExp(`^(?:${SPACED(DOT_WORDS)}${TIGHT(DOT_WORDS)})$`, 'iu');
const UNDERSCORE_WORD_SEP = new RegExp(`^${SPACED(UNDERSCORE_WORDS)}$`, 'iu');
const SEPARATOR_IN = new RegExp(`${LOCAL_SEP}|[ \\t]+(?=[0-9])`, 'giu');
const TLD = /^[a-z]{2,12}$/i;
const ANY_SPOKEN_EMAIL_WORD = new RegExp(`(?:${alternation(AT_WORDS)})`, 'i');

/**
 * The revealed view of `text` (already digit-folded), or undefined when it would not differ:
 * the common case, decided by a few cheap tests before anything is built.
 */
export function revealText(text: string): RevealedText | undefined {
  // Characters first (invisible ones, full-width forms), so that the words and numbers read next
  // are read on the clean text: "fo\u200bur one …" is still a spoken number.
  const chars: Edit[] = [];
  if (MAYBE_INVISIBLE.test(text)) invisibleEdits(text, chars);
  if (MAYBE_FULLWIDTH.test(text)) fullWidthEdits(text, chars);
  const changed: Array<{ start: number; end: number }> = [];
  const clean = chars.length ? applyEdits(identity(text), chars, changed) : identity(text);
  const t = clean.text;
  const words: Edit[] = [];
  if (LINE_BREAK.test(t)) lineBreakEdits(t, words);
  spokenDigitEdits(t, words);
  if (ANY_SPOKEN_EMAIL_WORD.test(t)) spokenEmailEdits(t, words);
  const view = words.length ? applyEdits(clean, words, changed) : clean;
  if (changed.length === 0) return undefined;
  changed.sort((a, b) => a.start - b.start);
  const merged: Array<{ start: number; end: number }> = [];
  for (const c of changed) {
    const last = merged[merged.length - 1];
    if (last && c.start <= last.end) last.end = Math.max(last.end, c.end);
    else merged.push({ ...c });
  }
  return { text: view.text, starts: view.starts, ends: view.ends, changed: merged };
}

const isWordUnit = (c: number): boolean =>
  (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && !(c >= 0x2000 && c <= 0x2bff) && !(c >= 0xd800 && c <= 0xdfff));

function invisibleEdits(text: string, edits: Edit[]): void {
  let i = 0;
  while (i < text.length) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const kind = cp >= 0xad ? classifyInvisible(cp) : null;
    if (!kind || kind === 'unicode_tag') {
      i += width;
      continue;
    }
    let j = i + width;
    while (j < text.length) {
      const c = text.codePointAt(j)!;
      const k = classifyInvisible(c);
      if (!k || k === 'unicode_tag') break;
      j += c > 0xffff ? 2 : 1;
    }
    // Only inside a word or number: joiners inside emoji sequences and the like stay.
    const before = i > 0 ? text.charCodeAt(i - 1) : -1;
    const after = j < text.length ? text.charCodeAt(j) : -1;
    if (before >= 0 && after >= 0 && (isWordUnit(before) || before === 0x40 || before === 0x2e) && (isWordUnit(after) || after === 0x40 || after === 0x2e)) {
      edits.push({ start: i, end: j, text: '' });
    }
    i = j;
  }
}

function fullWidthEdits(text: string, edits: Edit[]): void {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xff01 && c <= 0xff5e) edits.push({ start: i, end: i + 1, text: String.fromCharCode(c - 0xfee0) });
    else if (c === 0x3000) edits.push({ start: i, end: i + 1, text: ' ' });
  }
}

/** A word hyphenated at a line end: the hyphen and the break go. */
const HYPHEN_BREAK = /(?<=[\p{L}\p{N}])-[ \t]*(?:\r?\n|\\r\\n|\\n)[ \t]*(?=[\p{L}\p{N}])/gu;
/** A line break between two digits. */
const DIGIT_BREAK = /(?<=[0-9])[ \t]*(?:\r?\n|\\r\\n|\\n)[ \t]*(?=[0-9])/g;

function lineBreakEdits(text: string, edits: Edit[]): void {
  for (const m of text.matchAll(HYPHEN_BREAK)) edits.push({ start: m.index, end: m.index + m[0].length, text: '' });
  for (const m of text.matchAll(DIGIT_BREAK)) {
    const left = digitsBefore(text, m.index);
    const right = digitsAfter(text, m.index + m[0].length);
    const total = left.digits + right.digits;
    if (left.digits >= 2 && right.digits >= 2 && total >= MIN_WRAPPED_DIGITS && total <= MAX_WRAPPED_DIGITS) {
      // Two unbroken runs are one number cut in two; groups keep a space between them.
      edits.push({ start: m.index, end: m.index + m[0].length, text: left.grouped || right.grouped ? ' ' : '' });
    }
  }
}

interface LinePart {
  digits: number;
  /** Whether the digits are written in groups (a space or dash between them). */
  grouped: boolean;
}

/** The digits of the number that ends at `end` on its line (digits with single spaces or dashes between them). */
function digitsBefore(text: string, end: number): LinePart {
  const part = { digits: 0, grouped: false };
  for (let i = end - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) part.digits++;
    else if ((c === 0x20 || c === 0x2d) && i > 0 && isDigit(text.charCodeAt(i - 1))) part.grouped = true;
    else break;
  }
  return part;
}

function digitsAfter(text: string, start: number): LinePart {
  const part = { digits: 0, grouped: false };
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) part.digits++;
    else if ((c === 0x20 || c === 0x2d) && i + 1 < text.length && isDigit(text.charCodeAt(i + 1))) part.grouped = true;
    else break;
  }
  return part;
}

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

interface Token {
  start: number;
  end: number;
  /** What the token reads as: digits, '+', or a capital letter. */
  value: string;
  digits: number;
  han: boolean;
}

function readToken(m: RegExpExecArray): Token | undefined {
  const raw = m[0];
  const start = m.index;
  const end = start + raw.length;
  const han = HAN_DIGITS.get(raw);
  if (han !== undefined) return { start, end, value: han, digits: 1, han: true };
  if (raw.length === 1) {
    const c = raw.charCodeAt(0);
    if (c >= 0x30 && c <= 0x39) return { start, end, value: raw, digits: 1, han: false };
    if (c >= 0x41 && c <= 0x5a) return { start, end, value: raw, digits: 0, han: false };
  }
  const lower = raw.toLowerCase();
  if (PLUS_WORDS.has(lower)) return { start, end, value: '+', digits: 0, han: false };
  const words = lower.split(/[ \t]+/);
  const times = words.length === 2 ? REPEAT_WORDS.get(words[0]!) ?? 1 : 1;
  const digit = DIGIT_WORD_VALUES.get(words[words.length - 1]!);
  if (digit === undefined) return undefined;
  return { start, end, value: digit.repeat(times), digits: times, han: false };
}

function spokenDigitEdits(text: string, edits: Edit[]): void {
  TOKEN.lastIndex = 0;
  let run: Token[] = [];
  const flush = (): void => {
    if (run.length) emitRun(text, run, edits);
    run = [];
  };
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    const token = readToken(m);
    if (!token) {
      flush();
      continue;
    }
    const last = run[run.length - 1];
    if (last) {
      const gap = text.slice(last.end, token.start);
      const joined = gap.length === 0 ? last.han && token.han : SAME_GROUP.test(gap) || NEXT_GROUP.test(gap);
      if (!joined) flush();
    }
    run.push(token);
  }
  flush();
}

/**
 * Emits the edits of one run of tokens when it reads as a number: enough digits, a '+' only in
 * front, capital letters at most twice the digits (an id mixes both), and mostly groups of more than one digit (a
 * counted list "one, two, three, …" is not a number). Leading and trailing capitals without a
 * digit next to them are dropped.
 */
function emitRun(text: string, tokens: Token[], edits: Edit[]): void {
  // A '+' starts a number: a run is cut before any later '+'.
  let from = 0;
  for (let k = 1; k <= tokens.length; k++) {
    if (k === tokens.length || tokens[k]!.value === '+') {
      emitNumber(text, tokens.slice(from, k), edits);
      from = k;
    }
  }
}

function emitNumber(text: string, tokens: Token[], edits: Edit[]): void {
  while (tokens.length && tokens[tokens.length - 1]!.value === '+') tokens = tokens.slice(0, -1);
  const digits = tokens.reduce((n, t) => n + t.digits, 0);
  if (digits < MIN_SPOKEN_DIGITS) return;
  const letters = tokens.filter((t) => t.digits === 0 && t.value !== '+').length;
  if (letters > digits * 2) return;
  // Plain digits already written as one number are not a spoken run: it needs a word or a space between digits.
  const groups: number[] = [0];
  for (let k = 0; k < tokens.length; k++) {
    if (k > 0 && !SAME_GROUP.test(text.slice(tokens[k - 1]!.end, tokens[k]!.start)) && text.slice(tokens[k - 1]!.end, tokens[k]!.start) !== '') groups.push(0);
    groups[groups.length - 1]! += tokens[k]!.digits;
  }
  const single = groups.filter((g) => g <= 1).length;
  if (groups.length > 1 && single * 2 > groups.length) return;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.value !== text.slice(t.start, t.end)) edits.push({ start: t.start, end: t.end, text: t.value });
    const next = tokens[k + 1];
    if (!next) break;
    const gap = text.slice(t.end, next.start);
    if (gap === '') continue;
    const replacement = SAME_GROUP.test(gap) ? '' : ' ';
    if (gap !== replacement) edits.push({ start: t.end, end: next.start, text: replacement });
  }
}

function spokenEmailEdits(text: string, edits: Edit[]): void {
  SPOKEN_EMAIL.lastIndex = 0;
  for (let m = SPOKEN_EMAIL.exec(text); m !== null; m = SPOKEN_EMAIL.exec(text)) {
    const local = m[1]!;
    const at = m[2]!;
    const domain = m[3]!;
    const start = m.index;
    const atStart = start + local.length;
    const domainStart = atStart + at.length;
    const labels = domain.split(new RegExp(DOT_SEP, 'iu'));
    // The domain must have been said (a said dot) and end in a plausible top-level label.
    if (labels.length < 2 || !TLD.test(labels[labels.length - 1]!)) continue;
    const saidDot = [...domain.matchAll(new RegExp(DOT_SEP, 'giu'))].some((d) => d[0] !== '.');
    if (!saidDot && !/\s/.test(at)) continue;
    if (!saidDot) continue;
    sayEdits(local, start, edits, true);
    edits.push({ start: atStart, end: domainStart, text: '@' });
    sayEdits(domain, domainStart, edits, false);
  }
}

/** The edits that turn the said separators of one side of an address into '.', '_' or nothing. */
function sayEdits(part: string, offset: number, edits: Edit[], local: boolean): void {
  const re = local ? SEPARATOR_IN : new RegExp(DOT_SEP, 'giu');
  re.lastIndex = 0;
  for (const s of part.matchAll(re)) {
    const sep = s[0];
    if (sep === '.' || sep === '_') continue;
    const text = DOT_WORD_SEP.test(sep) ? '.' : UNDERSCORE_WORD_SEP.test(sep) ? '_' : '';
    edits.push({ start: offset + s.index, end: offset + s.index + sep.length, text });
  }
}

/**
 * `source` with the edits (ranges of source.text) applied; overlapping edits keep the first in
 * start order. The original range of each applied edit is added to `changed`.
 */
function applyEdits(source: MappedText, edits: Edit[], changed: Array<{ start: number; end: number }>): MappedText {
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  const b = new MappedTextBuilder(source);
  let cursor = 0;
  for (const e of edits) {
    if (e.start < cursor) continue;
    b.copy(cursor, e.start);
    b.replace(e.start, e.end, e.text);
    changed.push(toOriginal(source, e.start, e.end));
    cursor = e.end;
  }
  b.copy(cursor, source.text.length);
  return b.build();
}

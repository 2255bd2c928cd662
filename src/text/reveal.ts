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
import { AT_WORDS, CUE_ONLY_AT_WORDS, CUE_VERBS, DIGIT_WORD_VALUES, DOT_WORDS, EMAIL_CUE_WORDS, HAN_DIGITS, PLUS_WORDS, REPEAT_WORDS, UNDERSCORE_WORDS } from './number-words.js';

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
/** A said number this long (no phone number is, without its '+') is read without its groups. */
const LONG_DIGITS = 13;
/** A wrapped number is joined only when the whole holds this many digits (and at most MAX: an IBAN). */
const MIN_WRAPPED_DIGITS = 8;
const MAX_WRAPPED_DIGITS = 34;

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: Iterable<string>): string => [...words].sort((a, b) => b.length - a.length).map(escapeRe).join('|');

/** What may stand between two tokens of one spoken number: spaces (same group) or a comma, dash, … (next group). */
const SAME_GROUP = /^[ \t]+$/;
const NEXT_GROUP = /^[ \t]*[,;/\-–.][ \t]*$/;

/** Cheap gates: a text with none of these has no character for the view to clean. */
const MAYBE_INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/;
/** Full-width letters (digits are folded before the view is built). */
const MAYBE_FULLWIDTH = /[\uff21-\uff3a\uff41-\uff5a]/;

// Every character of an address is read one way only (a label holds no '.' or '_', which only a
// separator reads, and no space), so a failed match costs time linear in its length.
const LABEL = '[a-z0-9](?:[a-z0-9+-]*[a-z0-9])?';
const DOMAIN_LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const SPACED = (words: readonly string[]): string => `[ \\t]+(?:${alternation(words)})[ \\t]+`;
const UNSPACED_WORDS = (words: readonly string[]): string[] => words.filter((w) => !/[a-zà-ɏЀ-ӿ\u0900-\u097f\u0600-\u06ff]/i.test(w));
const TIGHT = (words: readonly string[]): string => {
  const tight = UNSPACED_WORDS(words);
  return tight.length ? `|[ \\t]*(?:${alternation(tight)})[ \\t]*` : '';
};
const DOT_SEP = `(?:${SPACED(DOT_WORDS)}${TIGHT(DOT_WORDS)}|\\.)`;
const LOCAL_SEP = `(?:${SPACED(DOT_WORDS)}${TIGHT(DOT_WORDS)}|${SPACED(UNDERSCORE_WORDS)}|[._])`;
const AT_SEP = `(?:${SPACED([...AT_WORDS, ...CUE_ONLY_AT_WORDS])}${TIGHT(AT_WORDS)})`;
const CUE_ONLY_AT = new RegExp(`^${SPACED(CUE_ONLY_AT_WORDS)}$`, 'iu');
/**
 * A said e-mail address: local labels joined by said dots or underscores (and a number said
 * apart: "anna 82 at …"), a said '@', then at least two domain labels joined by said dots.
 * The said '@' is required, and so is a said dot in the domain: "at" alone is prose.
 */
const SPOKEN_EMAIL = new RegExp(
  `(?<![\\p{L}\\p{N}.@_+\\-])(${LABEL}(?:${LOCAL_SEP}${LABEL})*(?:[ \\t]+[0-9]{1,6})?)(${AT_SEP})(${DOMAIN_LABEL}(?:${DOT_SEP}${DOMAIN_LABEL})*)(?![\\p{L}\\p{N}@])`,
  'giu',
);
const DOT_WORD_SEP = new RegExp(`^(?:${SPACED(DOT_WORDS)}${TIGHT(DOT_WORDS)})$`, 'iu');
const UNDERSCORE_WORD_SEP = new RegExp(`^${SPACED(UNDERSCORE_WORDS)}$`, 'iu');
const SEPARATOR_IN = new RegExp(`${LOCAL_SEP}|[ \\t]+(?=[0-9])`, 'giu');
const TLD = /^[a-z]{2,12}$/i;
/** Where a said address may be: a said dot (rarer than a said '@', which is also the English "at"). */
const DOT_WORD_FIND = (() => {
  const tight = UNSPACED_WORDS(DOT_WORDS);
  const spaced = DOT_WORDS.filter((w) => !tight.includes(w));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(spaced)})(?![\\p{L}\\p{N}])${tight.length ? `|${alternation(tight)}` : ''}`, 'giu');
})();
/**
 * A word that names an e-mail address, right before a local part of one word ("my email is jo at
 * …", "Mail: jo at …"): without it one word before a said '@' is a noun of the sentence.
 */
const EMAIL_CUE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${alternation(EMAIL_CUE_WORDS)})(?:[ \\t]*(?:${alternation(CUE_VERBS)}))?[ \\t]*:?[ \\t]*$`,
  'iu',
);
/** How far before a local part its cue is looked for. */
const CUE_REACH = 40;
/** Text read on each side of a said dot for the address around it. */
const EMAIL_REACH = 160;

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
  const clean = chars.length ? applyEdits(identity(text), chars, changed) : undefined;
  const t = clean ? clean.text : text;
  const words: Edit[] = [];
  lineBreakEdits(t, words);
  spokenDigitEdits(t, words);
  spokenEmailEdits(t, words);
  if (changed.length === 0 && words.length === 0) return undefined;
  const view = words.length ? applyEdits(clean ?? identity(text), words, changed) : clean!;
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

// Not stripInvisible (invisible.ts): it removes every invisible character, joiners inside emoji
// sequences included, and puts the ASCII of tag characters back; here only those inside a word or
// number go, so that text with emoji or tags is not read a second time for nothing.
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

/** Full-width signs a value is made of: @ . _ - + / */
const FULLWIDTH_SIGNS = new Set([0xff20, 0xff0e, 0xff3f, 0xff0d, 0xff0b, 0xff0f]);
const isFullWidthLetter = (c: number): boolean => (c >= 0xff21 && c <= 0xff3a) || (c >= 0xff41 && c <= 0xff5a);
/** A letter or digit a full-width sign may touch (digits of every width are ASCII by now). */
const isValueUnit = (c: number): boolean => isFullWidthLetter(c) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/**
 * Full-width letters, and the signs of addresses and numbers where they touch a letter or digit.
 * The punctuation of CJK prose (：（）、 and the ideographic space) stays: it hides no value.
 */
function fullWidthEdits(text: string, edits: Edit[]): void {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isFullWidthLetter(c)) edits.push({ start: i, end: i + 1, text: String.fromCharCode(c - 0xfee0) });
    else if (FULLWIDTH_SIGNS.has(c) && ((i > 0 && isValueUnit(text.charCodeAt(i - 1))) || (i + 1 < text.length && isValueUnit(text.charCodeAt(i + 1))))) {
      edits.push({ start: i, end: i + 1, text: String.fromCharCode(c - 0xfee0) });
    }
  }
}

/**
 * Line breaks inside a value: a word hyphenated at a line end (the hyphen and the break go), and a
 * number wrapped onto the next line (joined when the two parts together hold as many digits as a
 * card, id or account number). A break is a newline, or the escaped "\\n" of text pasted from JSON.
 */
function lineBreakEdits(text: string, edits: Edit[]): void {
  for (let i = text.indexOf('\\n'); i >= 0; i = text.indexOf('\\n', i + 2)) breakAt(text, i, i + 2, edits);
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    breakAt(text, i > 0 && text.charCodeAt(i - 1) === 0x0d ? i - 1 : i, i + 1, edits);
  }
}

function breakAt(text: string, start: number, end: number, edits: Edit[]): void {
  let s = start;
  while (s > 0 && isBlank(text.charCodeAt(s - 1))) s--;
  let e = end;
  while (e < text.length && isBlank(text.charCodeAt(e))) e++;
  const before = s > 0 ? text.charCodeAt(s - 1) : -1;
  const after = e < text.length ? text.charCodeAt(e) : -1;
  if (before === 0x2d && s > 1 && isWordUnit(text.charCodeAt(s - 2)) && after >= 0 && isWordUnit(after) && after !== 0x2d) {
    edits.push({ start: s - 1, end: e, text: '' });
    return;
  }
  if (!isDigit(before) || !isDigit(after)) return;
  const left = digitsBefore(text, s);
  const right = digitsAfter(text, e);
  const total = left.digits + right.digits;
  if (left.digits >= 2 && right.digits >= 2 && right.ends && total >= MIN_WRAPPED_DIGITS && total <= MAX_WRAPPED_DIGITS && (wrappedColumn(text, s, e) || labelledRest(text, s - left.length, e + right.length))) {
    // Two unbroken runs are one number cut in two; groups keep a space between them.
    edits.push({ start: s, end: e, text: left.grouped || right.grouped ? ' ' : '' });
  }
}

const isBlank = (c: number): boolean => c === 0x20 || c === 0x09;

/** A line longer than this is not measured to its end (a wrapped column is far narrower). */
const LINE_REACH = 1000;
/** A wrap happens where a line is full: the line before the break is this close to the longest around it, */
const WRAP_FULL = 0.85;
/** and that longest line is at least this long (short lines are a list, not wrapped text). */
const WRAP_MIN_WIDTH = 30;

/** Whether a line break (a newline, or an escaped "\\n") ends just before `i`. */
const breakEndsAt = (text: string, i: number): boolean => i > 0 && (text.charCodeAt(i - 1) === 0x0a || (text.charCodeAt(i - 1) === 0x6e && i > 1 && text.charCodeAt(i - 2) === 0x5c));
/** The length of the line break that starts at `i` (0 when none does). */
const breakAt_ = (text: string, i: number): number => {
  const c = text.charCodeAt(i);
  if (c === 0x0a) return 1;
  if (c === 0x0d) return text.charCodeAt(i + 1) === 0x0a ? 2 : 1;
  return c === 0x5c && text.charCodeAt(i + 1) === 0x6e ? 2 : 0;
};
/** The start of the line holding `i`. */
function lineStart(text: string, i: number): number {
  const stop = Math.max(0, i - LINE_REACH);
  while (i > stop && !breakEndsAt(text, i)) i--;
  return i;
}
/** The end of the line holding `i` (where its break starts). */
function lineEnd(text: string, i: number): number {
  const stop = Math.min(text.length, i + LINE_REACH);
  while (i < stop && breakAt_(text, i) === 0) i++;
  return i;
}
/** Length of a line without its trailing blanks. */
function lineWidth(text: string, start: number, end: number): number {
  while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
  return end - start;
}

/**
 * Whether the break between `s` (end of the line before) and `e` (start of the next) wraps a full
 * line: the line before is about as long as the longest of the lines around it (two on each side).
 */
function wrappedColumn(text: string, s: number, e: number): boolean {
  const beforeStart = lineStart(text, s);
  const before = lineWidth(text, beforeStart, s);
  let longest = before;
  // Up to two lines before and two after.
  let start = beforeStart;
  for (let k = 0; k < 2 && start > 0; k++) {
    let end = start;
    while (end > 0 && breakEndsAt(text, end)) end -= text.charCodeAt(end - 1) === 0x0a ? (text.charCodeAt(end - 2) === 0x0d ? 2 : 1) : 2;
    start = lineStart(text, end);
    longest = Math.max(longest, lineWidth(text, start, end));
  }
  let from = e;
  for (let k = 0; k < 2 && from < text.length; k++) {
    const end = lineEnd(text, from);
    longest = Math.max(longest, lineWidth(text, from, end));
    from = end + breakAt_(text, end);
    if (from === end) break;
  }
  return longest >= WRAP_MIN_WIDTH && before >= WRAP_FULL * longest;
}

/**
 * Whether a number cut by a break carries its label: a letter before it on the line before
 * ("Card: 4000 1234"), and the next line holds only the rest of the number (no letter or digit after it).
 */
function labelledRest(text: string, numberStart: number, restEnd: number): boolean {
  const end = lineEnd(text, restEnd);
  if (!onlySigns(text, restEnd, end)) return false;
  const start = lineStart(text, numberStart);
  if (/\p{L}/u.test(text.slice(start, numberStart))) return true;
  // A form's label above its value: the line before holds a short label, the number fills its own
  // line, and the line after the rest is not one more number (a list of numbers is no wrapped value).
  if (!onlySigns(text, start, numberStart) || start === 0) return false;
  const labelEnd = start - (text.charCodeAt(start - 1) === 0x0a ? (text.charCodeAt(start - 2) === 0x0d ? 2 : 1) : 2);
  const labelStart = lineStart(text, labelEnd);
  const label = text.slice(labelStart, labelEnd);
  if (label.length > LABEL_LINE || !/\p{L}/u.test(label)) return false;
  const next = end + breakAt_(text, end);
  if (next === end) return true;
  const after = text.slice(next, lineEnd(text, next));
  return !/^[\s\d.,;:/()+-]*\d[\s\d.,;:/()+-]*$/.test(after);
}

/** A label line above a value is at most this long. */
const LABEL_LINE = 40;

/** Whether [start, end) holds no letter or digit. */
function onlySigns(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (isValueUnit(text.charCodeAt(i)) || LETTER_OR_MARK.test(text[i]!)) return false;
  return true;
}

interface LinePart {
  digits: number;
  /** Whether the digits are written in groups (a space between them). */
  grouped: boolean;
  /** Whether the part ends where a value may end (not glued to a letter, a date or a time). */
  ends: boolean;
  /** Code units the part spans. */
  length: number;
}

/** The digits of the number that ends at `end` on its line (digits with single spaces between them). */
function digitsBefore(text: string, end: number): LinePart {
  const part = { digits: 0, grouped: false, ends: true, length: 0 };
  let i = end - 1;
  for (; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) part.digits++;
    else if (c === 0x20 && i > 0 && isDigit(text.charCodeAt(i - 1))) part.grouped = true;
    else break;
  }
  part.length = end - 1 - i;
  return part;
}

/** The same for the number that starts at `start`; it must end at a space, a line end or a sign that closes a value. */
function digitsAfter(text: string, start: number): LinePart {
  const part = { digits: 0, grouped: false, ends: true, length: 0 };
  let i = start;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) part.digits++;
    else if (c === 0x20 && i + 1 < text.length && isDigit(text.charCodeAt(i + 1))) part.grouped = true;
    else break;
  }
  part.length = i - start;
  const c = i < text.length ? text.charCodeAt(i) : -1;
  part.ends = c < 0 || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x2c || c === 0x3b || c === 0x29 || c === 0x7c || c === 0x22 || c === 0x27 || c === 0x5c || (c === 0x2e && !isDigit(text.charCodeAt(i + 1)));
  return part;
}

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

interface Token {
  start: number;
  end: number;
  /** What the token reads as: digits, '+', or a capital letter; '' for a word that breaks a run. */
  value: string;
  digits: number;
  han: boolean;
  /** "double", "triple": how many times the next digit word counts (the token reads as nothing itself). */
  repeat?: number;
}

/** Longest digit, plus or repeat word, in code units: longer words are never looked up. */
const MAX_WORD = Math.max(...[...DIGIT_WORD_VALUES.keys(), ...PLUS_WORDS, ...REPEAT_WORDS.keys()].map((w) => w.length));
const LETTER_OR_MARK = /[\p{L}\p{M}\p{N}]/u;

/** Whether the unit continues a word (ASCII at once; other units by their Unicode class, Han digits never). */
function inWord(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
  if (c === 0x2bc || c === 0x2019) return i + 1 < text.length && LETTER_OR_MARK.test(text[i + 1]!); // п'ять
  if (HAN_DIGITS.has(text[i]!)) return false;
  if (c >= 0xd800 && c <= 0xdfff) return true;
  return LETTER_OR_MARK.test(text[i]!);
}

/** Reads a word of [start, end) as a token; undefined for a word that is none (it ends a run). */
function readWord(text: string, start: number, end: number): Token | undefined {
  if (end - start === 1) {
    const c = text.charCodeAt(start);
    if (c >= 0x30 && c <= 0x39) return { start, end, value: text[start]!, digits: 1, han: false };
    if (c >= 0x41 && c <= 0x5a) return { start, end, value: text[start]!, digits: 0, han: false };
  }
  if (end - start > MAX_WORD) return undefined;
  const key = asciiKey(text, start, end);
  if (key >= 0 && ASCII_KEYS[key] === 0) return undefined;
  const word = text.slice(start, end);
  const lower = word.charCodeAt(0) >= 0x61 && word.charCodeAt(0) <= 0x7a ? word : word.toLowerCase();
  const digit = DIGIT_WORD_VALUES.get(lower);
  if (digit !== undefined) return { start, end, value: digit, digits: 1, han: false };
  if (PLUS_WORDS.has(lower)) return { start, end, value: '+', digits: 0, han: false };
  const repeat = REPEAT_WORDS.get(lower);
  return repeat === undefined ? undefined : { start, end, value: '', digits: 0, han: false, repeat };
}

/**
 * A word's length and first two letters, folded to lower case, as one number; -1 when either
 * letter is not ASCII. Most words of a text are none of the digit words, and this table says so
 * without taking a copy of the word.
 */
function asciiKey(text: string, start: number, end: number): number {
  const a = text.charCodeAt(start) | 0x20;
  const b = text.charCodeAt(start + 1) | 0x20;
  if (a < 0x61 || a > 0x7a || b < 0x61 || b > 0x7a) return -1;
  return Math.min(end - start, 15) | ((a - 0x61) << 4) | ((b - 0x61) << 9);
}

const ASCII_KEYS: Uint8Array = (() => {
  const table = new Uint8Array(1 << 14);
  for (const w of [...DIGIT_WORD_VALUES.keys(), ...PLUS_WORDS, ...REPEAT_WORDS.keys()]) {
    const key = w.length >= 2 ? asciiKey(w, 0, w.length) : -1;
    if (key >= 0) table[key] = 1;
  }
  return table;
})();

const isAsciiWord = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/**
 * Runs of digit words, lone digits and capitals, Han digits: one pass by code unit over the
 * words of the text, where only words short enough to be a digit word are looked up.
 */
function spokenDigitEdits(text: string, edits: Edit[]): void {
  const n = text.length;
  let run: Token[] = [];
  let pendingRepeat: Token | undefined;
  const flush = (): void => {
    if (run.length) emitRun(text, run, edits);
    run = [];
    pendingRepeat = undefined;
  };
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    let t: Token | undefined;
    if (c < 0x80) {
      if (!isAsciiWord(c)) {
        i++;
        continue;
      }
      let j = i + 1;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if (d < 0x80 ? !isAsciiWord(d) : !inWord(text, j)) break;
      }
      t = j - i === 1 || j - i <= MAX_WORD ? readWord(text, i, j) : undefined;
      i = j;
    } else {
      const han = HAN_DIGITS.get(text[i]!);
      if (han !== undefined) {
        t = { start: i, end: i + 1, value: han, digits: 1, han: true };
        i++;
      } else if (!inWord(text, i)) {
        i++;
        continue;
      } else {
        let j = i + 1;
        while (j < n && (inWord(text, j) || (text.charCodeAt(j) === 0x27 && j + 1 < n && inWord(text, j + 1)))) j++;
        t = readWord(text, i, j);
        i = j;
      }
    }
    if (t === undefined) {
      if (run.length || pendingRepeat) flush();
      continue;
    }
    if (t.repeat !== undefined) {
      pendingRepeat = t;
      continue;
    }
    if (pendingRepeat) {
      // "double seven": one token over both words, when a digit word follows after spaces only.
      const times = pendingRepeat.repeat!;
      if (t.digits === 1 && !t.han && SAME_GROUP.test(text.slice(pendingRepeat.end, t.start))) t = { ...t, start: pendingRepeat.start, value: t.value.repeat(times), digits: times };
      pendingRepeat = undefined;
    }
    const last = run[run.length - 1];
    if (last) {
      const gap = text.slice(last.end, t.start);
      const together = gap.length === 0 ? last.han && t.han : gap.length <= 4 && (SAME_GROUP.test(gap) || NEXT_GROUP.test(gap));
      if (!together) flush();
    }
    run.push(t);
  }
  flush();
}

/**
 * Emits the edits of one run of tokens when it reads as a number: enough digits, a '+' only in
 * front, capital letters at most twice the digits (an id mixes both), and mostly groups of more
 * than one digit (a counted list "one, two, three, …" is not a number).
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
  // A long number said without a '+' (a card, an account, an id) is read as one run of digits:
  // speakers group it as they breathe, not as it is printed. A phone number keeps its groups.
  const long = digits >= LONG_DIGITS && tokens[0]!.value !== '+';
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.value !== text.slice(t.start, t.end)) edits.push({ start: t.start, end: t.end, text: t.value });
    const next = tokens[k + 1];
    if (!next) break;
    const gap = text.slice(t.end, next.start);
    if (gap === '') continue;
    const replacement = SAME_GROUP.test(gap) || long ? '' : ' ';
    if (gap !== replacement) edits.push({ start: t.end, end: next.start, text: replacement });
  }
}

function spokenEmailEdits(text: string, edits: Edit[]): void {
  // Only around a said dot, each stretch of text read once.
  let readTo = 0;
  DOT_WORD_FIND.lastIndex = 0;
  for (let d = DOT_WORD_FIND.exec(text); d !== null; d = DOT_WORD_FIND.exec(text)) {
    if (d.index < readTo) continue;
    let from = Math.max(readTo, d.index - EMAIL_REACH);
    // Start at a word's start, so the lookbehind of the pattern reads what it would on the whole text.
    while (from > readTo && inWord(text, from - 1)) from--;
    const to = Math.min(text.length, d.index + EMAIL_REACH);
    emailsIn(text, from, to, edits);
    readTo = to;
    DOT_WORD_FIND.lastIndex = to;
  }
}

function emailsIn(text: string, from: number, to: number, edits: Edit[]): void {
  const window = text.slice(from, to);
  SPOKEN_EMAIL.lastIndex = 0;
  for (let m = SPOKEN_EMAIL.exec(window); m !== null; m = SPOKEN_EMAIL.exec(window)) {
    const local = m[1]!;
    const at = m[2]!;
    const domain = m[3]!;
    const start = from + m.index;
    const atStart = start + local.length;
    const domainStart = atStart + at.length;
    const labels = domain.split(new RegExp(DOT_SEP, 'iu'));
    // The domain must have been said (a said dot) and end in a plausible top-level label.
    if (labels.length < 2 || !TLD.test(labels[labels.length - 1]!)) continue;
    if (![...domain.matchAll(new RegExp(DOT_SEP, 'giu'))].some((dot) => dot[0] !== '.')) continue;
    // One word before the said '@' is an address only after a word naming one: "the desk at host
    // dot com" names a place. A local part of several labels, or with a digit or sign, is one already.
    if ((CUE_ONLY_AT.test(at) || !addressShaped(local)) && !EMAIL_CUE.test(text.slice(Math.max(0, start - CUE_REACH), start))) continue;
    sayEdits(local, start, edits, true);
    edits.push({ start: atStart, end: domainStart, text: '@' });
    sayEdits(domain, domainStart, edits, false);
  }
}

/** Whether a local part reads as an address by itself: labels joined by a separator, a digit, or a sign. */
function addressShaped(local: string): boolean {
  SEPARATOR_IN.lastIndex = 0;
  return /[0-9+\-]/.test(local) || SEPARATOR_IN.test(local);
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

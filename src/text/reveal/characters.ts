// Characters of the revealed view: invisible ones inside a word or number removed, full-width
// letters and the signs of values folded to ASCII, lookalike letters and digits folded to ASCII.

import { classifyInvisible } from '../invisible.js';
import { confusableFolds } from '../confusables.js';
import type { Edit } from './edits.js';

/** Cheap gates: a text with none of these has no character for the view to clean. */
export const MAYBE_INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/;
/** Full-width letters (digits are folded before the view is built). */
export const MAYBE_FULLWIDTH = /[\uff21-\uff3a\uff41-\uff5a]/;

/** A code unit that may belong to a word: an ASCII letter or digit, or any unit from U+00C0 on but × and ÷, the punctuation and symbol blocks (U+2000–2BFF) and surrogates. */
export const isWordUnit = (c: number): boolean =>
  (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && !(c >= 0x2000 && c <= 0x2bff) && !(c >= 0xd800 && c <= 0xdfff));

// Not stripInvisible (invisible.ts): it removes every invisible character, joiners inside emoji
// sequences included, and puts the ASCII of tag characters back; here only those inside a word or
// number go, so that text with emoji or tags is not read a second time for nothing.
export function invisibleEdits(text: string, edits: Edit[]): void {
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
export const isValueUnit = (c: number): boolean => isFullWidthLetter(c) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/**
 * Full-width letters, and the signs of addresses and numbers where they touch a letter or digit.
 * The punctuation of CJK prose (：（）、 and the ideographic space) stays: it hides no value.
 */
export function fullWidthEdits(text: string, edits: Edit[]): void {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isFullWidthLetter(c)) edits.push({ start: i, end: i + 1, text: String.fromCharCode(c - 0xfee0) });
    else if (FULLWIDTH_SIGNS.has(c) && ((i > 0 && isValueUnit(text.charCodeAt(i - 1))) || (i + 1 < text.length && isValueUnit(text.charCodeAt(i + 1))))) {
      edits.push({ start: i, end: i + 1, text: String.fromCharCode(c - 0xfee0) });
    }
  }
}

/** Greek or Cyrillic letters, or mathematical digits (U+1D7CE–1D7FF, a surrogate pair). */
export const MAYBE_LOOKALIKE = /[\u0370-\u04ff]|\ud835[\udfce-\udfff]/;

/**
 * Lookalikes written to slip a value past a filter: Cyrillic or Greek letters inside a Latin word
 * ("nрm_…", "уa29.…", confusables.ts decides which words), and the mathematical bold,
 * double-struck, sans-serif and monospace digits (𝟒𝟓) that read as ASCII digits.
 */
export function lookalikeEdits(text: string, edits: Edit[]): void {
  for (const f of confusableFolds(text)) edits.push({ start: f.start, end: f.end, text: f.ascii });
  for (let i = text.indexOf('\ud835'); i >= 0; i = text.indexOf('\ud835', i + 1)) {
    const low = text.charCodeAt(i + 1);
    if (low >= 0xdfce && low <= 0xdfff) edits.push({ start: i, end: i + 2, text: String((low - 0xdfce) % 10) });
  }
}

/** A Latin letter that reads as a digit, between two digits. */
export const MAYBE_LETTER_DIGIT = /\d[OoIl]+\d/;
const LETTER_DIGIT: Readonly<Record<string, string>> = { O: '0', o: '0', I: '1', l: '1' };

/**
 * Letters written for the digits they look like inside a group of digits ("4O29 11l8"): the
 * letter stands between two digits, in a word made only of digits and such letters, so "10l"
 * (litres), "B2B", "v1O" and base64 or hex words (other letters too) stay as written.
 */
export function letterDigitEdits(text: string, edits: Edit[]): void {
  // Runs of digits and such letters found by one linear scan, then tested in code: a regex with
  // nested repeats backtracks on every start of a long run followed by a letter.
  let i = 0;
  while (i < text.length) {
    if (!isDigitOrLookalike(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i;
    let digits = 0;
    while (j < text.length) {
      const c = text.charCodeAt(j);
      if (!isDigitOrLookalike(c)) break;
      if (c <= 0x39) digits++;
      j++;
    }
    // A run of fewer than three digits ("lo", "loll", "1l") changes nothing (letterDigitRun needs
    // three): its word test is skipped, as English words are full of such runs.
    if (digits >= 3 && !isWordChar(text, i - 1) && !isWordChar(text, j)) letterDigitRun(text, i, j, edits);
    i = j;
  }
}

/** An ASCII digit or one of LETTER_DIGIT's letters (O o I l), by code unit: read for every character of the text. */
const isDigitOrLookalike = (c: number): boolean => (c >= 0x30 && c <= 0x39) || c === 0x4f || c === 0x6f || c === 0x49 || c === 0x6c;
/** A letter or digit of any script at `i` (a surrogate pair counts as a letter: the run stops there). */
const isWordChar = (text: string, i: number): boolean => i >= 0 && i < text.length && /[\p{L}\p{N}\ud800-\udfff]/u.test(text[i]!);
const isAsciiDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** Edits for the letters of the run [start, end) that stand between two of its digits. */
function letterDigitRun(text: string, start: number, end: number, edits: Edit[]): void {
  let total = 0;
  for (let k = start; k < end; k++) if (isAsciiDigit(text[k])) total++;
  if (total < 3) return;
  // Digits seen so far, counted as the scan goes, so that a long run is read once.
  let digitsBefore = 0;
  for (let k = start; k < end; k++) {
    const c = text[k]!;
    if (isAsciiDigit(c)) {
      digitsBefore++;
      continue;
    }
    // Only a letter inside the digits: "lO12" at a run's start is a word, not a number.
    if (digitsBefore > 0 && digitsBefore < total) edits.push({ start: k, end: k + 1, text: LETTER_DIGIT[c]! });
  }
}

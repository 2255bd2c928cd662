// Numbers of the revealed view cut by a line break: a word hyphenated at a line end, and a number
// wrapped onto the next line in a full column or under its own label, joined again.

import { isValueUnit, isWordUnit } from './characters.js';
import type { Edit } from './edits.js';
import { LETTER_OR_MARK } from './spoken-digits.js';

/** A wrapped number is joined only when the whole holds this many digits (and at most MAX: an IBAN). */
const MIN_WRAPPED_DIGITS = 8;
const MAX_WRAPPED_DIGITS = 34;

/**
 * Line breaks inside a value: a word hyphenated at a line end (the hyphen and the break go), and a
 * number wrapped onto the next line (joined when the two parts together hold as many digits as a
 * card, id or account number). A break is a newline, or the escaped "\\n" of text pasted from JSON.
 */
export function lineBreakEdits(text: string, edits: Edit[]): void {
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
const breakLengthAt = (text: string, i: number): number => {
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
  while (i < stop && breakLengthAt(text, i) === 0) i++;
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
    from = end + breakLengthAt(text, end);
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
  const next = end + breakLengthAt(text, end);
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

// Spaced-out letters variant: "i g n o r e  a l l" or "I-G-N-O-R-E" → "ignore all". A run of at
// least four single letters qualifies; the separator between its first two letters (one space,
// dot, dash or underscore) joins letters, and any other short separator run (a double space,
// " / ", a space in dotted text) marks a word gap and becomes one space. Lossy, so it is a
// variant next to the normalised text rather than a step of it.

import { MappedTextBuilder, type MappedText } from './offset-map.js';

const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MIN_LETTERS = 4;
const MAX_GAP = 4;

const isAsciiLetter = (c: number): boolean => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);

function isSeparator(ch: string | undefined): boolean {
  return ch === ' ' || ch === '.' || ch === '-' || ch === '_' || ch === '\t' || ch === '/' || ch === '|' || ch === '\u00a0';
}

function cpAt(t: string, i: number): { ch: string; width: number } {
  const cp = t.codePointAt(i) ?? 0;
  const width = cp > 0xffff ? 2 : 1;
  return { ch: t.slice(i, i + width), width };
}

function isLetterOrDigitBefore(t: string, i: number): boolean {
  if (i <= 0) return false;
  const lo = t.charCodeAt(i - 1);
  if (lo < 0x80) return isAsciiLetter(lo) || (lo >= 0x30 && lo <= 0x39);
  const start = lo >= 0xdc00 && lo <= 0xdfff && i >= 2 ? i - 2 : i - 1;
  return LETTER_OR_DIGIT.test(t.slice(start, i));
}

interface Region {
  /** [start, end) of each letter. */
  letters: Array<[number, number]>;
  /** gaps[k] is true when a word gap precedes letters[k + 1]. */
  gaps: boolean[];
}

function parseRegion(t: string, i: number, firstWidth: number): Region {
  const letters: Array<[number, number]> = [[i, i + firstWidth]];
  const gaps: boolean[] = [];
  let sep: string | null = null;
  let pos = i + firstWidth;
  for (;;) {
    let j = pos;
    while (j < t.length && j - pos < MAX_GAP && isSeparator(t[j])) j++;
    if (j === pos || j >= t.length || isSeparator(t[j])) break;
    const { ch, width } = cpAt(t, j);
    if (!LETTER.test(ch)) break;
    const after = j + width;
    if (after < t.length && LETTER_OR_DIGIT.test(cpAt(t, after).ch)) break; // not a single letter
    const sepStr = t.slice(pos, j);
    if (sep === null) {
      if (sepStr.length !== 1) break;
      sep = sepStr;
    }
    gaps.push(sepStr !== sep);
    letters.push([j, after]);
    pos = after;
  }
  return { letters, gaps };
}

export function joinSpacedLetters(m: MappedText): MappedText {
  const t = m.text;
  const b = new MappedTextBuilder(m);
  let copied = 0;
  let i = 0;
  while (i < t.length) {
    // ASCII without a regex or a string per character: the common case of every text.
    const c = t.charCodeAt(i);
    let width = 1;
    let letter: boolean;
    if (c < 0x80) letter = isAsciiLetter(c);
    else {
      const cp = cpAt(t, i);
      width = cp.width;
      letter = LETTER.test(cp.ch);
    }
    if (!letter || isLetterOrDigitBefore(t, i)) {
      i += width;
      continue;
    }
    // A letter that a separator does not follow starts a word, not a run of single letters.
    if (!isSeparator(t[i + width])) {
      i += width;
      continue;
    }
    const region = parseRegion(t, i, width);
    if (region.letters.length < MIN_LETTERS) {
      i += width;
      continue;
    }
    b.copy(copied, i);
    let prevEnd = i;
    region.letters.forEach(([s, e], k) => {
      if (k > 0 && region.gaps[k - 1]) b.replace(prevEnd, s, ' ');
      b.copy(s, e);
      prevEnd = e;
    });
    copied = prevEnd;
    i = prevEnd;
  }
  b.copy(copied, t.length);
  return b.build();
}

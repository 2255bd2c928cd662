// Digits of the revealed view said one by one: digit words of the pack languages, spaced digits
// and Han digits read back as one number ("four one five …" → "415 …").

import { DIGIT_WORD_VALUES, HAN_DIGITS, PLUS_WORDS, REPEAT_WORDS } from '../number-words.js';
import type { Edit } from './edits.js';

/** Fewest digits a run of spoken or spaced digits must hold to be read as a number. */
const MIN_SPOKEN_DIGITS = 6;
/** A said number this long (no phone number is, without its '+') is read without its groups. */
const LONG_DIGITS = 13;

/** What may stand between two tokens of one spoken number: spaces (same group) or a comma, dash, … (next group). */
const SAME_GROUP = /^[ \t]+$/;
const NEXT_GROUP = /^[ \t]*[,;/\-–.][ \t]*$/;

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
export const LETTER_OR_MARK = /[\p{L}\p{M}\p{N}]/u;

/** Whether the unit continues a word (ASCII at once; other units by their Unicode class, Han digits never). */
export function inWord(text: string, i: number): boolean {
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
export function spokenDigitEdits(text: string, edits: Edit[]): void {
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

// Values written one character at a time with the same separator between every two characters,
// so that no pattern sees them whole: "4#5#3#9# #…", "D|E|4|4|…", "G - B - 2 - 9 …", "k_a_t_e_@_…",
// "T u l p e . S t e r n 4 2". The view drops the separators and keeps the characters, so
// every revealed character points at the one it was written as.
// Not joinSpacedLetters (despace.ts): that builds a lossy variant of letters only, with word gaps
// turned into spaces, for phrase rules; a value needs its digits and signs and edits of the
// original that keep each character's offset, so the two share no reading.

import type { Edit } from './edits.js';
import { hasValueLabelNear } from '../value-labels.js';

/** Fewest characters a run must spell out: shorter runs are initials, "e.g.", "A-B-C" and the like. */
const MIN_ITEMS = 8;
/** Fewest letters or digits among them. */
const MIN_ALNUM = 6;
/** Fewest different characters among them. */
const MIN_DISTINCT = 4;
/** Longest separator: one sign, up to three spaces, or a sign with a space on each side. */
const MAX_SEPARATOR = 3;

const isAlnum = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
/** Any letter or digit, of any script: what a run may not start after or end before. */
const isWordAt = (text: string, i: number): boolean => {
  if (i < 0 || i >= text.length) return false;
  const c = text.charCodeAt(i);
  // ASCII answers without the Unicode class, which is tested for every character the loop passes.
  return c < 0x80 ? isAlnum(c) : WORD_CHAR.test(text[i]!);
};
const WORD_CHAR = /[\p{L}\p{N}]/u;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isSpace = (c: number): boolean => c === 0x20 || c === 0x09;
/** A character a value is written with: ASCII letters, digits and the signs of addresses, keys and numbers. */
const isItem = (c: number): boolean => c > 0x20 && c < 0x7f;

/**
 * A separator: up to three spaces, or one sign (or the same sign twice, "4--7--1…") alone or with
 * a space on each side, or a comma with or without a space. Semicolons, quotes and brackets are
 * left out: "[a, b, c]" is a list. A comma separates only digits, as many as a card number has,
 * and only with a word naming the value nearby: survey answers and CSV rows ("3,4,2,5,…") are
 * lists of any length.
 */
const SEPARATOR = /^(?:[ \t]{1,3}|([#~|^_.\-*/\\:+=!$%&?])\1?|[ ]([#~|^_.\-*/\\:+=!$%&?])\2?[ ]|,[ ]?)$/;
/** Fewest digits a comma-separated run must spell out. */
const MIN_COMMA_DIGITS = 13;

/** Reads the run whose first character is at `start`. */
function readRun(text: string, start: number): Run {
  let j = start + 1;
  while (j < text.length && j - start - 1 <= MAX_SEPARATOR && !isAlnum(text.charCodeAt(j))) j++;
  // The separator is what stands before the next letter or digit, or only its first sign when the
  // second item is itself a sign ("D_._S_m_i_t_h").
  let end = start + 1;
  for (const sep of new Set([text.slice(start + 1, j), text.slice(start + 1, start + 2)])) {
    if (!SEPARATOR.test(sep)) continue;
    const run = readRunWith(text, start, sep);
    if (run.drops) return run;
    end = Math.max(end, run.end);
  }
  return { end };
}

/** A run's separators to drop (none when the run is no value), and where reading it stopped. */
interface Run {
  drops?: Array<[number, number]>;
  end: number;
}

function readRunWith(text: string, start: number, sep: string): Run {
  const sepIsSpaces = /^[ \t]+$/.test(sep);
  // Each item's position; the separators between them are what the view drops.
  const items = [start];
  let pos = start;
  while (text.startsWith(sep, pos + 1)) {
    const next = pos + 1 + sep.length;
    const c = text.charCodeAt(next);
    // One character after each separator; a space only where the separator is a sign.
    if (!(isItem(c) || (!sepIsSpaces && c === 0x20))) break;
    items.push(next);
    pos = next;
  }
  // A failed run is read again from its last item at the earliest: "x y 4#5#…" starts at "4".
  const stop = Math.max(start + 1, pos);
  // The last item must end a word: in "… 4 2 ok" the run ends at "2".
  while (items.length > 1 && isWordAt(text, items[items.length - 1]! + 1)) items.pop();
  const chars = items.map((i) => text.charCodeAt(i));
  if (items.length < MIN_ITEMS || chars.filter(isAlnum).length < MIN_ALNUM) return { end: stop };
  // One character repeated ("a_a_a_…", "-.-.-.") is a pattern, not a value.
  if (new Set(chars).size < MIN_DISTINCT) return { end: stop };
  // Digits spaced by blanks are read by the spoken-digit reader, with their groups.
  if (sepIsSpaces && chars.every(isDigit)) return { end: stop };
  // Commas: digits only, a card's length at least, and not inside brackets (an array in code).
  if (sep.startsWith(',') && (!chars.every(isDigit) || items.length < MIN_COMMA_DIGITS || /[[({]\s*$/.test(text.slice(Math.max(0, start - 3), start)) || !hasValueLabelNear(text, start, pos + 1))) {
    return { end: stop };
  }
  // Digits one at a time with a sign that also writes lists and layouts ("4-2-0-9-…" pin layouts,
  // "3/4/2/…" ratings): only with a word naming the value nearby.
  if (/^ ?[-/|] ?$/.test(sep) && chars.every(isDigit) && !hasValueLabelNear(text, start, pos + 1)) return { end: stop };
  const drops: Array<[number, number]> = items.slice(1).map((i) => [i - sep.length, i]);
  const end = items[items.length - 1]! + 1;
  return { drops, end };
}

/** Edits that drop the separators of every interleaved run of `text`. */
export function interleavedEdits(text: string, edits: Edit[]): void {
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    const startsWord = isAlnum(c) && !isWordAt(text, i - 1);
    if (!startsWord || i + 2 >= text.length || isWordAt(text, i + 1)) {
      i++;
      continue;
    }
    // A run that is no value is not read again from a later character: the scan stays linear.
    const run = readRun(text, i);
    for (const [s, e] of run.drops ?? []) edits.push({ start: s, end: e, text: '' });
    i = run.end;
  }
}

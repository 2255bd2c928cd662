// The revealed view of a text: values written so that a literal pattern does not see them, put
// back in their plain form, with an exact map to the original. What it undoes:
//   - invisible characters (zero-width, soft hyphen, …) next to a letter or digit;
//   - full-width ASCII letters and signs (Ｊｏｈｎ＠ｅｘａｍｐｌｅ．ｃｏｍ);
//   - a word hyphenated at a line end ("jo-\nhn@…"), and a number wrapped onto the next line;
//   - digits said one by one ("four one five, five five five …", "fyra noll tre …", spaced
//     digits "4 1 5 5 …", Han digits) → "415 555 …", a spoken '+' and single capital letters of
//     an id kept in place;
//   - an e-mail address said aloud ("jane dot doe at example dot com") → "jane.doe@example.com";
//   - lookalike letters and digits (Cyrillic "р" in "nрm_…", mathematical "𝟒") → ASCII;
//   - one character at a time with a separator ("4#5#3#9…", "D - E - 4 - 4 …") → "4539…";
//   - pieces with filler words between them ("4929 then 1180 and …") → "49291180…", and a
//     number in even groups with an unusual sign between them ("4929/1180/…");
//   - digits with a letter standing for a lookalike digit inside ("4O29 11l8") → "4029 1118";
//   - string literals joined in code ("sk_live_" + "4eC3…") → one literal;
//   - a value written backwards, where the text says so or the reversal is a URL or an address.
// Digits of other scripts and typographic spaces are already folded by the engine (digits.ts)
// before the view is built, so it expects folded text. Every change is recorded as a region of
// the original, so a scan of the view keeps only what a change made visible.

import { identity, type MappedText } from './offset-map.js';
import { applyEdits, type Edit, type Range } from './reveal/edits.js';
import { fullWidthEdits, invisibleEdits, letterDigitEdits, lookalikeEdits, MAYBE_FULLWIDTH, MAYBE_INVISIBLE, MAYBE_LETTER_DIGIT, MAYBE_LOOKALIKE } from './reveal/characters.js';
import { interleavedEdits } from './reveal/interleaved.js';
import { fillerWordEdits } from './reveal/filler-words.js';
import { digitGroupEdits } from './reveal/digit-groups.js';
import { concatenationEdits } from './reveal/concatenation.js';
import { reversedEdits } from './reveal/reversed.js';
import { lineBreakEdits } from './reveal/wrapped-numbers.js';
import { spokenDigitEdits } from './reveal/spoken-digits.js';
import { spokenEmailEdits } from './reveal/spoken-email.js';

export interface RevealedText extends MappedText {
  /** The original ranges the view changed, in order, disjoint. */
  readonly changed: readonly Range[];
  /** Original ranges of other text taken out from between a value's pieces, in order, disjoint. */
  readonly between?: readonly Range[];
}

/** Whether a character of [start, end) of the cleaned view is not the original character it stands on. */
function touchesEdit(view: MappedText, start: number, end: number): boolean {
  for (let k = start; k < end; k++) {
    if (view.ends[k]! - view.starts[k]! !== 1 || (k + 1 < end && view.starts[k + 1] !== view.ends[k])) return true;
  }
  return false;
}

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
  if (MAYBE_LOOKALIKE.test(text)) lookalikeEdits(text, chars);
  if (MAYBE_LETTER_DIGIT.test(text)) letterDigitEdits(text, chars);
  const changed: Range[] = [];
  const clean = chars.length ? applyEdits(identity(text), chars, changed) : undefined;
  const t = clean ? clean.text : text;
  const words: Edit[] = [];
  lineBreakEdits(t, words);
  spokenDigitEdits(t, words);
  spokenEmailEdits(t, words);
  interleavedEdits(t, words);
  fillerWordEdits(t, words);
  digitGroupEdits(t, words);
  concatenationEdits(t, words);
  reversedEdits(t, words, clean ? (start, end) => touchesEdit(clean, start, end) : undefined);
  if (changed.length === 0 && words.length === 0) return undefined;
  const view = words.length ? applyEdits(clean ?? identity(text), words, changed) : clean!;
  if (changed.length === 0) return undefined;
  changed.sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const c of changed) {
    const last = merged[merged.length - 1];
    if (last && c.start <= last.end) last.end = Math.max(last.end, c.end);
    else merged.push({ ...c });
  }
  return { text: view.text, starts: view.starts, ends: view.ends, changed: merged };
}

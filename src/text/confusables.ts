// Homoglyph folding: Cyrillic/Greek/Armenian/Cherokee/… letters that look like ASCII are
// rewritten to that ASCII so "іgnоrе" (Cyrillic і, о, е) matches "ignore".
//
// Folding must not damage genuine non-Latin text, which other detectors match with their own
// phrase lists (Russian "игнорируй все …" must stay Cyrillic). The rule, per word (a maximal
// run of letters, marks and digits):
//   1. every letter in the word is Latin-script or in the table (a word containing even one
//      letter outside the table, such as и or λ, is genuine text and is left alone), and
//   2a. the word also contains a Latin letter (mixed-script word: "раypal", "іgnоrе"), or
//   2b. the word is made only of table letters ("ѕуѕтем"-style all-Cyrillic spoof) and the
//       text contains no genuine word in those letters' scripts. A Russian or Greek sentence
//       always has such words, so its short all-lookalike words ("а", "сор", "και") stay.

import { CONFUSABLES, type ConfusableScript } from './confusables-table.js';
import { MappedTextBuilder, type MappedText } from './offset-map.js';

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;

const SCRIPT_BIT: Readonly<Record<ConfusableScript, number>> = {
  Cyrl: 1,
  Grek: 2,
  Armn: 4,
  Cher: 8,
  Lisu: 16,
  Copt: 32,
  Geor: 64,
  Latn: 0,
  Zyyy: 0,
};

/** The ASCII letter a lookalike stands for, if it is in the table. */
export function confusableAscii(cp: number): string | undefined {
  return CONFUSABLES.get(cp)?.ascii;
}

// Script bit of a letter outside the table, for the scripts the table draws from.
function scriptBit(cp: number): number {
  if ((cp >= 0x0400 && cp <= 0x052f) || (cp >= 0x1c80 && cp <= 0x1c8f) || (cp >= 0x2de0 && cp <= 0x2dff) || (cp >= 0xa640 && cp <= 0xa69f)) {
    return SCRIPT_BIT.Cyrl;
  }
  if ((cp >= 0x03e2 && cp <= 0x03ef) || (cp >= 0x2c80 && cp <= 0x2cff)) return SCRIPT_BIT.Copt;
  if ((cp >= 0x0370 && cp <= 0x03ff) || (cp >= 0x1f00 && cp <= 0x1fff)) return SCRIPT_BIT.Grek;
  if ((cp >= 0x0531 && cp <= 0x058f) || (cp >= 0xfb13 && cp <= 0xfb17)) return SCRIPT_BIT.Armn;
  if ((cp >= 0x13a0 && cp <= 0x13ff) || (cp >= 0xab70 && cp <= 0xabbf)) return SCRIPT_BIT.Cher;
  if ((cp >= 0xa4d0 && cp <= 0xa4ff) || cp === 0x11fb0) return SCRIPT_BIT.Lisu;
  if ((cp >= 0x10a0 && cp <= 0x10ff) || (cp >= 0x1c90 && cp <= 0x1cbf) || (cp >= 0x2d00 && cp <= 0x2d2f)) {
    return SCRIPT_BIT.Geor;
  }
  return 0;
}

function isWordChar(cp: number): boolean {
  if (cp < 0x80) return (cp >= 0x30 && cp <= 0x39) || ((cp | 0x20) >= 0x61 && (cp | 0x20) <= 0x7a);
  return CONFUSABLES.has(cp) || WORD_CHAR.test(String.fromCodePoint(cp));
}

interface Word {
  start: number;
  end: number;
  /** Every letter is Latin or a table entry. */
  onlyFoldable: boolean;
  hasTable: boolean;
  hasLatin: boolean;
  tableScripts: number;
}

function scanWords(t: string): { words: Word[]; genuineScripts: number } {
  const words: Word[] = [];
  let genuineScripts = 0;
  let i = 0;
  while (i < t.length) {
    const cp = t.codePointAt(i) ?? 0;
    if (!isWordChar(cp)) {
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    const w: Word = { start: i, end: i, onlyFoldable: true, hasTable: false, hasLatin: false, tableScripts: 0 };
    while (i < t.length) {
      const c = t.codePointAt(i) ?? 0;
      if (!isWordChar(c)) break;
      i += c > 0xffff ? 2 : 1;
      if (c < 0x80) {
        if (c > 0x39) w.hasLatin = true;
        continue;
      }
      const entry = CONFUSABLES.get(c);
      if (entry) {
        w.hasTable = true;
        if (entry.script === 'Latn') w.hasLatin = true;
        w.tableScripts |= SCRIPT_BIT[entry.script];
        continue;
      }
      const ch = String.fromCodePoint(c);
      if (!LETTER.test(ch)) continue; // marks and digits are neutral
      if (LATIN.test(ch)) {
        w.hasLatin = true;
      } else {
        w.onlyFoldable = false;
        genuineScripts |= scriptBit(c);
      }
    }
    w.end = i;
    words.push(w);
  }
  return { words, genuineScripts };
}

/** One lookalike letter and the ASCII letter it stands for. */
export interface ConfusableFold {
  start: number;
  end: number;
  ascii: string;
}

/** The lookalike letters of `t` that the rule above folds, in order. */
export function confusableFolds(t: string): ConfusableFold[] {
  const { words, genuineScripts } = scanWords(t);
  const out: ConfusableFold[] = [];
  for (const w of words) {
    const fold = w.onlyFoldable && w.hasTable && (w.hasLatin || (w.tableScripts & genuineScripts) === 0);
    if (!fold) continue;
    for (let i = w.start; i < w.end; ) {
      const c = t.codePointAt(i) ?? 0;
      const width = c > 0xffff ? 2 : 1;
      const ascii = CONFUSABLES.get(c)?.ascii;
      if (ascii !== undefined) out.push({ start: i, end: i + width, ascii });
      i += width;
    }
  }
  return out;
}

export function foldConfusables(m: MappedText): MappedText {
  const t = m.text;
  const b = new MappedTextBuilder(m);
  let pos = 0;
  for (const f of confusableFolds(t)) {
    b.copy(pos, f.start);
    b.replace(f.start, f.end, f.ascii);
    pos = f.end;
  }
  b.copy(pos, t.length);
  return b.build();
}

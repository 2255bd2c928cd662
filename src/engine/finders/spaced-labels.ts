// `spaced-labels`: a field name printed with its letters spaced out, as OCR reads an identity card
// or a form ("P A S S P O R T   N O .  B7051942", "N A T I O N A L   I D 2470586313",
// "여권 번 호: M902K7164", "D o c u m e n t e n n u m m e r: …"), and the value after it on the same
// line. The spacing is irregular (one to several spaces between letters, a pair of letters left
// together, a digit read for a letter), so no fixed spelling matches it: the name is read as the
// run of one- and two-character pieces at the start of the line (after a "3." item number) or
// after a wide gap, its spaces are dropped, and the result is compared with the rule's `labels`
// (also without spaces, case ignored; `notLabels` excluded). The value is the text after the name
// and an optional colon, up to a wide gap or the line end; it is proposed when it matches `cell`.
// A name must open with a piece of one character and hold at least three, so an ordinary word is
// never read as a spaced-out one.

import { OCR_DIGIT_LETTERS, stringListParam, wholeCellParam, type Finder, type FinderSpan } from './finder.js';

/** Longest line read. */
const MAX_LINE = 400;
/** Fewest one-character pieces in a spaced-out name. */
const MIN_SINGLES = 3;
/** Punctuation a piece of a name may end with ("N O .", "R:", "o._"). */
const TRAILING = /[.:：_#№°º-]+$/u;
/** A piece of a spaced-out name: one or two letters (combining marks count with them), or punctuation. */
const PIECE = /^(?:[\p{L}\p{M}]{1,2}|[.:：_#№°º/-]{1,3})$/u;
/** An item number that may open the line ("3.", "12)"). */
const ITEM = /^[0-9]{1,2}[.)]$/;

interface Piece {
  start: number;
  end: number;
  /** Spaces before the piece (line start counts as a wide gap). */
  gap: number;
}

/** Punctuation a one-letter piece may end with (TRAILING, unit by unit). */
const TRAILING_UNITS = '.:：_#№°º-';
const LETTER = /^\p{L}$/u;
const isSpace = (c: number): boolean => c === 32 || c === 9;

/** Whether a piece of one letter (and the punctuation a piece may end with) starts at i, with a space or a tab after it. */
function singleLetterAt(text: string, i: number, end: number): boolean {
  if (i >= end) return false;
  const cp = text.codePointAt(i)!;
  if (cp < 128 ? ((cp | 32) < 97 || (cp | 32) > 122) : !LETTER.test(String.fromCodePoint(cp))) return false;
  let j = i + (cp > 0xffff ? 2 : 1);
  while (j < end && TRAILING_UNITS.includes(text[j]!)) j++;
  return j < end && isSpace(text.charCodeAt(j));
}

/**
 * Whether a spaced-out name can open on the line text[start, end): a piece of one letter, with
 * more pieces after it, at the start of the line, after an item number, or after a wide gap (two
 * or more spaces, or a tab). Only the lines where one can are split into pieces: most lines of
 * most texts hold none. One pass over the line's characters.
 */
function mayOpen(text: string, start: number, end: number): boolean {
  let i = start;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  if (singleLetterAt(text, i, end)) return true;
  const first = text.charCodeAt(i);
  if (first >= 48 && first <= 57) {
    const item = /^[0-9]{1,2}[.)][ \t]+/.exec(text.slice(i, Math.min(end, i + 8)));
    if (item && singleLetterAt(text, i + item[0].length, end)) return true;
  }
  let run = 0;
  let tab = false;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      run++;
      tab ||= c === 9;
    } else {
      if ((run >= 2 || tab) && singleLetterAt(text, i, end)) return true;
      run = 0;
      tab = false;
    }
  }
  return false;
}

const squeeze = (s: string): string => s.normalize('NFC').toLowerCase().replace(/[\s]+/gu, '');

function piecesOf(line: string): Piece[] {
  const out: Piece[] = [];
  const word = /[^ \t]+/g;
  let last = 0;
  for (let m = word.exec(line); m !== null; m = word.exec(line)) {
    const between = line.slice(last, m.index);
    out.push({ start: m.index, end: m.index + m[0].length, gap: out.length === 0 ? Infinity : between.includes('\t') ? Infinity : between.length });
    last = m.index + m[0].length;
  }
  return out;
}

/** Whether the piece can belong to a spaced-out name, and whether it is one character. */
function pieceKind(text: string, pieces: readonly Piece[], i: number): 'single' | 'pair' | undefined {
  const raw = text.slice(pieces[i]!.start, pieces[i]!.end);
  const bare = raw.replace(TRAILING, '');
  const core = bare === '' ? raw : bare;
  if (/^[0-9]$/.test(core)) {
    // a digit between two letters of the name is a letter OCR misread ("P A S S E T 5   N U M …")
    const isLetter = (j: number): boolean => j >= 0 && j < pieces.length && /^[\p{L}]$/u.test(text.slice(pieces[j]!.start, pieces[j]!.end).replace(TRAILING, ''));
    return isLetter(i - 1) && isLetter(i + 1) && pieces[i]!.gap < 2 ? 'single' : undefined;
  }
  if (!PIECE.test(core)) return undefined;
  return [...core].length === 1 && /\p{L}/u.test(core) ? 'single' : 'pair';
}

export const spacedLabels: Finder = {
  name: 'spaced-labels',
  description:
    'A field name printed with its letters spaced out (OCR of cards and forms) and the value after it on the same line: the name, read without its spaces, must hold one of `labels` (and none of `notLabels`); the value, up to a wide gap or the line end, must match `cell`.',
  references: ['https://www.icao.int/publications/Documents/9303_p3_cons_en.pdf'],
  prepare(params) {
    const cell = wholeCellParam(params);
    const labels = (stringListParam(params, 'labels') ?? []).map(squeeze).filter((l) => l !== '');
    if (!labels.length) throw new Error('params.labels must list the field names read');
    const notLabels = (stringListParam(params, 'notLabels') ?? []).map(squeeze).filter((l) => l !== '');
    const named = (name: string): boolean => {
      const read = name.replace(/[0-9]/g, (d) => OCR_DIGIT_LETTERS[d] ?? d);
      return labels.some((l) => read.includes(l)) && !notLabels.some((l) => read.includes(l));
    };
    return (text): FinderSpan[] => {
      const spans: FinderSpan[] = [];
      // a spaced-out name holds at least three single letters with a space after each
      if (!/[\p{L}\p{M}][ ]+[\p{L}\p{M}][ ]+[\p{L}\p{M}]/u.test(text)) return spans;
      let lineStart = 0;
      while (lineStart < text.length) {
        let lineEnd = text.indexOf('\n', lineStart);
        if (lineEnd < 0) lineEnd = text.length;
        if (lineEnd - lineStart <= MAX_LINE && mayOpen(text, lineStart, lineEnd)) {
          const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
          const pieces = piecesOf(line);
          for (let k = 0; k < pieces.length; k++) {
            const opens = pieces[k]!.gap >= 2 || (k === 1 && ITEM.test(line.slice(pieces[0]!.start, pieces[0]!.end)));
            if (!opens || pieceKind(line, pieces, k) !== 'single') continue;
            let singles = 0;
            let j = k;
            for (; j < pieces.length; j++) {
              const kind = pieceKind(line, pieces, j);
              if (!kind) break;
              if (kind === 'single') singles++;
            }
            if (singles < MIN_SINGLES || j === k) continue;
            const name = squeeze(line.slice(pieces[k]!.start, pieces[j - 1]!.end));
            if (!named(name)) {
              k = j - 1;
              continue;
            }
            // the value: after the name and an optional colon, up to a wide gap or the line end
            let from = pieces[j - 1]!.end;
            const lead = /^[ \t]*[:：._]*[ \t]*/.exec(line.slice(from))!;
            from += lead[0].length;
            const rest = line.slice(from);
            const stop = /[ ]{2,}|\t/.exec(rest);
            const value = (stop ? rest.slice(0, stop.index) : rest).trimEnd();
            if (value !== '' && cell.test(value)) spans.push({ start: lineStart + from, end: lineStart + from + value.length });
            k = j - 1;
          }
        }
        lineStart = lineEnd + 1;
      }
      return spans;
    };
  },
};

// A value cut into short pieces with the same filler word between them, so that no pattern sees
// it whole: "4929 then 1180 then 3321 then 07", "DE12 dash 5001 dash 0517", "AB3x next Q9z1 next …".
// The view drops " word " between the pieces and keeps the pieces as written.

import type { Edit } from './edits.js';
import { hasValueLabelNear } from '../value-labels.js';

/** Fewest fillers (three pieces): one "x" or "and" between two numbers is ordinary prose. */
const MIN_FILLERS = 2;
/** Fewest characters the pieces must add up to. */
const MIN_VALUE = 8;
/** Longest piece: the pieces of a cut value are short. */
const MAX_PIECE = 6;

/**
 * A piece, a filler word, and what follows: the filler is one word of letters (any script, up to
 * 8), the same each time; a piece is a run of letters, digits and the signs of numbers and keys.
 */
const PIECE = '[\\p{L}\\p{N}+()/:,.#_-]{1,6}';
const RUN = new RegExp(`(?<![\\p{L}\\p{N}])${PIECE}[ \\t]+(\\p{L}{1,8})[ \\t]+${PIECE}(?:[ \\t]+\\1[ \\t]+${PIECE})+(?![\\p{L}\\p{N}])`, 'gu');
const GATE = /\p{N}[\p{L}\p{N}+()/:,.#_-]{0,5}[ \t]+\p{L}{1,8}[ \t]+[\p{L}\p{N}+()/:,.#_-]{0,5}\p{N}/u;
/** What every RUN holds: one filler word twice, around a piece (RUN's own shape, without its lookarounds). */
const REPEATED_FILLER = /[ \t](\p{L}{1,8})[ \t]+[\p{L}\p{N}+()/:,.#_-]{1,6}[ \t]+\1[ \t]/gu;

/**
 * Edits that drop the filler words of every piece-filler-piece run of `text`. Both readers take
 * runs inside one line, and every run holds its reader's gate: only the lines where the gate
 * occurs are read, so a long text pays for the few lines that may hold a run.
 */
export function fillerWordEdits(text: string, edits: Edit[]): void {
  for (const line of linesHolding(text, MIXED_GATE_ALL)) mixedFillerEdits(text, edits, line.start, line.end);
  if (!GATE.test(text)) return;
  // A line read alone: the lookarounds at its ends see a line feed or nothing, both no letter or digit.
  for (const line of linesHolding(text, REPEATED_FILLER)) {
    for (const m of text.slice(line.start, line.end).matchAll(RUN)) repeatedFillerEdits(text, line.start + m.index!, m[0], m[1]!, edits);
  }
}

/** The lines (between line feeds) where the global regex `gate` matches, in order. */
function linesHolding(text: string, gate: RegExp): Array<{ start: number; end: number }> {
  const lines: Array<{ start: number; end: number }> = [];
  gate.lastIndex = 0;
  for (let m = gate.exec(text); m !== null; m = gate.exec(text)) {
    const start = text.lastIndexOf('\n', m.index) + 1;
    const feed = text.indexOf('\n', m.index);
    const end = feed < 0 ? text.length : feed;
    lines.push({ start, end });
    gate.lastIndex = end;
  }
  return lines;
}

/** Drops the fillers of one RUN match (`run` at `at`, its filler word `filler`) when its pieces read as a cut value. */
function repeatedFillerEdits(text: string, at: number, run: string, filler: string, edits: Edit[]): void {
  const parts = run.split(/[ \t]+/);
  const pieces = parts.filter((_, i) => i % 2 === 0);
  const fillers = parts.filter((_, i) => i % 2 === 1);
  // The same filler each time, never one of the pieces; most pieces hold a digit.
  if (fillers.length < MIN_FILLERS || fillers.some((f) => f !== filler)) return;
  if (pieces.some((p) => p.length > MAX_PIECE || p === filler)) return;
  if (pieces.join('').length < MIN_VALUE) return;
  if (2 * pieces.filter((p) => /\p{N}/u.test(p)).length <= pieces.length) return;
  let cursor = at + pieces[0]!.length;
  for (let k = 1; k < pieces.length; k++) {
    const next = text.indexOf(pieces[k]!, cursor + filler.length + 2);
    edits.push({ start: cursor, end: next, text: '' });
    cursor = next + pieces[k]!.length;
  }
}

/**
 * Pieces separated by fillers that vary or are two words long ("4716 then 2039 and 5512 then …",
 * "und dann", "y luego", "et puis"). Stricter than one repeated word, which prose rarely writes:
 * every piece is a number or a short code with a digit and no punctuation, the pieces are even
 * (all as long as the first, of two characters at least, the last no longer), as a value is cut;
 * numbers of any lengths ("page 12 of 40 and 7 of 300") and numbers in order ("1990 to 1995 and
 * 2000 to 2005") are prose. Even pieces joined by "and", "then", "und" (rooms, trains, tables)
 * are prose too: a word naming the value (card, IBAN, account, …) must stand nearby.
 */
const MIXED_PIECE = /^[\p{L}\p{N}]{1,6}$/u;
const FILLER_WORD = /^\p{L}{1,8}$/u;
const MIN_MIXED_FILLERS = 3;
/** Fewest characters of a value cut with varying fillers: a card, an account, a long phone number. */
const MIN_MIXED_VALUE = 12;
/**
 * What every run the mixed reader takes holds, on one line: four pieces with a digit (the first
 * and the inner ones ending their word, the inner ones whole) and one or two filler words of
 * letters between each two. Only the tokens of the text where this occurs can start such a run.
 */
const MIXED_FILLER = '(?:[ \\t\\r]+\\p{L}{1,8}){1,2}[ \\t\\r]+';
const INNER_PIECE = '[\\p{L}\\p{N}]{0,5}\\p{N}[\\p{L}\\p{N}]{0,5}';
const MIXED_GATE_ALL = new RegExp(`\\p{N}[\\p{L}\\p{N}]{0,5}${MIXED_FILLER}${INNER_PIECE}${MIXED_FILLER}${INNER_PIECE}${MIXED_FILLER}[\\p{L}\\p{N}]{0,5}\\p{N}`, 'gu');

interface Token {
  text: string;
  start: number;
  /** Whether punctuation was cut off before or after it: only the run's ends may have any. */
  lead: boolean;
  trail: boolean;
}

/** Whether the numeric pieces rise or fall throughout: a list or a range, not a cut value. */
export function isOrdered(pieces: string[]): boolean {
  if (!pieces.every((p) => /^\p{N}+$/u.test(p))) return false;
  const n = pieces.map(Number);
  const up = n.every((v, k) => k === 0 || v >= n[k - 1]!);
  const down = n.every((v, k) => k === 0 || v <= n[k - 1]!);
  return up || down;
}

/** All pieces as long as the first (two characters at least), the last no longer. */
function isEven(pieces: string[]): boolean {
  const size = pieces[0]!.length;
  return size >= 2 && pieces.slice(0, -1).every((p) => p.length === size) && pieces[pieces.length - 1]!.length <= size;
}

/** The mixed reader on text[from, to): one line, as a run never crosses a line feed. */
function mixedFillerEdits(text: string, edits: Edit[], from: number, to: number): void {
  // Words between blanks, without the punctuation of the sentence around them ("(4716", "8837.").
  const tokens: Token[] = [...text.slice(from, to).matchAll(/[^ \t\n\r]+/g)].map((m) => {
    const lead = /^[("'«“]*/u.exec(m[0])![0].length;
    const text = m[0].slice(lead).replace(/[.,;:!?)"'»”]+$/u, '');
    return { text, start: from + m.index! + lead, lead: lead > 0, trail: lead + text.length < m[0].length };
  });
  const isPiece = (t: Token): boolean => MIXED_PIECE.test(t.text) && /\p{N}/u.test(t.text);
  let i = 0;
  while (i < tokens.length) {
    if (!isPiece(tokens[i]!)) {
      i++;
      continue;
    }
    // Read piece (filler of one or two words) piece …, on one line.
    const pieces = [tokens[i]!];
    const fillers: string[] = [];
    let j = i + 1;
    for (;;) {
      let k = j;
      const words: string[] = [];
      const clean = (t: Token): boolean => !t.lead && !t.trail;
      while (k < tokens.length && words.length < 2 && clean(tokens[k]!) && FILLER_WORD.test(tokens[k]!.text) && !isPiece(tokens[k]!)) words.push(tokens[k++]!.text);
      const next = tokens[k];
      // "2019, and 2020, …" is a list: no punctuation inside the run.
      if (!words.length || !next || !isPiece(next) || next.lead || pieces[pieces.length - 1]!.trail) break;
      if (text.slice(pieces[pieces.length - 1]!.start, next.start).includes('\n')) break;
      fillers.push(words.join(' ').toLowerCase());
      pieces.push(next);
      j = k + 1;
    }
    const values = pieces.map((p) => p.text);
    const fillerSet = new Set(fillers);
    // One repeated one-word filler is the reader above's; here fillers vary or have two words.
    const mixed = new Set(fillers).size > 1 || fillers.some((f) => f.includes(' '));
    if (
      mixed &&
      fillers.length >= MIN_MIXED_FILLERS &&
      values.join('').length >= MIN_MIXED_VALUE &&
      isEven(values) &&
      !values.some((v) => fillerSet.has(v.toLowerCase())) &&
      !isOrdered(values) &&
      hasValueLabelNear(text, pieces[0]!.start, pieces[pieces.length - 1]!.start + pieces[pieces.length - 1]!.text.length)
    ) {
      for (let k = 1; k < pieces.length; k++) {
        const prev = pieces[k - 1]!;
        edits.push({ start: prev.start + prev.text.length, end: pieces[k]!.start, text: '' });
      }
    }
    i = Math.max(i + 1, j);
  }
}

// `noisy-labels`: a value right after its field label when the label is not written the way a
// pattern expects it. Scanned and typed forms spell labels in every way but the dictionary one:
// letters spaced out ("D A T E   O F   B I R T H:", "Д . Р ."), digits read for letters ("D.O.8.",
// "D0B", "F0delsedatum"), one letter misread or lost ("Birth datc", "nacirniento"), abbreviations
// with or without dots ("Dt. nasc.", "Geb.-Datum"). The label is compared on its letters only:
// accents, spaces, dots and dashes dropped, the digits OCR confuses with letters (0 o, 1 l, 5 s,
// 8 b) read as those letters. A label of `labels` (compared the same way) must end right before
// the value, starting at a word start; labels of eight letters or more may differ by one edit.
// The value is a `cell` match starting after the label's separator (a colon, spaces, a tab; a
// qualifier in brackets between label and colon is passed over);
// a named group `v` in `cell` narrows the span proposed (a date without its "г." suffix).
// With `answersOnly`, only answers to a question are read (a clean "Name?" asks for the value
// however the label is written).
// With `notLabels`, words one edit away from a label that are the labels of other fields
// ("passport" is one letter from "passwort") are not read as that label misspelt.
// With `noisyOnly`, a label written exactly as listed (case aside) is not read: rules for clean
// labels, with their own checks, read those.
// A question and its answer count as a label and its value: the line before the answer ends
// with the label and a question mark, and the answer line opens with a speaker ("[00:54] Klant:",
// "Caller:") or nothing, and holds nothing after the value but a remark in brackets (a date that
// opens a chat export's line before its time and sender is the message's date).

import { OCR_DIGIT_LETTERS, stringListParam, wholeCellParam, type Finder, type FinderSpan } from './finder.js';
import { everyMatch } from '../prefilter/every-match.js';

/** Characters read from a label back to the value: at most this many. */
const MAX_LABEL_REACH = 64;
/** How far a line is read around a value: its start (for an answer's speaker) and its end. */
const LINE_REACH = 160;
/** Letters a label may hold before it may differ by an edit. */
const FUZZY_FROM = 8;

const LETTER = /[\p{L}\p{M}]/u;
const COMBINING_LATIN = /[\u0300-\u036f]/g;

const FOLDED = new Map<string, string>();

/** One character as the label comparison reads it: '' when it is dropped. */
function fold(c: string): string {
  let f = FOLDED.get(c);
  if (f === undefined) {
    const s = OCR_DIGIT_LETTERS[c] ?? c.normalize('NFD').replace(COMBINING_LATIN, '').toLowerCase();
    f = LETTER.test(s) ? s : '';
    // Only characters of a bounded set are remembered: the cache cannot grow with the texts scanned.
    if (FOLDED.size < 4096) FOLDED.set(c, f);
  }
  return f;
}

/** A label as compared: its letters, folded. */
export const foldLabel = (label: string): string => [...label].map(fold).join('');

/** At most one edit (substitution, insertion or deletion) between a and b. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

interface Folded {
  /** The folded letters, last one first. */
  letters: string;
  /** For each folded letter (same order), the offset of its character in the text. */
  at: number[];
}

/** The folded letters of text[from, to), read backwards from `to`, at most `max` of them. */
function foldBackwards(text: string, from: number, to: number, max: number): Folded {
  let letters = '';
  const at: number[] = [];
  for (let i = to - 1; i >= from && letters.length < max; i--) {
    const f = fold(text[i]!);
    if (!f) continue;
    // A character may fold to more than one letter (ß → ss); kept in reading order.
    for (let k = f.length - 1; k >= 0; k--) {
      letters += f[k];
      at.push(i);
    }
  }
  return { letters, at };
}

const isWordChar = (c: string | undefined): boolean => c !== undefined && (LETTER.test(c) || /[0-9]/.test(c));

interface Label {
  label: string;
  /** The folded label, last letter first (as the text is read back from the value). */
  reversed: string;
}

/** Whether the text before `end` (back to `from`) ends with one of the labels, starting at a word start. */
function endsWithLabel(text: string, from: number, end: number, labels: readonly Label[], longest: number, clean?: ReadonlySet<string>, others?: ReadonlySet<string>): boolean {
  const back = foldBackwards(text, from, end, longest + 1);
  if (!back.letters) return false;
  for (const { label, reversed } of labels) {
    const lengths = label.length >= FUZZY_FROM ? [label.length, label.length - 1, label.length + 1] : [label.length];
    for (const n of lengths) {
      if (n > back.letters.length) continue;
      const tail = back.letters.slice(0, n);
      if (tail !== reversed && !(label.length >= FUZZY_FROM && withinOneEdit(tail, reversed) && !others?.has(tail))) continue;
      const first = back.at[n - 1]!;
      // The label starts a word (in a spaced-out label every letter does).
      if (isWordChar(text[first - 1])) continue;
      // With `noisyOnly`, a label written as listed is left to the rules that read clean labels.
      if (clean?.has(text.slice(first, end).trim().toLowerCase())) return false;
      return true;
    }
  }
  return false;
}

/**
 * The separator between a label and its value: a colon, spaces or a tab, or an equals sign, after
 * a qualifier in brackets the label may carry ("PIN (online):", "Date of birth (dd/mm/yyyy):").
 */
const SEPARATOR_BEFORE = /(?:[ \t]*[(（][^()（）\n]{1,24}[)）])?(?:[ \t]*[:：=][ \t]*|[ \t]+)$/u;
/** The answer line's opening: a time stamp and a speaker, or nothing. */
const ANSWER_OPENING = /^[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*)?(?:[^\s:：\[\]][^\n:：?]{0,39}[:：][ \t]*)?$/u;

/** The rest of the answer line: nothing, or a remark in brackets ("(48 jaar)") — not a message's time and sender. */
const ANSWER_CLOSING = /^[ \t]*(?:[(（][^()（）\n]{0,40}[)）])?[ \t.。]*\r?$/u;

/** The start of the line holding `at`, read at most LINE_REACH characters back (`known`: found within them). */
function lineStartBefore(text: string, at: number): { start: number; known: boolean } {
  const limit = Math.max(0, at - LINE_REACH);
  for (let i = at - 1; i >= limit; i--) if (text[i] === '\n') return { start: i + 1, known: true };
  return { start: limit, known: limit === 0 };
}

/** The end of the line holding `at`, read at most LINE_REACH characters on. */
function lineEndAt(text: string, at: number): number {
  const limit = Math.min(text.length, at + LINE_REACH);
  for (let i = at; i < limit; i++) if (text[i] === '\n') return i;
  return limit;
}

export const noisyLabels: Finder = {
  name: 'noisy-labels',
  description:
    'A value (`cell`) right after a field label written with scan or typing noise (spaced-out letters, digits for letters, one misread letter, abbreviations): the label, compared on its folded letters, must end with one of `labels` (a word of `notLabels`, another field\'s label, is not read as a misspelt label); a question line ending with the label and the answer line after it count as label and value.',
  references: ['https://en.wikipedia.org/wiki/Optical_character_recognition', 'https://en.wikipedia.org/wiki/Levenshtein_distance'],
  prepare(params) {
    const cell = wholeCellParam(params, { bounds: 'word', global: true, indices: true });
    const labels: Label[] = [...new Set((stringListParam(params, 'labels') ?? []).map(foldLabel).filter((l) => l.length >= 2))].map((label) => ({ label, reversed: [...label].reverse().join('') }));
    if (!labels.length) throw new Error('params.labels must list the field labels read');
    const longest = Math.max(...labels.map((l) => l.label.length));
    const answersOnly = params?.['answersOnly'] === true;
    // `notLabels`: words one edit away from a label that name another field ("passport" beside "passwort").
    const others = new Set((stringListParam(params, 'notLabels') ?? []).map((l) => [...foldLabel(l)].reverse().join('')));
    const clean = params?.['noisyOnly'] === true ? new Set((stringListParam(params, 'labels') ?? []).map((l) => l.toLowerCase())) : undefined;
    return (text, memo): FinderSpan[] => {
      const out: FinderSpan[] = [];
      for (const m of everyMatch(cell, text, memo?.indexOf(text))) {
        const span = m.indices?.groups?.['v'] ?? m.indices![0]!;
        // Only the last characters before the value are read, however long its line.
        const { start: lineStart, known: lineKnown } = lineStartBefore(text, m.index);
        const before = text.slice(Math.max(lineStart, m.index - MAX_LABEL_REACH - 4), m.index);
        const sep = SEPARATOR_BEFORE.exec(before);
        let found = false;
        if (sep && !answersOnly) {
          const labelEnd = m.index - sep[0].length;
          found = labelEnd > lineStart && endsWithLabel(text, Math.max(lineStart, labelEnd - MAX_LABEL_REACH), labelEnd, labels, longest, clean, others);
        }
        if (!found && lineKnown && lineStart > 0 && ANSWER_OPENING.test(text.slice(lineStart, m.index)) && ANSWER_CLOSING.test(text.slice(m.index + m[0].length, lineEndAt(text, m.index)))) {
          // The answer to a question on the line before: "Geb. datum?" then "[00:54] Klant: 23 maart 1991".
          const prevEnd = lineStart - 1 - (text[lineStart - 2] === '\r' ? 1 : 0);
          const prevStart = lineStartBefore(text, prevEnd).start;
          const question = /[?？][ \t]*$/u.exec(text.slice(prevStart, prevEnd));
          if (question) {
            const qEnd = prevEnd - question[0].length;
            found = qEnd > prevStart && endsWithLabel(text, Math.max(prevStart, qEnd - MAX_LABEL_REACH), qEnd, labels, longest, clean, others);
          }
        }
        if (found) out.push({ start: span[0], end: span[1] });
      }
      return out;
    };
  },
};

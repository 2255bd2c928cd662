// Every occurrence of a found value: a secret or an identifier found once is usually pasted
// again elsewhere in the same text (a log line repeated, a key quoted back), often where no rule's
// context holds. The scan's everyOccurrence option adds those copies; a request's shared scan
// (src/registry/shared-scan.ts) derives the same result from its kept matches.

import type { Match } from './matcher.js';
import { forEachOccurrence, PREFIX } from './exact-occurrences.js';

/** Values shorter than this are too common to chase through the text (and the search needs PREFIX). */
const MIN_REPEATED_VALUE = Math.max(8, PREFIX);

/** Exact copies of found values elsewhere in the text, not already covered by a match. */
export function repeatedOccurrences(text: string, found: readonly Match[]): Match[] {
  const byValue = new Map<string, Match>();
  for (const m of found) {
    const value = text.slice(m.start, m.end);
    if (value.length >= MIN_REPEATED_VALUE && !byValue.has(value)) byValue.set(value, m);
  }
  if (byValue.size === 0) return [];
  const values = [...byValue.keys()];
  const covered = coverage(found);
  const extra: Match[] = [];
  forEachOccurrence(values, text, (index, start) => {
    const value = values[index]!;
    const end = start + value.length;
    if (covered(start, end)) return;
    // A copy glued to more letters or digits is part of another word: the password "postgres"
    // does not make every "postgresql" a finding.
    if (gluedAt(text, start - 1, value[0]!) || gluedAt(text, end, value[value.length - 1]!)) return;
    const m = byValue.get(value)!;
    extra.push({ ...m, start, end });
  });
  return extra;
}

/** Whether some match spans [start, end): a binary search over starts with a running maximum of
 * ends, so a text with thousands of findings is not checked pairwise. */
function coverage(found: readonly Match[]): (start: number, end: number) => boolean {
  const sorted = [...found].sort((a, b) => a.start - b.start);
  const starts = sorted.map((m) => m.start);
  const maxEnd: number[] = [];
  sorted.forEach((m, i) => maxEnd.push(Math.max(m.end, i ? maxEnd[i - 1]! : -1)));
  return (start, end) => {
    let lo = 0;
    let hi = starts.length; // first index whose start is greater than `start`
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! <= start) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && maxEnd[lo - 1]! >= end;
  };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Whether text[i] continues a word that `edge` (the value's first or last character) is part of. */
function gluedAt(text: string, i: number, edge: string): boolean {
  return i >= 0 && i < text.length && WORD_CHAR.test(edge) && WORD_CHAR.test(text[i]!);
}

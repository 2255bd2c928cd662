// One engine scan of a text per rule set in a request, whatever options its checks ask for. In a
// guard request pii_secrets scans the text with the pii_secrets packs (overlaps resolved, every
// occurrence of a found value) and output_safety scans the same text with the same packs keeping
// overlaps: both results follow from one scan that keeps overlaps, so the second check pays for
// no scan at all. The derived results equal what matcher.scan returns for those options (the
// test in test/registry/shared-scan.test.ts holds the two side by side).
//
// Shared only inside a run that has request views, and only for scans that decode (the costly
// ones, which the text checks repeat): a trace (explain mode) records as it scans, `only` selects
// rules, and a check's scans of its own views without decoding (an agent action's commands, say)
// are not repeated by another check, so those run on their own and take no place in the views.

import type { Match, RuleMatcher, ScanOptions } from '../engine/matcher.js';
import { resolveOverlaps } from '../engine/resolve-overlaps.js';
import { forEachOccurrence, PREFIX } from '../engine/exact-occurrences.js';
import { activeViews } from '../text/request-views.js';

/** The matches `matcher.scan(text, options)` returns, from the request's shared scan; undefined when the options cannot share one. */
export function sharedScan(matcher: RuleMatcher, text: string, options: ScanOptions | undefined): Match[] | undefined {
  const views = activeViews();
  if (!views || options?.trace || options?.only || options?.decode === false) return undefined;
  const target = options?.target ?? 'text';
  const all = views.of(text).memo(matcher, target, () => Object.freeze(matcher.scan(text, { target, keepOverlaps: true })));
  if (options?.keepOverlaps) return [...all];
  // The same resolution the engine applies to its unsorted matches: resolveOverlaps sorts stably
  // by start and end first, so the order it receives them in does not change what it keeps.
  const resolved = resolveOverlaps(all);
  if (!options?.everyOccurrence) return resolved;
  return resolveOverlaps([...resolved, ...repeatedOccurrences(text, resolved)]);
}

// ---- every occurrence of a found value (as the engine's scan with everyOccurrence) ------------

/** Values shorter than this are too common to chase through the text (and the search needs PREFIX). */
const MIN_REPEATED_VALUE = Math.max(8, PREFIX);

/** Exact copies of found values elsewhere in the text, not already covered by a match. */
function repeatedOccurrences(text: string, found: readonly Match[]): Match[] {
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
    // A copy glued to more letters or digits is part of another word.
    if (gluedAt(text, start - 1, value[0]!) || gluedAt(text, end, value[value.length - 1]!)) return;
    extra.push({ ...byValue.get(value)!, start, end });
  });
  return extra;
}

/** Whether some match spans [start, end): a binary search over starts with a running maximum of ends. */
function coverage(found: readonly Match[]): (start: number, end: number) => boolean {
  const sorted = [...found].sort((a, b) => a.start - b.start);
  const starts = sorted.map((m) => m.start);
  const maxEnd: number[] = [];
  sorted.forEach((m, i) => maxEnd.push(Math.max(m.end, i ? maxEnd[i - 1]! : -1)));
  return (start, end) => {
    let lo = 0;
    let hi = starts.length;
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

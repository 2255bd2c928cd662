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
import { repeatedOccurrences } from '../engine/repeated-occurrences.js';
import { activeViews } from '../text/request-views.js';
import { foldDigits } from '../text/digits.js';

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
  // The engine finds copies on the text as it matches it (digits of every script read as ASCII).
  return resolveOverlaps([...resolved, ...repeatedOccurrences(foldDigits(text), resolved)]);
}

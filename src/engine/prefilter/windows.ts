// Windows around required literals: a rule that would search the whole text (no keyword gates it,
// or one of its keywords occurs somewhere), whose every match holds one of a few literals
// somewhere ("password", "passcode", … after a long list of request verbs), runs its
// regex only on the stretches of text around those literals' hits, found by the matcher's one
// anchor pass. Each window reaches as far as a match holding the hit can, plus what the pattern's
// assertions look at, so the search inside it sees what a search over the whole text sees; a
// text without any of the literals costs the rule nothing.

import type { AnchorSearch } from './prefilter.js';
import type { TextIndex } from './text-index.js';
import type { PatternFacts } from './analyse-pattern.js';

export interface LiteralWindows {
  /** The required literals, found by the anchor pass (maxOffset unused). */
  readonly search: AnchorSearch;
  /** The longest match, in UTF-16 code units. */
  readonly maxLength: number;
  /** Code units before a window that the search must see (lookbehinds, \b). */
  readonly behind: number;
  /** Code units after the longest match that lookaheads may read. */
  readonly ahead: number;
}

export interface Window {
  readonly start: number;
  readonly end: number;
  /** Code units before `start` the search must see. */
  readonly behind: number;
}

/** Windows pay when a match is short next to a text; beyond this length they rarely skip anything. */
const MAX_WINDOWED_LENGTH = 4096;

export function literalWindowsOf(facts: PatternFacts, search: (literals: readonly string[]) => AnchorSearch): LiteralWindows | undefined {
  const { required, maxLength, lookbehind, lookahead } = facts;
  if (!required?.length || !(maxLength <= MAX_WINDOWED_LENGTH) || !Number.isFinite(lookbehind) || !Number.isFinite(lookahead)) return undefined;
  // One more code unit each way: ^, $ and \b read the neighbour of the place they stand.
  return { search: search(required), maxLength, behind: lookbehind + 1, ahead: lookahead + 1 };
}

/** The merged windows of `text` in which a match of the rule can lie; none when no literal occurs. */
export function windowsIn(index: TextIndex, w: LiteralWindows, minBehind: number): Window[] {
  const hits = index.anchorHits(w.search);
  const length = index.text.length;
  const behind = Math.max(minBehind, w.behind);
  const spans: Array<{ start: number; end: number; behind: number }> = [];
  // Hits come in order of their end, so window starts (end − maxLength) ascend.
  for (let k = 0; k < hits.length; k += 2) {
    const start = Math.max(0, hits[k + 1]! - w.maxLength);
    const end = Math.min(length, hits[k]! + w.maxLength + w.ahead);
    const last = spans[spans.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else spans.push({ start, end, behind });
  }
  return spans;
}

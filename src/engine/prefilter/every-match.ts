// Every match of a finder's global regex in a text, found the way a rule's pattern is: tried only
// where the regex's prefilter allows a match to start (prefilter.ts), reading the position lists
// and anchor hits that the text's other rules already built (TextIndex). A finder that looked for
// its cell with `regex.exec` in a loop tried the whole pattern at every place of the text: a
// written date's month names in twenty languages, at each of a kilobyte's thousand places.

import { prefilterFor, type Prefilter } from './prefilter.js';
import { candidatesIn, matchAtCandidates } from './run.js';
import { TextIndex } from './text-index.js';

/**
 * Texts of at most this many code units are searched without a prefilter, by the matcher's rules
 * and by everyMatch: on a tool name, a path or one shell command (an agent action's views),
 * building the text's position lists cost about three times the native searches they would spare.
 */
export const MIN_PREFILTERED_TEXT = 256;

/** Each regex's prefilter, derived once (null: none can be derived, search natively). */
const prefilters = new WeakMap<RegExp, Prefilter | null>();

function prefilterOf(regex: RegExp): Prefilter | null {
  let pf = prefilters.get(regex);
  if (pf === undefined) prefilters.set(regex, (pf = prefilterFor(regex) ?? null));
  return pf;
}

/**
 * Calls `onMatch` for each non-empty match of the global `regex` in text[from, span.end), searched
 * from span.start (the code units from `from` on give lookbehinds their context), in order; `m.index`
 * is relative to `from`. With a prefilter, and a text long enough for its position lists to pay
 * (built once per text, they pay off only over many searches of a longer one), the regex is tried
 * only at the places the prefilter allows (its sticky copy): the same matches.
 * The candidate buffer is shared by every search: `onMatch` must not search itself.
 */
export function searchSpan(
  regex: RegExp,
  pf: Prefilter | undefined,
  text: string,
  from: number,
  span: { start: number; end: number },
  index: TextIndex | undefined,
  onMatch: (m: RegExpExecArray) => void,
): void {
  const candidates = pf && text.length > MIN_PREFILTERED_TEXT ? candidatesIn(pf, index ?? new TextIndex(text), from, span) : undefined;
  if (candidates && candidates.count === 0) return;
  const slice = from === 0 && span.end === text.length ? text : text.slice(from, span.end);
  if (candidates) {
    matchAtCandidates(pf!.sticky, candidates, slice, from, onMatch);
    return;
  }
  regex.lastIndex = span.start - from;
  for (let m = regex.exec(slice); m !== null; m = regex.exec(slice)) {
    if (m[0].length === 0) regex.lastIndex++;
    else onMatch(m);
  }
}

/**
 * The non-empty matches of `regex` (which must have the g flag) in `text`, in order: the same
 * matches, with the same groups and indices, as `regex.exec` called in a loop from 0 (an empty
 * match skipped a code unit on). `index`: the text's shared index, when the caller has one.
 */
export function everyMatch(regex: RegExp, text: string, index?: TextIndex): RegExpExecArray[] {
  if (!regex.global) throw new Error('everyMatch needs a global regex');
  const found: RegExpExecArray[] = [];
  // The prefilter is derived only once a text is long enough to use it.
  const pf = text.length > MIN_PREFILTERED_TEXT ? (prefilterOf(regex) ?? undefined) : undefined;
  searchSpan(regex, pf, text, 0, { start: 0, end: text.length }, index, (m) => found.push(m));
  return found;
}

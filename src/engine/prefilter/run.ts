// Runs a rule's regex only where its prefilter allows a match to start, emulating the global
// search exactly (same matches, same order, same skipping after an empty match).

import type { AnchorSearch, Prefilter } from './prefilter.js';
import { CharSet } from './char-set.js';
import type { Behind, LeadRun, LineStartOr } from './analyse-pattern.js';
import { lowerBound, MIN_INDEXED_RUN, type TextIndex } from './text-index.js';

/** Listing candidate positions pays only when at most this share of the text are candidates. */
export const MAX_CANDIDATE_SHARE = 1 / 8;

const isLead = (c: number): boolean => (c & 0xfc00) === 0xd800;
const isTrail = (c: number): boolean => (c & 0xfc00) === 0xdc00;


let survivors = new Int32Array(1024);

/**
 * The positions in `span` where a match of the rule may start, as a global search from
 * span.start would try them, written to the returned buffer's first `count` entries; or
 * undefined when so many survive the cheap tests that one native global search is cheaper.
 */
export function candidatesIn(
  pf: Prefilter,
  index: TextIndex,
  from: number,
  span: { start: number; end: number },
  maxShare = MAX_CANDIDATE_SHARE,
): { buffer: Int32Array; count: number } | undefined {
  let positions = pf.anchors
    ? anchoredStarts(index, pf.anchors, span)
    : pf.onlyAfter
      ? index.memo(pf.onlyAfter.key, () => startsAfter(index, pf.onlyAfter!, pf.first, maxShare))
      : pf.lineStartOr
        ? index.memo(pf.lineStartOr.key, () => lineStartsOr(index, pf.lineStartOr!, maxShare))
        : pf.byRun
        ? null
        : index.positions(pf.listSet, pf.listKey, pf.afterNonWord, maxShare);
  const text = index.text;
  let start = span.start;
  // In unicode mode a search that starts inside a surrogate pair starts at the pair.
  if (pf.unicode && start > from && isTrail(text.charCodeAt(start)) && isLead(text.charCodeAt(start - 1))) start--;
  // Too many places start with a first character, or more than start a long enough run of the
  // leading run's classes (a base58 address after every digit of a log): the run index lists
  // fewer (runs of at least MIN_INDEXED_RUN). Either list holds every place a match can start;
  // the tests below are exact on both.
  let listed = positions !== null;
  if (pf.leadRun && pf.leadRun.length >= MIN_INDEXED_RUN && (positions === null || (!pf.anchors && !pf.onlyAfter))) {
    const runs = index.runStarts(pf.runClasses, pf.leadRun.length, maxShare);
    if (runs !== null && (positions === null || countIn(runs, start, span.end) < countIn(positions, start, span.end))) {
      positions = runs;
      listed = false;
    }
  }
  if (positions === null) return undefined;
  const end = span.end;
  const lo = lowerBound(positions, start);
  const hi = lowerBound(positions, end, lo);
  if (lo === hi) return { buffer: survivors, count: 0 };
  const limit = Math.max(1, Math.floor((end - span.start) / pf.cost.unitsPerAttempt()));
  const digits = pf.minDigits > 0 ? index.digits() : undefined;
  const minDigits = pf.minDigits;
  const maxLength = pf.maxLength;
  const notBefore = pf.notBefore;
  const run = pf.leadRun;
  const behind = pf.onlyAfter?.behind;
  const first = pf.first;
  // Whether a listed place must still be tested for a first code unit (the places after a
  // lookbehind's code units are listed with that test done).
  const exact = !listed || pf.anchors !== undefined || (pf.onlyAfter === undefined && pf.listSet !== first);
  // Every listed place survives when no test applies: past the limit, the native search is cheaper.
  if (!exact && !notBefore && !digits && !run && !behind && hi - lo > limit) return undefined;
  let count = 0;
  for (let k = lo; k < hi; k++) {
    const p = positions[k]!;
    if (exact && !first.has(text.charCodeAt(p))) continue;
    if (notBefore && p > from && notBefore.has(text.charCodeAt(p - 1))) continue;
    if (digits && digits[Math.min(p + maxLength, end)]! - digits[p]! < minDigits) continue;
    if (run && !startsRun(text, p, end, run)) continue;
    if (behind && !behindHolds(text, from, behind, p, behind.optional.length)) continue;
    if (count === limit) return undefined;
    if (count === survivors.length) {
      const grown = new Int32Array(survivors.length * 2);
      grown.set(survivors);
      survivors = grown;
    }
    survivors[count++] = p;
  }
  return { buffer: survivors, count };
}

/** How many entries of the ascending `list` lie in [from, to). */
function countIn(list: Int32Array, from: number, to: number): number {
  return lowerBound(list, to) - lowerBound(list, from);
}

/**
 * Ascending positions from which a match in `span` may reach one of the anchor literals: up to
 * maxOffset before each literal inside the span (a match ends inside it, so its literal lies
 * inside it too). The literals were found by one pass over the text for all rules.
 */
function anchoredStarts(index: TextIndex, anchors: AnchorSearch, span: { start: number; end: number }): Int32Array {
  const hits = index.anchorHits(anchors);
  // One unit early: in unicode mode a search from inside a surrogate pair starts at the pair.
  const from = Math.max(0, span.start - 1);
  // Hits are in order of their end: only those ending in (from, span.end] can lie inside the
  // span, found by binary search, so a rule with many regions does not read every hit for each.
  let lo = 0;
  let hi = hits.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (hits[2 * mid + 1]! <= from) lo = mid + 1;
    else hi = mid;
  }
  let stop = lo;
  while (stop < hits.length / 2 && hits[2 * stop + 1]! <= span.end) stop++;
  const out = startsBuffer((stop - lo) * (anchors.maxOffset + 1));
  let n = 0;
  let last = -1;
  let previousStart = -1;
  let ordered = true;
  for (let k = 2 * lo; k < 2 * stop; k += 2) {
    const start = hits[k]!;
    if (start < from) continue;
    // Hits arrive in order of their end: their starts are ascending unless literals differ in length.
    if (start < previousStart) ordered = false;
    previousStart = start;
    for (let p = Math.max(0, start - anchors.maxOffset, ordered ? last + 1 : 0); p <= start; p++) out[n++] = p;
    last = start;
  }
  if (ordered) return out.subarray(0, n);
  const sorted = out.subarray(0, n).sort();
  let m = 0;
  for (let k = 0; k < sorted.length; k++) if (m === 0 || sorted[k] !== sorted[m - 1]) sorted[m++] = sorted[k]!;
  return sorted.subarray(0, m);
}

let starts = new Int32Array(1024);

/**
 * A reused buffer of at least `n` entries for anchoredStarts: its list is read by candidatesIn
 * alone, before the next call, so no list of places is allocated (and zeroed) per rule and region.
 */
function startsBuffer(n: number): Int32Array {
  if (starts.length < n) starts = new Int32Array(Math.max(n, starts.length * 2));
  return starts;
}

/** Whether text[p, p + run.length) lies inside the span and every code unit of it belongs to run.set. */
function startsRun(text: string, p: number, end: number, run: LeadRun): boolean {
  const runEnd = p + run.length;
  if (runEnd > end) return false;
  for (let k = p; k < runEnd; k++) if (!run.set.has(text.charCodeAt(k))) return false;
  return true;
}

const isLineTerminator = (c: number): boolean => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/**
 * Whether the lookbehind `behind` holds at q, reading its first `optional` optional units (each
 * present or not) backwards; the search sees text[from, …) only, so `from` is the start.
 */
function behindHolds(text: string, from: number, behind: Behind, q: number, optional: number): boolean {
  if (optional > 0) {
    if (behindHolds(text, from, behind, q, optional - 1)) return true;
    return q > from && behind.optional[optional - 1]!.has(text.charCodeAt(q - 1)) && behindHolds(text, from, behind, q - 1, optional - 1);
  }
  if (q === from) return behind.atStart;
  const before = text.charCodeAt(q - 1);
  return behind.required.has(before) || (behind.atStart && behind.multiline && isLineTerminator(before));
}

/**
 * Ascending positions just after a code unit of `after.set` (and 0 when the start is allowed)
 * whose code unit belongs to `first`, or null when the code units of `after.set` are too many.
 * Testing `first` here, once per text, lets a rule whose lookbehind is its only test see from the
 * list's length alone that a native search is cheaper, instead of testing places up to the limit.
 */
function startsAfter(index: TextIndex, after: NonNullable<Prefilter['onlyAfter']>, first: CharSet, maxShare: number): Int32Array | null {
  const before = index.positions(after.set, `a${after.set.key()}`, false, maxShare);
  if (before === null) return null;
  const text = index.text;
  const out = new Int32Array(before.length + 1);
  let n = 0;
  if (after.atStart && first.has(text.charCodeAt(0))) out[n++] = 0;
  for (let k = 0; k < before.length; k++) {
    const p = before[k]! + 1;
    if (first.has(text.charCodeAt(p))) out[n++] = p;
  }
  return out.subarray(0, n);
}

/** The line terminators outside ASCII: `^` under the m flag holds just after them too. */
const WIDE_LINE_BREAKS = ['\u2028', '\u2029'];

/**
 * Ascending places where `^` holds (0, and under the m flag each place after a line terminator)
 * or whose code unit belongs to `lines.set`; null when those code units and line breaks are too
 * many to be worth listing.
 */
function lineStartsOr(index: TextIndex, lines: LineStartOr, maxShare: number): Int32Array | null {
  const units = new CharSet();
  units.addAll(lines.set);
  if (lines.multiline) units.ascii[10] = units.ascii[13] = 1;
  const listed = index.positions(units, `a${units.key()}`, false, maxShare);
  if (listed === null) return null;
  const text = index.text;
  const places = [0];
  for (let k = 0; k < listed.length; k++) {
    const p = listed[k]!;
    if (lines.set.has(text.charCodeAt(p))) places.push(p);
    if (lines.multiline && isLineTerminator(text.charCodeAt(p))) places.push(p + 1);
  }
  // U+2028 and U+2029 (not in `units`, which would list every non-ASCII code unit) end lines too.
  let sort = false;
  if (lines.multiline)
    for (const wide of WIDE_LINE_BREAKS)
      for (let i = text.indexOf(wide); i >= 0; i = text.indexOf(wide, i + 1)) {
        places.push(i + 1);
        sort = true;
      }
  if (sort) places.sort((a, b) => a - b);
  const out = new Int32Array(places.length);
  let n = 0;
  for (const p of places) if (p <= text.length && (n === 0 || out[n - 1] !== p)) out[n++] = p;
  return out.subarray(0, n);
}

/**
 * Calls `onMatch` for every non-empty match of the sticky regex at the candidate positions
 * (text offsets; `slice` is text[from, …)), skipping candidates inside a previous match.
 */
export function matchAtCandidates(
  sticky: RegExp,
  candidates: { buffer: Int32Array; count: number },
  slice: string,
  from: number,
  onMatch: (m: RegExpExecArray) => void,
): void {
  // The buffer is shared: onMatch (the acceptance steps) must not list candidates itself.
  const { buffer: list, count } = candidates;
  let lastIndex = -1;
  for (let k = 0; k < count; k++) {
    const p = list[k]!;
    if (p < lastIndex) continue;
    sticky.lastIndex = p - from;
    const m = sticky.exec(slice);
    if (m === null) continue;
    if (m[0].length === 0) {
      lastIndex = from + m.index + 1;
      continue;
    }
    onMatch(m);
    lastIndex = from + m.index + m[0].length;
  }
}

// Facts about one scanned text that every rule's prefilter shares, each computed at most once
// per text and only when some rule asks: running digit counts, how often each code unit occurs,
// the positions of each code unit, and the positions that start a token. A rule's candidate
// positions are then read from these (cached per set of first characters), never by a pass of
// its own over the whole text.

import type { CharSet } from './char-set.js';
import type { AnchorHits, AnchorPass } from './anchor-pass.js';
import type { AnchorSearch } from './prefilter.js';
import { WIDE, type ListPlan, type UnitTable } from './list-plan.js';

/** A sort of k positions costs about as much as reading k × this many code units of the text. */
const SORT_COST_PER_LOG = 16;
const isWordUnit = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

export class TextIndex {
  private digitCounts: Int32Array | undefined;
  private counts: Int32Array | undefined;
  /** Positions grouped by code unit (counting sort): bucket c is order[offsets[c], offsets[c + 1]). */
  private order: Int32Array | undefined;
  private offsets: Int32Array | undefined;
  private tokenStarts: Int32Array | undefined;
  private rareUnits: Int32Array | undefined;
  private readonly lists = new Map<string, Int32Array | null>();
  /** runStarts lists by classes and length (a number key: no string is built per lookup). */
  private readonly runLists = new Map<number, Int32Array | null>();
  private readonly runs = new Map<number, Int32Array>();
  private classSegments: { starts: Int32Array; classes: Uint8Array; count: number } | undefined;
  private readonly memos = new Map<unknown, unknown>();
  /** Whether the lists of the plan have been built for this text. */
  private planned = false;
  /**
   * The plan's lists as built: slot k's positions are built.buffer[base[k], base[k + 1]) when
   * kept[k] is 1 (else null), for the slots planned when they were built. Each is cut out of the
   * buffer only when a rule asks for it: a view per list cost more than building them all.
   */
  private built: { buffer: Int32Array; base: Int32Array; kept: Uint8Array } | undefined;
  /** Anchor searches the shared pass did not cover, in the order they were first asked for. */
  readonly uncovered: AnchorSearch[] = [];

  /**
   * @param anchorPass the matcher's shared pass over its rules' anchor literals, if it has one.
   * @param plan the position lists the matcher's rules ask for, built together (list-plan.ts).
   */
  constructor(
    readonly text: string,
    private readonly anchorPass?: AnchorPass,
    private readonly plan?: ListPlan,
  ) {}

  /**
   * Where the anchor literals of `search` occur in the text: read from the matcher's one pass
   * when it covers the search, otherwise from the search's own automaton (once per text).
   */
  anchorHits(search: AnchorSearch): AnchorHits {
    const pass = this.anchorPass;
    if (pass?.covers(search)) return this.memo('anchor-pass', () => pass.run(this.text))(search);
    return this.memo(search, () => {
      this.uncovered.push(search);
      const hits: number[] = [];
      search.automaton().forEachHit(this.text, (_, start, end) => hits.push(start, end));
      return hits;
    });
  }

  /** Any other per-text fact, computed on first use. */
  memo<T>(key: unknown, compute: () => T): T {
    if (this.memos.has(key)) return this.memos.get(key) as T;
    const value = compute();
    this.memos.set(key, value);
    return value;
  }

  /** digits()[i] = how many ASCII digits text[0, i) holds. */
  digits(): Int32Array {
    if (this.digitCounts) return this.digitCounts;
    const text = this.text;
    const counts = new Int32Array(text.length + 1);
    let n = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 48 && c <= 57) n++;
      counts[i + 1] = n;
    }
    return (this.digitCounts = counts);
  }

  /** How often each ASCII code unit occurs (index 128: all others together). */
  private histogram(): Int32Array {
    if (this.counts) return this.counts;
    const counts = new Int32Array(WIDE + 1);
    const text = this.text;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      counts[c < WIDE ? c : WIDE]!++;
    }
    return (this.counts = counts);
  }

  private buckets(): { order: Int32Array; offsets: Int32Array } {
    if (this.order && this.offsets) return { order: this.order, offsets: this.offsets };
    const counts = this.histogram();
    const offsets = new Int32Array(WIDE + 2);
    for (let c = 0; c <= WIDE; c++) offsets[c + 1] = offsets[c]! + counts[c]!;
    const next = offsets.slice(0, WIDE + 1);
    const order = new Int32Array(this.text.length);
    const text = this.text;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      order[next[c < WIDE ? c : WIDE]!++] = i;
    }
    this.offsets = offsets;
    return { order: (this.order = order), offsets };
  }

  /** Positions of code units that are not ASCII word characters' continuations: no word unit just before. */
  private starts(): Int32Array {
    if (this.tokenStarts) return this.tokenStarts;
    const text = this.text;
    const found = new Int32Array(text.length);
    let n = 0;
    let prevWord = false;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const word = isWordUnit(c);
      if (!prevWord && !(c >= 97 && c <= 122) && c !== 32 && c !== 10) found[n++] = i;
      prevWord = word;
    }
    return (this.tokenStarts = found.subarray(0, n));
  }

  /**
   * Every list of the plan, in two passes over the text: one counts each bucket's positions (all,
   * and those starting a token, as starts() lists them), which sizes each list (or drops it, as
   * positions() does, when it would be too long); one fills them in ascending order. Between the
   * passes only the buckets the text holds are visited: a short text holds a dozen of the 129, and
   * walking every bucket's specs cost a short text more than both passes.
   */
  private buildPlanned(plan: ListPlan): void {
    this.planned = true;
    const text = this.text;
    const length = text.length;
    const specs = plan.specs;
    const { any, atStart } = plan.units();
    const all = new Int32Array(WIDE + 1);
    const atStarts = new Int32Array(WIDE + 1);
    let prevWord = false;
    for (let i = 0; i < length; i++) {
      const c = text.charCodeAt(i);
      const b = c < WIDE ? c : WIDE;
      all[b]!++;
      if (!prevWord && !(c >= 97 && c <= 122) && c !== 32 && c !== 10) atStarts[b]!++;
      prevWord = isWordUnit(c);
    }
    this.counts ??= all;
    const present = bucketsHeld(all);
    const counts = new Int32Array(specs.length);
    for (let j = 0; j < present.length; j++) {
      const b = present[j]!;
      for (let k = any.offsets[b]!; k < any.offsets[b + 1]!; k++) counts[any.specs[k]!]! += all[b]!;
      for (let k = atStart.offsets[b]!; k < atStart.offsets[b + 1]!; k++) counts[atStart.specs[k]!]! += atStarts[b]!;
    }
    // A list too long is dropped (null), as positions() drops it. The fill pass visits only the
    // lists kept: the dropped ones are mostly those of frequent code units, which cost the most
    // visits per code unit. The kept lists are views of one buffer, filled in one pass.
    const kept = new Uint8Array(specs.length);
    const base = new Int32Array(specs.length + 1);
    for (let slot = 0; slot < specs.length; slot++) {
      kept[slot] = counts[slot]! <= length * specs[slot]!.maxShare ? 1 : 0;
      base[slot + 1] = base[slot]! + (kept[slot] === 1 ? counts[slot]! : 0);
    }
    const buffer = new Int32Array(base[specs.length]!);
    const filled = base.slice(0, specs.length);
    // The fill pass reads the specs of the buckets the text holds only.
    const anyLive = liveUnits(any, kept, present);
    const startLive = liveUnits(atStart, kept, present);
    prevWord = false;
    for (let i = 0; i < length; i++) {
      const c = text.charCodeAt(i);
      const b = c < WIDE ? c : WIDE;
      for (let k = anyLive.offsets[b]!, stop = anyLive.offsets[b + 1]!; k < stop; k++) buffer[filled[anyLive.specs[k]!]!++] = i;
      if (!prevWord && !(c >= 97 && c <= 122) && c !== 32 && c !== 10)
        for (let k = startLive.offsets[b]!, stop = startLive.offsets[b + 1]!; k < stop; k++) buffer[filled[startLive.specs[k]!]!++] = i;
      prevWord = isWordUnit(c);
    }
    this.built = { buffer, base, kept };
  }

  /** The built list of a planned slot (undefined when the slot joined the plan after the build). */
  private plannedList(slot: number): Int32Array | null | undefined {
    const built = this.built;
    if (!built || slot >= built.kept.length) return undefined;
    if (built.kept[slot] !== 1) return null;
    const from = built.base[slot]!;
    const to = built.base[slot + 1]!;
    return from === to ? NO_POSITIONS : built.buffer.subarray(from, to);
  }

  /**
   * Positions of the code units that are not frequent in ordinary text (lower-case ASCII letters,
   * space, tab, line breaks): a list of several rarer code units is read from these rather than
   * from the whole text.
   */
  private rare(): Int32Array {
    if (this.rareUnits) return this.rareUnits;
    const text = this.text;
    const found = new Int32Array(text.length);
    let n = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (!(c < WIDE && FREQUENT_UNITS[c] === 1)) found[n++] = i;
    }
    return (this.rareUnits = found.subarray(0, n));
  }

  /**
   * Ascending positions that start at least `length` (≥ MIN_INDEXED_RUN) code units of the
   * classes in `mask` (see classMask), or null when they are more than `maxShare` of the text.
   * Read from the text's maximal runs of those classes, found once per mask and shared by every
   * run length.
   */
  runStarts(mask: number, length: number, maxShare: number): Int32Array | null {
    if (length < MIN_INDEXED_RUN) throw new RangeError(`runStarts lists runs of at least ${MIN_INDEXED_RUN} code units`);
    const key = mask * 0x10000 + length;
    const cached = this.runLists.get(key);
    if (cached !== undefined) return cached;
    const runs = this.runsOf(mask);
    let total = 0;
    for (let k = 0; k < runs.length; k += 2) total += Math.max(0, runs[k + 1]! - runs[k]! - length + 1);
    let list: Int32Array | null = null;
    if (total <= this.text.length * maxShare) {
      list = new Int32Array(total);
      let n = 0;
      for (let k = 0; k < runs.length; k += 2) for (let p = runs[k]!; p <= runs[k + 1]! - length; p++) list[n++] = p;
    }
    this.runLists.set(key, list);
    return list;
  }

  /**
   * The maximal runs of code units in the classes of `mask` at least MIN_INDEXED_RUN long (most
   * runs are words, shorter): [start, end, start, end, …]. Read from the text's class segments,
   * shared by every mask, so a mask costs a walk over the segments rather than a read of the text.
   */
  private runsOf(mask: number): Int32Array {
    let runs = this.runs.get(mask);
    if (runs) return runs;
    const { starts, classes, count } = this.segments();
    const length = this.text.length;
    // Each kept run and the code unit after it are at least MIN_INDEXED_RUN + 1 units: a buffer
    // for that many is filled without growing.
    const found = new Int32Array(2 * Math.ceil(length / (MIN_INDEXED_RUN + 1)) + 2);
    let n = 0;
    let runStart = -1;
    for (let k = 0; k < count; k++) {
      if ((mask & classes[k]!) !== 0) {
        if (runStart < 0) runStart = starts[k]!;
      } else if (runStart >= 0) {
        const end = starts[k]!;
        if (end - runStart >= MIN_INDEXED_RUN) {
          found[n++] = runStart;
          found[n++] = end;
        }
        runStart = -1;
      }
    }
    if (runStart >= 0 && length - runStart >= MIN_INDEXED_RUN) {
      found[n++] = runStart;
      found[n++] = length;
    }
    runs = found.slice(0, n);
    this.runs.set(mask, runs);
    return runs;
  }

  /** The text cut into maximal segments of one code unit class (classOfUnit): where each starts, and its class. */
  private segments(): { starts: Int32Array; classes: Uint8Array; count: number } {
    if (this.classSegments) return this.classSegments;
    const text = this.text;
    const starts = new Int32Array(text.length);
    const classes = new Uint8Array(text.length);
    let count = 0;
    let previous = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const cls = c < 128 ? ASCII_CLASSES[c]! : CLASS_WIDE;
      if (cls !== previous) {
        starts[count] = i;
        classes[count++] = cls;
        previous = cls;
      }
    }
    return (this.classSegments = { starts, classes, count });
  }

  /**
   * Ascending positions whose code unit belongs to `set` (when `afterNonWord`, only those with no
   * ASCII word character just before; `key` identifies set and mode), or null when they are too many to be worth listing:
   * more than `maxShare` of the text.
   */
  positions(set: CharSet, key: string, afterNonWord: boolean, maxShare: number): Int32Array | null {
    const cached = this.lists.get(key);
    if (cached !== undefined) return cached;
    const plan = this.plan;
    if (plan) {
      const slot = plan.slot(key);
      if (slot !== undefined) {
        if (!this.planned) this.buildPlanned(plan);
        const built = this.plannedList(slot);
        if (built !== undefined) {
          this.lists.set(key, built);
          return built;
        }
      }
      // Built alone for this text, and with the others for the next one.
      plan.add({ key, set, afterNonWord, maxShare });
    }
    const limit = this.text.length * maxShare;
    let list: Int32Array | null;
    const text = this.text;
    const ascii = set.ascii;
    const wide = set.wide;
    if (afterNonWord) {
      const starts = this.starts();
      const found = new Int32Array(starts.length);
      let n = 0;
      for (let k = 0; k < starts.length; k++) {
        const p = starts[k]!;
        const c = text.charCodeAt(p);
        if (c < WIDE ? ascii[c] === 1 : wide) found[n++] = p;
      }
      list = n > limit ? null : found.slice(0, n);
    } else {
      const counts = this.histogram();
      let total = wide ? counts[WIDE]! : 0;
      let buckets = wide ? 1 : 0;
      for (let c = 0; c < WIDE; c++)
        if (ascii[c] === 1 && counts[c]! > 0) {
          total += counts[c]!;
          buckets++;
        }
      if (total > limit) list = null;
      else if (buckets > 1 && total * SORT_COST_PER_LOG > text.length) {
        // Positions from several code units: one read of the text lists them in order, cheaper
        // than concatenating their buckets and sorting when they are not few.
        list = new Int32Array(total);
        let n = 0;
        if (holdsFrequent(ascii)) {
          for (let i = 0; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if (c < WIDE ? ascii[c] === 1 : wide) list[n++] = i;
          }
        } else {
          const rare = this.rare();
          for (let k = 0; k < rare.length; k++) {
            const p = rare[k]!;
            const c = text.charCodeAt(p);
            if (c < WIDE ? ascii[c] === 1 : wide) list[n++] = p;
          }
        }
      } else {
        const { order, offsets } = this.buckets();
        list = new Int32Array(total);
        let n = 0;
        for (let c = 0; c <= WIDE; c++) {
          if (c < WIDE ? ascii[c] !== 1 : !wide) continue;
          for (let k = offsets[c]!; k < offsets[c + 1]!; k++) list[n++] = order[k]!;
        }
        if (buckets > 1) list.sort();
      }
    }
    this.lists.set(key, list);
    return list;
  }
}

/** The empty list, shared (lists are only read). */
const NO_POSITIONS = new Int32Array(0);

/** The buckets (ascending) that hold at least one of the text's code units. */
function bucketsHeld(all: Int32Array): Int32Array {
  const held = new Int32Array(WIDE + 1);
  let n = 0;
  for (let b = 0; b <= WIDE; b++) if (all[b]! > 0) held[n++] = b;
  return held.subarray(0, n);
}

/**
 * The entries of `table` whose list is kept, for the buckets in `present` (the others' ranges
 * are left empty: the text holds none of their code units). A kept list of a present bucket has
 * at least one position, since its count summed that bucket's.
 */
function liveUnits(table: UnitTable, kept: Uint8Array, present: Int32Array): UnitTable {
  const offsets = new Int32Array(WIDE + 2);
  const specs = new Int32Array(table.specs.length);
  let n = 0;
  let j = 0;
  for (let b = 0; b <= WIDE; b++) {
    offsets[b] = n;
    if (j < present.length && present[j] === b) {
      j++;
      for (let k = table.offsets[b]!; k < table.offsets[b + 1]!; k++) if (kept[table.specs[k]!] === 1) specs[n++] = table.specs[k]!;
    }
  }
  offsets[WIDE + 1] = n;
  return { offsets, specs };
}

/** The shortest leading run the run index lists places for (shorter runs are mostly words). */
export const MIN_INDEXED_RUN = 8;

/** Code units frequent in ordinary text: lower-case ASCII letters, space, tab, CR, LF. */
const FREQUENT_UNITS = Uint8Array.from({ length: WIDE }, (_, c) => ((c >= 97 && c <= 122) || c === 32 || c === 9 || c === 10 || c === 13 ? 1 : 0));
const holdsFrequent = (ascii: Uint8Array): boolean => {
  for (let c = 0; c < WIDE; c++) if (FREQUENT_UNITS[c] === 1 && ascii[c] === 1) return true;
  return false;
};

/** Code unit classes for run indexes: a set is widened to the classes it meets, so rules share runs. */
const CLASS_DIGIT = 1;
const CLASS_UPPER = 2;
const CLASS_LOWER = 4;
const CLASS_PUNCT = 8;
const CLASS_CONTROL = 16;
const CLASS_WIDE = 32;
const classOfUnit = (c: number): number =>
  c >= 128 ? CLASS_WIDE : c >= 48 && c <= 57 ? CLASS_DIGIT : c >= 65 && c <= 90 ? CLASS_UPPER : c >= 97 && c <= 122 ? CLASS_LOWER : c > 32 && c < 127 ? CLASS_PUNCT : CLASS_CONTROL;
const ASCII_CLASSES = Uint8Array.from({ length: 128 }, (_, c) => classOfUnit(c));
const classOf = (c: number): number => (c < 128 ? ASCII_CLASSES[c]! : CLASS_WIDE);

/** The classes `set` meets. */
export function classMask(set: CharSet): number {
  let mask = set.wide ? CLASS_WIDE : 0;
  for (let c = 0; c < 128; c++) if (set.ascii[c]) mask |= classOf(c);
  return mask;
}

/** The first index of `list` (ascending) whose value is ≥ `value`. */
export function lowerBound(list: Int32Array, value: number, from = 0): number {
  let lo = from;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

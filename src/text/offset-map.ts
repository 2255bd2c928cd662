// A transformed string plus, for every UTF-16 index of it, the UTF-16 range of the original
// text it came from. Detectors match on transformed text but must report spans in what the
// caller sent, so every transform in src/text/ produces one of these, never a bare string.

export interface MappedText {
  readonly text: string;
  /** Original UTF-16 start for each index of `text`; length text.length+1, the last entry is the original's end. */
  readonly starts: Int32Array;
  /** Original UTF-16 end (exclusive) for each index of `text`; length text.length+1, the last entry is the original's end. */
  readonly ends: Int32Array;
}

export interface Span {
  start: number;
  end: number;
}

/** The untransformed text: index i maps to [i, i+1). */
export function identity(text: string): MappedText {
  const n = text.length;
  const starts = new Int32Array(n + 1);
  const ends = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) {
    starts[i] = i;
    ends[i] = i + 1;
  }
  starts[n] = n;
  ends[n] = n;
  return { text, starts, ends };
}

/** Length of the original text this map points into. */
export function originalLength(m: MappedText): number {
  return m.starts[m.text.length] ?? 0;
}

/**
 * The original UTF-16 span covering the transformed span [start, end). Out-of-range input is
 * clamped; an empty span maps to an empty span at the original position of `start`.
 * Relies on starts/ends being non-decreasing, which MappedTextBuilder guarantees.
 */
export function toOriginal(m: MappedText, start: number, end: number): Span {
  const n = m.text.length;
  const s = clamp(Math.trunc(start), 0, n);
  const e = clamp(Math.trunc(end), s, n);
  const os = m.starts[s] ?? 0;
  if (e === s) return { start: os, end: os };
  return { start: os, end: Math.max(os, m.ends[e - 1] ?? os) };
}

/**
 * Chain two maps: `inner` was produced from `outer.text`, so its ranges index `outer.text`;
 * the result maps `inner.text` straight to the original behind `outer`.
 */
export function compose(outer: MappedText, inner: MappedText): MappedText {
  const n = inner.text.length;
  const starts = new Int32Array(n + 1);
  const ends = new Int32Array(n + 1);
  for (let i = 0; i <= n; i++) {
    const span = toOriginal(outer, inner.starts[i] ?? 0, inner.ends[i] ?? 0);
    starts[i] = span.start;
    ends[i] = i === n ? span.start : span.end;
  }
  return { text: inner.text, starts, ends };
}

/** The builder's arrays before its first write. */
const NO_UNITS = new Int32Array(0);

/**
 * Builds the output of one transform from in-order pieces of its source. Pieces name ranges of
 * `source.text`; the builder maps them through `source` at once, so the result always points
 * into the original and transforms never need compose(). Ranges skipped between pieces are
 * deleted text. Pieces must not go backwards (throws), which keeps the maps monotone.
 */
export class MappedTextBuilder {
  private readonly chunks: string[] = [];
  private starts = NO_UNITS;
  private ends = NO_UNITS;
  private length = 0;
  private cursor = 0;
  private pendingStart = -1;
  private pendingEnd = -1;

  constructor(private readonly source: MappedText) {}

  /** Keep source[start, end) unchanged, each unit keeping its own original range. */
  copy(start: number, end: number): void {
    if (end <= start) return;
    this.advance(start, end);
    if (this.pendingEnd === start) {
      this.pendingEnd = end;
    } else {
      this.flush();
      this.pendingStart = start;
      this.pendingEnd = end;
    }
  }

  /** Emit `text` in place of source[start, end); every unit of it maps to that whole range. */
  replace(start: number, end: number, text: string): void {
    this.advance(start, end);
    this.flush();
    if (text.length === 0) return;
    const span = toOriginal(this.source, start, end);
    this.reserve(text.length);
    for (let k = 0; k < text.length; k++) {
      this.starts[this.length] = span.start;
      this.ends[this.length] = span.end;
      this.length++;
    }
    this.chunks.push(text);
  }

  /** The result; the source itself when the pieces copied all of it unchanged (no copy of its maps). */
  build(): MappedText {
    const n0 = this.source.text.length;
    if (this.chunks.length === 0 && (n0 === 0 ? this.pendingStart < 0 : this.pendingStart === 0 && this.pendingEnd === n0)) return this.source;
    this.flush();
    this.reserve(0);
    const n = this.length;
    const starts = this.starts.slice(0, n + 1);
    const ends = this.ends.slice(0, n + 1);
    const tail = originalLength(this.source);
    starts[n] = tail;
    ends[n] = tail;
    return { text: this.chunks.join(''), starts, ends };
  }

  private advance(start: number, end: number): void {
    if (start < this.cursor || end < start || end > this.source.text.length) {
      throw new RangeError(`MappedTextBuilder: piece [${start}, ${end}) out of order or range`);
    }
    this.cursor = end;
  }

  private flush(): void {
    if (this.pendingStart < 0) return;
    const { pendingStart: s, pendingEnd: e, source } = this;
    this.reserve(e - s);
    this.starts.set(source.starts.subarray(s, e), this.length);
    this.ends.set(source.ends.subarray(s, e), this.length);
    this.length += e - s;
    this.chunks.push(source.text.slice(s, e));
    this.pendingStart = -1;
    this.pendingEnd = -1;
  }

  // Keeps one spare slot for the end sentinel written by build().
  private reserve(extra: number): void {
    const need = this.length + extra + 1;
    if (need <= this.starts.length) return;
    // Most transforms keep about the source's length: room for it at the first write saves the
    // regrowths, and a transform that changes nothing (build() returns the source) allocates none.
    let size = Math.max(16, this.starts.length * 2, this.source.text.length + 1);
    while (size < need) size *= 2;
    const starts = new Int32Array(size);
    const ends = new Int32Array(size);
    starts.set(this.starts.subarray(0, this.length));
    ends.set(this.ends.subarray(0, this.length));
    this.starts = starts;
    this.ends = ends;
  }
}

function clamp(v: number, lo: number, hi: number): number {
  return Number.isNaN(v) ? lo : v < lo ? lo : v > hi ? hi : v;
}

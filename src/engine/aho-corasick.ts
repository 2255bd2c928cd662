// Multi-keyword search in one pass over the text (Aho–Corasick), so the prefilter's cost grows
// with the text, not with the number of rules. The states near the root, where a scan spends
// nearly all its time, carry complete ASCII rows (one array read per character, no failure-link
// walks); deeper states keep only their own edges, sorted, and fall back along failure links.
// A row has one entry per ASCII code unit that some keyword holds (after folding case) and one
// for all the others, which lead nowhere: a few dozen entries instead of 128, so the rows of a
// matcher's thousands of keywords take a third of the memory and more of them stay in the
// processor's cache while a scan also runs hundreds of rules. Matching folds case per UTF-16 code unit, which keeps every reported offset an offset
// into the caller's text.

export interface KeywordHit {
  /** Index of the keyword in the list the automaton was built from. */
  keyword: number;
  /** UTF-16 offsets of the hit in the searched text. */
  start: number;
  end: number;
}

/** foldUnit of each non-ASCII code unit met so far (0: not yet computed; none folds to 0). */
const FOLDED = new Uint16Array(0x10000);

/** Lower-cases one UTF-16 code unit without changing the text's length. */
export function foldUnit(code: number): number {
  if (code >= 65 && code <= 90) return code + 32;
  if (code < 128) return code;
  let folded = FOLDED[code]!;
  if (folded === 0) FOLDED[code] = folded = foldOf(code);
  return folded;
}

/**
 * The unit's lower case. A unit that is its own lower case but not the lower case of its upper
 * case (ſ, whose upper case is S; ς of Σ; the old Cyrillic ᲃ of С) folds to the latter when a
 * case-insensitive regex takes the two as one (Unicode simple case folding), so that a keyword or
 * anchor written s, σ or с is found wherever such a regex can match it. ı is not folded to i:
 * only Turkish casing relates them, and a regex does not.
 */
function foldOf(code: number): number {
  const unit = String.fromCharCode(code);
  const lower = unit.toLowerCase();
  if (lower.length === 1 && lower !== unit) return lower.charCodeAt(0);
  const upper = unit.toUpperCase();
  const back = upper.length === 1 ? upper.toLowerCase() : unit;
  if (back.length !== 1 || back === unit) return code;
  return new RegExp(`^\\u{${code.toString(16)}}$`, 'iu').test(back) ? back.charCodeAt(0) : code;
}


const ASCII = 128;
const NONE = -1;
/** States this close to the root get a complete ASCII row. */
const DENSE_DEPTH = 3;

export class AhoCorasick {
  /** States 0 … dense − 1 (breadth-first order: those near the root) have a complete ASCII row. */
  private readonly dense: number;
  /**
   * rows[state * width + unitClass[c]]: the next state on ASCII code unit c, for a dense state.
   * Two bytes an entry when every state number fits (all shipped rule sets): the rows are the
   * table a scan reads for nearly every code unit, and half the bytes keep twice as many of them
   * in the processor's cache while the rules' own searches run between two keyword passes.
   */
  private readonly rows: Uint16Array | Int32Array;
  /** The row entry of each ASCII code unit: 0 for units no keyword holds, else one per folded unit. */
  private readonly unitClass: Uint8Array;
  private readonly width: number;
  /** Each state's own trie edges, sorted by code unit: edgeCodes/edgeTargets[edgeStart[s], edgeStart[s + 1]). */
  private readonly edgeStart: Int32Array;
  private readonly edgeCodes: Uint16Array;
  private readonly edgeTargets: Int32Array;
  private readonly fail: Int32Array;
  /** The first keyword (lowest index) ending exactly at each state, or NONE. */
  private readonly own: Int32Array;
  /** The next keyword with the same text as a keyword (duplicates in the list), or NONE. */
  private readonly same: Int32Array;
  /** The nearest state on the failure chain where a keyword ends (dictionary link), or NONE. */
  private readonly dict: Int32Array;
  /** 1 where some keyword ends at the state or along its failure chain: the scan's only test. */
  private readonly emits: Uint8Array;
  private readonly lengths: Int32Array;

  constructor(keywords: readonly string[]) {
    this.lengths = Int32Array.from(keywords, (k) => k.length);
    // 1. The trie, one edge map per state while building.
    const children: Array<Map<number, number>> = [new Map()];
    const depth: number[] = [0];
    const own: number[] = [NONE];
    this.same = new Int32Array(keywords.length).fill(NONE);
    const lastSame = new Map<number, number>();
    keywords.forEach((keyword, index) => {
      if (keyword.length === 0) return;
      let state = 0;
      for (let i = 0; i < keyword.length; i++) {
        const code = foldUnit(keyword.charCodeAt(i));
        let next = children[state]!.get(code);
        if (next === undefined) {
          next = children.length;
          children.push(new Map());
          depth.push(depth[state]! + 1);
          own.push(NONE);
          children[state]!.set(code, next);
        }
        state = next;
      }
      if (own[state] === NONE) own[state] = index;
      else this.same[lastSame.get(state)!] = index;
      lastSame.set(state, index);
    });
    // 2. States renumbered breadth first, so the states near the root are 0 … dense − 1 and own
    // the first rows; then each state's sorted edge list.
    const n = children.length;
    const order = [0];
    for (let head = 0; head < order.length; head++) for (const child of children[order[head]!]!.values()) order.push(child);
    const id = new Int32Array(n);
    order.forEach((old, k) => (id[old] = k));
    let dense = 0;
    while (dense < n && depth[order[dense]!]! <= DENSE_DEPTH) dense++;
    this.dense = dense;
    this.edgeStart = new Int32Array(n + 1);
    this.edgeCodes = new Uint16Array(n - 1);
    this.edgeTargets = new Int32Array(n - 1);
    this.own = new Int32Array(n);
    let edges = 0;
    order.forEach((old, s) => {
      this.own[s] = own[old]!;
      this.edgeStart[s] = edges;
      for (const [code, target] of [...children[old]!].sort((a, b) => a[0] - b[0])) {
        this.edgeCodes[edges] = code;
        this.edgeTargets[edges++] = id[target]!;
      }
    });
    this.edgeStart[n] = edges;
    // The row entries: 0 for the units no keyword holds (each of them leads back to the root from
    // any state), then one per unit keywords hold; upper-case letters share their lower case's.
    this.unitClass = new Uint8Array(ASCII);
    const held = new Uint8Array(ASCII);
    for (const code of this.edgeCodes) if (code < ASCII) held[code] = 1;
    const representative = [-1];
    for (let c = 0; c < ASCII; c++) {
      if (held[c] === 0) continue;
      this.unitClass[c] = representative.length;
      representative.push(c);
    }
    for (let c = 65; c <= 90; c++) this.unitClass[c] = this.unitClass[c + 32]!;
    this.width = representative.length;
    // 3. Failure links, dictionary links and the rows, breadth first (in state order now): a
    // state's failure state is shallower, so its transitions are complete when the state is reached.
    this.rows = n <= 0xffff ? new Uint16Array(this.width * dense) : new Int32Array(this.width * dense);
    this.fail = new Int32Array(n);
    this.dict = new Int32Array(n).fill(NONE);
    this.emits = new Uint8Array(n);
    for (let state = 0; state < n; state++) {
      const f = this.fail[state]!;
      for (let e = this.edgeStart[state]!; e < this.edgeStart[state + 1]!; e++) this.fail[this.edgeTargets[e]!] = state === 0 ? 0 : this.next(f, this.edgeCodes[e]!);
      if (state < dense)
        for (let k = 0; k < this.width; k++) {
          const c = representative[k]!;
          const child = k === 0 ? NONE : this.edge(state, c);
          this.rows[state * this.width + k] = child !== NONE ? child : state === 0 || k === 0 ? 0 : this.next(f, c);
        }
      if (state !== 0) {
        this.dict[state] = this.own[f] !== NONE ? f : this.dict[f]!;
        this.emits[state] = this.own[state] !== NONE || this.dict[state] !== NONE ? 1 : 0;
      }
    }
  }

  /** The state's own edge on `code`, or NONE (a binary search of its sorted edges). */
  private edge(state: number, code: number): number {
    let lo = this.edgeStart[state]!;
    let hi = this.edgeStart[state + 1]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = this.edgeCodes[mid]!;
      if (c === code) return this.edgeTargets[mid]!;
      if (c < code) lo = mid + 1;
      else hi = mid;
    }
    return NONE;
  }

  /** The transition on a folded code unit, following failure links from a state without a row. */
  private next(state: number, code: number): number {
    for (let s = state; ; s = this.fail[s]!) {
      if (s < this.dense && code < ASCII) return this.rows[s * this.width + this.unitClass[code]!]!;
      const target = this.edge(s, code);
      if (target !== NONE) return target;
      if (s === 0) return 0;
    }
  }

  /** Calls `onHit` for every occurrence of every keyword, in order of end offset. */
  scan(text: string, onHit: (hit: KeywordHit) => void): void {
    this.forEachHit(text, (keyword, start, end) => onHit({ keyword, start, end }));
  }

  /**
   * Like scan, without a hit object per occurrence. At one end offset, the longest keyword comes
   * first (then shorter ones along the failure chain); equal keywords in list order. With `from`
   * and `to`, only occurrences inside text[from, to) are reported.
   */
  forEachHit(text: string, onHit: (keyword: number, start: number, end: number) => void, from = 0, to = text.length): void {
    const rows = this.rows;
    const unitClass = this.unitClass;
    const width = this.width;
    const dense = this.dense;
    const emits = this.emits;
    let state = 0;
    for (let i = from; i < to; i++) {
      const code = text.charCodeAt(i);
      if (code < ASCII) {
        if (state < dense) state = rows[state * width + unitClass[code]!]!;
        else state = this.next(state, code >= 65 && code <= 90 ? code + 32 : code);
      } else state = this.next(state, foldUnit(code));
      if (emits[state] === 0) continue;
      for (let s = this.own[state] !== NONE ? state : this.dict[state]!; s !== NONE; s = this.dict[s]!)
        for (let k = this.own[s]!; k !== NONE; k = this.same[k]!) onHit(k, i + 1 - this.lengths[k]!, i + 1);
    }
  }
}

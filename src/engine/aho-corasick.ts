// Multi-keyword search in one pass over the text (Aho–Corasick), so the prefilter's cost grows
// with the text, not with the number of rules. The automaton is compiled to a DFA: ASCII
// transitions live in one dense Int32Array (one array read per character, no failure-link walks
// on the hot path), other code units in per-state maps. Matching folds case per UTF-16 code
// unit, which keeps every reported offset an offset into the caller's text.

export interface KeywordHit {
  /** Index of the keyword in the list the automaton was built from. */
  keyword: number;
  /** UTF-16 offsets of the hit in the searched text. */
  start: number;
  end: number;
}

/** Lower-cases one UTF-16 code unit without changing the text's length. */
export function foldUnit(code: number): number {
  if (code >= 65 && code <= 90) return code + 32;
  if (code < 128) return code;
  const lower = String.fromCharCode(code).toLowerCase();
  return lower.length === 1 ? lower.charCodeAt(0) : code;
}

const ASCII = 128;
const NONE = -1;

export class AhoCorasick {
  /** delta[state * 128 + c]: the next state for ASCII code unit c (already folded). */
  private readonly delta: Int32Array;
  /** Transitions on non-ASCII code units, completed with failure links at build time. */
  private readonly wide: Array<Map<number, number> | undefined>;
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
    // 1. The trie, written straight into the transition table (NONE where there is no edge yet);
    // flat typed arrays rather than a Map per state, so building for thousands of keywords is cheap.
    let states = 1;
    let delta = new Int32Array(64 * ASCII).fill(NONE);
    const wideTrie: Array<Map<number, number> | undefined> = [];
    const own: number[] = [NONE];
    this.same = new Int32Array(keywords.length).fill(NONE);
    const lastSame = new Map<number, number>();
    keywords.forEach((keyword, index) => {
      if (keyword.length === 0) return;
      let state = 0;
      for (let i = 0; i < keyword.length; i++) {
        const code = foldUnit(keyword.charCodeAt(i));
        let next = code < ASCII ? delta[state * ASCII + code]! : (wideTrie[state]?.get(code) ?? NONE);
        if (next === NONE) {
          next = states++;
          if (states * ASCII > delta.length) {
            const grown = new Int32Array(delta.length * 2).fill(NONE);
            grown.set(delta);
            delta = grown;
          }
          own.push(NONE);
          if (code < ASCII) delta[state * ASCII + code] = next;
          else (wideTrie[state] ??= new Map()).set(code, next);
        }
        state = next;
      }
      if (own[state] === NONE) own[state] = index;
      else this.same[lastSame.get(state)!] = index;
      lastSame.set(state, index);
    });
    // 2. Failure links, dictionary links and the DFA, breadth first: a state's missing transitions
    // are those of its failure state, which is shallower and therefore already complete.
    const n = states;
    this.delta = delta = delta.subarray(0, n * ASCII);
    this.wide = new Array<Map<number, number> | undefined>(n);
    this.fail = new Int32Array(n);
    this.own = Int32Array.from(own);
    this.dict = new Int32Array(n).fill(NONE);
    this.emits = new Uint8Array(n);
    const queue = new Int32Array(n);
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const state = queue[head]!;
      const f = this.fail[state]!;
      const row = state * ASCII;
      for (let c = 0; c < ASCII; c++) {
        const child = delta[row + c]!;
        if (child !== NONE) {
          this.fail[child] = state === 0 ? 0 : delta[f * ASCII + c]!;
          queue[tail++] = child;
        } else delta[row + c] = state === 0 ? 0 : delta[f * ASCII + c]!;
      }
      const wideChildren = wideTrie[state];
      if (wideChildren)
        for (const [code, child] of wideChildren) {
          (this.wide[state] ??= new Map()).set(code, child);
          this.fail[child] = state === 0 ? 0 : this.step(f, code);
          queue[tail++] = child;
        }
      if (state !== 0) {
        this.dict[state] = this.own[f] !== NONE ? f : this.dict[f]!;
        this.emits[state] = this.own[state] !== NONE || this.dict[state] !== NONE ? 1 : 0;
      }
    }
  }

  /** The transition on a non-ASCII code unit (following failure links). */
  private step(state: number, code: number): number {
    for (let s = state; ; s = this.fail[s]!) {
      const next = this.wide[s]?.get(code);
      if (next !== undefined) return next;
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
    const delta = this.delta;
    const emits = this.emits;
    let state = 0;
    for (let i = from; i < to; i++) {
      let code = text.charCodeAt(i);
      if (code < ASCII) {
        if (code >= 65 && code <= 90) code += 32;
        state = delta[state * ASCII + code]!;
      } else state = this.step(state, foldUnit(code));
      if (emits[state] === 0) continue;
      for (let s = this.own[state] !== NONE ? state : this.dict[state]!; s !== NONE; s = this.dict[s]!)
        for (let k = this.own[s]!; k !== NONE; k = this.same[k]!) onHit(k, i + 1 - this.lengths[k]!, i + 1);
    }
  }
}

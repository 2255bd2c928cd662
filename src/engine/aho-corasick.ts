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

export class AhoCorasick {
  /** delta[state * 128 + c]: the next state for ASCII code unit c (already folded). */
  private readonly delta: Int32Array;
  /** Transitions on non-ASCII code units, completed with failure links at build time. */
  private readonly wide: Array<Map<number, number> | undefined>;
  private readonly fail: Int32Array;
  /** Keyword indices ending at each state, including those reached through failure links. */
  private readonly out: number[][];
  private readonly lengths: number[];

  constructor(keywords: readonly string[]) {
    this.lengths = keywords.map((k) => k.length);
    // 1. The trie.
    const trie: Array<Map<number, number>> = [new Map()];
    const out: number[][] = [[]];
    keywords.forEach((keyword, index) => {
      if (keyword.length === 0) return;
      let state = 0;
      for (let i = 0; i < keyword.length; i++) {
        const code = foldUnit(keyword.charCodeAt(i));
        let next = trie[state]!.get(code);
        if (next === undefined) {
          next = trie.length;
          trie.push(new Map());
          out.push([]);
          trie[state]!.set(code, next);
        }
        state = next;
      }
      out[state]!.push(index);
    });
    // 2. Failure links and the DFA, breadth first: a state's missing transitions are those of
    // its failure state, which is shallower and therefore already complete.
    const n = trie.length;
    this.delta = new Int32Array(n * ASCII);
    this.wide = new Array<Map<number, number> | undefined>(n);
    this.fail = new Int32Array(n);
    this.out = out;
    const queue: number[] = [0];
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      const f = this.fail[state]!;
      for (let c = 0; c < ASCII; c++) {
        const child = trie[state]!.get(c);
        if (child !== undefined) {
          this.delta[state * ASCII + c] = child;
          this.fail[child] = state === 0 ? 0 : this.delta[f * ASCII + c]!;
          queue.push(child);
        } else this.delta[state * ASCII + c] = state === 0 ? 0 : this.delta[f * ASCII + c]!;
      }
      for (const [code, child] of trie[state]!) {
        if (code < ASCII) continue;
        (this.wide[state] ??= new Map()).set(code, child);
        this.fail[child] = state === 0 ? 0 : this.step(f, code);
        queue.push(child);
      }
      if (state !== 0) {
        const inherited = this.out[this.fail[state]!]!;
        if (inherited.length) this.out[state] = [...this.out[state]!, ...inherited];
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
    const delta = this.delta;
    const out = this.out;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      let code = text.charCodeAt(i);
      if (code < ASCII) {
        if (code >= 65 && code <= 90) code += 32;
        state = delta[state * ASCII + code]!;
      } else state = this.step(state, foldUnit(code));
      const outputs = out[state]!;
      if (outputs.length === 0) continue;
      for (let k = 0; k < outputs.length; k++) {
        const keyword = outputs[k]!;
        onHit({ keyword, start: i + 1 - this.lengths[keyword]!, end: i + 1 });
      }
    }
  }
}

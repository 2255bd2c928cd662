// Multi-keyword search in one pass over the text (Aho–Corasick automaton), so the prefilter's
// cost grows with the text, not with the number of rules. Matching folds case per UTF-16 code
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

export function foldText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += String.fromCharCode(foldUnit(text.charCodeAt(i)));
  return out;
}

export class AhoCorasick {
  private readonly goto: Array<Map<number, number>> = [new Map()];
  private readonly fail: number[] = [0];
  /** Keyword indices ending at each state, including those reached through failure links. */
  private readonly out: number[][] = [[]];
  private readonly lengths: number[];

  constructor(keywords: readonly string[]) {
    this.lengths = keywords.map((k) => k.length);
    keywords.forEach((keyword, index) => {
      if (keyword.length === 0) return;
      let state = 0;
      for (let i = 0; i < keyword.length; i++) {
        const code = foldUnit(keyword.charCodeAt(i));
        let next = this.goto[state]!.get(code);
        if (next === undefined) {
          next = this.goto.length;
          this.goto.push(new Map());
          this.fail.push(0);
          this.out.push([]);
          this.goto[state]!.set(code, next);
        }
        state = next;
      }
      this.out[state]!.push(index);
    });
    this.buildFailureLinks();
  }

  private buildFailureLinks(): void {
    const queue: number[] = [];
    for (const next of this.goto[0]!.values()) queue.push(next);
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      for (const [code, next] of this.goto[state]!) {
        queue.push(next);
        let f = this.fail[state]!;
        while (f !== 0 && !this.goto[f]!.has(code)) f = this.fail[f]!;
        const target = this.goto[f]!.get(code);
        this.fail[next] = target !== undefined && target !== next ? target : 0;
        const inherited = this.out[this.fail[next]!]!;
        if (inherited.length) this.out[next] = [...this.out[next]!, ...inherited];
      }
    }
  }

  /** Calls `onHit` for every occurrence of every keyword, in order of end offset. */
  scan(text: string, onHit: (hit: KeywordHit) => void): void {
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const code = foldUnit(text.charCodeAt(i));
      let next = this.goto[state]!.get(code);
      while (next === undefined && state !== 0) {
        state = this.fail[state]!;
        next = this.goto[state]!.get(code);
      }
      state = next ?? 0;
      const outputs = this.out[state]!;
      for (let k = 0; k < outputs.length; k++) {
        const keyword = outputs[k]!;
        onHit({ keyword, start: i + 1 - this.lengths[keyword]!, end: i + 1 });
      }
    }
  }
}

// The literal anchors of every rule (analyse-pattern.ts: a literal each match holds near its
// start), found in one pass over a text for all rules together, instead of one pass per rule.
// Rules derive their prefilters lazily, so the set of literals grows while the first texts are
// scanned; the automaton is rebuilt when it has grown, and a text's hits are those of the
// automaton current when they were asked for.

import { AhoCorasick } from '../aho-corasick.js';
import type { Anchors } from './analyse-pattern.js';

export class AnchorLiterals {
  private readonly literals: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly idsOfAnchors = new WeakMap<Anchors, Int32Array>();
  private automaton: AhoCorasick | undefined;
  /** Bumped whenever a literal is added: per-text hits of an older version are stale. */
  version = 0;

  /** The ids of the anchors' literals, adding those not seen yet. */
  idsOf(anchors: Anchors): Int32Array {
    let ids = this.idsOfAnchors.get(anchors);
    if (ids) return ids;
    ids = Int32Array.from(anchors.literals, (literal) => {
      let id = this.ids.get(literal);
      if (id === undefined) {
        id = this.literals.length;
        this.literals.push(literal);
        this.ids.set(literal, id);
        this.automaton = undefined;
        this.version++;
      }
      return id;
    });
    this.idsOfAnchors.set(anchors, ids);
    return ids;
  }

  /** Start offsets of every literal in `text`, by literal id, ascending (exact case). */
  hits(text: string): Int32Array[] {
    const automaton = (this.automaton ??= new AhoCorasick(this.literals));
    const literals = this.literals;
    const found: number[][] = literals.map(() => []);
    // The automaton folds case; anchors are exact, so a folded hit is checked against the literal.
    automaton.forEachHit(text, (id, start) => {
      if (text.startsWith(literals[id]!, start)) found[id]!.push(start);
    });
    return found.map((starts) => Int32Array.from(starts));
  }
}

/**
 * Ascending positions from which a match may reach one of the anchors' literals: up to maxOffset
 * before each occurrence. `hits` are AnchorLiterals.hits of the text.
 */
export function anchoredStarts(hits: readonly Int32Array[], ids: Int32Array, maxOffset: number): Int32Array {
  let total = 0;
  for (const id of ids) total += hits[id]!.length;
  const found = new Int32Array(total * (maxOffset + 1));
  let n = 0;
  for (const id of ids)
    for (const start of hits[id]!) for (let p = Math.max(0, start - maxOffset); p <= start; p++) found[n++] = p;
  const sorted = found.subarray(0, n).sort();
  let unique = 0;
  for (let k = 0; k < sorted.length; k++) if (unique === 0 || sorted[k] !== sorted[unique - 1]) sorted[unique++] = sorted[k]!;
  return sorted.subarray(0, unique);
}

// The anchor literals of every rule of a matcher, found in one pass over a text: a rule whose
// matches hold a literal near their start (prefilter `anchors`) then tries its regex only just
// before that rule's hits, and the text is read once for all such rules rather than once per rule.

import { AhoCorasick } from '../aho-corasick.js';
import type { AnchorSearch } from './prefilter.js';

/** Hits of one rule's literals: [start, end, start, end, …] in the order the pass met them. */
export type AnchorHits = readonly number[];

export class AnchorPass {
  private readonly automaton: AhoCorasick;
  /** For each literal of the automaton: the slots of the searches it anchors. */
  private readonly owners: number[][];
  private readonly slots = new Map<AnchorSearch, number>();

  constructor(searches: readonly AnchorSearch[]) {
    const literalIndex = new Map<string, number>();
    this.owners = [];
    searches.forEach((search, slot) => {
      this.slots.set(search, slot);
      for (const literal of search.literals) {
        let k = literalIndex.get(literal);
        if (k === undefined) {
          k = this.owners.length;
          literalIndex.set(literal, k);
          this.owners.push([]);
        }
        this.owners[k]!.push(slot);
      }
    });
    this.automaton = new AhoCorasick([...literalIndex.keys()]);
  }

  /** Whether the pass covers this search. */
  covers(search: AnchorSearch): boolean {
    return this.slots.has(search);
  }

  /** One pass over `text`: a lookup of each covered search's hits (empty for a search with none). */
  run(text: string): (search: AnchorSearch) => AnchorHits {
    const bySlot: number[][] = [];
    const owners = this.owners;
    this.automaton.forEachHit(text, (k, start, end) => {
      for (const slot of owners[k]!) (bySlot[slot] ??= []).push(start, end);
    });
    return (search) => bySlot[this.slots.get(search) ?? -1] ?? NONE;
  }
}

const NONE: AnchorHits = Object.freeze([]);

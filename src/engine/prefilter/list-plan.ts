// The position lists a matcher's rules have asked for (TextIndex.positions), kept so that each
// later text builds all of them in two passes (one to count, one to fill) instead of one pass per
// list: the rules share a few dozen lists, and a pass per list made the lists cost more than the
// searches they save. A list joins the plan the first time a rule asks for it.

import type { CharSet } from './char-set.js';

/** Code units ≥ 128 share one bucket. */
export const WIDE = 128;

export interface ListSpec {
  readonly key: string;
  readonly set: CharSet;
  /** Only positions with no ASCII word character just before them (TextIndex.positions). */
  readonly afterNonWord: boolean;
  /** The list is dropped (null) when it would hold more than this share of the text. */
  readonly maxShare: number;
}

/** For each bucket (ASCII code unit, then WIDE): the specs listing it, as [offsets[b], offsets[b + 1]) of `specs`. */
export interface UnitTable {
  readonly offsets: Int32Array;
  readonly specs: Int32Array;
}

export class ListPlan {
  readonly specs: ListSpec[] = [];
  private readonly slots = new Map<string, number>();
  private tables: { any: UnitTable; atStart: UnitTable } | undefined;

  /** The slot of a planned list, or undefined. */
  slot(key: string): number | undefined {
    return this.slots.get(key);
  }

  add(spec: ListSpec): void {
    if (this.slots.has(spec.key)) return;
    this.slots.set(spec.key, this.specs.length);
    this.specs.push(spec);
    this.tables = undefined;
  }

  /** The specs per bucket: `any` lists every position of their units, `atStart` only token starts. */
  units(): { any: UnitTable; atStart: UnitTable } {
    return (this.tables ??= { any: this.table(false), atStart: this.table(true) });
  }

  private table(afterNonWord: boolean): UnitTable {
    const perUnit: number[][] = Array.from({ length: WIDE + 1 }, () => []);
    this.specs.forEach((spec, slot) => {
      if (spec.afterNonWord !== afterNonWord) return;
      for (let c = 0; c < WIDE; c++) if (spec.set.ascii[c] === 1) perUnit[c]!.push(slot);
      if (spec.set.wide) perUnit[WIDE]!.push(slot);
    });
    const offsets = new Int32Array(WIDE + 2);
    for (let b = 0; b <= WIDE; b++) offsets[b + 1] = offsets[b]! + perUnit[b]!.length;
    return { offsets, specs: Int32Array.from(perUnit.flat()) };
  }
}

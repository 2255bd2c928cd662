// Which non-ASCII letters a case-insensitive rule may use in its anchor literals.
//
// The anchor search folds each code unit of the text (foldUnit: its lower case, or the lower case
// of its upper case where a case-insensitive regex takes the two as one). A letter of a
// case-insensitive pattern can serve in a literal only when every code unit the regex may take for
// it folds to the same unit as the letter itself: ö (Ö, ö) can, and σ can since the search folds
// ς to σ as the regex's case folding does; ı cannot (its upper case I lower-cases to i, which the
// regex does not take for ı). The regex's own equivalence (upper-casing without the u flag,
// simple case folding with it) relates only units that share a lower or an upper case, so the
// closure of "same lower case or same upper case" over all code units contains every unit the
// regex may take; a letter whose whole closure folds to one unit is safe.

import { foldUnit } from '../aho-corasick.js';

/** For each BMP code unit: 1 when its case closure folds to one unit, 0 when not (computed once, on first need). */
let safe: Uint8Array | undefined;

const single = (s: string, fallback: number): number => (s.length === 1 ? s.charCodeAt(0) : fallback);

function computeSafe(): Uint8Array {
  const parent = new Int32Array(0x10000);
  for (let c = 0; c < 0x10000; c++) parent[c] = c;
  const find = (c: number): number => {
    while (parent[c] !== c) c = parent[c] = parent[parent[c]!]!;
    return c;
  };
  const union = (a: number, b: number): void => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[ra] = rb;
  };
  for (let c = 0; c < 0x10000; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const s = String.fromCharCode(c);
    union(c, single(s.toLowerCase(), c));
    union(c, single(s.toUpperCase(), c));
  }
  // The fold of each class: NaN-like -1 when its members fold to different units.
  const fold = new Int32Array(0x10000).fill(-2);
  for (let c = 0; c < 0x10000; c++) {
    const r = find(c);
    const f = foldUnit(c);
    fold[r] = fold[r] === -2 ? f : fold[r] === f ? f : -1;
  }
  const out = new Uint8Array(0x10000);
  for (let c = 0; c < 0x10000; c++) out[c] = fold[find(c)]! >= 0 ? 1 : 0;
  return out;
}

/** Whether every code unit a case-insensitive regex may take for `code` folds as `code` does. */
export function foldsAsOne(code: number): boolean {
  if (code > 0xffff) return false;
  safe ??= computeSafe();
  return safe[code] === 1;
}

// A text's assignments grouped by their key, built once per view. A rule keyed by name tests each
// distinct key once and then reads only the assignments of the keys it wants, instead of walking
// every assignment of the text (a log repeats a few keys on each of its many lines).

import type { Assignment } from './view.js';

const groups = new WeakMap<readonly Assignment[], Map<string, number[]>>();

/** For each distinct key of the view, the indices of its assignments, ascending. */
function byKey(view: readonly Assignment[]): Map<string, number[]> {
  let map = groups.get(view);
  if (!map) {
    map = new Map();
    view.forEach((a, i) => {
      const list = map!.get(a.key);
      if (list) list.push(i);
      else map!.set(a.key, [i]);
    });
    groups.set(view, map);
  }
  return map;
}

/** The indices, ascending (the view's order), of the assignments whose key `wanted` accepts. */
export function indicesWithKey(view: readonly Assignment[], wanted: (key: string) => boolean): number[] {
  const lists: number[][] = [];
  for (const [key, list] of byKey(view)) if (wanted(key)) lists.push(list);
  if (lists.length === 1) return lists[0]!;
  return lists.flat().sort((a, b) => a - b);
}

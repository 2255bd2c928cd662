// Test helpers shared by the src/text tests: per-index spans of a map and the invariants every
// MappedText must satisfy (in range, monotone, sentinel at the original's end).

import * as assert from 'uvu/assert';
import type { MappedText } from '../../src/text/offset-map.js';

/** [start, end) in the original for every index of m.text. */
export function spans(m: MappedText): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < m.text.length; i++) out.push([m.starts[i] ?? -1, m.ends[i] ?? -1]);
  return out;
}

/** Returns a message describing the first broken invariant, or null. */
export function mapProblem(m: MappedText, originalLength: number): string | null {
  const n = m.text.length;
  if (m.starts.length !== n + 1 || m.ends.length !== n + 1) return `length ${m.starts.length}/${m.ends.length} for text ${n}`;
  if (m.starts[n] !== originalLength || m.ends[n] !== originalLength) return `sentinel ${m.starts[n]},${m.ends[n]}`;
  for (let i = 0; i <= n; i++) {
    const s = m.starts[i] ?? -1;
    const e = m.ends[i] ?? -1;
    if (s < 0 || e > originalLength || s > e) return `entry ${i}: [${s}, ${e})`;
    if (i > 0 && s < (m.starts[i - 1] ?? 0)) return `starts decrease at ${i}`;
    if (i > 0 && e < (m.ends[i - 1] ?? 0)) return `ends decrease at ${i}`;
  }
  return null;
}

export function assertMapValid(m: MappedText, originalLength: number): void {
  const problem = mapProblem(m, originalLength);
  assert.is(problem, null, problem ?? '');
}

// Every exact (case-sensitive) occurrence of a set of strings in a text, in one pass: a rolling
// hash over the first code units of each string, looked up in an open-addressing table, and a
// startsWith check on a hit. Built per scan for the values found in it, so building must be
// cheap too — unlike a keyword automaton, whose tables grow with the total length of the strings.

/** Code units hashed; every string must be at least this long. */
export const PREFIX = 8;
const BASE = 0x01000193;

function hashPrefix(s: string, at: number): number {
  let h = 0;
  for (let i = 0; i < PREFIX; i++) h = (Math.imul(h, BASE) + s.charCodeAt(at + i)) | 0;
  return h;
}

/**
 * Calls `onHit(index, start)` for every occurrence of every string (each at least PREFIX code
 * units long) in `text`, in order of start; strings sharing a start in list order.
 */
export function forEachOccurrence(strings: readonly string[], text: string, onHit: (index: number, start: number) => void): void {
  if (strings.length === 0 || text.length < PREFIX) return;
  let size = 16;
  while (size < strings.length * 2) size *= 2;
  const mask = size - 1;
  const keys = new Int32Array(size);
  const heads = new Int32Array(size).fill(-1);
  const next = new Int32Array(strings.length).fill(-1);
  const tails = new Int32Array(size).fill(-1);
  strings.forEach((s, index) => {
    if (s.length < PREFIX) throw new RangeError(`strings must be at least ${PREFIX} code units long`);
    const h = hashPrefix(s, 0);
    let slot = h & mask;
    while (heads[slot] !== -1 && keys[slot] !== h) slot = (slot + 1) & mask;
    if (heads[slot] === -1) {
      keys[slot] = h;
      heads[slot] = index;
    } else next[tails[slot]!] = index;
    tails[slot] = index;
  });
  // BASE^PREFIX, to take the code unit leaving the window out of the rolling hash.
  let out = 1;
  for (let i = 0; i < PREFIX; i++) out = Math.imul(out, BASE);
  let h = hashPrefix(text, 0);
  for (let i = 0; ; i++) {
    let slot = h & mask;
    while (heads[slot] !== -1) {
      if (keys[slot] === h) {
        for (let k = heads[slot]!; k !== -1; k = next[k]!) if (text.startsWith(strings[k]!, i)) onHit(k, i);
        break;
      }
      slot = (slot + 1) & mask;
    }
    if (i + PREFIX >= text.length) return;
    h = (Math.imul(h, BASE) + text.charCodeAt(i + PREFIX) - Math.imul(out, text.charCodeAt(i))) | 0;
  }
}

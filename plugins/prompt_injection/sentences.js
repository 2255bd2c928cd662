// @ts-check
// Where the sentences of a text end, for the readers that judge a request by the sentence it
// stands in: one definition of a sentence's end, and an index of them built once per text.

/** The end of a sentence (a full stop that ends a word, not the dot of an identifier) or of a line. */
export const SENTENCE_STOP = /[.!?](?=\s|$)|[。！？\n]/gu;

/**
 * Where the sentences of `text` end: the index of every stop, found once per text, so that looking
 * up the sentence of each candidate costs a binary search rather than a scan of the text before it
 * (a long log full of dotted names would otherwise cost time growing with its square).
 * @param {string} text
 */
export function sentenceStops(text) {
  /** @type {number[]} */
  const stops = [];
  for (const m of text.matchAll(SENTENCE_STOP)) stops.push(m.index ?? 0);
  /** The position in `stops` of the first stop at or after `i` (stops.length when none). */
  const lowerBound = (/** @type {number} */ i) => {
    let lo = 0;
    let hi = stops.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((stops[mid] ?? 0) < i) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  /** The index of the first stop at or after `i`, or -1. */
  const firstFrom = (/** @type {number} */ i) => stops[lowerBound(i)] ?? -1;
  return {
    /**
     * The sentence around `at`: from the last stop before it to the next stop after `from`.
     * @param {number} at
     * @param {number} from
     */
    at(at, from) {
      // A stop right before `at` ends the sentence before it whatever follows (`!call_x`).
      let start = 0;
      if (at > 0 && /[.!?。！？\n]/u.test(text[at - 1] ?? '')) start = at;
      else {
        const prev = lowerBound(at) - 1;
        if (prev >= 0) start = (stops[prev] ?? 0) + 1;
      }
      const next = firstFrom(from);
      const end = next >= 0 ? next + 1 : text.length;
      const after = next >= 0 ? firstFrom(end) : -1;
      return { start, end, nextEnd: after >= 0 ? after + 1 : text.length };
    },
  };
}

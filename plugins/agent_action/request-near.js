// @ts-check
// Whether two word families of a user's request stand together: a verb and the object it governs ("skip the hooks",
// "discard my local changes", "approve all invoices"). Found anywhere in the request, such words are incidental
// ("the password reset form", "the useEffect hook … renders without flicker"); near each other in one clause they
// ask for the step. Words are read as requested.js reads them: a word's beginning in spaced scripts (a stem of three
// letters or fewer only as the whole word), anywhere in unspaced scripts, a phrase as written between word boundaries;
// a word listed with a closing `$` only as the whole word (`edit$` is not the start of `editor`).

/** A word of a script written without spaces between words, or (Korean) with its endings joined to it. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const WORD = /[\p{L}\p{M}\p{N}'-]+/gu;
/** Between the two words: a sentence end (not the dot of `creds.json`) or a conjunction opening another clause ("reset the password and commit"). */
const CLAUSE_BREAK = /[.!?](?=\s|$)|[;。！？\n]|(?:^|\s)(?:and|then|also|und|dann|et|puis|luego|poi|potem|затем|потом|sonra|ve)(?:\s|$)/u;

/**
 * Where the words occur in the text, as [start, end) spans.
 * @param {string} text  lower-cased @param {readonly string[]} words
 * @returns {Array<[number, number]>}
 */
export function wordSpans(text, words) {
  /** @type {Array<[number, number]>} */
  const spans = [];
  const tokens = [...text.matchAll(WORD)];
  for (const raw of words) {
    const whole = raw.endsWith('$');
    const w = (whole ? raw.slice(0, -1) : raw).normalize('NFC').toLowerCase().trim();
    if (!w) continue;
    if (UNSPACED.test(w) || /\s/.test(w)) {
      for (let i = text.indexOf(w); i >= 0 && spans.length < 200; i = text.indexOf(w, i + 1)) {
        const bounded = UNSPACED.test(w) || (!/[\p{L}\p{N}]/u.test(text[i - 1] ?? '') && !/[\p{L}\p{N}]/u.test(text[i + w.length] ?? ''));
        if (bounded) spans.push([i, i + w.length]);
      }
      continue;
    }
    for (const t of tokens) {
      const hit = whole || [...w].length <= 3 ? t[0] === w : t[0].startsWith(w);
      if (hit) spans.push([t.index ?? 0, (t.index ?? 0) + t[0].length]);
    }
  }
  return spans;
}

/**
 * Whether a word of one family and a word of the other stand in one clause with at most maxGap characters between
 * them, in either order (a verb follows its object in Japanese, Korean, Turkish, Hindi).
 * @param {string} text  lower-cased @param {readonly string[]} first @param {readonly string[]} second
 * @param {number} maxGap
 */
export function wordsNear(text, first, second, maxGap) {
  const a = wordSpans(text, first);
  if (!a.length) return false;
  const b = wordSpans(text, second);
  return a.some(([as, ae]) =>
    b.some(([bs, be]) => {
      if (as < be && bs < ae) return false; // the same word read twice
      const gap = ae <= bs ? text.slice(ae, bs) : text.slice(be, as);
      return gap.length <= maxGap && !CLAUSE_BREAK.test(gap);
    }),
  );
}

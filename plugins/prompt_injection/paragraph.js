// The paragraph around a match, within a reach on each side: a blank line ends it. The searches
// stay inside the reach, so a long text without blank lines costs each call its reach, not the
// distance to the text's start or end.

/** Where the paragraph holding `at` starts, at most `reach` characters before it. */
export const paragraphStart = (/** @type {string} */ text, /** @type {number} */ at, /** @type {number} */ reach) => {
  const from = Math.max(0, at - reach);
  for (let i = Math.min(at, text.length - 2); i >= from; i--) if (text.charCodeAt(i) === 10 && text.charCodeAt(i + 1) === 10) return i + 2;
  return from;
};

/** Where the paragraph holding `at` ends, at most `reach` characters after it. */
export const paragraphEnd = (/** @type {string} */ text, /** @type {number} */ at, /** @type {number} */ reach) => {
  const to = Math.min(text.length, at + reach);
  for (let i = at; i < to; i++) if (text.charCodeAt(i) === 10 && text.charCodeAt(i + 1) === 10) return i;
  return to;
};

// @ts-check
// Faster searches of regexes whose alternatives each start a word. Such an alternative asserts
// that no letter (or word character) stands before it — \b before its first letter, or
// (?<![\p{L}]) — so it can never start right after an ASCII letter. Written in front of it, that
// one-character look back changes no match, and lets the regex engine pass over a place inside a
// word after one test instead of trying every alternative there (inside words is where most
// places of a text are): the searches of long alternations cost about half as much.
// Alternatives in scripts without ASCII letters need no word start and are left as written.

/**
 * Every source written behind the look back, as written: kept (once, at load) so that a test can
 * show each finds, at every place of a text, what it finds without the look back.
 * @type {string[]}
 */
export const wrappedSources = [];

/**
 * A word-start alternative (or several joined by |), behind the look back it already implies.
 * @param {string} source
 */
export function wordStart(source) {
  wrappedSources.push(source);
  return `(?<![A-Za-z])(?:${source})`;
}

/**
 * One case-insensitive Unicode regex of word-start alternatives, then `otherScripts`, in that
 * order (the order decides which alternative a match at one place takes).
 * @param {readonly string[]} wordStarts
 * @param {readonly string[]} [otherScripts]
 * @param {string} [flags]
 */
export function wordStartRegex(wordStarts, otherScripts = [], flags = 'iu') {
  return new RegExp([wordStart(wordStarts.join('|')), ...otherScripts].join('|'), flags);
}

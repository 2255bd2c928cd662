// Key shapes that are part of something else: a file name (`logo-7a388b69018576d24b59331fd60aab0c.png`,
// a hashed asset) or a piece of one URL path segment (`/video_box.ico-7a38….png`). Such a match is
// a name, not a credential, unless a validator confirmed it (a checksummed token is real wherever
// it is pasted).

import { memoLastText } from './last-text-memo.js';

const FILE_EXTENSION = /^\.(?:png|jpe?g|gif|svg|webp|ico|bmp|css|js|mjs|cjs|map|html?|pdf|zip|gz|tgz|tar|woff2?|ttf|otf|eot|mp[34]|wav|webm|json|xml|txt|md|csv|ya?ml|lock|jar|whl)\b/i;
const TOKEN_STOP = /[\s"'`<>()[\]{},;]/;
const NAME_JOIN = /^[._~-]$/;
/** How far back the URL a match sits in may start: longer than any URL a browser or server takes.
 * Without a bound, every match in a long text without stop characters walked back to its start. */
const MAX_URL_CHARS = 8192;

/**
 * Where `://` occurs in the text being scanned, ascending: the many candidates of one text each
 * look for the nearest one before them, which a backward search of up to MAX_URL_CHARS per
 * candidate made the slowest of the acceptance steps on text with few URLs.
 */
const schemesOf = memoLastText((text: string): Int32Array => {
  const at: number[] = [];
  for (let i = text.indexOf('://'); i >= 0; i = text.indexOf('://', i + 1)) at.push(i);
  return Int32Array.from(at);
});

/** The last `://` lying wholly inside text[from, to), or -1. */
function lastSchemeIn(text: string, from: number, to: number): number {
  const at = schemesOf(text);
  // The first occurrence that does not end before `to`; the one before it is the answer.
  let lo = 0;
  let hi = at.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at[mid]! + 3 <= to) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && at[lo - 1]! >= from ? at[lo - 1]! : -1;
}

/** Whether [start, end) is part of a file name or glued inside one URL path segment. */
export function isPartOfName(text: string, start: number, end: number): boolean {
  if (FILE_EXTENSION.test(text.slice(end, end + 8))) return true;
  // Cheap exits first: most matches are in no URL at all, and walking back to the token's start
  // for each of them made a long text without stop characters quadratic.
  const window = Math.max(0, start - MAX_URL_CHARS);
  const lastScheme = lastSchemeIn(text, window, start);
  if (lastScheme < 0 || TOKEN_STOP.test(text.slice(lastScheme, start))) return false;
  let s = lastScheme;
  while (s > window && !TOKEN_STOP.test(text[s - 1]!)) s--;
  const before = text.slice(s, start);
  const scheme = before.indexOf('://');
  if (scheme < 0) return false;
  const path = before.indexOf('/', scheme + 3);
  if (path < 0) return false; // in the host or user-info part, not the path
  if (before.lastIndexOf('?') > path) return false; // query parameters carry real keys
  // Joined to the rest of its segment by a name separator (`box.ico-…`, `…_v2`); a token that
  // only follows letters (`/bot<token>/`) is the API's own way of carrying it.
  return NAME_JOIN.test(text[start - 1] ?? '') || NAME_JOIN.test(text[end] ?? '');
}

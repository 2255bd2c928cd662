// isPartOfName: a key shape glued inside a file name or one URL path segment. The bounded search
// for the URL a match sits in (which keeps a long text without stop characters linear: see the
// regex stress test) must answer as the plain walk back to the token's start did.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isPartOfName } from '../../src/engine/look-alikes.js';
import { createRng } from '../../src/engine/examples/rng.js';

const test = suite('engine: look-alikes');

/** The unbounded definition: walk back to the token's start, then look for a URL path. */
function reference(text: string, start: number, end: number): boolean {
  if (/^\.(?:png|jpe?g|gif|svg|webp|ico|bmp|css|js|mjs|cjs|map|html?|pdf|zip|gz|tgz|tar|woff2?|ttf|otf|eot|mp[34]|wav|webm|json|xml|txt|md|csv|ya?ml|lock|jar|whl)\b/i.test(text.slice(end, end + 8))) return true;
  let s = start;
  while (s > 0 && !/[\s"'`<>()[\]{},;]/.test(text[s - 1]!)) s--;
  const before = text.slice(s, start);
  const scheme = before.indexOf('://');
  if (scheme < 0) return false;
  const path = before.indexOf('/', scheme + 3);
  if (path < 0 || before.lastIndexOf('?') > path) return false;
  return /^[._~-]$/.test(text[start - 1] ?? '') || /^[._~-]$/.test(text[end] ?? '');
}

test('known shapes', () => {
  const key = '7a388b69018576d24b59331fd60aab0c';
  const at = (text: string): [string, number, number] => [text, text.indexOf(key), text.indexOf(key) + key.length];
  assert.ok(isPartOfName(...at(`logo-${key}.png`)), 'hashed asset name');
  assert.ok(isPartOfName(...at(`see https://cdn.example.com/video_box.ico-${key}/x`)), 'glued in a path segment');
  assert.not.ok(isPartOfName(...at(`https://api.example.com/bot${key}/send`)), 'after letters only: the API carries it');
  assert.not.ok(isPartOfName(...at(`https://api.example.com/x?key=-${key}`)), 'query parameter');
  assert.not.ok(isPartOfName(...at(`token = "${key}"`)), 'no URL');
  assert.not.ok(isPartOfName(...at(`https://example.com/a b-${key}`)), 'a space ends the URL');
});

test('answers as the unbounded walk on random URL-like text', () => {
  const rng = createRng('look-alikes');
  const parts = ['https://', 'h.example', '/', 'a', '-', '.', '_', '?', '=', ' ', '"', 'ab12', '://', '.png', 'x'];
  for (let i = 0; i < 3000; i++) {
    let text = '';
    const n = 2 + Math.floor(rng.next() * 14);
    for (let k = 0; k < n; k++) text += parts[Math.floor(rng.next() * parts.length)];
    const start = Math.floor(rng.next() * (text.length + 1));
    const end = Math.min(text.length, start + Math.floor(rng.next() * 6));
    assert.is(isPartOfName(text, start, end), reference(text, start, end), JSON.stringify([text, start, end]));
  }
});

/** The bounded definition: the last `://` within MAX_URL_CHARS before the match, by a backward search of that window. */
function bounded(text: string, start: number, end: number): boolean {
  if (/^\.(?:png|jpe?g|gif|svg|webp|ico|bmp|css|js|mjs|cjs|map|html?|pdf|zip|gz|tgz|tar|woff2?|ttf|otf|eot|mp[34]|wav|webm|json|xml|txt|md|csv|ya?ml|lock|jar|whl)\b/i.test(text.slice(end, end + 8))) return true;
  const window = Math.max(0, start - 8192);
  const found = text.slice(window, start).lastIndexOf('://');
  if (found < 0 || /[\s"'`<>()[\]{},;]/.test(text.slice(window + found, start))) return false;
  let s = window + found;
  while (s > window && !/[\s"'`<>()[\]{},;]/.test(text[s - 1]!)) s--;
  const before = text.slice(s, start);
  const scheme = before.indexOf('://');
  const path = before.indexOf('/', scheme + 3);
  if (path < 0 || before.lastIndexOf('?') > path) return false;
  return /^[._~-]$/.test(text[start - 1] ?? '') || /^[._~-]$/.test(text[end] ?? '');
}

test('many matches of one long text answer as a backward search of the window', () => {
  // URLs far apart and close together, stop-free stretches longer than the window, and matches
  // asked about in no particular order (the scheme positions are computed once per text).
  const rng = createRng('look-alikes-long');
  const parts = ['https://', 'cdn.example', '/', 'a', '-', '.', '_', '?', ' ', 'ab12', '://', '.png', 'x'.repeat(3000), 'y '.repeat(500)];
  for (let t = 0; t < 20; t++) {
    let text = '';
    while (text.length < 40_000) text += parts[Math.floor(rng.next() * parts.length)];
    for (let i = 0; i < 300; i++) {
      const start = Math.floor(rng.next() * (text.length + 1));
      const end = Math.min(text.length, start + Math.floor(rng.next() * 6));
      assert.is(isPartOfName(text, start, end), bounded(text, start, end), JSON.stringify([t, start, end]));
    }
  }
});

test.run();

// Backslash escapes as in JSON and JavaScript strings (\uXXXX, \u{X}, \xXX, \n, \", …). A
// secret or an instruction hidden in a JSON string is only readable after unescaping, so:
//   - a quoted string ("…" or '…', one line) containing escapes is decoded as a whole;
//   - outside quoted strings only \u and \x escapes start a group (so Windows paths such as
//     C:\new\table do not), joined to nearby escapes and to the word characters around them.
// Labels: 'hex' when the group is nothing but \xXX bytes, 'unicode_escape' when it has any \u
// or \x escape, else 'json_escape'.

import { hexValue, isHexDigit, looksLikeText, utf8OrNull } from './text.js';
import type { Candidate, Encoding } from './types.js';

interface Escape {
  end: number;
  value: string;
  kind: 'unicode' | 'byte' | 'simple';
}

const SIMPLE: Readonly<Record<string, string>> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
  '"': '"',
  "'": "'",
  '\\': '\\',
  '/': '/',
  '`': '`',
};

function hexRun(t: string, from: number, count: number): number {
  let v = 0;
  for (let k = from; k < from + count; k++) {
    const h = hexValue(t.charCodeAt(k));
    if (h < 0) return -1;
    v = v * 16 + h;
  }
  return v;
}

/** The escape starting with the backslash at `k`, or null when it is not one we decode. */
export function parseEscape(t: string, k: number): Escape | null {
  if (t.charCodeAt(k) !== 0x5c || k + 1 >= t.length) return null;
  const c = t[k + 1] ?? '';
  if (c === 'u') {
    if (t[k + 2] === '{') {
      let j = k + 3;
      while (j < t.length && j - (k + 3) < 6 && isHexDigit(t.charCodeAt(j))) j++;
      if (j === k + 3 || t[j] !== '}') return null;
      const cp = hexRun(t, k + 3, j - (k + 3));
      if (cp > 0x10ffff) return null;
      return { end: j + 1, value: String.fromCodePoint(cp), kind: 'unicode' };
    }
    const v = hexRun(t, k + 2, 4);
    return v < 0 ? null : { end: k + 6, value: String.fromCharCode(v), kind: 'unicode' };
  }
  if (c === 'x') {
    const v = hexRun(t, k + 2, 2);
    return v < 0 ? null : { end: k + 4, value: String.fromCharCode(v), kind: 'byte' };
  }
  if (c === '0' && !(t.charCodeAt(k + 2) >= 0x30 && t.charCodeAt(k + 2) <= 0x39)) {
    return { end: k + 2, value: '\0', kind: 'simple' };
  }
  const simple = SIMPLE[c];
  return simple === undefined ? null : { end: k + 2, value: simple, kind: 'simple' };
}

interface Decoded {
  text: string;
  encoding: Encoding;
}

/** Unescape t[start, end); unknown escapes stay as written. Null when nothing worth decoding was escaped. */
export function decodeEscapes(t: string, start: number, end: number): Decoded | null {
  let out = '';
  let literal = start;
  let unicode = 0;
  let simple = 0;
  let literalChars = 0;
  const bytes: number[] = [];
  let onlyBytes = true;
  for (let k = start; k < end; k++) {
    if (t.charCodeAt(k) !== 0x5c) {
      literalChars++;
      continue;
    }
    const e = parseEscape(t, k);
    if (e === null || e.end > end) {
      literalChars += 2;
      k++;
      continue;
    }
    out += t.slice(literal, k) + e.value;
    if (e.kind !== 'simple') unicode++;
    else if (e.value !== '\\' && e.value !== '/') simple++;
    if (e.kind === 'byte') bytes.push(e.value.charCodeAt(0));
    else onlyBytes = false;
    k = e.end - 1;
    literal = e.end;
  }
  // Only \\ and \/ (regex sources, Windows paths in JSON): unescaping reveals nothing.
  if (unicode + simple === 0) return null;
  out += t.slice(literal, end);
  if (onlyBytes && literalChars === 0) {
    // \x69\x67… is hex-encoded bytes, which may be multi-byte UTF-8.
    const text = utf8OrNull(Uint8Array.from(bytes));
    return text === null ? null : { text, encoding: 'hex' };
  }
  return { text: out, encoding: unicode > 0 ? 'unicode_escape' : 'json_escape' };
}

/** Spans [start, end) of the contents of one-line quoted strings that contain a backslash. */
function quotedStrings(t: string, quote: number): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let i = 0;
  while (i < t.length) {
    const a = t.indexOf(String.fromCharCode(quote), i);
    if (a < 0) break;
    let k = a + 1;
    let backslash = false;
    let closed = -1;
    while (k < t.length) {
      const c = t.charCodeAt(k);
      if (c === 0x0a || c === 0x0d) break;
      if (c === 0x5c) {
        backslash = true;
        k += 2;
        continue;
      }
      if (c === quote) {
        closed = k;
        break;
      }
      k++;
    }
    if (closed < 0) {
      // No closing quote on this line, so no string of this kind starts later on it either.
      i = Math.max(k, a + 1);
      continue;
    }
    if (backslash) spans.push([a + 1, closed]);
    i = closed + 1;
  }
  return spans;
}

const MAX_GAP = 32;

function isGroupWordChar(c: number): boolean {
  // Characters that continue an escaped token: anything but whitespace, quotes and brackets.
  return !(c <= 0x20 || c === 0x22 || c === 0x27 || c === 0x60 || c === 0x3c || c === 0x3e || c === 0x5c || Number.isNaN(c));
}

function isGapChar(c: number): boolean {
  return c !== 0x0a && c !== 0x0d && c !== 0x22 && c !== 0x27 && c !== 0x60;
}

export function scanEscapes(t: string): Candidate[] {
  const out: Candidate[] = [];
  const strings = [...quotedStrings(t, 0x22), ...quotedStrings(t, 0x27)].sort((x, y) => x[0] - y[0]);
  const taken: Array<[number, number]> = [];
  let lastEnd = 0;
  for (const [s, e] of strings) {
    if (s < lastEnd) continue; // overlaps a string of the other quote kind
    const d = decodeEscapes(t, s, e);
    lastEnd = e;
    if (!d || !looksLikeText(d.text)) continue;
    taken.push([s, e]);
    out.push({ encoding: d.encoding, start: s, end: e, decoded: d.text });
  }
  // Bare \u / \x groups outside the decoded strings.
  let ti = 0;
  let i = 0;
  while (i < t.length) {
    const k = t.indexOf('\\', i);
    if (k < 0) break;
    while (ti < taken.length && (taken[ti]?.[1] ?? 0) <= k) ti++;
    const inside = taken[ti];
    if (inside && inside[0] <= k) {
      i = inside[1];
      continue;
    }
    const first = parseEscape(t, k);
    if (!first || first.kind === 'simple') {
      i = k + 1;
      continue;
    }
    let end = first.end;
    for (;;) {
      let g = end;
      while (g < t.length && g - end <= MAX_GAP && t.charCodeAt(g) !== 0x5c && isGapChar(t.charCodeAt(g))) g++;
      const next = t.charCodeAt(g) === 0x5c ? parseEscape(t, g) : null;
      if (!next || (inside && next.end > inside[0])) break;
      end = next.end;
    }
    let start = k;
    while (start > lastTakenEnd(taken, ti) && isGroupWordChar(t.charCodeAt(start - 1))) start--;
    const limit = inside ? inside[0] : t.length;
    while (end < limit && isGroupWordChar(t.charCodeAt(end))) end++;
    const d = decodeEscapes(t, start, end);
    if (d && looksLikeText(d.text)) out.push({ encoding: d.encoding, start, end, decoded: d.text });
    i = end;
  }
  return out.sort((x, y) => x.start - y.start);
}

function lastTakenEnd(taken: Array<[number, number]>, ti: number): number {
  return ti > 0 ? taken[ti - 1]?.[1] ?? 0 : 0;
}

// Percent-encoding (%XX): a whitespace-free run with at least three valid escapes is decoded as
// UTF-8 and kept when the result is text. The run, not just the escapes, is the span, so the
// decoded text reads as the caller's URL or parameter would after decoding.

import { hexValue, looksLikeText, utf8OrNull } from './text.js';
import type { Candidate } from './types.js';

const MIN_ESCAPES = 3;
const encoder = new TextEncoder();

function isRunChar(c: number): boolean {
  // Not whitespace, quotes, angle brackets or backtick: those end a URL or parameter in prose.
  if (c <= 0x20 || c === 0x22 || c === 0x27 || c === 0x3c || c === 0x3e || c === 0x60 || c === 0x7f) return false;
  if (c === 0x85 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029) return false;
  return c !== 0x202f && c !== 0x205f && c !== 0x3000;
}

function escapeAt(t: string, k: number): number {
  if (t.charCodeAt(k) !== 0x25) return -1;
  const a = hexValue(t.charCodeAt(k + 1));
  const b = hexValue(t.charCodeAt(k + 2));
  return a < 0 || b < 0 ? -1 : a * 16 + b;
}

export function decodePercentRun(run: string): string | null {
  const bytes: number[] = [];
  let literal = 0;
  const flush = (k: number): void => {
    if (k > literal) for (const b of encoder.encode(run.slice(literal, k))) bytes.push(b);
  };
  for (let k = 0; k < run.length; k++) {
    const v = escapeAt(run, k);
    if (v < 0) continue;
    flush(k);
    bytes.push(v);
    k += 2;
    literal = k + 1;
  }
  flush(run.length);
  return utf8OrNull(Uint8Array.from(bytes));
}

/** A valid escape: a run without one is never decoded. */
const ESCAPE = /%[0-9A-Fa-f]{2}/;

export function scanPercent(t: string): Candidate[] {
  const out: Candidate[] = [];
  if (!t.includes('%') || !ESCAPE.test(t)) return out;
  let i = 0;
  while (i < t.length) {
    if (!isRunChar(t.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i;
    let escapes = 0;
    while (j < t.length && isRunChar(t.charCodeAt(j))) {
      if (escapeAt(t, j) >= 0) escapes++;
      j++;
    }
    if (escapes >= MIN_ESCAPES) {
      const run = t.slice(i, j);
      const decoded = decodePercentRun(run);
      if (decoded !== null && decoded !== run && looksLikeText(decoded)) {
        out.push({ encoding: 'percent', start: i, end: j, decoded });
      }
    }
    i = j;
  }
  return out;
}

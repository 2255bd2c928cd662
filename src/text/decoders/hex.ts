// Hex-encoded text: a contiguous run of at least 16 hex digits (optionally "0x"-prefixed), or
// byte pairs separated by one consistent separator ("69 67 6e", "0x69, 0x67", "69:67"). Hashes,
// git SHAs and UUIDs are hex too, but their bytes are not text, so the printable test drops them;
// unprefixed digit-only runs ("31, 28, 31, 30") are read as decimal numbers and skipped.
// "\x69\x67" escapes are read by the escape scanner and labelled hex there.

import { hexValue, isAsciiAlnum, isHexDigit, looksLikeText, utf8OrNull } from './text.js';
import type { Candidate } from './types.js';

function isWordish(c: number): boolean {
  return isAsciiAlnum(c) || c === 0x5f || c === 0x5c; // letters, digits, '_', '\'
}

function hasHexPrefix(t: string, i: number): boolean {
  return t.charCodeAt(i) === 0x30 && (t.charCodeAt(i + 1) | 0x20) === 0x78 && isHexDigit(t.charCodeAt(i + 2));
}

interface Parsed {
  /** End of the text the parser looked at (to skip on failure). */
  end: number;
  bytes: number[] | null;
}

function parseContiguous(t: string, i: number, minDigits: number): Parsed {
  const digitsStart = hasHexPrefix(t, i) ? i + 2 : i;
  let j = digitsStart;
  while (j < t.length && isHexDigit(t.charCodeAt(j))) j++;
  const digits = j - digitsStart;
  if ((j < t.length && isWordish(t.charCodeAt(j))) || digits < minDigits || digits % 2 !== 0) {
    return { end: j, bytes: null };
  }
  const bytes: number[] = [];
  for (let k = digitsStart; k < j; k += 2) bytes.push(hexValue(t.charCodeAt(k)) * 16 + hexValue(t.charCodeAt(k + 1)));
  return { end: j, bytes };
}

const PAIR_SEPARATORS = [', ', ',', ' ', ':'];

function parsePairs(t: string, i: number, minBytes: number): Parsed {
  const bytes: number[] = [];
  let sep: string | null = null;
  let pos = i;
  let end = i;
  for (;;) {
    const digits = hasHexPrefix(t, pos) ? pos + 2 : pos;
    const a = hexValue(t.charCodeAt(digits));
    const b = hexValue(t.charCodeAt(digits + 1));
    if (a < 0 || b < 0 || isWordish(t.charCodeAt(digits + 2))) break;
    bytes.push(a * 16 + b);
    end = digits + 2;
    const nextSep: string | undefined = sep ?? PAIR_SEPARATORS.find((s) => t.startsWith(s, end));
    if (nextSep === undefined || !t.startsWith(nextSep, end)) break;
    sep = nextSep;
    pos = end + nextSep.length;
  }
  return { end, bytes: bytes.length >= minBytes ? bytes : null };
}

// Without a 0x prefix, digits-only pairs ("31, 28, 31, 30") are far more likely decimal numbers;
// hex of real text almost always has a letter digit somewhere (e, f, c in "hello").
function hasHexLetter(t: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) {
    const c = t.charCodeAt(k) | 0x20;
    if (c >= 0x61 && c <= 0x66) return true;
  }
  return false;
}

function asText(bytes: number[]): string | null {
  const text = utf8OrNull(Uint8Array.from(bytes));
  return text !== null && looksLikeText(text) ? text : null;
}

/** How many hex digits in a row start at i, counted up to `cap`. */
function hexRun(t: string, i: number, cap: number): number {
  let j = i;
  while (j < t.length && j - i < cap && isHexDigit(t.charCodeAt(j))) j++;
  return j - i;
}

/** Separated pairs first, then one contiguous run. */
const PARSERS = [parsePairs, parseContiguous];

export function scanHex(t: string, minLength: number): Candidate[] {
  const out: Candidate[] = [];
  const minDigits = Math.max(2, minLength);
  const minBytes = Math.ceil(minDigits / 2);
  let i = 0;
  while (i < t.length) {
    if (!isHexDigit(t.charCodeAt(i)) || (i > 0 && isWordish(t.charCodeAt(i - 1)))) {
      i++;
      continue;
    }
    // Most words that open with a hex digit ("a", "be", "2026", "deadline") can start neither a
    // list of byte pairs (its first pair is two digits and no more) nor a long enough run: both
    // parsers would fail and the loop move past the digits, as here, without their work.
    const digits = hasHexPrefix(t, i) ? 0 : hexRun(t, i, minDigits);
    if (digits === 1 || (digits >= 3 && digits < minDigits)) {
      i += digits;
      continue;
    }
    let furthest = i + 1;
    for (const parse of PARSERS) {
      const p = parse(t, i, parse === parsePairs ? minBytes : minDigits);
      furthest = Math.max(furthest, p.end);
      const text = p.bytes && (hasHexPrefix(t, i) || hasHexLetter(t, i, p.end)) ? asText(p.bytes) : null;
      if (text) {
        out.push({ encoding: 'hex', start: i, end: p.end, decoded: text });
        furthest = p.end;
        break;
      }
    }
    i = furthest;
  }
  return out;
}

// Byte/character helpers shared by the decoders, above all the "is this text?" test that keeps
// binary garbage (hashes, random tokens, identifiers decoded as base64) out of the results.

import { isUtf8 } from 'node:buffer';

const UTF8_STRICT = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  if (l >= 0x61 && l <= 0x66) return l - 0x61 + 10;
  return -1;
}

export function isHexDigit(c: number): boolean {
  return hexValue(c) >= 0;
}

export function isAsciiAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
}

/**
 * The bytes as UTF-8 text, or null when they are not valid UTF-8. Validated first (natively,
 * without throwing): most candidates are hashes or ids whose bytes are not text, and an exception
 * per rejected candidate would cost more than the decoding.
 */
export function utf8OrNull(bytes: Uint8Array): string | null {
  if (!isUtf8(bytes)) return null;
  try {
    return UTF8_STRICT.decode(bytes);
  } catch {
    return null;
  }
}

function isPrintable(cp: number): boolean {
  if (cp === 0x09 || cp === 0x0a || cp === 0x0d) return true;
  if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) return false;
  if (cp >= 0xd800 && cp <= 0xdfff) return false; // lone surrogate
  if (cp >= 0xe000 && cp <= 0xf8ff) return false; // private use
  if (cp === 0xfffd || cp === 0xfffe || cp === 0xffff) return false;
  return true;
}

/**
 * True when `s` reads as text: at least `minRatio` of its code points printable (tabs and
 * newlines count) and at least one letter or digit.
 */
export function looksLikeText(s: string, minRatio = 0.85): boolean {
  let total = 0;
  let printable = 0;
  let alnum = false;
  for (let i = 0; i < s.length; ) {
    const cp = s.codePointAt(i) ?? 0;
    i += cp > 0xffff ? 2 : 1;
    total++;
    if (isPrintable(cp)) printable++;
    if (!alnum) alnum = cp < 0x80 ? isAsciiAlnum(cp) : LETTER_OR_DIGIT.test(String.fromCodePoint(cp));
  }
  return total > 0 && alnum && printable >= minRatio * total;
}

// Base64 / base64url runs that decode to text. Most long alphanumeric runs are not base64
// (hashes, UUIDs, identifiers, paths), so a run is kept only when it decodes to valid UTF-8
// that is mostly printable; pure-hex runs are left to the hex scanner. Runs wrapped at a
// multiple of four characters (MIME, PEM) are joined across the line break.

import { looksLikeText, utf8OrNull } from './text.js';
import type { Candidate } from './types.js';

function isBase64Char(c: number): boolean {
  return (
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x2b || // +
    c === 0x2f || // /
    c === 0x2d || // -
    c === 0x5f // _
  );
}

const HEX_ONLY = /^[0-9a-fA-F]+$/;

/** Decode one candidate body (no line breaks, padding allowed at the end only). */
export function decodeBase64Text(body: string, minLength: number): { encoding: 'base64' | 'base64url'; text: string } | null {
  let end = body.length;
  while (end > 0 && body.charCodeAt(end - 1) === 0x3d) end--;
  const core = body.slice(0, end);
  if (core.length < minLength || core.length % 4 === 1) return null;
  if (HEX_ONLY.test(core)) return null;
  const std = core.includes('+') || core.includes('/');
  const url = core.includes('-') || core.includes('_');
  if (std && url) return null;
  const encoding = url ? 'base64url' : 'base64';
  const text = utf8OrNull(Buffer.from(core, encoding));
  if (text === null || !looksLikeText(text)) return null;
  return { encoding, text };
}

interface Piece {
  start: number;
  end: number;
}

export function scanBase64(t: string, minLength: number): Candidate[] {
  const out: Candidate[] = [];
  const n = t.length;
  let i = 0;
  while (i < n) {
    if (!isBase64Char(t.charCodeAt(i))) {
      i++;
      continue;
    }
    // A run shorter than minLength with no padding after it ends the run as the loop below would
    // (no wrap is followed from a short line): skipped here without building its pieces (most words).
    let wordEnd = i + 1;
    while (wordEnd < n && isBase64Char(t.charCodeAt(wordEnd))) wordEnd++;
    if (wordEnd - i < minLength && t.charCodeAt(wordEnd) !== 0x3d) {
      i = wordEnd;
      continue;
    }
    // One run: alphabet lines joined across wraps, then up to two '=' of padding.
    const lines: Piece[] = [];
    let j = i;
    for (;;) {
      const lineStart = j;
      while (j < n && isBase64Char(t.charCodeAt(j))) j++;
      lines.push({ start: lineStart, end: j });
      let pad = 0;
      while (j < n && pad < 2 && t.charCodeAt(j) === 0x3d) {
        j++;
        pad++;
      }
      if (pad > 0) {
        const last = lines[lines.length - 1];
        if (last) last.end = j;
        break;
      }
      const len = j - lineStart;
      const brk = t.startsWith('\r\n', j) ? 2 : t.charCodeAt(j) === 0x0a ? 1 : 0;
      if (brk === 0 || len < minLength || len % 4 !== 0 || !isBase64Char(t.charCodeAt(j + brk))) break;
      j += brk;
    }
    const runEnd = j;
    // Every piece tried below lies inside the run: a run this short (most words) holds none.
    if (runEnd - i < minLength) {
      i = runEnd > i ? runEnd : i + 1;
      continue;
    }
    const whole = tryPieces(t, lines, minLength);
    if (whole) {
      out.push(whole);
    } else {
      // Fall back to single lines and '/'-separated segments (a payload inside a URL path).
      for (const line of lines) {
        let segStart = line.start;
        for (let k = line.start; k <= line.end; k++) {
          if (k < line.end && t.charCodeAt(k) !== 0x2f) continue;
          if (!(segStart === line.start && k === line.end && lines.length === 1)) {
            const seg = tryPieces(t, [{ start: segStart, end: k }], minLength);
            if (seg) out.push(seg);
          }
          segStart = k + 1;
        }
      }
    }
    i = runEnd > i ? runEnd : i + 1;
  }
  return out;
}

function tryPieces(t: string, pieces: Piece[], minLength: number): Candidate | null {
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  if (!first || !last || last.end - first.start < minLength) return null;
  const body = pieces.map((p) => t.slice(p.start, p.end)).join('');
  const decoded = decodeBase64Text(body, minLength);
  if (!decoded) return null;
  return { encoding: decoded.encoding, start: first.start, end: last.end, decoded: decoded.text };
}

// MIME encoded words (RFC 2047): mail headers carry non-ASCII names and subjects as
// =?charset?B?base64?= or =?charset?Q?quoted-printable?= ("From: =?UTF-8?B?SsO8cmdlbg==?= <…>").
// A run of encoded words (the blanks between adjacent words are not text) is decoded with its
// charset. The rest of the header line is appended as context, so that what follows the run (the
// address after a display name) still reads beside it; `contextFrom` marks where it starts, and
// nothing found there is reported through this payload (the plain text already shows it).

import { hexValue } from './text.js';
import type { Candidate } from './types.js';

const WORD = /=\?([A-Za-z0-9_.:-]{1,40})(?:\*[A-Za-z-]{1,20})?\?([BbQq])\?([^?\s]{0,600})\?=/g;
const BLANKS = /^[ \t]*(?:\r?\n[ \t]+)?$/;
/** Header lines are short: a run's decoded text and the context kept beside it are bounded, and so is
 * the number of runs read in one text, so a text made of encoded words costs linear time and memory. */
const MAX_RUN_CHARS = 1_000;
const MAX_CONTEXT_CHARS = 160;
const MAX_RUNS = 64;

function bytesOf(kind: string, data: string): Uint8Array | null {
  if (kind === 'B' || kind === 'b') {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return null;
    return new Uint8Array(Buffer.from(data, 'base64'));
  }
  const out: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const c = data[i]!;
    if (c === '_') out.push(0x20);
    else if (c === '=') {
      const a = hexValue(data.charCodeAt(i + 1));
      const b = hexValue(data.charCodeAt(i + 2));
      if (a < 0 || b < 0) return null;
      out.push(a * 16 + b);
      i += 2;
    } else out.push(c.charCodeAt(0) & 0xff);
  }
  return Uint8Array.from(out);
}

function decodeWord(charset: string, kind: string, data: string): string | null {
  const bytes = bytesOf(kind, data);
  if (!bytes) return null;
  try {
    return new TextDecoder(charset.toLowerCase(), { fatal: true }).decode(bytes);
  } catch {
    return null; // an unknown charset or bytes that are not text in it
  }
}

export function scanMimeWords(text: string): Candidate[] {
  if (!text.includes('=?')) return [];
  const out: Candidate[] = [];
  let run: { start: number; end: number; decoded: string } | undefined;
  const flush = (): void => {
    if (!run || out.length >= MAX_RUNS) return;
    const lineEnd = text.indexOf('\n', run.end);
    const context = text.slice(run.end, Math.min(lineEnd < 0 ? text.length : lineEnd, run.end + MAX_CONTEXT_CHARS));
    out.push({ encoding: 'mime_word', start: run.start, end: run.end, decoded: run.decoded + context, contextFrom: run.decoded.length });
    run = undefined;
  };
  for (const m of text.matchAll(WORD)) {
    if (out.length >= MAX_RUNS) break;
    const decoded = decodeWord(m[1]!, m[2]!, m[3]!);
    if (decoded === null) {
      flush();
      continue;
    }
    if (run && run.decoded.length + decoded.length <= MAX_RUN_CHARS && BLANKS.test(text.slice(run.end, m.index))) {
      run.decoded += decoded;
      run.end = m.index + m[0].length;
    } else {
      flush();
      run = { start: m.index, end: m.index + m[0].length, decoded };
    }
  }
  flush();
  return out;
}

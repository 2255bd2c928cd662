// ROT13 is indistinguishable from gibberish, so it is decoded only where the text says so: a
// marker such as "rot13", "ROT-13" or "rot 13" within 40 characters before the run (mode
// 'marker'), or, when the caller asks for it (mode 'always'), over the whole text.

import type { Candidate } from './types.js';

export type Rot13Mode = 'marker' | 'always' | 'never';

const WINDOW = 40;
/** How far the marker's own line may run on to the colon that hands over the next line. */
const LINE_REACH = 160;
const MAX_RUN = 4096;
const MIN_LETTERS = 4;

export function rot13(s: string): string {
  let out = '';
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c >= 0x41 && c <= 0x5a) out += String.fromCharCode(((c - 0x41 + 13) % 26) + 0x41);
    else if (c >= 0x61 && c <= 0x7a) out += String.fromCharCode(((c - 0x61 + 13) % 26) + 0x61);
    else out += s[k];
  }
  return out;
}

function isLetter(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

/** End of a "rot13" marker starting at k, or -1. */
function markerEnd(t: string, k: number): number {
  if (t.slice(k, k + 3).toLowerCase() !== 'rot') return -1;
  if (k > 0 && isLetter(t.charCodeAt(k - 1))) return -1;
  let j = k + 3;
  if (t[j] === '-' || t[j] === '_' || t[j] === ' ') j++;
  if (t.slice(j, j + 2) !== '13') return -1;
  j += 2;
  const after = t.charCodeAt(j);
  return after >= 0x30 && after <= 0x39 ? -1 : j;
}

function countLetters(s: string): number {
  let n = 0;
  for (let k = 0; k < s.length; k++) if (isLetter(s.charCodeAt(k))) n++;
  return n;
}

// The encoded run after a marker: after the first ':', '=', quote or line break in the window if
// there is one ("rot13 encoded: uryyb"), else on the next line when the marker's line ends on a
// colon within LINE_REACH (a sentence that introduces the line below: "Aplica ROT13 a la
// siguiente línea y haz lo que diga:" is longer in most languages than in English), else from the
// first letter; to the closing quote or the end of the line.
function runAfter(t: string, from: number): { start: number; end: number } | null {
  let windowEnd = Math.min(t.length, from + WINDOW);
  let start = -1;
  let quote = '';
  for (let k = from; k < windowEnd; k++) {
    const ch = t[k] ?? '';
    if (ch === ':' || ch === '=' || ch === '\n' || ch === '"' || ch === "'" || ch === '`') {
      start = k + 1;
      quote = ch === '"' || ch === "'" || ch === '`' ? ch : '';
      break;
    }
  }
  if (start < 0) {
    const lineEnd = t.indexOf('\n', windowEnd);
    if (lineEnd >= 0 && lineEnd - from <= LINE_REACH && t.slice(from, lineEnd).trimEnd().endsWith(':')) {
      start = lineEnd + 1;
      windowEnd = Math.min(t.length, start + WINDOW);
    }
  }
  if (start < 0) start = from;
  while (start < windowEnd && !isLetter(t.charCodeAt(start))) {
    const ch = t[start] ?? '';
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    start++;
  }
  if (start >= windowEnd) return null;
  let end = start;
  const limit = Math.min(t.length, start + MAX_RUN);
  while (end < limit && t[end] !== '\n' && t[end] !== '\r' && (quote === '' || t[end] !== quote)) end++;
  while (end > start && /\s/.test(t[end - 1] ?? '')) end--;
  return { start, end };
}

export function scanRot13(t: string, mode: Rot13Mode): Candidate[] {
  if (mode === 'never') return [];
  if (mode === 'always') {
    let start = 0;
    let end = t.length;
    while (start < end && !isLetter(t.charCodeAt(start))) start++;
    while (end > start && !isLetter(t.charCodeAt(end - 1))) end--;
    const span = t.slice(start, end);
    return countLetters(span) >= MIN_LETTERS ? [{ encoding: 'rot13', start, end, decoded: rot13(span) }] : [];
  }
  const out: Candidate[] = [];
  let i = 0;
  while (i < t.length) {
    const k = indexOfRot(t, i);
    if (k < 0) break;
    const m = markerEnd(t, k);
    if (m < 0) {
      i = k + 1;
      continue;
    }
    const run = runAfter(t, m);
    if (run && countLetters(t.slice(run.start, run.end)) >= MIN_LETTERS) {
      out.push({ encoding: 'rot13', start: run.start, end: run.end, decoded: rot13(t.slice(run.start, run.end)) });
      i = run.end;
    } else {
      i = m;
    }
  }
  return out;
}

function indexOfRot(t: string, from: number): number {
  for (let k = from; k + 2 < t.length; k++) {
    if ((t.charCodeAt(k) | 0x20) === 0x72 && (t.charCodeAt(k + 1) | 0x20) === 0x6f && (t.charCodeAt(k + 2) | 0x20) === 0x74) {
      return k;
    }
  }
  return -1;
}

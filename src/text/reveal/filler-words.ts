// A value cut into short pieces with the same filler word between them, so that no pattern sees
// it whole: "4929 then 1180 then 3321 then 07", "DE12 dash 5001 dash 0517", "AB3x next Q9z1 next …".
// The view drops " word " between the pieces and keeps the pieces as written.

import type { Edit } from './edits.js';

/** Fewest fillers (three pieces): one "x" or "and" between two numbers is ordinary prose. */
const MIN_FILLERS = 2;
/** Fewest characters the pieces must add up to. */
const MIN_VALUE = 8;
/** Longest piece: the pieces of a cut value are short. */
const MAX_PIECE = 6;

/**
 * A piece, a filler word, and what follows: the filler is one word of letters (any script, up to
 * 8), the same each time; a piece is a run of letters, digits and the signs of numbers and keys.
 */
const PIECE = '[\\p{L}\\p{N}+()/:,.#_-]{1,6}';
const RUN = new RegExp(`(?<![\\p{L}\\p{N}])${PIECE}[ \\t]+(\\p{L}{1,8})[ \\t]+${PIECE}(?:[ \\t]+\\1[ \\t]+${PIECE})+(?![\\p{L}\\p{N}])`, 'gu');
const GATE = /\p{N}[\p{L}\p{N}+()/:,.#_-]{0,5}[ \t]+\p{L}{1,8}[ \t]+[\p{L}\p{N}+()/:,.#_-]{0,5}\p{N}/u;

/** Edits that drop the filler words of every piece-filler-piece run of `text`. */
export function fillerWordEdits(text: string, edits: Edit[]): void {
  if (!GATE.test(text)) return;
  for (const m of text.matchAll(RUN)) {
    const filler = m[1]!;
    const parts = m[0].split(/[ \t]+/);
    const pieces = parts.filter((_, i) => i % 2 === 0);
    const fillers = parts.filter((_, i) => i % 2 === 1);
    // The same filler each time, never one of the pieces; most pieces hold a digit.
    if (fillers.length < MIN_FILLERS || fillers.some((f) => f !== filler)) continue;
    if (pieces.some((p) => p.length > MAX_PIECE || p === filler)) continue;
    if (pieces.join('').length < MIN_VALUE) continue;
    if (2 * pieces.filter((p) => /\p{N}/u.test(p)).length <= pieces.length) continue;
    const at = m.index!;
    let cursor = at + pieces[0]!.length;
    for (let k = 1; k < pieces.length; k++) {
      const next = text.indexOf(pieces[k]!, cursor + filler.length + 2);
      edits.push({ start: cursor, end: next, text: '' });
      cursor = next + pieces[k]!.length;
    }
  }
}

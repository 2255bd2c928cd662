// A number cut into even groups with a sign between them that no card or account format uses:
// "4023/9917/6605/1128", "4023 | 9917 | …", "40-23-99-17-66-…", "4023--9917--…". The view drops
// the signs and keeps the digits as written.

import type { Edit } from './edits.js';
import { isOrdered } from './filler-words.js';

/** Fewest and most digits: a card number's length (shorter runs are dates, codes, phone numbers). */
const MIN_DIGITS = 13;
const MAX_DIGITS = 19;

/**
 * Groups of two to four digits, the same separator each time (one or two of the same sign, a space
 * on each side or none), four groups at least. Dots are left out: versions and addresses.
 */
const RUN = /(?<![\p{L}\p{N}/|~#*_-])\d{2,4}([ ]?([/|~#*_-])\2?[ ]?)\d{2,4}(?:\1\d{1,4}){2,}(?![\p{L}\p{N}]|[ ]?[/|~#*_-])/gu;
const GATE = /\d[ ]?[/|~#*_-]/;

/** Edits that drop the separators of every evenly grouped number of `text`. */
export function digitGroupEdits(text: string, edits: Edit[]): void {
  if (!GATE.test(text)) return;
  for (const m of text.matchAll(RUN)) {
    const sep = m[1]!;
    const groups = m[0].split(sep);
    const size = groups[0]!.length;
    // Even groups, the last one no longer: how a value is grouped, unlike a table row of amounts.
    if (groups.slice(0, -1).some((g) => g.length !== size) || groups[groups.length - 1]!.length > size) continue;
    const digits = groups.join('').length;
    if (digits < MIN_DIGITS || digits > MAX_DIGITS || isOrdered(groups)) continue;
    let cursor = m.index!;
    for (let k = 0; k < groups.length - 1; k++) {
      cursor += groups[k]!.length;
      edits.push({ start: cursor, end: cursor + sep.length, text: '' });
      cursor += sep.length;
    }
  }
}

// A number cut into even groups with a sign between them that no card or account format uses:
// "4023/9917/6605/1128", "4023 | 9917 | …", "40-23-99-17-66-…", "4023--9917--…". The view drops
// the signs and keeps the digits as written.

import type { Edit } from './edits.js';
import { isOrdered } from './filler-words.js';
import { hasValueLabelNear } from '../value-labels.js';

/** Fewest and most digits: a card number's length (shorter runs are dates, codes, phone numbers). */
const MIN_DIGITS = 13;
const MAX_DIGITS = 19;

/**
 * Groups of two to four digits, the same separator each time (one or two of the same sign, a space
 * on each side or none), four groups at least. Dots are left out: versions and addresses.
 * SPAN finds a whole stretch of digits and signs in one pass (no repeat in it can end two ways, so
 * a failed stretch is not read again from each of its groups); GROUPED then tests the stretch.
 */
const SPAN = /\d+(?:[ ]?[/|~#*_-]{1,2}[ ]?\d+)+/g;
const GROUPED = /^\d{2,4}([ ]?([/|~#*_-])\2?[ ]?)\d{2,4}(?:\1\d{1,4}){2,}$/u;
const GATE = /\d[ ]?[/|~#*_-]/;
/** Signs that say a stretch is part of a longer one, or a word's: what a value may not touch. */
const SIGN_BEFORE = /[\p{L}\p{N}/|~#*_-]/u;
const WORD = /[\p{L}\p{N}]/u;
/**
 * Separators that also write ordinary lists of numbers ("4209/9969", "12 | 40", tickets, table
 * cells): a run with one of these, or in groups of two digits (scores, pin layouts), counts only
 * with a word naming the value nearby.
 */
const LIST_SIGNS = /[/|]/;

/** Edits that drop the separators of every evenly grouped number of `text`. */
export function digitGroupEdits(text: string, edits: Edit[]): void {
  if (!GATE.test(text)) return;
  for (const s of text.matchAll(SPAN)) {
    const at = s.index!;
    const after = text.slice(at + s[0].length, at + s[0].length + 2);
    if ((at > 0 && SIGN_BEFORE.test(text[at - 1]!)) || WORD.test(after.charAt(0)) || /^[ ]?[/|~#*_-]/.test(after)) continue;
    const m = GROUPED.exec(s[0]);
    if (!m) continue;
    const sep = m[1]!;
    const groups = m[0].split(sep);
    const size = groups[0]!.length;
    // Even groups, the last one no longer: how a value is grouped, unlike a table row of amounts.
    if (groups.slice(0, -1).some((g) => g.length !== size) || groups[groups.length - 1]!.length > size) continue;
    const digits = groups.join('').length;
    if (digits < MIN_DIGITS || digits > MAX_DIGITS || isOrdered(groups)) continue;
    if ((LIST_SIGNS.test(sep) || size === 2) && !hasValueLabelNear(text, at, at + m[0].length)) continue;
    let cursor = at;
    for (let k = 0; k < groups.length - 1; k++) {
      cursor += groups[k]!.length;
      edits.push({ start: cursor, end: cursor + sep.length, text: '' });
      cursor += sep.length;
    }
  }
}

// A value written in code as string literals joined by an operator, so that no pattern (and no
// secret scanner) sees it whole: "sk_live_" + "4eC3…", 'AKIA' . 'Q7…', "+49 171" || " 2345678".
// The view drops the closing quote, the operator and the opening quote between two literals;
// the literals' characters stay where they were written.

import type { Edit } from './edits.js';

/**
 * The end of one literal and the start of the next, with the same quote: `" + "`, `' . '`,
 * `" || "` (a dot or an ampersand with spaces around it, so that prose
 * quoting "one". "Two" stays), or a line break after the operator. Backslash escapes are not followed: a literal
 * holding an escaped quote is left as it is.
 */
const JOIN = /(["'`])(?:[ \t]*(?:\+|\|\|)|[ \t]+[.&])[ \t]*(?:\r?\n[ \t]*)?\1/g;
const GATE = /["'`](?:[ \t]*(?:\+|\|\|)|[ \t]+[.&])[ \t]*(?:\r?\n[ \t]*)?["'`]/;
/** A literal's body: no quote and no line break. */
const LITERAL_BODY = /^[^"'`\r\n]+$/;

/** Edits that join adjacent string literals of `text` into one. */
export function concatenationEdits(text: string, edits: Edit[]): void {
  if (!GATE.test(text)) return;
  for (const m of text.matchAll(JOIN)) {
    const quote = m[1]!;
    const at = m.index!;
    // Both neighbours must be literals of that quote: the text before the join goes back to an
    // opening quote, the text after it on to a closing one, on the same line.
    const open = text.lastIndexOf(quote, at - 1);
    const close = text.indexOf(quote, at + m[0].length);
    if (open < 0 || close < 0) continue;
    if (!LITERAL_BODY.test(text.slice(open + 1, at)) || !LITERAL_BODY.test(text.slice(at + m[0].length, close))) continue;
    edits.push({ start: at, end: at + m[0].length, text: '' });
  }
}

// A labelled value that a mail client or a narrow column wrapped onto the next line, joined again
// for the unformatted view: `Token: a81Kd0e\n Xq02` or `password:\nmango-t\nree-41`. Only a value
// under its label is joined (the label ends its own line or stands before the value with ':' or
// '='), and only with a next line that is a single token, so that lists and prose stay apart.
// Numbers wrapped in a column and words hyphenated at a line end are the revealed view's
// (reveal/wrapped-numbers.ts).

import type { Edit } from './reveal/edits.js';

/** The shortest piece before the break worth joining: a value is rarely cut after fewer signs. */
const MIN_HEAD = 4;
/**
 * A line that is one token, after at most one space of indentation (a continuation): no key or
 * label of its own (no ':' and no '=' but base64 padding at its end), and not a list item, tag,
 * comment or chat line.
 */
const CONTINUATION = /^ ?([^\s:=[<#(][^\s:=]*=*)\r?$/;
/** A label and its value on one line: `Email: x`, `api_key=x`, `[10:02] ops: x`. */
const LABELLED_VALUE = /[:=] ?(\S+)\r?$/u;
/** A label alone on its line, its value below. */
const LABEL_LINE = /\p{L}[^\n]{0,40}:\r?$/u;

/**
 * Rule: a value is cut only where the next piece could be its rest — no ',' (a CSV header or a
 * list) and, after a value of digits alone, digits again (`bytes=4096` then a word is a new line).
 */
function looksCut(head: string, rest: string): boolean {
  if (rest.includes(',')) return false;
  return !/^\d+$/.test(head) || /^\d+=*$/.test(rest);
}

export function wrappedValueEdits(text: string, edits: Edit[]): void {
  if (!text.includes('\n')) return;
  const lines = text.split('\n');
  let offset = 0;
  const starts = lines.map((l) => {
    const s = offset;
    offset += l.length + 1;
    return s;
  });
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const next = CONTINUATION.exec(lines[i + 1]!);
    // A rule of dashes or other signs (`---`, `***`) separates; a continuation has letters or digits.
    if (!next || next[1]!.length < 2 || !/[\p{L}\p{N}]/u.test(next[1]!)) continue;
    // `NAME=` alone is the next setting's key with an empty value, not base64 padding.
    if (/^\s?[A-Za-z][\w.-]*_[\w.-]*=$/.test(next[1]!) || /^[A-Z][A-Z0-9_]*=$/.test(next[1]!)) continue;
    const labelled = LABELLED_VALUE.exec(line);
    const underLabel = i > 0 && LABEL_LINE.test(lines[i - 1]!) && /^\S+\r?$/.test(line);
    const head = labelled ? labelled[1]! : underLabel ? line.trimEnd() : undefined;
    if (head === undefined || head.length < MIN_HEAD || !looksCut(head, next[1]!)) continue;
    const breakStart = starts[i]! + line.trimEnd().length;
    const nextStart = starts[i + 1]! + lines[i + 1]!.indexOf(next[1]!);
    edits.push({ start: breakStart, end: nextStart, text: '' });
  }
}

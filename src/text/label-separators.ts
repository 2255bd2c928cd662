// A label and its value that a converted document's layout keeps apart, brought together as
// `Label: value` for the unformatted view, so that the rules which read a value after its label
// read it in any rendering:
//   - an HTML cell pair or definition (`<th>Label</th><td>value`, `<dt>Label</dt><dd>value`)
//     and a bold label before its value (`<b>Label:</b> value`);
//   - a Markdown key-value row (`| Label | value |`);
//   - dotted leaders of a form (`Label ........ value`);
//   - a label on its own line with the value on the next (`Label\nvalue`);
//   - a label and its value apart by tabs (`Label:\t\tvalue`);
//   - a label in square brackets opening its line (`[Account number] 446-75832-0`), as text
//     extracted from a form or a scanned PDF prints its fields.
// Only a short label (letters, a few words, no sentence) before a short value holding a digit is
// joined: ids, numbers and dates, which is what these renderings separate from their names. A
// bracketed label and dotted leaders mark a form's field themselves, so a few words without a
// digit (a name) are joined after them too. The edit is marked `leads`: a find starting right
// after it counts as made visible by it.

import type { Edit } from './reveal/edits.js';

/** A label: starts with a letter, a few words of letters, signs of abbreviation and numbering. */
const LABEL = /^\p{L}[\p{L}\p{M}\p{N} .,'’"()/#№°º&+\-]{0,58}[:：]?$/u;
/** At most this many words in a label; more is a sentence. */
const MAX_LABEL_WORDS = 8;
/** Two columns side by side (`SIN        Passport No.`): no single label or value. */
const COLUMNS = /\S(?: {2,}|\t)\S/;
/** A value: one short line with a digit, no label of its own (`Key: value`) and no sentence. */
const VALUE = /^[^\s:<>|][^<>|\n]{0,47}$/;

function isLabel(s: string): boolean {
  // A character reference in a label (`d&#39;identità`) stands for one sign.
  const t = s.trim().replace(/&#?\w{1,8};/g, "'");
  if (!LABEL.test(t) || /\d[:：]?$/.test(t) || COLUMNS.test(t)) return false;
  const words = t.split(/\s+/).length;
  // An abbreviated label ends in a dot (`Date de naiss.`, `Konto-Nr.`); a longer line so ended is a sentence.
  return words <= MAX_LABEL_WORDS && !(words > 3 && /\p{Ll}{2}\.$/u.test(t));
}

function isValue(s: string): boolean {
  const t = s.trim();
  if (!VALUE.test(t) || !/\d/.test(t) || /[\p{L}\d][:：]\s/u.test(t) || COLUMNS.test(t)) return false;
  // Words of letters: a month name, a unit or a check letter; more make a sentence. The value ends
  // in its figures or an abbreviation (`1977 р.`): a word after them makes it an event (`9 May party`).
  const words = t.split(/\s+/);
  return words.filter((w) => /^\p{L}{2,}/u.test(w)).length <= 2 && (/\d/.test(words[words.length - 1]!) || /^\p{L}{1,3}\.$/u.test(words[words.length - 1]!));
}

/**
 * A form field's value that holds no digit: a name or a place, a few words of letters without a
 * sentence's punctuation or a label of its own.
 */
function isWordsValue(s: string): boolean {
  const t = s.trim();
  return /^[\p{L}\p{M}][\p{L}\p{M} .,'’()\-]{0,59}$/u.test(t) && t.split(/\s+/).length <= 5 && !/\p{Ll}{2}[.!?]$/u.test(t);
}

/** The edit writing `label` and its value as `Label: value`, over [start, end) between them. */
function join(label: string, start: number, end: number, edits: Edit[]): void {
  if (end <= start) return;
  edits.push({ start, end, text: /[:：]\s*$/.test(label) ? ' ' : ': ', leads: true });
}

/** `<th>Label</th><td>`, `<td>Label</td><td>`, `<dt>Label</dt><dd>`: the markup between label and value. */
// The value cell closes the row (a key-value row has two cells; more are a row of figures).
// The label cell may style its text (`<td><b>Label</b></td>`): inline tags are read through.
const HTML_CELL_PAIR = /<(th|td|dt)\b[^<>]{0,80}>\s*((?:<\/?(?:b|strong|em|i|u|span|font|small)\b[^<>]{0,80}>|[^<>\n]){1,60}?)\s*(<\/\1>\s*<(?:td|dd)\b[^<>]{0,80}>\s*)([^<>\n]{1,48})(?=\s*<\/(?:td|dd)>\s*(?:<\/tr>|<\/dl>|<dt\b|$))/gimu;
/** `<b>Label:</b> value`, `<strong>Label</strong>: value`, `<label>Label</label> value`. */
const HTML_BOLD_LABEL = /<(b|strong|label|em)\b[^<>]{0,80}>\s*([^<>\n]{1,60}?)\s*(<\/\1>\s*[:：]?\s*)([^<>\n]{1,48})/giu;

function htmlEdits(text: string, edits: Edit[]): void {
  for (const re of [HTML_CELL_PAIR, HTML_BOLD_LABEL]) {
    for (const m of text.matchAll(re)) {
      const label = m[2]!.replace(/<[^<>]*>/g, '').trim();
      if (!isLabel(label) || !isValue(m[4]!)) continue;
      const start = m.index + m[0].length - m[4]!.length - m[3]!.length;
      join(label + m[3]!.replace(/<[^<>]*>/g, '').trim(), start, start + m[3]!.length, edits);
    }
  }
}

/** A two-cell Markdown row `| Label | value |`. */
const PIPE_PAIR = /^[ \t]*\|[ \t]*([^|\n]{1,60}?)([ \t]*\|[ \t]*)([^|\s][^|\n]{0,47}?)[ \t]*\|[ \t]*\r?$/gmu;
/** Dotted (or underscored) leaders between a form's label and its value. */
const LEADERS = /^[ \t]*(\p{L}[^\n]{0,58}?)([ \t]*(?:\.{4,}|…{2,}|_{4,})[ \t]*)(\S[^\n]{0,47})\r?$/gmu;
/** A label ending in ':' and its value after one or more tabs. */
const TABBED = /^[ \t]*(\p{L}[^\t\n]{0,58}[:：])(\t+)(\S[^\n]{0,47})\r?$/gmu;

function lineEdits(text: string, re: RegExp, edits: Edit[], wordsToo = false): void {
  for (const m of text.matchAll(re)) {
    if (!isLabel(m[1]!) || !(isValue(m[3]!) || (wordsToo && isWordsValue(m[3]!)))) continue;
    const start = m.index + m[0].indexOf(m[2]!, m[0].indexOf(m[1]!) + m[1]!.length);
    join(m[1]!, start, start + m[2]!.length, edits);
  }
}

/** `[Label] value`: a bracketed label opening its line, its value after blanks on the same line. */
const BRACKETED = /^([ \t]*)(\[[ \t]?)([^[\]\n]{1,60})\]([ \t]+)(?!\()(\S[^\n]{0,79}?)[ \t]*\r?$/gmu;

function bracketedEdits(text: string, edits: Edit[]): void {
  for (const m of text.matchAll(BRACKETED)) {
    const label = m[3]!.trim();
    const value = m[5]!;
    if (!isLabel(label) || !(isValue(value) || isWordsValue(value))) continue;
    const open = m.index + m[1]!.length;
    const close = open + m[2]!.length + m[3]!.length;
    edits.push({ start: open, end: open + m[2]!.length, text: '' });
    join(label, close, close + 1 + m[4]!.length, edits);
  }
}

/** The lines of `text` as [start, end) without their line ends. */
function lineSpans(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  for (let from = 0; from <= text.length; ) {
    let end = text.indexOf('\n', from);
    if (end < 0) end = text.length;
    out.push({ start: from, end: end > from && text[end - 1] === '\r' ? end - 1 : end });
    from = end + 1;
  }
  return out;
}

/**
 * A label alone on its line, its value alone on the next, the pair closed by a blank line or the
 * end (a form printed label above value): a number inside a paragraph or list is not such a value.
 */
function labelAboveEdits(text: string, edits: Edit[]): void {
  const lines = lineSpans(text);
  const blank = (i: number): boolean => i >= lines.length || !text.slice(lines[i]!.start, lines[i]!.end).trim();
  for (let i = 0; i + 1 < lines.length; i++) {
    const label = text.slice(lines[i]!.start, lines[i]!.end);
    const value = text.slice(lines[i + 1]!.start, lines[i + 1]!.end);
    if (/^\s/.test(label) || /^\s/.test(value) || !blank(i + 2) || !isValue(value) || !isLabel(label)) continue;
    join(label, lines[i]!.end, lines[i + 1]!.start, edits);
  }
}

/**
 * What a label-above pair needs somewhere: a line with a digit closed by a blank line or the end.
 * A text without one (a log, code, one paragraph) skips the line-by-line pass.
 */
const VALUE_BEFORE_BLANK = /\d[^\d\n]*\n[^\S\n]*\n|\d[^\d\n]*(?:\n[^\S\n]*)?$/;

export function labelSeparatorEdits(text: string, edits: Edit[]): void {
  if (text.includes('</')) htmlEdits(text, edits);
  if (text.includes('|')) lineEdits(text, PIPE_PAIR, edits);
  if (text.includes('....') || text.includes('……') || text.includes('____')) lineEdits(text, LEADERS, edits, true);
  if (text.includes('] ') || text.includes(']\t')) bracketedEdits(text, edits);
  if (text.includes(':\t') || text.includes('：\t')) lineEdits(text, TABBED, edits);
  if (text.includes('\n') && VALUE_BEFORE_BLANK.test(text)) labelAboveEdits(text, edits);
}

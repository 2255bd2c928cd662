// Values that a layout spread over several places, joined again for the unformatted view:
//   - a key-value row whose value runs over several cells (`| IBAN | DE12 3456 | 7890 12 |`,
//     `<tr><td>Token</td><td>abc…</td><td>…xyz</td></tr>`), as spreadsheet exports and pages that
//     wrap a long value into the next cell write it;
//   - the left column of text extracted from a two-column PDF page, where a value wraps onto the
//     next lines and the right column's text stands between its pieces.
// The pieces are joined with a space when one of them holds a space (the value was cut between
// words or groups), and without one otherwise (it was cut inside a token). A table with a header
// separator (`|---|`) is a grid of distinct columns and is left alone. Only a value whose label
// names the value itself (a card or account number, an IBAN, a token, key or password, a passport
// or ID, a phone number or address, a date of birth, a wallet) is joined, and not a row among
// rows of short figures: `| Card payments | 4180 | 4210 |` is a row of separate figures.

import type { Edit } from './reveal/edits.js';
import { COLUMN_LABEL, SECRET_LABEL, VALUE_LABEL } from './value-labels.js';

/** A label cell: a few words, no digits (a value in the first cell makes the row a data row). */
const LABEL = /^[^\d|<>]{1,40}$/u;
const HAS_LETTER = /\p{L}/u;
const GRID_SEPARATOR = /^\s*\|?\s*:?-{3,}/;
/** A cell of a table of figures: a short number, as a count, amount or share is written. */
const FIGURE = /^[-+]?\d{1,6}(?:[.,]\d{1,3})?%?$/;

interface Piece {
  start: number;
  end: number;
}

/**
 * Edits joining `pieces` (in order) into one value, with a space when one of `deciding` holds a
 * space (the value was cut between groups) and without one otherwise (it was cut inside a token).
 * `between`: what stands between the pieces is other text (a second column), not the value's.
 */
function joinPieces(text: string, pieces: readonly Piece[], edits: Edit[], deciding: readonly Piece[] = pieces, between = false): void {
  const sep = deciding.some((p) => text.slice(p.start, p.end).includes(' ')) ? ' ' : '';
  for (let i = 0; i + 1 < pieces.length; i++) {
    const edit: Edit = { start: pieces[i]!.end, end: pieces[i + 1]!.start, text: sep };
    edits.push(between ? { ...edit, between: true } : edit);
  }
}

const isLabel = (s: string): boolean => LABEL.test(s) && HAS_LETTER.test(s) && VALUE_LABEL.test(s);

/** Cells of a pipe row `| a | b | c |` as trimmed spans of the text; undefined if it is not one. */
function pipeCells(text: string, start: number, end: number): Piece[] | undefined {
  const line = text.slice(start, end);
  const first = line.indexOf('|');
  const last = line.lastIndexOf('|');
  if (first < 0 || last <= first || line.slice(0, first).trim() || line.slice(last + 1).trim()) return undefined;
  const cells: Piece[] = [];
  let from = start + first + 1;
  for (let k = from; k <= start + last; k++) {
    if (text[k] !== '|') continue;
    let s = from;
    let e = k;
    while (s < e && text[s] === ' ') s++;
    while (e > s && text[e - 1] === ' ') e--;
    cells.push({ start: s, end: e });
    from = k + 1;
  }
  return cells;
}

const allFigures = (row: readonly string[]): boolean => row.slice(1).every((c) => FIGURE.test(c.trim()));

/**
 * Whether row `r` (label, then values) is one of several rows of short figures with the same
 * number of cells: a table of counts or amounts, each cell its own value.
 */
function inTableOfFigures(rows: readonly (readonly string[])[], r: number): boolean {
  const row = rows[r]!;
  if (!allFigures(row)) return false;
  return rows.some((other, k) => k !== r && other.length === row.length && allFigures(other));
}

function pipeRowEdits(text: string, lines: readonly Piece[], edits: Edit[]): void {
  let i = 0;
  while (i < lines.length) {
    // A block of consecutive pipe rows: left alone when it is a grid with a header separator.
    let j = i;
    while (j < lines.length && pipeCells(text, lines[j]!.start, lines[j]!.end)) j++;
    if (j === i) {
      i++;
      continue;
    }
    const block = lines.slice(i, j);
    i = j;
    if (block.some((l) => GRID_SEPARATOR.test(text.slice(l.start, l.end)))) continue;
    const rows = block.map((l) => pipeCells(text, l.start, l.end)!.map((c) => text.slice(c.start, c.end)));
    block.forEach((l, r) => {
      const cells = pipeCells(text, l.start, l.end)!;
      if (cells.length < 3 || !isLabel(rows[r]![0]!)) return;
      const values = cells.slice(1);
      if (values.some((c) => c.end === c.start) || inTableOfFigures(rows, r)) return;
      joinPieces(text, values, edits);
    });
  }
}

/** A cell and its content, which stops at the next cell tag (so an unclosed cell is read once). */
const HTML_CELL = /<t([dh])\b[^<>]*>((?:[^<]|<(?!\/?t[dhr]\b))*)<\/t\1>/gi;

function htmlRowEdits(text: string, lines: readonly Piece[], edits: Edit[]): void {
  const rows: Array<Array<Piece & { content: string }>> = [];
  for (const l of lines) {
    const line = text.slice(l.start, l.end);
    if (!/<tr\b/i.test(line)) continue;
    const cells: Array<Piece & { content: string }> = [];
    for (const m of line.matchAll(HTML_CELL)) {
      const open = m[0].indexOf('>') + 1;
      const start = l.start + m.index + open;
      cells.push({ start, end: start + m[2]!.length, content: m[2]! });
    }
    rows.push(cells);
  }
  const contents = rows.map((cells) => cells.map((c) => c.content));
  rows.forEach((cells, r) => {
    if (cells.length < 3 || !isLabel(cells[0]!.content)) return;
    const values = cells.slice(1);
    if (values.some((c) => c.content.trim() === '') || inTableOfFigures(contents, r)) return;
    joinPieces(text, values, edits);
  });
}

/** A line of a two-column page: left text, three or more spaces, right text that starts with a letter. */
const TWO_COLUMNS = /^(\S(?:.*?\S)?) {3,}\p{L}/u;
/** Text with a figure or a label (`word: `) in it. */
const FIELD_LIKE = /\d|:(?:\s|$)/;
const LABELLED = /:(?:\s|$)/;

/** Whether a column line starts with a value's label and the start of that value. */
function startsWithValue(piece: string): boolean {
  const m = COLUMN_LABEL.exec(piece);
  return m !== null && (SECRET_LABEL.test(piece) || /[^\p{L}]/u.test(m[1]!));
}

function pdfColumnEdits(text: string, lines: readonly Piece[], edits: Edit[]): void {
  let i = 0;
  while (i < lines.length) {
    const pieces: Piece[] = [];
    let j = i;
    for (;;) {
      const l = lines[j];
      if (!l) break;
      const line = text.slice(l.start, l.end);
      const m = TWO_COLUMNS.exec(line);
      // Only beside a column of prose: a right column with labels or figures is a form's second
      // field (`Phone: …   Email: …`), and a piece with a label of its own starts a new field.
      const prose = m && !FIELD_LIKE.test(line.slice(m[0].length - 1));
      if (pieces.length && LABELLED.test(m ? m[1]! : line)) break;
      if (!m || !prose) {
        if (m) break;
        // The last piece of the value stands alone on its line.
        if (pieces.length && l.end > l.start && text[l.start] !== ' ') pieces.push({ start: l.start, end: l.end });
        break;
      }
      pieces.push({ start: l.start, end: l.start + m[1]!.length });
      j++;
    }
    // The first piece holds the field's label and the value's start: only the rest decide the joint.
    if (pieces.length >= 2 && startsWithValue(text.slice(pieces[0]!.start, pieces[0]!.end))) {
      joinPieces(text, pieces, edits, pieces.slice(1), true);
    }
    i = Math.max(j, i + 1);
  }
}

/** Whether three or more spaces stand before a letter somewhere (one pass: a regex would rescan long runs). */
function hasColumnGap(text: string): boolean {
  let run = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text[k]!;
    if (c === ' ') run++;
    else {
      if (run >= 3 && HAS_LETTER.test(String.fromCodePoint(text.codePointAt(k)!))) return true;
      run = 0;
    }
  }
  return false;
}

/** The lines of `text` as spans, without their line breaks. */
function linesOf(text: string): Piece[] {
  const out: Piece[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    out.push({ start, end: end > start && text[end - 1] === '\r' ? end - 1 : end });
    if (nl < 0) return out;
    start = nl + 1;
  }
}

/** Edits joining the pieces of values spread over table cells or the lines of a page column. */
export function splitValueEdits(text: string, edits: Edit[]): void {
  const pipes = text.includes('|');
  const html = /<t[dh]\b/i.test(text);
  const columns = hasColumnGap(text);
  if (!pipes && !html && !columns) return;
  const lines = linesOf(text);
  if (pipes) pipeRowEdits(text, lines, edits);
  if (html) htmlRowEdits(text, lines, edits);
  if (columns) pdfColumnEdits(text, lines, edits);
}

// An HTML table whose rows are written one to a line (`<tr><td>…</td><td>…</td><td>…</td></tr>`),
// as exports, mail merges and admin pages render a list of records, written for the unformatted
// view as the tab-separated lines of a TSV export: the row's opening markup taken out, each cell
// boundary (`</td><td>`) a tab, the closing markup taken out. The rules that read a table's columns
// (a name, an address or a bank account under its header cell) then read an HTML table as they read
// a TSV one. Only a table with a header row is rewritten: a row of three or more <th> cells, then
// the rows of as many <td> cells under it, every cell plain text, up to the table's end. A row of
// <td> cells with no header above it (a label and its value split over cells, a row of figures) is
// left to split-values.ts, and a two-cell label/value row to label-separators.ts. Each edit
// `leads`: a value starting right after it counts as made visible by it. One pass over the lines.

import type { Edit } from './reveal/edits.js';

/** A one-line row: opening markup, 3 to 64 plain-text cells, `</tr>`. */
const ROW = /^([ \t]*<tr\b[^<>\n]{0,80}>[ \t]*)((?:<t[hd]\b[^<>\n]{0,80}>[^<\n]{0,300}<\/t[hd]>[ \t]*){3,64})<\/tr>/gmu;
/** One cell of a row: its tag, its opening markup and its text. */
const CELL = /(<(t[hd])\b[^<>\n]{0,80}>)([^<\n]{0,300})<\/(t[hd])>[ \t]*/gu;

export function htmlTableRowEdits(text: string, edits: Edit[]): void {
  if (!text.includes('<tr')) return;
  // The cell count of the header row of the table being read, and where its last row ended.
  let header = 0;
  let last = 0;
  for (const row of text.matchAll(ROW)) {
    const cellsStart = row.index + row[1]!.length;
    const cells = [...row[2]!.matchAll(CELL)];
    const kind = cells[0]![2];
    // A table ends (or another starts) between the rows: its header no longer applies.
    const gap = text.slice(last, row.index);
    if (gap.includes('<table') || gap.includes('</table')) header = 0;
    last = row.index + row[0].length;
    if (cells.some((c) => c[2] !== kind || c[4] !== kind)) {
      header = 0;
      continue;
    }
    if (kind === 'th') header = cells.length;
    else if (cells.length !== header) continue;
    // [start, end) of each cell's text in the original.
    const spans = cells.map((c) => {
      const start = cellsStart + c.index + c[1]!.length;
      return { start, end: start + c[3]!.length };
    });
    edits.push({ start: row.index, end: spans[0]!.start, text: '', leads: true });
    for (let i = 0; i + 1 < spans.length; i++) edits.push({ start: spans[i]!.end, end: spans[i + 1]!.start, text: '\t', leads: true });
    edits.push({ start: spans[spans.length - 1]!.end, end: row.index + row[0].length, text: '' });
  }
}

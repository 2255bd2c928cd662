// Pipe- and semicolon-delimited tables (PSV exports, call and usage records, spreadsheets saved
// with a semicolon as the list separator): a header line of three or more field names or captions
// (header-captions.ts) names the cells of the rows below it that have as many cells, as a CSV
// header does (scanCommaTables). A line of another shape ends the table. Markdown tables (`| a | b |`) are read by scanPipeTables.

import { lineEnd } from './values.js';
import { nextLineStart } from './sticky.js';
import type { Emit } from './scanners.js';
import { headerCaptions } from './header-captions.js';
import { BOX_RULE } from '../table-cells.js';

const DELIMITERS = ['|', ';'] as const;
const MAX_HEADER = 2048;

export function scanDelimitedTables(text: string, emit: Emit): void {
  for (const delimiter of DELIMITERS) if (text.includes(delimiter)) scanTables(text, delimiter, emit);
}

function scanTables(text: string, delimiter: string, emit: Emit): void {
  let names: string[] | undefined;
  let headerAt = 0;
  let next = -1;
  for (let p = 0; p >= 0 && p < text.length; p = nextLineStart(text, p)) {
    let end = lineEnd(text, p);
    if (text.charCodeAt(end - 1) === 13) end--;
    if (names) {
      // psql draws `----+------` under its header: the rows below are the table's.
      if (!text.slice(p, end).includes(delimiter) && BOX_RULE.test(text.slice(p, end))) continue;
      const cells = cellsOf(text, p, end, delimiter);
      if (cells.length === names.length) {
        cells.forEach((c, i) => {
          if (c.end > c.start) emit(headerAt, headerAt, c, 'column', names![i]);
        });
        continue;
      }
      names = undefined;
    }
    if (end - p > MAX_HEADER) continue;
    // Most lines hold no delimiter: they are passed over without being copied (the next one is found once).
    if (next < p) next = text.indexOf(delimiter, p);
    if (next < 0) return;
    if (next >= end) continue;
    names = headerCaptions(text.slice(p, end), delimiter);
    if (names) headerAt = p;
  }
}

/** The cells of a line, blanks and enclosing double quotes trimmed. */
function cellsOf(text: string, p: number, end: number, delimiter: string): Array<{ start: number; end: number; quoted: boolean }> {
  const cells: Array<{ start: number; end: number; quoted: boolean }> = [];
  let start = p;
  for (let i = p; i <= end; i++) {
    if (i < end && text[i] !== delimiter) continue;
    let s = start;
    let e = i;
    while (s < e && (text[s] === ' ' || text[s] === '\t')) s++;
    while (e > s && (text[e - 1] === ' ' || text[e - 1] === '\t')) e--;
    const quoted = e - s >= 2 && text[s] === '"' && text[e - 1] === '"';
    cells.push(quoted ? { start: s + 1, end: e - 1, quoted } : { start: s, end: e, quoted });
    start = i + 1;
  }
  return cells;
}

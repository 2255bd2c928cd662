// `headed-rows`: a value in the rows under a header line that names its column, however the table
// was pasted. Spreadsheets pasted as text keep their columns apart with tabs, pipes, semicolons,
// runs of spaces, or nothing but the single spaces inside the values themselves
// ("Nombre Documento F. nacimiento Teléfono" over "Lucía Pardo 21.527.185-4 23-7-1961 +52 55 8143 2907"). Where
// the cells cannot be told apart the value is still known when the row holds exactly one match of
// `cell`: the header names one column of that shape. When a row holds more than one, the row is
// cut like its header (tabs, pipes, semicolons, or two or more spaces) and the match inside the
// named column is taken, if the row cuts into as many cells as the header; otherwise the row is
// skipped. A header is a line holding one of `labels` (and none of `notLabels`), no colon (a form
// line "Label: value" is not a header) and no digit (numbered form fields are not columns); the
// rows are the lines under it that hold a digit (a Markdown rule line under the header is skipped;
// an empty line, a title or the next field names end them), and at least `minRows` of them (2
// unless given) must hold a value — a sentence naming the field above one dated line is not a table.

import { stringListParam, wholeCellParam, wordsPattern, type Finder, type FinderSpan } from './finder.js';
import { linesOf } from '../text-lines.js';
import { MARKDOWN_RULE } from '../table-cells.js';

/** Longest line read as a header or a row. */
const MAX_LINE = 600;
/** Most rows read under one header. */
const MAX_ROWS = 200;

interface Cut {
  start: number;
  end: number;
}

const HEADER_NOT = /[:：0-9]/;

/** The cells of a line cut at `delimiter` (a character, or "  " for runs of two or more spaces). */
function cut(line: string, delimiter: string): Cut[] {
  const cells: Cut[] = [];
  const re = delimiter === '  ' ? /[ ]{2,}/g : new RegExp(delimiter === '|' ? '\\|' : delimiter, 'g');
  let from = 0;
  for (let m = re.exec(line); ; m = re.exec(line)) {
    const to = m ? m.index : line.length;
    cells.push({ start: from, end: to });
    if (!m) break;
    from = m.index + m[0].length;
  }
  // A Markdown row opens and closes with a pipe: the empty edges are not cells.
  if (delimiter === '|') {
    if (cells.length && line.slice(cells[0]!.start, cells[0]!.end).trim() === '') cells.shift();
    if (cells.length && line.slice(cells.at(-1)!.start, cells.at(-1)!.end).trim() === '') cells.pop();
  }
  return cells;
}

/** How a header line is cut into columns: the delimiter and its cells, or none (single spaces only). */
function headerCut(line: string): { delimiter: string; cells: Cut[] } | undefined {
  for (const delimiter of ['\t', '|', ';', '  ']) {
    if (!line.trim().includes(delimiter === '  ' ? '  ' : delimiter)) continue;
    const cells = cut(line, delimiter);
    if (cells.length >= 3) return { delimiter, cells };
  }
  return undefined;
}

export const headedRows: Finder = {
  name: 'headed-rows',
  description:
    'Values (`cell`) in the rows under a header line naming their column (`labels`, none of `notLabels`), pasted with any column separator: the only match in a row, or the match in the named column when the row cuts like its header; at least `minRows` rows must hold one.',
  references: ['https://www.rfc-editor.org/rfc/rfc4180', 'https://www.iana.org/assignments/media-types/text/tab-separated-values'],
  prepare(params) {
    const cell = wholeCellParam(params, { bounds: 'word', global: true });
    const labels = wordsPattern(stringListParam(params, 'labels') ?? []);
    if (!labels) throw new Error('params.labels must list the column names read');
    const notLabels = wordsPattern(stringListParam(params, 'notLabels') ?? []);
    const minRows = typeof params?.['minRows'] === 'number' ? params['minRows'] : 2;
    const matchesIn = (row: string): Cut[] => {
      const out: Cut[] = [];
      cell.lastIndex = 0;
      for (let m = cell.exec(row); m; m = cell.exec(row)) {
        out.push({ start: m.index, end: m.index + m[0].length });
        if (m[0].length === 0) cell.lastIndex++;
      }
      return out;
    };
    return (text): FinderSpan[] => {
      const out: FinderSpan[] = [];
      // A header names a column only if the text holds a column name somewhere: most texts hold
      // none, and are not split into lines at all.
      if (!labels.test(text)) return out;
      const lines = linesOf(text);
      for (let i = 0; i < lines.length; i++) {
        const { start, end } = lines[i]!;
        if (end - start < 3 || end - start > MAX_LINE) continue;
        const header = text.slice(start, end);
        if (HEADER_NOT.test(header) || !labels.test(header) || notLabels?.test(header)) continue;
        const shape = headerCut(header);
        const named = shape ? shape.cells.filter((c) => labels.test(header.slice(c.start, c.end))) : [];
        const column = shape && named.length === 1 ? shape.cells.indexOf(named[0]!) : -1;
        const found: FinderSpan[] = [];
        let j = i + 1;
        if (j < lines.length && MARKDOWN_RULE.test(text.slice(lines[j]!.start, lines[j]!.end))) j++;
        for (let rows = 0; j < lines.length && rows < MAX_ROWS; j++, rows++) {
          const l = lines[j]!;
          const row = text.slice(l.start, l.end);
          // An empty line, or a line without a digit (a title, the next form's field names), ends the rows.
          if (!/[0-9]/.test(row) || row.length > MAX_LINE) break;
          const hits = matchesIn(row);
          if (hits.length === 1) found.push({ start: l.start + hits[0]!.start, end: l.start + hits[0]!.end });
          else if (hits.length > 1 && shape && column >= 0) {
            const cells = cut(row, shape.delimiter);
            if (cells.length !== shape.cells.length) continue;
            const c = cells[column]!;
            const inside = hits.filter((h) => h.start >= c.start && h.end <= c.end);
            if (inside.length === 1) found.push({ start: l.start + inside[0]!.start, end: l.start + inside[0]!.end });
          }
        }
        if (found.length >= minRows) {
          out.push(...found);
          i = j - 1;
        }
      }
      return out;
    };
  },
};

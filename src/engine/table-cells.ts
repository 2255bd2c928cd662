// The one way a delimited record (CSV, TSV, semicolon or pipe rows) is cut into cells, shared by
// the table context (a match's column header) and the finders that read records and name columns.

export interface CellSpan {
  start: number;
  end: number;
}

/** Cells of one record, honouring double-quoted cells that contain the delimiter ("Hauptstraße 11, Köln" is one cell). */
export function splitCells(line: string, delimiter: string): CellSpan[] {
  const cells: CellSpan[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === delimiter && !quoted) {
      cells.push({ start, end: i });
      start = i + 1;
    }
  }
  cells.push({ start, end: line.length });
  return cells;
}

const PADDING = /[ "'\r]/;

/** The cells of text[lineStart, lineEnd) as offsets into the text, trimmed of spaces and quotes. */
export function trimmedCells(text: string, lineStart: number, lineEnd: number, delimiter: string): CellSpan[] {
  return splitCells(text.slice(lineStart, lineEnd), delimiter).map((c) => {
    let s = lineStart + c.start;
    let e = lineStart + c.end;
    while (s < e && PADDING.test(text[s]!)) s++;
    while (e > s && PADDING.test(text[e - 1]!)) e--;
    return { start: s, end: e };
  });
}

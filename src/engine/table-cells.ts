// How a record is cut into cells: delimited rows (CSV, TSV, semicolon or pipe), shared by the
// table context (a match's column header) and the finders that read records and name columns, and
// fixed-width rows (columns two or more spaces apart, or cut at a report's ruler).

/**
 * The rule line under a Markdown table's header ("|---|:---:|"). Each run of spaces belongs to the
 * mark before it: two runs side by side split a long line of spaces every way (a second for 16 Ki).
 */
export const MARKDOWN_RULE = /^[ \t]*(?:\|[ \t]*)?(?::?-{3,}:?[ \t]*\|[ \t]*)+(?::?-{3,}:?[ \t]*)?$/;

/**
 * A border or header rule of a boxed or aligned table as database shells print them: MySQL's
 * `+----+------+` and `+====+`, psql's `----+------`, a grid's `|====|====|`. It holds no cell:
 * the rows above and below it belong to one table.
 */
export const BOX_RULE = /^[ \t]*[+|]?[-=:]{3,}(?:[+|][-=:]+)*[+|]?[ \t]*\r?$/;

/** A fixed-width report's ruler under its header: runs of dashes or equals signs, two or more, spaces between. */
const FIXED_WIDTH_RULER = /^[ \t]*[-=]{2,}(?:[ \t]+[-=]{2,})+[ \t]*\r?$/;

/** The column starts a fixed-width report's ruler marks (offsets in the line), or undefined when the line is no ruler. */
export function rulerStarts(line: string): number[] | undefined {
  if (!FIXED_WIDTH_RULER.test(line)) return undefined;
  return [...line.matchAll(/[-=]{2,}/g)].map((m) => m.index);
}

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

/** The cells of a fixed-width line: text between runs of two or more spaces, indentation left out. */
export function spacedCells(text: string, lineStart: number, lineEnd: number): CellSpan[] {
  const cells: CellSpan[] = [];
  const gap = / {2,}|\t+/g;
  const line = text.slice(lineStart, lineEnd);
  let from = line.length - line.trimStart().length;
  for (let m = gap.exec(line); m !== null; m = gap.exec(line)) {
    if (m.index <= from) continue;
    cells.push(unquoted(text, lineStart + from, lineStart + m.index));
    from = m.index + m[0].length;
  }
  if (from < line.trimEnd().length) cells.push(unquoted(text, lineStart + from, lineStart + line.trimEnd().length));
  return cells;
}

/** The span without quotes or a carriage return at its ends (spaces are cut by the caller). */
const unquoted = (text: string, s: number, e: number): CellSpan => {
  while (s < e && /["'\r]/.test(text[s]!)) s++;
  while (e > s && /["'\r]/.test(text[e - 1]!)) e--;
  return { start: s, end: e };
};

/** The cells of a fixed-width line cut at the ruler's column starts (the last column runs to the line end). */
export function rulerCells(text: string, lineStart: number, lineEnd: number, starts: readonly number[]): CellSpan[] {
  return starts.map((at, i) => {
    const s = Math.min(lineStart + at, lineEnd);
    const e = i + 1 < starts.length ? Math.min(lineStart + starts[i + 1]!, lineEnd) : lineEnd;
    const cell = unquoted(text, s, e);
    while (cell.start < cell.end && text[cell.start] === ' ') cell.start++;
    while (cell.end > cell.start && text[cell.end - 1] === ' ') cell.end--;
    return cell;
  });
}

/**
 * `COPY [schema.]table (col, col, …) FROM stdin;`: the statement pg_dump writes above a table's
 * tab-separated rows, which names their columns as a header row would. The column names as
 * offsets into `line`, or undefined when the line is no such statement (the anchored pattern fails
 * at the line's first character, so readers call it on every line that is not a row).
 */
const COPY_STATEMENT = /^[ \t]*COPY[ \t]+[\w."$]{1,128}[ \t]*\(([^()\n]{1,2048})\)[ \t]+FROM[ \t]+stdin\b/i;

export function copyColumns(line: string): CellSpan[] | undefined {
  const m = COPY_STATEMENT.exec(line);
  if (!m) return undefined;
  const listStart = m.index + m[0].indexOf('(') + 1;
  const out = trimmedCells(line, listStart, listStart + m[1]!.length, ',');
  return out.length >= 2 && out.every((c) => c.end > c.start) ? out : undefined;
}

// In a CSV or TSV export the words that say what a value is are in the header row, not next to
// the value: "1000,3528…,2019-11-11,ORD-2025-6108" says nothing by itself, and a character window
// reaches back into whatever column names happen to sit nearby. When a match fills one cell of a
// delimited table, its column's header cell is the context instead (in an SQL dump: its column
// name in the INSERT statement).

import { memoLastText } from './last-text-memo.js';
import { sqlRecordFor } from './sql-insert-context.js';
import { BOX_RULE, copyColumns, MARKDOWN_RULE, rulerCells, rulerStarts, splitCells } from './table-cells.js';

export { splitCells };

const DELIMITERS = [',', ';', '\t', '|'] as const;
/** A header cell is a column name: short, and not a value. */
const MAX_HEADER_CELL = 48;
interface Line {
  start: number;
  end: number;
}

interface TextIndex {
  text: string;
  lines: Line[];
  /** Per delimiter: per line, the fewest and most cells it may have as a table row (0 = not counted yet). */
  cells: Map<string, Int32Array>;
  /** Per delimiter: first line of the run of lines with as many cells (-1 = not known yet). */
  tops: Map<string, Int32Array>;
  /** The rows that matches were met on, read once each: a long line holding many matches is not re-read per match. */
  rows: Map<number, Row>;
  /** Per line: the fixed-width ruler line above it in the same block (-1 = not known yet, -2 = none). */
  rulers?: Int32Array;
}

interface Row {
  record: string;
  hasParen: boolean;
  /** Per delimiter: the row's cells, or null when the row does not hold that delimiter. */
  cells: Map<string, ReturnType<typeof splitCells> | null>;
}

/** The line index of the text being scanned (a scan asks about many matches in the same text). */
const indexOf = memoLastText((text: string): TextIndex => {
  const lines: Line[] = [];
  for (let start = 0; start <= text.length; ) {
    let next = text.indexOf('\n', start);
    if (next < 0) next = text.length;
    const end = next > start && text.charCodeAt(next - 1) === 13 ? next - 1 : next;
    lines.push({ start, end });
    start = next + 1;
  }
  return { text, lines, cells: new Map(), tops: new Map(), rows: new Map() };
});

function rowOf(ix: TextIndex, line: number): Row {
  let row = ix.rows.get(line);
  if (!row) {
    const l = ix.lines[line]!;
    const record = ix.text.slice(l.start, l.end);
    ix.rows.set(line, (row = { record, hasParen: record.includes('('), cells: new Map() }));
  }
  return row;
}

function rowCells(row: Row, delimiter: string): ReturnType<typeof splitCells> | null {
  let cells = row.cells.get(delimiter);
  if (cells === undefined) row.cells.set(delimiter, (cells = row.record.includes(delimiter) ? splitCells(row.record, delimiter) : null));
  return cells;
}

/**
 * A line's cells with the delimiter: [at least, at most]. Exports end some rows with the
 * delimiter or leave their last columns out ("Sandra Frei;12.12.1960;S5919888;076 …;" under a
 * five-column header), so empty cells at the end of a row may or may not be columns.
 */
function cellCounts(ix: TextIndex, line: number, delimiter: string): [number, number] {
  let counts = ix.cells.get(delimiter);
  if (!counts) ix.cells.set(delimiter, (counts = new Int32Array(ix.lines.length * 2)));
  if (counts[line * 2 + 1] === 0) {
    const l = ix.lines[line]!;
    const record = ix.text.slice(l.start, l.end);
    const cells = splitCells(record, delimiter);
    let filled = cells.length;
    while (filled > 1 && unquote(record.slice(cells[filled - 1]!.start, cells[filled - 1]!.end)) === '') filled--;
    counts[line * 2] = filled;
    counts[line * 2 + 1] = cells.length;
  }
  return [counts[line * 2]!, counts[line * 2 + 1]!];
}

/** How many more filled cells a row of a semicolon, tab or pipe table may have than its neighbour. */
const RAGGED_CELLS = 2;

/**
 * Two adjacent lines are rows of one table when some number of columns fits both. With a
 * delimiter prose rarely repeats (semicolons, tabs, pipes), a row may also carry a cell or two
 * more than its neighbours (a note that holds the delimiter, an extra field at the end): columns
 * before them still line up with the header. Commas are too common in prose for that.
 */
function sameTable(ix: TextIndex, a: number, b: number, delimiter: string): boolean {
  const [loA, hiA] = cellCounts(ix, a, delimiter);
  const [loB, hiB] = cellCounts(ix, b, delimiter);
  if (hiA <= 1 || hiB <= 1) return false;
  if (loA <= hiB && loB <= hiA) return true;
  return delimiter !== ',' && Math.min(loA, loB) >= 3 && Math.abs(loA - loB) <= RAGGED_CELLS;
}

/**
 * Lines a sheet pasted into a note or exported with remarks holds between its rows: blank lines
 * and comment lines (`# …`, `// …`), and the rules a database shell draws under its header
 * (`+====+`, `----+----`). They hold no cell, so they neither are rows nor end the table.
 */
const GAP_LINE = /^[ \t]*(?:(?:#|\/\/)[^\r\n]*)?$/;
const isGapLine = (record: string): boolean => GAP_LINE.test(record) || BOX_RULE.test(record);
/** How many such lines in a row a table bridges; a longer stretch of remarks ends it. */
const MAX_GAP_LINES = 6;
/** A cell that holds a value rather than a column name: a digit or a symbol values carry. */
const VALUE_CHARS = /[\p{N}@#$%&*!?+=~^]/u;

/**
 * Whether the gap between rows `above` and `line` holds a comment after a blank line: a heading
 * that opens the next section ("# Rooms", "// Lieferungen"), whose rows of the same shape belong
 * to another table. A remark standing between rows with no blank line before it does not, nor
 * does a comment that is no heading: an empty one ("#") or a noted field ("# Date: 2025-03-10",
 * "# Member: 249"). A header row with no rows of its own yet opens no section either: the rows
 * after the gap are its rows ("Service\tuser\tpw\n\n# export Sheets\nPayPal\tkassierer\t…").
 */
function opensSection(ix: TextIndex, above: number, line: number, delimiter: string): boolean {
  if (bareHeaderRow(ix, above, delimiter)) return false;
  let afterBlank = false;
  for (let i = above + 1; i < line; i++) {
    const record = rowOf(ix, i).record;
    const blank = BLANK_LINE.test(record);
    if (!blank && afterBlank && !REMARK_NOT_HEADING.test(record)) return true;
    afterBlank = blank;
  }
  return false;
}
const BLANK_LINE = /^[ \t]*$/;
/**
 * A comment line that names no section: empty, or a field and a value that is a number, a date or a
 * time ("# Date: 2025-03-10", "# Member: 249"); "# Rooms: 2nd floor" names a section.
 */
const REMARK_NOT_HEADING = /^[ \t]*(?:#|\/\/)[ \t]*(?:$|[^\s:：][^:：\r\n]{0,40}[:：][ \t]*\d[\d .,:/+-]{0,30}(?:[ \t]?[A-Za-z]{1,3})?[ \t]*$)/u;

/**
 * Whether `line` is a header row standing at the top of its table: every cell a column name (no
 * cell with a digit or a value's symbol), and no row of the same table directly above it.
 */
function bareHeaderRow(ix: TextIndex, line: number, delimiter: string): boolean {
  if (line > 0 && sameTable(ix, line - 1, line, delimiter)) return false;
  const row = rowOf(ix, line);
  const cells = rowCells(row, delimiter);
  if (!cells || cells.length < 2) return false;
  const texts = cells.map((c) => unquote(row.record.slice(c.start, c.end)));
  return texts.every((t) => t === '' || ROW_NUMBER_CAPTION.test(t) || (looksLikeHeaderCell(t) && !VALUE_CHARS.test(t))) && texts.filter((t) => t !== '' && !ROW_NUMBER_CAPTION.test(t)).length >= 2;
}

/**
 * The row above the blank or comment lines just above `line`, when both are rows of one table;
 * otherwise -1. Commas are too common in prose to bridge on, and a row of names alone after the
 * gap may be the header of the next table, so neither is bridged.
 */
function rowAcrossGap(ix: TextIndex, line: number, delimiter: string): number {
  if (delimiter === ',') return -1;
  let above = line - 1;
  while (above >= 0 && line - above <= MAX_GAP_LINES && isGapLine(rowOf(ix, above).record)) above--;
  if (above === line - 1 || above < 0 || line - above > MAX_GAP_LINES + 1) return -1;
  if (opensSection(ix, above, line, delimiter)) return -1;
  if (!sameTable(ix, above, line, delimiter)) return -1;
  const row = rowOf(ix, line);
  const cells = rowCells(row, delimiter);
  if (!cells || !cells.some((c) => VALUE_CHARS.test(row.record.slice(c.start, c.end)))) return -1;
  return above;
}

/** First line of the run of consecutive lines that are rows of one table with `line` (memoised,
 * so a table with a match in every row costs linear time, not quadratic). Blank and comment lines
 * between rows do not end the run. */
function runTop(ix: TextIndex, line: number, delimiter: string): number {
  let tops = ix.tops.get(delimiter);
  if (!tops) ix.tops.set(delimiter, (tops = new Int32Array(ix.lines.length).fill(-1)));
  let top = line;
  while (top > 0 && tops[top]! < 0) {
    if (sameTable(ix, top - 1, top, delimiter)) top--;
    else {
      const above = rowAcrossGap(ix, top, delimiter);
      if (above < 0) break;
      top = above;
    }
  }
  const resolved = tops[top]! >= 0 ? tops[top]! : top;
  for (let i = top; i <= line; i++) tops[i] = resolved;
  return resolved;
}

function lineIndexAt(lines: readonly Line[], offset: number): number {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines[mid]!.start <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The index of the cell that holds [start, end) (offsets in the row), or -1. Cells ascend without
 * overlapping, so only the last cell starting at or before `start` can hold a non-empty span.
 */
function cellHolding(cells: ReturnType<typeof splitCells>, start: number, end: number): number {
  let lo = 0;
  let hi = cells.length - 1;
  if (hi < 0 || cells[0]!.start > start) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (cells[mid]!.start <= start) lo = mid;
    else hi = mid - 1;
  }
  return end <= cells[lo]!.end ? lo : -1;
}

/**
 * A header cell merged over the columns to its right is pasted as the name followed by empty
 * cells ("| Adres |  | Note |": the street in one column, postcode and city in the next). An
 * empty interior cell after a named one belongs to that name.
 */
function spansFromLeft(cells: readonly string[], i: number, edge: (i: number) => boolean): boolean {
  for (let j = i - 1; j >= 0 && !edge(j); j--) if (cells[j] !== '') return true;
  return false;
}

function withSpannedNames(cells: readonly string[], edge: (i: number) => boolean): string[] {
  const names = [...cells];
  for (let i = 1; i < names.length; i++) if (names[i] === '' && !edge(i) && names[i - 1] !== '' && !edge(i - 1)) names[i] = names[i - 1]!;
  return names;
}

const unquote = (s: string): string => s.trim().replace(/^"(.*)"$/s, '$1').trim();
const looksLikeHeaderCell = (cell: string): boolean => cell.length > 0 && cell.length <= MAX_HEADER_CELL && /\p{L}/u.test(cell) && !/[0-9]{3}/.test(cell);
/** A date written as a column's caption (`14/11/2025`, `2025-11-14`, `Mon 14.11.`, `14 Nov`): the columns of a roster or timesheet. */
const DATE_CAPTION = /^(?:\p{L}{2,3}\.?,?[ ])?(?:[0-9]{1,2}[./-][0-9]{1,2}(?:[./-](?:[0-9]{2}|[0-9]{4}))?\.?|[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{1,2}[ ]\p{L}{3,9}\.?)$/u;
/** The caption of a row-number column ("| # | Name | … |", "№"): a header cell that names no value. */
const ROW_NUMBER_CAPTION = /^(?:#|№|N[º°])$/u;

/** Headers of a vertical key/value table ("| field | value |", "Feld;Wert", "項目 | 値"). */
const KEY_HEADER = /^(?:field|key|name|attribute|item|property|feld|schlüssel|campo|champ|clé|veld|sleutel|pole|alan|kenmerk|項目|项目|字段|항목|الحقل)$/iu;
const VALUE_HEADER = /^(?:value|values|details|data|wert|angabe|valeur|valor|valore|waarde|gegevens|wartość|dane|değer|bilgi|値|值|內容|内容|값|القيمة)$/iu;

/**
 * In a two-column key/value table the header says only "value": the row's own label (its first
 * cell) names what the value is, so it is the context for a value in the second column.
 */
function rowLabelFor(record: string, cells: ReturnType<typeof splitCells>, names: readonly string[], column: number, edge: (i: number) => boolean): string | undefined {
  const data = names.map((_, i) => i).filter((i) => !edge(i));
  if (data.length !== 2 || column !== data[1] || !KEY_HEADER.test(names[data[0]!]!) || !VALUE_HEADER.test(names[column]!)) return undefined;
  const cell = cells[data[0]!]!;
  const label = unquote(record.slice(cell.start, cell.end));
  return label === '' ? undefined : label;
}


/**
 * A pipe table of two columns with no rule line under its first row ("| Customer | A. Lee |",
 * "| ID number | … |"): a form printed as label/value pairs, where the first row is a pair like
 * the others, not a header. The row's own label names the value; the first row's cell is kept
 * beside it, as the table may still be a headed one written without its rule line.
 */
function unheadedPairLabel(ix: TextIndex, top: number, record: string, cells: ReturnType<typeof splitCells>, names: readonly string[], column: number, delimiter: string): string | undefined {
  if (delimiter !== '|' || names.length !== 4 || column !== 2 || names[0] !== '' || names[3] !== '') return undefined;
  const below = ix.lines[top + 1];
  if (!below || MARKDOWN_RULE.test(ix.text.slice(below.start, below.end))) return undefined;
  const cell = cells[1]!;
  const label = unquote(record.slice(cell.start, cell.end));
  return looksLikeHeaderCell(label) ? `${label} · ${names[column]}` : undefined;
}

/** The column names of a `COPY … FROM stdin;` statement on `line`, or undefined. */
function copyHeader(ix: TextIndex, line: number): string[] | undefined {
  const record = rowOf(ix, line).record;
  return copyColumns(record)?.map((c) => record.slice(c.start, c.end));
}

/** A match's table row: the column names, the row's cell values (unquoted) and the match's column. */
export interface TableRecord {
  names: readonly string[];
  values: readonly string[];
  column: number;
  /** The row's own label when the table is a two-column key/value table. */
  rowLabel?: string;
}

/**
 * The header cell of the column whose cell is exactly the match [start, end) (quotes and spaces
 * aside), when the match sits in a data row of a delimited table with a header row of column
 * names; otherwise undefined.
 */
export function tableHeaderFor(text: string, start: number, end: number): string | undefined {
  const record = tableRecordFor(text, start, end);
  return record && (record.rowLabel ?? record.names[record.column]);
}

/** The row of the delimited table or SQL INSERT whose cell is exactly the match, with its header's column names; otherwise undefined. */
export function tableRecordFor(text: string, start: number, end: number): TableRecord | undefined {
  // The match's row is found through the text's line index and read once, whatever number of
  // matches it holds: re-reading a line per match made a long line with many matches quadratic.
  const ix = indexOf(text);
  const at = lineIndexAt(ix.lines, start);
  const { start: lineStart, end: lineEnd } = ix.lines[at]!;
  if (end > lineEnd) return undefined;
  const row = rowOf(ix, at);
  const record = row.record;
  if (row.hasParen) {
    const sql = sqlRecordFor(text, start, end, ix.lines[at]);
    if (sql !== undefined) return sql;
  }
  if (lineStart === 0) return undefined;
  const value = unquote(text.slice(start, end));
  for (const delimiter of DELIMITERS) {
    const cells = rowCells(row, delimiter);
    if (!cells || cells.length < 3) continue;
    const column = cellHolding(cells, start - lineStart, end - lineStart);
    if (column < 0) continue;
    const cell = cells[column]!;
    if (unquote(record.slice(cell.start, cell.end)) !== value) continue;
    // The first of the rows above that belong to the same table is the header; pg_dump names
    // its tab-separated rows in the `COPY t (a, b, …) FROM stdin;` line above them.
    const top = runTop(ix, at, delimiter);
    const copied = delimiter === '\t' && top > 0 ? copyHeader(ix, top - 1) : undefined;
    if (top === at && !copied) continue;
    const line = ix.lines[top]!;
    const header = text.slice(line.start, line.end);
    const cellsOfHeader = copied ?? splitCells(header, delimiter).map((c) => unquote(header.slice(c.start, c.end)));
    if (column >= cellsOfHeader.length) continue; // a cell past the header's last column has no name
    // A Markdown table opens and closes its rows with a pipe: its first and last cells are empty.
    const edge = (i: number): boolean => delimiter === '|' && (i === 0 || i === cellsOfHeader.length - 1);
    // A roster's or timesheet's header names its later columns by their dates ("Employee | Mobile | 14/11/2025 | …").
    if (!cellsOfHeader.every((n, i) => looksLikeHeaderCell(n) || ROW_NUMBER_CAPTION.test(n) || (DATE_CAPTION.test(n) && i > 0) || (n === '' && (edge(i) || spansFromLeft(cellsOfHeader, i, edge))))) continue;
    if (DATE_CAPTION.test(cellsOfHeader[column] ?? '') && !looksLikeHeaderCell(cellsOfHeader[column] ?? '')) continue; // a date column's cells are named by no word
    const names = withSpannedNames(cellsOfHeader, edge);
    if (!names[column]) continue; // a Markdown table's edge: no column there
    const rowLabel = rowLabelFor(record, cells, names, column, edge) ?? unheadedPairLabel(ix, top, record, cells, names, column, delimiter);
    const values = cells.map((c) => unquote(record.slice(c.start, c.end)));
    return { names, values, column, ...(rowLabel !== undefined ? { rowLabel } : {}) };
  }
  return fixedWidthRecord(ix, at, start, end, value);
}

/**
 * The ruler line of the fixed-width report `line` is a row of: the nearest line above it in the
 * same block (no blank line between) that is a ruler, or -2. Memoised per line, so a report with a
 * match in every row is read once.
 */
function rulerAbove(ix: TextIndex, line: number): number {
  const memo = (ix.rulers ??= new Int32Array(ix.lines.length).fill(-1));
  const path: number[] = [];
  let found = -2;
  for (let i = line; i >= 0; i--) {
    if (memo[i] !== -1) {
      found = memo[i]!;
      break;
    }
    path.push(i);
    const record = rowOf(ix, i).record;
    if (BLANK_LINE.test(record)) break;
    if (i < line && rulerStarts(record)) {
      found = i;
      break;
    }
  }
  for (const i of path) memo[i] = found;
  return found;
}

/**
 * A match in a row of a fixed-width report whose header is underlined by a ruler
 * ("traveller  dob  passport_no" over "---------  ---  -----------"): the ruler's runs mark where
 * each column starts, and the header line's text over a run names the column.
 */
function fixedWidthRecord(ix: TextIndex, at: number, start: number, end: number, value: string): TableRecord | undefined {
  const ruler = rulerAbove(ix, at);
  if (ruler < 1 || ruler >= at) return undefined;
  const starts = rulerStarts(rowOf(ix, ruler).record)!;
  const { start: lineStart, end: lineEnd } = ix.lines[at]!;
  const cells = rulerCells(ix.text, lineStart, lineEnd, starts);
  const column = cells.findIndex((c) => c.start <= start && end <= c.end);
  if (column < 0 || unquote(ix.text.slice(cells[column]!.start, cells[column]!.end)) !== value) return undefined;
  if (starts.some((s) => s > 0 && lineStart + s < lineEnd && !/[ \t]/.test(ix.text[lineStart + s - 1]!))) return undefined; // the row's text runs across a column's start
  const head = ix.lines[ruler - 1]!;
  const names = rulerCells(ix.text, head.start, head.end, starts).map((c) => ix.text.slice(c.start, c.end));
  if (!names[column] || !names.every((n) => n === '' || looksLikeHeaderCell(n))) return undefined;
  return { names, values: cells.map((c) => unquote(ix.text.slice(c.start, c.end))), column };
}

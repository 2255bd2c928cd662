// In an SQL dump the column names of a row are in the INSERT statement that opens its VALUES list,
// not next to the value: "(101, 'Ana Lima', '1988-04-12', …)" says nothing by itself. When a match
// fills one value of such a tuple, its column name is the context instead, as a CSV header is.

import { memoLastText } from './last-text-memo.js';

/** How far back a row's INSERT statement may end (a multi-row VALUES list of a dump). */
const MAX_STATEMENT_REACH = 20_000;
const MAX_COLUMN_NAME = 64;
const INSERT = /\binsert[ \t]+(?:ignore[ \t]+)?into[ \t]+[^\s(]{1,128}[ \t]*\(([^()]{1,4000})\)[ \t\r\n]*values\b/gi;

interface Cell {
  start: number;
  end: number;
}

/** The values of the tuple that opens at `open` (a "("): cells split on commas outside quotes. */
function tupleCells(text: string, open: number, limit: number): Cell[] | undefined {
  const cells: Cell[] = [];
  let start = open + 1;
  let quote = '';
  for (let i = open + 1; i < limit; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) {
        if (text[i + 1] === quote) i++; // '' inside a string literal
        else quote = '';
      } else if (c === '\\') i++;
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if (c === ',') {
      cells.push({ start, end: i });
      start = i + 1;
    } else if (c === ')') {
      cells.push({ start, end: i });
      return cells;
    } else if (c === '(' || c === '\n') return undefined; // nested calls and broken rows are not read
  }
  return undefined;
}

const unquoteSql = (s: string): string => s.trim().replace(/^'(.*)'$/s, '$1').replace(/^"(.*)"$/s, '$1');
const columnName = (s: string): string => s.trim().replace(/^[`"[]|[`"\]]$/g, '');

/** A row read for its tuples once, however many matches it holds (re-reading it per match made a long line quadratic). */
interface TupleRow {
  /** Offset just after the "(" of the row's first tuple opener, relative to the row, or -1 when it has none. */
  openerEnd: number;
  /** The row's tuples in order, each closing after the one before, read as far as matches needed. */
  tuples: Cell[][];
  /** Whether the chain of tuples has ended (no "), (" after the last one, or a tuple that does not close). */
  ended: boolean;
}

/** Tuples open at the line start or after VALUES; on one line, further ones follow "),". */
const OPENER = /^[ \t]*\(|\bvalues[ \t]*\(/i;
const NEXT_TUPLE = /^\)[ \t]*,[ \t]*\(/;

/** The rows of the last text, keyed by their bounds. */
const rowsOf = memoLastText((_text: string) => new Map<number, TupleRow>());

function tupleRow(text: string, lineStart: number, lineEnd: number): TupleRow {
  const rows = rowsOf(text);
  const key = lineStart * (text.length + 2) + lineEnd;
  let row = rows.get(key);
  if (!row) {
    const opener = OPENER.exec(text.slice(lineStart, lineEnd));
    rows.set(key, (row = { openerEnd: opener ? opener.index + opener[0].length : -1, tuples: [], ended: false }));
  }
  return row;
}

/** The first tuple of the row whose last cell ends at or after `end`, reading further tuples as needed. */
function tupleReaching(text: string, row: TupleRow, lineStart: number, lineEnd: number, end: number): Cell[] | undefined {
  const tuples = row.tuples;
  const lastEnd = (cells: Cell[]): number => cells[cells.length - 1]!.end;
  let lo = 0;
  let hi = tuples.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (lastEnd(tuples[mid]!) < end) lo = mid + 1;
    else hi = mid;
  }
  if (lo < tuples.length) return tuples[lo];
  while (!row.ended) {
    let open: number;
    if (tuples.length === 0) open = lineStart + row.openerEnd - 1;
    else {
      const after = lastEnd(tuples[tuples.length - 1]!);
      const next = NEXT_TUPLE.exec(text.slice(after, lineEnd));
      if (!next) break;
      open = after + next[0].length - 1;
    }
    const cells = tupleCells(text, open, lineEnd);
    if (!cells) break;
    tuples.push(cells);
    if (lastEnd(cells) >= end) return cells;
  }
  row.ended = true;
  return undefined;
}

/**
 * The column name of the VALUES tuple cell that is exactly the match [start, end) (quotes and
 * spaces aside), when the tuple follows an `INSERT INTO t (columns) VALUES` with as many columns;
 * otherwise undefined. `line`: the bounds of the match's line (without its line break), when the
 * caller knows them.
 */
export function sqlColumnFor(text: string, start: number, end: number, line?: { start: number; end: number }): string | undefined {
  const record = sqlRecordFor(text, start, end, line);
  return record && record.names[record.column];
}

/** As sqlColumnFor, with the statement's column names and the tuple's values (unquoted). */
export function sqlRecordFor(text: string, start: number, end: number, line?: { start: number; end: number }): { names: string[]; values: string[]; column: number } | undefined {
  const lineStart = line ? line.start : text.lastIndexOf('\n', start - 1) + 1;
  let lineEnd = line ? (text.charCodeAt(line.end) === 13 ? line.end + 1 : line.end) : text.indexOf('\n', end);
  if (lineEnd < 0) lineEnd = text.length;
  const row = tupleRow(text, lineStart, lineEnd);
  // The first opener must close before the match starts (as if read from the line start to it).
  if (row.openerEnd < 0 || lineStart + row.openerEnd > start) return undefined;
  const cells = tupleReaching(text, row, lineStart, lineEnd, end);
  if (!cells) return undefined;
  const open = cells[0]!.start - 1;
  const column = cells.findIndex((c) => c.start <= start && end <= c.end);
  if (column < 0) return undefined;
  const cell = cells[column]!;
  if (unquoteSql(text.slice(cell.start, cell.end)) !== text.slice(start, end).trim()) return undefined;
  // The nearest INSERT statement above the tuple.
  const statements = statementsOf(text);
  let lo = 0;
  let hi = statements.length; // statements[i].end <= open for every i < lo; > open from hi on
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (statements[mid]!.end <= open) lo = mid + 1;
    else hi = mid;
  }
  const statement = statements[lo - 1];
  if (!statement || open - statement.end > MAX_STATEMENT_REACH) return undefined;
  const names = statement.columns;
  if (names.length !== cells.length || names.some((n) => !n || n.length > MAX_COLUMN_NAME)) return undefined;
  return { names, values: cells.map((c) => unquoteSql(text.slice(c.start, c.end))), column };
}

interface Statement {
  /** Offset just after VALUES. */
  end: number;
  columns: string[];
}

/** Every INSERT statement's column list in the text, found once per text. */
const statementsOf = memoLastText((text: string): Statement[] => {
  const statements: Statement[] = [];
  INSERT.lastIndex = 0;
  for (let m = INSERT.exec(text); m !== null; m = INSERT.exec(text)) statements.push({ end: m.index + m[0].length, columns: m[1]!.split(',').map(columnName) });
  return statements;
});

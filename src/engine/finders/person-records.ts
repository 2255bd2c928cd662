// `person-record-cells`: the cells of a person's record in delimited rows without a label
// (payroll and HR exports, CSV/TSV/semicolon/pipe rows with no header, fixed-width reports and printed
// data frames whose columns stand two or more spaces apart, or a header of bare words
// such as "ID" or "Birth"). A row is a person's record when one of its cells, or two adjacent
// cells, hold a name the names resource knows (a known given name first or a known surname last)
// or a Chinese, Japanese or Korean name written as surname and given name in two short cells.
// In a table where at least half the rows are such records every row is one (names the resource
// does not know, in other scripts, sit in the same column), and where two or more rows name a
// person in the same column, every row with a name's shape in that column is one.
// The rule says which cells it wants: `cell`, a pattern the whole cell must match (its group
// `value`, when it has one, is the span reported; `ignoreCase` makes it case-insensitive) and,
// under a header row, `columnWords` (a word the column's name must hold) and `notColumnWords`
// (words it must not hold); `headerCell`, a pattern for cells read only under such a header.
// Its validators say what the value is: an identifier whose checksum holds, a date with a birth
// year, a bank account's structure.

import { memoLastText } from '../last-text-memo.js';
import { sqlColumnFor } from '../sql-insert-context.js';
import { copyColumns, rulerCells, spacedCells, trimmedCells } from '../table-cells.js';
import { stringListParam, wholeCellParam, type Finder, type FinderSpan } from './finder.js';
import { DEFAULT_LOCALES, loadNames, type NameData } from './person-names.js';

const WORD = "\\p{Lu}\\p{Ll}+(?:['’-]\\p{Lu}?\\p{Ll}+)*";
const PARTICLES = ['van der', 'van den', 'von der', 'de la', 'de los', 'de las', 'van', 'von', 'de', 'der', 'den', 'del', 'della', 'di', 'da', 'dos', 'das', 'du', 'la', 'le', 'ten', 'ter', 'zu', 'al', 'el', 'bin'];
const NAME_CELL = new RegExp(`^${WORD}(?:[ ](?:(?:${PARTICLES.join('|')})[ ])?${WORD}){1,2}$`, 'u');
const NAME_PART_CELL = new RegExp(`^(?:(?:${PARTICLES.join('|')})[ ])?${WORD}(?:[ ](?:${PARTICLES.join('|')})[ ]${WORD})?$`, 'u');
const WORDS = new RegExp(WORD, 'gu');
/** A Chinese, Japanese or Korean name part: one to three Han or Hangul characters. */
const CJK_PART_CELL = /^[\p{Script=Han}\p{Script=Hangul}]{1,3}$/u;
/** The delimiters of a record, most specific first: a line is split on the first it holds twice. */
const DELIMITERS = ['\t', ';', '|', ','] as const;
/** An amount: with cents, or grouped by thousands with dots, commas or apostrophes (spaces also group identifiers). */
const AMOUNT = /^-?[0-9]{1,3}(?:[ .,'][0-9]{3})*[.,][0-9]{1,2}$|^-?[0-9]{1,3}(?:[.,'][0-9]{3})+$/;
/** The number of a numbered list item before a record's first cell. */
const LIST_MARKER = /^[0-9]{1,3}[.)][ ]+/;
/** Longest line read as a record: longer lines are prose or minified data. */
const MAX_LINE = 1000;
/** Longest cell of a record: a longer cell is a sentence, and its line is prose. */
const MAX_CELL = 80;

interface Cell {
  start: number;
  end: number;
  /** Set on the first cell of an SQL VALUES tuple. */
  tuple?: boolean;
}

interface Row {
  cells: Cell[];
  /** A row of column names (the first row of its table, every cell a short label). */
  header: boolean;
  /** Indexes of the cells holding the person's name (never candidates). */
  nameCells: number[];
}

/** The cells of a line split on `delimiter`, trimmed of spaces and quotes (offsets into the text). */
function cellsOf(text: string, lineStart: number, lineEnd: number, delimiter: string): Cell[] {
  const cells: Cell[] = trimmedCells(text, lineStart, lineEnd, delimiter);
  // A numbered list of records: "1) Amara Dlamini | …".
  const first = cells[0]!;
  first.start += LIST_MARKER.exec(text.slice(first.start, Math.min(first.end, first.start + 6)))?.[0].length ?? 0;
  return tupleTrimmed(text, cells);
}

/** An SQL VALUES tuple, "(1, 'Ola Berg', '123456789'),": its parenthesis, trailing comma and quotes are not cell text. */
function tupleTrimmed(text: string, cells: Cell[]): Cell[] {
  const first = cells[0]!;
  if (text[first.start] !== '(') return cells;
  if (cells.length > 1 && cells[cells.length - 1]!.end === cells[cells.length - 1]!.start) cells.pop(); // "…),"
  const last = cells[cells.length - 1]!;
  if (!/\)[ ]*[,;]?$/.test(text.slice(last.start, last.end))) return cells;
  first.start++;
  first.tuple = true;
  while (first.start < first.end && /[ '"]/.test(text[first.start]!)) first.start++;
  while (last.end > last.start && /[ '"),;]/.test(text[last.end - 1]!)) last.end--;
  return cells;
}

/** Stands for the runs of two or more spaces between the columns of a fixed-width report or a printed data frame. */
const SPACED = '  ';
/** Two or more runs of two or more spaces between words: a fixed-width row. */
const SPACED_ROW = /\S {2,}\S.*\S {2,}\S/;
/** The dashed rule under a report's header ("-------- ----------- ---"), which belongs to the table. */
const RULE_LINE = /^[ \t]*[-=+|]{3,}(?:[ \t]+[-=+|]{3,})*[ \t]*\r?$/;

/** Whether `s` holds `unit` twice or more (one forward scan, stopping at the second). */
function twice(s: string, unit: string): boolean {
  const first = s.indexOf(unit);
  return first >= 0 && s.indexOf(unit, first + 1) >= 0;
}

function delimiterOf(line: string): string | undefined {
  return DELIMITERS.find((d) => twice(line, d)) ?? (line.includes(SPACED) && SPACED_ROW.test(line) ? SPACED : undefined);
}

/** A header cell: a short column name, not a value. */
const isLabel = (cell: string): boolean => cell.length > 0 && cell.length <= 48 && /\p{L}/u.test(cell) && !/[0-9]{3}/.test(cell);

/** The words of a column name, lower-cased ("national_id" → national, id). */
const wordsOf = (label: string): string[] => label.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The cells naming the person: one cell of two or three words, or a given name and a surname side by side. */
function nameCellsOf(text: string, cells: readonly Cell[], names: NameData, notName: ReadonlySet<string>): number[] {
  const value = (i: number): string => text.slice(cells[i]!.start, cells[i]!.end);
  const known = (words: readonly string[]): boolean =>
    !words.some((w) => notName.has(w)) && (names.given.has(words[0]!) || names.surnames.has(words[words.length - 1]!));
  for (let i = 0; i < cells.length; i++) {
    const v = value(i);
    if (NAME_CELL.test(v) && known(v.match(WORDS) ?? [])) return [i];
    if (i + 1 < cells.length && NAME_PART_CELL.test(v)) {
      const next = value(i + 1);
      if (NAME_PART_CELL.test(next) && known([...(v.match(WORDS) ?? []).slice(0, 1), ...(next.match(WORDS) ?? []).slice(-1)])) return [i, i + 1];
    }
    if (i + 1 < cells.length && CJK_PART_CELL.test(v) && CJK_PART_CELL.test(value(i + 1))) return [i, i + 1];
  }
  return [];
}

/** Runs of consecutive lines split by the same delimiter into the same number (3 or more) of short cells. */
function tables(text: string): Row[][] {
  const out: Row[][] = [];
  let current: Row[] = [];
  let key = '';
  /** Column starts of a fixed-width report, read off the dashed rule under its header. */
  let ruler: number[] | undefined;
  let previous = { start: 0, end: 0 };
  let copied: ReturnType<typeof copyColumns>;
  const flush = (): void => {
    if (current.length) out.push(current);
    current = [];
    key = '';
    ruler = undefined;
  };
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = lineEnd - lineStart <= MAX_LINE ? text.slice(lineStart, lineEnd) : '';
    if (ruler) {
      // A report's rows are cut where its rule's dashes start; a blank line ends the report.
      if (line.trim() === '') flush();
      else current.push({ cells: rulerCells(text, lineStart, lineEnd, ruler), nameCells: [], header: false });
    } else if (current.length === 1 && RULE_LINE.test(line)) {
      // A report's dashed rule sits between its header and its rows without ending the table.
      const starts = [...line.matchAll(/[-=]{3,}/g)].map((m) => m.index);
      if (starts.length >= 3) {
        ruler = starts;
        current[0]!.cells = rulerCells(text, previous.start, previous.end, ruler);
      }
    } else if ((copied = copyColumns(line))) {
      // pg_dump's `COPY t (a, b, …) FROM stdin;`: the header of the tab-separated rows under it.
      flush();
      const cells = copied.map((c) => ({ start: lineStart + c.start, end: lineStart + c.end }));
      key = `\t${cells.length}`;
      current.push({ cells, nameCells: [], header: true });
    } else {
      const delimiter = line ? delimiterOf(line) : undefined;
      const cells = delimiter === SPACED ? spacedCells(text, lineStart, lineEnd) : delimiter ? cellsOf(text, lineStart, lineEnd, delimiter) : [];
      if (cells.length >= 3 && cells.every((c) => c.end - c.start <= MAX_CELL)) {
        const k = `${delimiter}${cells.length}`;
        if (k !== key) flush();
        key = k;
        current.push({ cells, nameCells: [], header: current.length === 0 && cells.every((c) => isLabel(text.slice(c.start, c.end))) });
      } else flush();
    }
    previous = { start: lineStart, end: lineEnd };
    lineStart = lineEnd + 1;
  }
  flush();
  return out;
}

/** A record cell, with its column name when the table has a header row. */
interface RecordCell extends Cell {
  column: string | undefined;
}

/** The cells of every person's record in the text, name cells left out. */
function recordCells(text: string, names: NameData, notName: ReadonlySet<string>): RecordCell[] {
  const out: RecordCell[] = [];
  for (const table of tables(text)) {
    const header = table[0]!.header ? table[0] : undefined;
    const rows = header ? table.slice(1) : table;
    let records = 0;
    const nameColumns = new Map<string, number>();
    const nameColumn = nameColumnOf(text, header);
    for (const row of rows) {
      row.nameCells = nameCellsOf(text, row.cells, names, notName);
      // Under a column named for people's names, a cell of a name's shape names the person.
      const named = nameColumn !== undefined ? row.cells[nameColumn] : undefined;
      if (!row.nameCells.length && named && (nameShaped(text, named, 1) || CJK_NAME_CELL.test(text.slice(named.start, named.end)))) row.nameCells = [nameColumn!];
      if (!row.nameCells.length) continue;
      records++;
      const k = row.nameCells.join(',');
      nameColumns.set(k, (nameColumns.get(k) ?? 0) + 1);
    }
    if (records === 0) continue;
    // A name column (two or more known names in it): its other cells of a name's shape are names
    // the resource does not know ("Seoyeon Kang" under "Ola Berg" and "Eva Lind").
    const column = [...nameColumns].find(([, n]) => n >= 2)?.[0]?.split(',').map(Number);
    // A column holding an amount in any row holds amounts ("544 539 265" above "7 802 875,56").
    const amounts = new Set<number>();
    for (const row of rows) row.cells.forEach((c, i) => AMOUNT.test(text.slice(c.start, c.end)) && amounts.add(i));
    const wholeTable = records * 2 >= rows.length;
    for (const row of rows) {
      if (!row.nameCells.length && column && column.every((i) => i < row.cells.length && nameShaped(text, row.cells[i]!, column.length))) row.nameCells = column;
      if (!row.nameCells.length && !wholeTable) continue;
      row.cells.forEach((c, i) => {
        const name = header?.cells[i];
        if (row.nameCells.includes(i) || amounts.has(i) || c.end <= c.start) return;
        // An SQL VALUES tuple names its columns in its INSERT statement.
        const column = name ? text.slice(name.start, name.end) : row.cells[0]!.tuple ? sqlColumnFor(text, c.start, c.end) : undefined;
        out.push({ start: c.start, end: c.end, column });
      });
    }
  }
  return out;
}

/**
 * A column name saying the column holds people's names ("Name", "Nombre y apellidos", "Namn",
 * "ФИО", "お名前", "户名", "예금주", SAP's "NAME1"): under it a cell of a name's shape names the row's person,
 * whether or not the names resource knows the name.
 */
const NAME_HEADER = new RegExp(
  `^(?:${[
    'name', 'names', 'name1', 'full name', 'full_name', 'fullname', 'customer', 'customer name', 'client', 'client name', 'patient', 'patient name',
    'passenger', 'passenger name', 'guest', 'guest name', 'account holder', 'holder', 'employee name',
    'nombre', 'nombre completo', 'nombre y apellidos', 'nom', 'nom complet', 'nome', 'nome completo', 'naam', 'volledige naam', 'navn', 'namn', 'nimi',
    'kunde', 'kundenname', 'kontoinhaber', 'cliente', 'klant', 'titular', 'imię i nazwisko', 'ad soyad', 'adı soyadı', 'isim',
    'имя', 'фио', 'ονοματεπώνυμο', 'الاسم', 'الاسم الكامل', 'שם', 'नाम', 'पूरा नाम',
  ].join('|')})$|名前|氏名|姓名|户名|戶名|이름|성명|예금주`,
  'iu',
);
/** A Chinese, Japanese or Korean name in one cell: two to four Han or Hangul characters. */
const CJK_NAME_CELL = /^[\p{Script=Han}\p{Script=Hangul}]{2,4}$/u;

/** The index of the header's column of people's names, or undefined. */
function nameColumnOf(text: string, header: Row | undefined): number | undefined {
  if (!header) return undefined;
  const i = header.cells.findIndex((c) => NAME_HEADER.test(text.slice(c.start, c.end).trim()));
  return i >= 0 ? i : undefined;
}

/** Registers and payroll exports also write a name as "Family, Given", in capitals ("KAAN AYDOĞAN", "LI Zhiqiang"), or with its particle first ("de Wit, Femke"). */
const UPPER_WORD = "\\p{Lu}{2,}(?:['’-]\\p{Lu}{2,})*";
const FAMILY_FIRST_CELL = new RegExp(`^(?:(?:${PARTICLES.join('|')})[ ])?${WORD}(?:[ ]${WORD})?,[ ]${WORD}(?:[ ]${WORD})?$`, 'u');
const CAPITALS_CELL = new RegExp(`^${UPPER_WORD}(?:[ ]${UPPER_WORD}){1,2}$|^${UPPER_WORD}[ ]${WORD}(?:[ ]${WORD})?$`, 'u');
/** A name in a script without letter case (Arabic, Devanagari, Thai, CJK): two or three words of letters. */
const UNCASED_CELL = /^[\p{Lo}\p{M}]{2,}(?:[ ][\p{Lo}\p{M}]{2,}){1,2}$/u;

/** A cell shaped as a whole name (one cell) or a name part (two cells side by side). */
function nameShaped(text: string, cell: Cell, cellsInName: number): boolean {
  const v = text.slice(cell.start, cell.end);
  if (cellsInName !== 1) return NAME_PART_CELL.test(v) || CJK_PART_CELL.test(v);
  return NAME_CELL.test(v) || FAMILY_FIRST_CELL.test(v) || CAPITALS_CELL.test(v) || UNCASED_CELL.test(v);
}

/** One memo per names configuration: the rules reading records share the analysis of a text. */
const memos = new Map<string, (text: string) => RecordCell[]>();

function memoFor(locales: readonly string[], notNameParts: readonly string[]): (text: string) => RecordCell[] {
  const key = `${locales.join(',')}|${[...notNameParts].sort().join(',')}`;
  let memo = memos.get(key);
  if (!memo) {
    const names = loadNames(locales);
    const notName = new Set(notNameParts);
    memos.set(key, (memo = memoLastText((text: string) => (/[\t;|,]|\S {2,}\S/.test(text) ? recordCells(text, names, notName) : []))));
  }
  return memo;
}

export const personRecordCells: Finder = {
  name: 'person-record-cells',
  description:
    "Cells of a person's record: delimited rows (tab, semicolon, pipe or comma; three or more short cells), fixed-width reports and printed data frames (columns two or more spaces apart, or cut at the dashed rule under the header) in which a cell or two adjacent cells hold a name the names resource knows, or every row of a table where half the rows do; the rule's `cell` pattern must match the whole cell (`headerCell`: a pattern for cells read only under a header whose column name fits the rule).",
  references: ['https://microsoft.github.io/presidio/supported_entities/', 'https://cloud.google.com/sensitive-data-protection/docs/infotypes-reference'],
  prepare(params) {
    const cell = wholeCellParam(params, true);
    const columnWords = new Set(stringListParam(params, 'columnWords') ?? []);
    const notColumnWords = new Set(stringListParam(params, 'notColumnWords') ?? []);
    // Under a header row, the column's name must be one the rule reads.
    const columnFits = (column: string | undefined): boolean => {
      if (column === undefined) return true;
      const words = wordsOf(column);
      return words.some((w) => columnWords.has(w)) && !words.some((w) => notColumnWords.has(w));
    };
    // `headerCell`: cells read only under a header naming their column (a bare run of digits says
    // what it is only through its column's name).
    const headerCell = typeof params?.['headerCell'] === 'string' ? wholeCellParam({ cell: params['headerCell'] }, true) : undefined;
    const analyse = memoFor(stringListParam(params, 'locales') ?? DEFAULT_LOCALES, stringListParam(params, 'notNameParts') ?? []);
    return (text): FinderSpan[] => {
      const out: FinderSpan[] = [];
      for (const c of analyse(text)) {
        if (!columnFits(c.column)) continue;
        const value = text.slice(c.start, c.end);
        const m = cell.exec(value) ?? (c.column !== undefined && headerCell ? headerCell.exec(value) : null);
        const group = m?.indices?.groups?.['value'];
        if (m) out.push(group ? { start: c.start + group[0], end: c.start + group[1] } : { start: c.start, end: c.end });
      }
      return out;
    };
  },
};

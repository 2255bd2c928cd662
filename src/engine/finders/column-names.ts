// `column-names`: person names in a column of a delimited table without a header (CSV/TSV,
// semicolon or pipe rows, payroll and HR exports). A column is a name column when several of its
// cells are names the resource knows (a known given name first or a known surname last); its
// other cells of the same shape (two or three capitalised words) are then names too, whatever
// their origin ("Yoon Jihoon" beside "Étienne Giraud" and "Letícia Carvalho"). Given names and
// surnames may also stand in two adjacent columns of one capitalised word each ("Maëlle\tRousseau").

import type { Finder, FinderSpan } from './finder.js';
import { DEFAULT_LOCALES, loadNames, type NameData } from './person-names.js';

const WORD = "\\p{Lu}\\p{Ll}+(?:['’-]\\p{Lu}?\\p{Ll}+)*";
const PARTICLES = ['van der', 'van den', 'von der', 'de la', 'de los', 'de las', 'van', 'von', 'de', 'der', 'den', 'del', 'della', 'di', 'da', 'dos', 'das', 'du', 'la', 'le', 'ten', 'ter', 'zu', 'al', 'el', 'bin'];
const NAME_CELL = new RegExp(`^${WORD}(?:[ ](?:(?:${PARTICLES.join('|')})[ ])?${WORD}){1,2}$`, 'u');
const NAME_PART_CELL = new RegExp(`^${WORD}$`, 'u');
const WORDS = new RegExp(WORD, 'gu');
const DELIMITERS = [';', '\t', '|', ','] as const;
/** Rows of one table: at least this many consecutive lines with the same delimiter and cell count. */
const MIN_ROWS = 3;
/** Cells the resource must know before the column counts as a name column. */
const MIN_KNOWN = 2;
const MAX_LINE = 2000;

interface Row {
  start: number;
  cells: Array<{ start: number; end: number }>;
}

function stringList(v: unknown, key: string): string[] {
  if (v === undefined) return [];
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw new Error(`params.${key} must be a list of strings`);
  return v as string[];
}

/** The cells of a line split on `delimiter`, trimmed of spaces and quotes (offsets into the text). */
function cellsOf(text: string, lineStart: number, line: string, delimiter: string): Array<{ start: number; end: number }> {
  const cells: Array<{ start: number; end: number }> = [];
  let from = 0;
  for (;;) {
    const to = line.indexOf(delimiter, from);
    let s = from;
    let e = to < 0 ? line.length : to;
    while (s < e && /[ "'\r]/.test(line[s]!)) s++;
    while (e > s && /[ "'\r]/.test(line[e - 1]!)) e--;
    cells.push({ start: lineStart + s, end: lineStart + e });
    if (to < 0) return cells;
    from = to + 1;
  }
}

/** Consecutive lines split by the same delimiter into the same number (3 or more) of cells. */
function tables(text: string): Row[][] {
  const out: Row[][] = [];
  let current: Row[] = [];
  let key = '';
  const flush = (): void => {
    if (current.length >= MIN_ROWS) out.push(current);
    current = [];
    key = '';
  };
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    const delimiter = line.length <= MAX_LINE ? DELIMITERS.find((d) => line.split(d).length >= 3) : undefined;
    if (!delimiter) flush();
    else {
      const cells = cellsOf(text, lineStart, line, delimiter);
      const k = `${delimiter}${cells.length}`;
      if (k !== key) flush();
      key = k;
      current.push({ start: lineStart, cells });
    }
    lineStart = lineEnd + 1;
  }
  flush();
  return out;
}

/**
 * Column c of given names and column c + 1 of surnames, one capitalised word each: both columns
 * must hold names the resource knows (two or more each) in most rows; the pairs are reported.
 */
function givenThenSurname(text: string, rows: readonly Row[], c: number, names: NameData, notName: ReadonlySet<string>): FinderSpan[] {
  const pairs: FinderSpan[] = [];
  let knownGiven = 0;
  let knownSurnames = 0;
  for (const row of rows) {
    const given = row.cells[c]!;
    const surname = row.cells[c + 1]!;
    const g = text.slice(given.start, given.end);
    const f = text.slice(surname.start, surname.end);
    if (!NAME_PART_CELL.test(g) || !NAME_PART_CELL.test(f) || notName.has(g) || notName.has(f)) continue;
    pairs.push(given, surname);
    if (names.given.has(g)) knownGiven++;
    if (names.surnames.has(f)) knownSurnames++;
  }
  return knownGiven >= MIN_KNOWN && knownSurnames >= MIN_KNOWN && pairs.length > rows.length ? pairs : [];
}

export const columnNames: Finder = {
  name: 'column-names',
  description:
    'Person names in a column of a delimited table without a header: a column where at least two cells are names the resource knows; its other cells of two or three capitalised words are names too.',
  references: ['https://github.com/faker-js/faker', 'https://microsoft.github.io/presidio/supported_entities/'],
  prepare(params) {
    const locales = params?.['locales'] === undefined ? DEFAULT_LOCALES : stringList(params['locales'], 'locales');
    const names = loadNames(locales);
    const notName = new Set(stringList(params?.['notNameParts'], 'notNameParts'));
    return (text) => {
      if (!/[;\t|,]/.test(text)) return [];
      const out: FinderSpan[] = [];
      for (const rows of tables(text)) {
        const columns = rows[0]!.cells.length;
        for (let c = 0; c < columns; c++) {
          const shaped: FinderSpan[] = [];
          let known = 0;
          for (const row of rows) {
            const cell = row.cells[c]!;
            const value = text.slice(cell.start, cell.end);
            if (!NAME_CELL.test(value)) continue;
            const words = value.match(WORDS) ?? [];
            if (words.some((w) => notName.has(w))) continue;
            shaped.push(cell);
            if (names.given.has(words[0]!) || names.surnames.has(words[words.length - 1]!)) known++;
          }
          // A name column: names the resource knows, and most rows hold a name there.
          if (known >= MIN_KNOWN && shaped.length * 2 > rows.length) out.push(...shaped);
          else if (c + 1 < columns) out.push(...givenThenSurname(text, rows, c, names, notName));
        }
      }
      return out;
    };
  },
};

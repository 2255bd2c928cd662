// `column-names`: person names in a column of a delimited table without a header (CSV/TSV,
// semicolon or pipe rows, payroll and HR exports). A column is a name column when several of its
// cells are names the resource knows (a known given name first or a known surname last); its
// other cells of the same shape (two or three capitalised words) are then names too, whatever
// their origin ("Yoon Jihoon" beside "Étienne Giraud" and "Letícia Carvalho"). Given names and
// surnames may also stand in two adjacent columns of one capitalised word each ("Maëlle\tRousseau",
// "Wouter\tde Vries"). Once a column is a name column, its cells written in a script without
// capitals (Han, Hangul, kana, Devanagari, Arabic) are names too ("美桜\t高橋"). A first row
// with no digit above rows that all have one is the table's header, never a name. With
// params.eponymousBrands, a cell holding a firm or brand known by its founder's full name
// (resources/eponymous-brands.json: an employer column of a CV) is no name.

import { stringListParam, type Finder, type FinderSpan } from './finder.js';
import { DEFAULT_LOCALES, loadNames, type NameData } from './person-names.js';
import { eponymousBrands, localeNames } from './name-resource.js';
import { trimmedCells } from '../table-cells.js';

interface ColumnNameData extends NameData {
  /** Family names written in Han or Hangul (ja, zh, ko locales). */
  cjkFamilies: ReadonlySet<string>;
}

/** Han and Hangul family names of the names resource. */
const cjkFamilyNames = (): Set<string> => new Set(localeNames(['ja', 'zh_CN', 'zh_TW', 'ko']).flatMap((l) => l.surnames));

const WORD = "\\p{Lu}\\p{Ll}+(?:['’-]\\p{Lu}?\\p{Ll}+)*";
const PARTICLES = ['van der', 'van den', 'von der', 'de la', 'de los', 'de las', 'van', 'von', 'de', 'der', 'den', 'del', 'della', 'di', 'da', 'dos', 'das', 'du', 'la', 'le', 'ten', 'ter', 'zu', 'al', 'el', 'bin'];
const NAME_CELL = new RegExp(`^${WORD}(?:[ ](?:(?:${PARTICLES.join('|')})[ ])?${WORD}){1,2}$`, 'u');
const NAME_PART_CELL = new RegExp(`^(?:(?:${PARTICLES.join('|')})[ ])?${WORD}$`, 'u');
/** One to three words of a script without letter case: a name cell only in a column already shown to hold names. */
const UNICASED_NAME_CELL = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Devanagari}\p{Script=Arabic}]{1,12}(?:[ ][\p{Script=Han}\p{Script=Hangul}\p{Script=Devanagari}\p{Script=Arabic}]{1,12}){0,2}$/u;
const WORDS = new RegExp(WORD, 'gu');
const DELIMITERS = [';', '\t', '|', ','] as const;
/** Rows of one table: at least this many consecutive lines with the same delimiter and cell count. */
const MIN_ROWS = 2;
/** Cells the resource must know before the column counts as a name column. */
const MIN_KNOWN = 2;
const MAX_LINE = 2000;

interface Row {
  start: number;
  cells: Array<{ start: number; end: number }>;
}


const DELIMITER = /[;\t|,]/g;

/** The first delimiter (in DELIMITERS order) that occurs at least twice in the line, and how often. */
function delimiterOf(text: string, start: number, end: number): { delimiter: string; count: number } | undefined {
  const counts = [0, 0, 0, 0];
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 59) counts[0]!++;
    else if (c === 9) counts[1]!++;
    else if (c === 124) counts[2]!++;
    else if (c === 44) counts[3]!++;
  }
  const k = counts.findIndex((n) => n >= 2);
  return k < 0 ? undefined : { delimiter: DELIMITERS[k]!, count: counts[k]! };
}

/**
 * Consecutive lines split by the same delimiter into the same number (3 or more) of cells. Only
 * lines holding a delimiter are read: a native search jumps from one to the next.
 */
function tables(text: string): Row[][] {
  const out: Row[][] = [];
  let current: Array<{ start: number; end: number }> = [];
  let key = '';
  let delimiter = '';
  const flush = (): void => {
    // Cells are cut only for lines that form a table. A quoted cell holding the delimiter makes
    // fewer cells than the delimiter count: rows of one table have as many cells each.
    if (current.length >= MIN_ROWS) {
      let run: Row[] = [];
      for (const l of current) {
        const row = { start: l.start, cells: trimmedCells(text, l.start, l.end, delimiter) };
        if (run.length > 0 && row.cells.length !== run[0]!.cells.length) {
          if (run.length >= MIN_ROWS) out.push(run);
          run = [];
        }
        run.push(row);
      }
      if (run.length >= MIN_ROWS) out.push(run);
    }
    current = [];
    key = '';
  };
  let previousEnd = -2;
  DELIMITER.lastIndex = 0;
  for (let m = DELIMITER.exec(text); m !== null; m = DELIMITER.exec(text)) {
    const start = text.lastIndexOf('\n', m.index) + 1;
    let end = text.indexOf('\n', m.index);
    if (end < 0) end = text.length;
    DELIMITER.lastIndex = end + 1;
    if (start !== previousEnd + 1) flush(); // a line without a delimiter came between
    previousEnd = end;
    const found = end - start <= MAX_LINE ? delimiterOf(text, start, end) : undefined;
    if (!found) {
      flush();
      continue;
    }
    const k = `${found.delimiter}${found.count}`;
    if (k !== key) flush();
    key = k;
    delimiter = found.delimiter;
    current.push({ start, end });
    if (end >= text.length) break;
  }
  flush();
  return out;
}

/**
 * Column c of given names and column c + 1 of surnames, one capitalised word each (the surname
 * may start with a particle): both columns must hold names the resource knows (two or more each)
 * in most rows; the pairs are reported, and so are pairs in a script without capitals.
 */
function givenThenSurname(text: string, rows: readonly Row[], c: number, names: ColumnNameData, notName: ReadonlySet<string>): FinderSpan[] {
  const pairs: FinderSpan[] = [];
  const unicased: FinderSpan[] = [];
  let knownGiven = 0;
  let knownSurnames = 0;
  for (const row of rows) {
    const given = row.cells[c]!;
    const surname = row.cells[c + 1]!;
    const g = text.slice(given.start, given.end);
    const f = text.slice(surname.start, surname.end);
    if (UNICASED_NAME_CELL.test(g) && UNICASED_NAME_CELL.test(f)) {
      unicased.push(given, surname);
      // Han and Hangul family names are listed: "美桜\t高橋" (given, family) or "高橋\t美桜".
      if (names.cjkFamilies.has(f) || names.cjkFamilies.has(g)) {
        knownGiven++;
        knownSurnames++;
      }
      continue;
    }
    const lastWord = f.slice(f.lastIndexOf(' ') + 1);
    if (!NAME_PART_CELL.test(g) || !NAME_PART_CELL.test(f) || g.includes(' ') || notName.has(g) || notName.has(lastWord)) continue;
    pairs.push(given, surname);
    if (names.given.has(g) || names.parts.has(g)) knownGiven++;
    if (names.surnames.has(lastWord) || names.parts.has(lastWord)) knownSurnames++;
  }
  // Evidence from both columns, three known cells at least, and a pair in (nearly) every row.
  const evidence = knownGiven >= 1 && knownSurnames >= 1 && knownGiven + knownSurnames >= 3;
  return evidence && pairs.length + unicased.length >= 2 * rows.length - 1 ? [...pairs, ...unicased] : [];
}

/** Whether a cell of the row holds a digit. */
const hasDigit = (text: string, row: Row): boolean => row.cells.some((c) => /[0-9]/.test(text.slice(c.start, c.end)));

/** The rows without a header: a first row with no digit when every other row has one. */
function bodyRows(text: string, rows: readonly Row[]): readonly Row[] {
  return !hasDigit(text, rows[0]!) && rows.slice(1).every((r) => hasDigit(text, r)) ? rows.slice(1) : rows;
}

export const columnNames: Finder = {
  name: 'column-names',
  description:
    'Person names in a column of a delimited table without a header: a column where at least two cells are names the resource knows; its other cells of two or three capitalised words are names too; a cell naming a firm after its founder (params.eponymousBrands) is not.',
  references: ['https://github.com/faker-js/faker', 'https://microsoft.github.io/presidio/supported_entities/'],
  prepare(params) {
    const locales = stringListParam(params, 'locales') ?? DEFAULT_LOCALES;
    const names: ColumnNameData = { ...loadNames(locales), cjkFamilies: cjkFamilyNames() };
    const notName = new Set(stringListParam(params, 'notNameParts') ?? []);
    const brands: ReadonlySet<string> = new Set(params?.['eponymousBrands'] === true ? eponymousBrands() : []);
    return (text) => {
      if (!/[;\t|,]/.test(text)) return [];
      const out: FinderSpan[] = [];
      for (const table of tables(text)) {
        const rows = bodyRows(text, table);
        if (rows.length < MIN_KNOWN) continue;
        const columns = rows[0]!.cells.length;
        for (let c = 0; c < columns; c++) {
          const shaped: FinderSpan[] = [];
          const unicased: FinderSpan[] = [];
          let known = 0;
          for (const row of rows) {
            const cell = row.cells[c]!;
            const value = text.slice(cell.start, cell.end);
            if (UNICASED_NAME_CELL.test(value)) unicased.push(cell);
            if (!NAME_CELL.test(value) || brands.has(value)) continue;
            const words = value.match(WORDS) ?? [];
            if (words.some((w) => notName.has(w))) continue;
            shaped.push(cell);
            const first = words[0]!;
            const last = words[words.length - 1]!;
            if (names.given.has(first) || names.surnames.has(last) || (names.parts.has(first) && names.parts.has(last))) known++;
          }
          // A name column: names the resource knows, and most rows hold a name there.
          if (known >= MIN_KNOWN && shaped.length * 2 > rows.length) out.push(...shaped, ...unicased);
          else if (c + 1 < columns) out.push(...givenThenSurname(text, rows, c, names, notName));
        }
      }
      return out;
    };
  },
};

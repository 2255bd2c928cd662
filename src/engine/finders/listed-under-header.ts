// `listed-under-header`: a table pasted as text whose columns lost their alignment, one space
// between cells ("Namn Ort Passnummer Ärende Kort IBAN" over "Gunnel Åberg Lagos PX4170263 TLS
// application ref …"). No column can be told by position any more, but when the header names a
// column for the value (`labels`) and every row holds exactly one token of the value's shape
// (`cell`, matched against whole space-separated tokens), that token is the row's value. The
// header must read as column names (three to fourteen words, no digits, not a sentence), at least
// two rows must follow it, and every row under it up to an empty line must hold exactly one such
// token: a row with none or with two makes the whole table unreadable, and nothing is proposed.

import { stringListParam, wholeCellParam, wordsPattern, type Finder, type FinderSpan } from './finder.js';
import { linesOf } from '../text-lines.js';

/** Longest line read as a header or a row. */
const MAX_LINE = 400;
/** Fewest rows under the header. */
const MIN_ROWS = 2;
/** Most rows read under one header. */
const MAX_ROWS = 200;


/** A header of column names: three to fourteen words, letters, no digits, no sentence's end. */
function isHeader(line: string): boolean {
  const words = line.trim().split(/[ \t]+/);
  return words.length >= 3 && words.length <= 14 && line.length <= MAX_LINE && !/[0-9@]/.test(line) && !/[.!?:;,]$/.test(line.trim()) && /\p{L}/u.test(line);
}

export const listedUnderHeader: Finder = {
  name: 'listed-under-header',
  description:
    'Rows of a table pasted with single spaces between cells: under a header naming a column for the value (`labels`), the one token of each row matching `cell`, when every row (two or more, up to an empty line) holds exactly one.',
  references: ['https://cloud.google.com/sensitive-data-protection/docs/infotypes-reference'],
  prepare(params) {
    const cell = wholeCellParam(params);
    const labels = wordsPattern(stringListParam(params, 'labels') ?? []);
    if (!labels) throw new Error('params.labels must list the column names read');
    return (text): FinderSpan[] => {
      const out: FinderSpan[] = [];
      if (!labels.test(text)) return out;
      const lines = linesOf(text);
      for (let h = 0; h < lines.length; h++) {
        const header = text.slice(lines[h]!.start, lines[h]!.end);
        if (!isHeader(header) || !labels.test(header)) continue;
        const found: FinderSpan[] = [];
        let r = h + 1;
        for (; r < lines.length && r - h <= MAX_ROWS; r++) {
          const { start, end } = lines[r]!;
          const row = text.slice(start, end);
          if (row.trim() === '' || /^[ \t]*\(/.test(row)) break;
          if (row.length > MAX_LINE) break;
          const hits: FinderSpan[] = [];
          const token = /[^ \t]+/g;
          for (let m = token.exec(row); m !== null; m = token.exec(row)) if (cell.test(m[0])) hits.push({ start: start + m.index, end: start + m.index + m[0].length });
          if (hits.length !== 1) {
            found.length = 0;
            break;
          }
          found.push(hits[0]!);
        }
        if (found.length >= MIN_ROWS) out.push(...found);
        h = Math.max(h, r - 1);
      }
      return out;
    };
  },
};

// `typed-document-rows`: the number of an identity document in a table that names the document's
// kind in another column of the same row. Crew and passenger lists (IMO FAL forms 5 and 6), guest
// registers and check-in exports write each person's document as a kind and a number
// ("ID document | Doc. no." over "PP | N8089413", "SB | CQ843488"): the header says which column is
// a number, the row's kind cell says what it numbers. A rule names the kinds it reports (`types`:
// "PP", "passport", "Reisepass", …) and the shape of the number (`cell`); a row whose kind is
// another document is left to the rule that names that kind.
//
// A header is a line cut by tabs, pipes, semicolons or commas into at least three cells, one naming
// the kind column (`typeLabels`) and another the number column (`numberLabels`), with no digit in it.
// A header whose two columns are both named by a bare generic word (`genericLabels`: "Type",
// "Number") may be an inventory or an order list, and is not read.
// Its rows are the lines under it that cut into as many cells; the first line that does not ends them.

import { stringListParam, wholeCellParam, wordsPattern, type Finder, type FinderSpan } from './finder.js';
import { linesOf } from '../text-lines.js';
import { MARKDOWN_RULE, trimmedCells, type CellSpan } from '../table-cells.js';

/** Longest line read as a header or a row. */
const MAX_LINE = 600;
/** Most rows read under one header. */
const MAX_ROWS = 500;
const DELIMITERS = ['\t', '|', ';', ','] as const;

/** The cells of text[start, end) cut at `delimiter`, trimmed, as offsets into the text; a Markdown row's empty edge cells dropped. */
function cellsOf(text: string, start: number, end: number, delimiter: string): CellSpan[] {
  const cells = trimmedCells(text, start, end, delimiter);
  if (delimiter === '|') {
    if (cells.length && cells[0]!.start === cells[0]!.end) cells.shift();
    if (cells.length && cells.at(-1)!.start === cells.at(-1)!.end) cells.pop();
  }
  return cells;
}

interface Header {
  delimiter: string;
  width: number;
  typeColumn: number;
  numberColumn: number;
}

export const typedDocumentRows: Finder = {
  name: 'typed-document-rows',
  description:
    'In a table with a document-kind column (`typeLabels`) and a document-number column (`numberLabels`), not both named by a bare generic word (`genericLabels`), the number (`cell`) of each row whose kind cell is one of `types`.',
  references: ['https://www.imo.org/en/OurWork/Facilitation/Pages/FormsCertificates-default.aspx', 'https://www.rfc-editor.org/rfc/rfc4180'],
  prepare(params) {
    const cell = wholeCellParam(params);
    const typeLabels = wordsPattern(stringListParam(params, 'typeLabels') ?? []);
    const numberLabels = wordsPattern(stringListParam(params, 'numberLabels') ?? []);
    const types = new Set((stringListParam(params, 'types') ?? []).map((t) => t.toLowerCase()));
    const generic = new Set((stringListParam(params, 'genericLabels') ?? []).map((t) => t.toLowerCase()));
    const isGeneric = (label: string): boolean => generic.has(label.toLowerCase().replace(/[.:#°º№]/g, '').trim());
    if (!typeLabels || !numberLabels || !types.size) throw new Error('params.typeLabels, params.numberLabels and params.types must each list at least one word');

    const headerOf = (text: string, start: number, end: number): Header | undefined => {
      const line = text.slice(start, end);
      if (/[0-9]/.test(line)) return undefined;
      for (const delimiter of DELIMITERS) {
        if (!line.includes(delimiter)) continue;
        const cells = cellsOf(text, start, end, delimiter);
        if (cells.length < 3) continue;
        const texts = cells.map((c) => text.slice(c.start, c.end));
        const typeColumn = texts.findIndex((t) => typeLabels.test(t) && !numberLabels.test(t));
        if (typeColumn < 0) continue;
        // The number column nearest after the kind column (a leading "No." column counts the rows).
        const numbered = texts.map((t, i) => (i !== typeColumn && numberLabels.test(t) ? i : -1)).filter((i) => i >= 0);
        const numberColumn = numbered.find((i) => i > typeColumn) ?? numbered.at(-1);
        if (numberColumn === undefined || (isGeneric(texts[typeColumn]!) && isGeneric(texts[numberColumn]!))) continue;
        return { delimiter, width: cells.length, typeColumn, numberColumn };
      }
      return undefined;
    };

    return (text): FinderSpan[] => {
      const out: FinderSpan[] = [];
      if (!numberLabels.test(text) || !typeLabels.test(text)) return out;
      const lines = linesOf(text);
      for (let i = 0; i < lines.length; i++) {
        const { start, end } = lines[i]!;
        if (end - start < 5 || end - start > MAX_LINE) continue;
        const header = headerOf(text, start, end);
        if (!header) continue;
        let j = i + 1;
        if (j < lines.length && MARKDOWN_RULE.test(text.slice(lines[j]!.start, lines[j]!.end))) j++;
        for (let rows = 0; j < lines.length && rows < MAX_ROWS; j++, rows++) {
          const l = lines[j]!;
          if (l.end - l.start > MAX_LINE) break;
          const cells = cellsOf(text, l.start, l.end, header.delimiter);
          if (cells.length !== header.width) break;
          const kind = cells[header.typeColumn]!;
          if (!types.has(text.slice(kind.start, kind.end).toLowerCase())) continue;
          const num = cells[header.numberColumn]!;
          if (cell.test(text.slice(num.start, num.end))) out.push({ start: num.start, end: num.end });
        }
        i = j - 1;
      }
      return out;
    };
  },
};

// `record-names`: person names in the cells of a person's record (CSV/TSV/semicolon/pipe rows,
// SQL VALUES tuples) when the same line holds an e-mail address. The record is the label: a cell
// of two or three capitalised words there is a name when the names resource agrees — its first
// word a known given name or its last a known surname (any of the locales) — or when the record's
// own e-mail address is made of it ("Baraka Njoroge", "baraka.njoroge5@…"). In a script without
// capitals (Arabic, Devanagari, …) a cell of two or three words standing before the address is
// the record's name. Cells naming an organisation or a place (a word the rule lists as "not a
// name part") are skipped.

import { stringListParam, type Finder, type FinderSpan } from './finder.js';
import { DEFAULT_LOCALES, loadNames } from './person-names.js';

const WORD = "\\p{Lu}\\p{Ll}+(?:['’-]\\p{Lu}?\\p{Ll}+)*";
const PARTICLES = ['van der', 'van den', 'von der', 'de la', 'de los', 'de las', 'van', 'von', 'de', 'der', 'den', 'del', 'della', 'di', 'da', 'dos', 'das', 'du', 'la', 'le', 'ten', 'ter', 'zu'];
// A whole cell: after a delimiter or an opening quote at a cell start, up to the next delimiter.
const CELL = new RegExp(
  `(?<=(?:^|[,;\\t|(])[ ]?['"]?)${WORD}(?:[ ](?:(?:${PARTICLES.join('|')})[ ])?${WORD}){1,2}(?=['"]?[ ]?(?:[,;\\t|)]|\\r?$))`,
  'gmu',
);
const WORDS = new RegExp(WORD, 'gu');
const UNCASED = '[\\p{Script=Arabic}\\p{Script=Devanagari}\\p{Script=Hebrew}\\p{Script=Thai}\\p{Script=Bengali}\\p{Script=Tamil}]{2,20}';
const UNCASED_CELL = new RegExp(`(?<=(?:^|[,;\\t|(])[ ]?['"]?)${UNCASED}(?:[ ]${UNCASED}){1,2}(?=['"]?[ ]?(?:[,;\\t|)]|\\r?$))`, 'gu');
/** The local parts of the e-mail addresses of a line, lower-cased. */
const LOCAL_PART = /[A-Za-z0-9._%+-]{2,64}(?=@[A-Za-z0-9-]+\.)/g;
/** A name's word as an e-mail address writes it: lower case, without accents. */
const folded = (w: string): string => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Longest line scanned for a record: longer lines are prose or minified data. */
const MAX_LINE = 2000;


export const recordNames: Finder = {
  name: 'record-names',
  description:
    'Person names in the cells of a delimited record or SQL tuple whose line holds an e-mail address: two or three capitalised words with a known given name first or a known surname last.',
  references: ['https://github.com/faker-js/faker', 'https://microsoft.github.io/presidio/supported_entities/'],
  prepare(params) {
    const locales = stringListParam(params, 'locales') ?? DEFAULT_LOCALES;
    const names = loadNames(locales);
    const notName = new Set(stringListParam(params, 'notNameParts') ?? []);
    return (text) => {
      const out: FinderSpan[] = [];
      let lineStart = 0;
      let at = text.indexOf('@');
      while (at >= 0 && lineStart <= text.length) {
        // Jump to the line of the next '@': lines without one are no record.
        if (at > lineStart) lineStart = text.lastIndexOf('\n', at - 1) + 1;
        let lineEnd = text.indexOf('\n', at);
        if (lineEnd < 0) lineEnd = text.length;
        at = text.indexOf('@', lineEnd);
        if (lineEnd - lineStart <= MAX_LINE) {
          const line = text.slice(lineStart, lineEnd);
          CELL.lastIndex = 0;
          for (let m = CELL.exec(line); m !== null; m = CELL.exec(line)) {
            const words = [...m[0].matchAll(WORDS)].map((w) => w[0]);
            if (words.some((w) => notName.has(w))) continue;
            const first = words[0]!;
            const last = words[words.length - 1]!;
            const known = names.given.has(first) || names.surnames.has(last);
            if (known || spelledInAddress(words, line)) out.push({ start: lineStart + m.index, end: lineStart + m.index + m[0].length });
          }
          const firstAddress = line.indexOf('@');
          UNCASED_CELL.lastIndex = 0;
          for (let m = UNCASED_CELL.exec(line); m !== null && m.index < firstAddress; m = UNCASED_CELL.exec(line)) {
            out.push({ start: lineStart + m.index, end: lineStart + m.index + m[0].length });
          }
        }
        lineStart = lineEnd + 1;
      }
      return out;
    };
  },
};

/** Two of the name's words (three letters or more) spelled in one of the line's e-mail local parts. */
function spelledInAddress(words: readonly string[], line: string): boolean {
  const parts = line.match(LOCAL_PART);
  if (!parts) return false;
  const wanted = words.map(folded).filter((w) => w.length >= 3);
  if (wanted.length < 2) return false;
  return parts.some((local) => {
    const l = local.toLowerCase();
    return wanted.filter((w) => l.includes(w)).length >= 2;
  });
}

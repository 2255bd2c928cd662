// `file-name-names`: a person's name at the head of a file name, as scans, CVs and exports are
// named after their owner ("/Documents/Novak_Petra_passport_scan.pdf", "\\share\Berg Anna_CV.docx").
// The words (joined by "_" or a space, hyphenated parts kept) must open a path segment that ends in
// a file extension, and the names resource must know one word as a given name and another as a
// surname, in either order: project, product and report names written the same way stay silent.

import { stringListParam, type Finder, type FinderSpan } from './finder.js';
import { loadNames, DEFAULT_LOCALES } from './person-names.js';

const WORD = "\\p{Lu}[\\p{Ll}'’]+(?:-\\p{Lu}?\\p{Ll}+)*";
/** Two to four capitalised words opening a path segment, then the file's extension or "_" or "-" and the rest of a file name with its extension. */
const HEAD = new RegExp(`(?<=[/\\\\])${WORD}(?:[ _]${WORD}){1,3}(?=(?:[_-][^\\s/\\\\"'<>|]{0,80})?\\.[A-Za-z0-9]{2,5}(?![\\p{L}\\p{N}]))`, 'gu');

export const fileNameNames: Finder = {
  name: 'file-name-names',
  description: 'Person names opening a file name in a path ("…/Surname_Given_scan.pdf"), when the names resource knows a given name and a surname among the words.',
  references: ['https://github.com/faker-js/faker'],
  prepare(params) {
    const names = loadNames(stringListParam(params, 'locales') ?? DEFAULT_LOCALES);
    return (text) => {
      const out: FinderSpan[] = [];
      if (!text.includes('/') && !text.includes('\\')) return out;
      HEAD.lastIndex = 0;
      for (let m = HEAD.exec(text); m !== null; m = HEAD.exec(text)) {
        const words = m[0].split(/[ _]/);
        const given = words.findIndex((w) => names.given.has(w));
        if (given < 0) continue;
        if (words.some((w, i) => i !== given && names.surnames.has(w))) out.push({ start: m.index, end: m.index + m[0].length });
      }
      return out;
    };
  },
};

// `listed-names`: person names listed after a label that introduces people ("Attendees: Ana
// Lima, Tunde, 山口恵子"). The label is the evidence; every comma- or semicolon-separated item of
// the rest of its line that is shaped like a name is reported: up to three capitalised words
// (with particles), two to four Han or Hangul characters, or up to three words of a script
// without capitals (Arabic, Devanagari, Hebrew, Thai). A finder rather than a pattern because a
// pattern reports one item per match and would have to look back over the list for each item.

import type { Finder, FinderSpan } from './finder.js';
import { longestFirst } from '../../text/regex-source.js';

const WORD = "\\p{Lu}\\p{Ll}(?:[\\p{L}'’\\-]{0,27}\\p{L})?";
const PARTICLE = '(?:van der|van den|von der|de la|van|von|de|der|den|del|della|di|da|dos|das|du|la|le|ten|ter|bin|al|el|y|zu)';
const UNICASED = '[\\p{Script=Arabic}\\p{Script=Devanagari}\\p{Script=Hebrew}\\p{Script=Thai}]{2,20}';
const ITEM = new RegExp(
  `^(?:${WORD}(?:[ ](?:${PARTICLE}[ ])?${WORD}){0,2}|[\\p{Script=Han}\\p{Script=Hangul}]{2,4}|${UNICASED}(?:[ ]${UNICASED}){0,2})$`,
  'u',
);
/** Item separators: commas and semicolons, and the enumeration and full-width commas of CJK text. */
const SEPARATORS = new Set([',', ';', '、', '，', '；']);
/** The last item joined by a conjunction ("Ana Lima and Tunde Bello", "… und …", "… et …", "… & …"). */
const CONJUNCTION = /[ ](?:and|und|et|y|e|en|och|og|ve|i|и|&|و)[ ]/u;
/** A short note after a name: "(remote)", "(chair)", "(online)". */
const NOTE_AFTER = /[ ]?\([^()\n]{1,24}\)$/u;

/** The names in one list item between `from` and `to`: a trailing note dropped, a conjunction split. */
function itemsOf(text: string, from: number, to: number): FinderSpan[] {
  const out: FinderSpan[] = [];
  const trimmed = (s: number, e: number): void => {
    while (s < e && (text[s] === ' ' || text[s] === '\t')) s++;
    while (e > s && (text[e - 1] === ' ' || text[e - 1] === '\t')) e--;
    const note = NOTE_AFTER.exec(text.slice(s, e));
    if (note) e -= note[0].length;
    if (e > s && ITEM.test(text.slice(s, e))) out.push({ start: s, end: e });
  };
  const joined = CONJUNCTION.exec(text.slice(from, to));
  if (joined) {
    trimmed(from, from + joined.index);
    trimmed(from + joined.index + joined[0].length, to);
  } else trimmed(from, to);
  return out;
}

/** Longest list read after one label: a longer line is prose, not a list. */
const MAX_LIST = 600;

export const listedNames: Finder = {
  name: 'listed-names',
  description: 'Person names listed after a label that introduces people (attendees, participants): each comma-separated item shaped like a name.',
  references: ['https://microsoft.github.io/presidio/supported_entities/'],
  prepare(params) {
    const labels = params?.['labels'];
    if (!Array.isArray(labels) || labels.length === 0 || !labels.every((x) => typeof x === 'string' && x.length > 0)) throw new Error('params.labels must be a non-empty list of strings');
    const label = new RegExp(`(?<![\\p{L}])(?:${longestFirst(labels as string[])})[ \\t]?[:：][ \\t]{0,3}`, 'gu');
    return (text) => {
      const out: FinderSpan[] = [];
      label.lastIndex = 0;
      for (let m = label.exec(text); m !== null; m = label.exec(text)) {
        const listStart = m.index + m[0].length;
        let listEnd = text.indexOf('\n', listStart);
        if (listEnd < 0) listEnd = text.length;
        if (listEnd > 0 && text[listEnd - 1] === '\r') listEnd--;
        if (listEnd - listStart > MAX_LIST) continue;
        let itemStart = listStart;
        for (let i = listStart; i <= listEnd; i++) {
          if (i < listEnd && !SEPARATORS.has(text[i]!)) continue;
          for (const item of itemsOf(text, itemStart, i)) out.push(item);
          itemStart = i + 1;
        }
        label.lastIndex = Math.max(label.lastIndex, listEnd);
      }
      return out;
    };
  },
};

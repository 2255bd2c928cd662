// Lists of people: numbered or bulleted lines that each open with a person's name, often followed by
// what the list records about them ("1. Name – 2014-05-02", "- Name (born …)", "3) Surname, Given |
// …", " 4. Name — vegan"). Agendas, feature lists and tables of contents are written the same way,
// so a list is read as one of people only when at least two of its items open with a name the names
// resource knows whole (a known given name first and a known surname last, or a Han or Hangul family
// name before a short given name) and every item opens with a run shaped like a name: lists of people
// hold people only, while a programme mixes speakers with "Open Discussion"; at least half of the
// items must be names the resource knows. Then every item's head is reported, also names the
// resource does not know.

import type { FinderSpan } from './finder.js';

/** How the caller judges a list item's head. */
export interface ListJudge {
  /** Shaped like a person's whole name (capitalised words, "Surname, Given", a script without case). */
  shaped(value: string): boolean;
  /** A name the resource knows whole: evidence that the list is one of people. */
  known(value: string): boolean;
  /** Whether the line heading a list names a list of works (a reading list, a bibliography): its names are authors. */
  worksTitle?(line: string): boolean;
}

/** A list item: indentation, a number with "." or ")" or a bullet, then the item's text. */
const ITEM = /^[ \t]{0,6}(?:([0-9]{1,3})[.)]|([-*•·▪◦‣]))[ \t]+/u;
/** Where the head of an item ends: a dash or pipe between cells, a bracket, a colon, a wide gap or a semicolon. */
const HEAD_END = /[ \t]+[–—-][ \t]|[ \t]*[|｜][ \t]*|[ \t]*[(（<[]|[ \t]*[:：](?:[ \t]|$)|[ \t]{2,}|[;；]/u;
/** A courtesy title before the name stays outside it. */
const TITLE = /^(?:Dr|Prof|Mr|Mrs|Ms|Mme|Mlle|Herr|Frau|Sr|Sra|Srta|Sig|Dott)\.?[ ](?=\p{Lu})/u;
/** Longest line read as a list item. */
const MAX_LINE = 300;
const MAX_HEAD = 60;
/** Fewest items whose head the resource knows whole. */
const MIN_KNOWN = 2;

interface Item {
  /** The head's span in the text, or undefined when the item opens with no name-shaped run. */
  head?: { start: number; end: number };
  known: boolean;
}

/** The head of the item whose text runs from `from` to `to`: up to its first separator, "Surname, Given" kept whole. */
function headOf(text: string, from: number, to: number): { start: number; end: number } | undefined {
  let s = from;
  const title = TITLE.exec(text.slice(s, Math.min(to, s + 12)));
  if (title) s += title[0].length;
  let e = Math.min(to, s + MAX_HEAD + 20);
  const stop = HEAD_END.exec(text.slice(s, e));
  if (stop) e = s + stop.index;
  let value = text.slice(s, e);
  const comma = value.indexOf(',');
  if (comma >= 0) {
    // "Surname, Given" when the part before the comma is one or two words and the rest is words
    // alone; otherwise the comma ends the name ("Name, +44 …", "Name, vegan").
    const first = value.slice(0, comma).trim();
    const rest = value.slice(comma + 1).trim();
    const keep = first.split(' ').length <= 2 && rest !== '' && !rest.includes(',') && !/[\p{N}@]/u.test(rest) && rest.split(' ').length <= 3;
    if (!keep) e = s + comma;
    value = text.slice(s, e);
  }
  while (e > s && /[ \t.。,、!]/.test(text[e - 1]!)) e--;
  if (e <= s || e - s > MAX_HEAD) return undefined;
  return { start: s, end: e };
}

/** Names opening the items of lists of people. */
export function scanListedPeople(text: string, judge: ListJudge, out: FinderSpan[]): void {
  let block: Item[] = [];
  let kind = '';
  let gap = 0;
  // The last line before the list that is not one of its items: a list's heading says what it lists.
  let heading = '';
  let blockHeading = '';
  const flush = (): void => {
    const known = block.filter((i) => i.known).length;
    const shaped = block.filter((i) => i.head).length;
    const works = blockHeading !== '' && judge.worksTitle?.(blockHeading) === true;
    if (!works && known >= MIN_KNOWN && known * 2 >= block.length && shaped === block.length) {
      for (const item of block) if (item.head) out.push(item.head);
    }
    block = [];
    kind = '';
  };
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const end = lineEnd > lineStart && text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd;
    const line = text.slice(lineStart, Math.min(end, lineStart + MAX_LINE));
    const m = end - lineStart <= MAX_LINE ? ITEM.exec(line) : null;
    if (m) {
      // Numbered items and bulleted items (each bullet its own) are separate lists.
      const itemKind = m[1] !== undefined ? '#' : m[2]!;
      if (itemKind !== kind) flush();
      if (block.length === 0) blockHeading = heading;
      kind = itemKind;
      gap = 0;
      const head = headOf(text, lineStart + m[0].length, end);
      const value = head && text.slice(head.start, head.end);
      const ok = value !== undefined && judge.shaped(value);
      block.push({ ...(ok ? { head } : {}), known: ok && judge.known(value) });
    } else if (line.trim() === '' && gap === 0 && block.length > 0) {
      gap++; // one blank line may stand between a list's items
    } else {
      flush();
      if (line.trim() !== '') {
        heading = line;
        gap = 0;
      } else if (++gap > 1) heading = ''; // one blank line may stand under a heading
    }
    lineStart = lineEnd + 1;
  }
  flush();
}

// One edit of the revealed view, and how a list of them is applied on a mapped text.

import { MappedTextBuilder, toOriginal, type MappedText } from '../offset-map.js';

/** One edit: replace original [start, end) by `text`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
  /**
   * The range holds other text that stood between the pieces of a value (another column of the
   * page): a find across it is reported on the pieces only, never on that text.
   */
  between?: true;
  /**
   * The edit stands right before a value (the markup or layout between a label and its value):
   * its recorded change takes in the value's first character, so a find of the value touches it.
   */
  leads?: true;
}

/** A range of the original text. */
export interface Range {
  start: number;
  end: number;
}

/**
 * `source` with the edits (ranges of source.text) applied; overlapping edits keep the first in
 * start order. The original range of each applied edit is added to `changed`.
 */
export function applyEdits(source: MappedText, edits: Edit[], changed: Range[]): MappedText {
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  const b = new MappedTextBuilder(source);
  let cursor = 0;
  for (const e of edits) {
    if (e.start < cursor) continue;
    b.copy(cursor, e.start);
    b.replace(e.start, e.end, e.text);
    changed.push(toOriginal(source, e.start, e.leads ? Math.min(e.end + 1, source.text.length) : e.end));
    cursor = e.end;
  }
  b.copy(cursor, source.text.length);
  return b.build();
}

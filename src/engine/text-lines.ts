// The lines of a text as offsets (a line's end excludes its "\r\n" or "\n"), computed once per
// scanned text and shared by the finders that read a text line by line.

import { memoLastText } from './last-text-memo.js';

export interface Line {
  start: number;
  end: number;
}

export const linesOf = memoLastText((text: string): Line[] => {
  const lines: Line[] = [];
  for (let start = 0; start <= text.length; ) {
    let next = text.indexOf('\n', start);
    if (next < 0) next = text.length;
    lines.push({ start, end: next > start && text.charCodeAt(next - 1) === 13 ? next - 1 : next });
    start = next + 1;
  }
  return lines;
});

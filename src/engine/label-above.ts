// A form prints a field's label on the line above its value ("Tax ID" / "0341 5827163"). Both
// reads here are bounded: a text written on one long line costs the same per value as short lines.

/** Up to `max` characters of the line before `start`, from the line's start when it is nearer. */
export function lineBefore(text: string, start: number, max: number): string {
  const from = Math.max(0, start - max);
  const s = text.slice(from, start);
  const nl = s.lastIndexOf('\n');
  return nl < 0 ? s : s.slice(nl + 1);
}

/** Blank characters within a line: what `trim()` removes, less the line feed. */
const BLANK_IN_LINE = /[^\S\n]/;

/**
 * The end of the line above (up to `max` characters) when the value at `start` opens its line,
 * else ''. Only the blanks before the value are walked, never the rest of a long line.
 */
export function labelAbove(text: string, start: number, max = 48): string {
  let i = start;
  while (i > 0 && BLANK_IN_LINE.test(text[i - 1]!)) i--;
  const lineStart = i - 1;
  if (lineStart <= 0 || text[lineStart] !== '\n') return '';
  return lineBefore(text, text[lineStart - 1] === '\r' ? lineStart - 1 : lineStart, max).trimEnd();
}

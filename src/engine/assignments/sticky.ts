// Some scanners' patterns can start a match at few places only (line starts, a few characters
// before "://"), which indexOf finds; the sticky form of the pattern is tried there only, instead
// of a global search trying every position. The scanners keep the results of a global search: they try the
// places in ascending order and skip those inside the previous match, as `exec` with the g flag
// goes on from lastIndex, and every place a match can start is among those tried.

/** The pattern without g, with y: `exec` matches at lastIndex or fails. */
export function stickyOf(pattern: RegExp): RegExp {
  return new RegExp(pattern.source, `${pattern.flags.replace('g', '')}y`);
}

/** The sticky pattern's match at `at`, or null. */
export function matchAt(sticky: RegExp, text: string, at: number): RegExpExecArray | null {
  sticky.lastIndex = at;
  return sticky.exec(text);
}

/** Start of the line after the one holding `i`, or -1 at the last line. */
export function nextLineStart(text: string, i: number): number {
  const nl = text.indexOf('\n', i);
  return nl < 0 ? -1 : nl + 1;
}

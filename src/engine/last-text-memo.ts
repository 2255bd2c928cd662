// A scan asks about many matches in the same text: derived data (a line index, the INSERT
// statements of a dump) is built once for the text being scanned and reused until another text
// comes. Only the last text is kept, so nothing accumulates across scans.

/** `build`, remembered for the last text it was called with. */
export function memoLastText<T>(build: (text: string) => T): (text: string) => T {
  let last: { text: string; value: T } | undefined;
  return (text) => {
    if (last?.text !== text) last = { text, value: build(text) };
    return last.value;
  };
}

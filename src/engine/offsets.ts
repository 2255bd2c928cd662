// Converts UTF-16 offsets (what JavaScript strings index by) into code point and UTF-8 byte
// offsets in one pass over the text, so every finding carries the span in all three units.

export interface SpanUnits {
  start: number;
  end: number;
  utf16_start: number;
  utf16_end: number;
  byte_start: number;
  byte_end: number;
}

/** Maps each requested UTF-16 position to [codePointIndex, byteIndex]. Positions inside a surrogate pair are moved to its start. */
export function convertPositions(text: string, positions: Iterable<number>): Map<number, [number, number]> {
  const wanted = [...new Set(positions)].sort((a, b) => a - b);
  const result = new Map<number, [number, number]>();
  let unit = 0;
  let cp = 0;
  let bytes = 0;
  for (const target of wanted) {
    while (unit < target && unit < text.length) {
      const code = text.charCodeAt(unit);
      const pair = code >= 0xd800 && code <= 0xdbff && unit + 1 < text.length && (text.charCodeAt(unit + 1) & 0xfc00) === 0xdc00;
      if (pair && unit + 1 === target) break; // target splits a pair: stay at its start
      unit += pair ? 2 : 1;
      cp += 1;
      // Lone surrogates are encoded as U+FFFD (3 bytes), as TextEncoder does.
      bytes += pair ? 4 : code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
    }
    result.set(target, [cp, bytes]);
  }
  return result;
}

/** Moves a UTF-16 span outward so it never splits a surrogate pair. */
export function widenToCodePoints(text: string, start: number, end: number): [number, number] {
  let s = start;
  let e = end;
  if (s > 0 && (text.charCodeAt(s) & 0xfc00) === 0xdc00 && (text.charCodeAt(s - 1) & 0xfc00) === 0xd800) s--;
  if (e < text.length && (text.charCodeAt(e) & 0xfc00) === 0xdc00 && (text.charCodeAt(e - 1) & 0xfc00) === 0xd800) e++;
  return [s, e];
}

export function spanUnits(spans: ReadonlyArray<{ start: number; end: number }>, text: string): SpanUnits[] {
  const map = convertPositions(text, spans.flatMap((s) => [s.start, s.end]));
  return spans.map((s) => {
    const [cs, bs] = map.get(s.start)!;
    const [ce, be] = map.get(s.end)!;
    return { start: cs, end: ce, utf16_start: s.start, utf16_end: s.end, byte_start: bs, byte_end: be };
  });
}

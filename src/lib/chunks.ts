// Cuts a byte stream into overlapping text windows so a file of any size is scanned with flat
// memory. Consecutive windows share `overlap` characters; the boundary between them is the
// middle of the shared part, and each window owns the findings that start on its side. A value
// shorter than half the overlap therefore lies whole in the window that owns its start, with at
// least half the overlap of context on either side, and is reported exactly once.

export interface ChunkOptions {
  /** New characters per window (default 1 MiB). */
  readonly chunkChars?: number;
  /** Characters shared by consecutive windows (default 64 KiB). */
  readonly overlapChars?: number;
}

/** One window of text and where it sits in the whole stream. */
export interface Window {
  readonly text: string;
  /** The window owns findings whose UTF-16 start lies in [ownFrom, ownTo). */
  readonly ownFrom: number;
  readonly ownTo: number;
  /** Position of text[0] in the stream: UTF-16 units, code points, UTF-8 bytes, 1-based line, code points since the line start. */
  readonly at: Position;
  readonly last: boolean;
}

export interface Position {
  readonly utf16: number;
  readonly codePoint: number;
  readonly byte: number;
  readonly line: number;
  readonly column: number;
}

export const DEFAULT_CHUNK_CHARS = 1 << 20;
export const DEFAULT_OVERLAP_CHARS = 64 << 10;

/** Windows over a stream of bytes (UTF-8; invalid sequences become U+FFFD) or strings. */
export async function* windows(source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>, options: ChunkOptions = {}): AsyncGenerator<Window> {
  const chunkChars = Math.max(16, options.chunkChars ?? DEFAULT_CHUNK_CHARS);
  const overlap = Math.max(0, Math.min(options.overlapChars ?? DEFAULT_OVERLAP_CHARS, chunkChars));
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let carry = '';
  let at: Position = { utf16: 0, codePoint: 0, byte: 0, line: 1, column: 0 };

  let ownFrom = 0;
  let carryFrom = 0; // where the next window's carry starts in the current window

  const emit = (text: string, last: boolean): Window => {
    if (last) return { text, ownFrom, ownTo: text.length, at, last };
    carryFrom = text.length - Math.min(overlap, text.length);
    if (isLowSurrogate(text.charCodeAt(carryFrom)) && carryFrom > 0) carryFrom--; // never start the carry inside a pair
    let ownTo = carryFrom + Math.floor((text.length - carryFrom) / 2);
    if (isLowSurrogate(text.charCodeAt(ownTo)) && ownTo > carryFrom) ownTo--;
    return { text, ownFrom, ownTo, at, last };
  };
  const advance = (window: Window): void => {
    at = advancePosition(at, window.text, carryFrom);
    carry = window.text.slice(carryFrom);
    ownFrom = window.ownTo - carryFrom;
  };

  for await (const piece of source) {
    pending += typeof piece === 'string' ? piece : decoder.decode(piece, { stream: true });
    // Cut only while more text follows the cut, so the window after it surely exists.
    while (pending.length > chunkChars) {
      const cut = cutPoint(pending, chunkChars);
      const window = emit(carry + pending.slice(0, cut), false);
      pending = pending.slice(cut);
      yield window;
      advance(window);
    }
  }
  pending += decoder.decode();
  yield emit(carry + pending, true);
}

/** Where to end a window's new text: after the last line break in its final eighth, else at the size (not inside a surrogate pair). */
function cutPoint(text: string, size: number): number {
  const newline = text.lastIndexOf('\n', size - 1);
  if (newline >= size - (size >> 3)) return newline + 1;
  return isLowSurrogate(text.charCodeAt(size)) ? size - 1 : size;
}

const isLowSurrogate = (code: number): boolean => (code & 0xfc00) === 0xdc00;

/** The position of text[to], given that text[from] is at `at`. */
export function advancePosition(at: Position, text: string, to: number, from = 0): Position {
  let { codePoint, byte, line, column } = at;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === 10) {
      line++;
      column = 0;
      codePoint++;
      byte++;
      continue;
    }
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1));
    if (pair) i++;
    codePoint++;
    column++;
    byte += pair ? 4 : code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
  }
  return { utf16: at.utf16 + (to - from), codePoint, byte, line, column };
}

// Cuts a byte stream into overlapping text windows so a file of any size is scanned with flat
// memory. Consecutive windows share `overlap` characters; the boundary between them is the
// middle of the shared part, and each window owns the findings that start on its side. A value
// shorter than half the overlap therefore lies whole in the window that owns its start, with at
// least half the overlap of context on either side, and is reported exactly once.
// In a CSV or TSV export the words that say what a cell holds are in the header row, far above
// most rows: when the stream's first line looks like one, later windows start with a copy of it
// (and their own text at a line start), so a row is read against its header in every window.

export interface ChunkOptions {
  /** New characters per window (default 1 MiB). */
  readonly chunkChars?: number;
  /** Characters shared by consecutive windows (default 64 KiB). */
  readonly overlapChars?: number;
}

/** One window of text and where it sits in the whole stream. */
export interface Window {
  readonly text: string;
  /** Where the stream's own text starts: text before it is a copy of the stream's header line, for context only. */
  readonly base: number;
  /** The window owns findings whose UTF-16 start lies in [ownFrom, ownTo) (both at or after base). */
  readonly ownFrom: number;
  readonly ownTo: number;
  /** Position of text[base] in the stream: UTF-16 units, code points, UTF-8 bytes, 1-based line, code points since the line start. */
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
/** A first line longer than this is not taken for a table header. */
const MAX_HEADER_CHARS = 4096;

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
  let prefix: string | undefined; // the header line and its line break, once the first window is known
  let count = 0;

  const emit = (body: string, last: boolean): Window => {
    prefix ??= headerPrefix(body);
    const first = count++ === 0;
    const base = first ? 0 : prefix.length;
    const text = first ? body : prefix + body;
    if (last) return { text, base, ownFrom: ownFrom + base, ownTo: text.length, at, last };
    const keep = Math.min(overlap, body.length);
    carryFrom = text.length - keep;
    // Start the carry at a line start when one is near, so a table row stays whole under its header.
    const newline = text.indexOf('\n', carryFrom);
    if (prefix && newline >= 0 && newline + 1 < carryFrom + (keep >> 2)) carryFrom = newline + 1;
    else if (isLowSurrogate(text.charCodeAt(carryFrom)) && carryFrom > base) carryFrom--; // never start the carry inside a pair
    let ownTo = carryFrom + Math.floor((text.length - carryFrom) / 2);
    if (isLowSurrogate(text.charCodeAt(ownTo)) && ownTo > carryFrom) ownTo--;
    return { text, base, ownFrom: ownFrom + base, ownTo, at, last };
  };
  const advance = (window: Window): void => {
    at = advancePosition(at, window.text, carryFrom, window.base);
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

/** The first line and its line break when it looks like the header row of a delimited table, else ''. */
function headerPrefix(text: string): string {
  const end = text.indexOf('\n');
  if (end < 0 || end > MAX_HEADER_CHARS) return '';
  const line = text.slice(0, end + 1);
  return /[,;\t|]/.test(line) ? line : '';
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

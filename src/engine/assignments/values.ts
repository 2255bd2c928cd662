// Reads the value that follows an assignment operator: a quoted string (with its escapes, spaces
// and `${` kept inside), an escaped-quoted string inside a JSON or shell string (`\"…\"`), or a bare
// token. A key whose value is on the next line (YAML blocks, `key:` then an indented scalar) is
// read there. Offsets are those of the value itself, quotes excluded.

export interface ValueSpan {
  start: number;
  end: number;
  quoted: boolean;
  /** A bare value cut where another assignment begins (`now: KEY=…`). */
  nested?: boolean;
}

const MAX_VALUE = 4096;
const isQuote = (c: string | undefined): boolean => c === '"' || c === "'" || c === '`';
/** Typographic quotes people paste into chat and tickets, with their closing partner. */
const TYPOGRAPHIC: Record<string, string> = { '“': '”', '„': '“', '«': '»', '‘': '’' };
const isBlank = (c: number): boolean => c === 32 || c === 9;

/** End (exclusive) of the line holding `i`, before any CR. */
export function lineEnd(text: string, i: number): number {
  let e = text.indexOf('\n', i);
  if (e < 0) e = text.length;
  return e > i && text.charCodeAt(e - 1) === 13 ? e - 1 : e;
}

/** Base64 padding ends a value: `=` or `==` then the end of the token. */
const PADDING_END = /^={1,2}(?:[\s<>,;)\]}&]|$)/;
/**
 * What comes before `=` inside a bare value when that value starts another assignment (`now:
 * KEY=value`): a key name in one case or camelCase. Mixed case with digits (`QiC7F=bu^zX`) is a
 * password that holds an `=`.
 */
const NESTED_KEY = /^(?:[A-Z_][A-Z0-9_]*|[a-z_][a-z0-9_.-]*|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+)$/;
/** A URL or path before `=` (`…/export?api_key=…`) still hands the rest to its own assignment. */
const startsAssignment = (before: string): boolean => /[/?&:]/.test(before) || NESTED_KEY.test(before);
/** An `=` followed by a dash, another `=` or nothing assigns nothing: `pass-1169=-` is one password. */
const ENDS_VALUE = /^(?:[-=\s]|$)/;
/** A name a call or subscript may follow: `env(`, `os.environ[`, `$config(`. */
const IDENTIFIER = /^[A-Za-z_$][\w$.:-]*$/;
/** Stops a bare value: whitespace, quotes, markup and the separators of lists, cookies and calls. */
const BARE_STOP = /[\s"'`<>,;)\]}([]/;
/**
 * A logger's mark where it cut a long field (`…[truncated 844 bytes]`, `...(truncated)`,
 * `…[+312 chars]`): the value is what came before it, a credential's readable head.
 */
const TRUNCATION_MARK = /^(?:…|\.\.\.)[ \t]?[[(](?:truncated|trimmed|cut|\+?[0-9]{1,9}[ \t](?:more[ \t])?(?:bytes|chars|characters))/i;

/** Whether a logger's truncation mark starts at `i`. */
export const truncatedAt = (text: string, i: number): boolean =>
  (text[i] === '…' || (text[i] === '.' && text[i + 1] === '.' && text[i + 2] === '.')) && TRUNCATION_MARK.test(text.slice(i, i + 24));

/**
 * The value starting at `i` (after the operator; leading blanks are skipped). `query` cuts a bare
 * value at `&` (URL parameters). Returns undefined when no value is on the line. `nestable` false
 * reads a bare `a=b` as one value rather than as the start of another assignment.
 */
export function readValue(text: string, i: number, query = false, nestable = true): ValueSpan | undefined {
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  let c = text[i];
  if (c === '\\' && isQuote(text[i + 1])) {
    // An escaped quote opens a string inside another string: read up to the escaped closing quote.
    const q = `\\${text[i + 1]!}`;
    const end = text.indexOf(q, i + 2);
    if (end < 0 || end - i > MAX_VALUE || text.slice(i + 2, end).includes('\n')) return undefined;
    return { start: i + 2, end, quoted: true };
  }
  // C# verbatim strings (@"…") keep backslashes; Python raw strings (r"…") read like any string.
  if (c === '@' && text[i + 1] === '"') return verbatimString(text, i + 1);
  if ((c === 'r' || c === 'R') && (text[i + 1] === '"' || text[i + 1] === "'")) c = text[++i];
  const closing = c === undefined ? undefined : TYPOGRAPHIC[c];
  if (closing) {
    const end = text.indexOf(closing, i + 1);
    if (end < 0 || end - i > 256 || text.slice(i + 1, end).includes('\n')) return undefined;
    return { start: i + 1, end, quoted: true };
  }
  if (isQuote(c)) {
    const limit = Math.min(text.length, i + 1 + MAX_VALUE);
    for (let j = i + 1; j < limit; j++) {
      const d = text[j]!;
      if (d === '\\') {
        j++;
        continue;
      }
      if (d === '\n' && c !== '`') return undefined;
      if (d === c) return { start: i + 1, end: j, quoted: true };
    }
    return undefined;
  }
  const start = i;
  const limit = Math.min(text.length, i + MAX_VALUE);
  let nested = false;
  let open = 0;
  for (; i < limit; i++) {
    c = text[i]!;
    // After symbols no name has (`q7!x(2m^…`, a generated key), a parenthesis or bracket is
    // a character of the value, not the start of a call; a closing one ends the value unless it
    // closes one opened inside it.
    if ((c === '(' || c === '[') && i > start && !IDENTIFIER.test(text.slice(start, i))) {
      open++;
      continue;
    }
    if ((c === ')' || c === ']') && open > 0) {
      open--;
      continue;
    }
    if (BARE_STOP.test(c) || (query && c === '&') || (c === '\\' && (text[i + 1] === 'n' || text[i + 1] === 'r'))) break;
    if (i > start && truncatedAt(text, i)) break;
    if (nestable && c === '=' && i > start && !PADDING_END.test(text.slice(i, i + 4)) && !ENDS_VALUE.test(text.slice(i + 1, i + 2)) && startsAssignment(text.slice(start, i))) {
      nested = true; // `key: OTHER=value`: the value is the start of another assignment
      break;
    }
  }
  // `name(…)` and `name[…]` are a call or a subscript: an expression, not a literal.
  if (text[i] === '(' || text[i] === '[') return undefined;
  if (i <= start) return undefined;
  return nested ? { start, end: i, quoted: false, nested } : { start, end: i, quoted: false };
}

/**
 * A C# verbatim string (`@"…"`) opened by the quote at `q`: a backslash is a plain character
 * there, so it never escapes the closing quote (a doubled quote is a quote).
 */
function verbatimString(text: string, q: number): ValueSpan | undefined {
  const quote = text[q];
  const limit = Math.min(text.length, q + 1 + MAX_VALUE);
  for (let j = q + 1; j < limit; j++) {
    const d = text[j];
    if (d === '\n') return undefined;
    if (d !== quote) continue;
    if (text[j + 1] === quote) {
      j++;
      continue;
    }
    return { start: q + 1, end: j, quoted: true };
  }
  return undefined;
}

/**
 * A value on the line after `lineEndAt` (YAML `key:` / `key: |` blocks, XML elements whose text is
 * on its own line): the next line's trimmed text, when it is more indented than `indent` and is not
 * itself a key or a list item.
 */
export function nextLineValue(text: string, lineEndAt: number, indent: number): ValueSpan | undefined {
  let i = lineEndAt;
  if (text[i] === '\r') i++;
  if (text[i] !== '\n') return undefined;
  i++;
  let s = i;
  while (s < text.length && isBlank(text.charCodeAt(s))) s++;
  if (s - i <= indent) return undefined;
  const e = lineEnd(text, s);
  let end = e;
  while (end > s && isBlank(text.charCodeAt(end - 1))) end--;
  if (end <= s || end - s > MAX_VALUE) return undefined;
  const line = text.slice(s, end);
  // A line that is a key of its own, or an assignment (`PGPASSWORD='…' psql` in a Makefile recipe), is not the value.
  if (/^(?:- |#|\/\/|<)|^["']?[\w.$-]{1,80}["']?[ \t]*(?::(?:[ \t]|$)|=(?!=))/.test(line)) return undefined;
  if (isQuote(line[0]) && line.length > 1 && line[line.length - 1] === line[0]) return { start: s + 1, end: end - 1, quoted: true };
  return { start: s, end, quoted: false };
}

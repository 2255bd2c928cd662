// One structural view of the key/value pairs in a text, computed once per text and shared by every
// rule that is keyed by context ("a value assigned to a password-like name"). Rules state which
// key names and value shapes they want; the view knows the syntaxes (see scanners.ts), so no rule
// carries its own operator regex and every rule understands every syntax.

import { CHANGE_PAIRS, HOLDER_KEYS, normaliseKey, withKeyMemo } from './keys.js';
import { SCANNERS, type Syntax } from './scanners.js';

export interface Assignment {
  /** UTF-16 span of the key as written (empty for implied keys). */
  readonly keyStart: number;
  readonly keyEnd: number;
  /** The key, normalised (see normaliseKey): "db_password", "github_token". */
  readonly key: string;
  /**
   * What names the value, normalised and joined by "_": enclosing keys (YAML/JSON nesting, XML
   * parents, INI sections), the words before the key on its line, then the key.
   */
  readonly scope: string;
  /** UTF-16 span of the value, quotes excluded. */
  readonly valueStart: number;
  readonly valueEnd: number;
  readonly quoted: boolean;
  readonly syntax: Syntax;
}

/** Words before a key on its line that still name it ("vercel token = …", "[DEBUG] Using KEY=…"). */
const PREFIX_CHARS = 48;
/** Keys and scopes are short by construction, so the patterns that read them cannot run long. */
export const MAX_SCOPE = 256;

let cachedText: string | undefined;
let cachedView: readonly Assignment[] = [];

/** The assignments of `text`, in order of value position; the last text's view is reused. */
export function assignmentsOf(text: string): readonly Assignment[] {
  if (text === cachedText) return cachedView;
  cachedView = withKeyMemo(() => readAssignments(text));
  cachedText = text;
  return cachedView;
}

function readAssignments(text: string): Assignment[] {
  const parents = enclosingKeys(text);
  const seen = new Set<number>();
  const out: Assignment[] = [];
  for (const scan of SCANNERS) {
    scan(text, (keyStart, keyEnd, value, syntax, impliedKey) => {
      if (value.end <= value.start) return;
      // The value's span as one number (exact: start × (length + 1) + end stays below 2^53).
      const id = value.start * (text.length + 1) + value.end;
      if (seen.has(id)) return; // the first (most specific) syntax that reads a value names it
      seen.add(id);
      let key = normaliseKey(impliedKey ?? text.slice(keyStart, keyEnd));
      if (!key) return;
      const lineStart = parents.lineStartOf(keyStart);
      const enclosing = parents.at(lineStart);
      // `default = …` inside `variable "db_password" {`: the block names the value.
      if (HOLDER_KEYS.has(key) && enclosing.last) key = `${enclosing.last}_${key}`;
      // `"passport_no": {"from": "…", "to": "…"}`: both sides of a change hold the field's values.
      else if (CHANGE_PAIRS.has(key)) key = changedField(text, keyStart, key) ?? key;
      out.push(new ViewAssignment(text, lineStart, enclosing.chain, keyStart, keyEnd, key, value.start, value.end, value.quoted, syntax));
    }, parents.lineStartOf);
  }
  out.sort((a, b) => a.valueStart - b.valueStart || a.valueEnd - b.valueEnd);
  return out;
}

/** Sides of a change that also bound a range or a filter. */
const RANGE_SIDES = new Set(['from', 'to', 'before', 'after']);
/** Words of a record of changes before the changed field: changes, diff, delta, audit, modified, updated, history, revision. */
const CHANGE_RECORD = /chang|diff|delta|audit|modif|updat|histor|revision|änder|cambio|modifica|wijziging|zmian|değişiklik|изменени|変更|变更|변경/i;
/** How far a change record's key is looked for before its `{`, and its object after it. */
const CHANGE_REACH = 240;
/** The key that opens an object: `"name": {`, `name={`, `"name"=>{`, with escaped quotes too. */
const OBJECT_KEY = /["'\\]*([A-Za-z_$\p{L}][\w.$\p{L}-]{0,79})["'\\]*[ \t]*(?::|=>?)[ \t]*$/u;

const partnerPatterns = new Map<string, RegExp>();
/** The partner key written as a key in any naming style (`new_value`, `newValue`, `"to":`). */
function partnerKey(partner: string): RegExp {
  let re = partnerPatterns.get(partner);
  if (!re) {
    re = new RegExp(`(?:^|[^\\w])["'\\\\]*${partner.replace('_', '[_-]?')}["'\\\\]*[ \\t]*(?::|=>?)`, 'i');
    partnerPatterns.set(partner, re);
  }
  return re;
}

/**
 * The field a change record names when the key `side` at `keyStart` sits, with its partner
 * (from/to, old/new, before/after …), directly in an object opened by a key: that key, normalised.
 */
function changedField(text: string, keyStart: number, side: string): string | undefined {
  // The `{` that opens the object holding the key: no other brace between them.
  let open = -1;
  for (let i = keyStart - 1; i >= Math.max(0, keyStart - CHANGE_REACH); i--) {
    const c = text[i];
    if (c === '{') {
      open = i;
      break;
    }
    if (c === '}') return undefined;
  }
  if (open <= 0) return undefined;
  const close = text.indexOf('}', open);
  if (close < 0 || close - open > CHANGE_REACH * 2) return undefined;
  if (!partnerKey(CHANGE_PAIRS.get(side)!).test(text.slice(open + 1, close))) return undefined;
  const named = OBJECT_KEY.exec(text.slice(Math.max(0, open - 100), open));
  const field = named ? normaliseKey(named[1]!) : '';
  if (!field || CHANGE_PAIRS.has(field)) return undefined;
  // from/to and before/after also bound ranges and filters ({"birth_date": {"from": …, "to": …}}):
  // they hold a field's values only inside a record that says it records changes.
  if (RANGE_SIDES.has(side) && !CHANGE_RECORD.test(text.slice(Math.max(0, open - CHANGE_REACH), open))) return undefined;
  return field;
}

/**
 * One assignment of the view. Its scope (the words before the key on its line, normalised) is
 * read on first use: only rules that filter by scope read it, and only for keys they want, while
 * a text holds hundreds of assignments.
 */
class ViewAssignment implements Assignment {
  private scopeText: string | undefined;

  constructor(
    private readonly text: string,
    private readonly lineStart: number,
    private readonly chain: string,
    readonly keyStart: number,
    readonly keyEnd: number,
    readonly key: string,
    readonly valueStart: number,
    readonly valueEnd: number,
    readonly quoted: boolean,
    readonly syntax: Syntax,
  ) {}

  get scope(): string {
    if (this.scopeText === undefined) {
      const prefix = normaliseKey(this.text.slice(Math.max(this.lineStart, this.keyStart - PREFIX_CHARS), this.keyStart));
      this.scopeText = [this.chain, prefix, this.key].filter(Boolean).join('_').slice(-MAX_SCOPE);
    }
    return this.scopeText;
  }
}

/**
 * Opens a nested block: `key:` / `"key": {` / `<tag>` alone on a line, an HCL block
 * (`variable "db_password" {`), or an INI `[section]`.
 */
const OPENER =
  /^(?:-[ \t]+)?["']?([\w.$-]{1,80})["']?[ \t]*[:=][ \t]*(?:[{[]|[|>][-+]?)?[ \t]*$|^<([A-Za-z_][\w.:-]{0,80})(?:[ \t][^<>]*)?>$|^[\w-]{1,40}(?:[ \t]+"[^"]{1,80}")?[ \t]+"([^"]{1,80})"[ \t]*\{$/;
const SECTION = /^\[\[?([^\]\r\n]{1,80})\]\]?$/;

interface Enclosing {
  chain: string;
  last: string;
}
const NONE: Enclosing = { chain: '', last: '' };

/** Per line start: the normalised keys enclosing that line, by indentation (linear in the text). */
function enclosingKeys(text: string): { at(lineStart: number): Enclosing; lineStartOf(offset: number): number } {
  const byLine = new Map<number, Enclosing>();
  const starts: number[] = [];
  const stack: Array<{ indent: number; key: string }> = [];
  let section = '';
  // The enclosing keys of the current line, rebuilt only when the section or the stack changes.
  let current: Enclosing | undefined;
  for (let start = 0; start <= text.length; ) {
    starts.push(start);
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end).replace(/\r$/, '');
    const trimmed = line.trim();
    if (trimmed) {
      const indent = line.length - line.trimStart().length;
      while (stack.length && stack[stack.length - 1]!.indent >= indent) {
        stack.pop();
        current = undefined;
      }
      const sec = indent === 0 ? SECTION.exec(trimmed) : null;
      if (sec) {
        section = normaliseKey(sec[1]!);
        stack.length = 0;
        current = undefined;
      }
      if (current === undefined) {
        const keys = [section, ...stack.map((s) => s.key)].filter(Boolean);
        current = keys.length ? { chain: keys.join('_'), last: keys[keys.length - 1]! } : NONE;
      }
      if (current !== NONE) byLine.set(start, current);
      const open = sec ? null : OPENER.exec(trimmed);
      if (open) {
        stack.push({ indent, key: normaliseKey(open[1] ?? open[2] ?? open[3]!) });
        current = undefined;
      }
    }
    start = end + 1;
  }
  const lineStartOf = (offset: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return starts[lo] ?? 0;
  };
  return { at: (lineStart) => byLine.get(lineStart) ?? NONE, lineStartOf };
}

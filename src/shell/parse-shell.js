// @ts-check
// Shell command lines → simple commands (the host's shell parser, lent to plugins through the
// toolkit's `shell` entry), roughly as bash (or, for Windows tools, PowerShell and
// cmd) would run them. A bash parser (tree-sitter-bash, src/text/shell/bash-syntax.ts) gives the syntax tree — command
// and process substitutions, heredocs, $'…' strings, expansions and redirections are nodes, so no
// input character can pose as one — and this module walks it: words are evaluated (quotes removed,
// escapes decoded, known variables substituted and split), and every simple command is unwrapped:
// env prefixes, sudo/env/xargs-style wrappers, `sh -c`, `eval`, `find -exec`, `ssh host cmd`,
// `docker exec`, aliases and interpreters' inline code. Cheap static evaluation (echo, printf,
// base64 -d, rev, xxd -r, tr) recovers scripts that are decoded and then run, and variables
// assigned earlier in the same script are substituted (a=r; b=m; $a$b -rf /).

import { bashSyntax } from '../text/shell/bash-syntax.js';
import { decodeBase32 } from '../text/bytes.js';

/**
 * The bash grammar loads on first need (its WebAssembly instance costs tens of MiB): await
 * loadShellParser() before parsing; a parse before it resolves comes back with the `unparsed` note.
 */
export { loadBashSyntax as loadShellParser, bashSyntaxLoaded as shellParserLoaded } from '../text/shell/bash-syntax.js';

const MAX_DEPTH = 8;
const MAX_SCRIPT = 64 * 1024;
const MAX_COMMANDS = 600;
const MAX_VALUE = 64 * 1024;

/** @typedef {import('../text/shell/bash-syntax.js').ShellNode} ShellNode */

/** The bash syntax tree every parse walks (tree-sitter-bash). */
const syntax = bashSyntax;

/**
 * @typedef {{ op: string, target: string }} Redirect
 * @typedef {object} Command
 * @property {string[]} argv  the words after unwrapping; argv[0] is the command name, normalised (basename, lower-case, no .exe)
 * @property {string} raw0  argv[0] as written
 * @property {string[][]} wrappers  wrapper invocations around the command (sudo -u root, env, xargs, …), each ending with the wrapped command's name
 * @property {string[]} env  NAME=value prefixes
 * @property {Redirect[]} redirects
 * @property {string} origin  top | substitution | process-substitution | shell-c | eval | decoded | stdin-script | find-exec | remote | container | alias | code
 * @property {number} depth
 * @property {string} [stdin]  text fed by a heredoc or here-string
 * @property {boolean} [piped]  reads the previous pipeline stage
 * @property {boolean} [fromXargs]
 * @property {boolean} [scriptFromStdin]  an interpreter that runs what arrives on stdin
 * @property {string} [remoteHost]  for commands run through ssh
 * @property {boolean} [obfuscatedName]  the name came from an unresolved variable, a glob or a substitution
 *
 * @typedef {{ stages: Command[], synthetic: boolean }} Pipeline
 * @typedef {{ lang: string, code: string }} Code
 * @typedef {object} ParsedScript
 * @property {Command[]} commands  every simple command, inner ones (substitutions, sh -c scripts) included
 * @property {Pipeline[]} pipelines  pipelines of two or more stages, plus synthetic ones for scripts run from <(…) or "$(…)"
 * @property {string[]} assignments  NAME=value assignments (prefixes, standalone, export)
 * @property {Code[]} code  inline interpreter code (python -c, node -e, …)
 * @property {Array<{ op: string, path: string }>} codeAccess  files that inline code removes, writes or reads (path literals)
 * @property {Set<string>} notes  parse facts: depth-limit, truncated, too-many-commands, unparsed, decoded-script, encoded-command, variable-command-name, glob-command-name
 */

/**
 * @typedef {object} Frame
 * @property {string} origin
 * @property {number} depth
 * @property {boolean} windows
 * @property {string} [remoteHost]
 *
 * @typedef {object} Ctx
 * @property {ParsedScript} result
 * @property {Map<string, string>} vars
 * @property {Map<number, SubResult>} subs  substitutions already walked, by node offset
 *
 * @typedef {{ value: string | undefined, render: string, pipelines: Pipeline[] }} SubResult
 */

/**
 * Parses a command line.
 * @param {string} script
 * @param {{ windows?: boolean }} [options]
 * @returns {ParsedScript}
 */
export function parseShell(script, options = {}) {
  const ctx = newCtx();
  parseInto(String(script), ctx, { origin: 'top', depth: 0, windows: options.windows ?? looksWindows(script) });
  return ctx.result;
}

/**
 * Parses inline code (a code-interpreter tool's argument): the shell commands it runs.
 * @param {string} lang
 * @param {string} code
 * @returns {ParsedScript}
 */
export function parseCode(lang, code) {
  const ctx = newCtx();
  addCode(lang, String(code), ctx, { origin: 'code', depth: 0, windows: false });
  return ctx.result;
}

/** @returns {Ctx} */
function newCtx() {
  return { result: { commands: [], pipelines: [], assignments: [], code: [], codeAccess: [], notes: new Set() }, vars: new Map(), subs: new Map() };
}

/** A Windows command line: a drive path, a PowerShell cmdlet name, or cmd's /c. */
export function looksWindows(/** @type {string} */ script) {
  return /(?:^|[\s"'=(])[A-Za-z]:\\|^\s*(?:[A-Z][a-z]+-[A-Z][A-Za-z]+|powershell(?:\.exe)?|pwsh|cmd(?:\.exe)?\s+\/[ck])\b/.test(script);
}

/**
 * @param {string} script
 * @param {Ctx} ctx
 * @param {Frame} frame
 * @returns {Pipeline[]} the pipelines of this script (one-stage ones included), for callers that evaluate them
 */
function parseInto(script, ctx, frame) {
  const { result } = ctx;
  if (frame.depth > MAX_DEPTH) {
    result.notes.add('depth-limit');
    return [];
  }
  if (result.commands.length >= MAX_COMMANDS) {
    result.notes.add('too-many-commands');
    return [];
  }
  let src = script;
  if (src.length > MAX_SCRIPT) {
    result.notes.add('truncated');
    src = src.slice(0, MAX_SCRIPT);
  }
  if (frame.windows) src = windowsAsBash(src);
  const root = syntax.parse(src);
  // A fresh tree: substitutions are keyed by offset within it.
  const walker = { ctx: { ...ctx, subs: new Map() }, frame };
  /** @type {Pipeline[]} */
  const out = [];
  statements(root, walker, out);
  return out;
}

/**
 * Windows command lines read as bash: backslashes are path separators, PowerShell's backtick and
 * cmd's caret escape the next character, %NAME% and $env:NAME are variables.
 */
function windowsAsBash(/** @type {string} */ src) {
  return src
    .replace(/`([\s\S])/g, (_m, d) => (d === 'n' ? ' ' : d))
    .replace(/\^([\s\S])/g, '$1')
    .replace(/\\/g, '/')
    .replace(/%([A-Za-z_][A-Za-z0-9_]*)%/g, '$$$1')
    .replace(/\$env:([A-Za-z_][A-Za-z0-9_]*)/gi, '$$$1');
}

// ---------------------------------------------------------------------------------------------
// The syntax tree

/** @typedef {{ ctx: Ctx, frame: Frame }} Walker */

const COMPOUND = new Set(['program', 'list', 'compound_statement', 'subshell', 'do_group', 'if_statement', 'elif_clause', 'else_clause', 'while_statement', 'case_statement', 'case_item', 'negated_command', 'function_definition', 'ERROR', 'c_style_for_statement']);
const WORDS = new Set(['word', 'string', 'raw_string', 'ansi_c_string', 'translated_string', 'concatenation', 'simple_expansion', 'expansion', 'command_substitution', 'process_substitution', 'number', 'arithmetic_expansion', 'brace_expression']);

/**
 * Walks statements, recording their commands; pipelines (one-stage ones included) go to `out`.
 * @param {ShellNode} node
 * @param {Walker} w
 * @param {Pipeline[]} out
 */
function statements(node, w, out) {
  const { result } = w.ctx;
  if (node.truncated) result.notes.add('depth-limit');
  if (node.type === 'ERROR') result.notes.add('unparsed');
  switch (node.type) {
    case 'command':
    case 'redirected_statement':
    case 'pipeline':
      pipeline(node, w, out);
      return;
    case 'variable_assignment':
      assign(node, w);
      return;
    case 'variable_assignments':
      for (const c of node.children) if (c.type === 'variable_assignment') assign(c, w);
      return;
    case 'declaration_command':
    case 'unset_command': {
      // export/declare/local/readonly/unset are commands too (`unset HISTFILE`, `export HISTFILE=/dev/null`).
      const keyword = node.children.find((c) => !c.named);
      const rest = node.children.filter((c) => c.named && c.type !== 'comment');
      simple(keyword ? [{ ...keyword, type: 'word', named: true }, ...rest] : rest, [], w, out);
      return;
    }
    case 'for_statement': {
      const variable = node.children.find((c) => c.field === 'variable')?.text;
      const values = node.children.filter((c) => c.field === 'value').flatMap((c) => fields(c, w).map((f) => f.text));
      if (variable && values.length) setVar(w.ctx, variable, values.join(' '));
      for (const c of node.children) if (c.field === 'body') statements(c, w, out);
      return;
    }
    case 'test_command':
      // Substitutions inside run even though the statement itself runs no program.
      for (const s of descendants(node, SUBSTITUTIONS)) substitution(s, w);
      return;
    case 'command_substitution':
    case 'process_substitution':
      substitution(node, w);
      return;
    default:
      if (!COMPOUND.has(node.type)) return;
  }
  // Compound statements; inside an ERROR node, a run of loose words is taken as a command.
  /** @type {ShellNode[]} */
  let loose = [];
  const flush = () => {
    if (loose.length) simple(loose, [], w, out);
    loose = [];
  };
  for (const c of node.children) {
    if (node.type === 'ERROR' && !c.named && !/^(?:;|;;|&&|\|\||&|\||\n|\(|\)|`|\$\(|"|')$/.test(c.type)) {
      // A token the grammar could not place ({ in {rm,-rf,/}) is part of a word.
      loose.push({ ...c, type: 'word', named: true });
      continue;
    }
    if (!c.named || c.type === 'comment') {
      if (node.type === 'ERROR') flush();
      continue;
    }
    if (node.type === 'ERROR' && c.type === 'command_name') loose.push(...c.children);
    else if (node.type === 'ERROR' && WORDS.has(c.type)) loose.push(c);
    else if (node.type === 'case_statement' && c.field === 'value') substitutionsIn(c, w);
    else if (node.type === 'case_item' && c.field === 'value') continue;
    else {
      flush();
      statements(c, w, out);
    }
  }
  flush();
}

const SUBSTITUTIONS = new Set(['command_substitution', 'process_substitution']);

/** Nodes of the given types under `node`, not descending into them. */
function descendants(/** @type {ShellNode} */ node, /** @type {Set<string>} */ types) {
  /** @type {ShellNode[]} */
  const out = [];
  const stack = [...node.children];
  while (stack.length && out.length < 200) {
    const n = /** @type {ShellNode} */ (stack.pop());
    if (types.has(n.type)) out.push(n);
    else stack.push(...n.children);
  }
  return out.reverse();
}

function substitutionsIn(/** @type {ShellNode} */ node, /** @type {Walker} */ w) {
  for (const s of descendants(node, SUBSTITUTIONS)) substitution(s, w);
}

/**
 * A pipeline, a redirected statement or a command.
 * @param {ShellNode} node
 * @param {Walker} w
 * @param {Pipeline[]} out
 */
function pipeline(node, w, out) {
  /** @type {Array<{ words: ShellNode[], redirects: ShellNode[] }>} */
  const stages = [];
  /** @type {ShellNode[]} */
  const compound = [];
  const stage = (/** @type {ShellNode} */ n, /** @type {ShellNode[]} */ outer) => {
    if (n.type === 'command') {
      const redirects = [...n.children.filter(isRedirect), ...outer];
      // `cmd 0<f`: a number touching a redirection is its descriptor (the grammar sometimes reads it as an argument).
      const words = n.children.filter((c) => c.named && !isRedirect(c) && !(c.type === 'number' && redirects.some((r) => r.start === c.end)));
      stages.push({ words, redirects });
      return;
    }
    if (n.type === 'redirected_statement') {
      const body = n.children.find((c) => c.field === 'body');
      const redirects = n.children.filter((c) => c.field === 'redirect' || isRedirect(c));
      if (body) stage(body, [...redirects, ...outer]);
      // `> /dev/sda` alone, or a compound statement's output: the redirection still writes.
      else stages.push({ words: [], redirects: [...redirects, ...outer] });
      // cat <<EOF | sh: the rest of the pipeline sits inside the heredoc redirection.
      for (const r of redirects) for (const c of r.children) if (c.named && (c.type === 'pipeline' || c.type === 'command' || c.type === 'redirected_statement')) stage(c, []);
      return;
    }
    if (n.type === 'pipeline' || n.type === 'list') {
      // A redirection after a pipeline belongs to its last stage; in `a && b | c` only b is piped.
      const parts = n.children.filter((c) => c.named && c.type !== 'comment');
      if (n.type === 'list') compound.push(...parts.slice(0, -1));
      parts.forEach((c, k) => {
        if (n.type === 'pipeline' || k === parts.length - 1) stage(c, k === parts.length - 1 ? outer : []);
      });
      return;
    }
    // A compound stage ({ …; } | sh, (…) > f): its commands are walked on their own.
    compound.push(n);
    if (outer.length) stages.push({ words: [], redirects: outer });
  };
  stage(node, []);
  for (const n of compound) statements(n, w, out);
  /** @type {Command[]} */
  const cmds = [];
  stages.forEach((s, index) => {
    const cmd = buildCommand(s.words, s.redirects, w, index > 0);
    if (cmd) cmds.push(cmd);
  });
  if (!cmds.length) return;
  const p = { stages: cmds, synthetic: false };
  out.push(p);
  if (cmds.length > 1) w.ctx.result.pipelines.push(p);
  runStdinScripts(cmds, w.ctx, w.frame);
}

const isRedirect = (/** @type {ShellNode} */ n) => n.type === 'file_redirect' || n.type === 'heredoc_redirect' || n.type === 'herestring_redirect';

/** A standalone or declared assignment: NAME=value, recorded and remembered for later words. */
function assign(/** @type {ShellNode} */ node, /** @type {Walker} */ w) {
  const name = node.children.find((c) => c.field === 'name')?.text ?? '';
  const valueNode = node.children.find((c) => c.field === 'value');
  const value = valueNode ? fields(valueNode, w, false).map((f) => f.text).join(' ') : '';
  setVar(w.ctx, name.replace(/\[.*$/, ''), value);
}

function setVar(/** @type {Ctx} */ ctx, /** @type {string} */ name, /** @type {string} */ value) {
  if (!name || ctx.vars.size > 200) return;
  ctx.vars.set(name, value.slice(0, 4096));
  const pair = `${name}=${value.slice(0, 4096)}`;
  if (!ctx.result.assignments.includes(pair)) ctx.result.assignments.push(pair);
}

function envValue(/** @type {string} */ name, /** @type {Ctx} */ ctx) {
  if (name === 'IFS') return ' ';
  return ctx.vars.get(name);
}

// ---------------------------------------------------------------------------------------------
// Words

/**
 * @typedef {object} Word
 * @property {string} text
 * @property {SubResult} [sub]  the substitution the word is, when it is exactly one $(…) or <(…)
 * @property {'cmd' | 'proc'} [kind]
 * @property {boolean} [hadSub]  part of the text is a substitution's output or rendering
 */

/**
 * The fields one word node expands to: quotes removed, escapes decoded, known variables and static
 * substitutions replaced, unquoted expansion results split on whitespace as bash splits them.
 * @param {ShellNode} node
 * @param {Walker} w
 * @param {boolean} [split]  false for assignment values, which bash does not split
 * @returns {Word[]}
 */
function fields(node, w, split = true) {
  /** @type {Word[]} */
  const out = [];
  let cur = '';
  let started = false;
  let hadSub = false;
  const push = () => {
    if (started) out.push({ text: cur, ...(hadSub ? { hadSub: true } : {}) });
    cur = '';
    started = false;
    hadSub = false;
  };
  const literal = (/** @type {string} */ s) => {
    cur += s;
    started = true;
  };
  /** An unquoted expansion's value: split into fields on whitespace. */
  const splittable = (/** @type {string} */ s) => {
    if (!split) return literal(s);
    const parts = s.split(/[ \t\n]+/);
    parts.forEach((p, k) => {
      if (k > 0) push();
      if (p) literal(p);
    });
  };
  const visit = (/** @type {ShellNode} */ n, /** @type {boolean} */ quoted) => {
    switch (n.type) {
      case 'word':
        return literal(unescapeUnquoted(n.text));
      case 'raw_string':
        return literal(n.text.slice(1, n.text.endsWith("'") && n.text.length > 1 ? -1 : undefined));
      case 'ansi_c_string':
        return literal(decodeAnsiC(n.text.slice(2, n.text.endsWith("'") && n.text.length > 2 ? -1 : undefined)));
      case 'string':
      case 'translated_string': {
        started = true;
        const open = n.text.indexOf('"') + 1;
        let pos = n.start + open;
        const close = n.text.endsWith('"') && n.text.length > open ? n.end - 1 : n.end;
        for (const c of n.children) {
          if (!c.named || c.type === 'string_content') continue;
          literal(unescapeQuoted(n.text.slice(pos - n.start, c.start - n.start)));
          visit(c, true);
          pos = c.end;
        }
        literal(unescapeQuoted(n.text.slice(pos - n.start, Math.max(pos, close) - n.start)));
        return;
      }
      case 'concatenation': {
        let pos = n.start;
        for (let k = 0; k < n.children.length; k++) {
          const c = /** @type {ShellNode} */ (n.children[k]);
          const next = n.children[k + 1];
          if (c.start > pos) literal(unescapeUnquoted(n.text.slice(pos - n.start, c.start - n.start)));
          pos = c.end;
          // A `$` the grammar left loose before the name it expands: `$` + `IFS/`.
          const name = c.type === '$' && next?.type === 'word' && next.start === c.end ? /^(?:[A-Za-z_][A-Za-z0-9_]*|[0-9@*#?$!-])/.exec(next.text)?.[0] : undefined;
          if (name && next) {
            const value = envValue(name, w.ctx);
            if (value === undefined) literal(`$${name}`);
            else if (quoted) literal(value);
            else splittable(value);
            literal(unescapeUnquoted(next.text.slice(name.length)));
            pos = next.end;
            k++;
          } else if (c.named) visit(c, quoted);
          else literal(unescapeUnquoted(c.text));
        }
        if (pos < n.end) literal(unescapeUnquoted(n.text.slice(pos - n.start)));
        return;
      }
      case 'simple_expansion':
      case 'expansion': {
        const value = expansion(n, w);
        started = true;
        if (value === undefined) return literal(n.type === 'expansion' ? `$${variableOf(n) ?? ''}` : n.text);
        return quoted ? literal(value) : splittable(value);
      }
      case 'command_substitution': {
        const sub = substitution(n, w);
        hadSub = true;
        started = true;
        if (sub.value === undefined) return literal(`$(${sub.render})`);
        const value = sub.value.replace(/\n+$/, '');
        return quoted ? literal(value) : splittable(value);
      }
      case 'process_substitution': {
        const sub = substitution(n, w);
        hadSub = true;
        return literal(`<(${sub.render})`);
      }
      case 'arithmetic_expansion':
        return literal('0');
      default:
        return literal(n.text);
    }
  };
  visit(node, false);
  push();
  // A word that is exactly one substitution, quoted or not ("$(curl …)"): callers feed its producer to an interpreter.
  const inside = node.type === 'string' ? node.children.filter((c) => c.named) : [node];
  const pure = inside.length === 1 && inside[0] && SUBSTITUTIONS.has(inside[0].type) && (node.type !== 'string' || node.text === `"${inside[0].text}"`) ? inside[0] : undefined;
  const only = out[0];
  if (out.length === 1 && pure && only) {
    const sub = w.ctx.subs.get(pure.start);
    if (sub) Object.assign(only, { sub, kind: pure.type === 'process_substitution' ? 'proc' : 'cmd' });
  }
  return out;
}

/** The variable a ${…} expansion names. */
function variableOf(/** @type {ShellNode} */ n) {
  return n.children.find((c) => c.type === 'variable_name' || c.type === 'special_variable_name')?.text;
}

/** $name and ${name…}: the known value; ${name:-default} falls back to the default word. */
function expansion(/** @type {ShellNode} */ n, /** @type {Walker} */ w) {
  const name = variableOf(n);
  if (!name) return undefined;
  const known = envValue(name, w.ctx);
  if (n.type === 'simple_expansion' || known !== undefined) return name === 'IFS' || n.children.length <= 4 ? known : undefined;
  const op = n.children.find((c) => c.field === 'operator')?.text;
  const fallback = n.children.find((c, k) => k > 2 && c.named && WORDS.has(c.type));
  return (op === ':-' || op === '-') && fallback ? fields(fallback, w, false).map((f) => f.text).join(' ') : undefined;
}

/** A backslash outside quotes escapes the next character; a backslash-newline disappears. */
function unescapeUnquoted(/** @type {string} */ s) {
  return s.includes('\\') ? s.replace(/\\(\n|[\s\S])/g, (_m, c) => (c === '\n' ? '' : c)) : s;
}

/** Inside double quotes a backslash escapes only $ ` " \ and newline. */
function unescapeQuoted(/** @type {string} */ s) {
  return s.includes('\\') ? s.replace(/\\([$`"\\\n])/g, (_m, c) => (c === '\n' ? '' : c)) : s;
}

/**
 * A command or process substitution: its commands are recorded (once), and a command
 * substitution whose pipeline is statically evaluable has a value.
 * @param {ShellNode} node
 * @param {Walker} w
 * @returns {SubResult}
 */
function substitution(node, w) {
  const cached = w.ctx.subs.get(node.start);
  if (cached) return cached;
  const proc = node.type === 'process_substitution';
  const frame = { ...w.frame, origin: proc ? 'process-substitution' : 'substitution', depth: w.frame.depth + 1 };
  /** @type {Pipeline[]} */
  const pipelines = [];
  const body = node.children.filter((c) => c.named);
  const inner = node.text.replace(/^(?:\$\(|[<>]\(|`)|(?:\)|`)$/g, '');
  if (frame.depth > MAX_DEPTH) w.ctx.result.notes.add('depth-limit');
  else if (node.text.startsWith('`') && /\\[`$\\]/.test(inner)) pipelines.push(...parseInto(inner.replace(/\\([`\\$])/g, '$1'), w.ctx, frame));
  else for (const c of body) statements(c, { ctx: w.ctx, frame }, pipelines);
  const only = pipelines.length === 1 ? pipelines[0] : undefined;
  const value = !proc && only ? evaluatePipeline(only.stages) : undefined;
  /** @type {SubResult} */
  const result = { value, render: inner.replace(/\s+/g, ' ').trim().slice(0, 400), pipelines };
  w.ctx.subs.set(node.start, result);
  return result;
}

/**
 * The redirections of one simple command: targets evaluated, heredoc and here-string text as stdin.
 * @param {ShellNode[]} nodes
 * @param {Walker} w
 */
function redirections(nodes, w) {
  /** @type {string | undefined} */
  let stdin;
  /** @type {Redirect[]} */
  const redirects = [];
  for (const r of nodes) {
    if (r.type === 'heredoc_redirect') {
      const start = r.children.find((c) => c.type === 'heredoc_start')?.text ?? '';
      const body = r.children.find((c) => c.type === 'heredoc_body');
      let text = body ? body.text.replace(/\n$/, '') : '';
      if (r.children.some((c) => c.type === '<<-')) text = text.replace(/^\t+/gm, '');
      // An unquoted delimiter expands substitutions in the body; they run.
      if (body && !/^['"\\]/.test(start)) substitutionsIn(body, w);
      stdin = text;
      for (const c of r.children) if (c.type === 'file_redirect') redirects.push(...redirections([c], w).redirects);
      continue;
    }
    if (r.type === 'herestring_redirect') {
      const word = r.children.find((c) => c.named && WORDS.has(c.type));
      stdin = `${word ? fields(word, w, false).map((f) => f.text).join(' ') : ''}\n`;
      continue;
    }
    const dest = r.children.filter((c) => c.field === 'destination' || (c.named && WORDS.has(c.type) && c.type !== 'file_descriptor'));
    const op = r.children.find((c) => !c.named)?.type ?? '>';
    const target = dest.map((d) => fields(d, w, false).map((f) => f.text).join(' ')).join(' ');
    if (/^\d+$|^-$/.test(target) && (op === '>&' || op === '<&' || op === '&>')) continue;
    redirects.push({ op, target });
  }
  return { stdin, redirects };
}

/**
 * @param {ShellNode[]} wordNodes  env-prefix assignments, the name and the arguments
 * @param {ShellNode[]} redirectNodes
 * @param {Walker} w
 * @param {Pipeline[]} out
 */
function simple(wordNodes, redirectNodes, w, out) {
  const cmd = buildCommand(wordNodes, redirectNodes, w, false);
  if (!cmd) return;
  const p = { stages: [cmd], synthetic: false };
  out.push(p);
  runStdinScripts([cmd], w.ctx, w.frame);
}

/**
 * Arguments that touch are one word in bash; the grammar splits a few such words (`rm$IFS-rf$IFS/`
 * ends a word at a `$` it cannot place), so touching nodes are joined again.
 * @param {ShellNode[]} nodes
 * @returns {ShellNode[]}
 */
function joinAdjacent(nodes) {
  /** @type {ShellNode[]} */
  const out = [];
  for (const n of nodes) {
    const prev = out[out.length - 1];
    if (prev && prev.end === n.start && WORDS.has(prev.type) && WORDS.has(n.type)) {
      const parts = (/** @type {ShellNode} */ x) => (x.type === 'concatenation' ? x.children : [x]);
      out[out.length - 1] = { type: 'concatenation', named: true, start: prev.start, end: n.end, text: prev.text + n.text, children: [...parts(prev), ...parts(n)] };
    } else out.push(n);
  }
  return out;
}

/**
 * The words of a command node's children: `NAME=value` prefixes as words, then the name and arguments.
 * @param {ShellNode[]} nodes
 * @param {Walker} w
 * @returns {Word[]}
 */
function commandWords(nodes, w) {
  /** @type {Word[]} */
  const words = [];
  for (const n of joinAdjacent(nodes.flatMap((x) => (x.type === 'command_name' ? x.children : [x])))) {
    if (n.type === 'variable_assignment') {
      const name = n.children.find((c) => c.field === 'name')?.text ?? '';
      const valueNode = n.children.find((c) => c.field === 'value');
      const value = valueNode ? fields(valueNode, w, false).map((f) => f.text).join(' ') : '';
      setVar(w.ctx, name, value);
      words.push({ text: `${name}=${value}` });
    } else if (n.type === 'command_name') for (const c of n.children) words.push(...fields(c, w));
    else if (WORDS.has(n.type)) words.push(...fields(n, w));
    else if (n.named && n.type !== 'comment') words.push(...fields(n, w));
  }
  return words;
}

/** bash's $'…' escapes: \xHH, \uHHHH, \UHHHHHHHH, \NNN (octal), \cX and the C letters. */
export function decodeAnsiC(/** @type {string} */ body) {
  const letters = { a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
  return body.replace(/\\(x[0-9A-Fa-f]{1,2}|u[0-9A-Fa-f]{1,4}|U[0-9A-Fa-f]{1,8}|[0-7]{1,3}|c.|[\s\S])/g, (_m, e) => {
    const s = String(e);
    if (s[0] === 'x' || s[0] === 'u' || s[0] === 'U') return safeCodePoint(parseInt(s.slice(1), 16));
    if (/^[0-7]/.test(s)) return safeCodePoint(parseInt(s, 8));
    if (s[0] === 'c') return String.fromCharCode((s.charCodeAt(1) || 64) & 31);
    return /** @type {Record<string, string>} */ (letters)[s] ?? s;
  });
}

function safeCodePoint(/** @type {number} */ n) {
  return Number.isFinite(n) && n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
}

// ---------------------------------------------------------------------------------------------
// Simple commands

/** Wrappers: commands that run the rest of their arguments as a command. */
/** @type {Record<string, { valueOpts?: string[], positional?: number, dashC?: boolean, assignments?: boolean, xargs?: boolean, splitString?: boolean }>} */
const WRAPPERS = {
  sudo: { valueOpts: ['-u', '-g', '-h', '-p', '-r', '-t', '-U', '-C', '-D', '-T', '-R', '--user', '--group', '--host', '--prompt', '--role', '--type', '--other-user', '--close-from', '--chdir', '--chroot', '--command-timeout'] },
  doas: { valueOpts: ['-u', '-C'] },
  pkexec: { valueOpts: ['--user'] },
  run0: { valueOpts: ['-u', '--user', '--unit', '--property', '-D', '--chdir', '-g', '--group'] },
  env: { valueOpts: ['-u', '--unset', '-C', '--chdir'], assignments: true, splitString: true },
  nohup: {},
  time: { valueOpts: ['-f', '-o', '--format', '--output'] },
  nice: { valueOpts: ['-n', '--adjustment'] },
  ionice: { valueOpts: ['-c', '-n', '-p', '-t', '--class', '--classdata'] },
  timeout: { valueOpts: ['-s', '-k', '--signal', '--kill-after'], positional: 1 },
  stdbuf: { valueOpts: ['-i', '-o', '-e'] },
  setsid: {},
  unbuffer: {},
  command: {},
  builtin: {},
  exec: { valueOpts: ['-a'] },
  xargs: { valueOpts: ['-I', '-n', '-P', '-d', '-L', '-s', '-a', '-E', '--max-args', '--max-procs', '--delimiter', '--arg-file', '--max-lines', '--max-chars', '--eof'], xargs: true },
  parallel: { valueOpts: ['-j', '--jobs', '-S', '--sshlogin'], xargs: true },
  watch: { valueOpts: ['-n', '--interval'] },
  chroot: { valueOpts: ['--userspec', '--groups'], positional: 1 },
  flock: { valueOpts: ['-w', '--timeout', '-E', '--conflict-exit-code'], positional: 1, dashC: true },
  taskset: { positional: 1 },
  chrt: { positional: 1 },
  caffeinate: { valueOpts: ['-t', '-w'] },
  strace: { valueOpts: ['-e', '-o', '-p', '-s', '-u', '-a'] },
  ltrace: { valueOpts: ['-e', '-o', '-p', '-s', '-u', '-a'] },
  proxychains: { valueOpts: ['-f'] },
  proxychains4: { valueOpts: ['-f'] },
  torsocks: {},
  torify: {},
  tsocks: {},
  busybox: {},
  toybox: {},
  runuser: { valueOpts: ['-u', '-g', '-G', '--user', '--group', '--supp-group'], dashC: true },
  sg: { positional: 1, dashC: true },
  firejail: {},
  'start-stop-daemon': {},
  systemd_run: {},
  'systemd-run': { valueOpts: ['-p', '--property', '--unit', '-u', '--uid', '--gid', '-M', '--machine', '--on-calendar', '--on-active'] },
};

const KEYWORDS = new Set(['!', '{', '}', 'if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', 'coproc', 'in', 'esac']);
export const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ash', 'mksh', 'yash', 'fish', 'csh', 'tcsh', 'rbash', 'busybox-sh']);
const POWERSHELL = new Set(['powershell', 'pwsh', 'powershell_ise']);
const INTERPRETERS = /** @type {Record<string, { flags: string[], lang: string }>} */ ({
  python: { flags: ['-c'], lang: 'python' },
  perl: { flags: ['-e', '-E'], lang: 'perl' },
  ruby: { flags: ['-e'], lang: 'ruby' },
  node: { flags: ['-e', '--eval', '-p', '--print'], lang: 'javascript' },
  nodejs: { flags: ['-e', '--eval', '-p', '--print'], lang: 'javascript' },
  bun: { flags: ['-e', '--eval'], lang: 'javascript' },
  deno: { flags: ['eval'], lang: 'javascript' },
  php: { flags: ['-r'], lang: 'php' },
  lua: { flags: ['-e'], lang: 'lua' },
  osascript: { flags: ['-e'], lang: 'applescript' },
  rscript: { flags: ['-e'], lang: 'r' },
  tclsh: { flags: [], lang: 'tcl' },
  jshell: { flags: [], lang: 'java' },
});

/** python3.11 → python, nodejs stays. */
function interpreterKey(/** @type {string} */ name) {
  if (/^python[0-9.]*$|^pypy[0-9.]*$|^ipython[0-9.]*$/.test(name)) return 'python';
  if (/^perl[0-9.]*$/.test(name)) return 'perl';
  if (/^ruby[0-9.]*$/.test(name)) return 'ruby';
  if (/^php[0-9.]*$/.test(name)) return 'php';
  if (/^lua[0-9.]*$|^luajit$/.test(name)) return 'lua';
  return name in INTERPRETERS ? name : undefined;
}

/** Interpreters that execute a script read from stdin (`curl … | sh`). */
export function readsScriptFromStdin(/** @type {Command} */ cmd) {
  const [name = '', ...args] = cmd.argv;
  const positional = args.filter((a) => !a.startsWith('-') || a === '-');
  if (SHELLS.has(name)) return args.includes('-s') || positional.length === 0 || positional[0] === '-';
  if (interpreterKey(name) && interpreterKey(name) !== 'osascript') {
    const flags = INTERPRETERS[interpreterKey(name) ?? '']?.flags ?? [];
    if (args.some((a) => flags.includes(a) || a === '-m')) return false;
    return positional.length === 0 || positional[0] === '-';
  }
  if (POWERSHELL.has(name)) return args.some((a) => /^-c(?:o(?:m(?:m(?:a(?:n(?:d)?)?)?)?)?)?$/i.test(a)) ? args[args.length - 1] === '-' : positional.length === 0;
  // at and batch read the job's script from stdin; their operands are the time.
  if (name === 'at' || name === 'batch') return !args.includes('-f') && !args.some((a) => /^-[lrdc]$/.test(a));
  return ['iex', 'invoke-expression', 'source', '.', 'eval', 'crontab'].includes(name) && positional.length === 0;
}

/** `/usr/bin/rm` → `rm`, `RM.EXE` → `rm`. */
export function commandName(/** @type {string} */ word) {
  let w = word.trim();
  const slash = Math.max(w.lastIndexOf('/'), w.lastIndexOf('\\'));
  if (slash >= 0 && slash < w.length - 1) w = w.slice(slash + 1);
  return w.toLowerCase().replace(/\.(?:exe|com)$/, '');
}

/**
 * @param {ShellNode[]} wordNodes
 * @param {ShellNode[]} redirectNodes
 * @param {Walker} walker
 * @param {boolean} piped
 * @returns {Command | undefined}
 */
function buildCommand(wordNodes, redirectNodes, walker, piped) {
  const { ctx, frame } = walker;
  const { result } = ctx;
  const { stdin, redirects } = redirections(redirectNodes, walker);
  let words = commandWords(wordNodes, walker);
  const plain = (/** @type {string[]} */ list) => list.map((text) => ({ text }));
  /** @type {string[]} */
  const env = [];
  /** @type {string[][]} */
  const wrappers = [];
  let fromXargs = false;
  let obfuscatedName = false;
  let i = 0;
  for (let guard = 0; guard < 64 && i < words.length; guard++) {
    const word = words[i] ?? { text: '' };
    const w = word.text;
    if (/^[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?\+?=/.test(w)) {
      env.push(w);
      i++;
      continue;
    }
    if (KEYWORDS.has(w)) {
      i++;
      continue;
    }
    if (w === 'case' || w === 'for' || w === 'select' || w === 'function') return undefined;
    // A command name produced by a substitution is split into words again: $(echo rm) -rf /.
    if (word.hadSub && /\s/.test(w.trim())) {
      words = [...words.slice(0, i), ...plain(w.trim().split(/\s+/)), ...words.slice(i + 1)];
      obfuscatedName = true;
      continue;
    }
    // Brace expansion as a command: {rm,-rf,/}.
    const brace = /^\{([^{}\s]*,[^{}\s]*)\}$/.exec(w);
    if (brace) {
      words = [...words.slice(0, i), ...plain((brace[1] ?? '').split(',').filter(Boolean)), ...words.slice(i + 1)];
      obfuscatedName = true;
      continue;
    }
    const name = commandName(w);
    const spec = WRAPPERS[name];
    if (!spec) break;
    if (name === 'exec' && i === words.length - 1) break;
    const texts = words.map((x) => x.text);
    if (spec.dashC) {
      const c = texts.findIndex((x, k) => k > i && (x === '-c' || x === '--command'));
      if (c > 0 && texts[c + 1] !== undefined) {
        wrappers.push([name, ...texts.slice(i + 1, c), commandName(texts[c + 1] ?? '')]);
        parseInto(texts[c + 1] ?? '', ctx, { ...frame, origin: 'shell-c', depth: frame.depth + 1 });
        const cmd = makeCommand([name, ...texts.slice(i + 1)], w, wrappers.slice(0, -1), env, redirects, frame, piped, stdin);
        pushCommand(ctx, cmd);
        return cmd;
      }
    }
    let j = i + 1;
    while (j < words.length) {
      const a = words[j]?.text ?? '';
      if (a === '--') {
        j++;
        break;
      }
      if (spec.assignments && /^[A-Za-z_][A-Za-z0-9_]*=/.test(a)) {
        env.push(a);
        j++;
        continue;
      }
      if (spec.splitString && (a === '-S' || a === '--split-string') && words[j + 1] !== undefined) {
        words = [...words.slice(0, j), ...plain((words[j + 1]?.text ?? '').split(/\s+/).filter(Boolean)), ...words.slice(j + 2)];
        continue;
      }
      if (!a.startsWith('-') || a === '-') break;
      j += (spec.valueOpts ?? []).includes(a) ? 2 : 1;
    }
    j = Math.min(words.length, j + (spec.positional ?? 0));
    const wrapped = words[j]?.text;
    wrappers.push([...words.slice(i, j).map((x) => x.text), ...(wrapped !== undefined ? [commandName(wrapped)] : [])]);
    if (spec.xargs) fromXargs = true;
    i = j;
    // watch "cmd args" runs its argument through sh -c.
    if (name === 'watch' && i === words.length - 1 && /\s/.test(words[i]?.text ?? '')) {
      parseInto(words[i]?.text ?? '', ctx, { ...frame, origin: 'shell-c', depth: frame.depth + 1 });
      const cmd = makeCommand(['watch', ...words.slice(i).map((x) => x.text)], 'watch', wrappers.slice(0, -1), env, redirects, frame, piped, stdin);
      pushCommand(ctx, cmd);
      return cmd;
    }
  }
  const rest = words.slice(i);
  for (const e of env) if (!result.assignments.includes(e)) result.assignments.push(e);
  if (!rest.length) {
    const last = wrappers[wrappers.length - 1];
    if (last) {
      // sudo -i, sudo -s: the wrapper is the command.
      const cmd = makeCommand([commandName(last[0] ?? ''), ...last.slice(1)], last[0] ?? '', wrappers.slice(0, -1), env, redirects, frame, piped, stdin);
      pushCommand(ctx, cmd);
      return cmd;
    }
    if (redirects.length) {
      // `> /dev/sda` alone still writes.
      const cmd = makeCommand([':'], ':', [], env, redirects, frame, piped, stdin);
      pushCommand(ctx, cmd);
      return cmd;
    }
    return undefined;
  }
  const first = rest[0] ?? { text: '' };
  const raw0 = first.text;
  if (first.hadSub) obfuscatedName = true;
  if (/\$[A-Za-z_{]|\$\(/.test(raw0)) {
    obfuscatedName = true;
    result.notes.add('variable-command-name');
  } else if (/[*?[]/.test(raw0)) {
    obfuscatedName = true;
    result.notes.add('glob-command-name');
  }
  const argv = [commandName(raw0), ...rest.slice(1).map((x) => x.text)];
  const cmd = makeCommand(argv, raw0, wrappers, env, redirects, frame, piped, stdin);
  if (fromXargs) cmd.fromXargs = true;
  if (obfuscatedName) cmd.obfuscatedName = true;
  pushCommand(ctx, cmd);
  inner(cmd, rest, ctx, frame);
  return cmd;
}

/**
 * @param {string[]} argv
 * @param {string} raw0
 * @param {string[][]} wrappers
 * @param {string[]} env
 * @param {Redirect[]} redirects
 * @param {Frame} frame
 * @param {boolean} piped
 * @param {string | undefined} stdin
 * @returns {Command}
 */
function makeCommand(argv, raw0, wrappers, env, redirects, frame, piped, stdin) {
  /** @type {Command} */
  const cmd = { argv, raw0, wrappers, env, redirects, origin: frame.origin, depth: frame.depth };
  if (piped) cmd.piped = true;
  if (stdin !== undefined) cmd.stdin = stdin;
  if (frame.remoteHost) cmd.remoteHost = frame.remoteHost;
  if (readsScriptFromStdin(cmd) && (piped || stdin !== undefined)) cmd.scriptFromStdin = true;
  return cmd;
}

function pushCommand(/** @type {Ctx} */ ctx, /** @type {Command} */ cmd) {
  if (ctx.result.commands.length >= MAX_COMMANDS) {
    ctx.result.notes.add('too-many-commands');
    return;
  }
  ctx.result.commands.push(cmd);
}

/**
 * Commands that run other commands: shells, eval, source, find -exec, ssh, docker/kubectl exec,
 * alias, interpreters with inline code, su -c, cmd /c.
 * @param {Command} cmd
 * @param {Word[]} words  the command's words (index 0 = name), with the substitution each pure $(…) or <(…) word came from
 * @param {Ctx} ctx
 * @param {Frame} frame
 */
function inner(cmd, words, ctx, frame) {
  const [name = '', ...args] = cmd.argv;
  const deeper = (/** @type {string} */ origin, extra = {}) => ({ ...frame, origin, depth: frame.depth + 1, ...extra });
  /** The substitution a word was, when it was exactly one $(…) or <(…). */
  const pureSub = (/** @type {number} */ index) => words[index]?.sub;
  /** A script given as one argument: parse it; when it is one pure substitution, its producer feeds the interpreter. */
  const runScript = (/** @type {number} */ argIndex, /** @type {string} */ origin, /** @type {boolean} */ windows) => {
    const word = args[argIndex] ?? '';
    const sub = pureSub(argIndex + 1);
    if (sub) {
      if (sub.value === undefined) {
        synthesize(sub.pipelines, cmd, ctx);
        return;
      }
    }
    parseInto(word, ctx, deeper(origin, { windows }));
  };
  if (SHELLS.has(name)) {
    const c = args.findIndex((a) => /^-[a-zA-Z]*c[a-zA-Z]*$/.test(a) && !a.startsWith('--'));
    if (c >= 0) {
      const script = args.findIndex((a, k) => k > c && !/^-/.test(a));
      if (script >= 0) runScript(script, 'shell-c', false);
      return;
    }
    const file = args.findIndex((a) => !a.startsWith('-'));
    const sub = file >= 0 ? pureSub(file + 1) : undefined;
    // bash <(curl …): the process substitution is the script.
    if (sub) synthesize(sub.pipelines, cmd, ctx);
    return;
  }
  if (name === 'su') {
    const c = args.findIndex((a) => a === '-c' || a === '--command' || a.startsWith('--command='));
    if (c >= 0) {
      const a = args[c] ?? '';
      if (a.startsWith('--command=')) parseInto(a.slice(10), ctx, deeper('shell-c'));
      else if (args[c + 1] !== undefined) runScript(c + 1, 'shell-c', false);
    }
    return;
  }
  if (POWERSHELL.has(name)) {
    for (let k = 0; k < args.length; k++) {
      const a = (args[k] ?? '').toLowerCase();
      if (/^[-/]e(?:n(?:c(?:o(?:d(?:e(?:d(?:c(?:o(?:m(?:m(?:a(?:n(?:d)?)?)?)?)?)?)?)?)?)?)?)?|c)$/.test(a) && args[k + 1]) {
        const decoded = decodeUtf16Base64(args[k + 1] ?? '');
        if (decoded) {
          ctx.result.notes.add('encoded-command');
          parseInto(decoded, ctx, deeper('decoded', { windows: true }));
        }
        return;
      }
      if (/^[-/]c(?:o(?:m(?:m(?:a(?:n(?:d)?)?)?)?)?)?$/.test(a)) {
        const script = args.slice(k + 1).join(' ');
        if (script && script !== '-') {
          ctx.result.code.push({ lang: 'powershell', code: script });
          parseInto(script, ctx, deeper('shell-c', { windows: true }));
        }
        return;
      }
    }
    // Without -Command the first word after PowerShell's own options starts the command; the rest are its arguments.
    const valued = /^[-/](?:executionpolicy|ep|exec|windowstyle|w|version|v|inputformat|outputformat|configurationname|workingdirectory|wd)$/i;
    let k = 0;
    while (k < args.length && /^[-/]/.test(args[k] ?? '')) k += valued.test(args[k] ?? '') ? 2 : 1;
    const script = args.slice(k).join(' ');
    if (script && !/\.ps1$/i.test(args[k] ?? '')) parseInto(script, ctx, deeper('shell-c', { windows: true }));
    return;
  }
  if (name === 'cmd') {
    const c = args.findIndex((a) => /^\/[ckCK]$/.test(a));
    if (c >= 0) parseInto(args.slice(c + 1).join(' '), ctx, deeper('shell-c', { windows: true }));
    return;
  }
  if (name === 'eval' || name === 'iex' || name === 'invoke-expression') {
    if (args.length === 1 && pureSub(1)) runScript(0, 'eval', frame.windows);
    else if (args.length) parseInto(args.join(' '), ctx, deeper('eval'));
    return;
  }
  if (name === 'source' || name === '.') {
    const sub = pureSub(1);
    if (sub) synthesize(sub.pipelines, cmd, ctx);
    return;
  }
  if (name === 'alias') {
    for (const a of args) {
      const m = /^[^=\s]+=([\s\S]+)$/.exec(a);
      if (m) parseInto(m[1] ?? '', ctx, deeper('alias'));
    }
    return;
  }
  if (name === 'find') {
    for (let k = 0; k < args.length; k++) {
      if (!['-exec', '-execdir', '-ok', '-okdir'].includes(args[k] ?? '')) continue;
      let end = k + 1;
      while (end < args.length && args[end] !== ';' && args[end] !== '+') end++;
      const innerWords = args.slice(k + 1, end);
      if (innerWords.length) {
        const sub = makeCommand([commandName(innerWords[0] ?? ''), ...innerWords.slice(1)], innerWords[0] ?? '', [], [], [], deeper('find-exec'), false, undefined);
        pushCommand(ctx, sub);
        inner(sub, [], ctx, deeper('find-exec'));
      }
      k = end;
    }
    return;
  }
  if (name === 'ssh') {
    const valueOpts = new Set(['-b', '-c', '-D', '-E', '-e', '-F', '-I', '-i', '-J', '-L', '-l', '-m', '-O', '-o', '-p', '-Q', '-R', '-S', '-W', '-w', '-B', '-P']);
    let k = 0;
    while (k < args.length && (args[k] ?? '').startsWith('-')) k += valueOpts.has(args[k] ?? '') ? 2 : 1;
    const host = args[k];
    const remote = args.slice(k + 1).join(' ');
    if (host && remote) parseInto(remote, ctx, deeper('remote', { remoteHost: host.replace(/^[^@]*@/, '') }));
    return;
  }
  if ((name === 'docker' || name === 'podman' || name === 'nerdctl') && args[0] === 'exec') {
    const valueOpts = new Set(['-e', '--env', '-u', '--user', '-w', '--workdir', '--env-file', '--detach-keys']);
    let k = 1;
    while (k < args.length && (args[k] ?? '').startsWith('-')) k += valueOpts.has(args[k] ?? '') ? 2 : 1;
    innerArgv(args.slice(k + 1), deeper('container'), ctx);
    return;
  }
  if (name === 'kubectl' || name === 'oc') {
    const dd = args.indexOf('--');
    if (dd >= 0 && args.includes('exec')) innerArgv(args.slice(dd + 1), deeper('container'), ctx);
    return;
  }
  if (name === 'script') {
    const c = args.findIndex((a) => a === '-c' || a === '--command' || /^-[a-zA-Z]*c$/.test(a));
    if (c >= 0 && args[c + 1] !== undefined) parseInto(args[c + 1] ?? '', ctx, deeper('shell-c'));
    return;
  }
  const key = interpreterKey(name);
  if (key) {
    const spec = INTERPRETERS[key];
    const flagIndex = args.findIndex((a) => (spec?.flags ?? []).includes(a));
    // The code attached to its flag: ruby -e'…', perl -e'…'.
    const attached = flagIndex < 0 ? args.find((a) => (spec?.flags ?? []).some((f) => /^-[a-zA-Z]$/.test(f) && a.startsWith(f) && a.length > 2)) : undefined;
    if (attached !== undefined) addCode(spec?.lang ?? key, attached.slice(2), ctx, frame);
    else if (flagIndex >= 0 && args[flagIndex + 1] !== undefined) {
      const sub = pureSub(flagIndex + 2);
      if (sub && sub.value === undefined) synthesize(sub.pipelines, cmd, ctx);
      addCode(spec?.lang ?? key, args[flagIndex + 1] ?? '', ctx, frame);
    } else if (cmd.stdin !== undefined) addCode(spec?.lang ?? key, cmd.stdin, ctx, frame);
    return;
  }
  if (/^[gmn]?awk$/.test(name)) {
    const valueOpts = new Set(['-F', '-v', '-f']);
    let k = 0;
    while (k < args.length && (args[k] ?? '').startsWith('-')) k += valueOpts.has(args[k] ?? '') ? 2 : 1;
    if (args[k] !== undefined && !args.includes('-f')) addCode('awk', args[k] ?? '', ctx, frame);
    return;
  }
  if ((name === 'mongo' || name === 'mongosh') && args.includes('--eval')) {
    addCode('mongo', args[args.indexOf('--eval') + 1] ?? '', ctx, frame);
  }
}

/**
 * Words of a command run inside another one (docker exec, kubectl exec).
 * @param {string[]} words
 * @param {Frame} frame
 * @param {Ctx} ctx
 */
function innerArgv(words, frame, ctx) {
  if (!words.length) return;
  const cmd = makeCommand([commandName(words[0] ?? ''), ...words.slice(1)], words[0] ?? '', [], [], [], frame, false, undefined);
  pushCommand(ctx, cmd);
  inner(cmd, [], ctx, frame);
}

/**
 * A script whose text comes from other commands' output (`bash <(curl …)`, `sh -c "$(curl …)"`,
 * `eval "$(…)"`): recorded as a pipeline from the producer's stages to the interpreter.
 * @param {Pipeline[]} producer
 * @param {Command} consumer
 * @param {Ctx} ctx
 */
function synthesize(producer, consumer, ctx) {
  const last = producer[producer.length - 1];
  if (!last) return;
  consumer.scriptFromStdin = true;
  ctx.result.pipelines.push({ stages: [...last.stages, consumer], synthetic: true });
}

/** Interpreters fed a script on stdin whose text is statically known (echo … | base64 -d | sh, bash <<EOF). */
function runStdinScripts(/** @type {Command[]} */ stages, /** @type {Ctx} */ ctx, /** @type {Frame} */ frame) {
  stages.forEach((stage, k) => {
    if (!stage.scriptFromStdin) return;
    const text = k === 0 ? stage.stdin : evaluatePipeline(stages.slice(0, k));
    if (text === undefined || !text.trim()) return;
    const decoded = stages.slice(0, k).some((s) => DECODERS.has(s.argv[0] ?? ''));
    if (decoded) ctx.result.notes.add('decoded-script');
    const name = stage.argv[0] ?? '';
    const key = interpreterKey(name);
    if (key) addCode(INTERPRETERS[key]?.lang ?? key, text, ctx, frame);
    else parseInto(text, ctx, { ...frame, origin: decoded ? 'decoded' : 'stdin-script', depth: frame.depth + 1, windows: POWERSHELL.has(name) || name === 'iex' });
  });
}

// ---------------------------------------------------------------------------------------------
// Static evaluation

const DECODERS = new Set(['base64', 'base32', 'xxd', 'rev', 'tr', 'openssl', 'basenc']);

/**
 * The output of a pipeline of echo/printf/cat/base64 -d/base32 -d/xxd -r -p/rev/tr/openssl base64 -d,
 * or undefined when a stage is not one of these.
 * @param {Command[]} stages
 * @returns {string | undefined}
 */
export function evaluatePipeline(stages) {
  /** @type {string | undefined} */
  let data = stages[0]?.stdin;
  for (const stage of stages) {
    const next = evaluateStage(stage.argv, stage.stdin ?? data);
    if (next === undefined) return undefined;
    data = next.slice(0, MAX_VALUE);
  }
  return data;
}

/**
 * @param {string[]} argv
 * @param {string | undefined} input
 * @returns {string | undefined}
 */
function evaluateStage(argv, input) {
  const [name = '', ...args] = argv;
  const flags = args.filter((a) => /^-/.test(a));
  const operands = args.filter((a) => !/^-/.test(a) || a === '-');
  switch (name) {
    case 'echo': {
      let k = 0;
      let escapes = false;
      let newline = true;
      while (k < args.length && /^-[neE]+$/.test(args[k] ?? '')) {
        if ((args[k] ?? '').includes('e')) escapes = true;
        if ((args[k] ?? '').includes('n')) newline = false;
        k++;
      }
      const text = args.slice(k).join(' ');
      return (escapes ? decodeAnsiC(text) : text) + (newline ? '\n' : '');
    }
    case 'printf': {
      const [format = '', ...values] = args;
      let v = 0;
      const out = decodeAnsiC(format).replace(/%([sbdc%])/g, (_m, f) => (f === '%' ? '%' : f === 'b' ? decodeAnsiC(values[v++] ?? '') : (values[v++] ?? '')));
      return out;
    }
    case 'cat':
      return operands.length === 0 || (operands.length === 1 && operands[0] === '-') ? input : undefined;
    case 'base64':
    case 'base32':
    case 'basenc': {
      if (!flags.some((f) => /^-[a-zA-Z]*[dD]|^--decode$/.test(f)) || input === undefined) return undefined;
      const base32 = name === 'base32' || flags.includes('--base32');
      return decodeText(input, base32 ? 'base32' : 'base64');
    }
    case 'openssl': {
      if (input === undefined) return undefined;
      const isB64 = args[0] === 'base64' || (args[0] === 'enc' && args.some((a) => a === '-base64' || a === '-a'));
      return isB64 && args.includes('-d') ? decodeText(input, 'base64') : undefined;
    }
    case 'xxd':
      return input !== undefined && flags.some((f) => f.includes('r')) && flags.some((f) => f.includes('p')) ? decodeText(input, 'hex') : undefined;
    case 'rev':
      return input === undefined ? undefined : input.split('\n').map((l) => [...l].reverse().join('')).join('\n');
    case 'tr': {
      if (input === undefined || operands.length !== 2 || flags.length) return undefined;
      const from = expandTrSet(operands[0] ?? '');
      const to = expandTrSet(operands[1] ?? '');
      if (!from.length || !to.length) return undefined;
      const map = new Map(from.map((ch, k) => [ch, to[Math.min(k, to.length - 1)] ?? ch]));
      return [...input].map((ch) => map.get(ch) ?? ch).join('');
    }
    default:
      return undefined;
  }
}

function expandTrSet(/** @type {string} */ set) {
  /** @type {string[]} */
  const out = [];
  const chars = [...set];
  for (let k = 0; k < chars.length && out.length < 512; k++) {
    const a = chars[k] ?? '';
    if (chars[k + 1] === '-' && chars[k + 2] !== undefined) {
      const from = a.charCodeAt(0);
      const to = (chars[k + 2] ?? '').charCodeAt(0);
      for (let c = from; c <= to && out.length < 512; c++) out.push(String.fromCharCode(c));
      k += 2;
    } else out.push(a);
  }
  return out;
}

/**
 * @param {string} input
 * @param {'base64' | 'base32' | 'hex'} encoding
 * @returns {string | undefined}
 */
function decodeText(input, encoding) {
  const compact = input.replace(/\s+/g, '');
  /** @type {Buffer | undefined} */
  let bytes;
  if (encoding === 'base64') {
    if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) return undefined;
    bytes = Buffer.from(compact.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  } else if (encoding === 'hex') {
    if (!/^(?:[0-9a-fA-F]{2})*$/.test(compact)) return undefined;
    bytes = Buffer.from(compact, 'hex');
  } else bytes = base32Decode(compact);
  if (!bytes) return undefined;
  const text = bytes.toString('utf8');
  // Binary output is not a script.
  return /[\x00-\x08\x0e-\x1f]/.test(text) ? undefined : text;
}

function base32Decode(/** @type {string} */ s) {
  const bytes = decodeBase32(s);
  return bytes ? Buffer.from(bytes) : undefined;
}

/** PowerShell -EncodedCommand: base64 of UTF-16LE text. */
export function decodeUtf16Base64(/** @type {string} */ s) {
  const compact = s.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return undefined;
  const bytes = Buffer.from(compact, 'base64');
  const text = bytes.length % 2 === 0 ? bytes.toString('utf16le') : '';
  if (text && !/[\x00-\x08\x0e-\x1f]/.test(text)) return text;
  const utf8 = bytes.toString('utf8');
  return /[\x00-\x08\x0e-\x1f]/.test(utf8) ? undefined : utf8;
}

// ---------------------------------------------------------------------------------------------
// Inline code

/**
 * Records inline interpreter code and parses the shell commands it runs: string arguments of
 * os.system, subprocess.*, exec/execSync/spawn, system, popen, shell_exec, backticks, %x(…),
 * `do shell script` and the like. List forms (subprocess.run(['rm', '-rf', '/'])) are joined.
 * @param {string} lang
 * @param {string} code
 * @param {Ctx} ctx
 * @param {Frame} frame
 */
export function addCode(lang, code, ctx, frame) {
  if (!code.trim() || ctx.result.code.length > 50) return;
  ctx.result.code.push({ lang, code: code.slice(0, MAX_SCRIPT) });
  ctx.result.codeAccess.push(...fileOpsInCode(code.slice(0, MAX_SCRIPT)));
  for (const script of shellStringsInCode(code.slice(0, MAX_SCRIPT))) parseInto(script, ctx, { ...frame, origin: 'code', depth: frame.depth + 1, windows: false });
}

const LIT = String.raw`\s{0,4}\(\s{0,4}(?:[rbuf]{0,2})(['"\x60])([^'"\x60\n]{1,1024})\1`;
/** Library calls on a path literal, with the file operation they perform. */
const FILE_CALLS = /** @type {Array<[RegExp, string]>} */ ([
  [new RegExp(String.raw`(?:shutil\.rmtree|\brmtree|FileUtils\.rm_r[f]?|FileUtils\.remove_(?:dir|entry)|\brimraf(?:\.sync)?|os\.removedirs|Remove-Item)` + LIT, 'g'), 'delete-recursive'],
  [new RegExp(String.raw`(?:\bfs(?:\.promises)?\.rm(?:Sync)?|\brmSync|\.rm(?:dir)?Sync|fsPromises\.rm)` + LIT + String.raw`(?=[^)]{0,200}recursive)`, 'g'), 'delete-recursive'],
  [new RegExp(String.raw`(?:os\.remove|os\.unlink|fs\.(?:promises\.)?unlink(?:Sync)?|File\.delete|\bunlink|os\.rmdir)` + LIT, 'g'), 'delete'],
  [new RegExp(String.raw`(?:fs\.(?:promises\.)?writeFile(?:Sync)?|\bwriteFileSync|file_put_contents|File\.write|IO\.write)` + LIT, 'g'), 'write'],
  [new RegExp(String.raw`(?:fs\.(?:promises\.)?appendFile(?:Sync)?|\bappendFileSync)` + LIT, 'g'), 'append'],
  [new RegExp(String.raw`(?:fs\.(?:promises\.)?readFile(?:Sync)?|\breadFileSync|file_get_contents|File\.read|IO\.read|File\.open|Get-Content)` + LIT, 'g'), 'read'],
  [new RegExp(String.raw`\bopen` + LIT + String.raw`\s{0,4},\s{0,4}(?:mode\s{0,2}=\s{0,2})?['"]w`, 'g'), 'write'],
  [new RegExp(String.raw`\bopen` + LIT + String.raw`\s{0,4},\s{0,4}(?:mode\s{0,2}=\s{0,2})?['"]a`, 'g'), 'append'],
]);

/** An expression for the user's home directory in code (`process.env.HOME`, `os.homedir()`, `Path.home()`, `Dir.home`). */
const HOME_EXPR = String.raw`\s{0,4}\(\s{0,4}(?:process\.env(?:\.HOME|\[\s{0,2}['"]HOME['"]\s{0,2}\])|(?:require\(\s{0,2}['"](?:node:)?os['"]\s{0,2}\)|\bos)\.homedir\(\s{0,2}\)|os\.path\.expanduser\(\s{0,2}['"]~['"]\s{0,2}\)|(?:pathlib\.)?Path\.home\(\s{0,2}\)|os\.environ\[\s{0,2}['"]HOME['"]\s{0,2}\]|os\.getenv\(\s{0,2}['"]HOME['"]\s{0,2}\)|Dir\.home|ENV\[\s{0,2}['"]HOME['"]\s{0,2}\])(?=\s{0,4}[,)])`;
/** Recursive deletes of the home directory written as such an expression rather than a literal: read as `~`. */
const HOME_DELETES = [
  new RegExp(String.raw`(?:shutil\.rmtree|\brmtree|FileUtils\.rm_r[f]?|FileUtils\.remove_(?:dir|entry)|\brimraf(?:\.sync)?|os\.removedirs)` + HOME_EXPR, 'g'),
  new RegExp(String.raw`(?:\bfs(?:\.promises)?\.rm(?:Sync)?|\brmSync|\.rm(?:dir)?Sync|fsPromises\.rm)` + HOME_EXPR + String.raw`(?=[^;]{0,200}recursive)`, 'g'),
];

/**
 * Files inline code touches through common library calls, plus every absolute or home-relative
 * path literal (as an argument), so that reading ~/.ssh/id_rsa from Python is seen like `cat`.
 * @param {string} code
 * @returns {Array<{ op: string, path: string }>}
 */
export function fileOpsInCode(code) {
  /** @type {Array<{ op: string, path: string }>} */
  const out = [];
  for (const [re, op] of FILE_CALLS) {
    re.lastIndex = 0;
    for (let m = re.exec(code); m && out.length < 200; m = re.exec(code)) out.push({ op, path: m[2] ?? '' });
  }
  for (const re of HOME_DELETES) {
    re.lastIndex = 0;
    for (let m = re.exec(code); m && out.length < 200; m = re.exec(code)) out.push({ op: 'delete-recursive', path: '~' });
  }
  for (const m of code.matchAll(/(['"\x60])((?:~|\/|[A-Za-z]:\\)[^'"\x60\s]{0,512})\1/g)) {
    if (out.length >= 400) break;
    const path = m[2] ?? '';
    if (path.length > 1 && !/^\/\//.test(path)) out.push({ op: 'arg', path });
  }
  return out;
}

const CALL =
  /(?:os\.system|os\.popen|os\.exec[lv]p?e?|subprocess\.(?:run|call|check_call|check_output|Popen|getoutput|getstatusoutput)|commands\.getoutput|pty\.spawn|child_process\.(?:exec|execSync|spawn|spawnSync|execFile|execFileSync)|\bexecSync|\bspawnSync|\bexecFileSync|\bexec|\bspawn|\bsystem|\bpopen|\bshell_exec|\bpassthru|\bproc_open|\bpcntl_exec|IO\.popen|Open3\.\w{1,20}|Runtime\.getRuntime\(\)\.exec|do shell script)\s{0,4}\(?\s{0,4}/g;

/**
 * @param {string} code
 * @returns {string[]}
 */
export function shellStringsInCode(code) {
  /** @type {string[]} */
  const out = [];
  CALL.lastIndex = 0;
  for (let m = CALL.exec(code); m && out.length < 50; m = CALL.exec(code)) {
    const at = m.index + m[0].length;
    const head = code.slice(at, at + 8000);
    if (head.startsWith('[')) {
      const close = head.indexOf(']');
      const list = head.slice(1, close < 0 ? head.length : close);
      const items = [...list.matchAll(/(['"])((?:\\.|(?!\1)[^\\\n]){0,2000})\1/g)].map((x) => unescapeLiteral(x[2] ?? ''));
      if (items.length) out.push(items.map(quoteWord).join(' '));
      continue;
    }
    const lit = /^(?:[rbuf]{0,2})(['"`])((?:\\.|(?!\1)[^\\]){0,4000})\1/.exec(head);
    if (lit) out.push(unescapeLiteral(lit[2] ?? ''));
  }
  for (const m of code.matchAll(/(?:%x|qx)\s{0,2}[({[]([^)}\]]{1,4000})[)}\]]|`([^`]{1,4000})`/g)) {
    // Backticks run a command in Ruby, Perl and PHP; in JavaScript they are template strings.
    if (m[2] !== undefined && /\$\{|\bconst\b|\blet\b|=>|console\./.test(code)) continue;
    out.push(m[1] ?? m[2] ?? '');
  }
  return out;
}

function unescapeLiteral(/** @type {string} */ s) {
  return s.replace(/\\(["'\\`$])/g, '$1').replace(/\\n/g, '\n').replace(/\\t/g, '\t');
}

function quoteWord(/** @type {string} */ w) {
  return /^[A-Za-z0-9_@%+=:,./~-]+$/.test(w) ? w : `'${w.replace(/'/g, "'\\''")}'`;
}

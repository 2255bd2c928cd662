// @ts-check
// Shell command lines → simple commands (the host's shell parser, lent to plugins through the
// toolkit's `shell` entry), roughly as bash (or, for Windows tools, PowerShell and
// cmd) would run them. A quote-aware scanner first takes out what shell-quote does not model —
// command and process substitutions, ANSI-C strings, heredocs, ${IFS}, comments inside words,
// newlines — then shell-quote splits words and removes quotes, and every simple command is
// unwrapped: env prefixes, sudo/env/xargs-style wrappers, `sh -c`, `eval`, `find -exec`,
// `ssh host cmd`, `docker exec`, aliases and interpreters' inline code. Cheap static evaluation
// (echo, printf, base64 -d, rev, xxd -r, tr) recovers scripts that are decoded and then run, and
// variables assigned in the same script are substituted (a=r; b=m; $a$b -rf /).

import { parse } from 'shell-quote';
import { decodeBase32 } from '../text/bytes.js';

const MAX_DEPTH = 8;
const MAX_SCRIPT = 64 * 1024;
const MAX_COMMANDS = 600;
const MAX_VALUE = 64 * 1024;

const SUB = '\uE000';
const PROC = '\uE002';
const HEREDOC = '\uE003';
const END = '\uE001';
const PLACEHOLDER = /[\uE000\uE002\uE003](\d+)\uE001/g;
const PURE_SUB = /^\uE000(\d+)\uE001$/;
const PURE_PROC = /^\uE002(\d+)\uE001$/;

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
 */

/**
 * Parses a command line.
 * @param {string} script
 * @param {{ windows?: boolean }} [options]
 * @returns {ParsedScript}
 */
export function parseShell(script, options = {}) {
  /** @type {Ctx} */
  const ctx = { result: { commands: [], pipelines: [], assignments: [], code: [], codeAccess: [], notes: new Set() }, vars: new Map() };
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
  /** @type {Ctx} */
  const ctx = { result: { commands: [], pipelines: [], assignments: [], code: [], codeAccess: [], notes: new Set() }, vars: new Map() };
  addCode(lang, String(code), ctx, { origin: 'code', depth: 0, windows: false });
  return ctx.result;
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
  const prepared = prepare(src, frame.windows);
  collectAssignments(prepared, ctx);
  /** @type {ReturnType<typeof parse>} */
  let tokens;
  try {
    tokens = parse(prepared.text, (key) => envValue(key, ctx));
  } catch {
    result.notes.add('unparsed');
    return [];
  }
  /** @type {Array<Array<{ words: string[], redirects: Redirect[] }>>} */
  const pipelines = [];
  /** @type {Array<{ words: string[], redirects: Redirect[] }>} */
  let pipe = [];
  let simple = { words: /** @type {string[]} */ ([]), redirects: /** @type {Redirect[]} */ ([]) };
  /** @type {string | undefined} */
  let pendingRedirect;
  const endSimple = () => {
    if (simple.words.length || simple.redirects.length) pipe.push(simple);
    simple = { words: [], redirects: [] };
    pendingRedirect = undefined;
  };
  const endPipeline = () => {
    endSimple();
    if (pipe.length) pipelines.push(pipe);
    pipe = [];
  };
  for (const t of tokens) {
    /** @type {string | undefined} */
    let word;
    if (typeof t === 'string') word = t;
    else if ('op' in t && t.op === 'glob') word = String(/** @type {{ pattern: string }} */ (t).pattern);
    else if ('comment' in t) continue;
    if (word !== undefined) {
      if (pendingRedirect) {
        simple.redirects.push({ op: pendingRedirect, target: word });
        pendingRedirect = undefined;
      } else simple.words.push(word);
      continue;
    }
    const op = typeof t === 'object' && 'op' in t ? String(t.op) : '';
    if (REDIRECT_OPS.has(op)) pendingRedirect = op;
    else if (op === '|' || op === '|&') endSimple();
    else endPipeline();
  }
  endPipeline();

  /** @type {Pipeline[]} */
  const out = [];
  for (const p of pipelines) {
    /** @type {Command[]} */
    const stages = [];
    p.forEach((s, index) => {
      const cmd = buildCommand(s.words, s.redirects, prepared, ctx, frame, index > 0);
      if (cmd) stages.push(cmd);
    });
    if (!stages.length) continue;
    const pipeline = { stages, synthetic: false };
    out.push(pipeline);
    if (stages.length > 1) result.pipelines.push(pipeline);
    runStdinScripts(stages, ctx, frame);
  }
  return out;
}

const REDIRECT_OPS = new Set(['>', '>>', '<', '>&', '<&', '&>', '&>>', '>|', '<>', '<<<', '<<', '<<-']);

// ---------------------------------------------------------------------------------------------
// Scanner

/**
 * @typedef {{ text: string, subs: string[], procs: string[], heredocs: string[], cache: Map<string, SubResult> }} Prepared
 * @typedef {{ value: string | undefined, render: string, pipelines: Pipeline[] }} SubResult
 */

/**
 * Rewrites the script so that shell-quote can split it: substitutions and heredoc bodies become
 * placeholder characters (kept in `subs`/`procs`/`heredocs`), ANSI-C strings become plain single-quoted
 * strings, ${IFS} becomes a space, unquoted newlines become `;`, and `#` inside a word is escaped.
 * @param {string} src
 * @param {boolean} windows
 * @returns {Prepared}
 */
function prepare(src, windows) {
  /** @type {string[]} */
  const subs = [];
  /** @type {string[]} */
  const procs = [];
  /** @type {string[]} */
  const heredocs = [];
  /** @type {Array<{ delim: string, strip: boolean, index: number }>} */
  let pending = [];
  let out = '';
  let state = 'normal';
  let i = 0;
  const n = src.length;
  const wordStart = () => out.length === 0 || /[\s;&|()<>]/.test(out[out.length - 1] ?? ' ');
  const sub = (/** @type {string} */ body) => `${SUB}${subs.push(body) - 1}${END}`;
  /** A `$…` or backtick substitution starting at `at`: its replacement and where scanning resumes. */
  const substitution = (/** @type {number} */ at) => {
    const dollar = scanDollar(src, at, windows);
    if (dollar) return { text: dollar.kind === 'sub' ? sub(dollar.body) : dollar.text, end: dollar.end };
    if (src[at] !== '`' || windows) return undefined;
    const end = findBacktick(src, at + 1);
    return { text: sub(unescapeBacktick(src.slice(at + 1, end))), end: Math.min(n, end + 1) };
  };
  /** A backslash outside single quotes: a line continuation disappears, any other escape stays. */
  const keepEscape = () => {
    const d = src[i + 1] ?? '';
    if (d !== '\n') out += `\\${d}`;
    i += 2;
  };
  while (i < n) {
    const c = src[i] ?? '';
    const rest2 = src.slice(i, i + 2);
    if (state === 'single') {
      out += c;
      if (c === "'") state = 'normal';
      i++;
      continue;
    }
    if (windows && c === '\\') {
      out += '/';
      i++;
      continue;
    }
    if (windows && c === '`' && i + 1 < n) {
      // PowerShell's escape character: `x is x.
      const d = src[i + 1] ?? '';
      out += d === 'n' ? ' ' : escapeFor(d, state);
      i += 2;
      continue;
    }
    if (state === 'double') {
      if (c === '\\' && i + 1 < n) {
        keepEscape();
        continue;
      }
      if (c === '"') {
        out += c;
        state = 'normal';
        i++;
        continue;
      }
      const expanded = substitution(i);
      if (expanded) {
        out += expanded.text;
        i = expanded.end;
        continue;
      }
      out += c;
      i++;
      continue;
    }
    // normal state
    if (c === '\\' && i + 1 < n) {
      keepEscape();
      continue;
    }
    if (windows && c === '^' && i + 1 < n) {
      // cmd's escape character.
      out += escapeFor(src[i + 1] ?? '', state);
      i += 2;
      continue;
    }
    if (c === "'") {
      out += c;
      state = 'single';
      i++;
      continue;
    }
    if (c === '"') {
      out += c;
      state = 'double';
      i++;
      continue;
    }
    if (rest2 === "$'" && !windows) {
      const end = findAnsiEnd(src, i + 2);
      out += `'${decodeAnsiC(src.slice(i + 2, end)).replace(/'/g, "'\\''")}'`;
      i = Math.min(n, end + 1);
      continue;
    }
    if (rest2 === '$"') {
      i++;
      continue;
    }
    const expanded = substitution(i);
    if (expanded) {
      out += expanded.text;
      i = expanded.end;
      continue;
    }
    if ((rest2 === '<(' || rest2 === '>(') && !windows) {
      const end = findClose(src, i + 2);
      out += ` ${PROC}${procs.push(src.slice(i + 2, end)) - 1}${END}`;
      i = Math.min(n, end + 1);
      continue;
    }
    if (src.startsWith('<<<', i)) {
      out += '<<<';
      i += 3;
      continue;
    }
    if (rest2 === '<<') {
      const m = /^<<(-?)[ \t]*(?:'([^'\n]*)'|"([^"\n]*)"|\\?([A-Za-z0-9_.-]+))/.exec(src.slice(i, i + 200));
      if (m) {
        const index = heredocs.push('') - 1;
        pending.push({ delim: m[2] ?? m[3] ?? m[4] ?? '', strip: m[1] === '-', index });
        out += ` < ${HEREDOC}${index}${END} `;
        i += m[0].length;
        continue;
      }
    }
    if (c === '#' && wordStart()) {
      while (i < n && src[i] !== '\n') i++;
      continue;
    }
    if (c === '#') {
      out += '\\#';
      i++;
      continue;
    }
    if (/\d/.test(c) && wordStart()) {
      // `2>/dev/null`: the descriptor number is not a word.
      const m = /^\d+(?=[<>])/.exec(src.slice(i, i + 12));
      if (m) {
        i += m[0].length;
        continue;
      }
    }
    if (c === '\n' || c === '\r') {
      if (pending.length) {
        i = readHeredocs(src, i + (src.slice(i, i + 2) === '\r\n' ? 2 : 1), pending, heredocs);
        pending = [];
      } else i++;
      const tail = out.trimEnd();
      out = tail + (/(?:\||&&|\|\||[;(]|^)$/.test(tail) ? ' ' : ' ; ');
      continue;
    }
    out += c;
    i++;
  }
  return { text: out, subs, procs, heredocs, cache: new Map() };
}

/** A character that was escaped stays literal in the rewritten text. */
function escapeFor(/** @type {string} */ ch, /** @type {string} */ state) {
  if (state === 'double') return /["\\$`]/.test(ch) ? `\\${ch}` : ch;
  return /[\s"'\\$`|&;()<>#*?[\]{}~]/.test(ch) ? `\\${ch}` : ch;
}

/**
 * `$(…)`, `$((…))`, `${IFS…}`, `$IFS`, and on Windows `$env:NAME`, `%NAME%` and PowerShell `$(…)`.
 * @param {string} src
 * @param {number} i
 * @param {boolean} windows
 * @returns {{ kind: 'sub', body: string, end: number } | { kind: 'text', text: string, end: number } | undefined}
 */
function scanDollar(src, i, windows) {
  const c = src[i];
  if (windows && c === '%') {
    const m = /^%([A-Za-z_][A-Za-z0-9_]*)%/.exec(src.slice(i, i + 80));
    return m ? { kind: 'text', text: `$${m[1]}`, end: i + m[0].length } : undefined;
  }
  if (c !== '$') return undefined;
  const next = src[i + 1];
  if (next === '(' && src[i + 2] === '(' && !windows) {
    const end = findClose(src, i + 3);
    const close = src[end + 1] === ')' ? end + 2 : end + 1;
    return { kind: 'text', text: '0', end: Math.min(src.length, close) };
  }
  if (next === '(') {
    const end = findClose(src, i + 2);
    return { kind: 'sub', body: src.slice(i + 2, end), end: Math.min(src.length, end + 1) };
  }
  const ifs = /^\$(?:\{IFS[^}]{0,20}\}|IFS(?![A-Za-z0-9_]))/.exec(src.slice(i, i + 30));
  // Unquoted, ${IFS} splits words; quoted, it is a space inside one word: both are a space here.
  if (ifs) return { kind: 'text', text: ' ', end: i + ifs[0].length };
  if (windows) {
    const env = /^\$env:([A-Za-z_][A-Za-z0-9_]*)/i.exec(src.slice(i, i + 80));
    if (env) return { kind: 'text', text: `$${env[1]}`, end: i + env[0].length };
  }
  return undefined;
}

/** Index of the `)` closing a group opened just before `start`, skipping quotes and nested groups. */
function findClose(/** @type {string} */ src, /** @type {number} */ start) {
  let depth = 1;
  let state = 'normal';
  for (let i = start; i < src.length; i++) {
    const c = src[i];
    if (state === 'single') {
      if (c === "'") state = 'normal';
      continue;
    }
    if (state === 'double') {
      if (c === '\\') i++;
      else if (c === '"') state = 'normal';
      continue;
    }
    if (c === '\\') i++;
    else if (c === "'") state = 'single';
    else if (c === '"') state = 'double';
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return src.length;
}

function findBacktick(/** @type {string} */ src, /** @type {number} */ start) {
  for (let i = start; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === '`') return i;
  }
  return src.length;
}

function unescapeBacktick(/** @type {string} */ body) {
  return body.replace(/\\([`\\$])/g, '$1');
}

function findAnsiEnd(/** @type {string} */ src, /** @type {number} */ start) {
  for (let i = start; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === "'") return i;
  }
  return src.length;
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

/**
 * Reads heredoc bodies starting at `start` (the line after the command); returns where the script continues.
 * @param {string} src
 * @param {number} start
 * @param {Array<{ delim: string, strip: boolean, index: number }>} pending
 * @param {string[]} heredocs
 */
function readHeredocs(src, start, pending, heredocs) {
  let pos = start;
  for (const h of pending) {
    /** @type {string[]} */
    const lines = [];
    while (pos < src.length) {
      const nl = src.indexOf('\n', pos);
      const end = nl < 0 ? src.length : nl;
      let line = src.slice(pos, end).replace(/\r$/, '');
      pos = nl < 0 ? src.length : nl + 1;
      if (h.strip) line = line.replace(/^\t+/, '');
      if (line === h.delim) break;
      lines.push(line);
    }
    heredocs[h.index] = lines.join('\n');
  }
  return pos;
}

// ---------------------------------------------------------------------------------------------
// Variables

/**
 * Standalone assignments (`a=r; b=m`), `export`/`declare`/`local`/`readonly` ones and `for x in …`
 * lists. A value taken from a substitution stands as `$(…)` with the inner text.
 */
function collectAssignments(/** @type {Prepared} */ prepared, /** @type {Ctx} */ ctx) {
  const text = prepared.text;
  if (!text.includes('=') && !/\bfor\b/.test(text)) return;
  /** @type {ReturnType<typeof parse>} */
  let tokens;
  try {
    tokens = parse(text, (key) => envValue(key, ctx));
  } catch {
    return;
  }
  let atStart = true;
  let declaring = false;
  /** @type {string | undefined} */
  let forVar;
  /** @type {string[]} */
  let forWords = [];
  for (const tok of tokens) {
    const t = typeof tok === 'string' ? tok : 'op' in tok && tok.op === 'glob' ? String(/** @type {{ pattern: string }} */ (tok).pattern) : undefined;
    if (t === undefined) {
      if (forVar && forWords.length) setVar(ctx, forVar, forWords.join(' '));
      forVar = undefined;
      forWords = [];
      atStart = true;
      declaring = false;
      continue;
    }
    if (forVar === '') {
      forVar = t;
      continue;
    }
    if (forVar !== undefined) {
      if (t !== 'in') forWords.push(t);
      continue;
    }
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=([\s\S]*)$/.exec(t);
    if (m && (atStart || declaring)) {
      const value = (m[2] ?? '').replace(PLACEHOLDER, (ph, k) => (ph[0] === SUB ? `$(${(prepared.subs[Number(k)] ?? '').replace(/\s+/g, ' ').trim()})` : ''));
      setVar(ctx, m[1] ?? '', value);
      continue;
    }
    if (atStart && ['export', 'declare', 'local', 'readonly', 'typeset', 'set'].includes(t)) {
      declaring = true;
      continue;
    }
    if (atStart && t === 'for') {
      forVar = '';
      continue;
    }
    if (declaring && t.startsWith('-')) continue;
    atStart = false;
    declaring = false;
  }
}

function setVar(/** @type {Ctx} */ ctx, /** @type {string} */ name, /** @type {string} */ value) {
  if (!name || ctx.vars.size > 200) return;
  // Placeholders of substitutions belong to one prepared text; their values are not known here.
  if (/[\uE000-\uE003]/.test(value)) return;
  ctx.vars.set(name, value.slice(0, 4096));
  const pair = `${name}=${value.slice(0, 4096)}`;
  if (!ctx.result.assignments.includes(pair)) ctx.result.assignments.push(pair);
}

function envValue(/** @type {string} */ key, /** @type {Ctx} */ ctx) {
  const name = /^[A-Za-z_][A-Za-z0-9_]*|^[0-9@*#?$!-]/.exec(key)?.[0] ?? key;
  if (name === 'IFS') return ' ';
  const known = ctx.vars.get(name);
  if (known !== undefined) return known;
  return `$${name}`;
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
 * Expands placeholders in one word: substitutions are parsed (their commands are recorded) and
 * replaced by their static value when it is known, else by `$(…)` with the inner text.
 * @param {string} word
 * @param {Prepared} prepared
 * @param {Ctx} ctx
 * @param {Frame} frame
 */
function expandWord(word, prepared, ctx, frame) {
  if (!/[\uE000-\uE003]/.test(word)) return word;
  return word.replace(PLACEHOLDER, (m, k) => {
    const index = Number(k);
    if (m[0] === HEREDOC) return prepared.heredocs[index] ?? '';
    const sub = substitution(m[0] === PROC ? 'proc' : 'cmd', index, prepared, ctx, frame);
    if (m[0] === PROC) return `<(${sub.render})`;
    return sub.value !== undefined ? sub.value.replace(/\n+$/, '') : `$(${sub.render})`;
  });
}

/**
 * @param {'cmd' | 'proc'} kind
 * @param {number} index
 * @param {Prepared} prepared
 * @param {Ctx} ctx
 * @param {Frame} frame
 * @returns {SubResult}
 */
function substitution(kind, index, prepared, ctx, frame) {
  const key = `${kind}${index}`;
  const cached = prepared.cache.get(key);
  if (cached) return cached;
  const body = (kind === 'proc' ? prepared.procs[index] : prepared.subs[index]) ?? '';
  const pipelines = parseInto(body, ctx, { ...frame, origin: kind === 'proc' ? 'process-substitution' : 'substitution', depth: frame.depth + 1 });
  const only = pipelines.length === 1 ? pipelines[0] : undefined;
  const value = kind === 'cmd' && only ? evaluatePipeline(only.stages) : undefined;
  const result = { value, render: body.replace(/\s+/g, ' ').trim().slice(0, 400), pipelines };
  prepared.cache.set(key, result);
  return result;
}

/**
 * @typedef {{ text: string, sub?: number, kind?: 'cmd' | 'proc', hadSub?: boolean }} Word
 */

/**
 * @param {string[]} rawWords
 * @param {Redirect[]} rawRedirects
 * @param {Prepared} prepared
 * @param {Ctx} ctx
 * @param {Frame} frame
 * @param {boolean} piped
 * @returns {Command | undefined}
 */
function buildCommand(rawWords, rawRedirects, prepared, ctx, frame, piped) {
  const { result } = ctx;
  /** @type {string | undefined} */
  let stdin;
  /** @type {Redirect[]} */
  const redirects = [];
  for (const r of rawRedirects) {
    const heredoc = /^\uE003(\d+)\uE001$/.exec(r.target);
    if (heredoc) {
      stdin = prepared.heredocs[Number(heredoc[1])] ?? '';
      continue;
    }
    const target = expandWord(r.target, prepared, ctx, frame);
    if (r.op === '<<<') stdin = `${target}\n`;
    else if (/^\d+$|^-$/.test(target) && (r.op === '>&' || r.op === '<&')) continue;
    else redirects.push({ op: r.op, target });
  }
  /** @type {Word[]} */
  let words = rawWords.map((w) => {
    const sub = PURE_SUB.exec(w)?.[1];
    const proc = PURE_PROC.exec(w)?.[1];
    /** @type {Word} */
    const word = { text: expandWord(w, prepared, ctx, frame) };
    if (sub !== undefined) Object.assign(word, { sub: Number(sub), kind: 'cmd' });
    if (proc !== undefined) Object.assign(word, { sub: Number(proc), kind: 'proc' });
    if (w.includes(SUB)) word.hadSub = true;
    return word;
  });
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
  inner(cmd, rest, prepared, ctx, frame);
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
 * @param {Prepared} prepared
 * @param {Ctx} ctx
 * @param {Frame} frame
 */
function inner(cmd, words, prepared, ctx, frame) {
  const [name = '', ...args] = cmd.argv;
  const deeper = (/** @type {string} */ origin, extra = {}) => ({ ...frame, origin, depth: frame.depth + 1, ...extra });
  /** The substitution a word was, when it was exactly one $(…) or <(…). */
  const pureSub = (/** @type {number} */ index) => {
    const w = words[index];
    return w?.sub !== undefined && w.kind ? substitution(w.kind, w.sub, prepared, ctx, frame) : undefined;
  };
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
    const script = args.filter((a) => !a.startsWith('-')).join(' ');
    if (script && !/\.ps1$/i.test(script)) parseInto(script, ctx, deeper('shell-c', { windows: true }));
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
        inner(sub, [], prepared, ctx, deeper('find-exec'));
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
    innerArgv(args.slice(k + 1), deeper('container'), prepared, ctx);
    return;
  }
  if (name === 'kubectl' || name === 'oc') {
    const dd = args.indexOf('--');
    if (dd >= 0 && args.includes('exec')) innerArgv(args.slice(dd + 1), deeper('container'), prepared, ctx);
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
    if (flagIndex >= 0 && args[flagIndex + 1] !== undefined) {
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
 * @param {Prepared} prepared
 * @param {Ctx} ctx
 */
function innerArgv(words, frame, prepared, ctx) {
  if (!words.length) return;
  const cmd = makeCommand([commandName(words[0] ?? ''), ...words.slice(1)], words[0] ?? '', [], [], [], frame, false, undefined);
  pushCommand(ctx, cmd);
  inner(cmd, [], prepared, ctx, frame);
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

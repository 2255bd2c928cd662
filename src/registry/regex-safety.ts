// Rejects patterns that can backtrack catastrophically, failing closed: a pattern runs only
// when the recheck ReDoS analyser proves it linear (automaton checker; on lookarounds the
// pattern without them, which is conservative; fuzzing where the automaton cannot model the
// pattern, e.g. backreferences). Exponential and polynomial (super-linear) verdicts reject the
// rule — a quadratic one is tolerated only inside keyword windows (keywordWindow) — and so does
// `unknown` (the analyser ran out of time or cannot model the pattern): no verdict is
// downgraded on timing. A quick stress scan can only add a rejection (`slow`).
//
// Verdicts are cached by pattern hash. The verdicts of the shipped patterns are built with long
// analysis budgets (`npm run rules:cache`) into regex-safety.json at the package root, never
// inside RULES_DIR: a copy of a shipped pattern reuses its verdict, any other pattern is
// analysed, so a dropped-in pack set cannot bring its own verdicts. New verdicts are kept in
// memory and, when the server has a data directory, on disk there. The same files hold each
// pattern's shape (pattern-shape.ts) under "shape:<key>": a fact of the pattern, like its verdict.

import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCacheFile, writeCacheFile } from './cache-file.js';

export type Complexity = { kind: 'safe' } | { kind: 'polynomial'; degree: number } | { kind: 'exponential' } | { kind: 'slow'; ms: number } | { kind: 'unknown' };

type CheckSync = typeof import('recheck').checkSync;
let analyser: CheckSync | undefined;
/** The analyser is loaded only when a pattern has no verdict yet: it is the largest module the
 * service would otherwise load at start (tens of MiB), and the shipped patterns all have one. */
const checkSync: CheckSync = (...args) => (analyser ??= (createRequire(import.meta.url)('recheck') as typeof import('recheck')).checkSync)(...args);

/** A pattern's capturing groups and whether it matches the empty string (see pattern-shape.ts). */
export interface PatternShape {
  groups: number;
  names: string[];
  empty: boolean;
}

const memory = new Map<string, Complexity>();
const shapes = new Map<string, PatternShape>();
const SHAPE_PREFIX = 'shape:';
let diskFile: string | undefined;
let diskDirty = false;

/** The verdicts of the shipped patterns, at the package root (dist/src/registry → ../../..). */
export const SEED_CACHE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../regex-safety.json');

/** Analysis budgets: at load time for patterns without a cached verdict, and for the seed file. */
export const LOAD_BUDGET = { automatonMs: 2_000, fuzzMs: 3_000 };
export const SEED_BUDGET = { automatonMs: 15_000, fuzzMs: 15_000 };
let budget = LOAD_BUDGET;

function readCache(file: string): void {
  const saved = readCacheFile(file);
  if (!saved || typeof saved !== 'object') return;
  for (const [k, v] of Object.entries(saved as Record<string, Complexity | PatternShape>)) {
    if (k.startsWith(SHAPE_PREFIX)) {
      if (!shapes.has(k) && isShape(v)) shapes.set(k, v);
    } else if (!memory.has(k)) memory.set(k, v as Complexity);
  }
}

function isShape(v: unknown): v is PatternShape {
  const s = v as Partial<PatternShape> | null;
  return typeof s?.groups === 'number' && Array.isArray(s.names) && typeof s.empty === 'boolean';
}

/** The cached shape of a pattern, if it was probed before (or ships in the seed file). */
export function cachedShape(source: string, flags: string): PatternShape | undefined {
  seed();
  return shapes.get(SHAPE_PREFIX + regexCacheKey(source, flags));
}

export function rememberShape(source: string, flags: string, shape: PatternShape): void {
  shapes.set(SHAPE_PREFIX + regexCacheKey(source, flags), shape);
  diskDirty = true;
}

/** Every cached verdict and shape, as the cache files store them. */
function cacheContents(): Record<string, Complexity | PatternShape> {
  return { ...Object.fromEntries(memory), ...Object.fromEntries(shapes) };
}

let seeded = false;
/** The shipped verdicts are always known: without them a shipped pattern's verdict would depend
 * on how busy the machine is when it is analysed again (the analysis is budgeted in time). */
function seed(): void {
  if (seeded) return;
  seeded = true;
  readCache(SEED_CACHE);
}

/** Loads the shipped verdicts and persists new ones to `file` (optional, e.g. in DATA_DIR). */
export function useRegexCache(file?: string): void {
  diskFile = file;
  seed();
  if (file) readCache(file);
}

/** The analysis budgets for patterns analysed from now on (the seed builder uses SEED_BUDGET). */
export function useAnalysisBudget(b: { automatonMs: number; fuzzMs: number }): void {
  budget = b;
}

export function regexCacheKey(source: string, flags: string): string {
  return createHash('sha256').update(`${flags.replace(/[gd]/g, '')}/${source}`).digest('hex').slice(0, 32);
}

/** Verdicts for exactly these patterns (for writing the seed file). */
export function verdictsFor(patterns: ReadonlyArray<{ source: string; flags: string }>): Record<string, Complexity> {
  const out: Record<string, Complexity> = {};
  for (const p of [...patterns].sort((a, b) => (regexCacheKey(a.source, a.flags) < regexCacheKey(b.source, b.flags) ? -1 : 1)))
    out[regexCacheKey(p.source, p.flags)] = analyseUncached(p.source, p.flags);
  return out;
}

export function hasVerdict(source: string, flags: string): boolean {
  seed();
  return memory.has(regexCacheKey(source, flags));
}

export function flushRegexCache(): void {
  if (!diskFile || !diskDirty) return;
  // A read-only data dir only costs start-up time.
  if (writeCacheFile(diskFile, cacheContents())) diskDirty = false;
}

export function analyseRegex(source: string, flags: string): Complexity {
  seed();
  const key = regexCacheKey(source, flags);
  const cached = memory.get(key);
  if (cached) return cached;
  const verdict = analyseUncached(source, flags);
  memory.set(key, verdict);
  diskDirty = true;
  return verdict;
}

/** The analysis itself, ignoring every cached verdict (the seed builder re-analyses with it). */
function analyseUncached(source: string, flags: string): Complexity {
  const clean = flags.replace(/[gd]/g, '');
  let verdict: Complexity;
  try {
    // The automaton checker is exact but cannot model lookarounds; lookarounds consume nothing
    // and only restrict matches, so analysing the pattern without them is conservative.
    let result = checkSync(source, clean, { checker: 'automaton', timeout: budget.automatonMs });
    if (result.status === 'unknown') {
      // Only a proof of safety carries over from the stripped pattern; a vulnerability found
      // without the lookarounds may be one they rule out, so the pattern itself is fuzzed then.
      const stripped = stripLookarounds(source);
      if (stripped !== source && stripped.length > 0) {
        const withoutLookarounds = checkSync(stripped, clean, { checker: 'automaton', timeout: budget.automatonMs });
        if (withoutLookarounds.status === 'safe') result = withoutLookarounds;
      }
    }
    if (result.status === 'unknown') result = checkSync(source, clean, { checker: 'fuzz', timeout: budget.fuzzMs });
    if (result.status === 'safe') verdict = { kind: 'safe' };
    else if (result.status === 'vulnerable' && result.complexity.type === 'exponential') verdict = { kind: 'exponential' };
    else if (result.status === 'vulnerable' && result.complexity.type === 'polynomial') verdict = { kind: 'polynomial', degree: result.complexity.degree };
    else verdict = { kind: 'unknown' };
  } catch {
    verdict = { kind: 'unknown' };
  }
  // Whatever the analysis proved, a pattern that is slow on plain adversarial input is slow.
  if (verdict.kind === 'safe') {
    const ms = quickStress(source, clean);
    if (ms > STRESS_LIMIT_MS) verdict = { kind: 'slow', ms: Math.round(ms) };
  }
  return verdict;
}

/** Removes (?=…), (?!…), (?<=…) and (?<!…) groups, respecting escapes and character classes. */
export function stripLookarounds(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i, i + 4);
    if (/^\(\?(=|!|<=|<!)/.test(rest)) {
      let depth = 0;
      let inClass = false;
      let j = i;
      for (; j < source.length; j++) {
        const c = source[j];
        if (c === '\\') {
          j++;
          continue;
        }
        if (inClass) {
          if (c === ']') inClass = false;
          continue;
        }
        if (c === '[') inClass = true;
        else if (c === '(') depth++;
        else if (c === ')' && --depth === 0) break;
      }
      i = j + 1;
      continue;
    }
    const c = source[i]!;
    out += c;
    if (c === '\\' && i + 1 < source.length) out += source[++i];
    else if (c === '[') {
      // copy a character class verbatim so a "(?=" inside it is not taken for a group
      for (i++; i < source.length && source[i] !== ']'; i++) {
        out += source[i];
        if (source[i] === '\\' && i + 1 < source.length) out += source[++i];
      }
      if (i < source.length) out += source[i];
    }
    i++;
  }
  return out;
}

const STRESS_SIZE = 8_192;
const STRESS_LIMIT_MS = 150;

/**
 * The slowest scan of a few adversarial inputs built from the pattern's own literals (each run of
 * literal text repeated: stacked bounded repeats after a literal such as `https?://[^\s]{3,300}
 * [^\n]{0,80}?` are linear but cost their product at every repetition of it) and from common runs
 * (letters, digits, spaces, separators), in milliseconds.
 */
export function quickStress(source: string, flags: string): number {
  const literal = source.replace(/\\[dDsSwWbB]|\\[pPu]\{[^}]*\}|[\\()[\]{}?*+|^$]/g, '').replace(/[^\x20-\x7e]/g, '');
  const units = [...literalRuns(source), literal.slice(0, 24) || 'a', 'a', 'A1', '0', ' ', 'a ', '-', '._', 'a=', 'a@', '/'];
  const re = new RegExp(source, `${flags}g`);
  let worst = 0;
  for (const unit of units) {
    const text = unit.repeat(Math.ceil(STRESS_SIZE / unit.length)).slice(0, STRESS_SIZE) + '\u0000';
    // Best of three runs: a busy machine must not turn a fast pattern into a rejected one.
    worst = Math.max(worst, timeScan(re, text, 3));
    if (worst > STRESS_LIMIT_MS) break;
  }
  return worst;
}

const MAX_RUNS = 6;
const ESCAPE = /\\(?:[pPu]\{[^}]*\}|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|c[A-Za-z]|k<[^>]*>|[^])/y;
const CLASS = /\[\]?(?:\\[^]|[^\]\\])*\]/y;
const GROUP_OPEN = /\((?:\?(?:[:=!]|<[=!]|<[A-Za-z_]\w*>))?/y;
const QUANTIFIER = /(?:[?*+]|\{\d+(?:,\d*)?\})\??/y;
const CONTROL: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };

/** The token of `re` at `at` in `source` (sticky), or undefined. */
function tokenAt(re: RegExp, source: string, at: number): string | undefined {
  re.lastIndex = at;
  return re.exec(source)?.[0];
}

/** A quantifier that lets its atom repeat many times: `+`, `*`, `{n,}` or an upper bound of 16 or more. */
const LONG_REPEAT = /^(?:[*+]|\{\d+,(?:\d{3,}|[2-9]\d|1[6-9])?\})/;

/**
 * Runs of literal text in a pattern (at least three characters; at most MAX_RUNS), skipping an
 * optional character and reading a repeated one once (`https?://` gives `http://`, `a+b` gives
 * `ab`), broken by groups, alternations, classes and escapes that stand for a set. Runs followed
 * by a long repeat of a class come first: repeating them makes the repeat start everywhere.
 */
export function literalRuns(source: string): string[] {
  const runs = new Map<string, boolean>();
  let run = '';
  const close = (feedsRepeat: boolean): void => {
    if (run.length >= 3) runs.set(run, feedsRepeat || (runs.get(run) ?? false));
    run = '';
  };
  for (let i = 0; i < source.length; ) {
    const c = source[i]!;
    let token = c;
    let lit: string | undefined;
    if (c === '\\') {
      token = tokenAt(ESCAPE, source, i) ?? c;
      const e = token.slice(1);
      if (token.length === 2 && !/[dDsSwWbB0-9]/.test(e)) lit = CONTROL[e] ?? e;
    } else if (c === '[') token = tokenAt(CLASS, source, i) ?? c;
    else if (c === '(') token = tokenAt(GROUP_OPEN, source, i) ?? c;
    else if (!'|)^$.?*+{}]'.includes(c)) lit = c;
    i += token.length;
    const quantifier = tokenAt(QUANTIFIER, source, i) ?? '';
    i += quantifier.length;
    if (lit === undefined) close(LONG_REPEAT.test(quantifier) && /^[[\\.]/.test(token));
    else if (!/^(?:[?*]|\{0[,}])/.test(quantifier)) run += lit;
  }
  close(false);
  return [...runs]
    .sort(([a, fa], [b, fb]) => Number(fb) - Number(fa) || b.length - a.length)
    .slice(0, MAX_RUNS)
    .map(([r]) => r);
}

function timeScan(re: RegExp, text: string, runs: number): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    re.lastIndex = 0;
    while (re.exec(text) !== null) if (re.lastIndex === 0) break;
    best = Math.min(best, performance.now() - t0);
    if (best > 250) break; // already too slow: no need for a best-of-three
  }
  return best;
}

/** undefined when the rule may run; otherwise why not. */
export function unsafeReason(source: string, flags: string, bounded: boolean): string | undefined {
  const c = analyseRegex(source, flags);
  if (c.kind === 'exponential') return 'exponential backtracking: rewrite nested or overlapping quantifiers (e.g. (a+)+, (\\w+\\s?)*)';
  // A quadratic pattern is tolerated only where the engine confines it to keyword windows
  // (keywordWindow); cubic and worse, or quadratic over the whole text, are rejected.
  if (c.kind === 'polynomial' && (!bounded || c.degree > 2))
    return `polynomial backtracking (degree ${c.degree}): make adjacent quantified parts unambiguous or bound them ({1,64} instead of +)${c.degree === 2 ? ', or set keywordWindow' : ''}`;
  if (c.kind === 'unknown') return 'the ReDoS analyser could not prove this pattern linear within its budget: simplify it (fewer alternations and lookarounds, bounded repeats)';
  if (c.kind === 'slow' && !bounded)
    return `slow on adversarial input (${c.ms} ms for ${STRESS_SIZE} characters): make adjacent quantified parts unambiguous, or set keywordWindow`;
  return undefined;
}

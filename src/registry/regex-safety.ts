// Rejects patterns that can backtrack catastrophically, using the recheck ReDoS analyser
// (automaton checker; fuzzing only for backreferences). Exponential and cubic-or-worse patterns
// are rejected. A quadratic verdict is confirmed by measurement: recheck's own attack string runs
// at two sizes, and the pattern is super-linear only if the time grows clearly faster than the
// input (large bounded repeats such as [^)]{1,2048} are reported although they run in linear
// time). Confirmed quadratic patterns are accepted only on bounded regions (keywordWindow).
// Verdicts are cached by pattern hash in memory and on disk.

import { checkSync } from 'recheck';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type Complexity = { kind: 'safe' } | { kind: 'polynomial'; degree: number } | { kind: 'exponential' } | { kind: 'slow'; ms: number } | { kind: 'unknown' };

const memory = new Map<string, Complexity>();
let diskFile: string | undefined;
let diskDirty = false;

/** The verdicts of the shipped patterns, committed beside the packs (`npm run rules:cache`). */
export const SEED_CACHE = '.regex-safety.json';

function readCache(file: string): void {
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Complexity>;
    for (const [k, v] of Object.entries(saved)) if (!memory.has(k)) memory.set(k, v);
  } catch {
    // No cache yet, or an unreadable one: it is only a cache.
  }
}

/** Loads the seed verdicts of `rulesDir` and persists new ones to `file` (optional). */
export function useRegexCache(file: string | undefined, rulesDir?: string): void {
  diskFile = file;
  if (rulesDir) readCache(path.join(rulesDir, SEED_CACHE));
  if (file) readCache(file);
}

export function regexCacheKey(source: string, flags: string): string {
  return createHash('sha256').update(`${flags.replace(/[gd]/g, '')}/${source}`).digest('hex').slice(0, 32);
}

/** Verdicts for exactly these patterns (for writing the seed file). */
export function verdictsFor(patterns: ReadonlyArray<{ source: string; flags: string }>): Record<string, Complexity> {
  const out: Record<string, Complexity> = {};
  for (const p of [...patterns].sort((a, b) => (regexCacheKey(a.source, a.flags) < regexCacheKey(b.source, b.flags) ? -1 : 1)))
    out[regexCacheKey(p.source, p.flags)] = analyseRegex(p.source, p.flags);
  return out;
}

export function hasVerdict(source: string, flags: string): boolean {
  return memory.has(regexCacheKey(source, flags));
}

export function flushRegexCache(): void {
  if (!diskFile || !diskDirty) return;
  try {
    fs.mkdirSync(path.dirname(diskFile), { recursive: true });
    const tmp = `${diskFile}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(Object.fromEntries(memory)));
    fs.renameSync(tmp, diskFile);
    diskDirty = false;
  } catch {
    // A read-only data dir only costs start-up time.
  }
}

export function analyseRegex(source: string, flags: string): Complexity {
  const key = regexCacheKey(source, flags);
  const cached = memory.get(key);
  if (cached) return cached;
  const clean = flags.replace(/[gd]/g, '');
  let verdict: Complexity;
  try {
    // The automaton checker is exact and fast but cannot model lookarounds; lookarounds consume
    // nothing and only restrict matches, so analysing the pattern without them is conservative.
    let result = checkSync(source, clean, { checker: 'automaton', timeout: 800 });
    if (result.status === 'unknown') {
      const stripped = stripLookarounds(source);
      if (stripped !== source && stripped.length > 0) result = checkSync(stripped, clean, { checker: 'automaton', timeout: 800 });
    }
    if (result.status === 'unknown') result = checkSync(source, clean, { timeout: 1200 }); // e.g. backreferences: fuzzing
    if (result.status === 'safe') verdict = { kind: 'safe' };
    else if (result.status === 'vulnerable' && result.complexity.type === 'exponential') verdict = { kind: 'exponential' };
    else if (result.status === 'vulnerable' && result.complexity.type === 'polynomial') {
      const degree = result.complexity.degree;
      verdict = degree > 2 || measuredSuperlinear(source, clean, result.attack) ? { kind: 'polynomial', degree } : { kind: 'safe' };
    } else verdict = { kind: 'unknown' };
  } catch {
    verdict = { kind: 'unknown' };
  }
  // Whatever the analysis said, a pattern that is slow on plain adversarial input is slow.
  if (verdict.kind === 'safe' || verdict.kind === 'unknown') {
    const ms = quickStress(source, clean);
    if (ms > STRESS_LIMIT_MS) verdict = { kind: 'slow', ms: Math.round(ms) };
  }
  memory.set(key, verdict);
  diskDirty = true;
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
 * The slowest scan of a few adversarial inputs built from the pattern's own literal characters
 * and from common runs (letters, digits, spaces, separators), in milliseconds.
 */
function quickStress(source: string, flags: string): number {
  const literal = source.replace(/\\[dDsSwWbB]|\\[pPu]\{[^}]*\}|[\\()[\]{}?*+|^$]/g, '').replace(/[^\x20-\x7e]/g, '');
  const units = [literal.slice(0, 24) || 'a', 'a', 'A1', '0', ' ', 'a ', '-', '._', 'a=', 'a@', '/'];
  const re = new RegExp(source, `${flags}g`);
  let worst = 0;
  for (const unit of units) {
    const text = unit.repeat(Math.ceil(STRESS_SIZE / unit.length)).slice(0, STRESS_SIZE) + '\u0000';
    worst = Math.max(worst, timeScan(re, text, 1));
    if (worst > STRESS_LIMIT_MS) break;
  }
  return worst;
}

interface Attack {
  pumps: ReadonlyArray<{ prefix: string; pump: string }>;
  suffix: string;
}

/** Builds the attack at about `size` characters. */
function attackOfSize(attack: Attack, size: number): string {
  const n = Math.max(1, attack.pumps.length);
  return attack.pumps.map((p) => p.prefix + p.pump.repeat(Math.ceil(size / n / Math.max(1, p.pump.length)))).join('') + attack.suffix;
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

/**
 * Quadrupling the input must not take more than ~2.5× the linear growth, nor 200 ms at 16 Ki.
 * A pattern already slow at 4 Ki is super-linear without timing the larger input. Only quadratic
 * verdicts are timed: a cubic or exponential attack could run for minutes.
 */
function measuredSuperlinear(source: string, flags: string, attack: Attack): boolean {
  const re = new RegExp(source, `${flags.replace(/[gd]/g, '')}g`);
  const small = timeScan(re, attackOfSize(attack, 4_096), 3);
  if (small > 50) return true;
  const large = timeScan(re, attackOfSize(attack, 16_384), 3);
  return large > 200 || (large > 5 && large / Math.max(small, 0.05) > 10);
}

/** undefined when the rule may run; otherwise why not. */
export function unsafeReason(source: string, flags: string, bounded: boolean): string | undefined {
  const c = analyseRegex(source, flags);
  if (c.kind === 'exponential') return 'exponential backtracking: rewrite nested or overlapping quantifiers (e.g. (a+)+, (\\w+\\s?)*)';
  if (c.kind === 'polynomial' && (!bounded || c.degree > 2))
    return `polynomial backtracking (degree ${c.degree}): bound the quantifiers ({1,64} instead of +) or set keywordWindow`;
  if (c.kind === 'slow' && !bounded)
    return `slow on adversarial input (${c.ms} ms for ${STRESS_SIZE} characters): make adjacent quantified parts unambiguous, or set keywordWindow`;
  return undefined;
}

// Rejects patterns that can backtrack catastrophically, using the recheck ReDoS analyser.
// Exponential patterns are always rejected. A polynomial verdict is confirmed by measurement:
// recheck's own attack string is run at two sizes, and the pattern is super-linear only if the
// time grows clearly faster than the input (recheck's fuzzer reports large bounded repeats such
// as [^)]{1,2048} as polynomial although they run in linear time). Confirmed polynomial patterns
// are accepted only on bounded regions (keywordWindow). Verdicts are cached by pattern hash in
// memory and on disk, because analysing a pattern can take a tenth of a second.

import { checkSync } from 'recheck';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type Complexity = { kind: 'safe' } | { kind: 'polynomial'; degree: number } | { kind: 'exponential' } | { kind: 'unknown' };

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
  let verdict: Complexity;
  try {
    const result = checkSync(source, flags.replace(/[gd]/g, ''), { timeout: 5000 });
    if (result.status === 'safe') verdict = { kind: 'safe' };
    else if (result.status === 'vulnerable' && result.complexity.type === 'exponential') verdict = { kind: 'exponential' };
    else if (result.status === 'vulnerable' && result.complexity.type === 'polynomial')
      verdict = measuredSuperlinear(source, flags, result.attack) ? { kind: 'polynomial', degree: result.complexity.degree } : { kind: 'safe' };
    else verdict = { kind: 'unknown' };
  } catch {
    verdict = { kind: 'unknown' };
  }
  memory.set(key, verdict);
  diskDirty = true;
  return verdict;
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
 * Quadrupling the input must not take more than ~2.5× the linear growth, nor 250 ms at 64 Ki.
 * A pattern already slow at 16 Ki is super-linear without timing the larger input.
 */
function measuredSuperlinear(source: string, flags: string, attack: Attack): boolean {
  const re = new RegExp(source, `${flags.replace(/[gd]/g, '')}g`);
  const small = timeScan(re, attackOfSize(attack, 16_384), 3);
  if (small > 100) return true;
  const large = timeScan(re, attackOfSize(attack, 65_536), 3);
  return large > 250 || (large > 5 && large / Math.max(small, 0.05) > 10);
}

/** undefined when the rule may run; otherwise why not. */
export function unsafeReason(source: string, flags: string, bounded: boolean): string | undefined {
  const c = analyseRegex(source, flags);
  if (c.kind === 'exponential') return 'exponential backtracking: rewrite nested or overlapping quantifiers (e.g. (a+)+, (\\w+\\s?)*)';
  if (c.kind === 'polynomial' && (!bounded || c.degree > 2))
    return `polynomial backtracking (degree ${c.degree}): bound the quantifiers ({1,64} instead of +) or set keywordWindow`;
  return undefined;
}

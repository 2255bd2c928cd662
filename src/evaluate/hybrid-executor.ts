// Where each check run goes. A small input runs inline, on the request thread: a structured-clone
// round trip to a worker costs more than scanning a few KiB. A large input, and every run of a
// check whose worst case the service cannot bound, goes to the worker pool, where a run that
// overruns its budget has its thread terminated.
//
// Why the inline path keeps the time budget: it takes only inputs of at most `inlineMaxChars`
// and only the checks shipped with the service (their folder is the package's own plugins
// folder), whose patterns the ReDoS analysis proved linear and whose finders, decoders and parser
// are linear in the text; `npm run bench` measures their worst case on adversarial input of that
// size. A dropped-in check runs on the pool whatever the size. Should a shipped check still
// overrun its budget inline (its first run, which compiles its patterns, aside), it is demoted:
// from then on it runs only on the pool.
//
// The pool costs a V8 isolate and a compiled registry per thread, so with the shipped checks it
// starts only when first needed (the first large input), after the service is ready, and stops
// again after a quiet period. When a dropped-in check is loaded, every run of it needs the pool:
// then it starts before the service reports ready, and stays.
//
// No cold stall: a thread takes about a second of CPU to build its registry, several on a busy
// host, and a request must not wait that long for it. While no thread of the pool holds the
// request's snapshot yet, or every thread is busy with a job waiting per thread already, a shipped
// check's text up to COLD_INLINE_FACTOR × `inlineMaxChars`, but no more than COLD_INLINE_MAX_CHARS
// unless the inline limit itself is larger, runs inline (the same bounded path as above, demotion
// included; the bench measured the slowest check at 1.5 s on adversarial 16 Ki text on a heavily
// loaded host, within the 2 s budget) and the pool starts in the background.
// Larger texts, and agent actions above the inline limit (whose shell parsing has no measured
// bound at that size), wait for the pool, where an overrun thread is terminated.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadedCheck, Snapshot } from '../registry/registry.js';
import type { CheckInput } from '../registry/plugin-api.js';
import type { Logger } from '../observability/logger.js';
import { runCheck, type CheckRun } from './run-check.js';
import { WorkerPoolExecutor, type CheckExecutor, type RunRequest } from './executor.js';
import type { WorkerInit } from './worker-protocol.js';

/** The plugins shipped with the service (dist/src/evaluate → ../../../plugins). */
export const BUNDLED_PLUGINS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../plugins');

export interface HybridOptions {
  /** Pool threads (CHECK_WORKERS). */
  poolSize: number;
  /** Inputs up to this many characters run inline (CHECK_INLINE_MAX_CHARS); 0 = none. */
  inlineMaxChars: number;
  /** A pool with no job for this long is stopped. */
  poolIdleMs: number;
  worker: Omit<WorkerInit, 'index'>;
  /** Checks loaded from this folder may run inline (tests point it elsewhere). */
  bundledPluginsDir?: string;
}

/** How much larger a text may run inline while the pool starts or is busy… */
export const COLD_INLINE_FACTOR = 2;
/** …up to the size whose worst case the bench measured within the budget (or the inline limit, if larger). */
export const COLD_INLINE_MAX_CHARS = 16384;
/** Agent actions run inline up to this size at most, whatever the limit: their shell parsing has no measured bound beyond it. */
export const AGENT_ACTION_INLINE_MAX_CHARS = 8192;

export class HybridExecutor implements CheckExecutor {
  private pool: WorkerPoolExecutor | undefined;
  private readonly demoted = new Set<string>();
  private readonly ranInline = new WeakSet<object>();
  private readonly bundledDir: string;
  private lastPoolUse = 0;
  private readonly idleTimer: NodeJS.Timeout;
  private closed = false;
  /** Runs per path, for tests and the benchmark. */
  readonly runs = { inline: 0, inlineWhilePoolWaits: 0, pool: 0 };

  constructor(
    private readonly options: HybridOptions,
    private readonly logger: Logger,
    private target: Snapshot,
  ) {
    this.bundledDir = path.resolve(options.bundledPluginsDir ?? BUNDLED_PLUGINS_DIR) + path.sep;
    this.idleTimer = setInterval(() => this.stopIdlePool(), Math.max(1000, Math.min(options.poolIdleMs, 10_000)));
    this.idleTimer.unref();
  }

  /** When a loaded check can only run on the pool, starts it and resolves once it is ready. */
  async prepare(): Promise<void> {
    if ([...this.target.checks.values()].some((c) => !this.isBounded(c))) await this.ensurePool().ready();
  }

  run(check: LoadedCheck, input: CheckInput, request: RunRequest): Promise<CheckRun> {
    const inlineMax = input.kind === 'text' ? this.options.inlineMaxChars : Math.min(this.options.inlineMaxChars, AGENT_ACTION_INLINE_MAX_CHARS);
    if (this.inlineFits(check, input, inlineMax)) {
      this.runs.inline++;
      return this.runInline(check, input, request);
    }
    this.lastPoolUse = performance.now();
    const pool = this.ensurePool();
    const wait = !pool.holds(request.version) || pool.queued >= this.options.poolSize;
    if (wait && input.kind === 'text' && this.inlineFits(check, input, this.coldInlineMaxChars())) {
      this.runs.inlineWhilePoolWaits++;
      return this.runInline(check, input, request);
    }
    this.runs.pool++;
    return pool.run(check, input, request);
  }

  async confirm(snapshot: Snapshot): Promise<void> {
    this.target = snapshot;
    await this.pool?.confirm(snapshot);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.idleTimer);
    await this.pool?.close();
  }

  /** Whether the pool is running (for tests and the benchmark). */
  get poolRunning(): boolean {
    return this.pool !== undefined;
  }

  private inlineFits(check: LoadedCheck, input: CheckInput, limit: number): boolean {
    if (!this.isBounded(check) || this.demoted.has(check.meta.id)) return false;
    return inputChars(input, limit) <= limit;
  }

  private coldInlineMaxChars(): number {
    const inline = this.options.inlineMaxChars;
    return Math.min(inline * COLD_INLINE_FACTOR, Math.max(inline, COLD_INLINE_MAX_CHARS));
  }

  private isBounded(check: LoadedCheck): boolean {
    return (path.resolve(check.source.dir) + path.sep).startsWith(this.bundledDir);
  }

  private async runInline(check: LoadedCheck, input: CheckInput, request: RunRequest): Promise<CheckRun> {
    // A check's first run compiles its patterns to machine code (seconds on a busy host): that
    // cost is the check's, once, not the input's, so it does not count towards demotion.
    const first = !this.ranInline.has(check.instance);
    this.ranInline.add(check.instance);
    const run = await runCheck(check, input, request);
    const budget = Math.min(request.timeoutMs, check.meta.timeoutMs ?? request.timeoutMs);
    if (!first && run.durationMs > budget && !this.demoted.has(check.meta.id)) {
      this.demoted.add(check.meta.id);
      this.logger.warn({ check: check.meta.id, duration_ms: Math.round(run.durationMs), budget_ms: budget }, 'check overran its budget on the request thread; it runs on worker threads from now on');
    }
    return run;
  }

  private ensurePool(): WorkerPoolExecutor {
    if (!this.pool) {
      this.pool = new WorkerPoolExecutor(this.options.poolSize, this.options.worker, this.logger, this.target);
      this.lastPoolUse = performance.now();
      this.logger.info({ threads: this.options.poolSize }, 'check worker pool started');
    }
    return this.pool;
  }

  private stopIdlePool(): void {
    const pool = this.pool;
    if (!pool || this.closed || !pool.idle || performance.now() - this.lastPoolUse < this.options.poolIdleMs) return;
    // A dropped-in check runs only on the pool: keep it ready for the next request.
    if ([...this.target.checks.values()].some((c) => !this.isBounded(c))) return;
    this.pool = undefined;
    void pool.close();
    this.logger.info('check worker pool stopped after a quiet period');
  }
}

/** The input's size in characters, counting no further than just past `limit`. */
function inputChars(input: CheckInput, limit: number): number {
  if (input.kind === 'text') return input.text.length;
  let total = 0;
  const walk = (v: unknown): void => {
    if (total > limit) return;
    if (typeof v === 'string') total += v.length + 2;
    else if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) {
      total += k.length + 3;
      walk(x);
    }
    else total += 8;
  };
  walk(input.action);
  return total;
}

// Where checks run. `InlineExecutor` runs them on the request thread (tests, CHECK_WORKERS=0).
// `WorkerPoolExecutor` runs them on worker threads, one job per worker at a time, so CPU-heavy
// detection never blocks the event loop (`HybridExecutor` chooses between the two per run). Each
// worker holds its next job as well, so that it starts the moment the last one ends instead of
// when the request thread gets round to hearing about it (it may be busy scanning inline); a
// job that overruns its budget by a margin is answered as timed out and its worker is terminated
// and replaced. Workers load each new snapshot before
// the registry swaps it in (`confirm`), and a job runs only on a worker that confirmed the
// snapshot version the request took, so the detector_version a response names is the one
// that produced it.

import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { LoadedCheck, Snapshot } from '../registry/registry.js';
import type { CheckInput, CheckOutcome } from '../registry/plugin-api.js';
import type { Logger } from '../observability/logger.js';
import type { RequestViews } from '../text/request-views.js';
import { runCheck, type CheckRun } from './run-check.js';
import type { WorkerInit, WorkerRequest, WorkerResponse } from './worker-protocol.js';

export interface RunRequest {
  requestId: string;
  /** The detector_version of the snapshot the request took; the job runs on exactly that snapshot. */
  version: string;
  timeoutMs: number;
  explain?: boolean;
  onError?: (check: string, errorName: string) => void;
  /** Text views shared by the checks of the request that run on this thread (workers build their own). */
  views?: RequestViews;
}

export interface CheckExecutor {
  run(check: LoadedCheck, input: CheckInput, request: RunRequest): Promise<CheckRun>;
  /** Loads a new snapshot into every worker; resolves once each confirmed it (or was restarted). */
  confirm(snapshot: Snapshot): Promise<void>;
  close(): Promise<void>;
}

export class InlineExecutor implements CheckExecutor {
  run(check: LoadedCheck, input: CheckInput, request: RunRequest): Promise<CheckRun> {
    return runCheck(check, input, request);
  }
  async confirm(): Promise<void> {}
  async close(): Promise<void> {}
}

interface Job {
  id: number;
  check: LoadedCheck;
  input: CheckInput;
  request: RunRequest;
  queuedAt: number;
  resolve: (run: CheckRun) => void;
  /** Set once posted to a worker: when, and the milliseconds of its budget left then. */
  sent?: { at: number; remaining: number; budget: number };
}

interface Slot {
  worker: Worker;
  /** Snapshot versions the worker confirmed it holds (the current one and the one before). */
  versions: string[];
  /** Waiters for a confirmation of a version. */
  waiting: Map<string, Array<(ok: boolean) => void>>;
  /** Posted jobs, in the order the worker runs them: the first is running, the next waits in the worker. */
  jobs: Job[];
  timer: NodeJS.Timeout | undefined;
}

/** Jobs a worker holds at once: the one it runs and the one it starts next. */
const JOBS_PER_WORKER = 2;

/** How long a worker may take to load a snapshot before it is replaced. */
const LOAD_TIMEOUT_MS = 60_000;

/** Extra time a worker gets past the check's budget before it is terminated. */
const TERMINATE_MARGIN_MS = 250;

export class WorkerPoolExecutor implements CheckExecutor {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** When a worker first held a snapshot: time a job spent waiting for a cold pool is not overload. */
  private warmSince: number | undefined;

  constructor(
    private readonly size: number,
    private readonly init: Omit<WorkerInit, 'index'>,
    private readonly logger: Logger,
    private target: Snapshot,
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn(i));
  }

  /** Resolves when every worker has loaded the current snapshot. */
  async ready(): Promise<void> {
    await Promise.all(this.slots.map((s) => this.loaded(s, this.target.version)));
  }

  run(check: LoadedCheck, input: CheckInput, request: RunRequest): Promise<CheckRun> {
    if (this.closed) return Promise.resolve(errorRun(check, 'the service is shutting down', 0, false));
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, check, input, request, queuedAt: performance.now(), resolve });
      this.dispatch();
    });
  }

  /** True when a worker holds this snapshot version: a job on it need not wait for a thread to build one. */
  holds(version: string): boolean {
    return this.slots.some((s) => s.versions.includes(version));
  }

  /** Jobs waiting for a free worker. */
  get queued(): number {
    return this.queue.length;
  }

  /** True when no job is queued or running. */
  get idle(): boolean {
    return this.queue.length === 0 && this.slots.every((s) => s.jobs.length === 0);
  }

  async confirm(snapshot: Snapshot): Promise<void> {
    this.target = snapshot;
    await Promise.all(
      this.slots.map(async (slot, index) => {
        slot.worker.postMessage({ type: 'load', version: snapshot.version, packs: snapshot.packs } satisfies WorkerRequest);
        if (await this.loaded(slot, snapshot.version)) return;
        // The worker built something else (a plugin file changed mid-reload) or did not answer:
        // say so, and replace it with a worker that loads the snapshot from scratch.
        this.logger.error({ worker: index, detector_version: snapshot.version }, 'check worker did not confirm the new snapshot; restarting it');
        if (this.slots[index] !== slot) return;
        const fresh = this.spawn(index);
        this.slots[index] = fresh;
        this.abandon(slot, (job) => errorRun(job.check, `${job.check.meta.id} failed with an internal error`, 0, false));
        void slot.worker.terminate();
        await this.loaded(fresh, snapshot.version);
      }),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve(errorRun(job.check, 'the service is shutting down', 0, false));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  /** Resolves true when the slot confirms `version`, false when it built another one or timed out. */
  private loaded(slot: Slot, version: string): Promise<boolean> {
    if (slot.versions.includes(version)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), LOAD_TIMEOUT_MS);
      timer.unref();
      const list = slot.waiting.get(version) ?? [];
      list.push((ok) => {
        clearTimeout(timer);
        resolve(ok);
      });
      slot.waiting.set(version, list);
    });
  }

  private spawn(index: number): Slot {
    const worker = new Worker(fileURLToPath(new URL('./check-worker.js', import.meta.url)), { workerData: { ...this.init, index } satisfies WorkerInit });
    const slot: Slot = { worker, versions: [], waiting: new Map(), jobs: [], timer: undefined };
    worker.on('message', (msg: WorkerResponse) => {
      if (msg.type === 'loaded' || msg.type === 'load_failed') {
        const ok = msg.type === 'loaded' && msg.version === msg.expected;
        if (msg.type === 'loaded') slot.versions = [...slot.versions.filter((v) => v !== msg.version), msg.version].slice(-2);
        if (msg.type === 'loaded') this.warmSince ??= performance.now();
        if (!ok) this.logger.error({ worker: index, expected: msg.expected, ...(msg.type === 'loaded' ? { built: msg.version } : { error: msg.error }) }, 'check worker built a different snapshot');
        for (const done of slot.waiting.get(msg.expected) ?? []) done(ok);
        slot.waiting.delete(msg.expected);
        this.dispatch();
      } else if (msg.type === 'result' && slot.jobs[0]?.id === msg.id) {
        this.finish(slot, { check: slot.jobs[0].check, outcome: msg.outcome, durationMs: msg.durationMs, timedOut: msg.timedOut });
      } else if (msg.type === 'check_error') slot.jobs[0]?.request.onError?.(msg.check, msg.errorName);
    });
    worker.on('error', (err) => this.logger.error({ worker: index, error: err.name }, 'check worker crashed'));
    worker.on('exit', () => {
      if (this.closed || this.slots[index] !== slot) return;
      this.slots[index] = this.spawn(index);
      this.abandon(slot, (job) => errorRun(job.check, `${job.check.meta.id} failed with an internal error`, 0, false));
    });
    worker.postMessage({ type: 'load', version: this.target.version, packs: this.target.packs } satisfies WorkerRequest);
    return slot;
  }

  private dispatch(): void {
    // A job whose snapshot no worker holds any more, and none will load, cannot run honestly.
    for (const job of [...this.queue]) {
      if (job.request.version === this.target.version || this.slots.some((s) => s.versions.includes(job.request.version))) continue;
      this.queue.splice(this.queue.indexOf(job), 1);
      job.resolve(errorRun(job.check, `${job.check.meta.id} could not run: its snapshot was replaced`, performance.now() - job.queuedAt, false));
    }
    for (const slot of this.slots) {
      // A job answered as overloaded leaves the slot free: keep taking jobs until it holds enough.
      while (slot.jobs.length < JOBS_PER_WORKER) {
        const index = this.queue.findIndex((j) => slot.versions.includes(j.request.version));
        if (index < 0) break;
        const job = this.queue.splice(index, 1)[0]!;
        const waited = performance.now() - Math.max(job.queuedAt, this.warmSince ?? 0);
        const budget = Math.min(job.request.timeoutMs, job.check.meta.timeoutMs ?? job.request.timeoutMs);
        if (waited >= budget) {
          job.resolve(errorRun(job.check, `${job.check.meta.id} could not start within its ${budget} ms budget (overloaded)`, waited, true));
          continue;
        }
        this.start(slot, job, budget - waited, budget);
      }
    }
  }

  /** Posts `job` to `slot` with what is left of its budget; the worker deducts the time it waits there. */
  private start(slot: Slot, job: Job, remaining: number, budget: number): void {
    job.sent = { at: performance.timeOrigin + performance.now(), remaining, budget };
    slot.jobs.push(job);
    slot.worker.postMessage({ type: 'run', id: job.id, check: job.check.meta.id, version: job.request.version, input: job.input, requestId: job.request.requestId, timeoutMs: remaining, budgetMs: budget, sentAt: job.sent.at, ...(job.request.explain ? { explain: true } : {}) } satisfies WorkerRequest);
    if (slot.jobs.length === 1) this.watch(slot);
  }

  /** If the worker cannot answer its running job in time (a synchronous loop ignores AbortSignal), give up and replace it. */
  private watch(slot: Slot): void {
    const job = slot.jobs[0];
    if (!job?.sent) return;
    const left = job.sent.at + job.sent.remaining - (performance.timeOrigin + performance.now());
    slot.timer = setTimeout(() => {
      if (slot.jobs[0] !== job) return;
      this.logger.warn({ check: job.check.meta.id, request_id: job.request.requestId }, 'check overran its budget; restarting its worker');
      // Replace the slot before answering: answering dispatches the next job, never to this worker.
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots[index] = this.spawn(index);
      void slot.worker.terminate();
      this.abandon(slot, (j) => errorRun(j.check, `${j.check.meta.id} did not finish within its ${j.sent?.budget ?? 0} ms budget`, j.sent?.budget ?? 0, true));
    }, Math.max(0, left) + TERMINATE_MARGIN_MS);
  }

  private finish(slot: Slot, run: CheckRun): void {
    clearTimeout(slot.timer);
    const job = slot.jobs.shift();
    job?.resolve(run);
    this.watch(slot);
    this.dispatch();
  }

  /** A worker that is gone: its running job gets `answer`, the job it held next goes back to the front of the queue. */
  private abandon(slot: Slot, answer: (job: Job) => CheckRun): void {
    clearTimeout(slot.timer);
    const [running, ...waiting] = slot.jobs.splice(0);
    for (const job of waiting.reverse()) {
      delete job.sent;
      this.queue.unshift(job);
    }
    running?.resolve(answer(running));
    this.dispatch();
  }
}

function errorRun(check: LoadedCheck, reason: string, durationMs: number, timedOut: boolean): CheckRun {
  const outcome: CheckOutcome = { status: 'error', reason };
  return { check, outcome, durationMs, timedOut };
}

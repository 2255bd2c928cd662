// Where checks run. `InlineExecutor` runs them on the request thread (tests, CHECK_WORKERS=0).
// `WorkerPoolExecutor` runs them on worker threads, one job per worker at a time, so CPU-heavy
// detection never blocks the event loop; a job that overruns its budget by a margin is answered
// as timed out and its worker is terminated and replaced.

import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { LoadedCheck } from '../registry/registry.js';
import type { CheckInput, CheckOutcome } from '../registry/plugin-api.js';
import type { Logger } from '../observability/logger.js';
import { runCheck, type CheckRun } from './run-check.js';
import type { WorkerInit, WorkerRequest, WorkerResponse } from './worker-protocol.js';

export interface RunRequest {
  requestId: string;
  timeoutMs: number;
  explain?: boolean;
  onError?: (check: string, errorName: string) => void;
}

export interface CheckExecutor {
  run(check: LoadedCheck, input: CheckInput, request: RunRequest): Promise<CheckRun>;
  /** Rebuild worker registries after the main registry changed. */
  reload(): void;
  close(): Promise<void>;
}

export class InlineExecutor implements CheckExecutor {
  run(check: LoadedCheck, input: CheckInput, request: RunRequest): Promise<CheckRun> {
    return runCheck(check, input, request);
  }
  reload(): void {}
  async close(): Promise<void> {}
}

interface Job {
  id: number;
  check: LoadedCheck;
  input: CheckInput;
  request: RunRequest;
  queuedAt: number;
  resolve: (run: CheckRun) => void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  isReady: boolean;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
}

/** Extra time a worker gets past the check's budget before it is terminated. */
const TERMINATE_MARGIN_MS = 250;

export class WorkerPoolExecutor implements CheckExecutor {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly init: Omit<WorkerInit, 'index'>,
    private readonly logger: Logger,
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn(i));
  }

  /** Resolves when every worker has built its registry. */
  async ready(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.ready));
  }

  run(check: LoadedCheck, input: CheckInput, request: RunRequest): Promise<CheckRun> {
    if (this.closed) return Promise.resolve(errorRun(check, 'the service is shutting down', 0, false));
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, check, input, request, queuedAt: performance.now(), resolve });
      this.dispatch();
    });
  }

  reload(): void {
    for (const s of this.slots) s.worker.postMessage({ type: 'reload' } satisfies WorkerRequest);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve(errorRun(job.check, 'the service is shutting down', 0, false));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private spawn(index: number): Slot {
    const worker = new Worker(fileURLToPath(new URL('./check-worker.js', import.meta.url)), { workerData: { ...this.init, index } satisfies WorkerInit });
    let markReady: () => void = () => undefined;
    const slot: Slot = { worker, ready: new Promise<void>((r) => (markReady = r)), isReady: false, job: undefined, timer: undefined };
    worker.on('message', (msg: WorkerResponse) => {
      if (msg.type === 'ready') {
        slot.isReady = true;
        markReady();
        this.dispatch();
      } else if (msg.type === 'result' && slot.job?.id === msg.id) {
        this.finish(slot, { check: slot.job.check, outcome: msg.outcome, durationMs: msg.durationMs, timedOut: msg.timedOut });
      } else if (msg.type === 'check_error') slot.job?.request.onError?.(msg.check, msg.errorName);
    });
    worker.on('error', (err) => this.logger.error({ worker: index, error: err.name }, 'check worker crashed'));
    worker.on('exit', () => {
      if (this.closed || this.slots[index] !== slot) return;
      if (slot.job) this.finish(slot, errorRun(slot.job.check, `${slot.job.check.meta.id} failed with an internal error`, 0, false));
      this.slots[index] = this.spawn(index);
    });
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.job || !slot.isReady) continue;
      const job = this.queue.shift()!;
      const waited = performance.now() - job.queuedAt;
      const budget = Math.min(job.request.timeoutMs, job.check.meta.timeoutMs ?? job.request.timeoutMs);
      if (waited >= budget) {
        job.resolve(errorRun(job.check, `${job.check.meta.id} could not start within its ${budget} ms budget (overloaded)`, waited, true));
        continue;
      }
      slot.job = job;
      slot.worker.postMessage({ type: 'run', id: job.id, check: job.check.meta.id, input: job.input, requestId: job.request.requestId, timeoutMs: budget - waited, ...(job.request.explain ? { explain: true } : {}) } satisfies WorkerRequest);
      // If the worker cannot answer (a synchronous loop ignores AbortSignal), give up and replace it.
      slot.timer = setTimeout(() => {
        if (slot.job !== job) return;
        this.logger.warn({ check: job.check.meta.id, request_id: job.request.requestId }, 'check overran its budget; restarting its worker');
        this.finish(slot, errorRun(job.check, `${job.check.meta.id} did not finish within its ${budget} ms budget`, budget, true));
        const index = this.slots.indexOf(slot);
        this.slots[index] = this.spawn(index);
        void slot.worker.terminate();
      }, budget - waited + TERMINATE_MARGIN_MS);
    }
  }

  private finish(slot: Slot, run: CheckRun): void {
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = undefined;
    job?.resolve(run);
    this.dispatch();
  }
}

function errorRun(check: LoadedCheck, reason: string, durationMs: number, timedOut: boolean): CheckRun {
  const outcome: CheckOutcome = { status: 'error', reason };
  return { check, outcome, durationMs, timedOut };
}

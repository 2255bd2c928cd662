// Runs one check under its time budget. A check that throws or runs out of time becomes an
// `error` outcome (the aggregator turns it into `review`); it never fails the request. Error
// messages from plugins are not propagated: they could quote the input.

import type { LoadedCheck } from '../registry/registry.js';
import type { CheckInput, CheckInstance, CheckOutcome } from '../registry/plugin-api.js';
import { RequestViews, withViews } from '../text/request-views.js';

export interface CheckRun {
  readonly check: LoadedCheck;
  readonly outcome: CheckOutcome;
  readonly durationMs: number;
  readonly timedOut: boolean;
}

export interface RunOptions {
  readonly requestId: string;
  readonly timeoutMs: number;
  /** Asks the check for an explanation (explain mode). */
  readonly explain?: boolean;
  /** Receives the error name when a check throws (never its message). */
  readonly onError?: (check: string, errorName: string) => void;
  /** The text views of the request, shared with its other checks; a run without them gets its own. */
  readonly views?: RequestViews;
}

export async function runCheck(check: LoadedCheck, input: CheckInput, options: RunOptions): Promise<CheckRun> {
  // A check's one-time preparation is the process's cost, not this run's: it happens before the
  // time budget starts.
  if (!prepared.has(check.instance)) await prepare(check.instance);
  const budget = Math.min(options.timeoutMs, check.meta.timeoutMs ?? options.timeoutMs);
  // Most checks never read their signal: it is made when first read (aborted already if read
  // after the budget ran out), which spares every run an AbortController.
  let controller: AbortController | undefined;
  let abortReason: Error | undefined;
  const signal = (): AbortSignal => {
    if (!controller) {
      controller = new AbortController();
      if (abortReason) controller.abort(abortReason);
    }
    return controller.signal;
  };
  const views = options.views ?? new RequestViews();
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      abortReason = new Error('time budget exceeded');
      controller?.abort(abortReason);
      resolve('timeout');
    }, budget);
  });
  let outcome: CheckOutcome;
  let timedOut = false;
  try {
    const ctx = {
      get signal(): AbortSignal {
        return signal();
      },
      requestId: options.requestId,
      ...(options.explain ? { explain: true } : {}),
    };
    const work = Promise.resolve().then(() => withViews(views, () => check.instance.run(input, ctx)));
    const result = await Promise.race([work, timeout]);
    if (result === 'timeout') {
      timedOut = true;
      work.catch(() => undefined); // the late result (or error) is discarded
      outcome = { status: 'error', reason: `${check.meta.id} did not finish within its ${budget} ms budget` };
    } else outcome = isOutcome(result) ? result : { status: 'error', reason: `${check.meta.id} returned a malformed result` };
  } catch (err) {
    options.onError?.(check.meta.id, err instanceof Error ? err.name : typeof err);
    outcome = { status: 'error', reason: `${check.meta.id} failed with an internal error` };
  } finally {
    clearTimeout(timer);
  }
  return { check, outcome, durationMs: performance.now() - started, timedOut };
}

/** Instances whose prepare() has settled (or that have none). */
const prepared = new WeakSet<CheckInstance>();
const preparing = new WeakMap<CheckInstance, Promise<void>>();

function prepare(instance: CheckInstance): Promise<void> {
  let pending = preparing.get(instance);
  if (!pending) {
    pending = Promise.resolve()
      .then(() => instance.prepare?.())
      .catch(() => undefined)
      .then(() => void prepared.add(instance));
    preparing.set(instance, pending);
  }
  return pending;
}

function isOutcome(value: unknown): value is CheckOutcome {
  if (!value || typeof value !== 'object') return false;
  const v = value as { status?: unknown; verdict?: unknown; findings?: unknown; reason?: unknown };
  if (v.status === 'ok') return ['allow', 'review', 'block'].includes(v.verdict as string) && Array.isArray(v.findings);
  return (v.status === 'skipped' || v.status === 'error') && typeof v.reason === 'string';
}

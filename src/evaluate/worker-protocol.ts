// Messages between the main thread and check workers. A worker builds its registry from the
// packs of the main thread's snapshot (`load`) and answers with the version it built; a job
// names the snapshot version it must run on, and the worker keeps the previous snapshot too so
// that requests which started before a reload finish on the snapshot they began with.

import type { CheckInput, CheckOutcome, LoadedPack } from '../registry/plugin-api.js';

export interface WorkerInit {
  index: number;
  pluginsDir: string;
  trustedDomains: string[];
  regexCacheFile: string | undefined;
  logLevel: string;
}

export type WorkerRequest =
  /** `timeoutMs` is what was left of `budgetMs` at `sentAt` (ms since the epoch, sub-millisecond); the time the job then waits in the worker counts too. */
  | { type: 'run'; id: number; check: string; version: string; input: CheckInput; requestId: string; timeoutMs: number; budgetMs: number; sentAt: number; explain?: boolean }
  | { type: 'load'; version: string; packs: readonly LoadedPack[] };

export type WorkerResponse =
  | { type: 'loaded'; expected: string; version: string }
  | { type: 'load_failed'; expected: string; error: string }
  | { type: 'result'; id: number; outcome: CheckOutcome; durationMs: number; timedOut: boolean }
  | { type: 'check_error'; check: string; errorName: string };

// A worker thread that runs checks. It builds its own registry over the same rule and plugin
// directories as the main thread and answers one job at a time; the main thread can terminate it
// when a check overruns its budget inside synchronous code (a regex, a tight loop), which an
// AbortSignal cannot interrupt.

import { parentPort, workerData } from 'node:worker_threads';
import { createLogger } from '../observability/logger.js';
import { Registry } from '../registry/registry.js';
import { useRegexCache } from '../registry/regex-safety.js';
import { runCheck } from './run-check.js';
import type { WorkerInit, WorkerRequest, WorkerResponse } from './worker-protocol.js';

const init = workerData as WorkerInit;
const port = parentPort!;
useRegexCache(init.regexCacheFile, init.rulesDir);
const logger = createLogger(init.logLevel).child({ worker: init.index });
const registry = new Registry({ rulesDir: init.rulesDir, pluginsDir: init.pluginsDir, trustedDomains: init.trustedDomains, logger });

const post = (msg: WorkerResponse): void => port.postMessage(msg);

async function handle(msg: WorkerRequest): Promise<void> {
  if (msg.type === 'reload') {
    const snap = await registry.reload();
    post({ type: 'reloaded', version: snap.version });
    return;
  }
  const check = registry.current().checks.get(msg.check);
  if (!check) {
    post({ type: 'result', id: msg.id, outcome: { status: 'error', reason: `${msg.check} is not loaded in this worker` }, durationMs: 0, timedOut: false });
    return;
  }
  const run = await runCheck(check, msg.input, { requestId: msg.requestId, timeoutMs: msg.timeoutMs, explain: msg.explain === true, onError: (c, name) => post({ type: 'check_error', check: c, errorName: name }) });
  post({ type: 'result', id: msg.id, outcome: run.outcome, durationMs: run.durationMs, timedOut: run.timedOut });
}

let queue = Promise.resolve();
port.on('message', (msg: WorkerRequest) => {
  queue = queue.then(() => handle(msg)).catch((err: Error) => logger.error({ error: err.name }, 'worker job failed'));
});

registry.reload().then(
  (snap) => post({ type: 'ready', version: snap.version }),
  (err: Error) => {
    logger.error({ error: err.name }, 'worker registry failed to build');
    process.exit(1);
  },
);

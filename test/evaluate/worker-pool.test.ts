// The worker pool's queue: a job that waited past its budget is answered as overloaded, and the
// jobs queued behind it are still dispatched or answered (none is left waiting forever); a worker
// holds its next job, so it starts it while the request thread is busy elsewhere.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { WorkerPoolExecutor } from '../../src/evaluate/executor.js';
import { createLogger } from '../../src/observability/logger.js';
import { Registry } from '../../src/registry/registry.js';
import { tempDir } from '../support/server.js';

const test = suite('evaluate: worker pool');

/** A plugins folder with one check that keeps its thread busy for the milliseconds the text names. */
function busyPlugins(): string {
  const dir = path.join(tempDir('busy-plugins-'), 'busy');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    `export const meta = { id: 'busy', version: '0.1.0', apiVersion: '^2.0.0', input: 'text', description: 'Busy for N ms (test plugin).' };
export function create() {
  return { run(input) { const started = performance.timeOrigin + performance.now(); const until = performance.now() + Number(input.text); while (performance.now() < until) {} return { status: 'ok', verdict: 'allow', findings: [], reasons: [String(started)] }; } };
}
`,
  );
  return path.dirname(dir);
}

/** A pool of one worker over the busy check, and a runner of that check: `run(ms, timeoutMs)`. */
async function withBusyPool(body: (pool: WorkerPoolExecutor, run: (ms: number, timeoutMs: number) => ReturnType<WorkerPoolExecutor['run']>) => Promise<void>): Promise<void> {
  const pluginsDir = busyPlugins();
  const logger = createLogger('silent');
  const snapshot = await new Registry({ rulesDir: tempDir('no-rules-'), pluginsDir, trustedDomains: [], logger }).reload();
  const pool = new WorkerPoolExecutor(1, { pluginsDir, trustedDomains: [], regexCacheFile: undefined, logLevel: 'silent' }, logger, snapshot);
  try {
    await pool.ready();
    const check = snapshot.checks.get('busy')!;
    await body(pool, (ms, timeoutMs) => pool.run(check, { kind: 'text', text: String(ms) }, { requestId: 'test', version: snapshot.version, timeoutMs }));
  } finally {
    await pool.close();
  }
}

test('jobs queued behind one answered as overloaded are not left waiting', () =>
  withBusyPool(async (pool, run) => {
    // The first job holds the only thread for 300 ms; the three behind it may wait 50 ms at most.
    const first = run(300, 5_000);
    const behind = [run(0, 50), run(0, 50), run(0, 50)];
    assert.is((await first).outcome.status, 'ok');
    const answers = await Promise.all(behind);
    for (const a of answers) {
      assert.is(a.outcome.status, 'error');
      assert.match((a.outcome as { reason: string }).reason, /could not start within its 50 ms budget/);
    }
    assert.ok(pool.idle, 'nothing is left in the queue');
    // The thread still serves.
    assert.is((await run(0, 5_000)).outcome.status, 'ok');
  }));

test('a worker starts its next job while the request thread is busy', () =>
  withBusyPool(async (_pool, run) => {
    const first = run(100, 30_000);
    const second = run(0, 30_000);
    // The request thread is busy (an inline scan, say) well past the end of the first job.
    const until = performance.now() + 600;
    while (performance.now() < until);
    const busyEnded = performance.timeOrigin + performance.now();
    const outcomes = [(await first).outcome, (await second).outcome];
    const starts = outcomes.map((o) => (o.status === 'ok' ? Number(o.reasons?.[0]) : NaN));
    assert.ok(starts[1]! > starts[0]!, 'the jobs ran in order');
    assert.ok(starts[1]! < busyEnded, 'the second job started before the request thread was free to post it');
  }));

test.run();

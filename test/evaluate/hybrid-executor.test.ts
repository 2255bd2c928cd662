// Where the hybrid executor runs a check: small inputs inline, large ones on the worker pool, and,
// while the pool is still starting, a shipped check's medium-sized input inline instead of waiting
// for a thread to build its registry. The pool here is made unable to ever become ready (its
// plugin folder holds a module that never finishes loading), so "answered while the pool starts"
// holds by construction, not by timing.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { AGENT_ACTION_INLINE_MAX_CHARS, COLD_INLINE_FACTOR, HybridExecutor } from '../../src/evaluate/hybrid-executor.js';
import { InlineExecutor, type RunRequest } from '../../src/evaluate/executor.js';
import { createLogger } from '../../src/observability/logger.js';
import type { Snapshot } from '../../src/registry/registry.js';
import { shippedSnapshot } from '../support/checks.js';
import { pluginsDir } from '../support/paths.js';
import { tempDir } from '../support/server.js';

const test = suite('evaluate: hybrid executor');
const INLINE_MAX = 1000;

/** A plugins folder whose only plugin never finishes importing: a pool loading it never becomes ready. */
function neverReadyPlugins(): string {
  const dir = path.join(tempDir('never-ready-'), 'never_loads');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.js'), 'await new Promise(() => {});\nexport const meta = {};\nexport function create() {}\n');
  return path.dirname(dir);
}

function executorWithStuckPool(snapshot: Snapshot, inlineMaxChars = INLINE_MAX): HybridExecutor {
  return new HybridExecutor(
    { poolSize: 1, inlineMaxChars, poolIdleMs: 60_000, bundledPluginsDir: pluginsDir, worker: { pluginsDir: neverReadyPlugins(), trustedDomains: [], regexCacheFile: undefined, logLevel: 'silent' } },
    createLogger('silent'),
    snapshot,
  );
}

const request = (snapshot: Snapshot): RunRequest => ({ requestId: 'test', version: snapshot.version, timeoutMs: 10_000 });
const textOf = (chars: number): string => {
  const line = 'Ticket 4471: mail jane.roe@example.org, card 4111 1111 1111 1111, key AKIAIOSFODNN7EXAMPLE.\n';
  return line.repeat(Math.ceil(chars / line.length)).slice(0, chars);
};

test('a large input is answered while the pool is still starting, with what the inline path finds', async () => {
  const snapshot = await shippedSnapshot();
  const executor = executorWithStuckPool(snapshot);
  try {
    const check = snapshot.checks.get('pii_secrets')!;
    const input = { kind: 'text', text: textOf(INLINE_MAX * COLD_INLINE_FACTOR) } as const;
    const run = await executor.run(check, input, request(snapshot));
    assert.ok(executor.poolRunning, 'the large input started the pool in the background');
    assert.is(executor.runs.inlineWhilePoolWaits, 1);
    assert.is(executor.runs.pool, 0);
    assert.is(run.outcome.status, 'ok');
    const reference = await new InlineExecutor().run(check, input, request(snapshot));
    assert.equal(run.outcome, reference.outcome);
  } finally {
    await executor.close();
  }
});

test('an input beyond the larger limit still goes to the pool, which may stop it', async () => {
  const snapshot = await shippedSnapshot();
  const executor = executorWithStuckPool(snapshot);
  const check = snapshot.checks.get('pii_secrets')!;
  const pending = executor.run(check, { kind: 'text', text: textOf(INLINE_MAX * COLD_INLINE_FACTOR + 1) }, request(snapshot));
  assert.is(executor.runs.pool, 1);
  assert.is(executor.runs.inlineWhilePoolWaits, 0);
  await executor.close();
  const run = await pending;
  assert.is(run.outcome.status, 'error', 'the queued job was answered when the pool closed');
});

test('an agent action runs inline only up to its own smaller bound, whatever the limit', async () => {
  const snapshot = await shippedSnapshot();
  const executor = executorWithStuckPool(snapshot, AGENT_ACTION_INLINE_MAX_CHARS * 4);
  const check = snapshot.checks.get('agent_action')!;
  const action = (chars: number) => ({ kind: 'agent_action', action: { tool: 'write_file', arguments: { path: 'notes.txt', content: 'a'.repeat(chars) } } }) as const;
  const small = await executor.run(check, action(AGENT_ACTION_INLINE_MAX_CHARS / 2), request(snapshot));
  assert.is(small.outcome.status, 'ok');
  assert.is(executor.runs.inline, 1);
  const pending = executor.run(check, action(AGENT_ACTION_INLINE_MAX_CHARS * 2), request(snapshot));
  assert.is(executor.runs.pool, 1, 'above its bound, under the general limit: the pool');
  await executor.close();
  await pending;
});

test('a dropped-in check never runs inline, however small its input', async () => {
  const snapshot = await shippedSnapshot();
  const executor = new HybridExecutor(
    { poolSize: 1, inlineMaxChars: INLINE_MAX, poolIdleMs: 60_000, bundledPluginsDir: tempDir('elsewhere-'), worker: { pluginsDir: neverReadyPlugins(), trustedDomains: [], regexCacheFile: undefined, logLevel: 'silent' } },
    createLogger('silent'),
    snapshot,
  );
  const pending = executor.run(snapshot.checks.get('pii_secrets')!, { kind: 'text', text: 'a@example.org' }, request(snapshot));
  assert.is(executor.runs.pool, 1);
  assert.is(executor.runs.inline + executor.runs.inlineWhilePoolWaits, 0);
  await executor.close();
  await pending;
});

test.run();

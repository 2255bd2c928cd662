// The guard aggregator: worst verdict wins, checks run concurrently, a check that throws or runs
// out of time degrades to `review` alone and leaks nothing of the input.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { evaluateGuard, worstVerdict } from '../../src/evaluate/aggregate.js';
import { InlineExecutor } from '../../src/evaluate/executor.js';
import { createLogger } from '../../src/observability/logger.js';
import { Registry, type Snapshot } from '../../src/registry/registry.js';
import type { CheckPlugin } from '../../src/registry/plugin-api.js';
import { repoRoot } from '../support/paths.js';
import { shippedSnapshot } from '../support/checks.js';
import { tempDir } from '../support/server.js';

const test = suite('evaluate: guard aggregation');
const inline = new InlineExecutor();

async function withFixtures(names: string[]): Promise<Snapshot> {
  const base = await shippedSnapshot();
  const dir = tempDir('plugins-');
  for (const n of names) fs.cpSync(path.join(repoRoot, 'test/fixtures/plugins', n), path.join(dir, n), { recursive: true });
  const extra = await new Registry({ rulesDir: tempDir('rules-'), pluginsDir: dir, trustedDomains: [], logger: createLogger('silent') }).reload();
  return { ...base, checks: new Map([...base.checks, ...extra.checks]) };
}

test('worst verdict wins', () => {
  assert.is(worstVerdict(['allow', 'review', 'allow']), 'review');
  assert.is(worstVerdict(['allow', 'block', 'review']), 'block');
  assert.is(worstVerdict([]), 'allow');
});

test('a throwing check yields review with a reason and no trace of the input; others still answer', async () => {
  const snap = await withFixtures(['throws_on_run']);
  const errors: string[] = [];
  const out = await evaluateGuard(snap, { checks: ['throws_on_run', 'pii_secrets'], text: 'secret-canary a@example.org', redact: true }, inline, { requestId: 'r', timeoutMs: 2000, onError: (c, n) => errors.push(`${c}:${n}`) });
  assert.is(out.checks[0]!.verdict, 'review');
  assert.match(out.checks[0]!.reasons[0]!, /internal error/);
  assert.not.ok(JSON.stringify(out.checks).includes('secret-canary'));
  assert.equal(errors, ['throws_on_run:Error']);
  assert.is(out.checks[1]!.verdict, 'review');
  assert.is(out.redactedText, 'secret-canary [EMAIL_1]');
  assert.is(out.decision, 'review');
});

test('a check that runs out of time yields review, within its budget, and checks run concurrently', async () => {
  const snap = await withFixtures(['hangs']);
  const started = performance.now();
  const out = await evaluateGuard(snap, { checks: ['hangs', 'prompt_injection', 'pii_secrets'], text: 'hello', redact: false }, inline, { requestId: 'r', timeoutMs: 300 });
  const elapsed = performance.now() - started;
  assert.is(out.checks[0]!.verdict, 'review');
  assert.match(out.checks[0]!.reasons[0]!, /did not finish within its 300 ms budget/);
  assert.ok(elapsed < 10_000, `took ${elapsed} ms`);
  assert.is(out.checks[1]!.verdict, 'allow');
});

test('two slow checks take about as long as one (concurrency)', async () => {
  const base = await shippedSnapshot();
  const slow = (id: string): [string, NonNullable<ReturnType<Snapshot['checks']['get']>>] => {
    const plugin: CheckPlugin = {
      meta: { id, version: '1.0.0', apiVersion: '^1.0.0', input: 'text', description: 'slow' },
      create: () => ({ run: () => new Promise((r) => setTimeout(() => r({ status: 'ok', verdict: 'allow', findings: [] }), 200)) }),
    };
    const instance = plugin.create({} as never) as Awaited<ReturnType<CheckPlugin['create']>>;
    return [id, { meta: plugin.meta, instance, packs: [], source: { plugin, dir: '', entry: '', token: '' } }];
  };
  const snap: Snapshot = { ...base, checks: new Map([slow('slow_a'), slow('slow_b')]) };
  const started = performance.now();
  await evaluateGuard(snap, { checks: ['slow_a', 'slow_b'], text: 'x', redact: false }, inline, { requestId: 'r', timeoutMs: 2000 });
  const elapsed = performance.now() - started;
  // Timers never fire early, so run one after the other the two checks take at least 400 ms.
  assert.ok(elapsed < 400, `two 200 ms checks took ${elapsed} ms`);
});

test.run();

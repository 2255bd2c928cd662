// A check's one-time preparation (CheckInstance.prepare, e.g. loading a parser on first need) is
// awaited once, before the first run's time budget starts: a slow preparation does not time the
// first request out, and a failed one does not keep the check from running.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCheck } from '../../src/evaluate/run-check.js';
import type { LoadedCheck } from '../../src/registry/registry.js';
import type { CheckInstance } from '../../src/registry/plugin-api.js';

const test = suite('evaluate: a check prepares once, outside its time budget');

function loaded(instance: CheckInstance): LoadedCheck {
  const meta = { id: 'prepares', version: '1.0.0', apiVersion: '^2.3.0', input: 'text', description: 'prepares (test plugin)' } as const;
  return { meta, instance, packs: [], source: { plugin: { meta, create: () => instance }, dir: '', entry: '', token: '' } };
}

const allow = { status: 'ok', verdict: 'allow', findings: [] } as const;
const input = { kind: 'text', text: 'hello' } as const;

test('a preparation longer than the budget runs once, before the first run, and does not time it out', async () => {
  const calls: string[] = [];
  const check = loaded({
    prepare: () => new Promise<void>((resolve) => setTimeout(() => (calls.push('prepare'), resolve()), 150)),
    run: () => (calls.push('run'), allow),
  });
  const [first, second] = await Promise.all([runCheck(check, input, { requestId: 'a', timeoutMs: 50 }), runCheck(check, input, { requestId: 'b', timeoutMs: 50 })]);
  const third = await runCheck(check, input, { requestId: 'c', timeoutMs: 50 });
  for (const run of [first, second, third]) {
    assert.is(run.timedOut, false);
    assert.equal(run.outcome, allow);
  }
  assert.equal(calls, ['prepare', 'run', 'run', 'run']);
});

test('a failed preparation is not retried and the check still runs', async () => {
  let prepares = 0;
  const check = loaded({
    prepare: async () => {
      prepares += 1;
      throw new Error('grammar missing');
    },
    run: () => allow,
  });
  const first = await runCheck(check, input, { requestId: 'a', timeoutMs: 500 });
  const second = await runCheck(check, input, { requestId: 'b', timeoutMs: 500 });
  assert.equal(first.outcome, allow);
  assert.equal(second.outcome, allow);
  assert.is(prepares, 1);
});

test.run();

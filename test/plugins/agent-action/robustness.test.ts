// agent_action on hostile input: deep nesting, huge arguments, prototype keys, odd types and
// pathological shell all finish quickly with a verdict, and never pollute prototypes.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runActionCheck, shippedSnapshot } from '../../support/checks.js';
import type { AgentAction } from '../../../src/registry/plugin-api.js';

const test = suite('agent_action: robustness');
test.before(async () => {
  await shippedSnapshot();
});

// Generous bounds: the point is that work is bounded, not a benchmark on a shared machine. The
// budget is CPU time of this process (every thread), so other processes' load does not count.
async function timed(action: AgentAction, ms = 10_000) {
  const started = process.cpuUsage();
  const r = await runActionCheck(action);
  const spent = process.cpuUsage(started);
  const took = (spent.user + spent.system) / 1000;
  assert.ok(took < ms, `took ${Math.round(took)} ms of CPU`);
  assert.ok(['allow', 'review', 'block'].includes(r.verdict));
  return r;
}

test('deeply nested arguments', async () => {
  const root: Record<string, unknown> = {};
  let cur = root;
  for (let i = 0; i < 10_000; i++) cur = (cur['a'] = {}) as Record<string, unknown>;
  cur['command'] = 'rm -rf /';
  assert.is((await timed({ tool: 'unknown_tool', arguments: root })).verdict, 'allow');
  const arr: unknown[] = [];
  let a = arr;
  for (let i = 0; i < 5000; i++) a = (a[0] = []) as unknown[];
  await timed({ tool: 'bash', arguments: { command: arr as unknown as string } });
});

test('huge arguments', async () => {
  const big = 'A'.repeat(4_000_000);
  await timed({ tool: 'bash', arguments: { command: big } });
  await timed({ tool: 'write_file', arguments: { path: '/srv/app/x', content: big }, context: { workspace: '/srv/app' } });
  const r = await timed({ tool: 'bash', arguments: { command: `${'echo x; '.repeat(20_000)}rm -rf /` } });
  assert.not.equal(r.verdict, 'allow');
  await timed({ tool: 'bash', arguments: { command: Array.from({ length: 20_000 }, (_, i) => `ls ${i}`) as unknown as string } });
  await timed({ tool: 'http_request', arguments: { url: `https://example.com/${'a/'.repeat(100_000)}` } });
});

test('prototype keys are plain data and are still inspected', async () => {
  const args = JSON.parse('{"__proto__": {"command": "rm -rf /", "polluted": true}, "constructor": {"prototype": {"polluted": true}}}') as Record<string, unknown>;
  const r = await timed({ tool: 'bash', arguments: args, context: JSON.parse('{"__proto__": {"workspace": "/"}}') as Record<string, unknown> });
  assert.is(r.verdict, 'block');
  assert.is(({} as Record<string, unknown>)['polluted'], undefined);
  assert.is((Object.prototype as Record<string, unknown>)['command'], undefined);
});

test('odd values and contexts', async () => {
  await timed({ tool: 'bash', arguments: { command: 12345, n: null, b: true, f: 1.5e308, list: [null, {}, [], ''] } as unknown as Record<string, unknown> });
  await timed({ tool: 'read_file', arguments: { path: '\u0000/etc/shadow\u202e' }, context: { workspace: 42, allowed_domains: 'x', user: { email: 7 } } as unknown as Record<string, unknown> });
  await timed({ tool: '\u202e\u0000'.repeat(100), arguments: {} });
});

test('scripts nested beyond the parse depth are reported, not trusted', async () => {
  let script = 'rm -rf /';
  for (let i = 0; i < 10; i++) script = `bash -c '${script.replace(/'/g, `'\\''`)}'`;
  const r = await timed({ tool: 'bash', arguments: { command: script } });
  assert.not.equal(r.verdict, 'allow');
  let shallow = 'rm -rf /';
  for (let i = 0; i < 5; i++) shallow = `sh -c '${shallow.replace(/'/g, `'\\''`)}'`;
  assert.is((await timed({ tool: 'bash', arguments: { command: shallow } })).verdict, 'block');
});

test('pathological shell', async () => {
  for (const command of [`${'$('.repeat(40_000)}`, `${'"'.repeat(100_000)}`, `bash -c "${'bash -c \\"'.repeat(60)}rm -rf /"`, `cat <<EOF\n${'x\n'.repeat(200_000)}`, `${'a | '.repeat(30_000)}b`, `${'{'.repeat(50_000)}`, `echo ${'\\'.repeat(100_001)}`]) {
    await timed({ tool: 'bash', arguments: { command } });
  }
});

test.run();

// Start-up holds V8's young generation at its size until released: a burst of surviving
// allocations does not grow it, the same burst after release does, and a growth factor the
// operator set on the command line is left alone. Each case runs in a fresh Node process,
// since V8 flags are per process.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const test = suite('start-up: the young generation is held until released');

const moduleUrl = new URL('../../src/startup-heap.js', import.meta.url).href;
const script = `
import v8 from 'node:v8';
const { holdYoungGeneration } = await import(${JSON.stringify(moduleUrl)});
const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 1048576;
const keep = [];
const burst = () => { for (let i = 0; i < 400000; i++) keep.push({ i, s: 'x' + i }); };
const initial = newSpace();
const release = holdYoungGeneration();
burst();
const held = newSpace();
release();
burst();
console.log(JSON.stringify({ initial, held, released: newSpace() }));
`;

function sizes(nodeFlags: string[]): { initial: number; held: number; released: number } {
  const out = execFileSync(process.execPath, [...nodeFlags, '--input-type=module', '-e', script], { encoding: 'utf8', cwd: fileURLToPath(new URL('.', import.meta.url)) });
  return JSON.parse(out) as { initial: number; held: number; released: number };
}

test('a burst while held leaves it small; after release it grows', () => {
  const s = sizes([]);
  assert.ok(s.held <= 2 * s.initial, JSON.stringify(s));
  assert.ok(s.released > 2 * s.held, JSON.stringify(s));
});

test("the operator's own growth factor is not overridden", () => {
  const s = sizes(['--semi-space-growth-factor=3']);
  assert.ok(s.held > 2 * s.initial, JSON.stringify(s));
});

test.run();

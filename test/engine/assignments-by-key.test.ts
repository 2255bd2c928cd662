// The view's assignments grouped by key: a rule keyed by name reads exactly the assignments of the
// keys it wants, in the view's order, whatever order the keys first appear in.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assignmentsOf } from '../../src/engine/assignments/view.js';
import { indicesWithKey } from '../../src/engine/assignments/by-key.js';

const test = suite('engine: assignments by key');

const text = [
  'ORBIT_TOKEN=qz81-fake-aa',
  'region: north-7',
  'db_password = "not-real-Pw9"',
  'region: south-2',
  'ORBIT_TOKEN=qz81-fake-bb',
  'db_password = "not-real-Pw10"',
  'note=plain',
].join('\n');

test('the indices of the keys wanted, ascending, as a walk over the whole view would find them', () => {
  const view = assignmentsOf(text);
  for (const wanted of [/token/i, /password/i, /token|password/i, /region|note/i, /nothing-here/i, /./]) {
    const walked = view.flatMap((a, i) => (wanted.test(a.key) ? [i] : []));
    assert.equal(indicesWithKey(view, (key) => wanted.test(key)), walked, String(wanted));
  }
});

test('each distinct key is asked about once per rule', () => {
  const view = assignmentsOf(text);
  const asked: string[] = [];
  indicesWithKey(view, (key) => (asked.push(key), true));
  assert.equal(asked.length, new Set(view.map((a) => a.key)).size);
  assert.ok(asked.length < view.length, 'the text repeats keys');
});

test.run();

// The corpora README's "not studied yet" marks, which keep eval --verbose and check-diff from
// listing or reading the newest unseen sets.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { notStudiedSets, notStudiedSetsAt } from '../../scripts/support/corpus-roles.js';
import { repoRoot } from '../support/paths.js';

const test = suite('scripts: corpus roles');

test('rows marked not studied yet, and no others', () => {
  const readme = [
    '| `dev9/` | may be studied when improving a rule class |',
    '| `dev10/` | not studied yet: reported, its misses are not read; retail |',
    '| `guard-dev7/` | guard checks, a seventh split; not studied yet: reported. Its emphasis … |',
    '| `holdout/` | reported only: its misses are never read to tune a rule |',
    'The text may say not studied yet outside the table: `dev11/` is no row.',
  ].join('\n');
  assert.equal([...notStudiedSets(readme)].sort(), ['dev10', 'guard-dev7']);
});

test("this repository's README: the newest sets are unseen, the ones before them studied", () => {
  const unseen = notStudiedSetsAt(repoRoot);
  assert.ok(unseen.has('dev35') && unseen.has('guard-dev34'), [...unseen].join(', '));
  assert.not.ok(unseen.has('dev34') || unseen.has('guard-dev33') || unseen.has('holdout'));
});

test.run();

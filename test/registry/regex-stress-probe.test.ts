// The load-time stress probe (regex-safety.ts quickStress) backs up the ReDoS analyser on
// patterns it proves linear: a linear pattern can still cost the product of its stacked bounded
// repeats at every place it may start, and the probe must build the input that makes it start
// everywhere, from the pattern's own literal runs.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { literalRuns, quickStress } from '../../src/registry/regex-safety.js';

const test = suite('registry: regex stress probe');

test('literal runs skip optional characters, read repeated ones once and break at sets', () => {
  assert.equal(literalRuns('https?://[^\\s]{3,300}x'), ['http://']);
  assert.equal(literalRuns('\\bghp_[A-Za-z0-9]{36}\\b'), ['ghp_']);
  assert.equal(literalRuns('a\\.b\\.c(?:foo|bar)+baz\\d'), ['a.b.c', 'foo', 'bar', 'baz']);
  assert.equal(literalRuns('colou?r: a+bc'), ['color: abc']);
  assert.equal(literalRuns('(?<name>ab)\\p{L}+xy'), []);
});

test('runs that feed a long repeat of a class come first, however short', () => {
  const runs = literalRuns('(?:a very long literal alternative|another long literal one)|key=[^\\n]{0,400}');
  assert.is(runs[0], 'key=');
  assert.ok(runs.includes('a very long literal alternative'));
});

test('a linear pattern whose stacked bounded repeats start at every repetition of its literal is slow', () => {
  // The shape of a phishing rule that once cost 9.6 s on 16 KiB of repeated "http://" (its bounds
  // widened here so that a much faster machine still takes well over the probe's 150 ms): the
  // analyser proves it linear (every repeat is bounded), the probe measures the constant.
  const stacked = '\\b(?:sign in|log in) with (?:your )?(?:bank (?:details|password)|card details)\\b|https?://[^\\s]{3,800}[^\\n]{0,400}?\\blog in with (?:bank details|card details)';
  assert.ok(quickStress(stacked, 'i') > 150, 'the probe repeats http:// and sees the cost');
});

test.run();

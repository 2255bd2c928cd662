// A pack's named pattern fragments: one definition that several rule patterns use by reference.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { expandFragments } from '../../src/registry/pattern-fragments.js';

const test = suite('registry: pattern fragments');

const pack = (pattern: string, fragments?: Record<string, string>) => ({
  id: 'p',
  ...(fragments ? { fragments } : {}),
  rules: [{ id: 'r', pattern }, { id: 'plain', pattern: 'owl|heron' }, { id: 'phrases', phrases: ['kestrel'] }],
});

test('a reference becomes the fragment in a non-capturing group, wherever it stands and however often', () => {
  const { json, problems } = expandFragments(pack('(?&bird) and (?&bird)s? near (?&water-word)', { bird: 'owl|heron', 'water-word': 'lake|pond' }), 'p.json');
  assert.equal(problems, []);
  const rules = (json as { rules: Array<{ pattern?: string }> }).rules;
  assert.is(rules[0]!.pattern, '(?:owl|heron) and (?:owl|heron)s? near (?:lake|pond)');
  const re = new RegExp(rules[0]!.pattern!);
  assert.ok(re.test('heron and owls near pond'));
  assert.not.ok(re.test('heron and owls near sea'));
});

test('rules without references, and packs without fragments, are left as they are', () => {
  const input = pack('swan (?:lake)');
  const { json, problems } = expandFragments(input, 'p.json');
  assert.equal(problems, []);
  assert.equal(json, input);
});

test('a reference the pack does not define is a problem naming the rule and the fragment, and stays unexpanded', () => {
  const { json, problems } = expandFragments(pack('(?&bird) by (?&wader)', { bird: 'owl' }), 'p.json');
  assert.is(problems.length, 1);
  assert.is(problems[0]!.code, 'RULES_UNKNOWN_FRAGMENT');
  assert.is(problems[0]!.path, '/rules/0/pattern');
  assert.is(problems[0]!.ruleId, 'r');
  assert.ok(problems[0]!.message.includes('"wader"'));
  assert.is((json as { rules: Array<{ pattern?: string }> }).rules[0]!.pattern, '(?:owl) by (?&wader)');
});

test('what is not a pack passes through', () => {
  assert.equal(expandFragments(null, 'x.json'), { json: null, problems: [] });
  assert.equal(expandFragments([1, 2], 'x.json').problems, []);
});

test.run();

// A value's own key: the words of the key it is written under, in the syntaxes logs, configs and
// payloads use, and the rule context that reads them (`keyNegativeWords`).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ownKeyWords } from '../../src/engine/own-key.js';
import { RuleMatcher } from '../../src/engine/matcher.js';
import { pack } from '../support/packs.js';

const test = suite('engine: the key a value is written under');

test('the key before a value is read in key=value, JSON, YAML, escaped JSON, Ruby and Go syntaxes, split into words', () => {
  assert.is(ownKeyWords('level=info sample_email='), 'sample email');
  assert.is(ownKeyWords('{"exampleEmail": "'), 'example Email');
  assert.is(ownKeyWords('  dummy-phone: '), 'dummy phone');
  assert.is(ownKeyWords('{\\"fake_iban\\":\\"'), 'fake iban');
  assert.is(ownKeyWords("opts = { :demo_email => '"), 'demo email');
  assert.is(ownKeyWords('cfg.placeholderAddr := "'), 'cfg placeholder Addr');
  assert.is(ownKeyWords("MetricsSnapshot{owner='"), 'owner');
});

test('no key when the value is not right after one', () => {
  assert.is(ownKeyWords('please write to '), undefined);
  assert.is(ownKeyWords('sample_email=x and also '), undefined);
  assert.is(ownKeyWords(''), undefined);
});

const eightDigits = {
  id: 'eight',
  pattern: '[0-9]{8}',
  confidence: 0.5,
  allowlist: { placeholders: false },
  context: { window: 30, words: ['account'], boost: 0.2, required: false, scope: 'window' as const, negativeWords: ['version'], keyNegativeWords: ['sample', 'dummy'], penalty: 0.3 },
};
const scores = (m: RuleMatcher, text: string): number[] => m.scan(text).map((x) => Math.round(x.score * 100) / 100);

test('a key word of keyNegativeWords in the value\'s own key penalises; the same word elsewhere on the line does not', () => {
  const m = new RuleMatcher([pack([eightDigits])]);
  assert.equal(scores(m, 'account sample_no=48213375'), [0.4]);
  assert.equal(scores(m, 'account {"dummyNo": "48213375"}'), [0.4]);
  assert.equal(scores(m, 'account no=48213375'), [0.7]);
  assert.equal(scores(m, 'account sample_rate=0.1 no=48213375'), [0.7], 'the word keys another value');
  assert.equal(scores(m, 'account samples=48213375'), [0.7], 'a word of the key, not a part of one');
  assert.equal(scores(m, 'account sample_no=48213375 version 2'), [0.4], 'negative words and key words penalise once');
  assert.equal(scores(m, 'sample_no=48213375'), [], 'without the boost the penalty drops it');
  assert.equal(scores(m, 'account sample_collector_no=48213375'), [0.7], 'a stand-in word leads a key of two words at most');
  assert.equal(scores(m, 'account demo_request_no=48213375'), [0.7], 'a key of three words names something else');
  assert.equal(scores(m, 'account owner_sample=48213375'), [0.7], 'the stand-in word must lead the key');
});

const tagged = {
  id: 'tagged',
  pattern: 'ref-[a-z0-9]{2,8}(?:\\.[a-z]{2,8})?',
  confidence: 0.5,
  allowlist: { placeholders: false },
  context: { window: 30, words: ['account'], boost: 0.2, required: false, scope: 'window' as const, keyNegativeWords: ['sample'], keyTemplateWords: ['template', 'fixture'], templateValuePattern: '\\.(?:test|invalid)$', penalty: 0.3 },
};

test('a template or fixture key penalises only a value that is a placeholder or matches templateValuePattern', () => {
  const m = new RuleMatcher([pack([tagged])]);
  assert.equal(scores(m, 'account template: ref-k7q2.test'), [0.4], 'a reserved name under a template key');
  assert.equal(scores(m, 'account fixture_ref=ref-aaaaaaaa'), [0.4], 'a placeholder under a fixture key');
  assert.equal(scores(m, 'account template: ref-k7q2.shop'), [0.7], 'a real-looking value under a template key is kept');
  assert.equal(scores(m, 'account {"fixtureRef": "ref-m3x9"}'), [0.7]);
  assert.equal(scores(m, 'account sample_ref=ref-m3x9'), [0.4], 'a stand-in key drops any value');
  assert.equal(scores(m, 'account template_owner_ref=ref-k7q2.test'), [0.7], 'the template word leads a key of two words at most');
});

test.run();

// The host's side of explain mode: what a plugin returns is reshaped to the wire schema, its
// spans are clamped and masked, values outside the text are masked, the list of suppressed
// candidates is capped, and nothing is added when the request did not ask for an explanation.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { finalizeOutcome } from '../../src/evaluate/finalize.js';
import { MAX_SUPPRESSED } from '../../src/evaluate/explain.js';
import type { CheckOutcome } from '../../src/registry/plugin-api.js';
import { pack } from '../support/packs.js';

const test = suite('evaluate: explanations');

const text = 'token 9f8e7d6c5b4a39281706 and more';
const outcome = {
  status: 'ok',
  verdict: 'review',
  findings: [{ ruleId: 't/tok', category: 'api_key', severity: 'high', confidence: 0.6, reason: 'Token', start: 6, end: 26 }],
  explanation: {
    findings: [{ baseConfidence: 0.5, steps: [{ step: 'base', detail: 'rule t/tok', score: 0.5 }, { step: 'context', detail: 'word', delta: 0.1, score: 0.6, word: 'token', where: 'before', distance: 1 }] }],
    suppressed: [
      ...Array.from({ length: MAX_SUPPRESSED + 5 }, (_, i) => ({ ruleId: 't/other', start: 30, end: 34, reason: 'below_score_floor' as const, detail: `#${i}` })),
      { ruleId: 't/tok', start: 6, end: 9999, reason: 'overlap' as const, detail: 'lost', lostTo: 't/tok' },
    ],
    signals: [
      { name: 'plugin/sig', weight: 7, detail: 'over-weighted', start: 6, end: 26, extra: 'dropped' },
      { name: 'plugin/arg', weight: 0.4, counted: false, detail: 'in arguments', value: 'supersecretvalue123' },
    ],
    steps: [{ step: 'threshold', detail: 'review at 0.5', score: 1.7 }],
  },
} as unknown as CheckOutcome;

test('without explain, a plugin-supplied explanation is ignored', () => {
  const { result } = finalizeOutcome('t', outcome, text);
  assert.not.ok('explanation' in result);
  assert.not.ok(result.findings.some((f) => 'explanation' in f));
});

test('with explain, findings and the result carry masked, clamped, schema-shaped explanations', () => {
  const { result } = finalizeOutcome('t', outcome, text, { packs: [pack([{ id: 'tok', pattern: 'x' }])] });
  const f = result.findings[0]!;
  assert.equal(f.explanation, {
    rule_id: 't/tok',
    pack_id: 't',
    pack_version: '1.0.0',
    base_confidence: 0.5,
    score: 0.6,
    steps: [
      { step: 'base', detail: 'rule t/tok', score: 0.5 },
      { step: 'context', detail: 'word', delta: 0.1, score: 0.6, word: 'token', where: 'before', distance: 1 },
    ],
  });
  const ex = result.explanation!;
  assert.is(ex.suppressed.length, MAX_SUPPRESSED);
  assert.is(ex.suppressed_total, MAX_SUPPRESSED + 6);
  const clamped = ex.suppressed[0]!;
  assert.is(clamped.reason, 'overlap', 'sorted by position');
  assert.is(clamped.utf16_end, text.length, 'a span past the end is clamped');
  assert.is(clamped.lost_to, 't/tok');
  assert.not.ok(JSON.stringify(ex).includes('9f8e7d6c5b4a39281706'), 'values are masked');
  const [sig, arg] = ex.signals;
  assert.is(sig!.weight, 1, 'weights are clamped to 0–1');
  assert.is(sig!.counted, true);
  assert.not.ok('extra' in sig!, 'undocumented fields are dropped');
  assert.is(sig!.masked, '9f8e****************');
  assert.is(arg!.masked, 'supe***************');
  assert.not.ok(JSON.stringify(ex).includes('supersecretvalue123'));
  assert.is(ex.steps[0]!.score, 1);
});

test('a failed check still answers with an (empty) explanation when asked', () => {
  const { result } = finalizeOutcome('t', { status: 'error', reason: 't failed' }, text, { packs: [] });
  assert.equal(result.explanation, { signals: [], steps: [], suppressed: [], suppressed_total: 0 });
});

test.run();

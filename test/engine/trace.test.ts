// The explain-mode trace of the matcher: it changes no result, it records nothing when absent,
// and each acceptance step that drops a candidate is reported with its own reason and span.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RuleMatcher } from '../../src/engine/matcher.js';
import { findEncodedPayloads } from '../../src/text/decode.js';
import type { ScanTrace } from '../../src/engine/trace.js';
import type { LoadedPack } from '../../src/registry/plugin-api.js';
import { listPackFiles, loadPackFile } from '../../src/registry/load-packs.js';
import { useRegexCache } from '../../src/registry/regex-safety.js';
import { pack } from '../support/packs.js';
import { rulesDir } from '../support/paths.js';

const test = suite('engine: explain trace');

const key = (m: { ruleId: string; start: number; end: number; score: number; validated: boolean; encoding?: string }): string =>
  `${m.ruleId}@${m.start}-${m.end}:${m.score}:${m.validated}:${m.encoding ?? ''}`;

test('on every example of the shipped pii_secrets packs, a trace changes no match; without one, no match carries explain', async () => {
  useRegexCache();
  const packs: LoadedPack[] = [];
  for (const file of await listPackFiles(rulesDir)) {
    const r = await loadPackFile(file);
    if (r.pack?.pack.check === 'pii_secrets') packs.push(r.pack);
  }
  const matcher = new RuleMatcher(packs, { decoder: (t) => findEncodedPayloads(t) });
  const texts = packs.flatMap((p) => p.pack.rules.flatMap((r) => [...r.examples.positive, ...r.examples.negative].filter((e): e is string => typeof e === 'string')));
  assert.ok(texts.length > 500, `${texts.length} examples`);
  let suppressed = 0;
  for (let i = 0; i < texts.length; i += 40) {
    const text = texts.slice(i, i + 40).join('\n');
    const plain = matcher.scan(text, { everyOccurrence: true });
    const trace: ScanTrace = { suppressed: [] };
    const traced = matcher.scan(text, { everyOccurrence: true, trace });
    assert.equal(traced.map(key), plain.map(key));
    assert.ok(plain.every((m) => !('explain' in m)), 'no explain without a trace');
    for (const m of traced) {
      assert.ok(m.explain, `${m.ruleId} explained`);
      assert.is(m.explain.steps[0]?.step, 'base');
    }
    for (const s of trace.suppressed) assert.ok(s.start >= 0 && s.end <= text.length && s.start < s.end, `${s.ruleId} span in range`);
    suppressed += trace.suppressed.length;
  }
  assert.ok(suppressed > 0, 'negative examples produce suppressed candidates');
});

test('each acceptance step reports its own reason', () => {
  const m = new RuleMatcher([
    pack([
      { id: 'short', pattern: 'S[0-9]+', minLength: 5 },
      { id: 'flat', pattern: 'F[a-z]{9}', entropy: 3 },
      { id: 'allowed', pattern: 'A[0-9]{4}', allowlist: { values: ['A1234'], placeholders: true } },
      { id: 'stop', pattern: 'W[a-z]+', allowlist: { stopwords: ['demo'], placeholders: true } },
      { id: 'luhn', pattern: '[0-9]{16}', validators: ['luhn'] },
      { id: 'ctx', pattern: 'C[0-9]{6}', context: { words: ['ticket'], required: true, window: 60, boost: 0.2, penalty: 0.3, scope: 'window' } },
      { id: 'weak', pattern: 'L[0-9]{6}', confidence: 0.2 },
      { id: 'tmpl', pattern: '<[a-z_]+>' },
    ]),
  ]);
  const text = 'S12 Faaaaaaaaa A1234 Wdemox 4111111111111112 C123456 L123456 <your_key>';
  const trace: ScanTrace = { suppressed: [] };
  assert.equal(m.scan(text, { trace }), []);
  const reasons = Object.fromEntries(trace.suppressed.map((s) => [s.ruleId, [s.reason, text.slice(s.start, s.end)]]));
  assert.equal(reasons, {
    't/short': ['length_bound', 'S12'],
    't/flat': ['entropy_bound', 'Faaaaaaaaa'],
    't/allowed': ['allowlist', 'A1234'],
    't/stop': ['stopword', 'Wdemox'],
    't/luhn': ['validator_failed', '4111111111111112'],
    't/ctx': ['context_required', 'C123456'],
    't/weak': ['below_score_floor', 'L123456'],
    't/tmpl': ['placeholder', '<your_key>'],
  });
});

test('context words are located; overlaps name the winner; decoded finds name the layer', () => {
  const m = new RuleMatcher(
    [
      pack([
        { id: 'specific', pattern: 'K[A-Z0-9]{10}', context: { words: ['token'], boost: 0.1, required: false, window: 60, penalty: 0.3, scope: 'window' } },
        { id: 'generic', pattern: 'K[A-Z0-9]{10}', tags: ['generic'], confidence: 0.5 },
      ]),
    ],
    { decoder: (t) => findEncodedPayloads(t) },
  );
  const value = 'KQ7ZP2MX9RT';
  const text = `token: ${value} and ${Buffer.from(`x ${value.replace('Q', 'W')} y`).toString('base64')}`;
  const trace: ScanTrace = { suppressed: [] };
  const found = m.scan(text, { trace });
  const plain = found.find((f) => f.encoding === undefined)!;
  assert.is(plain.ruleId, 't/specific');
  const ctx = plain.explain!.steps.find((s) => s.step === 'context')!;
  assert.equal([ctx.word, ctx.where, ctx.distance, ctx.delta], ['token', 'before', 2, 0.1]);
  const lost = trace.suppressed.find((s) => s.reason === 'overlap' && s.start === plain.start)!;
  assert.is(lost.ruleId, 't/generic');
  assert.is(lost.lostTo, 't/specific');
  const decoded = found.find((f) => f.encoding !== undefined);
  assert.ok(decoded, JSON.stringify(found.map((f) => f.ruleId)));
  assert.ok(decoded.explain!.steps.some((s) => s.step === 'decoded' && s.detail.includes(decoded.encoding!)));
});

test.run();

// Every shipped rule against adversarial input: long runs of the rule's own characters (taken
// from its keywords and expanded positive examples), repeated keywords, and near-matches. The
// budget is generous: it catches catastrophic backtracking (minutes), not slowness (a benchmark's
// job).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { listPackFiles, loadPackFile } from '../../src/registry/load-packs.js';
import { RuleMatcher } from '../../src/engine/matcher.js';
import { expandExample } from '../../src/engine/examples/expand.js';
import { useRegexCache } from '../../src/registry/regex-safety.js';
import { findEncodedPayloads } from '../../src/text/decode.js';
import { rulesDir } from '../support/paths.js';

const test = suite('reliability: regex stress');
const SIZE = 32_768;
const BUDGET_MS = 1500;
useRegexCache(undefined);

function adversarial(keywords: readonly string[], positives: readonly string[]): string[] {
  const kw = keywords[0] ?? '';
  const sample = positives[0] ?? 'a';
  const chars = [...new Set(sample)].join('');
  const fill = (unit: string): string => unit.repeat(Math.ceil(SIZE / Math.max(1, unit.length))).slice(0, SIZE);
  return [
    kw + fill(chars),
    fill(`${kw} `),
    fill(sample.slice(0, -1) + ' '),
    kw + fill(sample.replace(/[^A-Za-z0-9]/g, '')) + '!',
    fill(`${kw}=${chars.slice(0, 8)}`),
  ];
}

test('no shipped rule takes more than its budget on adversarial input', async () => {
  let rules = 0;
  const slow: string[] = [];
  for (const file of await listPackFiles(rulesDir)) {
    const loaded = (await loadPackFile(file)).pack;
    if (!loaded) continue;
    const matcher = new RuleMatcher([loaded], { decoder: (t) => findEncodedPayloads(t) });
    for (const rule of loaded.pack.rules) {
      const id = `${loaded.pack.id}/${rule.id}`;
      const positives = rule.examples.positive.map((p, i) => expandExample(p, `${id}#stress${i}`).text);
      for (const input of adversarial(rule.keywords ?? rule.phrases ?? [], positives)) {
        const started = performance.now();
        matcher.scan(input, { only: new Set([id]), target: rule.target ?? 'text' });
        const ms = performance.now() - started;
        if (ms > BUDGET_MS) slow.push(`${id}: ${Math.round(ms)} ms`);
      }
      rules++;
    }
  }
  assert.ok(rules > 5, `stressed ${rules} rules`);
  assert.equal(slow, []);
});

test.run();

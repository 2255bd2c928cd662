// Every shipped rule against adversarial input: long runs of the rule's own characters (taken
// from its keywords and expanded positive examples), repeated keywords, and near-matches. A scan
// that is not over quickly has its growth with the input measured (test/support/growth.ts): the
// test catches catastrophic backtracking (superlinear), not slowness (a benchmark's job), and
// a busy machine cannot fail it.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { listPackFiles, loadPackFile } from '../../src/registry/load-packs.js';
import { RuleMatcher } from '../../src/engine/matcher.js';
import { expandExample } from '../../src/engine/examples/expand.js';
import { useRegexCache } from '../../src/registry/regex-safety.js';
import { findEncodedPayloads } from '../../src/text/decode.js';
import { rulesDir } from '../support/paths.js';
import { cpuMicros, FACTOR, growth, MAX_GROWTH } from '../support/growth.js';

const test = suite('reliability: regex stress');
const SIZE = 32_768;
/** CPU time of one scan above which its growth with the input is measured. */
const CLOSER_LOOK_US = 50_000;
useRegexCache(undefined);

/** The adversarial inputs of a rule, each `size` code units long (plus a keyword or a final mark). */
function adversarial(keywords: readonly string[], positives: readonly string[], size = SIZE): string[] {
  const kw = keywords[0] ?? '';
  const sample = positives[0] ?? 'a';
  const chars = [...new Set(sample)].join('');
  const fill = (unit: string): string => unit.repeat(Math.ceil(size / Math.max(1, unit.length))).slice(0, size);
  return [
    kw + fill(chars),
    fill(`${kw} `),
    fill(sample.slice(0, -1) + ' '),
    kw + fill(sample.replace(/[^A-Za-z0-9]/g, '')) + '!',
    fill(`${kw}=${chars.slice(0, 8)}`),
  ];
}

test('no shipped rule takes superlinear time on adversarial input', async () => {
  let rules = 0;
  const superlinear: string[] = [];
  for (const file of await listPackFiles(rulesDir)) {
    const loaded = (await loadPackFile(file)).pack;
    if (!loaded) continue;
    const matcher = new RuleMatcher([loaded], { decoder: (t) => findEncodedPayloads(t) });
    for (const rule of loaded.pack.rules) {
      const id = `${loaded.pack.id}/${rule.id}`;
      const positives = rule.examples.positive.map((p, i) => expandExample(p, `${id}#stress${i}`).text);
      const keywords = rule.keywords ?? rule.phrases ?? [];
      const options = { only: new Set([id]), target: rule.target ?? 'text' };
      adversarial(keywords, positives).forEach((input, kind) => {
        if (cpuMicros(() => matcher.scan(input, options)) < CLOSER_LOOK_US) return;
        const grow = (large: number): number => growth((size) => void matcher.scan(adversarial(keywords, positives, size)[kind]!, options), large);
        // Catastrophic backtracking grows at every scale; a one-off step in cost between two sizes
        // (a path chosen by input size, a cache that stops fitting) does not: confirm a steep
        // growth one scale up before calling it superlinear.
        let ratio = grow(SIZE);
        if (ratio >= MAX_GROWTH) ratio = Math.min(ratio, grow(SIZE * FACTOR));
        if (ratio >= MAX_GROWTH) superlinear.push(`${id}: input ${kind}, ${FACTOR}× longer costs ${ratio.toFixed(1)}×`);
      });
      rules++;
    }
  }
  assert.ok(rules > 5, `stressed ${rules} rules`);
  assert.equal(superlinear, []);
});

test.run();

// A rule pattern's shape (its groups, whether it matches the empty string) is cached by pattern
// and ships for the shipped patterns in regex-safety.json: the cached answer must be the one the
// probe gives, and a shape problem must be reported again when the answer comes from the cache.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { expandFragments } from '../../src/registry/pattern-fragments.js';
import fs from 'node:fs';
import path from 'node:path';
import { listPackFiles, loadPackFile } from '../../src/registry/load-packs.js';
import { patternShape, patternShapeProblems, probePattern } from '../../src/registry/pattern-shape.js';
import { cachedShape, useRegexCache } from '../../src/registry/regex-safety.js';
import { repoRoot, rulesDir } from '../support/paths.js';

const test = suite('registry: pattern shape');
useRegexCache(undefined);

test('the probe counts groups, names them and sees an empty match', () => {
  assert.equal(probePattern('a(b)(?<v>c)', ''), { groups: 2, names: ['v'], empty: false });
  assert.equal(probePattern('x*', ''), { groups: 0, names: [], empty: true });
  assert.equal(probePattern('(?:ab|)', 'i'), { groups: 0, names: [], empty: true });
  assert.equal(probePattern('\\b\\w+', 'u'), { groups: 0, names: [], empty: false });
});

test('every shipped rule pattern has its shape in regex-safety.json, equal to the probe (npm run rules:cache)', async () => {
  const missing: string[] = [];
  const wrong: string[] = [];
  for (const file of await listPackFiles(rulesDir)) {
    const pack = expandFragments(JSON.parse(fs.readFileSync(file, 'utf8')), file).json as { id: string; rules: Array<{ id: string; pattern?: string; flags?: string }> };
    for (const r of pack.rules) {
      if (r.pattern === undefined) continue;
      const cached = cachedShape(r.pattern, r.flags ?? '');
      if (!cached) missing.push(`${pack.id}/${r.id}`);
      else if (JSON.stringify(cached) !== JSON.stringify(probePattern(r.pattern, r.flags ?? ''))) wrong.push(`${pack.id}/${r.id}`);
    }
  }
  assert.equal(wrong, []);
  assert.equal(missing, []);
});

test('a new pattern is probed once, then answered from the cache', () => {
  const source = `new_(?<tok>[a-z]{${8 + Math.floor(Math.random() * 1000)}})`;
  assert.is(cachedShape(source, ''), undefined);
  const first = patternShape(source, '');
  assert.equal(cachedShape(source, ''), first);
  assert.equal(patternShapeProblems({ pattern: source, secretGroup: 'other' }, '/rules/3').map((p) => p.path), ['/rules/3/secretGroup']);
});

test('shape problems are reported on every load, the second from the cached shape', async () => {
  const dir = path.join(repoRoot, 'test/fixtures/rule-packs/invalid');
  for (const name of ['missing-group', 'missing-named-group', 'empty-match']) {
    const file = path.join(dir, `${name}.json`);
    const first = await loadPackFile(file);
    const again = await loadPackFile(file);
    assert.is(again.pack, undefined, name);
    assert.equal(again.problems, first.problems, name);
    assert.ok(again.problems.some((p) => p.code === 'RULES_BAD_RULE' && p.file === file), name);
  }
});

test.run();

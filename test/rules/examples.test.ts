// Every example embedded in every shipped rule becomes a test case, run through the real engine
// with only its rule enabled. todo* examples are reported but never fail. The optional packs in
// docs/packs (rules a deployment may add to its rules folder) are run the same way.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { expandFragments } from '../../src/registry/pattern-fragments.js';
import { findEncodedPayloads } from '../../src/text/decode.js';
import { listPackFiles, loadPackFile } from '../../src/registry/load-packs.js';
import { exampleProblems, runRuleExamples } from '../../src/engine/examples/run-examples.js';
import { formatProblem } from '../../src/registry/errors.js';
import { repoRoot, rulesDir } from '../support/paths.js';
import { hasVerdict, useRegexCache } from '../../src/registry/regex-safety.js';
import fs from 'node:fs';
import path from 'node:path';

// Verdicts already in the committed seed file are reused; the check below fails if one is missing.
useRegexCache(undefined);
const seedMissing: string[] = [];
for (const file of await listPackFiles(rulesDir)) {
  const pack = expandFragments(JSON.parse(fs.readFileSync(file, 'utf8')), file).json as { id?: string; rules?: Array<{ id: string; pattern?: string; flags?: string }> };
  for (const r of pack.rules ?? []) if (r.pattern && !hasVerdict(r.pattern, r.flags ?? '')) seedMissing.push(`${pack.id}/${r.id}`);
}

const files = await listPackFiles(rulesDir);
const optionalFiles = await listPackFiles(path.join(repoRoot, 'docs', 'packs'));
let registered = 0;
const todo: string[] = [];

for (const file of [...files, ...optionalFiles]) {
  const result = await loadPackFile(file);
  const packSuite = suite(`rules/${file.split('/').pop()}`);
  packSuite('loads without problems', () => {
    assert.equal(result.problems.map(formatProblem), []);
  });
  registered++;
  if (result.pack) {
    const pack = result.pack;
    packSuite('examples are well-formed', () => assert.equal(exampleProblems(pack), []));
    registered++;
    for (const c of runRuleExamples(pack, { decoder: (t) => findEncodedPayloads(t) })) {
      if (c.kind.startsWith('todo')) {
        if (!c.failure) todo.push(`${c.ruleId} ${c.kind}#${c.index} now passes: promote it`);
        continue;
      }
      packSuite(`${c.ruleId} ${c.kind}#${c.index}`, () => {
        assert.ok(!c.failure, `${c.ruleId} ${c.kind} example ${c.index}: ${c.failure}`);
      });
      registered++;
    }
  }
  packSuite.run();
}

const meta = suite('rules: the generated suite');
meta('regex-safety.json has a verdict for every shipped pattern (npm run rules:cache)', () => {
  assert.equal(seedMissing, []);
});
meta('the optional packs are run too', () => {
  assert.ok(optionalFiles.some((f) => f.endsWith('pii-network-mac.json')), 'docs/packs/pii-network-mac.json is missing');
});
meta('registered cases for every shipped pack', () => {
  assert.ok(files.length >= 5, `expected the shipped packs, found ${files.length}`);
  assert.ok(registered > files.length * 3, `only ${registered} cases registered`);
});
meta.run();
if (todo.length) console.log(`todo examples that now pass:\n  ${todo.join('\n  ')}`);

// The rule-pack loader against a table of invalid fixtures: each is rejected with the expected
// code, JSON pointer and message fragment; several problems in one file come back together.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { loadPackFile } from '../../src/registry/load-packs.js';
import { formatProblem } from '../../src/registry/errors.js';
import { repoRoot } from '../support/paths.js';

const dir = path.join(repoRoot, 'test/fixtures/rule-packs/invalid');
const cases = JSON.parse(fs.readFileSync(path.join(dir, 'cases.json'), 'utf8')) as Record<string, { code: string; path: string; message: string }>;
const test = suite('registry: rule-pack loader');

for (const [name, expected] of Object.entries(cases)) {
  test(`rejects ${name}: ${expected.code} at ${expected.path || '(file)'}`, async () => {
    const file = path.join(dir, `${name}.json`);
    const result = await loadPackFile(file);
    assert.is(result.pack, undefined);
    const hit = result.problems.find((p) => p.code === expected.code && p.path === expected.path);
    assert.ok(hit, `expected ${expected.code} at ${expected.path}, got ${result.problems.map(formatProblem).join(' | ')}`);
    assert.ok(hit.message.includes(expected.message), `message "${hit.message}" lacks "${expected.message}"`);
    assert.ok(formatProblem(hit).startsWith(`${file}${expected.path ? `#${expected.path}` : ''}:`), 'the message names the file and JSON pointer');
  });
}

test('every fixture file has a case', () => {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'cases.json').map((f) => f.replace(/\.json$/, ''));
  assert.equal(files.filter((f) => !(f in cases) && f !== 'many-problems'), []);
});

test('all problems of a file are reported together', async () => {
  const result = await loadPackFile(path.join(dir, 'many-problems.json'));
  const codes = result.problems.map((p) => `${p.code}@${p.path}`).sort();
  assert.equal(codes, [
    'RULES_BAD_RULE@/rules/0/pattern',
    'RULES_BAD_RULE@/rules/1/validators/0',
    'RULES_DUPLICATE_ID@/rules/2/id',
    'RULES_KEYWORD_MISSING@/rules/2/examples/positive/0',
  ]);
  assert.ok(result.problems.every((p) => p.ruleId?.startsWith('many-problems/')));
});

test.run();

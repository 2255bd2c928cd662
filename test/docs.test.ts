// Generated files must be fresh: the reference docs and the rule-pack JSON Schema are
// regenerated in memory and compared with what is committed.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { listPackFiles, loadPackFile } from '../src/registry/load-packs.js';
import { renderRulePackJsonSchema, renderRuleReference } from '../src/docs/reference.js';
import { parseQualityResults, RESULTS_FILE } from '../src/docs/quality.js';
import { useRegexCache } from '../src/registry/regex-safety.js';
import type { LoadedPack } from '../src/registry/plugin-api.js';
import { repoRoot, rulesDir } from './support/paths.js';

const test = suite('docs: generated files are fresh');

test('docs/rules.md matches the shipped packs (run npm run docs)', async () => {
  useRegexCache(undefined);
  const packs: LoadedPack[] = [];
  for (const file of await listPackFiles(rulesDir)) {
    const r = await loadPackFile(file);
    if (r.pack) packs.push(r.pack);
  }
  const results = path.join(repoRoot, RESULTS_FILE);
  const quality = fs.existsSync(results) ? parseQualityResults(fs.readFileSync(results, 'utf8')) : undefined;
  const committed = fs.readFileSync(path.join(repoRoot, 'docs/rules.md'), 'utf8');
  assert.ok(committed === renderRuleReference(packs, quality), 'docs/rules.md is stale: run npm run docs');
});

test('docs/rules.md publishes the recorded per-category and per-family quality', () => {
  const results = path.join(repoRoot, RESULTS_FILE);
  assert.ok(fs.existsSync(results), `${RESULTS_FILE} is committed (run npm run eval)`);
  const quality = parseQualityResults(fs.readFileSync(results, 'utf8'));
  assert.ok(quality && Object.keys(quality.corpora).length > 0, 'at least one corpus is recorded');
  const committed = fs.readFileSync(path.join(repoRoot, 'docs/rules.md'), 'utf8');
  for (const [name, c] of Object.entries(quality!.corpora)) {
    assert.ok(committed.includes(`### ${name}`), `docs show corpus ${name}`);
    for (const fam of Object.keys(c.families)) assert.ok(committed.includes(`| \`${fam}\` |`), `docs show family ${fam} of ${name}`);
  }
});

test('docs/rule-pack.schema.json matches src/schemas/rule-pack.ts (run npm run docs)', () => {
  const committed = fs.readFileSync(path.join(repoRoot, 'docs/rule-pack.schema.json'), 'utf8');
  assert.ok(committed === renderRulePackJsonSchema(), 'docs/rule-pack.schema.json is stale: run npm run docs');
});

test.run();

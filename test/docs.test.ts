// Generated files must be fresh: the reference docs and the rule-pack JSON Schema are
// regenerated in memory and compared with what is committed.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { listPackFiles, loadPackFile } from '../src/registry/load-packs.js';
import { renderRulePackJsonSchema, renderRuleReference } from '../src/docs/reference.js';
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
  const committed = fs.readFileSync(path.join(repoRoot, 'docs/rules.md'), 'utf8');
  assert.ok(committed === renderRuleReference(packs), 'docs/rules.md is stale: run npm run docs');
});

test('docs/rule-pack.schema.json matches src/schemas/rule-pack.ts (run npm run docs)', () => {
  const committed = fs.readFileSync(path.join(repoRoot, 'docs/rule-pack.schema.json'), 'utf8');
  assert.ok(committed === renderRulePackJsonSchema(), 'docs/rule-pack.schema.json is stale: run npm run docs');
});

test.run();

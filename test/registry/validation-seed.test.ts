// Pack verdicts can ship with the package (pack-verdicts.json): with the fingerprint of the code
// that is running they spare a fresh data directory the full checks; with any other fingerprint
// they are ignored; and a pack not among them is checked in full, its problems reported.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { loadPackFile } from '../../src/registry/load-packs.js';
import { knownValid, useValidationCache, validationVerdicts } from '../../src/registry/validation-cache.js';
import { useRegexCache } from '../../src/registry/regex-safety.js';
import { repoRoot, rulesDir } from '../support/paths.js';
import { tempDir } from '../support/server.js';

const test = suite('registry: shipped pack verdicts');
useRegexCache(undefined);

const shipped = path.join(rulesDir, 'secrets-aws.json');
const sha = (file: string): string => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function seedWith(fingerprint: string, valid: string[]): string {
  const file = path.join(tempDir('seed-'), 'pack-verdicts.json');
  fs.writeFileSync(file, JSON.stringify({ fingerprint, valid }));
  return file;
}

test('a verdict shipped with the fingerprint of this code is taken; with another it is ignored', () => {
  const dataFile = path.join(tempDir('data-'), 'pack-validation-cache.json');
  useValidationCache(dataFile, { seed: false });
  const fingerprint = validationVerdicts().fingerprint;
  useValidationCache(dataFile, { seed: seedWith(fingerprint, [sha(shipped)]) });
  assert.ok(knownValid(sha(shipped)));
  useValidationCache(dataFile, { seed: seedWith(`${fingerprint.slice(1)}0`, [sha(shipped)]) });
  assert.not.ok(knownValid(sha(shipped)));
});

test('a pack the seed does not list is checked in full: its problems are reported', async () => {
  const dataFile = path.join(tempDir('data-'), 'pack-validation-cache.json');
  useValidationCache(dataFile, { seed: false });
  useValidationCache(dataFile, { seed: seedWith(validationVerdicts().fingerprint, [sha(shipped)]) });
  const bad = path.join(repoRoot, 'test/fixtures/rule-packs/invalid/empty-match.json');
  const result = await loadPackFile(bad);
  assert.is(result.pack, undefined);
  assert.ok(result.problems.some((p) => p.code === 'RULES_BAD_RULE' && p.path === '/rules/0/pattern'));
  assert.equal((await loadPackFile(shipped)).problems, []);
  useValidationCache(undefined);
});

test.run();

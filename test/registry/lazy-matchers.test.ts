// Matchers over validated packs are built on first scan (or by warm()), so a start or reload does
// not wait for them; rules a plugin builds itself are still compiled when it asks, so a problem in
// them fails its create() at load rather than a later request.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { createLogger } from '../../src/observability/logger.js';
import { createHostToolkit } from '../../src/registry/host-toolkit.js';
import { loadPackFile } from '../../src/registry/load-packs.js';
import { MatcherCache } from '../../src/registry/matcher-cache.js';
import type { LoadedPack } from '../../src/registry/plugin-api.js';
import { useRegexCache } from '../../src/registry/regex-safety.js';
import { acmePack } from '../support/packs.js';
import { tempDir } from '../support/server.js';

const test = suite('registry: matchers built on first use');
useRegexCache(undefined);
const logger = createLogger('silent');

async function validatedPack(): Promise<LoadedPack> {
  const file = path.join(tempDir('lazy-'), 'acme.json');
  fs.writeFileSync(file, JSON.stringify(acmePack('1.0.0')));
  const result = await loadPackFile(file);
  assert.equal(result.problems, []);
  return result.pack!;
}

test('a validated pack: nothing is built until the first scan, which finds what an eager build finds', async () => {
  const matchers = new MatcherCache();
  const host = createHostToolkit(logger, 'test', matchers);
  const packs = [await validatedPack()];
  const rules = host.compileRules(packs);
  assert.equal(rules.ruleIds, ['acme/token']);
  assert.is(matchers.stats().pending, 1);
  const text = `key ACME-${'Q7'.repeat(12)} here`;
  const found = rules.scan(text).map((m) => [m.ruleId, m.start, m.end]);
  assert.is(matchers.stats().pending, 0);
  assert.equal(found, [['acme/token', 4, 33]]);
  const eager = createHostToolkit(logger, 'test').compileRules(packs);
  assert.equal(eager.scan(text).map((m) => [m.ruleId, m.start, m.end]), found);
});

test('warm() builds every pending matcher', async () => {
  const matchers = new MatcherCache();
  createHostToolkit(logger, 'test', matchers).compileRules([await validatedPack()]);
  assert.is(matchers.stats().pending, 1);
  await matchers.warm();
  assert.is(matchers.stats().pending, 0);
});

test('rules a plugin built itself compile at once: a bad pattern throws from compileRules', () => {
  const host = createHostToolkit(logger, 'test', new MatcherCache());
  const made = { pack: acmePack('1.0.0', 'ACME-', 'ACME-([A-Z'), file: '/nowhere/acme.json', hash: 'x' } as unknown as LoadedPack;
  assert.throws(() => host.compileRules([made]), /invalid regex/);
});

test.run();

// `screening rules lint` and `rules test`: problems name the file, the JSON pointer and the rule;
// examples run through the real engine; exit status 1 on any problem.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cli, tempDir, writeFiles } from '../support/cli.js';

const test = suite('cli: rules');

const rule = {
  id: 'acme-token',
  title: 'Acme internal token',
  category: 'api_key',
  type: 'acme_token',
  severity: 'high',
  confidence: 0.9,
  pattern: '\\bacme_[0-9a-f]{24}\\b',
  keywords: ['acme_'],
  examples: { positive: ['token acme_0123456789abcdef01234567'], negative: ['acme_short'] },
};
const packOf = (id: string, rules: unknown[]): string => JSON.stringify({ id, version: '1.0.0', formatVersion: 1, check: 'pii_secrets', description: 'test pack', rules }, null, 2);

test('lint: a good pack passes (exit 0)', async () => {
  const dir = tempDir();
  writeFiles(dir, { 'acme.json': packOf('acme', [rule]) });
  const r = await cli(['rules', 'lint', 'acme.json'], { cwd: dir });
  assert.is(r.code, 0, r.stdout);
  assert.match(r.stdout, /1 packs, 1 rules linted\n0 problems/);
});

test('lint: schema, backtracking, keyword and duplicate-example problems name file, pointer and rule', async () => {
  const dir = tempDir();
  writeFiles(dir, {
    'schema.json': packOf('schema', [{ ...rule, colour: 'red' }]),
    'redos.json': packOf('redos', [{ ...rule, pattern: '^(a+)+$', keywords: [], examples: { positive: ['aaaa'], negative: ['b'] } }]),
    'keyword.json': packOf('keyword', [{ ...rule, examples: { positive: ['token 0123456789abcdef01234567'], negative: ['x'] } }]),
    'dupes.json': packOf('dupes', [{ ...rule, examples: { positive: ['token acme_0123456789abcdef01234567'], negative: ['acme_short', 'acme_short'] } }]),
  });
  const r = await cli(['rules', 'lint', '.'], { cwd: dir });
  assert.is(r.code, 1);
  const out = r.stdout;
  assert.match(out, new RegExp(`${dir}/schema\\.json#/rules/0: unknown property "colour" \\[RULES_SCHEMA\\]`));
  assert.match(out, new RegExp(`${dir}/redos\\.json#/rules/0/pattern: redos/acme-token: .*\\[RULES_UNSAFE_PATTERN\\]`));
  assert.match(out, new RegExp(`${dir}/keyword\\.json#/rules/0/examples/positive/0: keyword/acme-token: positive example contains none of the keywords`));
  assert.match(out, new RegExp(`${dir}/dupes\\.json#/rules/0/examples/negative/1: dupes/acme-token: repeats the example at /rules/0/examples/negative/0`));
  assert.match(out, /4 problems/);
});

test('lint: settings the owning check does not declare are a problem, named by file and pointer, as at load', async () => {
  const dir = tempDir();
  const pack = JSON.parse(packOf('settings', [rule])) as Record<string, unknown>;
  writeFiles(dir, { 'settings.json': JSON.stringify({ ...pack, settings: { minScore: 0.5 } }, null, 2) });
  const r = await cli(['rules', 'lint', 'settings.json'], { cwd: dir });
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /FAIL {2}.*settings\.json#\/settings\/minScore.*unknown setting "minScore"/);
  assert.match(r.stdout, /1 problems/);
});

test('test: every example runs through the engine; a failing one is named by pointer and rule', async () => {
  const dir = tempDir();
  writeFiles(dir, {
    'acme.json': packOf('acme', [{ ...rule, examples: { positive: ['token acme_7f3a9c2e4b1d8f6a0c5e9b2d', 'token acme_0123'], negative: ['acme_short'] } }]),
  });
  const r = await cli(['rules', 'test', 'acme.json'], { cwd: dir });
  assert.is(r.code, 1);
  assert.match(r.stdout, new RegExp(`FAIL  ${dir}/acme\\.json#/rules/0/examples/positive/1: acme/acme-token: expected a match, found none`));
  assert.match(r.stdout, /2 passed, 1 failed/);
  assert.not.ok(r.stdout.includes('acme_7f3a9c2e4b1d8f6a0c5e9b2d'), 'example texts are not printed');
});

test('test: a shipped pack, chosen by a substring of its path, passes', async () => {
  const r = await cli(['rules', 'test', 'secrets-aws'], { cwd: tempDir() });
  assert.is(r.code, 0, r.stdout);
  assert.match(r.stdout, /1 packs, \d+ rules\n\d+ passed, 0 failed/);
  const none = await cli(['rules', 'test', 'no-such-pack'], { cwd: tempDir() });
  assert.is(none.code, 2);
});

test.run();

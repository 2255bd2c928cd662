// Load problems of plugins and packs against a table of fixtures (test/fixtures/load-codes):
// each is reported with its code, the file and the JSON pointer, the rest of the folder still
// loads, and a typo in a pack's settings is an error under the schema its check declares.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { createLogger } from '../../src/observability/logger.js';
import { Registry } from '../../src/registry/registry.js';
import { formatProblem, loadErrorCodes } from '../../src/registry/errors.js';
import { repoRoot } from '../support/paths.js';
import { tempDir } from '../support/server.js';

const fixtures = path.join(repoRoot, 'test/fixtures/load-codes');
const cases = JSON.parse(fs.readFileSync(path.join(fixtures, 'cases.json'), 'utf8')) as Record<string, { code: string; path: string; message: string }>;
const test = suite('registry: load problem codes');

function workspace(): { root: string; rules: string; plugins: string } {
  const root = tempDir('load-codes-');
  fs.cpSync(fixtures, root, { recursive: true });
  // A directory where a pack file should be: reading it fails (EISDIR), whoever runs the test.
  fs.mkdirSync(path.join(root, 'rules/unreadable.json'));
  return { root, rules: path.join(root, 'rules'), plugins: path.join(root, 'plugins') };
}

const built = (async () => {
  const ws = workspace();
  const registry = new Registry({ rulesDir: ws.rules, pluginsDir: ws.plugins, trustedDomains: [], logger: createLogger('silent') });
  return { ws, snapshot: await registry.reload() };
})();

for (const [where, expected] of Object.entries(cases)) {
  test(`${expected.code} for ${where}`, async () => {
    const { ws, snapshot } = await built;
    const file = path.join(ws.root, where.replace(/#.*$/, ''));
    const hit = snapshot.problems.find((p) => p.code === expected.code && p.file === file && p.path === expected.path);
    assert.ok(hit, `expected ${expected.code} at ${file}#${expected.path}; got\n${snapshot.problems.map(formatProblem).join('\n')}`);
    assert.ok(hit.message.includes(expected.message), `message "${hit.message}" lacks "${expected.message}"`);
    assert.ok(formatProblem(hit).startsWith(`${file}${expected.path ? `#${expected.path}` : ''}:`), 'the message names the file and the JSON pointer');
  });
}

test('every plugin and pack code of the catalogue has a fixture case here or in the pack loader table', () => {
  const packTable = JSON.parse(fs.readFileSync(path.join(repoRoot, 'test/fixtures/rule-packs/invalid/cases.json'), 'utf8')) as Record<string, { code: string }>;
  const covered = new Set([...Object.values(cases), ...Object.values(packTable)].map((c) => c.code));
  // Exercised by the registry tests (bad meta, create() throwing) and the many-problems fixture.
  for (const code of ['PLUGIN_BAD_META', 'PLUGIN_CREATE_FAILED']) covered.add(code);
  assert.equal(Object.keys(loadErrorCodes).filter((c) => !covered.has(c)), []);
});

test('what loads still loads: the valid plugins and packs beside the broken ones', async () => {
  const { snapshot } = await built;
  assert.equal([...snapshot.checks.keys()].sort(), ['duplicate', 'settings_schema']);
  assert.equal(snapshot.checks.get('duplicate')!.source.dir.endsWith('dup_a'), true, 'the first folder keeps the id');
  assert.equal(snapshot.packs.map((p) => p.pack.id), ['settings-ok']);
});

test('a settings typo introduced later keeps the last good version of the pack serving', async () => {
  const ws = workspace();
  const registry = new Registry({ rulesDir: ws.rules, pluginsDir: ws.plugins, trustedDomains: [], logger: createLogger('silent') });
  const good = await registry.reload();
  const file = path.join(ws.rules, 'settings-ok.json');
  const pack = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, JSON.stringify({ ...pack, version: '1.0.1', settings: { maxWords: 0 } }));
  const next = await registry.reload();
  assert.ok(next.problems.some((p) => p.code === 'RULES_SETTINGS' && p.file === file && p.path === '/settings/maxWords'));
  assert.is(next.packs.find((p) => p.pack.id === 'settings-ok')?.pack.version, '1.0.0');
  assert.is(next.version, good.version);
});

test('shipped checks declare their settings schemas: a misspelt policy setting is a load error, not a fallback', async () => {
  const rules = tempDir('typo-rules-');
  const policy = JSON.parse(fs.readFileSync(path.join(repoRoot, 'rules/agent-action-policy.json'), 'utf8'));
  const { protectedBranches, ...rest } = policy.settings;
  fs.writeFileSync(path.join(rules, 'agent-action-policy.json'), JSON.stringify({ ...policy, settings: { ...rest, protectedBranchs: protectedBranches } }));
  const registry = new Registry({ rulesDir: rules, pluginsDir: path.join(repoRoot, 'plugins'), trustedDomains: [], logger: createLogger('silent') });
  const snap = await registry.reload();
  const hit = snap.problems.find((p) => p.code === 'RULES_SETTINGS');
  assert.ok(hit, snap.problems.map(formatProblem).join('\n'));
  assert.is(hit.path, '/settings/protectedBranchs');
  assert.match(hit.message, /unknown setting "protectedBranchs"/);
  assert.equal(snap.packs, [], 'the pack is not loaded');
});

test.run();

// The registry: discovery of built-in and dropped-in plugins through one path, last-good
// versions on bad changes, atomic snapshots, detector_version, and hot reload with chokidar.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { createLogger } from '../../src/observability/logger.js';
import { Registry } from '../../src/registry/registry.js';
import { useRegexCache } from '../../src/registry/regex-safety.js';
import { apiVersionAccepted } from '../../src/registry/load-plugins.js';
import { watchForChanges } from '../../src/registry/watch.js';
import { runCheck } from '../../src/evaluate/run-check.js';
import { acmePack } from '../support/packs.js';
import { pluginsDir, repoRoot, rulesDir } from '../support/paths.js';
import { tempDir } from '../support/server.js';

const test = suite('registry');
const fixtures = path.join(repoRoot, 'test/fixtures/plugins');
useRegexCache(undefined);

/** A rules dir and a plugins dir holding copies of the shipped ones plus the named fixtures. */
function workspace(extraPlugins: string[] = []): { rules: string; plugins: string } {
  const root = tempDir('registry-');
  const rules = path.join(root, 'rules');
  const plugins = path.join(root, 'plugins');
  fs.cpSync(rulesDir, rules, { recursive: true, dereference: true });
  fs.cpSync(pluginsDir, plugins, { recursive: true, dereference: true });
  // A copied plugin resolves bare imports from the repository's node_modules, as in a real deployment.
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  for (const name of extraPlugins) fs.cpSync(path.join(fixtures, name), path.join(plugins, name), { recursive: true });
  return { rules, plugins };
}

const logger = createLogger('silent');

test('built-in and dropped-in plugins load through the same path; broken ones are reported and skipped', async () => {
  const ws = workspace(['word_count', 'bad_meta', 'create_fails']);
  const registry = new Registry({ rulesDir: ws.rules, pluginsDir: ws.plugins, trustedDomains: [], logger });
  const snap = await registry.reload();
  assert.equal([...snap.checks.keys()].sort(), ['agent_action', 'output_safety', 'pii_secrets', 'prompt_injection', 'word_count']);
  const codes = snap.problems.map((p) => `${p.code}:${path.basename(path.dirname(p.file))}`).sort();
  assert.equal(codes, ['PLUGIN_BAD_META:bad_meta', 'PLUGIN_BAD_META:bad_meta', 'PLUGIN_BAD_META:bad_meta', 'PLUGIN_BAD_META:bad_meta', 'PLUGIN_CREATE_FAILED:create_fails']);
  assert.ok(snap.problems.some((p) => p.path === '/meta/input'), 'meta problems carry JSON pointers');
});

test('the pii_secrets packs are compiled once per build, shared by every check that scans with them', async () => {
  const ws = workspace();
  const registry = new Registry({ rulesDir: ws.rules, pluginsDir: ws.plugins, trustedDomains: [], logger });
  const snap = await registry.reload();
  const first = registry.matchers.stats();
  // pii_secrets, output_safety and agent_action each ask for the pii_secrets packs.
  assert.ok(first.reused >= 2, `reused ${first.reused}`);
  const scan = async (check: string, text: string) => (await runCheck(snap.checks.get(check)!, { kind: 'text', text }, { requestId: 'r', timeoutMs: 5000 })).outcome;
  const key = `AKIA${'Q'.repeat(4)}7XKZ2M4PLB3N`;
  for (const [check, category] of [['pii_secrets', 'api_key'], ['output_safety', 'secret_leak']] as const) {
    const out = await scan(check, `leaked ${key} here`);
    assert.ok(out.status === 'ok' && out.findings.some((f) => f.category === category), `${check} still finds the key`);
  }
  await registry.reload();
  assert.is(registry.matchers.stats().compiled, first.compiled, 'an unchanged reload compiles nothing');
  fs.writeFileSync(path.join(ws.rules, 'acme.json'), JSON.stringify(acmePack('1.0.0')));
  await registry.reload();
  const after = registry.matchers.stats();
  assert.ok(after.compiled > first.compiled, 'a new pack compiles the matchers that use it');
  assert.ok(after.cached > 0, 'matchers in use stay cached');
  fs.rmSync(path.join(ws.rules, 'acme.json'));
  await registry.reload();
  const restored = registry.matchers.stats();
  assert.is(restored.compiled, after.compiled, 'back to the previous packs: their matchers were still cached');
  fs.writeFileSync(path.join(ws.rules, 'acme.json'), JSON.stringify(acmePack('1.0.1', 'ACMEX-')));
  await registry.reload();
  assert.ok(registry.matchers.stats().cached <= after.cached, 'matchers of a replaced pack version are forgotten');
});

test('a dropped-in rule pack is picked up; detector_version changes and is stable for the same content', async () => {
  const ws = workspace();
  const registry = new Registry({ rulesDir: ws.rules, pluginsDir: ws.plugins, trustedDomains: [], logger });
  const before = await registry.reload();
  assert.is((await registry.reload()).version, before.version, 'same content, same version');
  fs.writeFileSync(path.join(ws.rules, 'acme.json'), JSON.stringify(acmePack('1.0.0')));
  const after = await registry.reload();
  assert.is.not(after.version, before.version);
  assert.match(after.version, /^\d+\.\d+\.\d+$/);
  const pii = after.checks.get('pii_secrets')!;
  const run = await runCheck(pii, { kind: 'text', text: 'token ACME-ABCDEFGHIJKLMNOPQRSTUVWX here' }, { requestId: 'r', timeoutMs: 5000 });
  assert.is(run.outcome.status, 'ok');
  if (run.outcome.status === 'ok') assert.equal(run.outcome.findings.map((f) => f.ruleId), ['acme/token']);
  assert.is(before.checks.get('pii_secrets')!.packs.some((p) => p.pack.id === 'acme'), false, 'the old snapshot is unchanged');
});

test('an invalid change keeps the last good version of that pack serving', async () => {
  const ws = workspace();
  const file = path.join(ws.rules, 'acme.json');
  fs.writeFileSync(file, JSON.stringify(acmePack('1.0.0')));
  const registry = new Registry({ rulesDir: ws.rules, pluginsDir: ws.plugins, trustedDomains: [], logger });
  const good = await registry.reload();
  fs.writeFileSync(file, JSON.stringify({ ...acmePack('1.0.1'), rules: [{ ...acmePack('1.0.1').rules[0], pattern: 'ACME-(' }] }));
  const next = await registry.reload();
  assert.is(next.problems.length, 1);
  assert.is(next.problems[0]!.code, 'RULES_BAD_RULE');
  assert.is(next.version, good.version, 'still serving the last good acme pack');
  assert.is(next.packs.find((p) => p.pack.id === 'acme')?.pack.version, '1.0.0');
});

test('a check instance is reused when nothing it depends on changed', async () => {
  const ws = workspace();
  const registry = new Registry({ rulesDir: ws.rules, pluginsDir: ws.plugins, trustedDomains: [], logger });
  const a = await registry.reload();
  fs.writeFileSync(path.join(ws.rules, 'acme.json'), JSON.stringify(acmePack('1.0.0')));
  const b = await registry.reload();
  assert.is(b.checks.get('prompt_injection')!.instance, a.checks.get('prompt_injection')!.instance);
  assert.is.not(b.checks.get('pii_secrets')!.instance, a.checks.get('pii_secrets')!.instance);
});

test('hot reload: a new pack and an edited plugin go live; a bad edit is rejected', async () => {
  const ws = workspace(['word_count']);
  const registry = new Registry({ rulesDir: ws.rules, pluginsDir: ws.plugins, trustedDomains: [], logger });
  await registry.reload();
  const watcher = await watchForChanges(registry, [ws.rules, ws.plugins], logger, 50);
  const until = async (predicate: () => boolean, ms = 20_000): Promise<boolean> => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (predicate()) return true;
      await new Promise((r) => setTimeout(r, 25));
    }
    return predicate();
  };
  try {
    const started = Date.now();
    fs.writeFileSync(path.join(ws.rules, 'acme.json'), JSON.stringify(acmePack('1.0.0')));
    // Liveness, not speed (the machine running the suite may be loaded): `until` waits 20 s at most.
    assert.ok(await until(() => registry.current().packs.some((p) => p.pack.id === 'acme')), `the new pack is live (waited ${Date.now() - started} ms)`);

    const entry = path.join(ws.plugins, 'word_count/index.js');
    fs.writeFileSync(entry, fs.readFileSync(entry, 'utf8').replace("version: '0.1.0'", "version: '0.2.0'"));
    assert.ok(await until(() => registry.current().checks.get('word_count')?.meta.version === '0.2.0'), 'the edited plugin is live');

    fs.writeFileSync(path.join(ws.rules, 'acme.json'), '{ broken');
    // Once the bad edit has been read (its problem reported), the last good version still serves.
    assert.ok(await until(() => registry.current().problems.some((p) => p.code === 'RULES_INVALID_JSON')), 'the bad edit is reported');
    assert.ok(registry.current().packs.some((p) => p.pack.id === 'acme' && p.pack.version === '1.0.0'), 'the last good pack keeps serving');
  } finally {
    await watcher.close();
  }
});

test('plugin API version ranges', () => {
  assert.ok(apiVersionAccepted('^1.0.0', '1.0.0'));
  assert.ok(apiVersionAccepted('^1.0', '1.2.0'));
  assert.not.ok(apiVersionAccepted('^1.3.0', '1.2.0'));
  assert.not.ok(apiVersionAccepted('^2.0.0', '1.2.0'));
});

test.run();

// The published plugin contract: a plugin written in TypeScript outside this repository
// type-checks against `screening-service/plugin-api` (package.json exports, types condition),
// a plugin that reaches for engine internals does not, and the compiled plugin loads and runs
// from its own PLUGINS_DIR.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createLogger } from '../../src/observability/logger.js';
import { Registry } from '../../src/registry/registry.js';
import { runCheck } from '../../src/evaluate/run-check.js';
import { repoRoot } from '../support/paths.js';
import { tempDir } from '../support/server.js';

const test = suite('plugin API: published types');
const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');

const plugin = `import type { CheckPlugin, FindingDraft, MatchRecord } from 'screening-service/plugin-api';

export const meta: CheckPlugin['meta'] = {
  id: 'shout',
  version: '1.0.0',
  apiVersion: '^2.0.0',
  input: 'text',
  description: 'Flags shouted words and the rules of its own packs.',
  settingsSchema: { type: 'object', additionalProperties: false, properties: { minLength: { type: 'integer', minimum: 2 } } },
};

export const create: CheckPlugin['create'] = ({ packs, host }) => {
  const rules = host.compileRules(packs);
  const minLength = Number(packs[0]?.pack.settings?.['minLength'] ?? 4);
  return {
    run(input) {
      if (input.kind !== 'text') return { status: 'skipped', reason: 'reads text' };
      const findings: FindingDraft[] = rules.scan(input.text).map((m: MatchRecord) => host.draftFromMatch(m, { reason: \`\${m.title} (\${m.tags.join(',')})\` }));
      for (const w of input.text.matchAll(new RegExp(\`\\\\b[A-Z]{\${minLength},}\\\\b\`, 'g')))
        findings.push({ ruleId: 'shout/caps', category: 'shouting', severity: 'low', confidence: host.entropy(w[0]) > 1 ? 0.9 : 0.5, reason: 'shouted word', start: w.index, end: w.index + w[0].length });
      return { status: 'ok', verdict: findings.length ? 'review' : 'allow', findings };
    },
  };
};
`;

function project(source: string): string {
  const dir = tempDir('outside-plugin-');
  fs.mkdirSync(path.join(dir, 'node_modules'));
  fs.symlinkSync(repoRoot, path.join(dir, 'node_modules/screening-service'), 'dir');
  fs.mkdirSync(path.join(dir, 'shout'));
  fs.writeFileSync(path.join(dir, 'shout/index.ts'), source);
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: true, types: [], rootDir: '.', outDir: 'plugins' }, include: ['shout/*.ts'] }),
  );
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  return dir;
}

const typecheck = (dir: string) => spawnSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });

test('a TypeScript plugin outside the repository type-checks against screening-service/plugin-api, compiles and runs', async () => {
  const dir = project(plugin);
  const r = typecheck(dir);
  assert.is(r.status, 0, `tsc failed:\n${r.stdout}${r.stderr}`);
  // The compiled plugin folder works from its own PLUGINS_DIR (it imports types only).
  fs.writeFileSync(path.join(dir, 'plugins/package.json'), JSON.stringify({ type: 'module' }));
  const registry = new Registry({ rulesDir: tempDir('no-rules-'), pluginsDir: path.join(dir, 'plugins'), trustedDomains: [], logger: createLogger('silent') });
  const snap = await registry.reload();
  assert.equal(snap.problems, []);
  const out = (await runCheck(snap.checks.get('shout')!, { kind: 'text', text: 'please STOP now' }, { requestId: 'r', timeoutMs: 5000 })).outcome;
  assert.ok(out.status === 'ok' && out.verdict === 'review' && out.findings[0]?.start === 7);
});

test('engine internals are not part of the contract: the old match shape does not type-check', () => {
  const dir = project(plugin.replace('m.title', 'm.rule.rule.title'));
  const r = typecheck(dir);
  assert.is.not(r.status, 0);
  assert.match(r.stdout, /Property 'rule' does not exist on type 'MatchRecord'/);
});

test('package.json exports ./plugin-api with a types condition that resolves to a declaration file', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { exports: Record<string, { types: string; default: string }> };
  const entry = manifest.exports['./plugin-api'];
  assert.ok(entry?.types.endsWith('.d.ts'));
  assert.ok(fs.existsSync(path.join(repoRoot, entry!.types)), `${entry!.types} is built`);
  assert.ok(fs.existsSync(path.join(repoRoot, entry!.default)));
});

test.run();

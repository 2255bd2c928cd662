// Start-up with packs or plugins that do not load: in production the service refuses to start
// (exit status 1, a message naming the file and the JSON pointer); in development it starts and
// the rest keeps serving.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot } from '../support/paths.js';
import { freePort } from '../../scripts/support/service.js';
import { tempDir } from '../support/server.js';

const test = suite('reliability: fail fast in production');

function brokenWorkspace(): { rules: string; plugins: string } {
  const root = tempDir('fail-fast-');
  const rules = path.join(root, 'rules');
  const plugins = path.join(root, 'plugins');
  fs.mkdirSync(rules);
  fs.cpSync(path.join(repoRoot, 'plugins/pii_secrets'), path.join(plugins, 'pii_secrets'), { recursive: true });
  fs.writeFileSync(path.join(rules, 'acme.json'), JSON.stringify({ id: 'acme', version: '1.0.0', formatVersion: 1, check: 'pii_secrets', description: 'broken', rules: [{ id: 'x', title: 'X' }] }));
  return { rules, plugins };
}

async function start(env: Record<string, string>): Promise<{ code: number | null; output: string; ready: boolean }> {
  const ws = brokenWorkspace();
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'dist/src/main.js')], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: tempDir('fail-fast-data-'), RULES_DIR: ws.rules, PLUGINS_DIR: ws.plugins, CHECK_WORKERS: '0', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr.on('data', (b: Buffer) => (output += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  let ready = false;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      ready = (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
      if (ready) break;
    } catch {
      // not listening (yet)
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (child.exitCode === null) child.kill('SIGTERM');
  return { code: await exited, output, ready };
}

test('production: a pack that does not load stops the start with status 1, naming the file and pointer', async () => {
  const r = await start({ NODE_ENV: 'production' });
  assert.is(r.ready, false);
  assert.is(r.code, 1, r.output);
  assert.match(r.output, /acme\.json#\/rules\/0(\/\w+)?: .*\[RULES_SCHEMA\]/);
});

test('production with several server processes: the primary stops too, with status 1', async () => {
  const r = await start({ NODE_ENV: 'production', WORKERS: '2' });
  assert.is(r.ready, false);
  assert.is(r.code, 1, r.output);
});

test('development: the service starts and serves what loaded', async () => {
  const r = await start({ NODE_ENV: 'development', HOT_RELOAD: 'false' });
  assert.ok(r.ready, r.output);
  assert.match(r.output, /RULES_SCHEMA/);
});

test.run();

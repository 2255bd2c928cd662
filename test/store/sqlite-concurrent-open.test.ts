// WORKERS server processes open one data dir at the same moment. On a fresh dir each of them finds
// the schema missing; only one may create it, and none may fail because another got there first
// ("table accounts already exists" stopped a server process before it listened).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../support/paths.js';
import { tempDir } from '../support/server.js';

const test = suite('store: several processes open a fresh SQLite data dir at once');

const PROCESSES = 4;
const ROUNDS = 6;

/** Starts a process that opens `dir` at `startAt` (ms since the epoch); resolves with its exit code and stderr. */
function openFrom(dir: string, startAt: number): Promise<{ code: number | null; stderr: string }> {
  const module = pathToFileURL(path.join(repoRoot, 'dist/src/store/database.js')).href;
  // Every process waits for the same instant, so their opens overlap.
  const code = `const m = await import(${JSON.stringify(module)});
while (Date.now() < ${startAt}) {}
m.openDatabase(${JSON.stringify(dir)}).close();`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (exitCode) => resolve({ code: exitCode, stderr }));
  });
}

test('every process opens the store and the schema is created once', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const dir = tempDir('store-concurrent-');
    const startAt = Date.now() + 400;
    const results = await Promise.all(Array.from({ length: PROCESSES }, () => openFrom(dir, startAt)));
    for (const r of results) assert.is(r.code, 0, `a process failed to open the store: ${r.stderr.split('\n').find((line) => /Error/.test(line)) ?? r.stderr.trim()}`);
    const db = new Database(path.join(dir, 'service.sqlite'), { readonly: true });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
      assert.equal(tables.map((t) => t.name), ['accounts', 'api_keys', 'usage_daily']);
      assert.is(db.pragma('journal_mode', { simple: true }), 'wal');
    } finally {
      db.close();
    }
  }
});

test.run();

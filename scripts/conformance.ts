// `npm run conformance`: starts the built server on a free loopback port with a throwaway data
// directory, runs the contract suite (../shared/conformance/run.mjs) against it, stops the server
// and exits with the suite's status.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnService } from './support/service.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const suite = path.resolve(root, process.env['CONFORMANCE_SUITE'] ?? '../shared/conformance/run.mjs');

if (!fs.existsSync(suite)) {
  console.error(`conformance suite not found at ${suite}`);
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-conformance-'));
let status = 1;
let service: Awaited<ReturnType<typeof spawnService>> | undefined;
try {
  service = await spawnService(
    root,
    { DATA_DIR: dataDir, NODE_ENV: 'test', SIGNUP_MODE: 'open', LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn', WORKERS: '1' },
    { stdio: ['ignore', 'inherit', 'inherit'], timeoutMs: 60_000 },
  );
  const url = service.url;
  status = await new Promise<number>((resolve) => {
    const run = spawn(process.execPath, [suite, '--url', url], { stdio: 'inherit' });
    run.on('exit', (code) => resolve(code ?? 1));
  });
} catch (err) {
  console.error((err as Error).message);
} finally {
  service?.child.kill('SIGTERM');
  if (service) await service.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);

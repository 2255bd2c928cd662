// `npm run conformance`: starts the built server on a free loopback port with a throwaway data
// directory, runs the contract suite (../shared/conformance/run.mjs) against it, stops the server
// and exits with the suite's status.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const suite = path.resolve(root, process.env['CONFORMANCE_SUITE'] ?? '../shared/conformance/run.mjs');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become ready within 60 s');
}

if (!fs.existsSync(suite)) {
  console.error(`conformance suite not found at ${suite}`);
  process.exit(1);
}
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-conformance-'));
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'dist/src/main.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', SIGNUP_MODE: 'open', LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn', WORKERS: '1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let status = 1;
try {
  await waitForHealth(url, Date.now() + 60_000);
  status = await new Promise<number>((resolve) => {
    const run = spawn(process.execPath, [suite, '--url', url], { stdio: 'inherit' });
    run.on('exit', (code) => resolve(code ?? 1));
  });
} catch (err) {
  console.error((err as Error).message);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);

// Runs the built service as a child process (as `npm start` does), for tests that kill it.

import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from './paths.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export async function spawnService(env: Record<string, string>): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'dist/src/main.js')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', CHECK_WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`service did not start:\n${out.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, child, output: () => out, exited };
}

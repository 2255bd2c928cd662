// Starting the built service as a child process on a free loopback port, for the scripts that
// drive it from outside (conformance, bench, soak) and the tests that kill it.

import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

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
  exited: Promise<number | null>;
}

/** Spawns dist/src/main.js from `root` on a free port and resolves once /readyz answers. */
export async function spawnService(root: string, env: Record<string, string>, options: { stdio?: StdioOptions; timeoutMs?: number } = {}): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'dist/src/main.js')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: options.stdio ?? 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, child, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('the service did not become ready');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

// Runs the built service as a child process (as `npm start` does), for tests that kill it, and
// captures what it prints.

import { spawnService as spawnServiceAt } from '../../scripts/support/service.js';
import type { ChildProcess } from 'node:child_process';
import { repoRoot } from './paths.js';

export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export async function spawnService(env: Record<string, string>): Promise<ServiceProcess> {
  const svc = await spawnServiceAt(repoRoot, { NODE_ENV: 'test', LOG_LEVEL: 'info', CHECK_WORKERS: '1', ...env }, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  svc.child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  svc.child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  return { ...svc, output: () => out };
}

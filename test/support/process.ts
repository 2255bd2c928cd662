// Runs the built service as a child process (as `npm start` does), for tests that kill it, and
// captures what it prints.

import { spawnService as spawnServiceAt, type ServiceProcess } from '../../scripts/support/service.js';
import { repoRoot } from './paths.js';

export type { ServiceProcess };

export function spawnService(env: Record<string, string>): Promise<ServiceProcess> {
  return spawnServiceAt(repoRoot, { NODE_ENV: 'test', LOG_LEVEL: 'info', CHECK_WORKERS: '1', ...env }, { stdio: ['ignore', 'pipe', 'pipe'] });
}

// Where the package keeps its own rule packs and checks, and where the regex-safety verdicts of
// user packs are cached between runs. Resolved from this module's location (dist/src/lib/), so
// an installed package finds its packs wherever it was installed.

import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const defaultRulesDir = path.join(packageRoot, 'rules');
export const defaultPluginsDir = path.join(packageRoot, 'plugins');

/** $XDG_CACHE_HOME/screening-service, else ~/.cache/screening-service. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env['XDG_CACHE_HOME'] || path.join(os.homedir(), '.cache');
  return path.join(base, 'screening-service');
}

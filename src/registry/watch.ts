// Development hot reload: watches the rules and plugins directories with chokidar and rebuilds
// the registry shortly after a change settles. Loaded only when hot reload is on (chokidar is
// never imported in production).

import type { Registry } from './registry.js';
import type { Logger } from '../observability/logger.js';

export interface Watcher {
  close(): Promise<void>;
}

export async function watchForChanges(registry: Registry, dirs: readonly string[], logger: Logger, debounceMs = 150): Promise<Watcher> {
  const { watch } = await import('chokidar');
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch([...dirs], {
    ignoreInitial: true,
    ignored: (p: string) => /(^|[\\/])(node_modules|\.[^\\/]+)([\\/]|$)/.test(p),
    awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 20 },
  });
  watcher.on('all', (event, file) => {
    logger.debug({ event, file }, 'change detected');
    clearTimeout(timer);
    timer = setTimeout(() => {
      registry.reload().catch((err: Error) => logger.error({ err: err.message }, 'reload failed'));
    }, debounceMs);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}

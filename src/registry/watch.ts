// Development hot reload: watches the rules and plugins directories with chokidar and rebuilds
// the registry shortly after a change settles. Loaded only when hot reload is on (chokidar is
// never imported in production).
//
// Native file watching can be unavailable: the per-user inotify limits (instances, watches) are
// shared by every process of the user, and editors and other dev servers exhaust them. Then the
// watcher polls instead, with a warning, rather than taking the service down.

import type { FSWatcher } from 'chokidar';
import type { Registry } from './registry.js';
import type { Logger } from '../observability/logger.js';

export interface Watcher {
  close(): Promise<void>;
  /** How changes are noticed: file-system events, or polling when those are unavailable. */
  readonly mode: 'events' | 'polling';
}

/** How often a polling watcher looks: a change is live within about a second, as the README says. */
const POLL_INTERVAL_MS = 500;
/** Errors that mean the OS will not give this process another native watch. */
const WATCH_UNAVAILABLE = new Set(['EMFILE', 'ENFILE', 'ENOSPC', 'EPERM']);

export async function watchForChanges(registry: Registry, dirs: readonly string[], logger: Logger, debounceMs = 150): Promise<Watcher> {
  const { watch } = await import('chokidar');
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let mode: Watcher['mode'] = 'events';
  const onChange = (event: string, file: string): void => {
    logger.debug({ event, file }, 'change detected');
    clearTimeout(timer);
    timer = setTimeout(() => {
      registry.reload().catch((err: Error) => logger.error({ err: err.message }, 'reload failed'));
    }, debounceMs);
  };
  const open = (usePolling: boolean): FSWatcher =>
    watch([...dirs], {
      ignoreInitial: true,
      ignored: (p: string) => /(^|[\\/])(node_modules|\.[^\\/]+)([\\/]|$)/.test(p),
      awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 20 },
      usePolling,
      interval: POLL_INTERVAL_MS,
    }).on('all', onChange);

  let watcher = open(false);
  const ready = (w: FSWatcher): Promise<void> => new Promise((resolve) => w.once('ready', () => resolve()));
  // A native watch that fails, at start or later (a directory created after the limit was
  // reached), is replaced once by a polling watcher; other errors are logged and watching goes on.
  const fallBack = new Promise<void>((resolve) => {
    const onError = (err: unknown): void => {
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (mode === 'polling' || closed || !WATCH_UNAVAILABLE.has(code)) {
        logger.warn({ code }, 'rule and plugin watcher error');
        return;
      }
      mode = 'polling';
      logger.warn({ code, interval_ms: POLL_INTERVAL_MS }, 'native file watching unavailable; polling the rules and plugins directories instead');
      const failed = watcher;
      watcher = open(true);
      watcher.on('error', onError);
      void failed.close();
      void ready(watcher).then(resolve);
    };
    watcher.on('error', onError);
  });
  await Promise.race([ready(watcher), fallBack]);
  return {
    get mode() {
      return mode;
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await watcher.close();
    },
  };
}

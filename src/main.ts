// Entry point: reads the configuration (a bad value stops start-up with a message naming the
// variable), starts WORKERS server processes, and shuts down gracefully on SIGTERM/SIGINT.

import './v8-flags.js'; // first: see v8-flags.ts
import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config.js';
import { LimitsServer } from './limits/cluster-limits.js';
import { holdYoungGeneration } from './startup-heap.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  if (config.workers > 1 && cluster.isPrimary) {
    // Without Redis, the primary holds the rate-limit buckets of all server processes.
    const limits = config.redis ? undefined : new LimitsServer();
    cluster.on('fork', (worker) => limits?.attach(worker));
    for (let i = 0; i < config.workers; i++) cluster.fork();
    const stop = (): void => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    const listening = new Set<number>();
    cluster.on('listening', (worker) => listening.add(worker.id));
    cluster.on('exit', (worker, code, signal) => {
      // A worker that dies before it ever listened failed to start (bad configuration, a pack or
      // plugin that does not load in production): forking another would fail the same way.
      if (!listening.has(worker.id) && code !== 0 && signal !== 'SIGTERM' && !process.exitCode) {
        process.exitCode = code ?? 1;
        stop();
        return;
      }
      if (code !== 0 && signal !== 'SIGTERM' && !process.exitCode) {
        process.stderr.write(`worker ${worker.process.pid} exited (${signal ?? code}); starting another\n`);
        cluster.fork();
      }
    });
    return;
  }
  // Loading the service and building its rules allocate in one burst that would size V8's young
  // generation for good: it is held small until the service listens (see startup-heap.ts).
  const releaseYoungGeneration = holdYoungGeneration();
  // Loaded only here: a bad setting is reported without loading the service, and a primary
  // process that only forks server processes never holds the rules, the engine or the parser.
  const { startServer } = await import('./server.js');
  const server = await startServer(config);
  // Released before this turn of the event loop ends, so before any request is served: V8 flags
  // are shared by every isolate of the process, and changing one while a check worker thread runs
  // crashed the process (SIGSEGV on an early guard request, when warm-up ended as the pool started).
  releaseYoungGeneration();
  const shutdown = (signal: string): void => {
    server.deps.logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`start-up failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});

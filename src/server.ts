// Wires configuration, store, registry, metrics and the app into a listening HTTP(S) server, and
// takes it down gracefully: stop accepting, let in-flight requests finish, close the store.

import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import { createApp } from './http/app.js';
import type { AppDeps } from './http/deps.js';
import { createLogger, type Logger } from './observability/logger.js';
import { createMetrics } from './observability/metrics.js';
import { Registry } from './registry/registry.js';
import { formatProblem } from './registry/errors.js';
import { useRegexCache } from './registry/regex-safety.js';
import { useValidationCache } from './registry/validation-cache.js';
import { watchForChanges, type Watcher } from './registry/watch.js';
import { openStore } from './store/open.js';
import { openLimits } from './limits/open.js';
import { InstrumentedLimits, InstrumentedStore } from './observability/instrument.js';
import { InlineExecutor, type CheckExecutor } from './evaluate/executor.js';
import { HybridExecutor } from './evaluate/hybrid-executor.js';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly deps: AppDeps;
  /** Resolves once the rule matchers not built before ready have been built in the background. */
  readonly warmed: Promise<void>;
  close(): Promise<void>;
}

/** Start-up refused for a reason the operator must fix (exit status 1, message on stderr). */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** A check worker pool with no job for this long is stopped, returning its memory (starting it again costs the next large request a registry build). */
const POOL_IDLE_MS = 5 * 60_000;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/**
 * Starts the service in this process. The process's V8 settings (src/v8-flags.ts) are not applied
 * here: they must be set before any module compiles a regular expression, which only the entry point
 * (or a test runner) can guarantee by importing v8-flags.js first. Setting them here, after the
 * caller's modules had compiled regexes the other way, could crash the process.
 */
export async function startServer(config: Config, options: { logDestination?: DestinationStream; logger?: Logger } = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel, options.logDestination);
  const metrics = createMetrics();
  const regexCacheFile = path.join(config.dataDir, 'regex-safety-cache.json');
  useRegexCache(regexCacheFile);
  useValidationCache(path.join(config.dataDir, 'pack-validation-cache.json'));
  let executor: CheckExecutor | undefined;
  let listening = false;
  // Matchers are built on first use; once the service listens, the rest are built in the background.
  const warmMatchers = (): Promise<void> =>
    registry.matchers.warm().catch((err: unknown) => logger.error({ error: err instanceof Error ? err.name : typeof err }, 'building a rule matcher failed'));
  const store = new InstrumentedStore(await openStore(config), metrics);
  const limits = await openLimits(config, store).then(
    (l) => new InstrumentedLimits(l, metrics),
    async (err: unknown) => {
      await store.close();
      throw err;
    },
  );
  const registry = new Registry({
    rulesDir: config.rulesDir,
    pluginsDir: config.pluginsDir,
    trustedDomains: config.trustedDomains,
    logger,
    // Check workers load a new snapshot before it is swapped in, so responses name what ran.
    confirm: (snapshot) => executor?.confirm(snapshot) ?? Promise.resolve(),
    onBuilt: (snapshot, ok) => {
      metrics.registryReloads.inc({ result: ok ? 'ok' : 'partial' });
      metrics.rulesLoaded.reset();
      for (const p of snapshot.packs) metrics.rulesLoaded.set({ pack: p.pack.id }, p.pack.rules.length);
      if (listening) void warmMatchers();
    },
  });
  const first = await registry.reload();
  // In production a pack or plugin that does not load is a deployment error: refuse to start
  // rather than serve without it. In development the last good version keeps serving.
  if (config.env === 'production' && first.problems.length) {
    store.close();
    throw new StartupError(`${first.problems.length} rule pack or plugin problem(s) at start-up:\n${first.problems.map(formatProblem).join('\n')}`);
  }
  // Small inputs of the shipped checks run inline; the worker pool starts when first needed,
  // never before the service is ready (see hybrid-executor.ts).
  if (config.checkWorkers > 0) {
    const hybrid = new HybridExecutor(
      {
        poolSize: config.checkWorkers,
        inlineMaxChars: config.checkInlineMaxChars,
        poolIdleMs: POOL_IDLE_MS,
        worker: { pluginsDir: config.pluginsDir, trustedDomains: config.trustedDomains, regexCacheFile, logLevel: config.logLevel },
      },
      logger,
      first,
    );
    executor = hybrid;
    await hybrid.prepare();
  } else executor = new InlineExecutor();
  let watcher: Watcher | undefined;
  if (config.hotReload) watcher = await watchForChanges(registry, [config.rulesDir, config.pluginsDir], logger);

  const deps: AppDeps = { config, store, limits, registry, logger, metrics, executor, lifecycle: { draining: false } };
  const app = createApp(deps);
  const server = config.tls
    ? https.createServer({ cert: fs.readFileSync(config.tls.certFile), key: fs.readFileSync(config.tls.keyFile), minVersion: 'TLSv1.2' }, app.callback())
    : http.createServer(app.callback());
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  listening = true;
  const warmed = warmMatchers();
  const port = (server.address() as AddressInfo).port;
  const scheme = config.tls ? 'https' : 'http';
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  if (!config.tls && !LOOPBACK.test(config.host))
    logger.warn({ host: config.host }, 'serving plain HTTP on a non-loopback address: put a TLS-terminating proxy in front, or set TLS_CERT_FILE and TLS_KEY_FILE');
  logger.info({ url: `${scheme}://${host}:${port}`, env: config.env, hot_reload: config.hotReload, signup: config.signupMode, store: store.backend, limiter: limits.backend }, 'listening');

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      deps.lifecycle.draining = true;
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = new Promise<void>((resolve) => setTimeout(resolve, config.shutdownGraceMs).unref());
      await Promise.race([done, grace]);
      server.closeAllConnections();
      await watcher?.close();
      await executor?.close();
      await limits.close();
      await store.close();
      logger.info('stopped');
    })());
  return { url: `${scheme}://${host}:${port}`, port, deps, warmed, close };
}

// Everything the HTTP layer is given from outside; routes receive it instead of importing globals.

import type { Config } from '../config.js';
import type { Logger } from '../observability/logger.js';
import type { Metrics } from '../observability/metrics.js';
import type { Registry } from '../registry/registry.js';
import type { Store } from '../store/store.js';
import type { Limits } from '../limits/limits.js';
import type { CheckExecutor } from '../evaluate/executor.js';

export interface AppDeps {
  config: Config;
  store: Store;
  /** Rate-limit buckets and monthly quota counters: in process, or shared through Redis. */
  limits: Limits;
  registry: Registry;
  logger: Logger;
  metrics: Metrics;
  /** Runs checks: on worker threads, or inline. */
  executor: CheckExecutor;
  /** Set when shutting down: new API requests get 503. */
  lifecycle: { draining: boolean };
}

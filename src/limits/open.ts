// Chooses where rate limits and quota counters live: Redis when REDIS_URL is set, otherwise
// this process's memory, or the cluster primary's when WORKERS > 1 (and the store's usage table
// for the quota).

import type { Config } from '../config.js';
import type { Store } from '../store/store.js';
import { MemoryLimits, type Limits } from './limits.js';
import { ClusterLimits } from './cluster-limits.js';
import cluster from 'node:cluster';

export async function openLimits(config: Pick<Config, 'redis'>, store: Store): Promise<Limits> {
  // The Redis client is loaded only when it is configured.
  if (config.redis) return (await import('./redis-limits.js')).openRedisLimits(store, config.redis);
  // One of WORKERS server processes: the primary holds the buckets (cluster-limits.ts).
  if (cluster.isWorker) return new ClusterLimits(store);
  return new MemoryLimits(store);
}

// Chooses where rate limits and quota counters live: Redis when REDIS_URL is set, otherwise
// this process's memory (and the store's usage table for the quota).

import type { Config } from '../config.js';
import type { Store } from '../store/store.js';
import { MemoryLimits, type Limits } from './limits.js';
import { openRedisLimits } from './redis-limits.js';

export async function openLimits(config: Pick<Config, 'redis'>, store: Store): Promise<Limits> {
  if (config.redis) return openRedisLimits(store, config.redis);
  return new MemoryLimits(store);
}

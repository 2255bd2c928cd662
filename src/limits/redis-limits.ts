// Rate limits and monthly quota counters shared by every instance and worker through Redis
// (REDIS_URL). The token bucket runs as one server-side Lua script, so concurrent requests from
// any number of processes take tokens atomically, with Redis's clock as the only clock.
//
// The quota counter is a cache of the store's monthly total, never the record: it is seeded from
// the store when absent, incremented after each metered request, and re-seeded every few
// minutes, so a counter lost with a Redis restart or an increment lost in an outage heals itself.

import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import type { Store } from '../store/store.js';
import { LimiterUnavailableError, monthStart, type Limits, type RateLimitConfig, type TakeResult } from './limits.js';

export interface RedisOptions {
  url: string;
  /** Budget for connecting and for each command, in milliseconds. */
  timeoutMs: number;
  /** How long start-up waits for an unreachable server before giving up. */
  startTimeoutMs?: number;
  keyPrefix?: string;
}

// KEYS[1] bucket; ARGV[1] burst; ARGV[2] refill per minute. Mirrors TokenBuckets.take.
const TAKE_TOKEN = `
local burst = tonumber(ARGV[1])
local per_ms = tonumber(ARGV[2]) / 60000
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'updated')
local tokens = tonumber(state[1])
local updated = tonumber(state[2])
if tokens == nil or updated == nil then tokens = burst; updated = now end
tokens = math.min(burst, tokens + math.max(0, now - updated) * per_ms)
local reset_ms = math.ceil((burst - tokens) / per_ms)
local ok = 0
local wait_ms = 0
if tokens >= 1 then tokens = tokens - 1; ok = 1 else wait_ms = math.ceil((1 - tokens) / per_ms) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'updated', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / per_ms) + 1000)
return {ok, math.floor(tokens), wait_ms, reset_ms}`;

// KEYS[1] counter; ARGV[1] the store's total; ARGV[2] seconds to keep it. The first seed wins.
const SEED_COUNTER = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'EX', ARGV[2]) then return tonumber(ARGV[1]) end
return tonumber(redis.call('GET', KEYS[1]))`;

// KEYS[1] counter; ARGV[1] units. Only a seeded counter counts: an absent one is re-read from the store.
const ADD_IF_SEEDED = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('INCRBY', KEYS[1], ARGV[1]) end
return false`;

/** Seconds a quota counter lives before it is re-seeded from the store. */
const COUNTER_TTL_SECONDS = 300;

interface Scripts {
  takeToken(key: string, burst: number, rpm: number): Promise<[number, number, number, number]>;
  seedCounter(key: string, units: number, ttl: number): Promise<number>;
  addIfSeeded(key: string, units: number): Promise<number | null>;
}

export async function openRedisLimits(store: Store, options: RedisOptions): Promise<RedisLimits> {
  const redis = new Redis(options.url, {
    // Fail a command at once while disconnected instead of queueing requests behind an outage.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: options.timeoutMs,
    commandTimeout: options.timeoutMs,
    // Keep reconnecting for as long as the process lives: service resumes by itself.
    retryStrategy: (times) => Math.min(100 * times, 2000),
    enableAutoPipelining: true,
  });
  // Connection errors surface as failed commands (503) and readiness; the event itself is noise.
  redis.on('error', () => undefined);
  redis.defineCommand('takeToken', { numberOfKeys: 1, lua: TAKE_TOKEN });
  redis.defineCommand('seedCounter', { numberOfKeys: 1, lua: SEED_COUNTER });
  redis.defineCommand('addIfSeeded', { numberOfKeys: 1, lua: ADD_IF_SEEDED });
  const ready = await waitReady(redis, options.startTimeoutMs ?? 30_000);
  if (!ready) {
    redis.disconnect();
    throw new LimiterUnavailableError('Redis is unreachable');
  }
  return new RedisLimits(redis, store, options.keyPrefix ?? 'screening:');
}

export class RedisLimits implements Limits {
  readonly backend = 'redis' as const;
  private readonly scripts: Scripts;

  constructor(
    readonly redis: Redis,
    private readonly store: Store,
    private readonly prefix: string,
  ) {
    this.scripts = redis as unknown as Scripts;
  }

  async take(bucket: string, limit: RateLimitConfig): Promise<TakeResult> {
    const [ok, remaining, waitMs, resetMs] = await this.guard(() => this.scripts.takeToken(`${this.prefix}bucket:${bucket}`, limit.burst, limit.rpm));
    return { ok: ok === 1, remaining, retryAfter: ok === 1 ? 0 : Math.max(1, Math.ceil(waitMs / 1000)), resetSeconds: Math.ceil(resetMs / 1000) };
  }

  /** A bucket of `perHour` refilled over the hour, keyed by a digest so no address is stored. */
  async allowSignup(address: string, perHour: number): Promise<boolean> {
    if (perHour === 0) return true;
    const digest = createHash('sha256').update(address).digest('base64url').slice(0, 22);
    return (await this.take(`signup:${digest}`, { rpm: perHour / 60, burst: perHour })).ok;
  }

  async monthUnits(accountId: string, now: Date): Promise<number> {
    const key = this.counterKey(accountId, now);
    const cached = await this.guard(() => this.redis.get(key));
    if (cached !== null) return Number(cached);
    const total = await this.store.unitsSince(accountId, monthStart(now));
    return this.guard(() => this.scripts.seedCounter(key, total, COUNTER_TTL_SECONDS));
  }

  async addMonthUnits(accountId: string, units: number, now: Date): Promise<void> {
    await this.guard(() => this.scripts.addIfSeeded(this.counterKey(accountId, now), units));
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private counterKey(accountId: string, now: Date): string {
    return `${this.prefix}quota:${accountId}:${now.toISOString().slice(0, 7)}`;
  }

  /** Maps connection failures, timeouts and a server that cannot serve now to 503. */
  private async guard<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      const e = err as { name?: string; message?: string };
      const serverCannotServe = e.name === 'ReplyError' && /^(LOADING|BUSY|MASTERDOWN|READONLY|OOM|TRYAGAIN|CLUSTERDOWN)\b/.test(e.message ?? '');
      if (e.name !== 'ReplyError' || serverCannotServe) throw new LimiterUnavailableError('limiter unavailable');
      throw err;
    }
  }
}

function waitReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = (): void => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}

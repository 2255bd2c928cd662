// The contract of rate limits and monthly quota counters, and its in-process implementation.
// In process (the default) buckets live in this process's memory and the month's units are read
// from the store on each metered request; with REDIS_URL both are shared (see redis-limits.ts).

import type { Store } from '../store/store.js';
import { SignupLimiter } from './signup-window.js';
import { TokenBuckets, type RateLimitConfig, type TakeResult } from './token-buckets.js';

export type { RateLimitConfig, TakeResult } from './token-buckets.js';

export interface Limits {
  readonly backend: 'memory' | 'redis';
  /** Takes one token from the named bucket. */
  take(bucket: string, limit: RateLimitConfig): Promise<TakeResult>;
  /** Units the account has used in the calendar month (UTC) of `now`. */
  monthUnits(accountId: string, now: Date): Promise<number>;
  /** Whether one more sign-up from this client address fits in `perHour` (0 = unlimited). */
  allowSignup(address: string, perHour: number): Promise<boolean>;
  /** Counts units just recorded in the store towards the month's quota counter. */
  addMonthUnits(accountId: string, units: number, now: Date): Promise<void>;
  /** True when the limiter can answer (readiness); never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The limiter cannot be reached; the HTTP layer answers 503 rather than serve unlimited. */
export class LimiterUnavailableError extends Error {
  override name = 'LimiterUnavailableError';
}

export const monthStart = (now: Date): string => `${now.toISOString().slice(0, 7)}-01`;

export class MemoryLimits implements Limits {
  readonly backend = 'memory' as const;
  private readonly buckets = new TokenBuckets();
  /** One sign-up window per allowance (the configured one, in practice). */
  private readonly signups = new Map<number, SignupLimiter>();

  constructor(private readonly store: Store) {}

  async take(bucket: string, limit: RateLimitConfig): Promise<TakeResult> {
    return this.buckets.take(bucket, limit);
  }

  async allowSignup(address: string, perHour: number): Promise<boolean> {
    let window = this.signups.get(perHour);
    if (!window) this.signups.set(perHour, (window = new SignupLimiter(perHour)));
    return window.allow(address);
  }

  monthUnits(accountId: string, now: Date): Promise<number> {
    return this.store.unitsSince(accountId, monthStart(now));
  }

  async addMonthUnits(): Promise<void> {
    // The store's usage table is the counter: nothing more to count.
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}
}

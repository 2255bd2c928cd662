// In-process token buckets: `burst` requests at once, refilled at `rpm` per minute. The Redis
// script in redis-limits.ts computes exactly the same thing on the server, shared by instances.

export interface RateLimitConfig {
  rpm: number;
  burst: number;
}

export interface TakeResult {
  ok: boolean;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Seconds until one token is back (0 when ok). */
  retryAfter: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
}

interface Bucket {
  tokens: number;
  updated: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  /** Takes one token; returns the remaining count, or the seconds to wait when empty. */
  take(key: string, limit: RateLimitConfig, now = Date.now()): TakeResult {
    const perMs = limit.rpm / 60000;
    const bucket = this.buckets.get(key) ?? { tokens: limit.burst, updated: now };
    bucket.tokens = Math.min(limit.burst, bucket.tokens + (now - bucket.updated) * perMs);
    bucket.updated = now;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 100_000) this.sweep(now, limit);
    const resetSeconds = Math.ceil((limit.burst - bucket.tokens) / perMs / 1000);
    if (bucket.tokens < 1) return { ok: false, remaining: 0, retryAfter: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)), resetSeconds };
    bucket.tokens -= 1;
    return { ok: true, remaining: Math.floor(bucket.tokens), retryAfter: 0, resetSeconds };
  }

  /** Drops full buckets so idle keys cost no memory. */
  private sweep(now: number, limit: RateLimitConfig): void {
    for (const [k, b] of this.buckets) if (b.tokens + (now - b.updated) * (limit.rpm / 60000) >= limit.burst) this.buckets.delete(k);
  }
}

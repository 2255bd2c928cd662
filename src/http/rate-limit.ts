// Per-key token buckets: RATE_LIMIT_BURST requests at once, refilled at RATE_LIMIT_RPM per minute,
// with per-account overrides from the store. Every API response of an authenticated key carries
// the IETF RateLimit headers; an empty bucket is a 429 with Retry-After.

import type Koa from 'koa';
import { apiErrors } from './errors.js';
import type { AppState } from './state.js';

interface Bucket {
  tokens: number;
  updated: number;
}

export interface RateLimitConfig {
  rpm: number;
  burst: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  /** Takes one token; returns the remaining count, or the seconds to wait when empty. */
  take(key: string, limit: RateLimitConfig, now = Date.now()): { ok: boolean; remaining: number; retryAfter: number; resetSeconds: number } {
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

export function rateLimit(defaults: RateLimitConfig, buckets = new TokenBuckets()): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    const principal = ctx.state.principal;
    const account = principal?.account;
    const limit = { rpm: account?.rate_limit_rpm ?? defaults.rpm, burst: account?.rate_limit_burst ?? defaults.burst };
    if (!principal || limit.rpm === 0) return next();
    const r = buckets.take(principal.keyId, limit);
    const headers = {
      'ratelimit-limit': String(limit.burst),
      'ratelimit-remaining': String(r.remaining),
      'ratelimit-reset': String(r.ok ? r.resetSeconds : r.retryAfter),
      'ratelimit-policy': `${limit.burst};w=${Math.max(1, Math.round((limit.burst / limit.rpm) * 60))}`,
    };
    if (!r.ok) throw apiErrors.rateLimited(r.retryAfter, headers);
    for (const [k, v] of Object.entries(headers)) ctx.set(k, v);
    await next();
  };
}

/** Sign-up attempts per client address per rolling hour. */
export class SignupLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(private readonly perHour: number) {}

  allow(address: string, now = Date.now()): boolean {
    if (this.perHour === 0) return true;
    const since = now - 3_600_000;
    const recent = (this.hits.get(address) ?? []).filter((t) => t > since);
    if (recent.length >= this.perHour) {
      this.hits.set(address, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(address, recent);
    return true;
  }
}

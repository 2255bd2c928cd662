// Per-key token buckets: RATE_LIMIT_BURST requests at once, refilled at RATE_LIMIT_RPM per minute,
// with per-account overrides from the store. The buckets live in this process or, with REDIS_URL,
// in Redis shared by every instance. Every API response of an authenticated key carries the IETF
// RateLimit headers; an empty bucket is a 429 with Retry-After.

import type Koa from 'koa';
import type { Limits, RateLimitConfig } from '../limits/limits.js';
import { apiErrors } from './errors.js';
import type { AppState } from './state.js';

export function rateLimit(defaults: RateLimitConfig, limits: Limits): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    const principal = ctx.state.principal;
    const account = principal?.account;
    const limit = { rpm: account?.rate_limit_rpm ?? defaults.rpm, burst: account?.rate_limit_burst ?? defaults.burst };
    if (!principal || limit.rpm === 0) return next();
    const r = await limits.take(principal.keyId, limit);
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

// Usage metering and the monthly quota. Units are written to the store before the response is
// sent: a crash after that point can only lose a response, never give away unmetered work.

import type Koa from 'koa';
import type { Store } from '../store/store.js';
import type { Metrics } from '../observability/metrics.js';
import { apiErrors } from './errors.js';
import type { AppState } from './state.js';

export type Endpoint = 'pii-secrets' | 'guard';

function monthStart(now: Date): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

function secondsToNextMonth(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Rejects a request whose account has used up its monthly quota (0 = unlimited). */
export function enforceQuota(store: Store, defaultQuota: number): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    const account = ctx.state.principal?.account;
    const quota = account?.monthly_quota_units ?? defaultQuota;
    if (account && quota > 0) {
      const now = new Date();
      if (store.unitsSince(account.id, monthStart(now)) >= quota) throw apiErrors.quotaExceeded(secondsToNextMonth(now));
    }
    await next();
  };
}

export function meter(ctx: Koa.ParameterizedContext<AppState>, store: Store, metrics: Metrics, endpoint: Endpoint, units: number): void {
  const principal = ctx.state.principal!;
  store.recordUsage(principal.account.id, endpoint, units);
  metrics.usageUnits.inc({ endpoint }, units);
  ctx.state.units = units;
}

// Usage metering and the monthly quota. Units are written to the store before the response is
// sent: a crash after that point can only lose a response, never give away unmetered work. The
// month's running total comes from the limits (the store itself, or a shared Redis counter).

import type Koa from 'koa';
import type { Store } from '../store/store.js';
import type { Limits } from '../limits/limits.js';
import type { Logger } from '../observability/logger.js';
import type { Metrics } from '../observability/metrics.js';
import { apiErrors } from './errors.js';
import type { AppState } from './state.js';

export type Endpoint = 'pii-secrets' | 'guard';

function secondsToNextMonth(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Rejects a request whose account has used up its monthly quota (0 = unlimited). */
export function enforceQuota(limits: Limits, defaultQuota: number): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    const account = ctx.state.principal?.account;
    const quota = account?.monthly_quota_units ?? defaultQuota;
    if (account && quota > 0) {
      const now = new Date();
      if ((await limits.monthUnits(account.id, now)) >= quota) throw apiErrors.quotaExceeded(secondsToNextMonth(now));
    }
    await next();
  };
}

export interface MeterDeps {
  store: Store;
  limits: Limits;
  metrics: Metrics;
  logger: Logger;
}

/** Records the units; resolves once the store has committed them. */
export async function meter(ctx: Koa.ParameterizedContext<AppState>, deps: MeterDeps, endpoint: Endpoint, units: number): Promise<void> {
  const principal = ctx.state.principal!;
  const now = new Date();
  await deps.store.recordUsage(principal.account.id, endpoint, units, now);
  deps.metrics.usageUnits.inc({ endpoint }, units);
  ctx.state.units = units;
  // The store holds the record; a counter increment lost here is healed when the counter is
  // re-seeded from the store, so it must not turn recorded work into a failed response.
  await deps.limits.addMonthUnits(principal.account.id, units, now).catch((err: unknown) => {
    deps.logger.warn({ request_id: ctx.state.requestId, error: err instanceof Error ? err.name : typeof err }, 'quota counter not updated');
  });
}

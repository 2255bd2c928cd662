// Latency and error metrics around the store and the limiter, added by wrapping them so neither
// knows about metrics. Labels are the backend and a fixed operation name: never an id or a value.

import { Gauge } from 'prom-client';
import type { Metrics } from './metrics.js';
import { StoreUnavailableError, type AccountLimits, type Principal, type Store, type UsageRow } from '../store/store.js';
import { LimiterUnavailableError, type Limits, type RateLimitConfig } from '../limits/limits.js';

type Timer = <T>(operation: string, op: () => Promise<T>) => Promise<T>;

/**
 * Sets dependency_up only when the value changes: the store and limiter answer several calls per
 * request, and each gauge write hashes its labels. Every write of this series goes through here.
 */
function upGauge(up: Metrics['dependencyUp'], dependency: string, backend: string): (value: 0 | 1) => void {
  let last: number | undefined;
  return (value) => {
    if (value === last) return;
    up.set({ dependency, backend }, value);
    last = value;
  };
}

function timer(
  duration: Metrics['storeDuration'],
  errors: Metrics['storeErrors'],
  markUp: (value: 0 | 1) => void,
  backend: string,
  ownOutage: new (...args: never[]) => Error,
): Timer {
  return async (operation, op) => {
    const started = performance.now();
    try {
      const result = await op();
      markUp(1);
      return result;
    } catch (err) {
      const outage = err instanceof StoreUnavailableError || err instanceof LimiterUnavailableError;
      errors.inc({ backend, operation, kind: outage ? 'unavailable' : 'error' });
      if (err instanceof ownOutage) markUp(0);
      throw err;
    } finally {
      duration.observe({ backend, operation }, (performance.now() - started) / 1000);
    }
  };
}

export class InstrumentedStore implements Store {
  readonly backend: Store['backend'];
  private readonly time: Timer;
  private readonly markUp: (value: 0 | 1) => void;

  constructor(
    readonly inner: Store,
    metrics: Metrics,
  ) {
    this.backend = inner.backend;
    this.markUp = upGauge(metrics.dependencyUp, 'store', inner.backend);
    this.time = timer(metrics.storeDuration, metrics.storeErrors, this.markUp, inner.backend, StoreUnavailableError);
    const stats = inner.poolStats?.bind(inner);
    if (stats)
      new Gauge({
        name: 'store_pool_connections',
        help: 'Store connection pool by state: total, idle, and waiting (requests queued for a connection).',
        labelNames: ['state'],
        registers: [metrics.registry],
        collect() {
          for (const [state, n] of Object.entries(stats())) this.set({ state }, n);
        },
      });
  }

  createAccount(name: string, email: string) {
    return this.time('create_account', () => this.inner.createAccount(name, email));
  }
  createKey(accountId: string) {
    return this.time('create_key', () => this.inner.createKey(accountId));
  }
  authenticate(token: string) {
    return this.time('authenticate', () => this.inner.authenticate(token));
  }
  touchKey(principal: Principal, now?: Date) {
    return this.time('touch_key', () => this.inner.touchKey(principal, now));
  }
  listKeys(accountId: string) {
    return this.time('list_keys', () => this.inner.listKeys(accountId));
  }
  revokeKey(accountId: string, keyId: string) {
    return this.time('revoke_key', () => this.inner.revokeKey(accountId, keyId));
  }
  recordUsage(accountId: string, endpoint: UsageRow['endpoint'], units: number, at?: Date) {
    return this.time('record_usage', () => this.inner.recordUsage(accountId, endpoint, units, at));
  }
  usage(accountId: string, from: string, to: string) {
    return this.time('usage', () => this.inner.usage(accountId, from, to));
  }
  unitsSince(accountId: string, fromDay: string) {
    return this.time('units_since', () => this.inner.unitsSince(accountId, fromDay));
  }
  setAccountLimits(accountId: string, limits: AccountLimits) {
    return this.time('set_account_limits', () => this.inner.setAccountLimits(accountId, limits));
  }
  account(accountId: string) {
    return this.time('account', () => this.inner.account(accountId));
  }
  accounts() {
    return this.time('accounts', () => this.inner.accounts());
  }
  async ping(): Promise<boolean> {
    const ok = await this.inner.ping();
    this.markUp(ok ? 1 : 0);
    return ok;
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

export class InstrumentedLimits implements Limits {
  readonly backend: Limits['backend'];
  private readonly time: Timer;
  private readonly markUp: (value: 0 | 1) => void;

  constructor(
    readonly inner: Limits,
    metrics: Metrics,
  ) {
    this.backend = inner.backend;
    this.markUp = upGauge(metrics.dependencyUp, 'limiter', inner.backend);
    this.time = timer(metrics.limiterDuration, metrics.limiterErrors, this.markUp, inner.backend, LimiterUnavailableError);
  }

  take(bucket: string, limit: RateLimitConfig) {
    return this.time('take_token', () => this.inner.take(bucket, limit));
  }
  allowSignup(address: string, perHour: number) {
    return this.time('allow_signup', () => this.inner.allowSignup(address, perHour));
  }
  monthUnits(accountId: string, now: Date) {
    return this.time('month_units', () => this.inner.monthUnits(accountId, now));
  }
  addMonthUnits(accountId: string, units: number, now: Date) {
    return this.time('add_month_units', () => this.inner.addMonthUnits(accountId, units, now));
  }
  async ping(): Promise<boolean> {
    const ok = await this.inner.ping();
    this.markUp(ok ? 1 : 0);
    return ok;
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

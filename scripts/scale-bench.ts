// `npm run bench:scale -- [--seconds N] [--clients N]`: two instances on one throwaway PostgreSQL
// and Redis, on loopback, for a bounded time. Prints throughput and latency spread over both
// instances against a baseline measured in the same run (one instance on the embedded SQLite
// store with in-process limits), the mean store and limiter latency per operation, how a shared rate limit splits a flood into 200s and 429s, and the usage recorded
// after one instance is killed with SIGKILL under load (answered ≤ metered ≤ answered + in flight).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgresStore } from '../src/store/postgres-store.js';
import { openRedisLimits } from '../src/limits/redis-limits.js';
import type { Store } from '../src/store/store.js';
import { infraMissing, startPostgres, startRedis } from './support/infra.js';
import { spawnService, type ServiceProcess } from './support/service.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const seconds = arg('seconds', 20);
const clients = arg('clients', 16);

const missing = infraMissing();
if (missing) {
  console.error(`cannot start PostgreSQL and Redis: ${missing}`);
  process.exit(1);
}

const TEXTS = [
  'Contact jane.doe@example.org about invoice 4471.',
  'Deploy with AKIAIOSFODNN7EXAMPLE and the usual region settings.', // AWS's documented example key id
  'Nothing sensitive here, just a note about the quarterly roadmap and the next release.',
];

async function post(base: string, route: string, key: string | undefined, body: unknown): Promise<{ status: number; json: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await fetch(base + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

/** Runs `clients` loops over the instances for `ms`, or until a loop's instance dies. */
async function drive(instances: ServiceProcess[], key: string, ms: number, onTick?: (elapsed: number) => void) {
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const answeredBy = instances.map(() => 0);
  let lostInFlight = 0;
  const started = Date.now();
  const loop = async (i: number): Promise<void> => {
    const target = i % instances.length;
    while (Date.now() - started < ms) {
      const t0 = performance.now();
      try {
        const r = await post(instances[target]!.url, '/api/v1/security/pii-secrets', key, { text: TEXTS[i % TEXTS.length] });
        latencies.push(performance.now() - t0);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (r.status === 200) answeredBy[target]!++;
      } catch {
        lostInFlight++;
        return;
      }
    }
  };
  const ticker = onTick ? setInterval(() => onTick(Date.now() - started), 100) : undefined;
  await Promise.all(Array.from({ length: clients }, (_, i) => loop(i)));
  if (ticker) clearInterval(ticker);
  return { statuses, latencies, answeredBy, lostInFlight, elapsed: (Date.now() - started) / 1000 };
}

/** Mean latency in ms per operation of a histogram, from an instance's /metrics. */
async function meanLatencies(base: string, metric: string): Promise<string> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const sums = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const m of text.matchAll(new RegExp(`^${metric}_(sum|count)\\{[^}]*operation="([a-z_]+)"[^}]*\\} ([0-9.e+-]+)$`, 'gm'))) {
    (m[1] === 'sum' ? sums : counts).set(m[2]!, Number(m[3]));
  }
  return [...counts]
    .filter(([, n]) => n > 0)
    .map(([op, n]) => `${op} ${(((sums.get(op) ?? 0) / n) * 1000).toFixed(2)} ms`)
    .join(', ');
}

/** Median ms of the calls the request path makes, one at a time from this process (no HTTP). */
async function backendMedians(store: Store, redisUrl: string, key: string, accountId: string): Promise<string> {
  const limits = await openRedisLimits(store, { url: redisUrl, timeoutMs: 5000, keyPrefix: 'bench:' });
  const ops: Array<[string, () => Promise<unknown>]> = [
    ['authenticate', () => store.authenticate(key)],
    ['record_usage', () => store.recordUsage(accountId, 'pii-secrets', 1)],
    ['take_token', () => limits.take('bench', { rpm: 6_000_000, burst: 1_000_000 })],
    ['month_units', () => limits.monthUnits(accountId, new Date())],
  ];
  const out: string[] = [];
  for (const [name, op] of ops) {
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t0 = performance.now();
      await op();
      times.push(performance.now() - t0);
    }
    out.push(`${name} ${quantile(times, 0.5).toFixed(2)} ms (p95 ${quantile(times, 0.95).toFixed(2)})`);
  }
  await limits.close();
  return out.join(', ');
}

const tmp = (name: string): string => fs.mkdtempSync(path.join(os.tmpdir(), `scale-bench-${name}-`));
const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
const instances: ServiceProcess[] = [];
try {
  const common = { NODE_ENV: 'production', SIGNUP_MODE: 'open', LOG_LEVEL: 'warn', CHECK_WORKERS: '0', RATE_LIMIT_RPM: '0' };
  // 0. Baseline: one instance on its embedded defaults (SQLite, limits in process).
  const base = await spawnService(root, { ...common, DATA_DIR: tmp('sqlite') });
  let baselineRate = 0;
  try {
    const r = await post(base.url, '/api/v1/accounts', undefined, { name: 'bench', email: 'bench@example.org' });
    await drive([base], r.json.api_key, 2000);
    const b = await drive([base], r.json.api_key, seconds * 1000);
    baselineRate = (b.statuses.get(200) ?? 0) / b.elapsed;
    console.log(`baseline, one instance on SQLite: ${baselineRate.toFixed(0)} req/s, latency p50 ${quantile(b.latencies, 0.5).toFixed(1)} ms, p95 ${quantile(b.latencies, 0.95).toFixed(1)} ms`);
    console.log(`  store: ${await meanLatencies(base.url, 'store_operation_duration_seconds')}`);
  } finally {
    base.child.kill('SIGTERM');
    await base.exited;
  }

  const url = await pg.createDatabase('bench');
  const env = { ...common, RATE_LIMIT_RPM: '600', DATABASE_URL: url, REDIS_URL: redis.url };
  for (const name of ['a', 'b']) instances.push(await spawnService(root, { ...env, DATA_DIR: tmp(name) }));
  const store = await openPostgresStore({ url, poolMax: 2, timeoutMs: 5000 });
  const account = async (limits: { rpm: number | null; burst: number | null }): Promise<{ key: string; id: string }> => {
    const r = await post(instances[0]!.url, '/api/v1/accounts', undefined, { name: 'bench', email: 'bench@example.org' });
    await store.setAccountLimits(r.json.account_id, { quota: null, ...limits });
    return { key: r.json.api_key, id: r.json.account_id };
  };
  console.log(`two instances on PostgreSQL and Redis, ${clients} clients, ${os.availableParallelism()} cores (shared; figures are noisy)`);

  // 1. Throughput with the limiter on the path but not limiting.
  const open = await account({ rpm: 6_000_000, burst: 1_000_000 });
  await drive(instances, open.key, 2000); // warm-up
  const t = await drive(instances, open.key, seconds * 1000);
  const ok = t.statuses.get(200) ?? 0;
  console.log(
    `throughput: ${(ok / t.elapsed).toFixed(0)} req/s over ${t.elapsed.toFixed(1)} s (${ok} answered: A ${t.answeredBy[0]}, B ${t.answeredBy[1]}); ` +
      `latency p50 ${quantile(t.latencies, 0.5).toFixed(1)} ms, p95 ${quantile(t.latencies, 0.95).toFixed(1)} ms, p99 ${quantile(t.latencies, 0.99).toFixed(1)} ms; ` +
      `other statuses: ${JSON.stringify(Object.fromEntries([...t.statuses].filter(([s]) => s !== 200)))}; ${(ok / t.elapsed / baselineRate).toFixed(2)}× the baseline`,
  );
  console.log(`  store: ${await meanLatencies(instances[0]!.url, 'store_operation_duration_seconds')}`);
  console.log(`  limiter: ${await meanLatencies(instances[0]!.url, 'limiter_operation_duration_seconds')}`);
  const probe = await account({ rpm: null, burst: null });
  console.log(`  (means inside the instances include waiting for their busy event loop; one call at a time from outside, medians: ${await backendMedians(store, redis.url, probe.key, probe.id)})`);

  // 2. A flood against the default limit (600/min, burst 120), shared by both instances.
  const limited = await account({ rpm: null, burst: null });
  const floodSeconds = Math.min(10, seconds);
  const f = await drive(instances, limited.key, floodSeconds * 1000);
  const allowed = 120 + Math.floor((600 * f.elapsed) / 60);
  console.log(
    `rate limit 600/min, burst 120, flood of ${f.elapsed.toFixed(1)} s over both instances: ${f.statuses.get(200) ?? 0} × 200, ${f.statuses.get(429) ?? 0} × 429 ` +
      `(the bucket allows at most ${allowed} in that time)`,
  );

  // 3. SIGKILL of instance B under load; usage read back from A.
  const killed = await account({ rpm: 6_000_000, burst: 1_000_000 });
  let done = false;
  const k = await drive(instances, killed.key, 6000, (elapsed) => {
    if (!done && elapsed > 3000) {
      done = true;
      instances[1]!.child.kill('SIGKILL');
    }
  });
  await instances[1]!.exited;
  const answered = (k.answeredBy[0] ?? 0) + (k.answeredBy[1] ?? 0);
  const metered = await store.unitsSince(killed.id, new Date().toISOString().slice(0, 10));
  const exact = metered >= answered && metered <= answered + k.lostInFlight;
  console.log(
    `SIGKILL of B under load: ${answered} answered (A ${k.answeredBy[0]}, B ${k.answeredBy[1]}), ${k.lostInFlight} in flight at the kill, ` +
      `${metered} metered: ${exact ? 'exact (answered ≤ metered ≤ answered + in flight)' : 'NOT EXACT'}`,
  );
  await store.close();
  if (!exact) process.exitCode = 1;
} finally {
  for (const s of instances) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
  await Promise.all(instances.map((s) => s.exited));
  await Promise.all([pg.destroy(), redis.destroy()]);
}

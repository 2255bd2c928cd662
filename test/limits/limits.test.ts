// Rate limits and quota counters: the same suite on the in-process limiter and on Redis, then
// what only Redis must get right: several clients share one bucket atomically, the quota counter
// heals from the store, and an outage maps to LimiterUnavailableError and heals by itself.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LimiterUnavailableError, MemoryLimits, type Limits } from '../../src/limits/limits.js';
import { openRedisLimits, type RedisLimits } from '../../src/limits/redis-limits.js';
import { SqliteStore } from '../../src/store/sqlite-store.js';
import type { Store } from '../../src/store/store.js';
import { tempDir } from '../support/server.js';
import { eventually, infraAvailable, startRedis, type RedisServer } from '../support/infra.js';

let prefixes = 0;
function limitsContract(name: string, open: (store: Store) => Promise<Limits>, cleanup: () => Promise<void> = async () => undefined): void {
  const test = suite(`limits contract: ${name}`);
  let store: Store;
  let limits: Limits;
  test.before(async () => {
    store = new SqliteStore(tempDir('limits-'));
    limits = await open(store);
  });
  test.after(async () => {
    await limits.close();
    await store.close();
    await cleanup();
  });

  test('a full bucket lets the burst through, then refuses with a wait and the reset time', async () => {
    const limit = { rpm: 60, burst: 3 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limits.take('k1', limit));
    assert.equal(
      results.map((r) => [r.ok, r.remaining]),
      [
        [true, 2],
        [true, 1],
        [true, 0],
        [false, 0],
      ],
    );
    const refused = results[3]!;
    assert.ok(refused.retryAfter >= 1 && refused.retryAfter <= 1, `one token per second: retry in 1 s, got ${refused.retryAfter}`);
    assert.ok(refused.resetSeconds >= 2 && refused.resetSeconds <= 3, `full again in about 3 s, got ${refused.resetSeconds}`);
    assert.ok((await limits.take('k2', limit)).ok, 'buckets are per key');
  });

  test('tokens come back at the refill rate', async () => {
    const limit = { rpm: 60_000, burst: 2 }; // one token per millisecond
    assert.ok((await limits.take('r', limit)).ok);
    assert.ok((await limits.take('r', limit)).ok);
    await new Promise((r) => setTimeout(r, 20));
    assert.ok((await limits.take('r', limit)).ok, 'refilled after 20 ms');
  });

  test('concurrent takes never exceed the burst', async () => {
    const limit = { rpm: 1, burst: 25 };
    const results = await Promise.all(Array.from({ length: 100 }, () => limits.take('c', limit)));
    assert.is(results.filter((r) => r.ok).length, 25);
  });

  test('sign-ups per client address: the hourly allowance, then refusals; addresses apart; 0 = unlimited', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limits.allowSignup('192.0.2.7', 3));
    assert.equal(results, [true, true, true, false]);
    assert.ok(await limits.allowSignup('192.0.2.8', 3));
    for (let i = 0; i < 5; i++) assert.ok(await limits.allowSignup('192.0.2.9', 0));
  });

  test('the month units follow the store', async () => {
    const { account } = await store.createAccount('Q', 'q@example.org');
    const now = new Date();
    assert.is(await limits.monthUnits(account.id, now), 0);
    await store.recordUsage(account.id, 'guard', 3, now);
    await limits.addMonthUnits(account.id, 3, now);
    await store.recordUsage(account.id, 'pii-secrets', 1, now);
    await limits.addMonthUnits(account.id, 1, now);
    assert.is(await limits.monthUnits(account.id, now), 4);
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2));
    assert.is(await limits.monthUnits(account.id, nextMonth), 0, 'a new month starts from zero');
  });

  test.run();
}

limitsContract('memory', async (store) => new MemoryLimits(store));

if (infraAvailable('Redis limiter tests')) {
  let redis: RedisServer | undefined;
  const open = async (store: Store): Promise<RedisLimits> => {
    redis ??= await startRedis();
    return openRedisLimits(store, { url: redis.url, timeoutMs: 500, keyPrefix: `t${++prefixes}:` });
  };
  limitsContract('redis', open);

  const test = suite('limits: redis specifics');
  let store: Store;
  test.before(() => {
    store = new SqliteStore(tempDir('limits-redis-'));
  });
  test.after(async () => {
    await store.close();
    await redis?.destroy();
  });

  test('separate connections (as separate instances have) share one bucket atomically', async () => {
    const prefix = `shared${++prefixes}:`;
    redis ??= await startRedis();
    const clients = await Promise.all(Array.from({ length: 4 }, () => openRedisLimits(store, { url: redis!.url, timeoutMs: 1000, keyPrefix: prefix })));
    try {
      const limit = { rpm: 1, burst: 30 };
      const results = await Promise.all(Array.from({ length: 160 }, (_, i) => clients[i % 4]!.take('key_shared', limit)));
      assert.is(results.filter((r) => r.ok).length, 30);
      const remaining = results.filter((r) => r.ok).map((r) => r.remaining).sort((a, b) => a - b);
      assert.equal(remaining, Array.from({ length: 30 }, (_, i) => i), 'each token handed out once');
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });

  test('the quota counter is seeded from the store and re-seeded when lost', async () => {
    const limits = await open(store);
    try {
      const { account } = await store.createAccount('S', 's@example.org');
      const now = new Date();
      await store.recordUsage(account.id, 'guard', 5, now);
      await limits.addMonthUnits(account.id, 5, now);
      assert.is(await limits.monthUnits(account.id, now), 5, 'an absent counter is not created by an increment, but seeded from the store');
      await store.recordUsage(account.id, 'guard', 2, now);
      await limits.addMonthUnits(account.id, 2, now);
      assert.is(await limits.monthUnits(account.id, now), 7);
      assert.equal(await limits.redis.keys('*192.0.2.*'), [], 'no client address is stored in Redis');
      const keys = await limits.redis.keys(`*quota:${account.id}:*`);
      assert.is(keys.length, 1);
      assert.ok((await limits.redis.ttl(keys[0]!)) > 0, 'the counter expires, so it is re-read from the store');
      await limits.redis.del(keys[0]!);
      await store.recordUsage(account.id, 'pii-secrets', 1, now);
      assert.is(await limits.monthUnits(account.id, now), 8, 're-seeded from the store');
    } finally {
      await limits.close();
    }
  });

  test('Redis down: LimiterUnavailableError at once and a failed ping; back by itself when Redis returns', async () => {
    const limits = await open(store);
    try {
      assert.ok((await limits.take('o', { rpm: 60, burst: 5 })).ok);
      await redis!.stop();
      const started = Date.now();
      try {
        await limits.take('o', { rpm: 60, burst: 5 });
        assert.unreachable('no token without Redis');
      } catch (err) {
        assert.instance(err, LimiterUnavailableError);
      }
      assert.ok(Date.now() - started < 2000, 'fails fast instead of queueing');
      assert.not.ok(await limits.ping());
      await redis!.start();
      await eventually('reconnection without a restart', () => limits.ping(), 6000);
      assert.ok((await limits.take('o', { rpm: 60, burst: 5 })).ok);
    } finally {
      await limits.close();
    }
  });

  test.run();
}

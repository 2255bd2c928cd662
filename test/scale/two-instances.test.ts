// Several instances on one PostgreSQL and one Redis behave as one system: keys and revocations
// hold everywhere at once, a burst spread over instances (and WORKERS processes) gets no more
// than the bucket, quotas are shared, usage is exact when an instance dies with SIGKILL under
// load, and an outage of either backend is a 503 with Retry-After that heals by itself.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openPostgresStore, type PostgresStore } from '../../src/store/postgres-store.js';
import { spawnService, type ServiceProcess } from '../support/process.js';
import { request, tempDir, type Reply } from '../support/server.js';
import { repoRoot } from '../support/paths.js';
import { eventually, infraAvailable, startPostgres, startRedis, type PostgresServer, type RedisServer } from '../support/infra.js';
import { reported } from '../support/hooks.js';

const PII = '/api/v1/security/pii-secrets';

const call = (base: string, method: string, route: string, init: { key?: string; body?: unknown } = {}): Promise<Reply> => request(base + route, method, init);
const detect = (base: string, key: string, text = 'mail someone@example.org'): Promise<Reply> => call(base, 'POST', PII, { key, body: { text } });

if (infraAvailable('scale-out tests on PostgreSQL and Redis')) {
  const test = suite('scale-out: two instances on PostgreSQL and Redis');
  let pg: PostgresServer;
  let redis: RedisServer;
  let store: PostgresStore;
  let a: ServiceProcess;
  let b: ServiceProcess;
  let env: Record<string, string>;

  const signUp = async (base: string): Promise<{ key: string; accountId: string; keyId: string }> => {
    const r = await call(base, 'POST', '/api/v1/accounts', { body: { name: 'Scale', email: `s${Math.random().toString(36).slice(2)}@example.org` } });
    assert.is(r.status, 201);
    return { key: r.json.api_key, accountId: r.json.account_id, keyId: r.json.key_id };
  };

  test.before(reported(async () => {
    [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
    const url = await pg.createDatabase('scale');
    env = {
      DATABASE_URL: url,
      REDIS_URL: redis.url,
      DATABASE_TIMEOUT_MS: '4000',
      REDIS_TIMEOUT_MS: '2000',
      CHECK_WORKERS: '0',
      LOG_LEVEL: 'warn',
    };
    // Instance A runs two worker processes; B one. All three share the backends.
    a = await spawnService({ ...env, DATA_DIR: tempDir('scale-a-'), WORKERS: '2' });
    b = await spawnService({ ...env, DATA_DIR: tempDir('scale-b-') });
    store = await openPostgresStore({ url, poolMax: 2, timeoutMs: 2000 });
  }));

  test.after(async () => {
    for (const s of [a, b]) {
      if (s && s.child.exitCode === null) {
        s.child.kill('SIGTERM');
        await s.exited;
      }
    }
    await store?.close();
    await Promise.all([pg?.destroy(), redis?.destroy()]);
  });

  test('both instances report PostgreSQL and Redis in readiness', async () => {
    for (const s of [a, b]) {
      const r = await call(s.url, 'GET', '/readyz');
      assert.is(r.status, 200);
      assert.is(r.json.store_backend, 'postgres');
      assert.is(r.json.limiter_backend, 'redis');
    }
  });

  test('a key made on one instance works on the other at once; a revocation holds everywhere on the next request', async () => {
    const acct = await signUp(a.url);
    assert.is((await detect(b.url, acct.key)).status, 200, 'signed up on A, used on B');
    const made = await call(b.url, 'POST', '/api/v1/keys', { key: acct.key, body: {} });
    assert.is(made.status, 201);
    assert.is((await detect(a.url, made.json.api_key)).status, 200, 'made on B, used on A');
    assert.is((await call(a.url, 'DELETE', `/api/v1/keys/${made.json.key_id}`, { key: acct.key })).status, 204);
    for (const s of [a, a, b]) {
      const r = await detect(s.url, made.json.api_key);
      assert.is(r.status, 401);
      assert.is(r.json.error.code, 'invalid_api_key');
    }
    assert.is((await call(b.url, 'GET', '/api/v1/keys', { key: acct.key })).json.keys.length, 1);
  });

  test('a burst spread over both instances and all their processes gets exactly the bucket', async () => {
    const acct = await signUp(b.url);
    await store.setAccountLimits(acct.accountId, { quota: null, rpm: 1, burst: 12 });
    const replies = await Promise.all(Array.from({ length: 48 }, (_, i) => detect(i % 2 ? a.url : b.url, acct.key)));
    const ok = replies.filter((r) => r.status === 200);
    const limited = replies.filter((r) => r.status === 429);
    assert.is(ok.length, 12, `the bucket holds 12, ${ok.length} got through`);
    assert.is(limited.length, 36);
    for (const r of limited) {
      assert.is(r.json.error.code, 'rate_limited');
      assert.ok(Number(r.headers.get('retry-after')) >= 1);
      assert.is(r.headers.get('ratelimit-limit'), '12');
    }
    const usage = await call(a.url, 'GET', '/api/v1/usage', { key: acct.key });
    assert.is(usage.status, 429, 'the usage call itself is limited by the same bucket');
    const units = await store.unitsSince(acct.accountId, new Date().toISOString().slice(0, 10));
    assert.is(units, 12, 'only the requests let through were metered');
  });

  test('a monthly quota is shared by the instances', async () => {
    const acct = await signUp(a.url);
    await store.setAccountLimits(acct.accountId, { quota: 5, rpm: null, burst: null });
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await detect(i % 2 ? a.url : b.url, acct.key)).status);
    assert.equal(statuses, [200, 200, 200, 200, 200, 429, 429, 429, 429]);
    const r = await detect(b.url, acct.key);
    assert.is(r.json.error.code, 'quota_exceeded');
  });

  test('PostgreSQL down: 503 unavailable with Retry-After on every instance, readiness says so, service resumes by itself', async () => {
    const acct = await signUp(a.url);
    assert.is((await detect(a.url, acct.key)).status, 200);
    await pg.stop('immediate');
    try {
      for (const s of [a, b, a, b]) {
        const r = await detect(s.url, acct.key);
        assert.is(r.status, 503);
        assert.is(r.json.error.code, 'unavailable');
        assert.ok(Number(r.headers.get('retry-after')) > 0);
      }
      const signup = await call(b.url, 'POST', '/api/v1/accounts', { body: { name: 'n', email: 'n@example.org' } });
      assert.is(signup.status, 503);
      const ready = await call(b.url, 'GET', '/readyz');
      assert.is(ready.status, 503);
      assert.is(ready.json.store, false);
      assert.is(ready.json.limiter, true);
      const metrics = await (await fetch(`${b.url}/metrics`)).text();
      assert.match(metrics, /store_errors_total\{backend="postgres",operation="authenticate",kind="unavailable"\} [1-9]/);
      assert.match(metrics, /dependency_up\{dependency="store",backend="postgres"\} 0/);
    } finally {
      await pg.start();
    }
    for (const s of [a, b]) await eventually('recovery after PostgreSQL returned', async () => (await call(s.url, 'GET', '/readyz')).status === 200);
    assert.is((await detect(a.url, acct.key)).status, 200);
    assert.is((await detect(b.url, acct.key)).status, 200);
    const usage = await call(b.url, 'GET', '/api/v1/usage', { key: acct.key });
    assert.is(usage.json.total_units, 3, 'the refused requests were not metered');
  });

  test('Redis down: 503 unavailable with Retry-After, never an unlimited success; back by itself, quota counters rebuilt from the store', async () => {
    const acct = await signUp(b.url);
    await store.setAccountLimits(acct.accountId, { quota: 5, rpm: 6000, burst: 100 });
    for (let i = 0; i < 3; i++) assert.is((await detect(i % 2 ? a.url : b.url, acct.key)).status, 200);
    await redis.stop();
    try {
      for (const s of [a, b, a]) {
        const r = await detect(s.url, acct.key);
        assert.is(r.status, 503);
        assert.is(r.json.error.code, 'unavailable');
        assert.ok(Number(r.headers.get('retry-after')) > 0);
      }
      const ready = await call(a.url, 'GET', '/readyz');
      assert.is(ready.status, 503);
      assert.is(ready.json.limiter, false);
      assert.is(ready.json.store, true);
    } finally {
      await redis.start();
    }
    for (const s of [a, b]) await eventually('recovery after Redis returned', async () => (await call(s.url, 'GET', '/readyz')).status === 200);
    // Redis came back empty: the quota counter is re-read from PostgreSQL, so exactly 2 units remain.
    const after: number[] = [];
    for (let i = 0; i < 4; i++) after.push((await detect(i % 2 ? a.url : b.url, acct.key)).status);
    assert.equal(after, [200, 200, 429, 429]);
  });

  const conformance = path.resolve(repoRoot, '../shared/conformance/run.mjs');
  if (fs.existsSync(conformance))
    test('the contract conformance suite passes against an instance on PostgreSQL and Redis', async () => {
      let out = '';
      const code = await new Promise<number | null>((resolve) => {
        const run = spawn(process.execPath, [conformance, '--url', a.url], { stdio: ['ignore', 'pipe', 'pipe'] });
        run.stdout.on('data', (d: Buffer) => (out += d.toString()));
        run.stderr.on('data', (d: Buffer) => (out += d.toString()));
        run.on('exit', resolve);
      });
      const summary = /^(\d+) passed, (\d+) failed$/m.exec(out);
      if (code !== 0) console.log(out.split('\n').filter((l) => !l.startsWith('ok')).join('\n'));
      assert.is(code, 0);
      assert.ok(summary && Number(summary[1]) > 0 && summary[2] === '0', 'every conformance case passed');
      console.log(`\n  conformance on PostgreSQL and Redis: ${summary[0]}`);
    });

  test('SIGKILL of one instance under load: usage is exact (every answered request metered once, at most the lost in-flight ones besides)', async () => {
    const acct = await signUp(a.url);
    await store.setAccountLimits(acct.accountId, { quota: null, rpm: 600_000, burst: 100_000 });
    const answered = { a: 0, b: 0 };
    const unexpected: number[] = [];
    let lostInFlight = 0;
    let stop = false;
    let killed = false;
    const client = async (target: 'a' | 'b', i: number): Promise<void> => {
      while (!stop) {
        if (target === 'b' && killed) return;
        let r: Reply;
        try {
          r = await detect(target === 'a' ? a.url : b.url, acct.key, `mail c${i}@example.org`);
        } catch {
          lostInFlight++; // the instance died with this request in flight: metered or not, never twice
          return;
        }
        if (r.status === 200) answered[target]++;
        else unexpected.push(r.status);
      }
    };
    const clients = [...Array.from({ length: 4 }, (_, i) => client('a', i)), ...Array.from({ length: 4 }, (_, i) => client('b', i))];
    await new Promise((r) => setTimeout(r, 1500));
    b.child.kill('SIGKILL');
    killed = true;
    await b.exited;
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await Promise.all(clients);
    assert.equal(unexpected, [], 'every request that got an answer succeeded');
    const total = answered.a + answered.b;
    assert.ok(answered.a > 10 && answered.b > 10, `both instances served (${answered.a}, ${answered.b})`);
    const usage = await call(a.url, 'GET', '/api/v1/usage', { key: acct.key });
    const metered = usage.json.total_units as number;
    assert.ok(metered >= total, `metered ${metered} < answered ${total}: usage was lost`);
    assert.ok(metered <= total + lostInFlight, `metered ${metered} > answered ${total} + in flight ${lostInFlight}: usage was doubled`);
    assert.ok(lostInFlight <= 4);
    for (const s of [a, b]) {
      const out = s.output();
      assert.not.ok(out.includes('@example.org') || out.includes(acct.key) || out.includes(env['DATABASE_URL']!), 'no submitted text, key or connection string in the output');
    }
    console.log(`\n  SIGKILL under load: answered ${total} (A ${answered.a}, B ${answered.b}), in flight at the kill ${lostInFlight}, metered ${metered}`);
  });

  test.run();
}

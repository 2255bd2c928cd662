// The store contract on PostgreSQL (a throwaway server), then what only a networked store has to
// get right: concurrent start-ups that migrate once, and an outage that maps to
// StoreUnavailableError and heals by itself when the server is back.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import pg from 'pg';
import { migrations } from '../../src/store/postgres-migrations.js';
import { openPostgresStore, PostgresStore } from '../../src/store/postgres-store.js';
import { StoreUnavailableError } from '../../src/store/store.js';
import { databaseName, eventually, infraAvailable, startPostgres, type PostgresServer } from '../support/infra.js';
import { storeContract } from './contract.js';

if (infraAvailable('PostgreSQL store tests')) {
  let server: PostgresServer | undefined;
  let url = '';
  const open = (u = url): Promise<PostgresStore> => openPostgresStore({ url: u, poolMax: 4, timeoutMs: 2000 });
  const fresh = async (): Promise<string> => {
    server ??= await startPostgres();
    url = await server.createDatabase(databaseName('store'));
    return url;
  };

  storeContract('postgres', {
    async open() {
      return open(await fresh());
    },
    reopen: () => open(),
    async dumpKeys(store) {
      const rows = await (store as PostgresStore).pool.query("SELECT id, account_id, prefix, encode(hash, 'hex') AS hash, created_at FROM api_keys");
      return JSON.stringify(rows.rows);
    },
  });

  const test = suite('store: postgres specifics');
  test.after(async () => {
    await server?.destroy();
  });

  test('instances starting at once on an empty database apply each migration exactly once', async () => {
    const u = await fresh();
    const stores = await Promise.all(Array.from({ length: 4 }, () => open(u)));
    try {
      const client = new pg.Client({ connectionString: u });
      await client.connect();
      const versions = (await client.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version);
      await client.end();
      assert.equal(
        versions,
        migrations.map((_, i) => i + 1),
      );
      const created = await stores[0]!.createAccount('M', 'm@example.org');
      for (const s of stores) assert.is((await s.authenticate(created.key))?.account.id, created.account.id);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  test('an unreachable server: StoreUnavailableError within the time budget, then service resumes by itself', async () => {
    const u = await fresh();
    const store = await open(u);
    try {
      const { key, account } = await store.createAccount('O', 'o@example.org');
      await server!.stop('immediate');
      const started = Date.now();
      try {
        await store.recordUsage(account.id, 'guard', 1);
        assert.unreachable('a write must not succeed while the database is down');
      } catch (err) {
        assert.instance(err, StoreUnavailableError);
        assert.not.match((err as Error).message, /postgres:\/\//, 'no connection string in the message');
      }
      assert.ok(Date.now() - started < 5000, 'fails within the budget instead of hanging');
      assert.not.ok(await store.ping());
      await server!.start();
      await eventually('the pool reconnecting without a restart', () => store.ping(), 5000);
      await store.recordUsage(account.id, 'guard', 1);
      assert.is((await store.authenticate(key))?.account.id, account.id);
      assert.is(await store.unitsSince(account.id, new Date().toISOString().slice(0, 10)), 1, 'the refused write left nothing behind');
    } finally {
      await store.close();
    }
  });

  test('start-up against a server that does not answer fails with a clear error, not a hang', async () => {
    const started = Date.now();
    try {
      await openPostgresStore({ url: 'postgres://nobody@127.0.0.1:1/none', poolMax: 1, timeoutMs: 500, startTimeoutMs: 1000 });
      assert.unreachable('no server listens on port 1');
    } catch (err) {
      assert.instance(err, StoreUnavailableError);
      assert.match((err as Error).message, /PostgreSQL is unreachable/);
    }
    assert.ok(Date.now() - started < 10_000);
  });

  test.run();
}

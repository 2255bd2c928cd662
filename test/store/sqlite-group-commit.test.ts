// Usage is group-committed: the records of one event-loop turn share one transaction, and a
// caller's promise resolves only once its units are durable in the database file (another
// connection reads them), so a response sent after it never gives away unmetered work.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import path from 'node:path';
import { SqliteStore } from '../../src/store/sqlite-store.js';
import { StoreUnavailableError } from '../../src/store/store.js';
import { tempDir } from '../support/server.js';

const test = suite('store: sqlite usage group commit');

const today = (): string => new Date().toISOString().slice(0, 10);
function readUsage(dir: string): unknown[] {
  const db = new Database(path.join(dir, 'service.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT endpoint, requests, units FROM usage_daily ORDER BY endpoint').all();
  } finally {
    db.close();
  }
}

test('records of one turn commit together; each promise resolves after the commit', async () => {
  const dir = tempDir('store-group-');
  const store = new SqliteStore(dir);
  const { account } = await store.createAccount('A', 'a@example.org');
  const pending = [store.recordUsage(account.id, 'guard', 3), store.recordUsage(account.id, 'guard', 2), store.recordUsage(account.id, 'pii-secrets', 1)];
  assert.equal(readUsage(dir), [], 'nothing is written before the turn ends');
  let resolvedEarly = false;
  void pending[0]!.then(() => (resolvedEarly = readUsage(dir).length === 0));
  await Promise.all(pending);
  assert.is(resolvedEarly, false);
  assert.equal(readUsage(dir), [
    { endpoint: 'guard', requests: 2, units: 5 },
    { endpoint: 'pii-secrets', requests: 1, units: 1 },
  ]);
  await store.close();
});

test('close commits what is pending; a closed store refuses new usage', async () => {
  const dir = tempDir('store-group-');
  const store = new SqliteStore(dir);
  const { account } = await store.createAccount('B', 'b@example.org');
  const pending = store.recordUsage(account.id, 'guard', 4);
  await store.close();
  await pending;
  assert.equal(readUsage(dir), [{ endpoint: 'guard', requests: 1, units: 4 }]);
  const reopened = new SqliteStore(dir);
  assert.equal(await reopened.usage(account.id, today(), today()), [{ date: today(), endpoint: 'guard', requests: 1, units: 4 }]);
  await reopened.close();
  await store.recordUsage(account.id, 'guard', 1).then(
    () => assert.unreachable('a closed store accepted usage'),
    (err: unknown) => assert.instance(err, StoreUnavailableError),
  );
});

test.run();

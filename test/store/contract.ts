// The store's contract as one suite, run against every implementation (sqlite.test.ts,
// postgres.test.ts): whatever backs the store, accounts, keys, revocation and usage behave alike.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { StoreUnavailableError, type Store } from '../../src/store/store.js';

export interface StoreHarness {
  /** A store on a fresh, empty database. */
  open(): Promise<Store>;
  /** A second store on the same database as the last open(), as another process would have. */
  reopen(): Promise<Store>;
  /** Every stored api_keys row as text, to prove no key is kept in clear. */
  dumpKeys(store: Store): Promise<string>;
}

const ISO_SECOND = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const today = (): string => new Date().toISOString().slice(0, 10);

export function storeContract(name: string, harness: StoreHarness): void {
  const test = suite(`store contract: ${name}`);
  let store: Store;
  test.before(async () => {
    store = await harness.open();
  });
  test.after(async () => {
    await store.close();
  });

  test('an account comes with a live key that authenticates to it; only its hash is stored', async () => {
    const created = await store.createAccount('Acme', 'sec@acme.example');
    assert.match(created.key, /^scr_[A-Za-z0-9_-]{43}$/);
    assert.match(created.createdAt, ISO_SECOND);
    const principal = await store.authenticate(created.key);
    assert.ok(principal);
    assert.is(principal.keyId, created.keyId);
    assert.equal(principal.account, created.account);
    assert.is(principal.lastUsedAt, null);
    assert.equal(await store.account(created.account.id), created.account);
    assert.ok((await store.accounts()).some((a) => a.id === created.account.id));
    const dump = await harness.dumpKeys(store);
    assert.ok(dump.includes(created.keyId), 'the dump holds the key rows');
    assert.not.ok(dump.includes(created.key.slice(12)), 'the secret part of the key is not stored');
  });

  test('malformed, unknown and revoked keys do not authenticate', async () => {
    const { key, keyId, account } = await store.createAccount('A', 'a@example.org');
    assert.is(await store.authenticate('not-a-key'), undefined);
    assert.is(await store.authenticate(`scr_${'A'.repeat(43)}`), undefined);
    assert.is(await store.authenticate(key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A')), undefined);
    assert.ok(await store.revokeKey(account.id, keyId));
    assert.is(await store.authenticate(key), undefined);
    assert.not.ok(await store.revokeKey(account.id, keyId), 'a key is revoked once');
  });

  test('keys: listed in creation order without secrets; an account revokes only its own', async () => {
    const a = await store.createAccount('A', 'a@example.org');
    const b = await store.createAccount('B', 'b@example.org');
    const second = await store.createKey(a.account.id);
    assert.is(second.prefix, second.key.slice(0, 12));
    const list = await store.listKeys(a.account.id);
    // Ordered by creation time (to the second), then by id.
    const expected = [
      [a.createdAt, a.keyId],
      [second.createdAt, second.keyId],
    ].sort(([t1, i1], [t2, i2]) => (t1! < t2! ? -1 : t1! > t2! ? 1 : i1! < i2! ? -1 : 1));
    assert.equal(
      list.map((k) => k.key_id),
      expected.map(([, id]) => id),
    );
    assert.not.ok(JSON.stringify(list).includes(second.key.slice(12)));
    for (const k of list) assert.match(k.created_at, ISO_SECOND);
    assert.not.ok(await store.revokeKey(b.account.id, second.keyId), "another account's key");
    assert.ok(await store.authenticate(second.key));
    assert.ok(await store.revokeKey(a.account.id, second.keyId));
    assert.equal((await store.listKeys(a.account.id)).map((k) => k.key_id), [a.keyId]);
    assert.ok(await store.authenticate(a.key), 'the other key still works');
  });

  test('last use is recorded at most once a minute', async () => {
    const { key } = await store.createAccount('T', 't@example.org');
    const p1 = (await store.authenticate(key))!;
    const t0 = new Date('2030-01-01T10:00:00Z');
    await store.touchKey(p1, t0);
    const p2 = (await store.authenticate(key))!;
    assert.is(p2.lastUsedAt, '2030-01-01T10:00:00Z');
    await store.touchKey(p2, new Date(t0.getTime() + 30_000));
    assert.is((await store.authenticate(key))!.lastUsedAt, '2030-01-01T10:00:00Z', 'no write within the minute');
    await store.touchKey(p2, new Date(t0.getTime() + 61_000));
    assert.is((await store.authenticate(key))!.lastUsedAt, '2030-01-01T10:01:01Z');
    assert.is((await store.listKeys(p1.account.id))[0]!.last_used_at, '2030-01-01T10:01:01Z');
  });

  test('usage: per day and endpoint, filtered by range; units since a day', async () => {
    const { account } = await store.createAccount('U', 'u@example.org');
    const at = (d: string): Date => new Date(`${d}T12:00:00Z`);
    await store.recordUsage(account.id, 'pii-secrets', 1, at('2030-03-01'));
    await store.recordUsage(account.id, 'pii-secrets', 1, at('2030-03-01'));
    await store.recordUsage(account.id, 'guard', 4, at('2030-03-01'));
    await store.recordUsage(account.id, 'guard', 2, at('2030-03-15'));
    await store.recordUsage(account.id, 'pii-secrets', 1, at('2030-04-02'));
    assert.equal(await store.usage(account.id, '2030-03-01', '2030-03-31'), [
      { date: '2030-03-01', endpoint: 'guard', requests: 1, units: 4 },
      { date: '2030-03-01', endpoint: 'pii-secrets', requests: 2, units: 2 },
      { date: '2030-03-15', endpoint: 'guard', requests: 1, units: 2 },
    ]);
    assert.equal(await store.usage(account.id, '2030-03-02', '2030-03-14'), []);
    assert.is(await store.unitsSince(account.id, '2030-03-01'), 9);
    assert.is(await store.unitsSince(account.id, '2030-04-01'), 1);
    assert.is(await store.unitsSince('acct_unknown', '2030-01-01'), 0);
  });

  test('usage recorded concurrently is exact', async () => {
    const { account } = await store.createAccount('C', 'c@example.org');
    const n = 200;
    await Promise.all(Array.from({ length: n }, (_, i) => store.recordUsage(account.id, i % 2 ? 'guard' : 'pii-secrets', i % 2 ? 3 : 1)));
    const rows = await store.usage(account.id, today(), today());
    assert.equal(
      rows.map((r) => [r.endpoint, r.requests, r.units]),
      [
        ['guard', n / 2, (3 * n) / 2],
        ['pii-secrets', n / 2, n / 2],
      ],
    );
    assert.is(await store.unitsSince(account.id, today()), 2 * n);
  });

  test('per-account limits are set and cleared; an unknown account is reported', async () => {
    const { account } = await store.createAccount('L', 'l@example.org');
    assert.ok(await store.setAccountLimits(account.id, { quota: 1000, rpm: 60, burst: 5 }));
    const a = (await store.account(account.id))!;
    assert.equal([a.monthly_quota_units, a.rate_limit_rpm, a.rate_limit_burst], [1000, 60, 5]);
    assert.ok(await store.setAccountLimits(account.id, { quota: null, rpm: null, burst: null }));
    const b = (await store.account(account.id))!;
    assert.equal([b.monthly_quota_units, b.rate_limit_rpm, b.rate_limit_burst], [null, null, null]);
    assert.not.ok(await store.setAccountLimits('acct_unknown', { quota: 1, rpm: 1, burst: 1 }));
    assert.is(await store.account('acct_unknown'), undefined);
  });

  test('a second store on the same database sees every write at once; reopening migrates nothing twice', async () => {
    const other = await harness.reopen();
    try {
      const created = await store.createAccount('S', 's@example.org');
      const onOther = await other.authenticate(created.key);
      assert.is(onOther?.account.id, created.account.id);
      await other.recordUsage(created.account.id, 'guard', 2);
      assert.is(await store.unitsSince(created.account.id, today()), 2);
      assert.ok(await other.revokeKey(created.account.id, created.keyId));
      assert.is(await store.authenticate(created.key), undefined, 'revoked on one, refused on the other');
    } finally {
      await other.close();
    }
  });

  test('a closed store refuses with StoreUnavailableError and fails its readiness ping', async () => {
    const s = await harness.reopen();
    const { key } = await s.createAccount('X', 'x@example.org');
    assert.ok(await s.ping());
    await s.close();
    assert.not.ok(await s.ping());
    try {
      await s.authenticate(key);
      assert.unreachable('a closed store must not answer');
    } catch (err) {
      assert.instance(err, StoreUnavailableError);
    }
  });

  test.run();
}

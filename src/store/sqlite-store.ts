// The embedded store: accounts, keys and metered usage in SQLite under DATA_DIR. Prepared
// statements are built once; better-sqlite3 runs each one synchronously, so every write is
// committed before the returned promise resolves and the caller sends its response. Usage is
// group-committed: the records of the requests that finish in one turn of the event loop go into
// one transaction (one WAL append instead of one per request), and each caller's promise
// resolves once that transaction has committed.

import { randomUUID } from 'node:crypto';
import { openDatabase, type Db } from './database.js';
import { generateKey, hashKey, hashesEqual, isKeyShaped } from './api-keys.js';
import {
  StoreUnavailableError,
  isoSeconds as iso,
  newAccountId,
  type Account,
  type AccountLimits,
  type CreatedAccount,
  type CreatedKey,
  type KeyInfo,
  type Principal,
  type Store,
  type UsageRow,
} from './store.js';

/** Usage waiting for the next group commit: per account, day and endpoint, with the callers to answer. */
interface UsageBatch {
  rows: Map<string, { accountId: string; day: string; endpoint: UsageRow['endpoint']; requests: number; units: number }>;
  waiters: Array<{ resolve: () => void; reject: (err: unknown) => void }>;
}

export class SqliteStore implements Store {
  readonly backend = 'sqlite' as const;
  readonly db: Db;
  private readonly stmts;
  private usageBatch: UsageBatch | undefined;

  constructor(dataDir: string) {
    this.db = openDatabase(dataDir);
    const db = this.db;
    this.stmts = {
      insertAccount: db.prepare('INSERT INTO accounts (id, name, email, created_at) VALUES (?, ?, ?, ?)'),
      insertKey: db.prepare('INSERT INTO api_keys (id, account_id, prefix, hash, created_at) VALUES (?, ?, ?, ?, ?)'),
      keyByHash: db.prepare(
        `SELECT k.id AS key_id, k.hash AS hash, k.last_used_at AS key_last_used_at, a.* FROM api_keys k JOIN accounts a ON a.id = k.account_id
         WHERE k.hash = ? AND k.revoked_at IS NULL`,
      ),
      touchKey: db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?'),
      listKeys: db.prepare(
        'SELECT id AS key_id, prefix, created_at, last_used_at FROM api_keys WHERE account_id = ? AND revoked_at IS NULL ORDER BY created_at, id',
      ),
      revokeKey: db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL'),
      addUsage: db.prepare(
        `INSERT INTO usage_daily (account_id, day, endpoint, requests, units) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (account_id, day, endpoint) DO UPDATE SET requests = requests + excluded.requests, units = units + excluded.units`,
      ),
      usage: db.prepare(
        'SELECT day AS date, endpoint, requests, units FROM usage_daily WHERE account_id = ? AND day >= ? AND day <= ? ORDER BY day, endpoint',
      ),
      setLimits: db.prepare(
        'UPDATE accounts SET monthly_quota_units = @quota, rate_limit_rpm = @rpm, rate_limit_burst = @burst WHERE id = @id',
      ),
      accountById: db.prepare('SELECT * FROM accounts WHERE id = ?'),
      listAccounts: db.prepare('SELECT * FROM accounts ORDER BY created_at, id'),
      unitsSince: db.prepare('SELECT COALESCE(SUM(units), 0) AS units FROM usage_daily WHERE account_id = ? AND day >= ?'),
    };
  }

  async createAccount(name: string, email: string): Promise<CreatedAccount> {
    const createdAt = iso();
    const id = newAccountId(randomUUID());
    const k = generateKey();
    this.guard(() =>
      this.db.transaction(() => {
        this.stmts.insertAccount.run(id, name, email, createdAt);
        this.stmts.insertKey.run(k.id, id, k.prefix, k.hash, createdAt);
      })(),
    );
    const account: Account = { id, name, email, created_at: createdAt, monthly_quota_units: null, rate_limit_rpm: null, rate_limit_burst: null };
    return { account, key: k.key, keyId: k.id, createdAt };
  }

  async createKey(accountId: string): Promise<CreatedKey> {
    const createdAt = iso();
    const k = generateKey();
    this.guard(() => this.stmts.insertKey.run(k.id, accountId, k.prefix, k.hash, createdAt));
    return { keyId: k.id, key: k.key, prefix: k.prefix, createdAt };
  }

  async authenticate(token: string): Promise<Principal | undefined> {
    if (!isKeyShaped(token)) return undefined;
    const hash = hashKey(token);
    const row = this.guard(() => this.stmts.keyByHash.get(hash)) as (Account & { key_id: string; hash: Buffer; key_last_used_at: string | null }) | undefined;
    if (!row || !hashesEqual(row.hash, hash)) return undefined;
    const { key_id: keyId, hash: _hash, key_last_used_at: lastUsedAt, ...account } = row;
    return { account, keyId, lastUsedAt };
  }

  async touchKey(principal: Principal, now = new Date()): Promise<void> {
    if (principal.lastUsedAt && now.getTime() - Date.parse(principal.lastUsedAt) < 60_000) return;
    this.guard(() => this.stmts.touchKey.run(iso(now), principal.keyId));
  }

  async listKeys(accountId: string): Promise<KeyInfo[]> {
    return this.guard(() => this.stmts.listKeys.all(accountId)) as KeyInfo[];
  }

  async revokeKey(accountId: string, keyId: string): Promise<boolean> {
    return this.guard(() => this.stmts.revokeKey.run(iso(), keyId, accountId)).changes > 0;
  }

  recordUsage(accountId: string, endpoint: UsageRow['endpoint'], units: number, at = new Date()): Promise<void> {
    if (!this.db.open) return Promise.reject(new StoreUnavailableError('store unavailable (closed)'));
    const day = at.toISOString().slice(0, 10);
    if (!this.usageBatch) {
      this.usageBatch = { rows: new Map(), waiters: [] };
      setImmediate(() => this.commitUsage());
    }
    const key = `${accountId}\n${day}\n${endpoint}`;
    const row = this.usageBatch.rows.get(key);
    if (row) {
      row.requests += 1;
      row.units += units;
    } else this.usageBatch.rows.set(key, { accountId, day, endpoint, requests: 1, units });
    const waiters = this.usageBatch.waiters;
    return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
  }

  /** Commits the pending usage in one transaction, then answers every caller (all fail together). */
  private commitUsage(): void {
    const batch = this.usageBatch;
    this.usageBatch = undefined;
    if (!batch) return;
    try {
      this.guard(() =>
        this.db.transaction(() => {
          for (const r of batch.rows.values()) this.stmts.addUsage.run(r.accountId, r.day, r.endpoint, r.requests, r.units);
        })(),
      );
    } catch (err) {
      for (const w of batch.waiters) w.reject(err);
      return;
    }
    for (const w of batch.waiters) w.resolve();
  }

  async usage(accountId: string, from: string, to: string): Promise<UsageRow[]> {
    return this.guard(() => this.stmts.usage.all(accountId, from, to)) as UsageRow[];
  }

  async unitsSince(accountId: string, fromDay: string): Promise<number> {
    return (this.guard(() => this.stmts.unitsSince.get(accountId, fromDay)) as { units: number }).units;
  }

  async setAccountLimits(accountId: string, limits: AccountLimits): Promise<boolean> {
    return this.guard(() => this.stmts.setLimits.run({ id: accountId, ...limits })).changes > 0;
  }

  async account(accountId: string): Promise<Account | undefined> {
    return this.guard(() => this.stmts.accountById.get(accountId)) as Account | undefined;
  }

  async accounts(): Promise<Account[]> {
    return this.guard(() => this.stmts.listAccounts.all()) as Account[];
  }

  async ping(): Promise<boolean> {
    try {
      this.db.prepare('SELECT 1').get();
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.commitUsage(); // usage already promised a commit is written first
    if (this.db.open) this.db.close();
  }

  /** Turns SQLite I/O and lock failures into one error the HTTP layer maps to 503. */
  private guard<T>(op: () => T): T {
    try {
      return op();
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (/^SQLITE_(BUSY|LOCKED|IOERR|READONLY|CANTOPEN|FULL|CORRUPT|NOTADB)/.test(code) || !this.db.open)
        throw new StoreUnavailableError(`store unavailable (${code || 'closed'})`);
      throw err;
    }
  }
}

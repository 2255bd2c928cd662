// The shared store: the same accounts, hashed keys, revocation and usage as the embedded one, in
// PostgreSQL (DATABASE_URL), so several instances behind a load balancer are one system. Each
// write is one statement (atomic without an explicit transaction) and resolves once committed.
// Connection failures, timeouts and server shutdowns become StoreUnavailableError (503).

import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { generateKey, hashKey, hashesEqual, isKeyShaped } from './api-keys.js';
import { migrate } from './postgres-migrations.js';
import {
  StoreUnavailableError,
  isoSeconds,
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

export interface PostgresOptions {
  url: string;
  /** Connections per process. */
  poolMax: number;
  /** Budget for connecting and for each statement, in milliseconds. */
  timeoutMs: number;
  /** How long start-up keeps retrying an unreachable server before giving up. */
  startTimeoutMs?: number;
}

/** Counts and sums are bigint in PostgreSQL; as JS numbers they are exact up to 2^53. */
const INT8 = 20;
const types = { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8 ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser };

const ts = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const ACCOUNT_COLUMNS = `a.id, a.name, a.email, ${ts('a.created_at')} AS created_at, a.monthly_quota_units, a.rate_limit_rpm, a.rate_limit_burst`;

const SQL = {
  createAccount: `WITH a AS (INSERT INTO accounts (id, name, email, created_at) VALUES ($1, $2, $3, $4) RETURNING id)
                  INSERT INTO api_keys (id, account_id, prefix, hash, created_at) SELECT $5, a.id, $6, $7, $4 FROM a`,
  insertKey: 'INSERT INTO api_keys (id, account_id, prefix, hash, created_at) VALUES ($1, $2, $3, $4, $5)',
  keyByHash: `SELECT k.id AS key_id, k.hash, ${ts('k.last_used_at')} AS key_last_used_at, ${ACCOUNT_COLUMNS}
              FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.hash = $1 AND k.revoked_at IS NULL`,
  touchKey: 'UPDATE api_keys SET last_used_at = $1 WHERE id = $2',
  listKeys: `SELECT id AS key_id, prefix, ${ts('created_at')} AS created_at, ${ts('last_used_at')} AS last_used_at
             FROM api_keys WHERE account_id = $1 AND revoked_at IS NULL ORDER BY created_at, id`,
  revokeKey: 'UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND account_id = $3 AND revoked_at IS NULL',
  addUsage: `INSERT INTO usage_daily AS u (account_id, day, endpoint, requests, units) VALUES ($1, $2, $3, 1, $4)
             ON CONFLICT (account_id, day, endpoint) DO UPDATE SET requests = u.requests + 1, units = u.units + excluded.units`,
  usage: `SELECT to_char(day, 'YYYY-MM-DD') AS date, endpoint, requests, units FROM usage_daily
          WHERE account_id = $1 AND day >= $2 AND day <= $3 ORDER BY day, endpoint`,
  unitsSince: 'SELECT COALESCE(SUM(units), 0)::int8 AS units FROM usage_daily WHERE account_id = $1 AND day >= $2',
  setLimits: 'UPDATE accounts SET monthly_quota_units = $2, rate_limit_rpm = $3, rate_limit_burst = $4 WHERE id = $1',
  accountById: `SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.id = $1`,
  listAccounts: `SELECT ${ACCOUNT_COLUMNS} FROM accounts a ORDER BY a.created_at, a.id`,
} as const;

type StatementName = keyof typeof SQL;

export async function openPostgresStore(options: PostgresOptions): Promise<PostgresStore> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    connectionTimeoutMillis: options.timeoutMs,
    query_timeout: options.timeoutMs,
    statement_timeout: options.timeoutMs,
    idleTimeoutMillis: 30_000,
    application_name: 'screening-service',
    types,
  });
  // An idle connection that the server drops emits here; the next query reconnects or fails.
  pool.on('error', () => undefined);
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  for (let attempt = 1; ; attempt++) {
    try {
      await migrate(pool);
      return new PostgresStore(pool);
    } catch (err) {
      if (!isUnavailable(err) || Date.now() > deadline) {
        await pool.end().catch(() => undefined);
        throw new StoreUnavailableError(`PostgreSQL is unreachable or refused the migration (${describe(err)})`);
      }
      await new Promise((r) => setTimeout(r, Math.min(2000, 200 * attempt)));
    }
  }
}

export class PostgresStore implements Store {
  readonly backend = 'postgres' as const;

  constructor(readonly pool: pg.Pool) {}

  async createAccount(name: string, email: string): Promise<CreatedAccount> {
    const createdAt = isoSeconds();
    const id = newAccountId(randomUUID());
    const k = generateKey();
    await this.run('createAccount', [id, name, email, createdAt, k.id, k.prefix, k.hash]);
    const account: Account = { id, name, email, created_at: createdAt, monthly_quota_units: null, rate_limit_rpm: null, rate_limit_burst: null };
    return { account, key: k.key, keyId: k.id, createdAt };
  }

  async createKey(accountId: string): Promise<CreatedKey> {
    const createdAt = isoSeconds();
    const k = generateKey();
    await this.run('insertKey', [k.id, accountId, k.prefix, k.hash, createdAt]);
    return { keyId: k.id, key: k.key, prefix: k.prefix, createdAt };
  }

  async authenticate(token: string): Promise<Principal | undefined> {
    if (!isKeyShaped(token)) return undefined;
    const hash = hashKey(token);
    const row = (await this.run<Account & { key_id: string; hash: Buffer; key_last_used_at: string | null }>('keyByHash', [hash])).rows[0];
    if (!row || !hashesEqual(row.hash, hash)) return undefined;
    const { key_id: keyId, hash: _hash, key_last_used_at: lastUsedAt, ...account } = row;
    return { account, keyId, lastUsedAt };
  }

  async touchKey(principal: Principal, now = new Date()): Promise<void> {
    if (principal.lastUsedAt && now.getTime() - Date.parse(principal.lastUsedAt) < 60_000) return;
    await this.run('touchKey', [isoSeconds(now), principal.keyId]);
  }

  async listKeys(accountId: string): Promise<KeyInfo[]> {
    return (await this.run<KeyInfo>('listKeys', [accountId])).rows;
  }

  async revokeKey(accountId: string, keyId: string): Promise<boolean> {
    return ((await this.run('revokeKey', [isoSeconds(), keyId, accountId])).rowCount ?? 0) > 0;
  }

  async recordUsage(accountId: string, endpoint: UsageRow['endpoint'], units: number, at = new Date()): Promise<void> {
    await this.run('addUsage', [accountId, at.toISOString().slice(0, 10), endpoint, units]);
  }

  async usage(accountId: string, from: string, to: string): Promise<UsageRow[]> {
    return (await this.run<UsageRow>('usage', [accountId, from, to])).rows;
  }

  async unitsSince(accountId: string, fromDay: string): Promise<number> {
    return (await this.run<{ units: number }>('unitsSince', [accountId, fromDay])).rows[0]?.units ?? 0;
  }

  async setAccountLimits(accountId: string, limits: AccountLimits): Promise<boolean> {
    return ((await this.run('setLimits', [accountId, limits.quota, limits.rpm, limits.burst])).rowCount ?? 0) > 0;
  }

  async account(accountId: string): Promise<Account | undefined> {
    return (await this.run<Account>('accountById', [accountId])).rows[0];
  }

  async accounts(): Promise<Account[]> {
    return (await this.run<Account>('listAccounts', [])).rows;
  }

  async ping(): Promise<boolean> {
    try {
      await this.pool.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }

  poolStats(): { total: number; idle: number; waiting: number } {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  /** Runs a named statement (prepared once per connection) and maps outages to 503. */
  private async run<R extends pg.QueryResultRow = pg.QueryResultRow>(name: StatementName, values: unknown[]): Promise<pg.QueryResult<R>> {
    try {
      return await this.pool.query<R>({ name, text: SQL[name], values });
    } catch (err) {
      if (isUnavailable(err)) throw new StoreUnavailableError(`store unavailable (${describe(err)})`);
      throw err;
    }
  }
}

/**
 * An error is an outage unless the server answered with a data, constraint or syntax error: no
 * SQLSTATE at all means the query never got an answer (refused, reset, timed out, pool ended);
 * classes 08 (connection), 53 (resources), 57 (shutdown, cancel, statement timeout) and 58 (I/O)
 * are the server saying it cannot serve now. Retrying later can succeed in all of these.
 */
function isUnavailable(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return /^(08|53|57|58)/.test(code) || code === '55P03' || code === '40001' || code === '40P01';
}

/** A short cause for logs: an error code or class name, never a message that could echo a value. */
function describe(err: unknown): string {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return err instanceof Error ? err.name : typeof err;
}

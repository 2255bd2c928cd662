// The PostgreSQL schema as numbered migrations, applied at start-up. Each version runs once, in
// its own transaction, and is recorded in schema_migrations. A session-level advisory lock makes
// concurrent start-ups safe: the first instance migrates, the others wait, then find nothing left.

import type { Pool, PoolClient } from 'pg';

export const migrations: readonly string[] = [
  `CREATE TABLE accounts (
     id text PRIMARY KEY,
     name text NOT NULL,
     email text NOT NULL,
     created_at timestamptz NOT NULL,
     monthly_quota_units bigint,
     rate_limit_rpm integer,
     rate_limit_burst integer
   );
   CREATE TABLE api_keys (
     id text PRIMARY KEY,
     account_id text NOT NULL REFERENCES accounts(id),
     prefix text NOT NULL,
     hash bytea NOT NULL UNIQUE,
     created_at timestamptz NOT NULL,
     last_used_at timestamptz,
     revoked_at timestamptz
   );
   CREATE INDEX api_keys_account ON api_keys(account_id);
   CREATE TABLE usage_daily (
     account_id text NOT NULL REFERENCES accounts(id),
     day date NOT NULL,
     endpoint text NOT NULL,
     requests bigint NOT NULL,
     units bigint NOT NULL,
     PRIMARY KEY (account_id, day, endpoint)
   );`,
];

/** Arbitrary but fixed: the advisory-lock id every instance of this service migrates under. */
const MIGRATION_LOCK = 727_411_014;

/** Applies every migration not yet recorded; returns the versions this call applied. */
export async function migrate(pool: Pool): Promise<number[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await applyPending(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } catch (err) {
    broken = err as Error;
    throw err;
  } finally {
    client.release(broken);
  }
}

async function applyPending(client: PoolClient): Promise<number[]> {
  await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
  const applied: number[] = [];
  for (let v = 1; v <= migrations.length; v++) {
    if (done.has(v)) continue;
    await client.query('BEGIN');
    try {
      await client.query(migrations[v - 1] as string);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [v]);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
    applied.push(v);
  }
  return applied;
}

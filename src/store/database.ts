// Opens the embedded SQLite database under DATA_DIR and applies the schema migrations in order.
// WAL mode with synchronous=NORMAL: a commit is a write into the WAL file, without an fsync, so
// a metered call is in the operating system's hands once its response is sent and a killed
// process (SIGKILL, a crash) never loses or tears a committed write. The WAL is synced at each
// checkpoint; a power loss or kernel crash may lose the commits since the last one (at most
// the ~1,000 pages of one WAL cycle) but never corrupts the database.

import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';

export type Db = Database.Database;

const migrations: readonly string[] = [
  `CREATE TABLE accounts (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     created_at TEXT NOT NULL,
     monthly_quota_units INTEGER,
     rate_limit_rpm INTEGER,
     rate_limit_burst INTEGER
   );
   CREATE TABLE api_keys (
     id TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES accounts(id),
     prefix TEXT NOT NULL,
     hash BLOB NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     last_used_at TEXT,
     revoked_at TEXT
   );
   CREATE INDEX api_keys_account ON api_keys(account_id);
   CREATE TABLE usage_daily (
     account_id TEXT NOT NULL REFERENCES accounts(id),
     day TEXT NOT NULL,
     endpoint TEXT NOT NULL,
     requests INTEGER NOT NULL,
     units INTEGER NOT NULL,
     PRIMARY KEY (account_id, day, endpoint)
   );`,
];

export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'service.sqlite'));
  // First: WORKERS server processes open one data dir at once, and switching a fresh file to WAL
  // or migrating it takes a lock another process may hold for a moment.
  db.pragma('busy_timeout = 5000');
  switchToWal(db);
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/** How long start-up keeps trying to switch a fresh file to WAL while other processes do the same. */
const WAL_SWITCH_MS = 5000;

/**
 * Switches the file to WAL. Processes that switch a fresh file at the same instant each hold a
 * shared lock and want an exclusive one: SQLite answers one of them SQLITE_BUSY at once instead of
 * waiting (busy_timeout cannot break that deadlock), so the loser drops its lock and tries again.
 */
function switchToWal(db: Db): void {
  const deadline = Date.now() + WAL_SWITCH_MS;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10 + Math.random() * 20);
    }
  }
}

/**
 * Applies the missing migrations one step at a time. Each step reads the version inside a write
 * transaction (BEGIN IMMEDIATE), so when several processes start on a fresh data dir, a step
 * another process has just applied is seen and not applied again ("table already exists").
 */
function migrate(db: Db): void {
  const step = db.transaction((): boolean => {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version >= migrations.length) return false;
    db.exec(migrations[version] as string);
    db.pragma(`user_version = ${version + 1}`);
    return true;
  });
  while (step.immediate()) {
    // one migration per transaction
  }
}

// Chooses the store: PostgreSQL when DATABASE_URL is set, otherwise SQLite under DATA_DIR.

import type { Config } from '../config.js';
import { openPostgresStore } from './postgres-store.js';
import { SqliteStore } from './sqlite-store.js';
import type { Store } from './store.js';

export async function openStore(config: Pick<Config, 'dataDir' | 'database'>): Promise<Store> {
  if (config.database) return openPostgresStore(config.database);
  return new SqliteStore(config.dataDir);
}

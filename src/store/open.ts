// Chooses the store: PostgreSQL when DATABASE_URL is set, otherwise SQLite under DATA_DIR. The
// PostgreSQL client is loaded only when it is configured (it costs start-up time and memory).

import type { Config } from '../config.js';
import { SqliteStore } from './sqlite-store.js';
import type { Store } from './store.js';

export async function openStore(config: Pick<Config, 'dataDir' | 'database'>): Promise<Store> {
  if (config.database) return (await import('./postgres-store.js')).openPostgresStore(config.database);
  return new SqliteStore(config.dataDir);
}

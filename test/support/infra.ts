// Shared backends for the tests: a throwaway PostgreSQL and Redis (scripts/support/infra.ts), or
// a clear line saying why the tests that need them are skipped on this machine.

import { infraMissing } from '../../scripts/support/infra.js';

export { startPostgres, startRedis, type PostgresServer, type RedisServer } from '../../scripts/support/infra.js';

/** True when PostgreSQL and Redis can be started; otherwise prints why `what` is skipped. */
export function infraAvailable(what: string): boolean {
  const missing = infraMissing();
  if (missing) console.log(`\nSKIPPED ${what}: ${missing}. Install them (apt-get install -y postgresql redis-server) to run these tests.`);
  return !missing;
}

let n = 0;
/** A database name unique to this process. */
export const databaseName = (prefix: string): string => `${prefix}_${process.pid}_${++n}`;

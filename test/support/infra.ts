// Shared backends for the tests: a throwaway PostgreSQL and Redis (scripts/support/infra.ts), or
// a clear line saying why the tests that need them are skipped. In CI (CI=true), where .ci/run
// installs both, a missing binary is a failure rather than a skip.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { infraMissing } from '../../scripts/support/infra.js';

export { startPostgres, startRedis, type PostgresServer, type RedisServer } from '../../scripts/support/infra.js';

/** True when PostgreSQL and Redis can be started; otherwise says why `what` does not run. */
export function infraAvailable(what: string): boolean {
  const missing = infraMissing();
  if (!missing) return true;
  if (process.env['CI'] === 'true') {
    const test = suite(what);
    test('PostgreSQL and Redis are installed in CI', () => assert.unreachable(`${what} cannot run: ${missing}`));
    test.run();
  } else console.log(`\nSKIPPED ${what}: ${missing}. Install them (apt-get install -y postgresql redis-server) to run these tests.`);
  return false;
}

/** Polls `probe` until it holds, failing the test with `what` after `timeoutMs`. */
export async function eventually(what: string, probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) assert.unreachable(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let n = 0;
/** A database name unique to this process. */
export const databaseName = (prefix: string): string => `${prefix}_${process.pid}_${++n}`;

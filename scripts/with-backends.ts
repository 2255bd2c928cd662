// `node dist/scripts/with-backends.js <command> [args…]`: starts a throwaway PostgreSQL and Redis
// on free loopback ports, runs the command with DATABASE_URL and REDIS_URL pointing at them
// (e.g. the conformance suite against the shared backends), then stops both and exits with the
// command's status.

import { spawn } from 'node:child_process';
import { infraMissing, startPostgres, startRedis } from './support/infra.js';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-backends <command> [args…]');
  process.exit(2);
}
const missing = infraMissing();
if (missing) {
  console.error(`cannot start PostgreSQL and Redis: ${missing}`);
  process.exit(1);
}
const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
let status = 1;
try {
  const url = await pg.createDatabase('screening');
  console.error(`PostgreSQL on 127.0.0.1:${pg.port}, Redis on 127.0.0.1:${redis.port}`);
  status = await new Promise<number>((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url, REDIS_URL: redis.url } });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(127));
  });
} finally {
  await Promise.all([pg.destroy(), redis.destroy()]);
}
process.exit(status);

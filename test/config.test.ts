// Configuration: defaults, validation with messages naming the variable, and start-up refusing a
// bad value.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.js';
import { repoRoot } from './support/paths.js';

const test = suite('config');

test('defaults: loopback:8080, open sign-up in development, ./data, hot reload on', () => {
  const c = loadConfig({}, '/srv/app');
  assert.is(c.port, 8080);
  assert.is(c.host, '127.0.0.1');
  assert.is(c.signupMode, 'open');
  assert.is(c.dataDir, '/srv/app/data');
  assert.is(c.hotReload, true);
  assert.is(c.maxBodyBytes, 1048576);
  assert.ok(c.rateLimit.burst >= 100 && c.rateLimit.rpm >= 600, 'room for the burst and rate API.md asks for');
});

test('production: sign-up closed and hot reload off unless configured', () => {
  const c = loadConfig({ NODE_ENV: 'production' });
  assert.is(c.signupMode, 'closed');
  assert.is(c.hotReload, false);
  assert.is(loadConfig({ NODE_ENV: 'production', SIGNUP_MODE: 'open', HOT_RELOAD: 'true' }).hotReload, true);
});

test('bad values are rejected with the variable named', () => {
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ PORT: 'eighty' }, /PORT: must be integer/],
    [{ PORT: '70000' }, /PORT: must be <= 65535/],
    [{ SIGNUP_MODE: 'maybe' }, /SIGNUP_MODE: must be equal to one of the allowed values/],
    [{ SIGNUP_MODE: 'token' }, /ADMIN_TOKEN: required when SIGNUP_MODE=token/],
    [{ TLS_CERT_FILE: 'cert.pem' }, /TLS_CERT_FILE\/TLS_KEY_FILE: set both or neither/],
    [{ RATE_LIMIT_RPM: '-1', MAX_BODY_BYTES: '12' }, /RATE_LIMIT_RPM: .*; MAX_BODY_BYTES: /],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ];
  for (const [env, message] of cases) {
    try {
      loadConfig(env);
      assert.unreachable(`accepted ${JSON.stringify(env)}`);
    } catch (err) {
      assert.instance(err, ConfigError);
      assert.match((err as Error).message, message);
    }
  }
});

test('shared backends: DATABASE_URL and REDIS_URL with their pool and timeouts; a bad URL is named, its secret never echoed', () => {
  const none = loadConfig({});
  assert.is(none.database, undefined, 'SQLite unless DATABASE_URL is set');
  assert.is(none.redis, undefined, 'limits in process unless REDIS_URL is set');
  const c = loadConfig({ DATABASE_URL: 'postgresql://svc:pw@db:5432/screening', DATABASE_POOL_MAX: '25', REDIS_URL: 'rediss://cache:6380/1' });
  assert.equal(c.database, { url: 'postgresql://svc:pw@db:5432/screening', poolMax: 25, timeoutMs: 5000 });
  assert.equal(c.redis, { url: 'rediss://cache:6380/1', timeoutMs: 1000 });
  for (const [env, name] of [
    [{ DATABASE_URL: 'mysql://svc:hunter2-secret@db/screening' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://svc:hunter2-secret@cache' }, 'REDIS_URL'],
    [{ DATABASE_URL: 'postgres://db/x', DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX'],
  ] as const) {
    try {
      loadConfig(env);
      assert.unreachable(`accepted ${name}`);
    } catch (err) {
      assert.instance(err, ConfigError);
      assert.match((err as Error).message, name);
      assert.not.match((err as Error).message, /hunter2/);
    }
  }
});

test('start-up stops with exit code 2 and a message naming the variable', () => {
  const r = spawnSync(process.execPath, [path.join(repoRoot, 'dist/src/main.js')], { env: { ...process.env, PORT: 'nope' }, encoding: 'utf8', timeout: 20_000 });
  assert.is(r.status, 2);
  assert.match(r.stderr, /PORT: must be integer/);
});

test.run();

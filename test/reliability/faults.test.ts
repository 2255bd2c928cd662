// Faults: the server killed with SIGKILL under load loses no metered usage and doubles none, and
// its database stays intact; a read-only store answers 503 without crashing and recovers.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import path from 'node:path';
import { spawnService } from '../support/process.js';
import { startTestServer, tempDir } from '../support/server.js';
import type { InstrumentedStore } from '../../src/observability/instrument.js';
import type { SqliteStore } from '../../src/store/sqlite-store.js';

const test = suite('reliability: faults');

test('SIGKILL under load: every answered request is metered once, none twice; the database is intact', async () => {
  const dataDir = tempDir('kill-');
  let svc = await spawnService({ DATA_DIR: dataDir, RATE_LIMIT_RPM: '0' });
  const account = await (await fetch(`${svc.url}/api/v1/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'k', email: 'k@example.org' }) })).json() as { api_key: string };
  const key = account.api_key;
  let sent = 0;
  let answered = 0;
  let stop = false;
  const client = async (): Promise<void> => {
    while (!stop) {
      sent++;
      try {
        const r = await fetch(`${svc.url}/api/v1/security/pii-secrets`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ text: `mail a${sent}@example.org` }) });
        if (r.status === 200) answered++;
        await r.arrayBuffer();
      } catch {
        return; // the server is gone
      }
    }
  };
  const clients = Array.from({ length: 8 }, client);
  // Kill once the load is well under way, however busy the machine is.
  for (const deadline = Date.now() + 30_000; answered < 30 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
  svc.child.kill('SIGKILL');
  stop = true;
  await Promise.all(clients);
  await svc.exited;
  assert.ok(answered > 20, `only ${answered} requests answered before the kill`);

  assert.not.ok(svc.output().includes('@example.org'), 'the crashed server printed no submitted text');
  const db = new Database(path.join(dataDir, 'service.sqlite'));
  assert.is(db.pragma('integrity_check', { simple: true }), 'ok');
  db.close();
  svc = await spawnService({ DATA_DIR: dataDir });
  try {
    const usage = (await (await fetch(`${svc.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } })).json()) as { total_units: number };
    assert.ok(usage.total_units >= answered, `metered ${usage.total_units} < answered ${answered}: usage was lost`);
    assert.ok(usage.total_units <= sent, `metered ${usage.total_units} > sent ${sent}: usage was doubled`);
  } finally {
    svc.child.kill('SIGTERM');
    assert.is(await svc.exited, 0, 'SIGTERM shuts down cleanly');
    assert.not.ok(svc.output().includes('@example.org') || svc.output().includes(key), 'nothing sensitive in the output');
  }
});

test('a read-only store: 503 with a clear error, no crash, recovery when writable again', async () => {
  const t = await startTestServer();
  try {
    const { key } = await t.account();
    const db = ((t.server.deps.store as InstrumentedStore).inner as SqliteStore).db;
    db.pragma('query_only = ON');
    const r = await t.call('POST', '/api/v1/security/pii-secrets', { body: { text: 'x' }, key });
    assert.is(r.status, 503);
    assert.is(r.json.error.code, 'unavailable');
    assert.match(r.json.error.message, /store is unavailable/);
    assert.ok(Number(r.headers.get('retry-after')) > 0);
    const signup = await t.call('POST', '/api/v1/accounts', { body: { name: 'x', email: 'x@example.org' } });
    assert.is(signup.status, 503);
    db.pragma('query_only = OFF');
    const ok = await t.call('POST', '/api/v1/security/pii-secrets', { body: { text: 'x' }, key });
    assert.is(ok.status, 200);
    const usage = await t.call('GET', '/api/v1/usage', { key });
    assert.is(usage.json.total_units, 1, 'the refused request was not metered');
    assert.ok(t.logs.some((l) => l.includes('"status":503')), 'the refusal is logged');
  } finally {
    await t.stop();
  }
});

test('a closed store answers 503 and readiness reports it', async () => {
  const t = await startTestServer();
  const { key } = await t.account();
  await t.server.deps.store.close();
  const r = await t.call('POST', '/api/v1/security/pii-secrets', { body: { text: 'x' }, key });
  assert.is(r.status, 503);
  assert.is((await t.call('GET', '/readyz')).status, 503);
  await t.stop();
});

test.run();

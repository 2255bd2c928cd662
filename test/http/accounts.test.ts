// Accounts, keys and usage: sign-up policies, keys shown once and stored hashed, revocation,
// usage that survives a restart.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import path from 'node:path';
import { startTestServer, tempDir } from '../support/server.js';

const test = suite('http: accounts and keys');

test('open sign-up returns a high-entropy key once; only its hash is stored', async () => {
  const t = await startTestServer();
  try {
    const r = await t.call('POST', '/api/v1/accounts', { body: { name: 'Acme', email: 'sec@acme.example' } });
    assert.is(r.status, 201);
    assert.match(r.json.api_key, /^scr_[A-Za-z0-9_-]{43}$/);
    assert.match(r.json.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const db = new Database(path.join(t.dataDir, 'service.sqlite'), { readonly: true });
    const dump = JSON.stringify(db.prepare('SELECT * FROM api_keys').all());
    db.close();
    assert.not.ok(dump.includes(r.json.api_key.slice(12)), 'the key is not stored in clear');
    const list = await t.call('GET', '/api/v1/keys', { key: r.json.api_key });
    assert.is(list.json.keys.length, 1);
    assert.is(list.json.keys[0].prefix, r.json.api_key.slice(0, 12));
    assert.not.ok(list.text.includes(r.json.api_key));
    assert.is(typeof list.json.keys[0].last_used_at, 'string', 'the listing call itself used the key');
  } finally {
    await t.stop();
  }
});

test('sign-up validation: name and email required, email format checked', async () => {
  const t = await startTestServer();
  try {
    assert.is((await t.call('POST', '/api/v1/accounts', { body: { email: 'x@example.org' } })).json.error.code, 'invalid_request');
    assert.is((await t.call('POST', '/api/v1/accounts', { body: { name: 'x', email: 'not-an-email' } })).json.error.code, 'invalid_request');
  } finally {
    await t.stop();
  }
});

test('closed and token sign-up modes', async () => {
  const closed = await startTestServer({ SIGNUP_MODE: 'closed' });
  try {
    const r = await closed.call('POST', '/api/v1/accounts', { body: { name: 'x', email: 'x@example.org' } });
    assert.is(r.status, 403);
    assert.is(r.json.error.code, 'forbidden');
  } finally {
    await closed.stop();
  }
  const token = await startTestServer({ SIGNUP_MODE: 'token', ADMIN_TOKEN: 'admin-token-0123456789' });
  try {
    const body = { name: 'x', email: 'x@example.org' };
    assert.is((await token.call('POST', '/api/v1/accounts', { body })).status, 403);
    assert.is((await token.call('POST', '/api/v1/accounts', { body, headers: { authorization: 'Bearer wrong-token-0123456789' } })).status, 403);
    assert.is((await token.call('POST', '/api/v1/accounts', { body, headers: { authorization: 'Bearer admin-token-0123456789' } })).status, 201);
  } finally {
    await token.stop();
  }
});

test('sign-up per client address is bounded', async () => {
  const t = await startTestServer({ SIGNUP_PER_HOUR: '2' });
  try {
    const body = { name: 'x', email: 'x@example.org' };
    assert.is((await t.call('POST', '/api/v1/accounts', { body })).status, 201);
    assert.is((await t.call('POST', '/api/v1/accounts', { body })).status, 201);
    const r = await t.call('POST', '/api/v1/accounts', { body });
    assert.is(r.status, 429);
    assert.is(r.json.error.code, 'rate_limited');
  } finally {
    await t.stop();
  }
});

test('a second key works, is listed without its secret, and fails at once when revoked', async () => {
  const t = await startTestServer();
  try {
    const { key } = await t.account();
    const created = await t.call('POST', '/api/v1/keys', { body: {}, key });
    assert.is(created.status, 201);
    const second = created.json.api_key as string;
    assert.is((await t.call('POST', '/api/v1/security/pii-secrets', { body: { text: 'hi' }, key: second })).status, 200);
    assert.is((await t.call('DELETE', `/api/v1/keys/${created.json.key_id}`, { key })).status, 204);
    assert.is((await t.call('POST', '/api/v1/security/pii-secrets', { body: { text: 'hi' }, key: second })).json.error.code, 'invalid_api_key');
    const other = await t.account();
    assert.is((await t.call('DELETE', `/api/v1/keys/${other.keyId}`, { key })).status, 404, 'cannot revoke another account’s key');
  } finally {
    await t.stop();
  }
});

test('usage counts successful metered calls only, and survives a restart', async () => {
  const dataDir = tempDir();
  let t = await startTestServer({ DATA_DIR: dataDir });
  const { key, accountId } = await t.account();
  for (let i = 0; i < 3; i++) await t.call('POST', '/api/v1/security/pii-secrets', { body: { text: `call ${i}` }, key });
  await t.call('POST', '/api/v1/guard', { body: { checks: ['pii_secrets', 'prompt_injection', 'output_safety'], text: 'x' }, key });
  await t.call('POST', '/api/v1/security/pii-secrets', { body: { nope: 1 }, key });
  await t.stop();
  t = await startTestServer({ DATA_DIR: dataDir });
  try {
    const r = await t.call('GET', '/api/v1/usage', { key });
    assert.is(r.status, 200);
    assert.is(r.json.account_id, accountId);
    assert.is(r.json.total_units, 6);
    const byEndpoint = Object.fromEntries(r.json.by_day.map((d: { endpoint: string; units: number; requests: number }) => [d.endpoint, [d.requests, d.units]]));
    assert.equal(byEndpoint, { guard: [1, 3], 'pii-secrets': [3, 3] });
    const past = await t.call('GET', '/api/v1/usage?from=2020-01-01&to=2020-01-31', { key });
    assert.is(past.json.total_units, 0);
    assert.is((await t.call('GET', '/api/v1/usage?from=2020-13-01', { key })).status, 400);
  } finally {
    await t.stop();
  }
});

test.run();

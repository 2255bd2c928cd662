// Every status and code of API.md's error table, each with the common body and a request id.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer, type Reply } from '../support/server.js';

const test = suite('http: errors');
let t: TestServer;
let key: string;
const PII = '/api/v1/security/pii-secrets';

test.before(async () => {
  t = await startTestServer({ MAX_BODY_BYTES: '65536' });
  key = (await t.account()).key;
});
test.after(() => t.stop());

function expectError(r: Reply, status: number, code: string): void {
  assert.is(r.status, status, r.text);
  assert.is(r.json?.error?.code, code, r.text);
  assert.type(r.json.error.message, 'string');
  assert.ok(r.json.request_id.startsWith('req_'));
  assert.is(r.headers.get('x-request-id'), r.json.request_id);
}

test('400 invalid_json for a body that is not JSON', async () => {
  expectError(await t.call('POST', PII, { raw: '{"text": ', headers: { 'content-type': 'application/json' }, key }), 400, 'invalid_json');
  expectError(await t.call('POST', PII, { raw: '', headers: { 'content-type': 'application/json' }, key }), 400, 'invalid_json');
});

test('400 invalid_request with details and JSON pointers', async () => {
  const r = await t.call('POST', PII, { body: { text: 1, redcat: true }, key });
  expectError(r, 400, 'invalid_request');
  const paths = r.json.error.details.map((d: { path: string }) => d.path).sort();
  assert.equal(paths, ['/redcat', '/text']);
  expectError(await t.call('POST', PII, { body: ['text'], key }), 400, 'invalid_request');
  expectError(await t.call('POST', PII, { body: null, key }), 400, 'invalid_request');
});

test('400 unknown_check', async () => {
  expectError(await t.call('POST', '/api/v1/guard', { body: { checks: ['nope'], text: 'x' }, key }), 400, 'unknown_check');
});

test('401 unauthorized and invalid_api_key', async () => {
  expectError(await t.call('POST', PII, { body: { text: 'x' } }), 401, 'unauthorized');
  expectError(await t.call('POST', PII, { body: { text: 'x' }, headers: { authorization: 'Basic Zm9vOmJhcg==' } }), 401, 'unauthorized');
  expectError(await t.call('POST', PII, { body: { text: 'x' }, headers: { authorization: 'Bearer' } }), 401, 'unauthorized');
  expectError(await t.call('POST', PII, { body: { text: 'x' }, key: 'not-a-key' }), 401, 'invalid_api_key');
  expectError(await t.call('POST', PII, { body: { text: 'x' }, key: key.slice(0, -2) + (key.endsWith('AA') ? 'BB' : 'AA') }), 401, 'invalid_api_key');
});

test('404 not_found and 405 method_not_allowed with Allow', async () => {
  expectError(await t.call('GET', '/api/v1/nope', { key }), 404, 'not_found');
  expectError(await t.call('GET', '/nowhere'), 404, 'not_found');
  const r = await t.call('GET', PII, { key });
  expectError(r, 405, 'method_not_allowed');
  assert.match(r.headers.get('allow') ?? '', /POST/);
  expectError(await t.call('PUT', '/api/v1/keys', { key }), 405, 'method_not_allowed');
  expectError(await t.call('DELETE', '/api/v1/keys/key_unknown', { key }), 404, 'not_found');
});

test('413 payload_too_large for a body over MAX_BODY_BYTES', async () => {
  expectError(await t.call('POST', PII, { body: { text: 'a'.repeat(70_000) }, key }), 413, 'payload_too_large');
});

test('415 unsupported_media_type for non-JSON content types', async () => {
  expectError(await t.call('POST', PII, { raw: 'text=hi', headers: { 'content-type': 'text/plain' }, key }), 415, 'unsupported_media_type');
  expectError(await t.call('POST', PII, { raw: '{"text":"hi"}', headers: { 'content-type': 'application/json; charset=latin1' }, key }), 415, 'unsupported_media_type');
  const ok = await t.call('POST', PII, { raw: '{"text":"hi"}', headers: { 'content-type': 'application/json; charset=utf-8' }, key });
  assert.is(ok.status, 200);
});

test('429 rate_limited with Retry-After and RateLimit headers', async () => {
  const tight = await startTestServer({ RATE_LIMIT_RPM: '60', RATE_LIMIT_BURST: '2' });
  try {
    const k = (await tight.account()).key;
    const first = await tight.call('POST', PII, { body: { text: 'x' }, key: k });
    assert.is(first.headers.get('ratelimit-limit'), '2');
    await tight.call('POST', PII, { body: { text: 'x' }, key: k });
    const r = await tight.call('POST', PII, { body: { text: 'x' }, key: k });
    expectError(r, 429, 'rate_limited');
    assert.ok(Number(r.headers.get('retry-after')) >= 1);
    assert.is(r.headers.get('ratelimit-remaining'), '0');
  } finally {
    await tight.stop();
  }
});

test('429 quota_exceeded once the monthly quota is used', async () => {
  const q = await startTestServer({ MONTHLY_QUOTA_UNITS: '2' });
  try {
    const k = (await q.account()).key;
    assert.is((await q.call('POST', '/api/v1/guard', { body: { checks: ['pii_secrets', 'prompt_injection'], text: 'x' }, key: k })).status, 200);
    const r = await q.call('POST', PII, { body: { text: 'x' }, key: k });
    expectError(r, 429, 'quota_exceeded');
    assert.ok(Number(r.headers.get('retry-after')) > 0);
  } finally {
    await q.stop();
  }
});

test('per-account overrides of the rate limit and quota win over the defaults', async () => {
  const o = await startTestServer({ RATE_LIMIT_RPM: '60', RATE_LIMIT_BURST: '1' });
  try {
    const a = await o.account();
    await o.server.deps.store.setAccountLimits(a.accountId, { quota: 3, rpm: 600, burst: 50 });
    for (let i = 0; i < 3; i++) assert.is((await o.call('POST', PII, { body: { text: 'x' }, key: a.key })).status, 200, 'the larger burst applies');
    expectError(await o.call('POST', PII, { body: { text: 'x' }, key: a.key }), 429, 'quota_exceeded');
  } finally {
    await o.stop();
  }
});

test('503 unavailable while draining', async () => {
  const d = await startTestServer();
  const k = (await d.account()).key;
  d.server.deps.lifecycle.draining = true;
  expectError(await d.call('POST', PII, { body: { text: 'x' }, key: k }), 503, 'unavailable');
  assert.is((await d.call('GET', '/readyz')).status, 503);
  await d.stop();
});

test.run();

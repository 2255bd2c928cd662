// Identity before body: a request without a valid key is answered 401 before its body is read,
// so an anonymous client learns nothing about the schema and cannot make the server parse large
// bodies. With a valid key the body rules apply as before.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import http from 'node:http';
import { startTestServer, type TestServer } from '../support/server.js';

const test = suite('http: identity before body');
const PII = '/api/v1/security/pii-secrets';
let t: TestServer;
let key: string;

test.before(async () => {
  t = await startTestServer();
  key = (await t.account()).key;
});
test.after(() => t.stop());

test('anonymous malformed, schema-invalid or oversized bodies are 401, with no field details', async () => {
  for (const init of [{ raw: '{ not json', headers: { 'content-type': 'application/json' } }, { body: { text: 42, extra: true } }, { body: { text: 'x'.repeat(2 * 1024 * 1024) } }]) {
    const r = await t.call('POST', PII, init);
    assert.is(r.status, 401, r.text);
    assert.is(r.json.error.code, 'unauthorized');
    assert.is(r.json.error.details, undefined);
  }
  const wrongKey = await t.call('POST', '/api/v1/guard', { raw: '{ not json', headers: { 'content-type': 'application/json' }, key: 'sk_not_a_key' });
  assert.is(wrongKey.status, 401);
  assert.is(wrongKey.json.error.code, 'invalid_api_key');
});

test('an anonymous request is answered before its declared body arrives', async () => {
  const url = new URL(t.url);
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: PII, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(4 * 1024 * 1024) } }, (res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      req.destroy();
    });
    req.on('error', (err) => (err.message.includes('socket hang up') ? undefined : reject(err)));
    // Only the first bytes of the announced 4 MiB are ever sent.
    req.write('{"text":"');
  });
  assert.is(status, 401);
});

test('with a valid key the body rules still apply', async () => {
  const bad = await t.call('POST', PII, { raw: '{ not json', headers: { 'content-type': 'application/json' }, key });
  assert.is(bad.status, 400);
  assert.is(bad.json.error.code, 'invalid_json');
  const invalid = await t.call('POST', PII, { body: { text: 42 }, key });
  assert.is(invalid.status, 400);
  assert.ok(invalid.json.error.details.some((d: { path: string }) => d.path === '/text'));
});

test.run();

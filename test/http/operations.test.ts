// Health, readiness, metrics, OpenAPI, security headers and HTTPS.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import https from 'node:https';
import { startTestServer, tempDir } from '../support/server.js';

const test = suite('http: operations');

test('healthz, readyz, metrics and openapi answer without auth', async () => {
  const t = await startTestServer();
  try {
    assert.is((await t.call('GET', '/healthz')).status, 200);
    const ready = await t.call('GET', '/readyz');
    assert.is(ready.status, 200);
    assert.match(ready.json.detector_version, /^\d+\.\d+\.\d+$/);
    const { key } = await t.account();
    await t.call('POST', '/api/v1/guard', { body: { checks: ['pii_secrets'], text: 'x' }, key });
    const metrics = await t.call('GET', '/metrics');
    assert.match(metrics.text, /http_requests_total\{route="\/api\/v1\/guard",method="POST",status="200"\} 1/);
    assert.match(metrics.text, /check_verdicts_total\{check="pii_secrets",verdict="allow"\} 1/);
    assert.match(metrics.text, /rule_pack_rules\{pack="secrets-aws"\}/);
    assert.match(metrics.text, /store_operation_duration_seconds_count\{backend="sqlite",operation="record_usage"\} 1/);
    assert.match(metrics.text, /limiter_operation_duration_seconds_count\{backend="memory",operation="take_token"\} 1/);
    assert.match(metrics.text, /dependency_up\{dependency="store",backend="sqlite"\} 1/);
    assert.is(ready.json.store_backend, 'sqlite');
    assert.is(ready.json.limiter_backend, 'memory');
    const spec = await t.call('GET', '/openapi.json');
    assert.is(spec.json.openapi, '3.1.0');
    assert.ok(spec.json.paths['/api/v1/security/pii-secrets'].post);
    assert.is(spec.json.components.schemas.DetectionRequest.additionalProperties, false);
  } finally {
    await t.stop();
  }
});

test('security headers: no X-Powered-By, nosniff, no-store on the API', async () => {
  const t = await startTestServer();
  try {
    const r = await t.call('POST', '/api/v1/accounts', { body: { name: 'x', email: 'x@example.org' } });
    assert.is(r.headers.get('x-powered-by'), null);
    assert.is(r.headers.get('x-content-type-options'), 'nosniff');
    assert.is(r.headers.get('cache-control'), 'no-store');
    assert.is(r.headers.get('strict-transport-security'), null, 'no HSTS over plain HTTP');
  } finally {
    await t.stop();
  }
});

test('HTTPS with a certificate generated at test time, with HSTS', async () => {
  const dir = tempDir();
  const cert = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const t = await startTestServer({ TLS_CERT_FILE: cert, TLS_KEY_FILE: keyFile });
  try {
    assert.ok(t.url.startsWith('https://'));
    const { status, hsts } = await new Promise<{ status: number; hsts: string | undefined }>((resolve, reject) => {
      https
        .get(`${t.url}/healthz`, { ca: execFileSync('cat', [cert]) }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, hsts: res.headers['strict-transport-security'] as string | undefined });
        })
        .on('error', reject);
    });
    assert.is(status, 200);
    assert.match(hsts ?? '', /max-age=\d+/);
  } finally {
    await t.stop();
  }
});

test.run();

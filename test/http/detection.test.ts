// POST /api/v1/security/pii-secrets end to end: shape, offsets in three units, masking,
// redaction, verdict mapping and metering.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../support/server.js';

const test = suite('http: detection');
let t: TestServer;
let key: string;
const awsKey = (): string => 'AKIA' + Array.from(randomBytes(16), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[b % 32]).join('');

test.before(async () => {
  t = await startTestServer();
  key = (await t.account()).key;
});
test.after(() => t.stop());

test('clean text is safe with every field and no redacted_text', async () => {
  const r = await t.call('POST', '/api/v1/security/pii-secrets', { body: { text: 'Nothing here.' }, key });
  assert.is(r.status, 200);
  assert.is(r.json.verdict, 'safe');
  assert.is(r.json.risk, 'none');
  assert.equal(r.json.findings, []);
  assert.is(r.json.api, 'pii-secrets-detection');
  assert.is(r.json.usage_units, 1);
  assert.match(r.json.detector_version, /^\d+(\.\d+)+$/);
  assert.is(r.headers.get('x-request-id'), r.json.request_id);
  assert.is(r.headers.get('cache-control'), 'no-store');
  assert.not.ok('redacted_text' in r.json);
});

test('offsets are exact in code points, UTF-16 units and UTF-8 bytes around astral characters', async () => {
  const email = 'ana@example.com';
  const text = `👩‍💻𝐀 «${email}» ✓`;
  const r = await t.call('POST', '/api/v1/security/pii-secrets', { body: { text }, key });
  const f = r.json.findings.find((x: { category: string }) => x.category === 'email');
  assert.ok(f, r.text);
  assert.is(Array.from(text).slice(f.start, f.end).join(''), email);
  assert.is(text.slice(f.utf16_start, f.utf16_end), email);
  assert.is(Buffer.from(text).subarray(f.byte_start, f.byte_end).toString(), email);
  assert.ok(!r.text.includes(email), 'the address never appears in the response');
  assert.ok(f.masked.startsWith('ana') && f.masked.length <= 4 + 24 && !f.masked.includes('example'));
});

test('an AWS key makes the verdict unsafe with critical risk; masked shows at most 4 characters', async () => {
  const k = awsKey();
  const r = await t.call('POST', '/api/v1/security/pii-secrets', { body: { text: `key=${k}` }, key });
  assert.is(r.json.verdict, 'unsafe');
  assert.is(r.json.risk, 'critical');
  const f = r.json.findings[0];
  assert.is(f.type, 'aws_access_key_id');
  assert.is(f.rule_id, 'secrets-aws/access-key-id');
  assert.is(f.confidence, 'high');
  assert.is(f.masked.replace(/\*/g, ''), 'AKIA');
  assert.ok(!r.text.includes(k.slice(4)));
  assert.ok(r.json.reasons.length >= 1);
});

test('an e-mail alone is suspicious, not unsafe', async () => {
  const r = await t.call('POST', '/api/v1/security/pii-secrets', { body: { text: 'write to a@example.org' }, key });
  assert.is(r.json.verdict, 'suspicious');
  assert.ok(['low', 'medium'].includes(r.json.risk));
});

test('redaction numbers distinct values per category and keeps the rest byte for byte', async () => {
  const k = awsKey();
  const text = `Mail a@example.org or b@example.org, again a@example.org. Key ${k}. Ünïcødé ✓`;
  const r = await t.call('POST', '/api/v1/security/pii-secrets', { body: { text, redact: true }, key });
  assert.is(r.json.redacted_text, 'Mail [EMAIL_1] or [EMAIL_2], again [EMAIL_1]. Key [API_KEY_1]. Ünïcødé ✓');
  assert.equal(
    r.json.findings.map((f: { placeholder: string }) => f.placeholder),
    ['[EMAIL_1]', '[EMAIL_2]', '[EMAIL_1]', '[API_KEY_1]'],
  );
});

test('redact on clean text returns it unchanged', async () => {
  const text = 'version 1.2.3, see https://example.org/docs';
  const r = await t.call('POST', '/api/v1/security/pii-secrets', { body: { text, redact: true }, key });
  assert.is(r.json.redacted_text, text);
});

test('text over MAX_TEXT_CHARS is a 413 even when the body fits', async () => {
  const small = await startTestServer({ MAX_TEXT_CHARS: '100' });
  try {
    const k = (await small.account()).key;
    const r = await small.call('POST', '/api/v1/security/pii-secrets', { body: { text: 'x'.repeat(101) }, key: k });
    assert.is(r.status, 413);
    assert.is(r.json.error.code, 'payload_too_large');
  } finally {
    await small.stop();
  }
});

test.run();

// Nothing sensitive leaves: after a mix of successful and failing requests carrying secrets, no
// log line, error body or metric contains the submitted text or a matched value.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { startTestServer } from '../support/server.js';

const test = suite('http: nothing sensitive leaves');

test('logs, errors and metrics never contain submitted text or matched values', async () => {
  const t = await startTestServer({ MAX_BODY_BYTES: '4096', LOG_LEVEL: 'trace' });
  try {
    const { key } = await t.account();
    const secret = 'AKIA' + Array.from(randomBytes(16), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[b % 32]).join('');
    const marker = `canary-${randomBytes(6).toString('hex')}`;
    const text = `${marker} key ${secret} mail canary.person@example.org`;
    const bodies: string[] = [];
    const calls = [
      t.call('POST', '/api/v1/security/pii-secrets', { body: { text, redact: true }, key }),
      t.call('POST', '/api/v1/security/pii-secrets', { body: { text, redcat: true }, key }),
      t.call('POST', '/api/v1/security/pii-secrets', { raw: `{"text": "${text}`, headers: { 'content-type': 'application/json' }, key }),
      t.call('POST', '/api/v1/security/pii-secrets', { body: { text: `${text} ${'x'.repeat(5000)}` }, key }),
      t.call('POST', '/api/v1/security/pii-secrets', { raw: text, headers: { 'content-type': 'text/plain' }, key }),
      t.call('POST', '/api/v1/security/pii-secrets', { body: { text }, key: `scr_${marker}` }),
      t.call('POST', '/api/v1/guard', { body: { checks: ['pii_secrets', 'prompt_injection', 'output_safety'], text }, key }),
      t.call('POST', '/api/v1/guard', { body: { checks: [marker], text }, key }),
      t.call('POST', '/api/v1/guard', { body: { checks: ['agent_action'], agent_action: { tool: marker, arguments: { command: `echo ${secret}` } } }, key }),
      t.call('GET', `/api/v1/${marker}`, { key }),
      // Explain mode lists dropped candidates too: none may show a value or log one.
      t.call('POST', '/api/v1/guard', { body: { checks: ['pii_secrets', 'prompt_injection', 'output_safety'], text: `${text} AKIAIOSFODNN7EXAMPLE`, explain: true }, key }),
      t.call('POST', '/api/v1/security/pii-secrets', { body: { text, explain: true }, key }),
    ];
    for (const r of await Promise.all(calls)) bodies.push(r.text);
    const metrics = (await t.call('GET', '/metrics')).text;
    const haystacks = { logs: t.logs.join('\n'), metrics, bodies: bodies.join('\n') };
    assert.ok(t.logs.length > 10, 'logs were captured');
    for (const [where, hay] of Object.entries(haystacks)) {
      assert.not.ok(hay.includes(secret), `${where} contain the AWS key`);
      assert.not.ok(hay.includes('canary.person@example.org'), `${where} contain the e-mail address`);
      if (where !== 'bodies') assert.not.ok(hay.includes(marker), `${where} contain submitted text`);
    }
    // Error bodies (calls 1–5 and 9) echo nothing of the text. The successful redaction (call 0)
    // returns the text around the matches by design, and an unknown check name (call 7) is echoed
    // as the field it is.
    const errorBodies = [1, 2, 3, 4, 5, 9].map((i) => bodies[i] ?? '');
    for (const b of errorBodies) assert.ok(b.includes('"error"'), `expected an error body: ${b.slice(0, 120)}`);
    assert.not.ok(errorBodies.join('\n').includes(marker), 'error bodies echo no submitted text');
    assert.not.ok((bodies[0] ?? '').includes(secret), 'the redacted text holds no secret');
    assert.not.ok(t.logs.join('\n').includes(key), 'the API key is never logged');
  } finally {
    await t.stop();
  }
});

test.run();

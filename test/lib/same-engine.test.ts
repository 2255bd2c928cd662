// One engine, one set of packs, one finding shape: the library, the CLI's file scan and the
// service's endpoint give the same findings for the same text, and a scanner that loads only
// some checks reads only their packs.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Readable } from 'node:stream';
import { createScanner, type Scanner } from '../../src/lib/index.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { fakeAwsKeyId } from '../support/cli.js';

const test = suite('lib: the service engine');
let scanner: Scanner;
let server: TestServer;

test.before(async () => {
  [scanner, server] = await Promise.all([createScanner({ checks: ['pii_secrets'], cacheDir: false }), startTestServer()]);
});
test.after(() => server.stop());

const TEXT = `Ticket 4471: customer jane.roe@example.org (phone +44 20 7183 4406) pasted
aws_access_key_id=${fakeAwsKeyId(51)} and IBAN GB19 WEST 1234 5698 7654 99 into the chat.`;

test('library scan, streamed scan and POST /api/v1/security/pii-secrets agree finding by finding', async () => {
  const { key } = await server.account();
  const reply = await server.call('POST', '/api/v1/security/pii-secrets', { key, body: { text: TEXT, redact: true } });
  assert.is(reply.status, 200);
  const lib = await scanner.scan(TEXT);
  assert.equal(new Set(lib.findings.map((f) => f.category)), new Set(['email', 'phone_number', 'api_key', 'iban']));
  assert.equal(lib.findings, reply.json.findings.map(({ placeholder: _p, ...f }: Record<string, unknown>) => f));
  assert.is(lib.verdict, { safe: 'allow', suspicious: 'review', unsafe: 'block' }[reply.json.verdict as 'safe']);
  assert.is((await scanner.redact(TEXT)).text, reply.json.redacted_text);
  const streamed = [];
  for await (const f of scanner.scanStream(Readable.from([Buffer.from(TEXT)]))) {
    const { check: _c, path: _p, line: _l, column: _co, end_line: _el, end_column: _ec, fingerprint: _f, ...finding } = f;
    streamed.push(finding);
  }
  assert.equal(streamed, lib.findings);
});

test('a scanner limited to some checks loads only the packs they read', () => {
  assert.equal(scanner.checks.map((c) => c.id), ['pii_secrets']);
  const packs = new Set([...scanner.rules.keys()].map((id) => id.split('/')[0]!.split('-')[0]));
  assert.equal([...packs].sort(), ['pii', 'secrets']);
  assert.equal(scanner.problems, []);
});

test.run();

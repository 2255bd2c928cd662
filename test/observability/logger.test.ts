// The logger drops request text, bodies and credentials wherever a call site puts them (top level
// or one level down), writes everything else, and leaves the caller's object untouched.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Writable } from 'node:stream';
import { createLogger } from '../../src/observability/logger.js';

const test = suite('observability: logger');

function capture(): { stream: Writable; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, lines: () => chunks.join('').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>) };
}

test('text, bodies and credentials are omitted at the top level and one level down', () => {
  const out = capture();
  const logger = createLogger('info', out.stream);
  const secret = `sk_fake_${'x'.repeat(20)}`;
  const fields = { request_id: 'req_1', text: secret, req: { body: secret, method: 'POST' }, headers: { authorization: `Bearer ${secret}` }, api_key: secret, status: 200 };
  logger.info(fields, 'request');
  logger.child({ worker: 1 }).warn({ error: { name: 'TypeError', text: secret } }, 'failed');
  const [first, second] = out.lines();
  assert.not.ok(JSON.stringify(out.lines()).includes(secret));
  assert.is(first!['text'], '[omitted]');
  assert.is(first!['api_key'], '[omitted]');
  assert.equal(first!['req'], { body: '[omitted]', method: 'POST' });
  assert.equal(first!['headers'], { authorization: '[omitted]' });
  assert.is(first!['request_id'], 'req_1');
  assert.is(first!['status'], 200);
  assert.equal(second!['error'], { name: 'TypeError', text: '[omitted]' });
  assert.is(second!['worker'], 1);
  assert.is(fields.text, secret, 'the caller keeps its own object');
  assert.is(fields.req.body, secret);
});

test('a line without such fields is written as given', () => {
  const out = capture();
  createLogger('info', out.stream).info({ request_id: 'req_2', route: '/healthz', status: 200, latency_ms: 0.4 }, 'request');
  const [line] = out.lines();
  assert.is(line!['route'], '/healthz');
  assert.is(line!['latency_ms'], 0.4);
  assert.is(line!['msg'], 'request');
});

test.run();

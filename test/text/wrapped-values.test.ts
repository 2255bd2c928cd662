// Labelled values wrapped onto the next line (src/text/wrapped-values.ts), as the unformatted view
// joins them: under a label or after `label:` / `key=`, with a one-token next line; lists, key-value
// lines and prose stay apart. All values are invented.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { unformatText } from '../../src/text/unformat.js';
import { runTextCheck } from '../support/checks.js';

const plain = (text: string): string | undefined => unformatText(text)?.text;

test('a value wrapped after its label is joined', () => {
  assert.is(plain('Token: qz81Lm0pTa\n 77Hbq2'), 'Token: qz81Lm0pTa77Hbq2');
  assert.is(plain('login retry secret=Kx09aa\r\nPq55zz\nnext'), 'login retry secret=Kx09aaPq55zz\nnext');
  assert.is(plain('Passwort:\nbirne-t\nisch-82'), 'Passwort:\nbirne-tisch-82');
});

test('lists, key-value lines and prose are not joined', () => {
  assert.is(plain('IP: 10.20.30.40\nrequest_id=ab12'), undefined);
  assert.is(plain('Items:\n- apples\n- pears'), undefined);
  assert.is(plain('Thanks for the call today.\nBest regards'), undefined);
  assert.is(plain('Status: ok\n[10:02] ops: done'), undefined);
  assert.is(plain('  api-key: c2VjcmV0LXZhbHVl\n---\nkind: Config'), undefined);
  assert.is(plain('# sample: zQ81mNa0Lp\nCACHE_URL=\nDEBUG=1'), undefined);
});

test('a log line or a key=number line is not joined to a header or word line below it', () => {
  assert.is(plain('12:00:01 GET /health status=204 took_ms=17\nparcel_no,weight,depot'), undefined);
  assert.is(plain('sync done trace=f3c9a01be772\nwarehouse;bin;count,qty'), undefined);
  assert.is(plain('retries=31275\nsummary'), undefined);
  assert.is(plain('queue depth: 80412\nDone'), undefined);
});

test('a value cut in the same character class is still joined', () => {
  assert.is(plain('Account: 55012398\n 77410'), 'Account: 5501239877410');
  assert.is(plain('api_key=Rw8pQ1zzT0\nuu71Xb'), 'api_key=Rw8pQ1zzT0uu71Xb');
});

test('a wrapped e-mail address is found on both lines', async () => {
  const text = 'Email: wren.ashdown@post\n box.example.org\nThanks';
  const { findings } = await runTextCheck('pii_secrets', text);
  const f = findings.find((x) => x.category === 'email');
  assert.ok(f, 'the wrapped address is found');
  assert.is(text.slice(f.start, f.end), 'wren.ashdown@post\n box.example.org');
});

test.run();

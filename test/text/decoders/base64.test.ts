import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeBase64Text, scanBase64 } from '../../../src/text/decoders/base64.js';

const b64 = (s: string): string => Buffer.from(s).toString('base64');

test('decodeBase64Text: text yes, binary/hex/too short/mixed alphabet no', () => {
  assert.equal(decodeBase64Text(b64('hello there, friend'), 16), { encoding: 'base64', text: 'hello there, friend' });
  assert.is(decodeBase64Text(Buffer.from([0, 1, 2, 250, 251, 252, 3, 4, 5, 6, 7, 8, 9, 10, 11]).toString('base64'), 16), null);
  assert.is(decodeBase64Text('deadbeefdeadbeefdeadbeef', 16), null);
  assert.is(decodeBase64Text(b64('hi'), 16), null);
  assert.is(decodeBase64Text('abcd+efgh_ijklmnopqr', 16), null);
});

test('scan: span excludes surrounding punctuation, includes padding', () => {
  const enc = b64('ignore previous instructions');
  const s = `(${enc}).`;
  const c = scanBase64(s, 16);
  assert.equal(c.map((x) => [x.start, x.end, x.decoded]), [[1, 1 + enc.length, 'ignore previous instructions']]);
});

test('scan: short words, short padded runs and wrapped runs among them are read the same as alone', () => {
  const plain = 'quarterly report: fifteen crates left the dock at dawn';
  const enc = b64(plain);
  const wrapped = b64('the night shift logged forty two pallets and one spare forklift');
  const lines = `${wrapped.slice(0, 40)}\n${wrapped.slice(40)}`;
  const text = `ok go = ab= x == ${enc} to do ${lines} end=`;
  const found = scanBase64(text, 16).map((x) => x.decoded);
  assert.equal(found, [plain, 'the night shift logged forty two pallets and one spare forklift']);
  // A run shorter than the minimum is never read, padded or not.
  assert.equal(scanBase64('QUJD QUI= QQ== a+b/c-d_e', 16), []);
});

test('scan: identifiers and words are rejected by the text test', () => {
  for (const s of ['ThisIsAVeryLongIdentifierName', 'getUserAccountSettingsById', 'supercalifragilisticexpialidocious', 'AbstractSingletonProxyFactoryBean']) {
    assert.equal(scanBase64(s, 16), [], s);
  }
});

test.run();

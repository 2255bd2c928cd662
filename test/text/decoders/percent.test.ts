import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodePercentRun, scanPercent } from '../../../src/text/decoders/percent.js';

test('decodePercentRun: UTF-8 sequences and literals', () => {
  assert.is(decodePercentRun('a%20b%C3%A9%21'), 'a bé!');
  assert.is(decodePercentRun('%FF%FE%FD'), null);
});

test('scan: needs three escapes, span is the whitespace-free run', () => {
  assert.equal(scanPercent('q=a%20b%20c'), []);
  const s = 'see "x?q=a%20b%20c%21" ok';
  assert.equal(scanPercent(s).map((c) => [s.slice(c.start, c.end), c.decoded]), [['x?q=a%20b%20c%21', 'x?q=a b c!']]);
});

test('double encoding decodes one layer', () => {
  assert.equal(scanPercent('%2541%2542%2543').map((c) => c.decoded), ['%41%42%43']);
});

test('a text without a valid escape holds no run to decode', () => {
  assert.equal(scanPercent('100% sure, 50%% off, %zz and %4 at the end: %'), []);
  assert.equal(scanPercent('see /a%2Fb%3Dc%26d here').map((c) => c.decoded), ['/a/b=c&d']);
});

test.run();

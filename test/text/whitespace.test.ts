import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { identity } from '../../src/text/offset-map.js';
import { collapseWhitespace } from '../../src/text/whitespace.js';
import { assertMapValid, spans } from './map-assert.js';

function collapse(s: string) {
  const m = collapseWhitespace(identity(s));
  assertMapValid(m, s.length);
  return m;
}

test('runs of any whitespace become one space mapped to the run', () => {
  const m = collapse('a \t\n\u00A0\u3000b\u2028c\u0085d');
  assert.is(m.text, 'a b c d');
  assert.equal(spans(m), [[0, 1], [1, 6], [6, 7], [7, 8], [8, 9], [9, 10], [10, 11]]);
});

test('a single ASCII space is kept as is; leading/trailing runs become one space', () => {
  const m = collapse('  a b  ');
  assert.is(m.text, ' a b ');
  assert.equal(spans(m), [[0, 2], [2, 3], [3, 4], [4, 5], [5, 7]]);
});

test('no whitespace: unchanged', () => {
  assert.is(collapse('abc').text, 'abc');
  assert.is(collapse('').text, '');
});

test.run();

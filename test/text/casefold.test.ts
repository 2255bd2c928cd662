import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { caseFold } from '../../src/text/casefold.js';
import { identity } from '../../src/text/offset-map.js';
import { assertMapValid, spans } from './map-assert.js';

function fold(s: string) {
  const m = caseFold(identity(s));
  assertMapValid(m, s.length);
  return m;
}

test('ASCII and non-Latin lower-casing, one to one', () => {
  const m = fold('ABc ΣΟΦΙΑ Привет');
  assert.is(m.text, 'abc σοφια привет');
  assert.equal(spans(m), [...Array(m.text.length).keys()].map((i) => [i, i + 1]));
});

test('İ folds to plain i (Turkish lower case), mapped to the İ', () => {
  const m = fold('xİGNORE');
  assert.is(m.text, 'xignore');
  assert.equal(spans(m).slice(0, 3), [[0, 1], [1, 2], [2, 3]]);
});

test('astral upper case (Deseret) keeps a two-unit map', () => {
  const m = fold('a\u{10400}b');
  assert.is(m.text, 'a\u{10428}b');
  assert.equal(spans(m), [[0, 1], [1, 3], [1, 3], [3, 4]]);
});

test('lone surrogates pass through', () => {
  const m = fold('A\uD800B');
  assert.is(m.text, 'a\uD800b');
});

test.run();

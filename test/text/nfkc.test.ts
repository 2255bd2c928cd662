import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nfkcMapped } from '../../src/text/nfkc.js';
import { identity } from '../../src/text/offset-map.js';
import { assertMapValid, spans } from './map-assert.js';

function nfkc(s: string) {
  const m = nfkcMapped(identity(s));
  assertMapValid(m, s.length);
  return m;
}

test('fullwidth letters map one to one', () => {
  const m = nfkc('ＡＢc');
  assert.is(m.text, 'ABc');
  assert.equal(spans(m), [[0, 1], [1, 2], [2, 3]]);
});

test('astral math letters (two units) become one ASCII letter mapped to both units', () => {
  const m = nfkc('x𝐀𝐁y');
  assert.is(m.text, 'xABy');
  assert.equal(spans(m), [[0, 1], [1, 3], [3, 5], [5, 6]]);
});

test('ligature expands: every output unit maps to the ligature', () => {
  const m = nfkc('ﬁne ㎏');
  assert.is(m.text, 'fine kg');
  assert.equal(spans(m), [[0, 1], [0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [4, 5]]);
});

test('base + combining mark composes, mapped to the whole sequence', () => {
  const m = nfkc('ae\u0301b');
  assert.is(m.text, 'aéb');
  assert.equal(spans(m), [[0, 1], [1, 3], [3, 4]]);
});

test('Hangul jamo and halfwidth kana voicing compose', () => {
  assert.is(nfkc('\u1100\u1161\u11A8').text, '각');
  const m = nfkc('ｶﾞ');
  assert.is(m.text, 'ガ');
  assert.equal(spans(m), [[0, 2]]);
});

test('text already in NFKC keeps a unit-exact map', () => {
  const s = 'Привет, 世界! 😀 é';
  const m = nfkc(s);
  assert.is(m.text, s);
  assert.equal(spans(m), [...Array(s.length).keys()].map((i) => [i, i + 1]));
});

test('lone surrogates survive', () => {
  const m = nfkc('a\uD800\u0301b\uDC00');
  assert.is(m.text.length >= 4, true);
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compose, identity, MappedTextBuilder, originalLength, toOriginal } from '../../src/text/offset-map.js';
import { assertMapValid, spans } from './map-assert.js';

test('identity maps each unit to itself, sentinel at the end', () => {
  const m = identity('ab𝐀');
  assert.is(m.text, 'ab𝐀');
  assert.equal(spans(m), [[0, 1], [1, 2], [2, 3], [3, 4]]);
  assert.is(m.starts[4], 4);
  assert.is(m.ends[4], 4);
  assert.is(originalLength(m), 4);
});

test('builder: copy, replace (grow, shrink), delete, insert', () => {
  const src = identity('xAByCz');
  const b = new MappedTextBuilder(src);
  b.copy(0, 1); // x
  b.replace(1, 3, 'Q'); // AB -> Q (shrink)
  // y (3) deleted
  b.replace(4, 5, 'cc'); // C -> cc (grow)
  b.replace(5, 5, '+'); // insertion before z
  b.copy(5, 6); // z
  const m = b.build();
  assert.is(m.text, 'xQcc+z');
  assert.equal(spans(m), [[0, 1], [1, 3], [4, 5], [4, 5], [5, 5], [5, 6]]);
  assertMapValid(m, 6);
});

test('builder maps through its source (chained transforms need no compose)', () => {
  const first = new MappedTextBuilder(identity('aXXb'));
  first.copy(0, 1);
  first.replace(1, 3, 'Y');
  first.copy(3, 4);
  const m1 = first.build(); // "aYb"
  const second = new MappedTextBuilder(m1);
  second.replace(0, 2, 'Z'); // "aY" -> Z
  second.copy(2, 3);
  const m2 = second.build();
  assert.is(m2.text, 'Zb');
  assert.equal(spans(m2), [[0, 3], [3, 4]]);
  assertMapValid(m2, 4);
});

test('builder rejects pieces out of order', () => {
  const b = new MappedTextBuilder(identity('abc'));
  b.copy(1, 2);
  assert.throws(() => b.copy(0, 1));
  assert.throws(() => new MappedTextBuilder(identity('abc')).copy(2, 9));
});

test('toOriginal covers the span, clamps, and handles empty spans', () => {
  const b = new MappedTextBuilder(identity('ＡＢc'));
  b.replace(0, 1, 'A');
  b.replace(1, 2, 'B');
  b.copy(2, 3);
  const m = b.build();
  assert.equal(toOriginal(m, 0, 2), { start: 0, end: 2 });
  assert.equal(toOriginal(m, 2, 3), { start: 2, end: 3 });
  assert.equal(toOriginal(m, 1, 1), { start: 1, end: 1 });
  assert.equal(toOriginal(m, -5, 99), { start: 0, end: 3 });
  assert.equal(toOriginal(m, 3, 3), { start: 3, end: 3 });
});

test('compose chains two maps', () => {
  // outer: original "a--b" with "--" removed -> "ab"
  const ob = new MappedTextBuilder(identity('a--b'));
  ob.copy(0, 1);
  ob.copy(3, 4);
  const outer = ob.build();
  // inner, built standalone on outer.text "ab": "b" expanded to "BB"
  const ib = new MappedTextBuilder(identity(outer.text));
  ib.copy(0, 1);
  ib.replace(1, 2, 'BB');
  const inner = ib.build();
  const m = compose(outer, inner);
  assert.is(m.text, 'aBB');
  assert.equal(spans(m), [[0, 1], [3, 4], [3, 4]]);
  assertMapValid(m, 4);
  assert.equal(toOriginal(m, 0, 3), { start: 0, end: 4 });
});

test('empty text', () => {
  const m = new MappedTextBuilder(identity('')).build();
  assert.is(m.text, '');
  assertMapValid(m, 0);
  assert.equal(toOriginal(m, 0, 0), { start: 0, end: 0 });
});

test.run();

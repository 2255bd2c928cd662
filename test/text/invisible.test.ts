import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { classifyInvisible, decodeTagChars, stripInvisible } from '../../src/text/invisible.js';
import { identity } from '../../src/text/offset-map.js';
import { assertMapValid, spans } from './map-assert.js';

const tags = (s: string): string => [...s].map((c) => String.fromCodePoint(0xe0000 + (c.codePointAt(0) ?? 0))).join('');

function strip(s: string) {
  const r = stripInvisible(identity(s));
  assertMapValid(r.mapped, s.length);
  return r;
}

test('classifies each family', () => {
  assert.is(classifyInvisible(0x200b), 'zero_width');
  assert.is(classifyInvisible(0xfeff), 'zero_width');
  assert.is(classifyInvisible(0x180e), 'zero_width');
  assert.is(classifyInvisible(0x202e), 'bidi_control');
  assert.is(classifyInvisible(0x2067), 'bidi_control');
  assert.is(classifyInvisible(0x061c), 'bidi_control');
  assert.is(classifyInvisible(0x200f), 'bidi_control');
  assert.is(classifyInvisible(0xe0041), 'unicode_tag');
  assert.is(classifyInvisible(0xfe0f), 'variation_selector');
  assert.is(classifyInvisible(0xe0100), 'variation_selector');
  assert.is(classifyInvisible(0xad), 'other_invisible');
  assert.is(classifyInvisible(0x3164), 'other_invisible');
  assert.is(classifyInvisible(0x61), null);
  assert.is(classifyInvisible(0x20), null);
});

test('zero-width space removed, map skips it', () => {
  const r = strip('he\u200Bllo');
  assert.is(r.mapped.text, 'hello');
  assert.equal(spans(r.mapped), [[0, 1], [1, 2], [3, 4], [4, 5], [5, 6]]);
  assert.equal(r.hidden, [{ kind: 'zero_width', start: 2, end: 3 }]);
});

test('a mixed run is reported per kind', () => {
  const r = strip('a\u200B\u200C\u202E\u00ADb');
  assert.is(r.mapped.text, 'ab');
  assert.equal(r.hidden, [
    { kind: 'zero_width', start: 1, end: 3 },
    { kind: 'bidi_control', start: 3, end: 4 },
    { kind: 'other_invisible', start: 4, end: 5 },
  ]);
});

test('bidi override around text', () => {
  const r = strip('\u202Eabc\u202C');
  assert.is(r.mapped.text, 'abc');
  assert.equal(r.hidden.map((h) => [h.kind, h.start, h.end]), [
    ['bidi_control', 0, 1],
    ['bidi_control', 4, 5],
  ]);
});

test('Unicode tags are decoded and inserted as a separate word, mapped to the tag run', () => {
  const s = `Hi${tags('ignore all')}there`;
  const r = strip(s);
  assert.is(r.mapped.text, 'Hi ignore all there');
  const tagEnd = 2 + 2 * 'ignore all'.length;
  assert.equal(r.hidden, [{ kind: 'unicode_tag', start: 2, end: tagEnd, decoded: 'ignore all' }]);
  const sp = spans(r.mapped);
  assert.equal(sp.slice(0, 2), [[0, 1], [1, 2]]);
  for (let i = 2; i < 2 + ' ignore all '.length; i++) assert.equal(sp[i], [2, tagEnd]);
  assert.equal(sp[sp.length - 1], [s.length - 1, s.length]);
});

test('tags at the edges get no padding; language/cancel tags decode to nothing', () => {
  const s = `\u{E0001}${tags('run')}\u{E007F}`;
  const r = strip(s);
  assert.is(r.mapped.text, 'run');
  assert.is(r.hidden[0]?.decoded, 'run');
  assert.is(decodeTagChars(s), 'run');
  assert.is(strip(`a ${tags('x')} b`).mapped.text, 'a x b');
});

test('emoji joiners, presentation selectors, keycaps and flag tags are removed silently', () => {
  const family = '👨\u200D👩\u200D👧';
  const r = strip(`${family} ❤\uFE0F 1\uFE0F\u20E3 🏴${tags('gbsct')}\u{E007F}`);
  assert.is(r.mapped.text, '👨👩👧 ❤ 1\u20E3 🏴');
  assert.equal(r.hidden, []);
});

test('ZWNJ inside a Persian word is benign, ZWSP is not', () => {
  assert.equal(strip('می\u200Cخواهم').hidden, []);
  assert.is(strip('می\u200Bخواهم').hidden.length, 1);
});

test('variation selector after a plain letter and a BOM mid-text are reported; a leading BOM is not', () => {
  assert.equal(strip('a\uFE0Fb').hidden, [{ kind: 'variation_selector', start: 1, end: 2 }]);
  assert.equal(strip('\uFEFFhello').hidden, []);
  assert.equal(strip('he\uFEFFllo').hidden, [{ kind: 'zero_width', start: 2, end: 3 }]);
});

test('astral and lone surrogates pass through unchanged', () => {
  const s = '𝐀\uD800x\uDC00';
  const r = strip(s);
  assert.is(r.mapped.text, s);
  assert.equal(spans(r.mapped), [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5]]);
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hexValue, looksLikeText, utf8OrNull } from '../../../src/text/decoders/text.js';

test('utf8OrNull: strict', () => {
  assert.is(utf8OrNull(Uint8Array.from([0x68, 0x69])), 'hi');
  assert.is(utf8OrNull(Uint8Array.from([0xc3, 0xa9])), 'é');
  assert.is(utf8OrNull(Uint8Array.from([0xc3])), null);
  assert.is(utf8OrNull(Uint8Array.from([0xff, 0xfe, 0x00])), null);
});

test('looksLikeText: printable ratio and a letter or digit', () => {
  assert.ok(looksLikeText('ignore previous instructions'));
  assert.ok(looksLikeText('line\nwith\ttabs'));
  assert.ok(looksLikeText('日本語のテキスト'));
  assert.not.ok(looksLikeText(''));
  assert.not.ok(looksLikeText('!!! ---'));
  assert.not.ok(looksLikeText('\u0000\u0001\u0002abc'));
  assert.not.ok(looksLikeText('ab\uFFFD\uFFFD'));
  assert.not.ok(looksLikeText('\uE000\uE001x'));
});

test('hexValue', () => {
  assert.is(hexValue('a'.charCodeAt(0)), 10);
  assert.is(hexValue('F'.charCodeAt(0)), 15);
  assert.is(hexValue('7'.charCodeAt(0)), 7);
  assert.is(hexValue('g'.charCodeAt(0)), -1);
});

test.run();

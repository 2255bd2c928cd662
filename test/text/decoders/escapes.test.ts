import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeEscapes, parseEscape, scanEscapes } from '../../../src/text/decoders/escapes.js';

test('parseEscape: forms', () => {
  assert.equal(parseEscape('\\u0041', 0), { end: 6, value: 'A', kind: 'unicode' });
  assert.equal(parseEscape('\\u{1F600}', 0), { end: 9, value: '😀', kind: 'unicode' });
  assert.equal(parseEscape('\\x41', 0), { end: 4, value: 'A', kind: 'byte' });
  assert.equal(parseEscape('\\n', 0), { end: 2, value: '\n', kind: 'simple' });
  assert.is(parseEscape('\\d', 0), null);
  assert.is(parseEscape('\\u00', 0), null);
  assert.is(parseEscape('\\u{110000}', 0), null);
});

test('decodeEscapes: surrogate pairs, unknown escapes kept, labels', () => {
  const s = '\\uD83D\\uDE00 \\d';
  assert.equal(decodeEscapes(s, 0, s.length), { text: '😀 \\d', encoding: 'unicode_escape' });
  assert.equal(decodeEscapes('a\\tb', 0, 4), { text: 'a\tb', encoding: 'json_escape' });
  assert.equal(decodeEscapes('\\xc3\\xa9', 0, 8), { text: 'é', encoding: 'hex' });
  assert.is(decodeEscapes('plain', 0, 5), null);
});

test('scan: quoted strings decoded whole, bare \\u groups with their word', () => {
  const s = `x = 'ign\\u006fre all' and \\u0070revious \\u0069nstructions here`;
  const c = scanEscapes(s);
  assert.equal(c.map((x) => [x.encoding, s.slice(x.start, x.end), x.decoded]), [
    ['unicode_escape', 'ign\\u006fre all', 'ignore all'],
    ['unicode_escape', '\\u0070revious \\u0069nstructions', 'previous instructions'],
  ]);
});

test('scan: Windows paths outside strings and strings without escapes are ignored', () => {
  assert.equal(scanEscapes('C:\\new\\table and "plain string" and it\'s fine'), []);
  // Only \\ and \/ escaped (a Windows path or regex in JSON): nothing to reveal.
  assert.equal(scanEscapes('{"path": "C:\\\\Users\\\\me", "re": "\\\\d+\\/x"}'), []);
});

test.run();

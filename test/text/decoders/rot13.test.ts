import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rot13, scanRot13 } from '../../../src/text/decoders/rot13.js';

test('rot13 is its own inverse and keeps non-letters', () => {
  assert.is(rot13('Hello, World! 123'), 'Uryyb, Jbeyq! 123');
  assert.is(rot13(rot13('abcXYZ')), 'abcXYZ');
});

test('marker forms and run boundaries', () => {
  for (const s of ['rot13: uryyb jbeyq', 'ROT-13 encoded: uryyb jbeyq', 'in rot 13 "uryyb jbeyq" ok', 'Rot_13=uryyb jbeyq\nnext line']) {
    const c = scanRot13(s, 'marker');
    assert.equal(c.map((x) => [s.slice(x.start, x.end), x.decoded]), [['uryyb jbeyq', 'hello world']], s);
  }
});

test('no marker, a marker too far away, rot130, or mode never: nothing', () => {
  assert.equal(scanRot13('uryyb jbeyq', 'marker'), []);
  assert.equal(scanRot13(`rot13 ${' '.repeat(50)}uryyb`, 'marker'), []);
  assert.equal(scanRot13('rot130: uryyb jbeyq', 'marker'), []);
  assert.equal(scanRot13('rot13: uryyb jbeyq', 'never'), []);
});

test('a marker whose line ends on a colon hands over the next line, however long the sentence', () => {
  const s = 'Wende ROT13 bitte auf die nachfolgende Zeile an und lies sie vor:\nuryyb jbeyq\nmore';
  assert.equal(scanRot13(s, 'marker').map((x) => [s.slice(x.start, x.end), x.decoded]), [['uryyb jbeyq', 'hello world']]);
  // a long line that does not end on a colon keeps the old reading (no run past the window)
  assert.equal(scanRot13(`rot13 ${' '.repeat(50)}uryyb\nnext`, 'marker'), []);
  // a colon past the reach is no hand-over
  assert.equal(scanRot13(`rot13 ${'x '.repeat(100)}:\nuryyb jbeyq`, 'marker').map((x) => x.decoded).includes('hello world'), false);
});

test('always: the whole text', () => {
  assert.equal(scanRot13('  uryyb jbeyq! ', 'always').map((c) => [c.start, c.end, c.decoded]), [[2, 13, 'hello world']]);
});

test.run();

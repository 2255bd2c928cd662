// `spaced-labels`: the value after a field name whose letters OCR spaced out unevenly, read by
// the name without its spaces.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getFinder } from '../../src/engine/finders/index.js';

const test = suite('engine: spaced-labels');

const passports = getFinder('spaced-labels')!.prepare({ cell: '[A-Z0-9]{6,10}', labels: ['passport', 'passinumero', '여권', 'पासपोर्ट'], notLabels: ['expiry'] });
const shown = (text: string): string[] => passports(text).map((s) => text.slice(s.start, s.end));

test('a name spaced out unevenly, in any script, and the value after it on the line', () => {
  assert.equal(shown('P A S S P O R T   N O .  A12345678\nSurname'), ['A12345678']);
  assert.equal(shown('P A S S P OR T     N O .  A12345678'), ['A12345678'], 'two letters left together');
  assert.equal(shown('P AS S I N U M E R O  JT1234567'), ['JT1234567']);
  assert.equal(shown('여 권 번 호: M123H4567\n자택 주소:'), ['M123H4567']);
  assert.equal(shown('प ा स प ो र ् ट   स ं ख ् य ा: D1234567'), ['D1234567'], 'combining marks spaced out as letters');
  assert.equal(shown('3. P A S S P 0 R T: A12345678   Valid until 2031'), ['A12345678'], 'an item number, a digit read for a letter, a wide gap ends the value');
  assert.equal(shown('Name: Eva Lind   P A S S P O R T: A12345678'), ['A12345678'], 'a name after a wide gap');
});

test('names not spaced out, other names, other values are not read', () => {
  assert.equal(shown('Passport No.: A12345678'), [], 'an ordinary label is the labelled rules\' business');
  assert.equal(shown('P A S S P O R T   E X P I R Y: 20310405'), [], 'not-labels');
  assert.equal(shown('P A S S P O R T   N O .  pending'), [], 'the value must match the cell');
  assert.equal(shown('R E F E R E N C E: A12345678'), [], 'another field');
  assert.equal(shown('my P A S S P O R T: A12345678'), [], 'a name must open the line or follow a wide gap');
  assert.equal(shown('P A S S P O R T\nA12345678'), [], 'the value must be on the same line');
});

test('a rule must name its fields and a valid cell pattern', () => {
  assert.throws(() => getFinder('spaced-labels')!.prepare({ cell: '[0-9]+' }), /params\.labels/);
  assert.throws(() => getFinder('spaced-labels')!.prepare({ cell: '(', labels: ['x'] }), /params\.cell/);
});

test.run();

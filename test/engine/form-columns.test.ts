// `form-columns`: the value under a field name in a form printed in columns (field names on one
// line, values on the next, separated by wide gaps), read by the field's name.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getFinder } from '../../src/engine/finders/index.js';

const test = suite('engine: form-columns');

const passports = getFinder('form-columns')!.prepare({ cell: '[A-Z0-9]{6,10}', labels: ['passnummer', 'pasaport no', '旅券番号'], notLabels: ['expiry'] });
const shown = (text: string): string[] => passports(text).map((s) => text.slice(s.start, s.end));

test('the n-th value of the line under the names belongs to the n-th name, wherever the columns drift', () => {
  assert.equal(shown('personnummer                        Passnummer\n020513-1154            92834153\n'), ['92834153']);
  assert.equal(shown('T.C. Kimlik No                      Pasaport No\n81397763914       Z97877434'), ['Z97877434']);
  assert.equal(shown('マイナンバー                              旅券番号\n8969 3535 9256      TR0393068'), ['TR0393068'], 'a label inside a word of a script without spaces');
  assert.equal(shown('Name\tPassnummer\nEva Lind\tAB1234567'), ['AB1234567'], 'tabs are gaps');
});

test('other fields, other shapes, a missing value line or a different count are not read', () => {
  assert.equal(shown('Passnummer expiry                   Name\n20310405            Eva Lind'), []);
  assert.equal(shown('personnummer                        Passnummer\n020513-1154            pending'), []);
  assert.equal(shown('personnummer                        Passnummer\n\n020513-1154            92834153'), [], 'the values must be on the next line');
  assert.equal(shown('personnummer                        Passnummer\n92834153'), [], 'one value under two names');
  assert.equal(shown('Passnummer 92834153 was sent'), [], 'prose');
});

test('a form rule must name its fields and a valid cell pattern', () => {
  assert.throws(() => getFinder('form-columns')!.prepare({ cell: '[0-9]+' }), /params\.labels/);
  assert.throws(() => getFinder('form-columns')!.prepare({ cell: '(', labels: ['x'] }), /params\.cell/);
});

test.run();

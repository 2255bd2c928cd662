// `listed-under-header`: under a header naming the column, the one token of the wanted shape in
// each row of a table pasted with single spaces between cells.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getFinder } from '../../src/engine/finders/index.js';

const test = suite('engine: listed-under-header');

const passports = getFinder('listed-under-header')!.prepare({ cell: '[A-Z]{1,3}[0-9]{6,8}', labels: ['passnummer', '护照'] });
const shown = (text: string): string[] => passports(text).map((s) => text.slice(s.start, s.end));

test('every row holding exactly one token of the shape under a header naming the column', () => {
  assert.equal(shown('Namn Ort Passnummer Ref\nEva Lind Oslo ZR1234567 INV-2024-30571\nOla Berg Bergen BW7654321 CLM416028735\n\nZR7777777'), ['ZR1234567', 'BW7654321']);
  assert.equal(shown('户名 护照号 电话 City\n赵晓梅 A12345678 15861203947 Porto\n王伟 E1234567 020 731 8460 Lyon\n(2 rows)'), ['A12345678', 'E1234567'], 'a label inside a word of a script without spaces; a note in brackets ends the rows');
});

test('a table any row of which holds none or two tokens of the shape is not read', () => {
  assert.equal(shown('Namn Ort Passnummer Ref\nEva Lind Oslo ZR1234567 AB7654321\nOla Berg Bergen BW7654321 x'), []);
  assert.equal(shown('Namn Ort Passnummer Ref\nEva Lind Oslo ZR1234567 x\nOla Berg Bergen pending x'), []);
});

test('one row, a header naming something else, a sentence or digits in the header are not read', () => {
  assert.equal(shown('Namn Ort Passnummer Ref\nEva Lind Oslo ZR1234567 x'), [], 'one row');
  assert.equal(shown('Namn City Booking Ref\nEva Lind Oslo ZR1234567 x\nOla Berg Bergen BW7654321 x'), []);
  assert.equal(shown('Send the passnummer to me.\nEva Lind Oslo ZR1234567 x\nOla Berg Bergen BW7654321 x'), [], 'a sentence');
  assert.equal(shown('Namn Ort Passnummer 2024\nEva Lind Oslo ZR1234567 x\nOla Berg Bergen BW7654321 x'), [], 'digits in the header');
});

test('a rule must name its columns and a valid cell pattern', () => {
  assert.throws(() => getFinder('listed-under-header')!.prepare({ cell: '[0-9]+' }), /params\.labels/);
  assert.throws(() => getFinder('listed-under-header')!.prepare({ cell: '(', labels: ['x'] }), /params\.cell/);
});

test.run();

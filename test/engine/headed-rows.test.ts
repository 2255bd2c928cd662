// `headed-rows`: a value in the rows under a header line naming its column, whatever separates
// the columns (tabs, pipes, semicolons, runs of spaces, or single spaces only).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getFinder } from '../../src/engine/finders/index.js';
import { growth, MAX_GROWTH } from '../support/growth.js';

const test = suite('engine: headed-rows');

const dates = getFinder('headed-rows')!.prepare({ cell: '(?:19[0-9]{2}|20[01][0-9])-[0-9]{2}-[0-9]{2}', labels: ['dob', 'd.o.b.', '生日'] });
const shown = (text: string): string[] => dates(text).map((s) => text.slice(s.start, s.end));

test('the only match of a row under the named header, with single spaces between columns', () => {
  assert.equal(shown('Name DOB City Phone\nEva Lind 1977-12-19 Oslo +47 555 01 234\nOla Berg 1953-09-28 Bergen +47 555 09 876\n'), ['1977-12-19', '1953-09-28']);
  assert.equal(shown('户名 | IBAN | 生日 | ID\n--- | --- | --- | ---\n王伟 | DE00 0000 | 1998-12-17 | 3201\n张伟 | GB00 0000 | 1959-09-15 | 1101\n'), ['1998-12-17', '1959-09-15'], 'a Markdown table');
  assert.equal(shown('Name DOB City\nEva Lind 1977-12-19 Oslo\nOla Berg unknown 5020 Bergen\nKim Roy 1990-03-17 Lyon\n'), ['1977-12-19', '1990-03-17'], 'a row without a value is passed over');
});

test('a row with more than one match is read in the named column when it cuts like the header', () => {
  const manifest = '#  Name  Issued  D.O.B.  Seat\n1  LIND/EVA  2015-03-02  1977-12-19  12A\n2  BERG/OLA  2016-05-04  1953-09-28  33D\n';
  assert.equal(shown(manifest), ['1977-12-19', '1953-09-28']);
  assert.equal(shown('Name Issued DOB City\nEva Lind 2015-03-02 1977-12-19 Oslo\nOla Berg 2016-05-04 1953-09-28 Bergen\n'), [], 'single spaces: two dates in a row cannot be told apart');
});

test('a header must be a header, a table must have rows', () => {
  assert.equal(shown('Name DOB City\nEva Lind 1977-12-19 Oslo\n'), [], 'one row is not a table');
  assert.equal(shown('DOB: see the attached form\nOrder 7 shipped 2015-03-02\nOrder 8 shipped 2016-05-04\n'), [], 'a form line with a colon is not a header');
  assert.equal(shown('Name Created City\nEva Lind 2015-03-02 Oslo\nOla Berg 2016-05-04 Bergen\n'), [], 'another column');
  assert.equal(shown('Name DOB City\nEva Lind 1977-12-19 Oslo\n\nOla Berg 1953-09-28 Bergen\n'), [], 'an empty line ends the table');
  assert.equal(shown('Name DOB\nEva Lind 1977-12-19\nDate of issue  Date of expiry\n2015-03-02  2031-01-01\n'), [], 'a line without a digit ends the table');
  assert.equal(shown('3. DOB  4. Sex\n1977-12-19  F\n15. Date of issue\n2015-03-02\n'), [], 'numbered form fields are not a header');
});

test('many headers and rows cost linear time', () => {
  const table = (size: number): string => 'Name DOB City\nEva Lind 1977-12-19 Oslo\n'.repeat(Math.ceil(size / 38)).slice(0, size);
  const ratio = growth((size) => void dates(table(size)), 65_536);
  assert.ok(ratio < MAX_GROWTH, `8× the text cost ${ratio.toFixed(1)}×`);
});

test('a rule must name its columns and a valid cell pattern', () => {
  assert.throws(() => getFinder('headed-rows')!.prepare({ cell: '[0-9]+' }), /params\.labels/);
  assert.throws(() => getFinder('headed-rows')!.prepare({ cell: '(', labels: ['dob'] }), /params\.cell/);
});

test.run();

// `person-record-cells`: the cells of delimited rows that name a person, the exact spans the
// rule's cell pattern asks for, and the rows, tables and columns that are no person's record.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getFinder } from '../../src/engine/finders/index.js';

const test = suite('engine: person-record-cells');

const nineDigits = getFinder('person-record-cells')!.prepare({ cell: '[0-9]{9}', notNameParts: ['Traders'], columnWords: ['id', 'ssn'], notColumnWords: ['customer', 'passport'] });
const shown = (text: string): string[] => nineDigits(text).map((s) => text.slice(s.start, s.end));

test('a row naming a person: its cells of the wanted shape, in any delimiter', () => {
  assert.equal(shown('E1;Jonas Berg;123456789;4100.00'), ['123456789']);
  assert.equal(shown('Anna\tBerg\t123456789\t2024-01-01'), ['123456789'], 'given name and surname in two cells');
  assert.equal(shown('7 | Wouter | de Vries | 123456789'), ['123456789'], 'a surname with its particle');
  assert.equal(shown('结衣,中村,123456789,1998'), ['123456789'], 'a CJK name in two short cells');
});

test('a table where half the rows or a name column name people: every row of it', () => {
  assert.equal(shown('Jonas\tBerg\t123456789\nमीरा\tकुलकर्णी\t987654321'), ['123456789', '987654321']);
  const rows = ['1;Ola Berg;111111111', '2;Eva Lind;222222222', '3;Seoyeon Kang;333333333', '4;Zhou Yuxin;444444444', '5;Park Minjun;555555555'];
  assert.equal(shown(rows.join('\n')), ['111111111', '222222222', '333333333', '444444444', '555555555']);
});

test('under a header row the column must be named for what the rule reads', () => {
  assert.equal(shown('name;national_id;city\nJonas Berg;123456789;Köln'), ['123456789']);
  assert.equal(shown('name;customer_id;city\nJonas Berg;123456789;Köln'), []);
  assert.equal(shown('name;passport;city\nJonas Berg;123456789;Köln'), []);
});

test('under a column named for people\'s names, a cell of a name\'s shape names the person the resource does not know', () => {
  assert.equal(shown('Name | ID | City\nXerxa Quolby | 123456789 | Köln\nYmmi Zarquon | 987654321 | Lyon'), ['123456789', '987654321']);
  assert.equal(shown('お名前 | ID | City\n松本悠真 | 123456789 | Osaka'), ['123456789'], 'a CJK name in one cell');
  assert.equal(shown('예금주;ID;City\n박수빈;123456789;Seoul'), ['123456789']);
  assert.equal(shown('Xerxa Quolby | 123456789 | Köln\nYmmi Zarquon | 987654321 | Lyon'), [], 'without the header, names the resource does not know name no one');
  assert.equal(shown('Product | ID | City\nXerxa Quolby | 123456789 | Köln'), [], 'a column named for something else');
  assert.equal(shown('Name | ID | City\nwidget-42 | 123456789 | Köln'), [], 'a cell not shaped as a name');
});

test('rows naming no one, prose and long cells are no record', () => {
  assert.equal(shown('order;sku;qty\n100234;ZX-81;123456789'), []);
  assert.equal(shown('E1;Northwind Traders;123456789;4100.00'), [], 'an organisation');
  assert.equal(shown('Jonas Berg wrote 123456789 in the ticket'), [], 'no delimited cells');
  assert.equal(shown(`Jonas Berg;123456789;${'a very long free-text comment '.repeat(4)}`), [], 'a sentence in a cell');
  assert.equal(shown('E1;Jonas Berg;1234567890;4100.00'), [], 'the whole cell must match');
});

test('columns of amounts and SQL columns named for something else are not read', () => {
  const spaced = getFinder('person-record-cells')!.prepare({ cell: '[0-9]{3} [0-9]{3} [0-9]{3}' });
  const table = 'Lieke Kuipers\t365384252\t544 539 265\nGijs Kuipers\t496167601\t593.038.397\nFemke Jansen\t716758453\t7 802 875,56';
  assert.equal(spaced(table), [], 'one amount in the column marks it');
  const sql = "INSERT INTO payments (id, name, amount, ref) VALUES\n  (1, 'Ola Berg', 123456789, 'INV-1'),\n  (2, 'Eva Lind', 987654321, 'INV-2');";
  assert.equal(shown(sql), []);
  assert.equal(shown("INSERT INTO people (id, name, ssn) VALUES\n  (1, 'Ola Berg', '123456789');"), ['123456789']);
  assert.equal(shown('id,name,address,ssn\n7,Jonas Berg,"Hauptstraße 11, 26399 Köln",123456789'), ['123456789'], 'a quoted cell keeps its commas');
});

test('a group "value" in the cell pattern is the span reported', () => {
  const account = getFinder('person-record-cells')!.prepare({ cell: '(?<value>[0-9]{8,18}) \\(IFSC [A-Z]{4}0[A-Z0-9]{6}\\)' });
  const text = 'E7;Matteo Barbieri;7799582833619 (IFSC ICIC0998854);23,853.58';
  assert.equal(account(text).map((s) => text.slice(s.start, s.end)), ['7799582833619']);
});

test('a missing or broken cell pattern is rejected when the rule is prepared', () => {
  assert.throws(() => getFinder('person-record-cells')!.prepare({}), /params\.cell/);
  assert.throws(() => getFinder('person-record-cells')!.prepare({ cell: '([0-9]' }), /params\.cell/);
});

test.run();

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

test('a fixed-width report: every row under the header belongs to its names, however the header is spaced', () => {
  const report = 'Nom complet            Né le        Passnummer   Ville\nEva Lind               1970-01-02   AB1234567    Oslo\nOla Berg               1981-05-04   CD7654321    Bergen   Sentrum\nKim Roy                1990-03-17   EF1122334    Lyon\nTotal: 3\n';
  assert.equal(shown(report), ['AB1234567', 'CD7654321', 'EF1122334'], 'a row split into more columns keeps the values that start under a name');
  const drifting = 'Nom complet            Né le        Passnummer   Ville\nEva Lind               1970-01-02   AB1234567    Oslo\nOla Berg   1981-05-04   CD7654321   Bergen   Sentrum\nKim Roy                1990-03-17   EF1122334    Lyon\n';
  assert.equal(shown(drifting), ['AB1234567', 'EF1122334'], 'a row that splits differently and starts nowhere under the names is skipped, the rows after it still read');
  assert.equal(shown('Name  Passnummer\nEva Lind     AB1234567\nOla Berg     CD7654321'), ['AB1234567', 'CD7654321'], 'names two spaces apart');
  assert.equal(shown('Name   Passnummer\nEva Lind   AB1234567\nTelefon   Pasaport No\n0701234567   Z97877434'), ['AB1234567', 'Z97877434'], 'a line of names after a row opens the next block');
  assert.equal(shown('Name   Passnummer\nEva Lind   AB1234567\n\nKim Roy   EF1122334'), ['AB1234567'], 'an empty line ends the report');
  assert.equal(shown('INTAKE FORM      Clinic:  North Ward\nName          Passnummer   Sex\nEva Lind      AB1234567    F'), ['AB1234567'], 'a title line of three parts does not make the header line a row');
});

test('lists pasted from a screen: two spaces between columns, an index column, columns run together', () => {
  assert.equal(shown('#  Name  Nationality  Passnummer  Expiry\n1  Eva Lind  NOR  AB1234567  2031-01-02\n2  Kim Roy  FRA  18CD12345  12 mai 2030\n'), ['AB1234567', '18CD12345'], 'rows two spaces apart under an index header');
  assert.equal(shown('Name                Passnummer          E-mail\nEva Lind            AB1234567           eva.lind@example-mail.org Oslo\n'), ['AB1234567'], 'a value that starts under its name is read although the row holds one more column');
  assert.equal(shown('#  Name  Passnummer\n1  Eva Lind  Oslo  AB1234567\n'), [], 'a row of two-space columns that does not count as many as the names is not read');
});

test('a name that fills its column and runs into the next with one space is cut where the rows\' columns start', () => {
  const joined = 'Full name                    DOB            Passnummer number Home address\nEva Lind                    14/07/1979    SK318502      12 High Street, Leeds\nOla Berg                    25/01/1963    E5093164      9 Mill Lane, York\n';
  assert.equal(shown(joined), ['SK318502', 'E5093164'], 'the words of the names line go to the column starting at or before them');
  const expiry = 'Full name                    DOB            Passnummer expiry Home address\nEva Lind                    14/07/1979    20310405      12 High Street, Leeds\n';
  assert.equal(shown(expiry), [], 'a regrouped name keeps its other words');
  const extra = 'Nom complet            Né le        Passnummer\nEva Lind               1970-01-02   AB1234567    Oslo   Sentrum\n';
  assert.equal(shown(extra), ['AB1234567'], 'a row with a column no name word falls under is read by the names as printed');
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

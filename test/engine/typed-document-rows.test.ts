// `typed-document-rows`: the number of an identity document in a table whose row names the
// document's kind in another column (crew lists, guest registers, check-in exports).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getFinder } from '../../src/engine/finders/index.js';
import { growth, MAX_GROWTH } from '../support/growth.js';

const test = suite('engine: typed-document-rows');

const passports = getFinder('typed-document-rows')!.prepare({
  cell: '(?=[A-Z]{0,8}[0-9])[A-Z0-9]{6,10}',
  typeLabels: ['id document', 'document type', 'type', 'tipo de documento'],
  numberLabels: ['doc. no', 'document number', 'number', 'número'],
  types: ['pp', 'passport', 'pasaporte'],
  genericLabels: ['type', 'number', 'número'],
});
const shown = (text: string): string[] => passports(text).map((s) => text.slice(s.start, s.end));

const CREW = 'No. | Family name, given names | Rank | Nationality | ID document | Doc. no.\n';

test('the number of each row whose kind is a passport, and of no other row', () => {
  assert.equal(shown(`${CREW}1 | SILVA, Rui | Master | PRT | PP | CB123456\n2 | NOWAK, Jan | AB | POL | SB | ZZ445566\n3 | KIM, Minho | Cook | KOR | Passport | M12345678\n`), ['CB123456', 'M12345678']);
  assert.equal(shown('Nombre;Tipo de documento;Número;Ciudad\nLucía Pardo;Pasaporte;XDA123456;Lima\nJuan Soto;DNI;45123456;Cusco\n'), ['XDA123456'], 'semicolons, a bare "Número" beside a named kind');
  assert.equal(shown('guest\tnationality\tdocument type\tdocument number\nEva Lind\tSWE\tpassport\t90123456\n'), ['90123456'], 'tabs');
  assert.equal(shown(`| # | Name | ID document | Doc. no. |\n|---|---|---|---|\n| 1 | Rui Silva | PP | CB123456 |\n`), ['CB123456'], 'a Markdown table');
});

test('the number column is the one after the kind column, not the row counter', () => {
  assert.equal(shown('Number | Name | Document type | Document number\n1 | Eva Lind | passport | 90123456\n'), ['90123456']);
});

test('a table that does not name both columns, or names them only by bare words, is not read', () => {
  assert.equal(shown('Item | Type | Number | Qty\n1 | PP | AB123456 | 4\n'), [], 'Type and Number alone: an inventory');
  assert.equal(shown('No. | Name | Doc. no.\n1 | Rui Silva | CB123456\n'), [], 'no kind column');
  assert.equal(shown(`${CREW}1 | SILVA, Rui | Master | PRT | PP | pending\n`), [], 'a number of another shape');
  assert.equal(shown(`${CREW}1 | SILVA, Rui | PP | CB123456\n2 | KIM, Minho | Cook | KOR | PP | M12345678\n`), [], 'a row cut otherwise than its header ends the table');
});

test('many headers and rows cost linear time', () => {
  const table = (size: number): string => `${CREW}1 | SILVA, Rui | Master | PRT | PP | CB123456\n`.repeat(Math.ceil(size / 120)).slice(0, size);
  const ratio = growth((size) => void passports(table(size)), 65_536);
  assert.ok(ratio < MAX_GROWTH, `8× the text cost ${ratio.toFixed(1)}×`);
});

test('a finder without its lists is a load error', () => {
  assert.throws(() => getFinder('typed-document-rows')!.prepare({ cell: '[0-9]+', typeLabels: ['type'], numberLabels: [] }), /typeLabels, params.numberLabels and params.types/);
});

test.run();

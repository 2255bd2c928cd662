// Pipe- and semicolon-delimited tables: a header of field names names the cells of the rows below
// it that have as many cells; a row of another shape ends the table, and lines without a header
// (HL7 segments, prose with pipes) are never read as columns.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assignmentsOf } from '../../src/engine/assignments/view.js';
import { tableRecordFor } from '../../src/engine/table-context.js';

const test = suite('engine: delimited tables');

function columns(text: string): string[] {
  return assignmentsOf(text)
    .filter((a) => a.syntax === 'column')
    .map((a) => `${a.key}=${text.slice(a.valueStart, a.valueEnd)}`);
}

test('pipe-separated rows under a header', () => {
  const text = 'rec|caller_msisdn|secs\nMOC|4915112345678|61\nMTC| 33639981234 |7';
  assert.equal(columns(text), ['rec=MOC', 'caller_msisdn=4915112345678', 'secs=61', 'rec=MTC', 'caller_msisdn=33639981234', 'secs=7']);
});

test('semicolon rows with quoted cells, and a row of another shape ends the table', () => {
  const text = 'nr;"nachname";telefon\n4471;"Brenner";0170 3322114\nSumme;1\n4472;Kroll;0151 2233445';
  assert.equal(columns(text), ['nr=4471', 'nachname=Brenner', 'telefon=0170 3322114']);
});

test('no header, no columns', () => {
  assert.equal(columns('PID|1||K44||ROOK^ANSA||19661204|F\nPV1|1|I|W3'), []);
  assert.equal(columns('the options are a|b|c and then d;e;f'), []);
});

test('a Markdown table whose row-number column is captioned "#" keeps its other columns named', () => {
  const text = '| # | Naam | Rekeningnummer | Betrag (€) |\n|---|---|---|---|\n| 1 | Bram Visser | 5729453452 | 12,50 |\n| 2 | Joost Claes | 6751667136 | 7,00 |';
  // The key/value view: "#" and "Betrag (€)" name nothing, the other captions their cells.
  assert.equal(columns(text), ['naam=Bram Visser', 'rekeningnummer=5729453452', 'naam=Joost Claes', 'rekeningnummer=6751667136']);
  // The table context of a match: the header row with its "#" caption still heads the table.
  const at = text.indexOf('6751667136');
  const record = tableRecordFor(text, at, at + 10);
  assert.ok(record);
  assert.is(record.names[record.column], 'Rekeningnummer');
  // A "#" among values is no caption: a data row does not become a header.
  assert.is(tableRecordFor('| 7 | # | 5729453452 |\n| 8 | x | 6751667136 |', 30, 40), undefined);
});

test("pg_dump's COPY statement names the tab-separated rows under it, up to the end marker", () => {
  const text = 'COPY public.tenants (id, full_name, "iban", created_at) FROM stdin;\n1000\tIsla Wilson\t22-8624-3496602-00\t2025-07-25 09:27:28\n\\.\n\nid\tnote\n7\tx';
  assert.equal(columns(text).slice(0, 4), ['id=1000', 'full_name=Isla Wilson', 'iban=22-8624-3496602-00', 'created_at=2025-07-25 09:27:28']);
  const at = text.indexOf('22-8624');
  assert.equal(tableRecordFor(text, at, at + '22-8624-3496602-00'.length)?.names, ['id', 'full_name', 'iban', 'created_at']);
  assert.is(tableRecordFor('COPY t (a, b) TO stdout;\n1\t2', 25, 26), undefined);
});

test("a roster's header names its first columns though the others are dates; a date column names nothing", () => {
  const text = 'Employee\tMobile\t14/11/2025\t15/11/2025\nJohan Venter\t—\t06-14\t14-22\nMarelize Coetzee\t072 116 5487\tU\t06-14';
  const at = text.indexOf('Marelize Coetzee');
  assert.is(tableRecordFor(text, at, at + 'Marelize Coetzee'.length)?.names[0], 'Employee');
  const shift = text.lastIndexOf('06-14');
  assert.is(tableRecordFor(text, shift, shift + 5), undefined);
  const noHeader = '14/11/2025\t15/11/2025\tnote\nJohan Venter\t06-14\tok';
  assert.is(tableRecordFor(noHeader, noHeader.indexOf('Johan'), noHeader.indexOf('Johan') + 12), undefined);
});


test('database shells\' boxed and aligned output: the rules around the header keep it the header', () => {
  const mysql = '+------+--------------+-------------+\n| id   | full_name    | passport_no |\n+======+==============+=============+\n| 1    | Usman Awan   | VS9700898   |\n| 2    | Rabia Khan   | TD1501319   |\n+------+--------------+-------------+\n';
  assert.equal(columns(mysql), ['id=1', 'full_name=Usman Awan', 'passport_no=VS9700898', 'id=2', 'full_name=Rabia Khan', 'passport_no=TD1501319']);
  const psql = ' id | full_name  | passport_no\n----+------------+-------------\n  1 | Usman Awan | VS9700898\n(1 row)\n';
  assert.equal(columns(psql), ['id=1', 'full_name=Usman Awan', 'passport_no=VS9700898']);
  for (const text of [mysql, psql]) {
    const at = text.indexOf('VS9700898');
    assert.equal(tableRecordFor(text, at, at + 9)?.names.filter(Boolean).at(-1), 'passport_no');
  }
});

test('a fixed-width report: the ruler under the header marks the columns, a blank line ends the report', () => {
  const text = 'traveller     dob         passport_no  role\n------------  ----------  -----------  -------\nTEO JIA LE    1986-05-05  K9478228I    athlete\nGOH SHU FEN   1981-11-25  K5862501N    physio\n\nNotes  K1111111A  here\n';
  assert.equal(columns(text), [
    'traveller=TEO JIA LE', 'dob=1986-05-05', 'passport_no=K9478228I', 'role=athlete',
    'traveller=GOH SHU FEN', 'dob=1981-11-25', 'passport_no=K5862501N', 'role=physio',
  ]);
  const at = text.indexOf('K5862501N');
  const record = tableRecordFor(text, at, at + 9);
  assert.equal(record?.names[record.column], 'passport_no');
  // A row whose text runs across a column's start is not cut; a value past the report is nobody's cell.
  assert.equal(columns('name      code\n--------  ----\nAnna-Lena Berg  77\n'), []);
  const after = text.indexOf('K1111111A');
  assert.equal(tableRecordFor(text, after, after + 9), undefined);
});

test.run();

// Pipe- and semicolon-delimited tables: a header of field names names the cells of the rows below
// it that have as many cells; a row of another shape ends the table, and lines without a header
// (HL7 segments, prose with pipes) are never read as columns.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assignmentsOf } from '../../src/engine/assignments/view.js';

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

test.run();

// Labels kept apart from their values by a converted document's layout (src/text/label-separators.ts),
// as the unformatted view writes them `Label: value`: HTML cells and bold labels, Markdown rows,
// dotted leaders, tabs and a label printed above its value. All values are invented.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { unformatText } from '../../src/text/unformat.js';
import { runTextCheck } from '../support/checks.js';

const plain = (text: string): string | undefined => unformatText(text)?.text;

test('each layout is written as label, colon, value', () => {
  assert.is(plain('<tr><th>Geburtsdatum</th><td>02.09.1984</td></tr>'), '<tr><th>Geburtsdatum: 02.09.1984</td></tr>');
  assert.is(plain('<dt>Birth date</dt> <dd>1979-11-30</dd>'), '<dt>Birth date: 1979-11-30</dd>');
  assert.is(plain('<b>Fecha de nacimiento:</b> 14/06/1971<br>'), 'Fecha de nacimiento: 14/06/1971<br>');
  assert.is(plain('| Data urodzenia | 17.04.1986 |'), '| Data urodzenia: 17.04.1986 |');
  assert.is(plain('Date de naissance ........ 21/08/1969'), 'Date de naissance: 21/08/1969');
  assert.is(plain('Fødselsdato:\t\t12.12.1980'), 'Fødselsdato: 12.12.1980');
  assert.is(plain('Geboortedatum\n05-04-1975\n\nWerkgever\nAcme'), 'Geboortedatum: 05-04-1975\n\nWerkgever\nAcme');
  assert.is(plain('[Account number] 446-75832-0\n[ 住址] 台北市大安區'), 'Account number: 446-75832-0\n住址: 台北市大安區');
});

test('a bracketed form label or dotted leaders join a value of words (a name) too', () => {
  assert.is(plain('[Pupil] Ines Varga\n[Guardian]\tTomas Varga'), 'Pupil: Ines Varga\nGuardian: Tomas Varga');
  assert.is(plain('Participant ............ Ada Quill / P-17'), 'Participant: Ada Quill / P-17');
  assert.is(plain('Participant ............ Ada Quill'), 'Participant: Ada Quill');
});

test('log levels, links, check boxes and sections in brackets are no form labels', () => {
  assert.is(plain('[2025-01-04 10:22:01] worker started on port 8080'), undefined);
  assert.is(plain('See [the guide](https://example.org/guide) for more.'), undefined);
  assert.is(plain('[client]\nuser=app'), undefined);
  assert.is(plain('[INFO] Connection refused by upstream host, will retry in 30 seconds.'), undefined);
});

test('a long table keeps every row\'s join beside the entities inside its cells', () => {
  const rows = Array.from({ length: 3000 }, (_, i) => `<tr><th>Konto&nbsp;Nr.</th><td>${7100 + i}&nbsp;${5300 + i}</td></tr>`);
  const view = plain(rows.join('\n'))!.split('\n');
  assert.is(view.length, 3000);
  assert.is(view[0], '<tr><th>Konto Nr.: 7100 5300</td></tr>');
  assert.is(view[2999], '<tr><th>Konto Nr.: 10099 8299</td></tr>');
  assert.ok(view.every((row) => row.includes('Nr.: ')), 'every row is joined');
});

test('the join is recorded as a change that the value starts on', () => {
  const view = unformatText('Born ..... 1 May 1960')!;
  assert.ok(view.changed.some((c) => c.start <= 11 && c.end > 11), 'the value\'s first character is inside the change');
});

test('prose, lists, headings of figures and label lines without a value stay as written', () => {
  assert.is(plain('We met at the office.\n2024 was a good year.'), undefined);
  assert.is(plain('Items\n- apples\n- pears'), undefined);
  assert.is(plain('Totals\n1200\n1300\n'), undefined);
  assert.is(plain('| Region | Sales | Margin |\n|---|---|---|\n| North | 1200 | 12 |'), undefined);
  assert.is(plain('Signature ........ ________'), undefined);
  assert.is(plain('<th>Name</th><td>Ada Quill</td>'), undefined);
  assert.is(plain('<tr><td>Orders</td><td>4061</td><td>7320</td></tr>'), undefined);
  assert.is(plain('Birthday\n2025-08-09 picnic\n'), undefined);
  assert.is(plain('Tax number          Passport No.\n31-4470-118         QX5518204\n'), undefined);
});

test('a birth date under its label is found in each layout', async () => {
  for (const text of [
    '<table><tr><th>Data di nascita</th><td>09/02/1983</td></tr></table>',
    '<p><strong>Date of birth</strong> 17 March 1966</p>',
    '| Geburtsdatum | 28.10.1958 |\n|---|---|',
    'Date de naissance ............ 06/06/1961',
    'Birth date\n1988-01-19\n\nEmployer\nNorthwind',
    '<tr><td><strong>Geburtsdatum</strong></td><td>23.11.1972</td></tr>',
    '<tr><td><b>Fecha de nacimiento:</b></td><td>05/09/1968</td></tr>',
    '<tr><th><span class="lbl">Date of birth</span></th><td>1981-07-14</td></tr>',
    '<dl><dt><em>Data di nascita</em></dt><dd>30/01/1977</dd></dl>',
    '[Fecha de nacimiento] 05/09/1968\n[Teléfono] 612 345 678',
  ]) {
    const { findings } = await runTextCheck('pii_secrets', text);
    assert.ok(findings.some((f) => f.category === 'date_of_birth'), text);
  }
});

test('a date under another label is not a birth date in any layout', async () => {
  for (const text of ['<tr><th>Issue date</th><td>09/02/2023</td></tr>', '<tr><td><b>Expiry date</b></td><td>11/05/2031</td></tr>', 'Valid until ........ 06/06/2031', 'Signed on\n2024-01-19\n']) {
    const { findings } = await runTextCheck('pii_secrets', text);
    assert.not.ok(findings.some((f) => f.category === 'date_of_birth'), text);
  }
});

test.run();

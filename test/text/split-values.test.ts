// Values spread over table cells or the lines of a page column (src/text/split-values.ts), as
// the unformatted view joins them: key-value rows, HTML rows and two-column page text are joined,
// grids with a header and data rows are left alone, and through pii_secrets each piece of the value
// is covered by the finding. All values are invented.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { unformatText } from '../../src/text/unformat.js';
import { runTextCheck } from '../support/checks.js';
import { expandExample } from '../../src/engine/examples/expand.js';

const plain = (text: string): string | undefined => unformatText(text)?.text;

test('a key-value row whose value runs over several cells is joined', () => {
  assert.is(plain('| Kontonummer | NO25 7302 | 1645 180 |'), '| Kontonummer | NO25 7302 1645 180 |');
  assert.is(plain('| Access key | zq81HHa0 | pLmx77 |'), '| Access key | zq81HHa0pLmx77 |');
  assert.is(plain('<tr><td>Token</td><td>aa11</td><td>bb22</td></tr>'), '<tr><td>Token</td><td>aa11bb22</td></tr>');
});

test('grids, data rows and two-cell rows are left alone', () => {
  assert.is(plain('| Name | Q1 | Q2 |\n|---|---|---|\n| Lena | 1200 | 3400 |'), undefined);
  assert.is(plain('| 2024-03-01 | 1200 | 3400 |'), undefined);
  // A two-cell row is no split value; its label is read before its value (label-separators.ts).
  assert.is(plain('| Telefon | 0612 334455 |'), '| Telefon: 0612 334455 |');
});

test('rows of figures under a label naming no value are separate figures', () => {
  assert.is(plain('| Pallets | 4390 | 4026 | 4512 | 4477 |'), undefined);
  assert.is(plain('<tr><td>Stock on hand</td><td>4390</td><td>4026</td><td>4512</td><td>4477</td></tr>'), undefined);
  assert.is(plain('| Bestellungen | 4390 4026 | 4512 4477 |'), undefined);
});

test('a column of figures beside a second column stays apart', () => {
  const page = 'Boxes shipped 4390   Eastern depot\n4026   Western depot\n4512   Harbour store\n4477';
  assert.is(plain(page), undefined);
});

test('a long run of spaces is read in one pass', () => {
  // Runs that no letter follows once made the column test rescan the run from every space.
  assert.is(plain(`Summary${' '.repeat(60_000)}7`), undefined);
  assert.is(plain(`x${' '.repeat(60_000)}Tail   words`), undefined);
  const cells = `<tr>${'<td>'.repeat(20_000)}</tr>`;
  assert.is(plain(cells), undefined);
});

test('the left column of a two-column page is read as one text', () => {
  const page = 'Account no 4471   The second column of the\n9902   report continues here with\n1183\nNext field';
  assert.is(plain(page), 'Account no 447199021183\nNext field');
});

test('a form laid out in two columns of fields is not joined', () => {
  const form = 'Phone: 0612 448 201   Email: kai.voss@mail.test\n4. Employer: Ostwind Freight   Start: 2021';
  assert.is(plain(form), undefined);
});

test('each piece of a value spread over cells is covered by the finding', async () => {
  const card16 = expandExample('${valid:luhn:prefix=4,length=16}', 'split-cells').text;
  const text = `| Card number | ${card16.slice(0, 4)} ${card16.slice(4, 8)} | ${card16.slice(8, 12)} ${card16.slice(12)} |`;
  const { findings } = await runTextCheck('pii_secrets', text);
  const card = findings.find((f) => f.category === 'credit_card');
  assert.ok(card, 'the card spread over two cells is found');
  assert.is(text.slice(card.start, card.end), `${card16.slice(0, 4)} ${card16.slice(4, 8)} | ${card16.slice(8, 12)} ${card16.slice(12)}`);
});

test('ordinary two-column page text raises nothing', async () => {
  const page = 'Quarterly review   Please read the notes\nbefore the meeting   on the second page\nThanks to the team';
  const { findings } = await runTextCheck('pii_secrets', page);
  assert.equal(findings, []);
});


test('a category word before a business noun labels a row of figures, not a value', async () => {
  // Each row below is a run of Luhn-valid figures that a joined row would read as a card.
  const rows = [
    '| Card payments | 4061 | 7320 | 1154 | 8852 |',
    '| Mobile orders | 4061 | 7320 | 1154 | 8852 |',
    '| Account balance (k EUR) | 4061 | 7320 | 1154 | 8852 |',
    '<tr><td>Card turnover</td><td>4061</td><td>7320</td><td>1154</td><td>8852</td></tr>',
    'Card settlements 4061   Southern kiosks refitted\n7320   after the winter season\n1154   and reopened\n8852',
  ];
  for (const row of rows) {
    assert.is(plain(row), undefined, row);
    const { findings } = await runTextCheck('pii_secrets', row);
    assert.equal(findings.filter((f) => f.category === 'credit_card'), [], row);
  }
});

test('rows of short figures in a table are separate values even under a value label', () => {
  const table = '| Phone number | 12 | 40 | 77 | 31 |\n| Email | 9 | 18 | 26 | 5 |';
  assert.is(plain(table), undefined);
  const html = '<tr><td>Tel. Nr</td><td>12</td><td>40</td><td>77</td></tr>\n<tr><td>IBAN</td><td>3</td><td>8</td><td>1</td></tr>';
  assert.is(plain(html), undefined);
});

test('a card under a label naming it is still joined across cells and column lines', async () => {
  const card16 = expandExample('${valid:luhn:prefix=5,length=16}', 'labelled-card').text;
  const [a, b, c, d] = [card16.slice(0, 4), card16.slice(4, 8), card16.slice(8, 12), card16.slice(12)];
  for (const text of [`| Card no. | ${a} | ${b} | ${c} | ${d} |`, `<tr><td>Kartennummer</td><td>${a}</td><td>${b}</td><td>${c}</td><td>${d}</td></tr>`]) {
    const { findings } = await runTextCheck('pii_secrets', text);
    assert.ok(findings.some((f) => f.category === 'credit_card'), text);
  }
});

test('a card wrapped down a page column is found on its pieces, never on the other column', async () => {
  const card16 = expandExample('${valid:luhn:prefix=4,length=16}', 'column-card').text;
  const [a, b, c, d] = [card16.slice(0, 4), card16.slice(4, 8), card16.slice(8, 12), card16.slice(12)];
  const page = `Card number ${a} ${b}   Harbour office hours\n${c} ${d}\nNext field`;
  const { findings } = await runTextCheck('pii_secrets', page);
  const parts = findings.filter((f) => f.category === 'credit_card').map((f) => page.slice(f.start, f.end));
  assert.ok(parts.length > 0, 'the card is found');
  assert.ok(parts.every((p) => !/Harbour|office|\n/.test(p)), 'no part covers the second column');
  assert.ok(parts.join(' ').includes(a) && parts.join(' ').includes(d), 'every piece is covered');
});

test('a bare value noun as the whole label still joins; before another noun it is a heading', () => {
  assert.is(plain('| Telefono | +39 347 | 118 2290 |'), '| Telefono | +39 347 118 2290 |');
  assert.is(plain('<tr><td>IP</td><td>10.44</td><td>.7.19</td></tr>'), '<tr><td>IP</td><td>10.44.7.19</td></tr>');
  assert.is(plain('Passwort Zimtstern   Bitte bis Freitag\nwolke7'), 'Passwort Zimtsternwolke7');
  assert.is(plain('Phone queue 4061   Eastern desk staffed\n7320   from Monday\n1154'), undefined);
});

test.run();

// HTML table rows written one to a line, as the unformatted view writes them: tab-separated cells
// (src/text/html-table-rows.ts), so that column rules read an HTML table as a TSV export. All values
// are invented.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { unformatText } from '../../src/text/unformat.js';
import { runTextCheck } from '../support/checks.js';
import { growth, MAX_GROWTH } from '../support/growth.js';

const plain = (text: string): string | undefined => unformatText(text)?.text;

test('a header row and its data rows become tab-separated lines', () => {
  const html = '<table>\n<tr><th>ID</th><th>Name</th><th>Account</th></tr>\n  <tr class="odd"><td>7</td><td>Ada Quill</td><td>4520148861</td></tr>\n</table>';
  assert.is(plain(html), '<table>\nID\tName\tAccount\n7\tAda Quill\t4520148861\n</table>');
});

test('each cell boundary is a change a cell\'s value starts on', () => {
  const html = '<tr><th>ID</th><th>Name</th><th>Account</th></tr>\n<tr><td>7</td><td>Ada Quill</td><td>4520148861</td></tr>';
  const view = unformatText(html)!;
  const at = html.indexOf('4520148861');
  assert.ok(view.changed.some((c) => c.start <= at && c.end > at), 'the third cell\'s first character is inside a change');
  const name = html.indexOf('Ada');
  assert.ok(view.changed.some((c) => c.start <= name && c.end > name), 'the second cell\'s first character is inside a change');
});

test('two-cell rows, mixed header and data cells, markup inside a cell and rows over lines stay for the other readers', () => {
  assert.is(plain('<tr><th>Geburtsdatum</th><td>02.09.1984</td></tr>'), '<tr><th>Geburtsdatum: 02.09.1984</td></tr>');
  assert.is(plain('<tr><td>A</td><td>B</td></tr>'), undefined);
  assert.is(plain('<tr><td>Orders</td><td>4061</td><td>7320</td></tr>'), undefined, 'no header row above it');
  assert.is(plain('<tr><td>Token</td><td>aa11</td><td>bb22</td></tr>'), '<tr><td>Token</td><td>aa11bb22</td></tr>', 'a value split over cells is still joined');
  assert.is(plain('<table>\n<tr><th>a</th><th>b</th><th>c</th></tr>\n</table>\n<table>\n<tr><td>1</td><td>2</td><td>3</td></tr>\n</table>'), '<table>\na\tb\tc\n</table>\n<table>\n<tr><td>1</td><td>2</td><td>3</td></tr>\n</table>', 'another table\'s header does not apply');
  assert.is(plain('<table>\n<tr><th>a</th><th>b</th><th>c</th></tr>\n<tr><td>1</td><td>2</td></tr>\n</table>'), '<table>\na\tb\tc\n<tr><td>1</td><td>2</td></tr>\n</table>', 'a row of another width is not read under the header');
  assert.is(plain('<tr><th>Name</th><td>Ada</td><td>Quill</td></tr>'), undefined);
  assert.is(plain('<tr><td>x</td><td><a href="/u/7">Ada</a></td><td>y</td></tr>'), undefined);
  assert.is(plain('<tr>\n  <td>x</td>\n  <td>y</td>\n  <td>z</td>\n</tr>'), undefined);
});

test('values under an HTML table\'s header are found as in a TSV export', async () => {
  const html = [
    '<table>',
    '<tr><th>ID</th><th>Nama lengkap</th><th>IBAN</th><th>Email</th></tr>',
    '<tr><td>700</td><td>Ayu Lestari</td><td>4520148861</td><td>ayu.l@example.net</td></tr>',
    '<tr><td>796</td><td>Andi Nugroho</td><td>2127593156</td><td>andi.n@example.net</td></tr>',
    '</table>',
  ].join('\n');
  const { findings } = await runTextCheck('pii_secrets', html);
  const found = (category: string, value: string): boolean => findings.some((f) => f.category === category && html.slice(f.start, f.end) === value);
  assert.ok(found('bank_account', '4520148861') && found('bank_account', '2127593156'), 'both accounts under the IBAN header');
  assert.ok(found('person_name', 'Ayu Lestari') && found('person_name', 'Andi Nugroho'), 'both names under the name header');
  assert.not.ok(findings.some((f) => html.slice(f.start, f.end) === '700'), 'the ID column is not a finding');
});

test('the cost grows linearly with the number of rows and with a row\'s length', () => {
  const rows = (size: number): string => '<tr><th>ID</th><th>Name</th><th>Account</th></tr>\n' + '<tr><td>7</td><td>Ada Quill</td><td>4520148861</td></tr>\n'.repeat(Math.ceil(size / 58)).slice(0, size);
  assert.ok(growth((size) => unformatText(rows(size)), 65_536) < MAX_GROWTH, 'rows');
  // A row that never closes: every line start is tried once, the cells it holds are bounded.
  const open = (size: number): string => ('<tr>' + '<td>1</td>'.repeat(80) + '\n').repeat(Math.ceil(size / 805)).slice(0, size);
  assert.ok(growth((size) => unformatText(open(size)), 65_536) < MAX_GROWTH, 'unclosed rows');
  const long = (size: number): string => '<tr>' + '<td>abc</td>'.repeat(Math.ceil(size / 12)) + '</tr>';
  assert.ok(growth((size) => unformatText(long(size)), 65_536) < MAX_GROWTH, 'one long line');
});

test.run();

// Business tax and register numbers after their label: a number that passes its scheme's check is
// reported; the same number with one digit changed, an amount, a rate or an order number after a
// tax word is not.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runTextCheck } from '../support/checks.js';
import { getValidator } from '../../src/engine/validators/index.js';

const test = suite('pii: business tax numbers after their label');

const taxIds = async (text: string): Promise<string[]> =>
  (await runTextCheck('pii_secrets', text)).findings
    .filter((f) => f.category === 'tax_id' || f.category === 'national_id')
    .map((f) => text.slice(f.utf16_start, f.utf16_end));

/** The value with its last digit moved by one (the check digit, or the digit the check covers). */
const lastDigitChanged = (value: string): string => {
  const i = value.search(/[0-9](?=[^0-9]*$)/);
  return value.slice(0, i) + String((Number(value[i]) + 1) % 10) + value.slice(i + 1);
};

/** Label, value with a valid check, the validator that checks it. */
const CASES: ReadonlyArray<readonly [string, string, string]> = [
  ['VAT number: ', 'GB529 5622 27', 'gb-vat'],
  ['CIF: ', 'B04487435', 'es-cif'],
  ['Partita IVA ', '37078860535', 'it-partita-iva'],
  ['Organisationsnummer: ', '873464-1650', 'se-orgnr'],
  ['VKN: ', '7717848911', 'tr-vkn'],
  ['法人番号：', '1809146747692', 'jp-corporate-number'],
  ['统一社会信用代码：', '91440305T6K356363A', 'cn-uscc'],
  ['الرقم الضريبي: ', '321812050070933', 'sa-vat'],
];

for (const [label, value, validator] of CASES) {
  test(`${validator}: reported after its label, not with a wrong check digit`, async () => {
    const v = getValidator(validator)!;
    assert.ok(v.validate(value), `${value} is valid`);
    const wrong = lastDigitChanged(value);
    assert.not.ok(v.validate(wrong), `${wrong} fails the check`);
    const found = await taxIds(`Supplier record. ${label}${value}. Thanks.`);
    assert.ok(found.some((f) => f.includes(value.slice(-6))), `${validator}: ${JSON.stringify(found)}`);
    assert.equal(await taxIds(`Supplier record. ${label}${wrong}. Thanks.`), [], `${validator} with a wrong check digit`);
  });
}

test('amounts, rates and order numbers after a tax word are not tax numbers', async () => {
  for (const text of [
    'Tax: 1 250 000 SEK for the year',
    'Tax total 48213.50 EUR, paid on 2024-03-01',
    'VAT 21% on 1.250.000 €',
    'Tax no. of items: 12 (order 55123)',
    'Order #90411 incl. VAT, invoice 20240311-0042',
    'tax number field left empty; order 4417003921 shipped',
    'IVA 22%: 3.418,00 € su fattura 2024/118',
  ]) {
    assert.equal(await taxIds(text), [], text);
  }
});

test.run();

// A clause of attestation ("we certify that …, born …") names a person only when the run opens with a
// known given name: firms, products and storms are "born" in the same syntax. Every example is written
// for this test.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { leadingGivenName } from '../../../src/engine/validators/leading-given-name.js';

const test = suite('engine: leading-given-name');

test('a run opening with a known given name passes (ё read as е); firms, products, storms and eponymous brands do not', () => {
  for (const name of ['Harriet Quinlan', 'Lucie Fontanel', 'Мария Ковалёва', 'Agnieszka Wróblewska', 'Lionel P. Ashcombe', 'Фёдор Ильич Волков'])
    assert.ok(leadingGivenName.validate(name), name);
  for (const name of ['Volvo Bussar', 'Caja Rural', 'Linux Kernel', 'Hurricane Delphine', 'Banco Lusitano', 'Louis Vuitton', 'Scuderia Rossi', 'Maison Girard', 'Anvita Menon'])
    assert.not.ok(leadingGivenName.validate(name), name);
});

test('a name in a script without capitals is not checked against the resource', () => {
  assert.ok(leadingGivenName.validate('נגה ברקוביץ'));
  assert.ok(leadingGivenName.validate('راشد المنصوري'));
});

test.run();

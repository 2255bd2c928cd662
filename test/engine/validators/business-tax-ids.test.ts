// Business tax and register numbers: published vectors (python-stdnum doctests), generate→validate
// round trips, and the rate at which a single changed character is caught by the check.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRng } from '../../../src/engine/examples/rng.js';
import { registeredValidator, testVectorCases, type VectorCase } from './helpers.js';

const CASES: readonly VectorCase[] = [
  // stdnum gb/vat; the "mod 9755" series sums to 42, numbers starting 000 are not issued
  { name: 'gb-vat', valid: ['980780684', 'GB 980 7806 84', 'GB980780684001'], invalid: ['802311781', 'GB98078068', '000780684'], flip: 0.8 },
  // stdnum cn/uscc (I, O, S, V, Z are never used)
  { name: 'cn-uscc', valid: ['91110000600037341L'], invalid: ['91110000600037341M', '9111000060003734IL', '01110000600037341L'], flip: 0.85 },
  // stdnum jp/cn, and the same number as an invoice registration number (T + number)
  { name: 'jp-corporate-number', valid: ['5-8356-7825-6246', '5835678256246', 'T5835678256246'], invalid: ['2835678256246', '583567825624', '9000000000000'], flip: 0.8 },
  // stdnum tr/vkn
  { name: 'tr-vkn', valid: ['4540536920'], invalid: ['4540536921', '454053692', '0000000000'], flip: 0.8 },
  // stdnum se/orgnr; a third digit below 2 is a personal number, not an organisation's
  { name: 'se-orgnr', valid: ['1234567897', '123456-7897', '16123456-7897'], invalid: ['1234567891', '5501234567', '4234567891'] },
  // stdnum it/iva; office 000 and offices outside 001-100, 120, 121, 888, 999 are not issued
  { name: 'it-partita-iva', valid: ['00743110157', 'IT 00743110157'], invalid: ['00743110158', '00743112007', '00000000000'] },
  // stdnum es/cif: control digit for companies, control letter for public bodies
  { name: 'es-cif', valid: ['J99216582', 'A13585625', 'ES-J99216582'], invalid: ['J99216583', 'X9921658J', 'J9921658'], flip: 0.8 },
  // stdnum kr/brn; tax office 000 and serial 0000 are not issued
  { name: 'kr-brn', valid: ['134-86-72683', '1348672683', '134 86 72683'], invalid: ['134-86-72684', '000-86-72683', '134-86-0000X', '134-86-7268'], flip: 0.8 },
  // stdnum mx/rfc (a person's and a company's); the check character is not required, the date is
  { name: 'mx-rfc', valid: ['GODE561231GR8', 'GODE 561231 GR8', 'MAB-930714-8T4'], invalid: ['GODE561331GR8', 'GO1E561231GR8', 'XAXX010101000', 'GODE561231GR'] },
  // ZATCA: 15 digits that begin and end with 3
  { name: 'sa-vat', valid: ['310122393500003', '3101 2239 3500 003'], invalid: ['310122393500004', '210122393500003', '300000000000003', '31012239350003'] },
];

testVectorCases(CASES);

test('eu-vat reads a GB-prefixed number with the UK check', () => {
  const v = registeredValidator('eu-vat');
  assert.ok(v.validate('GB980780684'));
  assert.ok(v.validate('GB 980 7806 84'));
  assert.not.ok(v.validate('GB802311781'));
});

test('eu-vat reads a Romanian CUI with its weighted mod 11 check digit', () => {
  const v = registeredValidator('eu-vat');
  // 1234567 weighs 7·0+5·0+3·1+2·2+1·3+7·4+5·5+3·6+2·7 = 95; 950 mod 11 = 4.
  assert.ok(v.validate('RO12345674'));
  assert.ok(v.validate('RO 1234567 4'));
  assert.not.ok(v.validate('RO12345675'));
  assert.not.ok(v.validate('RO0234567'));
  const rng = createRng('romanian cui');
  for (let i = 0; i < 20; i++) assert.ok(v.validate(v.generate!(rng, { country: 'RO' })));
});

test.run();

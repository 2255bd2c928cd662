import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRng } from '../../../src/engine/examples/rng.js';
import { ibanMod97 } from '../../../src/engine/validators/iban-mod97.js';
import { IBAN_BBAN, ibanLength } from '../../../src/engine/validators/iban-registry.js';
import { assertFlipDetection, assertRoundTrip, assertVectors } from './helpers.js';

test('iban-mod97: published valid IBANs', () => {
  assertVectors(
    ibanMod97,
    [
      // https://en.wikipedia.org/wiki/International_Bank_Account_Number (worked example, NO example)
      'GB82 WEST 1234 5698 7654 32', 'GB82WEST12345698765432', 'gb82 west 1234 5698 7654 32',
      'NO93 8601 1117 947',
      // python-stdnum stdnum/iban.py docstring
      'GR16 0110 1050 0000 1054 7023 795', 'BE31435411161155',
      // https://www.iban.com/structure (per-country examples)
      'AL35202111090000000001234567', 'AD1400080001001234567890', 'AT483200000012345864',
      'BR1500000000000010932840814P2', 'BG18RZBB91550123456789', 'HR1723600001101234565',
      'CY21002001950000357001234567', 'CZ5508000000001234567899', 'DK9520000123456789',
      'EE471000001020145685', 'FI1410093000123458', 'FR7630006000011234567890189',
      'DE75512108001245126199', 'GI04BARC000001234567890', 'HU93116000060000000012345676',
      'AE070331234567890123456',
      // the same IBANs grouped irregularly or by dashes, as forms and statements print them
      'GB 82 WEST1234 5698765432', 'FR 76 30006000 011234567890189',
    ],
    [],
  );
});

test('iban-mod97: invalid IBANs', () => {
  assertVectors(
    ibanMod97,
    [],
    [
      'GB82 TEST 1234 5698 7654 32', // one letter changed in the Wikipedia example
      'GB83 WEST 1234 5698 7654 32', // wrong check digits
      'DE8937040044053201300', // one digit short for DE (22)
      'DE893704004405320130000', // one digit long
      'XX82WEST12345698765432', // unknown country
      'GB00WEST12345698765432', 'GB01WEST12345698765432', 'GB99WEST12345698765432', // reserved check digits
      'GB82 WEST 1234 5698 7654 3Z', // BBAN layout: GB ends in 14 digits
      'GB82-WEST-1234-5698-7654-32', '', 'GB', 'IBAN',
    ],
  );
});

test('iban-mod97: dashes between the groups only with the dashes parameter', () => {
  assert.ok(ibanMod97.validate('DE89-3704-0044-0532-0130-00', { dashes: true }));
  assert.not.ok(ibanMod97.validate('DE89-3704-0044-0532-0130-00'));
  assert.not.ok(ibanMod97.validate('DE89-3704-0044-0532-0130-01', { dashes: true }));
});

test('iban-mod97: a domestic number that is an IBAN without its country code, with the country parameter', () => {
  assert.ok(ibanMod97.validate('61 1090 1014 0000 0712 1981 2874', { country: 'PL' }));
  assert.not.ok(ibanMod97.validate('61 1090 1014 0000 0712 1981 2875', { country: 'PL' }));
  assert.not.ok(ibanMod97.validate('61 1090 1014 0000 0712 1981 2874'));
});

test('iban-mod97: registry covers 89 countries with the SWIFT lengths', () => {
  assert.is(Object.keys(IBAN_BBAN).length, 89);
  // Spot checks against the SWIFT IBAN Registry (lengths also listed on Wikipedia).
  const expected: Record<string, number> = {
    DE: 22, GB: 22, FR: 27, NL: 18, NO: 15, MT: 31, LC: 32, RU: 33, CR: 22, BR: 29, SE: 24, CH: 21, IT: 27, ES: 24,
  };
  for (const [cc, len] of Object.entries(expected)) assert.is(ibanLength(cc), len, cc);
});

test('iban-mod97: generate → validate for 200 seeds (default DE, grouped)', () => {
  const values = assertRoundTrip(ibanMod97);
  assert.ok(values.every((v) => /^DE\d{20}$/.test(v)), values[0]);
  const grouped = assertRoundTrip(ibanMod97, { country: 'GB', grouped: true });
  assert.ok(grouped.every((v) => /^GB\d\d [A-Z]{4}( \d{4}){3} \d\d$/.test(v)), grouped[0]);
});

test('iban-mod97: every registered country generates valid IBANs of its length', () => {
  for (const cc of Object.keys(IBAN_BBAN)) {
    for (let seed = 0; seed < 5; seed++) {
      const iban = ibanMod97.generate?.(createRng(seed), { country: cc }) ?? '';
      assert.ok(ibanMod97.validate(iban), `${cc}: ${iban}`);
      assert.is(iban.length, ibanLength(cc), cc);
    }
  }
});

test('iban-mod97: a single substituted character is detected', () => {
  assertFlipDetection(ibanMod97, 0.99);
});

test.run();

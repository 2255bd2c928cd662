import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { beBban, beBbanCheck, noKontonummer, noKontonummerCheck, ptNib, ptNibCheck } from '../../../src/engine/validators/domestic-accounts.js';
import { assertFlipDetection, assertRoundTrip, assertVectors } from './helpers.js';

test('be-bban: 3-7-2 with the mod 97 key, 00 read as 97', () => {
  assertVectors(
    beBban,
    ['539-0021234-21', '539 0021234 21', '539002123421', '000-2012345-80'],
    ['539-0021234-22', '539-0021235-21', '539-002123-421x', '000-0000000-00', '539-0021234', ''],
  );
  assert.is(beBbanCheck('5390021234'), '21');
  assert.is(beBbanCheck('0000000097'), '97');
});

test('no-kontonummer: 4.2.5 with the MOD11 check digit', () => {
  assertVectors(
    noKontonummer,
    ['8601.11.17947', '8601 11 17947', '86011117947'],
    ['8601.11.17948', '8601.12.17947', '8601.11.1794', '0000.00.00000', ''],
  );
  assert.is(noKontonummerCheck('8601111794'), 7);
});

test('pt-nib: 21 digits, ISO 7064 MOD 97-10 leaves 1', () => {
  assertVectors(
    ptNib,
    ['0007 0000 00001234567 76', '000700000000123456776'],
    ['0007 0000 00001234567 77', '0007 0000 00001234568 76', '0007 0000 0000123456 76', ''],
  );
  assert.is(ptNibCheck('0007000000001234567'), '76');
});

test('domestic accounts: generate → validate, flips detected', () => {
  for (const v of [beBban, ptNib]) {
    assertRoundTrip(v);
    assertFlipDetection(v, 0.9, undefined, ['0123456789']);
  }
  assertRoundTrip(noKontonummer);
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  iso7064Mod11_10, luhnCheckDigit, luhnValid, modDecimal, verhoeffCheckDigit, verhoeffValid,
} from '../../../src/engine/validators/checksum.js';

test('luhn helpers', () => {
  // https://en.wikipedia.org/wiki/Luhn_algorithm : payload 7992739871 has check digit 3.
  assert.is(luhnCheckDigit('7992739871'), '3');
  assert.ok(luhnValid('79927398713'));
  assert.not.ok(luhnValid('79927398710'));
  // python-stdnum stdnum/luhn.py docstring: calc_check_digit('7894') == '9'.
  assert.is(luhnCheckDigit('7894'), '9');
  assert.ok(luhnValid('78949'));
});

test('verhoeff helpers', () => {
  // https://en.wikipedia.org/wiki/Verhoeff_algorithm : 236 → check digit 3.
  assert.is(verhoeffCheckDigit('236'), '3');
  assert.ok(verhoeffValid('2363'));
  // python-stdnum stdnum/verhoeff.py docstring: calc_check_digit('1234') == '0', '1234' invalid.
  assert.is(verhoeffCheckDigit('1234'), '0');
  assert.ok(verhoeffValid('12340'));
  assert.not.ok(verhoeffValid('1234'));
});

test('mod 97 over long decimal strings', () => {
  assert.is(modDecimal('3214282912345698765432161182', 97), 1); // GB82WEST… rearranged (Wikipedia IBAN)
  assert.is(modDecimal('0', 97), 0);
});

test('ISO 7064 MOD 11,10', () => {
  // python-stdnum stdnum/de/idnr.py: 36574261809 is valid, so the check digit of 3657426180 is 9.
  assert.is(iso7064Mod11_10('3657426180'), 9);
});

test.run();

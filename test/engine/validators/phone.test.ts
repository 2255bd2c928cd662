import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { phone } from '../../../src/engine/validators/phone.js';
import { assertRoundTrip, assertVectors } from './helpers.js';

test('phone: international numbers', () => {
  // Numbers used in libphonenumber's own documentation and tests
  // (https://github.com/google/libphonenumber: Google offices +1 650-253-0000, +41 44 668 1800,
  // +44 20 7031 3000).
  assertVectors(
    phone,
    ['+1 650-253-0000', '+41 44 668 1800', '+44 20 7031 3000', '+41446681800', '0041 44 668 18 00', '+49 30 901820'],
    [
      '+1 555 555 5555', // 555 exchange codes outside 555-01xx are not assigned
      '+44 20 7031', '+999 123456789', '+1 650 253 000A', '1-800-FLOWERS', '+1', '12345', '+', '',
    ],
  );
});

test('phone: a Mexican mobile number still written with the "1" the plan dropped in 2019 is read without it', () => {
  assert.ok(phone.validate('+52 1 81 1234 5670'));
  assert.ok(phone.validate('+5218112345670'));
  assert.ok(phone.validate('+52 81 1234 5670'));
  assert.not.ok(phone.validate('+52 1 81 1234 567'), 'one digit short');
});

test('phone: national numbers are tried in params.regions (default US)', () => {
  assertVectors(phone, ['(650) 253-0000', '650-253-0000', '650.253.0000'], ['030 901820', '044 668 18 00']);
  assertVectors(phone, ['044 668 18 00'], ['(650) 253-0000', '030 901820'], { regions: ['CH'] });
  assert.ok(phone.validate('030 901820', { regions: ['DE', 'CH'] }));
  assert.ok(phone.validate('020 7031 3000', { region: 'GB' }));
  assert.not.ok(phone.validate('650 253 0000', { regions: ['ZZ'] }), 'unknown regions are ignored');
});

test('phone: params.possible accepts a possible length in an unassigned range, never a wrong length', () => {
  assert.not.ok(phone.validate('+1 555 555 5555'), 'an unassigned exchange is not valid');
  assert.ok(phone.validate('+1 555 555 5512', { possible: true }));
  assert.ok(phone.validate('+90 599 496 38 82', { possible: true }));
  assert.not.ok(phone.validate('+1 555 555 55', { possible: true }), 'too short for the NANP');
  assert.not.ok(phone.validate('+44 20 7031 3000 123 45', { possible: true }), 'too long for the UK');
});

test('phone: an organisation\'s freephone, premium-rate, shared-cost and universal-access lines are refused unless asked for', () => {
  for (const v of ['+1 800 253 0000', '+44 808 164 0192', '+49 900 1 234567', '+33 800 94 12 12'])
    assert.not.ok(phone.validate(v), v);
  assert.not.ok(phone.validate('0845 602 3345', { region: 'GB' }), 'shared cost');
  assert.not.ok(phone.validate('0300 123 4567', { region: 'GB' }), 'universal access');
  assert.ok(phone.validate('+1 800 253 0000', { organisationLines: true }));
  assert.ok(phone.validate('0300 123 4567', { region: 'GB', organisationLines: true }));
});

test('phone: a national number two thirds of the tried regions reserve for freephone or premium lines is refused', () => {
  const regions = ['GB', 'DE', 'AT', 'NL', 'IT', 'IN', 'JP', 'CN', 'TR', 'NZ'];
  assert.not.ok(phone.validate('0800 540 3016', { regions }), 'freephone in most of them');
  assert.ok(phone.validate('0800 540 3016', { regions: ['IT'] }), 'a fixed line where that is the only reading');
  assert.ok(phone.validate('0151 2738 4619', { regions }), 'a German mobile');
  assert.ok(phone.validate('512 345 678', { regions: ['ES', 'PL'] }), 'universal access does not count as freephone');
  assert.ok(phone.validate('080 562 2949', { regions: ['DE', 'FR', 'SE', 'IT', 'NZ', 'KR', 'ZA'] }), 'printed so by a plan with a subscriber line and one with freephone: not two thirds');
});

test('phone: a national number written character for character as one plan prints it is read in that plan', () => {
  const regions = { regions: ['GB', 'DE', 'FR', 'IT', 'JP', 'KR', 'CN', 'IN', 'TR'] };
  // 0120 is Japan's freephone range, written 4-3-3 as Japan writes it: a company's line there,
  // whatever personal line another plan would make of the same digits.
  assert.is(phone.validate('0120-555-017', regions), false);
  assert.is(phone.validate('0120-987-654', regions), false);
  // A Japanese mobile written the Japanese way is still a person's number.
  assert.is(phone.validate('090-2468-1357', regions), true);
  assert.is(phone.validate('080-562-2949', { regions: ['DE', 'FR', 'SE', 'IT', 'NZ', 'KR', 'ZA'] }), false, 'dashed as Korea prints its freephone numbers');
  // Unbroken digits match no plan's print: every reading counts, as before.
  assert.is(phone.validate('09024681357', regions), true);
});

test('phone: a URL-encoded plus (%2B) reads as +', () => {
  assert.ok(phone.validate('%2B4915112345678'));
  assert.ok(phone.validate('%2b4915112345678'));
  assert.not.ok(phone.validate('%2B1555'));
});

test('phone: separators encoded in a query string or form body read as the characters they encode', () => {
  assert.ok(phone.validate('%2B49%20151%2012345678'));
  assert.ok(phone.validate('%2B33+6+12+34+56+78'), 'a + between digits is a space in a form body');
  assert.ok(phone.validate('030%2F1234567', { regions: ['DE'] }));
  assert.ok(phone.validate('%2830%29%201234567', { regions: ['DE'] }));
  assert.not.ok(phone.validate('%2B1%20555'));
  assert.not.ok(phone.validate('2024%2F381275', { regions: ['DE'] }), 'a year and a running number stays a reference');
});

test('phone: placeholder digits (one digit repeated, or counting up) are no one\'s number', () => {
  for (const v of ['+44 0000 000000', '+49 123 456789', '+1 555 555 5555'])
    assert.not.ok(phone.validate(v, { possible: true }), v);
  assert.not.ok(phone.validate('01 23 45 67 89', { region: 'FR' }));
  assert.ok(phone.validate('+49 30 1234567'), 'a real area code before a run of digits');
  // A real area code before seven or more repeated digits, or a count through nine digits, is a filled-in placeholder.
  for (const v of ['+49 40 123456789', '+33 4 99999999', '+39 02 234567890', '+44 161 0000000'])
    assert.not.ok(phone.validate(v, { possible: true }), v);
  assert.not.ok(phone.validate('(040) 123456789', { region: 'DE' }));
  // Six repeated digits, or a count the area code only starts, leave a real number.
  for (const v of ['+49 40 7111111', '+49 30 1234 5809', '+39 06 1234 5690'])
    assert.ok(phone.validate(v), v);
});

test('phone: generate → validate for 200 seeds in several regions and formats', () => {
  for (const region of ['US', 'DE', 'GB', 'FR', 'IN', 'BR', 'JP']) {
    const values = assertRoundTrip(phone, { region });
    for (const v of values) assert.is(parsePhoneNumberFromString(v)?.country, region, v);
  }
  assert.ok(assertRoundTrip(phone, { region: 'DE', format: 'national' }, { regions: ['DE'] }).every((v) => v.startsWith('0')));
  assert.ok(assertRoundTrip(phone, { region: 'FR', format: 'e164' }).every((v) => /^\+33\d{9}$/.test(v)));
});

test('phone: generated numbers vary', () => {
  const values = new Set(assertRoundTrip(phone, { region: 'US' }));
  assert.ok(values.size > 190, `only ${values.size} distinct numbers`);
});

test('phone: a year, a slash and a running number is a reference, not a number', () => {
  assert.not.ok(phone.validate('2024/381275', { regions: ['ES', 'PT', 'PL', 'DK', 'NO', 'IT', 'BE'] }));
  assert.not.ok(phone.validate('1998/4410', { regions: ['DE'] }));
  assert.ok(phone.validate('030/901820', { regions: ['DE'] }), 'an area code, a slash and the subscriber number');
});

test('phone: params.international reads bare digits as an MSISDN (country code, no plus)', () => {
  // Google Zurich +41 44 668 1800 and London +44 20 7031 3000 written as MSISDNs.
  assert.ok(phone.validate('41446681800', { international: true }));
  assert.ok(phone.validate('442070313000', { international: true }));
  assert.not.ok(phone.validate('41446681800'), 'without the param bare digits are national numbers of the default region');
  assert.not.ok(phone.validate('99912345678', { international: true }), 'no such country code');
  assert.not.ok(phone.validate('4144668', { international: true }), 'too short for an international number');
});

test.run();

// Personal identity numbers in their schemes' own groupings and check digits are no phone numbers:
// the shape table, the phone validator and the phone-numbers finder refuse them, and the same
// grouping with a failing check digit or an impossible date stays a candidate number.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writtenAsPersonalId } from '../../../src/engine/validators/phone-id-shapes.js';
import { phone } from '../../../src/engine/validators/phone.js';
import { getFinder } from '../../../src/engine/finders/index.js';

// Fake values built with each scheme's checksum (not issued to anyone).
const IDS = ['4000 110152', '1666 010293', '880120-0299', '550719-2614', '4163.83.841', '4319.23.528', '271178 73094'];

test('identity-number shapes: valid values are recognised, broken check digits and other groupings are not', () => {
  for (const v of IDS) assert.ok(writtenAsPersonalId(v), v);
  for (const v of ['4001 110152', '0400 110152', '880120-0298', '4163.83.842', '271178 73095', '0171 2345678', '06 12 34 56 78', '+43 4000 110152'])
    assert.not.ok(writtenAsPersonalId(v), v);
});

test('phone validator and finder: identity numbers in their own grouping are not phone numbers', () => {
  const find = getFinder('phone-numbers')!.prepare(undefined);
  for (const v of IDS) {
    assert.not.ok(phone.validate(v, { regions: ['AT', 'SE', 'DK', 'NL', 'NO', 'US', 'DE', 'CN', 'IN'] }), v);
    assert.equal(find(`Also on file: ${v}, please check`), [], v);
  }
  // A real number keeps being found next to them.
  assert.equal(find('Mein Handy: 0160 9876 5432').length, 1);
});

test('finder: a document label closed by "no." numbers a document, unless it names the line', () => {
  const find = getFinder('phone-numbers')!.prepare(undefined);
  for (const t of ['Register entry no. 412 093 7751, issued in May', 'Certificate no. 0612 448 301', 'Dossier n° 06 41 27 88 19', 'Akte Nr. 030 2281 4410'])
    assert.equal(find(t), [], t);
  for (const t of ['Tel. no. 0176 2234 9981', 'Contact no. 0412 345 678', 'Mobile no.: 07911 223344', 'Fala comigo no (11) 98765-4321 amanhã'])
    assert.equal(find(t).length, 1, t);
});

test('finder: dates written with spaces in US order are no numbers; German 015x mobiles written 4-4-4 are', () => {
  const find = getFinder('phone-numbers')!.prepare(undefined);
  assert.equal(find('Date of birth: 07 23 1981'), []);
  assert.equal(find('Ruf mich an: 0152 3344 5566').length, 1);
  assert.equal(find('Ruf mich an: 0151 23456789').length, 1);
});

test.run();

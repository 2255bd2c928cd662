// `any-of` (a value passes when one of the listed validators does) and `in-pan` (the structure of
// an Indian Permanent Account Number), with their published rules and look-alikes.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getValidator } from '../../../src/engine/validators/index.js';
import { assertRoundTrip, assertVectors } from './helpers.js';

const test = suite('validators: any-of, in-pan');
const anyOf = getValidator('any-of')!;
const inPan = getValidator('in-pan')!;

test('any-of: passes when one listed validator passes, with its own params', () => {
  const ids = { validators: ['us-ssn', 'ca-sin'] };
  assert.ok(anyOf.validate('123-45-6789', ids), 'an SSN');
  assert.ok(anyOf.validate('130 692 544', ids), 'a SIN (Luhn)');
  assert.not.ok(anyOf.validate('987-65-4321', ids), 'area 9xx is no SSN, and the SIN check fails');
  const dates = { validators: [{ name: 'date', params: { maxYear: 2009 } }] };
  assert.ok(anyOf.validate('1985-03-12', dates));
  assert.not.ok(anyOf.validate('2019-03-12', dates), 'the member params apply');
});

test('any-of: with regrouped, a member also reads the value without its blanks and dashes', () => {
  const tckn = { validators: ['tr-tckn'] };
  assert.not.ok(anyOf.validate('1000-0000-146', tckn), 'the scheme does not group this way');
  assert.ok(anyOf.validate('1000-0000-146', { ...tckn, regrouped: true }));
  assert.ok(anyOf.validate('100 000 001 46', { ...tckn, regrouped: true }));
  assert.not.ok(anyOf.validate('1000-0000-147', { ...tckn, regrouped: true }), 'the check digits still decide');
  assert.ok(anyOf.validate('123-45-6789', { validators: ['us-ssn'], regrouped: true }), 'a value in its own grouping still passes');
});

test('any-of: one digit repeated is a placeholder, whatever checksum it passes', () => {
  const ids = { validators: ['us-ssn', 'ca-sin', 'nl-bsn', { name: 'luhn' }], regrouped: true };
  for (const v of ['000-00-0000', '000 000 000', '0000 0000 0', '1111-1111-11']) assert.not.ok(anyOf.validate(v, ids), v);
  assert.ok(anyOf.validate('130 692 544', ids), 'a SIN still passes');
});

test('any-of: no list, an unknown name or itself as a member never passes', () => {
  assert.not.ok(anyOf.validate('123-45-6789'));
  assert.not.ok(anyOf.validate('123-45-6789', { validators: ['no-such-validator'] }));
  assert.not.ok(anyOf.validate('123-45-6789', { validators: [{ name: 'any-of', params: { validators: ['us-ssn'] } }] }));
});

test('in-pan: holder type in the fourth place, four digits, letters around them', () => {
  assertVectors(inPan, ['ABCPE1234F', 'AAACB5678Z', 'XSHPJ0114M', 'BBBTA0001Q'], ['ABCDE1234F', 'ABCPE0000F', 'ABCPE1234', 'abcpe1234f', 'ABCP11234F', 'ABCPE12345']);
  assertRoundTrip(inPan);
});

test.run();

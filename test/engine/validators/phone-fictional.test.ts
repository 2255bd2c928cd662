// Numbers reserved for fiction and documentation (NANP 555-0100 to 555-0199, Ofcom's drama numbers,
// ACMA's fictitious numbers) are no one's: the table, the phone validator and the phone-numbers finder
// refuse them in every written form, and the numbers right outside each range stay phone numbers.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { FICTIONAL_RANGES, isFictionalNumber, writtenAsFictional } from '../../../src/engine/validators/phone-fictional.js';
import { phone } from '../../../src/engine/validators/phone.js';
import { getFinder } from '../../../src/engine/finders/index.js';
import { createRng } from '../../../src/engine/examples/rng.js';

const parts = (e164: string) => {
  const n = parsePhoneNumberFromString(e164);
  assert.ok(n, e164);
  return n;
};

test('fictional ranges: the first and last number of every published range, and their neighbours outside', () => {
  const inside = [
    '+1 201 555 0100', '+1 415 555 0199', '+1 604 555 0142', // NANP, any area code (Canada too)
    '+44 113 496 0000', '+44 118 496 0999', '+44 121 496 0500', '+44 161 496 0999', '+44 191 498 0000',
    '+44 20 7946 0000', '+44 20 7946 0999', '+44 28 9649 6000', '+44 28 9649 6999', '+44 29 2018 0000',
    '+44 1632 960000', '+44 1632 960999', '+44 7700 900000', '+44 7700 900999', '+44 808 157 0000',
    '+44 909 879 0999', '+44 306 999 0000',
    '+61 2 5550 0000', '+61 3 7010 9999', '+61 7 5550 1234', '+61 8 7010 0000', '+61 491 570 006', '+61 491 579 455',
    '+61 1800 160 401', '+61 1800 975 711', '+61 1300 975 707',
  ];
  const outside = [
    '+1 415 555 0200', '+1 415 555 0099', '+1 415 556 0150', // the rest of 555 is not the fiction range
    '+44 113 496 1000', '+44 112 496 0000', '+44 20 7946 1000', '+44 20 7945 0999', '+44 7700 901000',
    '+44 1632 961000', '+44 191 496 0000', '+44 28 9649 7000',
    '+61 2 5551 0000', '+61 3 7011 0000', '+61 4 5550 1234', '+61 491 570 007', '+61 491 580 156', '+61 1800 160 402',
    '+33 1 55 50 12 34', // the same digits under another calling code
  ];
  for (const v of inside) assert.ok(isFictionalNumber(parts(v)), `inside: ${v}`);
  for (const v of outside) assert.not.ok(isFictionalNumber(parts(v)), `outside: ${v}`);
  assert.not.ok(isFictionalNumber(undefined));
  assert.ok(FICTIONAL_RANGES.every((r) => r.published.length > 0 && ['1', '44', '61'].includes(r.callingCode)));
});

test('fictional ranges: a national number is its own plan\'s fictional number when written as that plan writes it', () => {
  for (const v of ['(212) 555-0147', '1-312-555-0143', '212.555.0100', '6045550188', '020 7946 0958', '(02) 5550 4821', '07700 900123', '0491 570 737', '447700900123', '61255504821'])
    assert.ok(writtenAsFictional(v), v);
  for (const v of ['98555 01234', '2079460958', '020 7946 1958', '(212) 555-2147', '5550 4821', ''])
    assert.not.ok(writtenAsFictional(v), v);
  assert.ok(phone.validate('98555 01234', { regions: ['IN', 'US'] }), 'grouped as an Indian mobile, read as one');
  assert.not.ok(phone.validate('(212) 555-0147', { regions: ['IN', 'CN', 'BR'] }), 'a NANP fictional number, whichever regions a rule reads');
});

const WRITTEN = [
  // NANP
  '+1 415 555 0134', '+1 (212) 555-0147', '1-312-555-0143', '(604) 555-0188', '415.555.0199', '212 555 0100', '001 415 555 0134',
  // UK
  '+44 20 7946 0958', '+44 (0)20 7946 0321', '020 7946 0958', '0044 20 7946 0958', '07700 900123', '+447700900517',
  '01632 960412', '0161 496 0987', '0113 496 0000', '0191 498 0456', '028 9649 6123', '029 2018 0377',
  // Australia
  '+61 2 5550 3816', '(03) 7010 4472', '07 5550 1234', '08 7010 9876', '0491 570 737', '+61 491 578 148',
];
const NEIGHBOURS = ['+1 415 555 0234', '(212) 555-2147', '020 7946 1958', '0113 496 1123', '+61 2 5551 3816', '(03) 7011 4472'];

test('fictional ranges: the phone validator refuses them however they are written, with or without a label', () => {
  const regions = ['US', 'CA', 'GB', 'AU'];
  for (const v of WRITTEN) {
    assert.not.ok(phone.validate(v, { regions }), v);
    assert.not.ok(phone.validate(v, { regions, possible: true }), `${v} (possible)`);
    assert.not.ok(phone.validate(v, { regions, organisationLines: true }), `${v} (organisation lines)`);
  }
  for (const v of NEIGHBOURS) assert.ok(phone.validate(v, { regions }), v);
});

test('fictional ranges: the phone-numbers finder leaves them out of running text, and keeps the numbers beside them', () => {
  const find = getFinder('phone-numbers')!.prepare(undefined);
  const shown = (text: string): string[] => find(text).map((s) => text.slice(s.start, s.end));
  for (const v of WRITTEN) {
    assert.equal(shown(`Call me on ${v} tonight.`), [], v);
    assert.equal(shown(`my mobile: ${v}`), [], `${v} given to a person`);
  }
  for (const v of NEIGHBOURS) assert.equal(shown(`Call me on ${v} tonight.`), [v], v);
  assert.equal(shown('demo line 020 7946 0958, her real one 020 3184 7720'), ['020 3184 7720']);
});

test('fictional ranges: the generator never writes one', () => {
  const rng = createRng('fictional ranges');
  for (const region of ['US', 'CA', 'GB', 'AU']) {
    for (let i = 0; i < 300; i++) {
      const v = phone.generate!(rng, { region, format: 'e164' });
      assert.not.ok(isFictionalNumber(parts(v)), v);
    }
  }
});

test.run();

// Taxpayer and identity numbers of Ukraine and Kazakhstan: published vectors (python-stdnum's
// ua.rntrc doctest, the Kazakh e-government examples), made-up numbers with wrong check digits,
// impossible dates or day counts, round trips, and single-character error detection.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { testVectorCases, type VectorCase } from './helpers.js';
import { getValidator } from '../../../src/engine/validators/index.js';

const CASES: readonly VectorCase[] = [
  {
    name: 'ua-rnokpp',
    valid: ['1759013776', '3184710691', '2901 5044 75'],
    // wrong check digit; a day count of 0; a day count after today (99999 days is in 2173); too short
    invalid: ['1759013775', '3184710692', '0000013770', '9999900005', '175901377'],
    flip: 0.8,
  },
  {
    name: 'kz-iin',
    valid: ['791028302728', '061211600012', '920219 488072'],
    // wrong check digit; month 13; century digit 7; eleven digits
    invalid: ['791028302729', '791328302728', '791028702728', '79102830272'],
    flip: 0.8,
  },
];

testVectorCases(CASES);

test('ua-rnokpp: the check digit of a weighted sum below zero is taken mod 11 first', () => {
  // 4 followed by zeros weighs -4 (40000 days: a birth in 2009): mod 11 gives 7, the only valid tenth digit
  const v = getValidator('ua-rnokpp');
  assert.ok(v?.validate('4000000007'));
  assert.not.ok(v?.validate('4000000006'));
});

test.run();

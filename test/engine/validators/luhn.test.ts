import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRng } from '../../../src/engine/examples/rng.js';
import { luhn } from '../../../src/engine/validators/luhn.js';
import { assertFlipDetection, assertRoundTrip, assertVectors } from './helpers.js';

test('luhn: published vectors', () => {
  assertVectors(
    luhn,
    [
      // Stripe test cards: https://docs.stripe.com/testing#cards
      '4242 4242 4242 4242', '5555555555554444', '3782 822463 10005', '6011 1111 1111 1117',
      '4111-1111-1111-1111',
    ],
    [
      '4242 4242 4242 4241', '5555555555554445',
      '0000 0000 0000 0000', // passes mod 10 but is one repeated digit
      '4242 4242 4242 424X', '42', '4242424242424242424242', '',
    ],
  );
  // https://en.wikipedia.org/wiki/Luhn_algorithm : 79927398713 valid, 79927398710 not.
  assertVectors(luhn, ['79927398713'], ['79927398710']);
  // Length bounds are params: a 2-digit value only passes when the rule allows it.
  assert.not.ok(luhn.validate('18'));
  assert.ok(luhn.validate('18', { minLength: 2 }));
});

test('luhn: generate → validate for 200 seeds, default and params', () => {
  const values = assertRoundTrip(luhn);
  assert.ok(values.every((v) => /^4\d{15}$/.test(v)));
  const amex = assertRoundTrip(luhn, { prefix: '37', length: 15, separator: ' ' });
  assert.ok(amex.every((v) => /^37\d{2} \d{6} \d{5}$/.test(v)), amex[0]);
  const mc = assertRoundTrip(luhn, { prefix: '51', separator: '-' });
  assert.ok(mc.every((v) => /^51\d{2}(-\d{4}){3}$/.test(v)), mc[0]);
});

test('luhn: params as example placeholders deliver them (digit strings become numbers)', () => {
  // expand.ts turns `${valid:luhn:prefix=51,length=16}` into { prefix: 51, length: 16 }.
  const mc = assertRoundTrip(luhn, { prefix: 51, length: 16 });
  assert.ok(mc.every((v) => /^51\d{14}$/.test(v)), mc[0]);
  assert.ok(assertRoundTrip(luhn, { prefix: '0412', length: '15' }).every((v) => /^0412\d{11}$/.test(v)));
});

test('luhn: a single substituted digit is always detected', () => {
  assertFlipDetection(luhn, 1.0);
});

test('luhn: deterministic per seed', () => {
  assert.is(luhn.generate?.(createRng(42)), luhn.generate?.(createRng(42)));
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isQuantity } from '../../src/engine/finders/phone-quantities.js';

/** isQuantity on the first occurrence of `value` in `text`. */
function quantity(text: string, value: string): boolean {
  const start = text.indexOf(value);
  return isQuantity(text, start, start + value.length);
}

test('a 3-3-3 number after a call verb in any person is a phone number', () => {
  assert.is(quantity('Llámeme al 914 736 285 por la tarde.', '914 736 285'), false);
  assert.is(quantity('Si puede, llame al 914 736 285.', '914 736 285'), false);
  assert.is(quantity('Proszę dzwonić pod 601 482 337 po południu.', '601 482 337'), false);
  assert.is(quantity('Kurier niech dzwoni na 694 218 530.', '694 218 530'), false);
  assert.is(quantity('Du når mig på 073 218 449 efter lunch.', '073 218 449'), false);
  assert.is(quantity('Ik ben bereikbaar op 612 345 987.', '612 345 987'), false);
});

test('the same digits as an amount or a count stay a quantity', () => {
  assert.is(quantity('Der Umsatz lag bei 601 482 337 im Jahr.', '601 482 337'), true);
  assert.is(quantity('Zapłacono 601 482 337 zł w tym roku.', '601 482 337'), true);
  assert.is(quantity('Budget: 914 736 285', '914 736 285'), true);
  assert.is(quantity('Llamadas procesadas 914 736 285 EUR', '914 736 285'), true);
});

test.run();

// The growth measure the linearity tests rely on: it must tell linear from quadratic on a busy
// machine, and its re-measuring of a high ratio must not let a quadratic operation through.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { growth, MAX_GROWTH } from '../support/growth.js';

const test = suite('reliability: growth measure');

let sink = 0;
const linear = (size: number): void => {
  for (let i = 0; i < size * 200; i++) sink = (sink + i) | 0;
};
const quadratic = (size: number): void => {
  for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) sink = (sink + i * j) | 0;
};

test('a linear operation stays under the limit', () => {
  const ratio = growth(linear, 40_000);
  assert.ok(ratio < MAX_GROWTH, `linear grew ${ratio.toFixed(1)}×`);
});

test('a quadratic operation is over the limit on every attempt', () => {
  const ratio = growth(quadratic, 2_000);
  assert.ok(ratio >= MAX_GROWTH, `quadratic grew only ${ratio.toFixed(1)}×`);
  assert.ok(Number.isFinite(sink));
});

test.run();

// The exact-occurrence search behind `everyOccurrence`: every case-sensitive occurrence of every
// value, overlapping ones included, as a naive indexOf loop finds them.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { forEachOccurrence, PREFIX } from '../../src/engine/exact-occurrences.js';

const test = suite('engine: exact occurrences');

const naive = (values: readonly string[], text: string): string[] => {
  const out: string[] = [];
  values.forEach((v, k) => {
    for (let i = text.indexOf(v); i >= 0; i = text.indexOf(v, i + 1)) out.push(`${k}@${i}`);
  });
  return out.sort();
};
const found = (values: readonly string[], text: string): string[] => {
  const out: string[] = [];
  forEachOccurrence(values, text, (k, i) => out.push(`${k}@${i}`));
  return out.sort();
};

test('finds every occurrence, overlapping and case-sensitive', () => {
  const values = ['abcdabcd', 'ABCDABCD', 'bcdabcdab', 'abcdabcdabcd'];
  const text = 'xabcdabcdabcdabcd ABCDABCD abcdABCD';
  assert.equal(found(values, text), naive(values, text));
  assert.ok(found(values, text).length >= 5);
  assert.equal(found(['12345678'], '1234567'), []);
  assert.throws(() => found(['short'], 'a long enough text'), RangeError);
});

test('agrees with indexOf on random texts', () => {
  const unit = fc.constantFrom('a', 'b', 'A', '1', ' ', 'é', '\u{1F600}');
  fc.assert(
    fc.property(fc.array(fc.array(unit, { minLength: 5, maxLength: 8 }).map((p) => p.join('')).filter((v) => v.length >= PREFIX), { minLength: 1, maxLength: 5 }), fc.array(unit, { maxLength: 200 }), (values, parts) => {
      const distinct = [...new Set(values)];
      const text = parts.join('') + distinct.join('|');
      assert.equal(found(distinct, text), naive(distinct, text));
    }),
    { numRuns: 500 },
  );
});

test.run();

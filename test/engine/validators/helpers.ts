// Shared assertions for the validator tests: published vectors, generate→validate round
// trips over fixed seeds, and the single-character-flip detection rate of checksum formats.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { getValidator } from '../../../src/engine/validators/index.js';
import { createRng, type Rng } from '../../../src/engine/examples/rng.js';
import type { Validator, ValidatorParams } from '../../../src/engine/validators/validator.js';

export const SEEDS = 200;

export function assertVectors(
  v: Validator,
  valid: readonly string[],
  invalid: readonly string[],
  params?: ValidatorParams,
): void {
  for (const value of valid) assert.ok(v.validate(value, params), `${v.name} should accept ${JSON.stringify(value)}`);
  for (const value of invalid) assert.not.ok(v.validate(value, params), `${v.name} should reject ${JSON.stringify(value)}`);
}

/** validate(generate(rng)) for SEEDS seeds; returns the generated values for further checks. */
export function assertRoundTrip(v: Validator, params?: ValidatorParams, validateParams?: ValidatorParams): string[] {
  assert.type(v.generate, 'function', `${v.name} has no generator`);
  const out: string[] = [];
  for (let seed = 0; seed < SEEDS; seed++) {
    const value = (v.generate as NonNullable<Validator['generate']>)(createRng(seed), params);
    assert.ok(v.validate(value, validateParams ?? params), `${v.name}: generated ${JSON.stringify(value)} (seed ${seed}) does not validate`);
    out.push(value);
  }
  return out;
}

const CLASSES = ['0123456789', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'];

/**
 * Replaces one character by another of the same class (digit, upper, lower case letter), so
 * that a rejection comes from the check, not from an impossible character. `classes` narrows
 * the classes for formats with smaller alphabets (hex, bech32, base58).
 */
export function flipOne(rng: Rng, value: string, classes: readonly string[] = CLASSES): string {
  const positions: number[] = [];
  for (let i = 0; i < value.length; i++) {
    if (classes.some((c) => c.includes(value[i] as string))) positions.push(i);
  }
  const at = rng.pick(positions);
  const original = value[at] as string;
  const pool = classes.find((c) => c.includes(original)) as string;
  let replacement = original;
  while (replacement === original) replacement = rng.pick([...pool]);
  return value.slice(0, at) + replacement + value.slice(at + 1);
}

/** Fraction of generated values that become invalid after one flipped character. */
export function flipDetectionRate(v: Validator, params?: ValidatorParams, classes?: readonly string[]): number {
  let rejected = 0;
  for (let seed = 0; seed < SEEDS; seed++) {
    const rng = createRng(10_000 + seed);
    const value = (v.generate as NonNullable<Validator['generate']>)(rng, params);
    if (!v.validate(flipOne(rng, value, classes), params)) rejected++;
  }
  return rejected / SEEDS;
}

export function assertFlipDetection(v: Validator, min = 0.85, params?: ValidatorParams, classes?: readonly string[]): void {
  const rate = flipDetectionRate(v, params, classes);
  assert.ok(rate >= min, `${v.name}: only ${(rate * 100).toFixed(1)}% of one-character flips detected (want >= ${min * 100}%)`);
}

/** One validator's published vectors, and how strongly its check catches a changed character. */
export interface VectorCase {
  readonly name: string;
  readonly valid: readonly string[];
  readonly invalid: readonly string[];
  /** Minimum flip-detection rate; omitted for formats checked by structure only. */
  readonly flip?: number;
}

/** The registered validator of that name (failing the test when there is none). */
export function registeredValidator(name: string): Validator {
  const v = getValidator(name);
  assert.ok(v, `validator ${name} is registered`);
  return v!;
}

/** One test per case: its vectors, a round trip, and its flip-detection floor. */
export function testVectorCases(cases: readonly VectorCase[]): void {
  for (const c of cases) {
    test(`${c.name}: published vectors, round trip${c.flip ? ', single-character errors caught' : ''}`, () => {
      const v = registeredValidator(c.name);
      assertVectors(v, c.valid, c.invalid);
      assertRoundTrip(v);
      if (c.flip !== undefined) {
        const rate = flipDetectionRate(v);
        assert.ok(rate >= c.flip, `${c.name}: flip detection ${rate.toFixed(2)} below ${c.flip}`);
      }
    });
  }
}

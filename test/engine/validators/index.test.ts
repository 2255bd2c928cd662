import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRng } from '../../../src/engine/examples/rng.js';
import { createValidatorRegistry, getValidator, validators } from '../../../src/engine/validators/index.js';
import { luhn } from '../../../src/engine/validators/luhn.js';

const JUNK: readonly string[] = [
  '', ' ', '\n', 'a', '0', '-', '.', '@', ':::', '0x', '1', '+',
  'x'.repeat(10_000), '9'.repeat(10_000), '-'.repeat(10_000), '.'.repeat(10_000), 'a.b.'.repeat(2_500),
  '😀', '😀'.repeat(500), '\ud800', '\udfff', 'ab\ud800cd', '\udc00\ud800', '\u0000', '\u202e123456789',
  '-----BEGIN ', '-----BEGIN X-----', '-----BEGIN X----------END X-----', '-----END X-----',
  'eyJ.eyJ.', '..', '...', 'ghp_', 'bc1', '1'.repeat(35), 'IBAN', 'DE', '\\n\\n\\n',
  '１２３４５６７８９', '١٢٣٤٥٦٧٨٩٠', 'null', 'undefined', '{}', '[]', '2020-02-30', '+'.repeat(40),
];

const WEIRD_PARAMS = [undefined, {}, { regions: 5 }, { regions: ['??'] }, { labels: 'x' }, { minLength: Number.NaN }, { publicOnly: 'yes' }];

test('registry: 46 validators, unique kebab-case names, documented', () => {
  assert.ok(validators.size >= 46, `only ${validators.size}`);
  for (const [name, v] of validators) {
    assert.is(v.name, name);
    assert.match(name, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${name} is not kebab-case`);
    assert.type(v.description, 'string');
    assert.ok(v.description.length > 10 && !v.description.includes('\n'), `${name}: description`);
    assert.ok(v.references.length > 0, `${name}: references`);
    for (const ref of v.references) assert.match(ref, /^https:\/\//, `${name}: ${ref}`);
  }
});

test('registry: getValidator', () => {
  assert.is(getValidator('luhn')?.name, 'luhn');
  assert.is(getValidator('iban-mod97')?.name, 'iban-mod97');
  assert.is(getValidator('no-such-validator'), undefined);
  assert.is(getValidator(''), undefined);
});

test('registry: duplicate names are rejected', () => {
  assert.throws(() => createValidatorRegistry([luhn, { ...luhn }]), /duplicate validator name "luhn"/);
});

test('registry: validate never throws and rejects junk', () => {
  for (const [name, v] of validators) {
    for (const value of JUNK) {
      for (const params of WEIRD_PARAMS) {
        let result: unknown;
        try {
          result = v.validate(value, params);
        } catch (err) {
          assert.unreachable(`${name} threw on ${JSON.stringify(value.slice(0, 40))}: ${String(err)}`);
        }
        assert.type(result, 'boolean', name);
      }
    }
    // Whatever the inner validator does with non-strings, the registry entry returns false.
    assert.not.ok(v.validate(undefined as unknown as string), name);
    assert.not.ok(v.validate(42 as unknown as string), name);
  }
});

test('registry: junk strings are rejected by every format validator', () => {
  for (const [name, v] of validators) {
    // not-repeated is a sanity filter on arbitrary secrets: it accepts most strings by design.
    if (name === 'not-repeated') continue;
    for (const value of JUNK) assert.not.ok(v.validate(value), `${name} accepted ${JSON.stringify(value.slice(0, 40))}`);
  }
  const notRepeated = validators.get('not-repeated');
  for (const value of ['', ' ', 'a', '0', '-', '.', 'x'.repeat(10_000), '9'.repeat(10_000), '.'.repeat(10_000), 'a.b.'.repeat(2_500), '😀'.repeat(500), '+'.repeat(40)]) {
    assert.not.ok(notRepeated?.validate(value), `not-repeated accepted ${JSON.stringify(value.slice(0, 40))}`);
  }
});

test('registry: validation stays fast on 100k-character input', () => {
  const inputs = ['7'.repeat(100_000), 'ab1-'.repeat(25_000), `-----BEGIN X-----\n${'QUJD'.repeat(25_000)}\n-----END X-----`];
  for (const [name, v] of validators) {
    for (const value of inputs) {
      const start = performance.now();
      v.validate(value);
      const ms = performance.now() - start;
      assert.ok(ms < 250, `${name} took ${ms.toFixed(0)} ms on ${value.length} chars`);
    }
  }
});

test('registry: every generator (through the registry wrapper) yields values it accepts', () => {
  for (const [name, v] of validators) {
    if (!v.generate) continue;
    for (let seed = 0; seed < 20; seed++) {
      const value = v.generate(createRng(seed));
      assert.type(value, 'string');
      assert.ok(v.validate(value), `${name}: ${JSON.stringify(value.slice(0, 80))}`);
    }
  }
});

test('registry: only not-repeated and the any-of combinator have no generator', () => {
  const without = [...validators.values()].filter((v) => !v.generate).map((v) => v.name).sort();
  assert.equal(without, ['any-of', 'not-repeated']);
});

test.run();

// Unit tests of the engine's small parts: keyword automaton, offsets, masking, redaction,
// overlap resolution and placeholder recognition.

import { randomBytes } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { AhoCorasick } from '../../src/engine/aho-corasick.js';
import { convertPositions, spanUnits } from '../../src/engine/offsets.js';
import { maskValue } from '../../src/engine/mask.js';
import { redact } from '../../src/engine/redact.js';
import { resolveOverlaps } from '../../src/engine/resolve-overlaps.js';
import { isMostlyRuns, isPlaceholder, isSequentialFiller } from '../../src/engine/placeholders.js';
import { shannonEntropy } from '../../src/engine/entropy.js';

const test = suite('engine: core parts');

test('Aho–Corasick finds every occurrence of every keyword, case-insensitively, with exact offsets', () => {
  const ac = new AhoCorasick(['he', 'she', 'his', 'hers', 'AKIA']);
  const hits: string[] = [];
  ac.scan('uSHErs akia', (h) => hits.push(`${h.keyword}@${h.start}-${h.end}`));
  assert.equal(hits.sort(), ['0@2-4', '1@1-4', '3@2-6', '4@7-11'].sort());
});

test('Aho–Corasick agrees with naive search on random inputs', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), fc.string({ maxLength: 60 }), (words, text) => {
      const ac = new AhoCorasick(words);
      const got: string[] = [];
      ac.scan(text, (h) => got.push(`${h.keyword}@${h.start}`));
      const want: string[] = [];
      const lower = (s: string) => Array.from(s, (c) => (c.toLowerCase().length === 1 ? c.toLowerCase() : c)).join('');
      words.forEach((w, k) => {
        for (let i = 0; i + w.length <= text.length; i++) if (lower(text.slice(i, i + w.length)) === lower(w)) want.push(`${k}@${i}`);
      });
      assert.equal(got.sort(), want.sort());
    }),
    { numRuns: 300 },
  );
});

test('Aho–Corasick agrees with naive search with two-byte rows and with four-byte rows (more than 65,535 states)', () => {
  // A seeded generator: the same keywords and text on every run.
  let seed = 12345;
  const next = (n: number): number => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % n;
  };
  const word = (length: number): string => Array.from({ length }, () => 'abcdefgH'[next(8)]).join('');
  const many = Array.from({ length: 12000 }, () => word(10));
  for (const [words, rowBytes] of [[many.slice(0, 300), 2], [many, 4]] as const) {
    let text = '';
    while (text.length < 4000) text += next(4) === 0 ? words[next(words.length)]! : word(1 + next(6)) + ' ';
    const ac = new AhoCorasick(words);
    assert.is((ac as unknown as { rows: { BYTES_PER_ELEMENT: number } }).rows.BYTES_PER_ELEMENT, rowBytes);
    const got: string[] = [];
    ac.forEachHit(text, (k, start, end) => got.push(`${k}@${start}-${end}`));
    const want: string[] = [];
    const lower = text.toLowerCase();
    words.forEach((w, k) => {
      for (let i = lower.indexOf(w.toLowerCase()); i >= 0; i = lower.indexOf(w.toLowerCase(), i + 1)) want.push(`${k}@${i}-${i + w.length}`);
    });
    assert.ok(want.length > 20);
    assert.equal(got.sort(), want.sort());
  }
});

test('offsets convert to code points and UTF-8 bytes', () => {
  const text = 'a😀é𝐀b';
  const [s] = spanUnits([{ start: 5, end: 8 }], text); // 𝐀b
  assert.equal(s, { start: 3, end: 5, utf16_start: 5, utf16_end: 8, byte_start: 1 + 4 + 2, byte_end: 1 + 4 + 2 + 4 + 1 });
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (str) => {
      const positions = [0, str.length];
      const map = convertPositions(str, positions);
      assert.equal(map.get(str.length), [Array.from(str).length, Buffer.byteLength(str)]);
    }),
  );
});

test('masking shows at most the first 4 characters, fewer for short values', () => {
  assert.is(maskValue('AKIAABCDEFGHIJKLMNOP'), 'AKIA****************');
  assert.is(maskValue('abc'), '***');
  assert.is(maskValue('12345678'), '12******');
  assert.is(maskValue('x'.repeat(500)).length, 4 + 24);
  assert.is(maskValue('😀😀😀😀😀😀😀😀'), '😀😀******');
});

test('redaction numbers distinct values, merges overlaps and keeps the rest', () => {
  const text = 'a@x.io b@x.io a@x.io KEYKEY';
  const r = redact(text, [
    { start: 0, end: 6, category: 'email' },
    { start: 7, end: 13, category: 'email' },
    { start: 14, end: 20, category: 'email' },
    { start: 21, end: 25, category: 'api_key' },
    { start: 23, end: 27, category: 'password' },
  ]);
  assert.is(r.text, '[EMAIL_1] [EMAIL_2] [EMAIL_1] [API_KEY_1]');
  assert.equal(r.placeholders, ['[EMAIL_1]', '[EMAIL_2]', '[EMAIL_1]', '[API_KEY_1]', '[API_KEY_1]']);
});

test('overlaps: validated beats unvalidated, specific beats generic, longer beats shorter', () => {
  const c = (start: number, end: number, extra: Partial<{ validated: boolean; generic: boolean; score: number; ruleId: string }> = {}) => ({ start, end, validated: false, generic: false, score: 0.5, ruleId: 'r', ...extra });
  assert.equal(resolveOverlaps([c(0, 10, { generic: true, ruleId: 'g' }), c(0, 10, { ruleId: 's' })]).map((x) => x.ruleId), ['s']);
  assert.equal(resolveOverlaps([c(0, 10, { ruleId: 'long' }), c(2, 6, { ruleId: 'short' })]).map((x) => x.ruleId), ['long']);
  assert.equal(
    resolveOverlaps([c(0, 10, { ruleId: 'token' }), c(0, 6, { validated: true, ruleId: 'card' })]).map((x) => x.ruleId),
    ['card', 'token'],
    'a container of a better candidate is kept too, so its extra text is reported and redacted',
  );
  assert.equal(resolveOverlaps([c(0, 6, { ruleId: 'a' }), c(4, 10, { ruleId: 'b' })]).map((x) => x.ruleId), ['a', 'b'], 'partial overlaps are both kept');
});

test('overlaps: a value whose label names its type beats a shape that merely passes a checksum', () => {
  const c = (extra: Partial<{ validated: boolean; labelled: boolean; score: number; ruleId: string }>) => ({ start: 0, end: 9, validated: false, generic: false, score: 0.5, ruleId: 'r', ...extra });
  // "Passport no.: 894203459": nine digits that also pass a phone or SSN plausibility check.
  assert.equal(resolveOverlaps([c({ validated: true, score: 0.8, ruleId: 'ssn' }), c({ labelled: true, score: 0.55, ruleId: 'passport' })]).map((x) => x.ruleId), ['passport']);
  assert.equal(resolveOverlaps([c({ labelled: true, ruleId: 'passport' }), c({ labelled: true, validated: true, ruleId: 'ssn' })]).map((x) => x.ruleId), ['ssn'], 'labelled and validated beats labelled alone');
  assert.equal(resolveOverlaps([c({ ruleId: 'shape' }), c({ validated: true, ruleId: 'checksum' })]).map((x) => x.ruleId), ['checksum'], 'without labels, validated still wins');
});

test('placeholders and non-secrets are recognised', () => {
  for (const v of ['${API_KEY}', '{{ token }}', '<your-api-key>', 'your_api_key_here', 'xxxxxxxxxxxxxxxx', 'XXXX-XXXX-XXXX', 'sk_live_Xxxxxxxxxxxxxx', 'AKIAIOSFODNN7EXAMPLE', '1234567890', 'abcdefghij', '%TOKEN%', '$SECRET', 'changeme', 'sk-ant-api03-...', 'ghp_4f…', 'sk-live-ab12%E2%80%A6', 'fake8q2mfakex7k1fake', 'dummy4c9Wdummy', 'db-<env>-pass', '<USER>:<PASSWORD>', '***masked***', '"**hidden**",', '**REDACTED VALUE**'])
    assert.ok(isPlaceholder(v), v);
  for (const v of ['ghp_9aB3kLm0QpR7sTuV2wXyZ1cD4eF6gH8iJ0kL', 'h7Gk2pQ9xZ4mW1vN', 'jane@mail.example.com', 'pa...ss9Xk2q', 'lNai&oHC<sTrB>', 'W8SX&4qH<Genm>', 'Qz**rT9**kL2', 'a*b*c*d9', 'Summer**fun**2024', 'Tr0ub4dor**xkcd**', 'vg2K5dz2yANznUjfMqyJ1OtZuWjLXxXxXIwfAXskTrB0CCtAqzp89']) assert.not.ok(isPlaceholder(v), v);
});

test('worked examples that specifications and vendor docs print are placeholders, known by their claims; other tokens are not', () => {
  const part = (o: object): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  const token = (claims: object): string => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.${randomBytes(32).toString('base64url')}`;
  // jwt.io's default claims, whatever name, extra claim or secret the reader typed into its debugger
  for (const claims of [
    { sub: '1234567890', name: 'Mira Holt', iat: 1516239022 },
    { sub: '1234567890', name: 'Tomás Ferreira', admin: true, iat: 1516239022 },
    { iat: 1516239022, sub: '1234567890' },
  ]) {
    assert.ok(isPlaceholder(token(claims)), JSON.stringify(claims));
    assert.ok(isPlaceholder(` ${token(claims)} `), 'surrounding blanks are trimmed');
  }
  // the example of RFC 7519 and RFC 7515, its payload written with CRLF line breaks
  const rfcPayload = Buffer.from('{"iss":"joe",\r\n "exp":1300819380,\r\n "http://example.com/is_root":true}').toString('base64url');
  assert.ok(isPlaceholder(`${part({ typ: 'JWT', alg: 'HS256' })}.${rfcPayload}.${randomBytes(32).toString('base64url')}`));
  assert.ok(isPlaceholder('sk_test_4eC39HqLyjWDarjtT1zdp7dc'));
  // one sample claim alone, or real-looking claims, is a token someone issued
  for (const claims of [
    { sub: '1234567890', name: 'Mira Holt', iat: 1741003920 },
    { sub: 'u-4812', iat: 1516239022 },
    { sub: 'u-4812', role: 'ops', iat: 1741003920, exp: 1741007520 },
    { iss: 'joe', exp: 1741007520 },
    { iss: 'auth.kestrel.test', exp: 1300819380 },
  ])
    assert.not.ok(isPlaceholder(token(claims)), JSON.stringify(claims));
  assert.not.ok(isPlaceholder(`${part({ alg: 'HS256' })}.not-base64!.${randomBytes(32).toString('base64url')}`));
  assert.not.ok(isPlaceholder('sk_test_9Vx2Lq7Rb0Tn4Kw8Mz1Pc5Hd'));
});

test('fillers typed along the alphabet and the digits are placeholders, random values are not', () => {
  for (const v of ['a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6', 'abcd1234-ef56-gh78-ij90-klmn1234', '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', 'AIzaSyabcdefghijklmnopqrstuvwxyz1234567', '1a2b3c4d-5e6f-7g8h-9i0j-k1l2m3n4o5p6', 'zyxwvutsrqponm9876543210', 'API-ABCDEFGHIJKLMNOPQRSTUVWXYZ1234'])
    assert.ok(isSequentialFiller(v), v);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let misses = 0;
  for (let n = 0; n < 2000; n++) {
    const v = Array.from(randomBytes(24), (b) => alphabet[b % alphabet.length]).join('');
    const hex = randomBytes(16).toString('hex');
    if (isSequentialFiller(v) || isSequentialFiller(hex)) misses++;
  }
  assert.is(misses, 0, 'random tokens and hex digests are never taken for fillers');
});

test('values made mostly of runs of one character are placeholders', () => {
  for (const v of ['sgp_5555555dAAAAA7777777CcccCFaaaaaaaaaaaaaa', 'duffel_test_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'BBDC-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) assert.ok(isMostlyRuns(v), v);
  for (let n = 0; n < 500; n++) assert.not.ok(isMostlyRuns(randomBytes(30).toString('base64url')));
  assert.not.ok(isMostlyRuns('5Aep861eN26Sp9j0R5QPjh0AAAABBBBCCCCjcNqfo5kVBplkpP5tzyWXyVGA'), 'a few runs inside a random value do not make it a placeholder');
});

test('entropy separates random tokens from words', () => {
  assert.ok(shannonEntropy('h7Gk2pQ9xZ4mW1vNa8Rt') > 4);
  assert.ok(shannonEntropy('passwordpassword') < 3);
  assert.is(shannonEntropy(''), 0);
});

test.run();

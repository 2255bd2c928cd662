// Streamed scanning in overlapping windows finds exactly what a scan of the whole text finds,
// at the same offsets, with lines, columns and byte offsets counted from the start of the
// stream, whatever the window size and wherever the input's pieces are cut (even inside a UTF-8
// sequence).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { createScanner, type Scanner } from '../../src/lib/index.js';
import { windows } from '../../src/lib/chunks.js';
import { fakeAwsKeyId } from '../support/cli.js';

const test = suite('lib: chunked streams');
let scanner: Scanner;
let small: Scanner;

test.before(async () => {
  scanner = await createScanner({ checks: ['pii_secrets'], cacheDir: false });
  small = await createScanner({ checks: ['pii_secrets'], cacheDir: false, chunkChars: 1500, overlapChars: 800 });
});

test('windows: owned ranges tile the stream exactly, whatever the piece sizes', async () => {
  const text = Array.from({ length: 500 }, (_, i) => `line ${i} ${'é€😀'.repeat(i % 5)}`).join('\n');
  const bytes = Buffer.from(text);
  for (const piece of [1, 7, 100, 4096]) {
    const pieces: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += piece) pieces.push(bytes.subarray(i, i + piece));
    let covered = 0;
    let rebuilt = '';
    for await (const w of windows(pieces, { chunkChars: 300, overlapChars: 100 })) {
      assert.is(w.at.utf16 + w.ownFrom - w.base, covered, 'owned ranges are contiguous');
      rebuilt += w.text.slice(w.ownFrom, w.ownTo);
      covered = w.at.utf16 + w.ownTo - w.base;
    }
    assert.is(rebuilt, text, `pieces of ${piece} bytes`);
  }
});

const WORDS = ['the', 'order', 'shipped', 'today', 'é', '😀', 'naïve', '\n', '\n', 'x=1;', 'key', 'mail'];

test('chunked findings equal whole-text findings (property, random texts and cuts)', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.nat(10_000).map((n) => fakeAwsKeyId(n)), fc.nat(999).map((n) => `user${n}@example.org`)), { minLength: 200, maxLength: 1200 }),
      fc.integer({ min: 1, max: 5000 }),
      async (tokens, piece) => {
        const text = tokens.join(' ');
        const whole = (await scanner.scan(text)).findings.map((f) => `${f.rule_id}@${f.utf16_start}-${f.utf16_end}`);
        const bytes = Buffer.from(text);
        const pieces: Buffer[] = [];
        for (let i = 0; i < bytes.length; i += piece) pieces.push(bytes.subarray(i, i + piece));
        const streamed = [];
        for await (const f of small.scanStream(pieces)) {
          streamed.push(`${f.rule_id}@${f.utf16_start}-${f.utf16_end}`);
          const before = text.slice(0, f.utf16_start);
          const lines = before.split('\n');
          assert.is(f.line, lines.length);
          assert.is(f.column, [...lines[lines.length - 1]!].length + 1);
          assert.is(f.start, [...before].length);
          assert.is(f.byte_start, Buffer.byteLength(before));
        }
        assert.equal(streamed, whole);
      },
    ),
    { numRuns: 25, seed: 1301 },
  );
});

test('a table keeps its header row as context in every window', async () => {
  const first = ['Maria', 'Jonas', 'Aiko', 'Pedro', 'Ingrid', 'Tomasz'];
  const last = ['Fernandes', 'Becker', 'Tanaka', 'Almeida', 'Larsen', 'Nowak'];
  const rows = Array.from({ length: 300 }, (_, i) => `${1000 + i};${first[i % 6]} ${last[(i * 5) % 6]};${i % 7 === 0 ? `user${i}@example.org` : 'n/a'};${(i * 37) % 500}`);
  const text = `id;full_name;email;orders\n${rows.join('\n')}\n`;
  const whole = (await scanner.scan(text)).findings.map((f) => `${f.rule_id}@${f.utf16_start}`);
  assert.ok(whole.some((f) => f.startsWith('pii-personal/')), 'names found under their header');
  const streamed = [];
  for await (const f of small.scanStream([text])) streamed.push(`${f.rule_id}@${f.utf16_start}`);
  assert.equal(streamed, whole);
});

test('redaction of a stream equals redaction of the whole text, placeholders numbered across windows', async () => {
  const keys = Array.from({ length: 6 }, (_, i) => fakeAwsKeyId(100 + i));
  const text = Array.from({ length: 400 }, (_, i) => (i % 37 === 5 ? `row ${i} key ${keys[i % 6]} mail user${i % 3}@example.org` : `row ${i} nothing`)).join('\n');
  const whole = await scanner.redact(text);
  let streamed = '';
  for await (const _ of small.scanStream([text], { onRedacted: (p) => void (streamed += p) }));
  assert.is(streamed, whole.text);
});

test.run();

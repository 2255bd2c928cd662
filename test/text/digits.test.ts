// Digits of other scripts are read as ASCII digits by the engine (and typographic spaces inside a
// number as spaces): the fold keeps the text's length
// (so a finding's offsets are the caller's), covers every BMP run of Unicode decimal digits, and
// reaches the findings of the pii_secrets check with spans on the original characters.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { DIGIT_ZEROS, foldDigits } from '../../src/text/digits.js';
import { unitArb } from './arbitraries.js';
import { runTextCheck } from '../support/checks.js';
import { expandExample } from '../../src/engine/examples/expand.js';

test('the list of digit runs is Unicode\'s decimal digits of the BMP', () => {
  const decimal = /\p{Nd}/u;
  const zeros: number[] = [];
  let previous = false;
  for (let cp = 0x80; cp < 0x10000; cp++) {
    const is = !(cp >= 0xd800 && cp <= 0xdfff) && decimal.test(String.fromCharCode(cp));
    if (is && !previous) zeros.push(cp);
    previous = is;
  }
  assert.equal([...DIGIT_ZEROS], zeros);
});

test('every script\'s digits fold to their ASCII value', () => {
  for (const zero of DIGIT_ZEROS) {
    const written = Array.from({ length: 10 }, (_, d) => String.fromCharCode(zero + d)).join('');
    assert.is(foldDigits(`no ${written}.`), 'no 0123456789.', `run at U+${zero.toString(16)}`);
  }
});

test('text without other digits is returned as it is; other characters are untouched', () => {
  const ascii = 'card 4111 and ５ stays only when folded';
  assert.is(foldDigits('plain 123 é 東京 𝟗'), 'plain 123 é 東京 𝟗'); // 𝟗 is two code units: not folded
  assert.is(foldDigits(ascii), 'card 4111 and 5 stays only when folded');
  assert.is(foldDigits('٣ Ⅻ ²'), '3 Ⅻ ²'); // numerals and superscripts are not decimal digits
});

test('typographic spaces inside a number read as spaces, elsewhere they stay', () => {
  assert.is(foldDigits('06\u00a012\u202f34\u200956\u200778'), '06 12 34 56 78');
  assert.is(foldDigits('Prix\u00a0: 12\u00a0€'), 'Prix\u00a0: 12\u00a0€');
  assert.is(foldDigits('٠٦\u00a0١٢'), '06 12');
});

test('the fold never changes the length or any non-digit code unit', () => {
  fc.assert(
    fc.property(fc.array(unitArb, { maxLength: 40 }).map((units) => units.join('')), (text) => {
      const folded = foldDigits(text);
      assert.is(folded.length, text.length);
      for (let i = 0; i < text.length; i++) {
        if (folded.charCodeAt(i) === text.charCodeAt(i)) continue;
        const digit = /[0-9]/.test(folded[i]!) && /\p{Nd}/u.test(text[i]!);
        const space = folded[i] === ' ' && /[\u00a0\u2007\u2009\u202f]/.test(text[i]!);
        assert.ok(digit || space);
      }
    }),
  );
});

test('examples can write a generated value in another script\'s digits', () => {
  const { text } = expandExample('card ${valid:luhn:prefix=4,length=16,digits=arabic}', 'seed');
  assert.match(text, /^card [٠-٩]{16}$/);
  assert.throws(() => expandExample('${valid:luhn:prefix=4,length=16,digits=roman}', 'seed'), /digits= is one of/);
});

test('findings on native digits carry the original spans', async () => {
  const card = expandExample('${valid:luhn:prefix=4,length=16,separator= }', 'digits-e2e').text;
  for (const zero of [0x0660, 0x06f0, 0x0966, 0xff10]) {
    const native = card.replace(/[0-9]/g, (d) => String.fromCharCode(zero + Number(d)));
    const text = `Card on file: ${native}, expires next year.`;
    const { findings } = await runTextCheck('pii_secrets', text);
    const found = findings.find((f) => f.category === 'credit_card');
    assert.ok(found, `a card in the digits at U+${zero.toString(16)}`);
    assert.is(text.slice(found.start, found.end), native);
  }
});

test('a value found once is found again in another script\'s digits, shared scan or not', async () => {
  const card = expandExample('${valid:luhn:prefix=4,length=16}', 'digits-copies').text;
  const arabic = card.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
  const text = `Card on file: ${card}. Pasted again: ${arabic}`;
  const { findings } = await runTextCheck('pii_secrets', text);
  const spans = findings.filter((f) => f.category === 'credit_card').map((f) => text.slice(f.start, f.end));
  assert.ok(spans.includes(card) && spans.includes(arabic));
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { joinSpacedLetters } from '../../src/text/despace.js';
import { identity, toOriginal } from '../../src/text/offset-map.js';
import { assertMapValid, spans } from './map-assert.js';

function run(s: string) {
  const m = joinSpacedLetters(identity(s));
  assertMapValid(m, s.length);
  return m;
}

test('spaced words joined, double space is the word gap', () => {
  const s = 'i g n o r e  a l l';
  const m = run(s);
  assert.is(m.text, 'ignore all');
  assert.equal(spans(m), [[0, 1], [2, 3], [4, 5], [6, 7], [8, 9], [10, 11], [11, 13], [13, 14], [15, 16], [17, 18]]);
  assert.equal(toOriginal(m, 0, 6), { start: 0, end: 11 });
});

test('dashes, dots, underscores', () => {
  assert.is(run('I-G-N-O-R-E previous').text, 'IGNORE previous');
  assert.is(run('i.g.n.o.r.e a.l.l').text, 'ignore all');
  assert.is(run('s_y_s_t_e_m').text, 'system');
});

test('fewer than four letters, and ordinary prose, stay', () => {
  for (const s of ['a b c', 'I am a cat', 'e.g. this', 'U.S.A. today', 'x y', 'version 1 2 3 4']) {
    assert.is(run(s).text, s, s);
  }
});

test('surrounding text is kept', () => {
  assert.is(run('please i g n o r e it').text, 'please ignore it');
});

test('non-Latin and astral letters', () => {
  assert.is(run('и г н о р').text, 'игнор');
  assert.is(run('𝐀 𝐁 𝐂 𝐃').text, '𝐀𝐁𝐂𝐃');
});

test.run();

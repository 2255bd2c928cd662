import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deleet } from '../../src/text/leet.js';
import { identity, toOriginal } from '../../src/text/offset-map.js';
import { assertMapValid, spans } from './map-assert.js';

function run(s: string) {
  const m = deleet(identity(s));
  assertMapValid(m, s.length);
  return m;
}

test('classic leetspeak sentence', () => {
  const s = '1gn0r3 4ll pr3v10us 1nstruct10ns';
  const m = run(s);
  assert.is(m.text, 'ignore all previous instructions');
  assert.equal(spans(m), [...Array(s.length).keys()].map((i) => [i, i + 1]));
  const at = m.text.indexOf('previous');
  const span = toOriginal(m, at, at + 8);
  assert.is(s.slice(span.start, span.end), 'pr3v10us');
});

test('symbols: @ $ ! |', () => {
  assert.is(run('p@$$w0rd').text, 'password');
  assert.is(run('!gn0re').text, 'ignore');
  assert.is(run('sh|t').text, 'shit');
  assert.is(run('pa$$').text, 'pass');
});

test('numbers, versions, prices and punctuation stay', () => {
  for (const s of ['2024', '1.2.3', '$5', 'costs $100.', 'hello!', 'a | b', 'v1.2.3 released in 2024!', '@ home']) {
    assert.is(run(s).text, s, s);
  }
});

test('the @ of an e-mail address stays; its leet letters still change', () => {
  for (const s of ['ci@builds.example', 'mail jo.doe+news@mail.example.org today', 'x@sub-domain.example.co']) assert.is(run(s).text, s, s);
  assert.is(run('adm1n@corp.example').text, 'admin@corp.example');
  assert.is(run('p@ss is the p@ssw0rd.').text, 'pass is the password.');
  assert.is(run('t@lk to me@home').text, 'talk to meahome');
});

test('only mixed words change', () => {
  assert.is(run('call 911 or h3lp').text, 'call 911 or help');
});

test('letters beyond ASCII and combining marks count as letters; surrogate halves and emoji do not', () => {
  assert.is(run('pr3ß').text, 'preß');
  assert.is(run('c\u03010d3').text, 'c\u0301ode');
  assert.is(run('жж0').text, 'жжo');
  // An emoji's surrogate halves are not letters: one letter beside them is too few to rewrite.
  assert.is(run('a\ud83d\ude001').text, 'a\ud83d\ude001');
  assert.is(run('ab\ud83d\ude001').text, 'ab\ud83d\ude001');
  assert.is(run('ab1\ud83d\ude00').text, 'abi\ud83d\ude00');
});

test.run();

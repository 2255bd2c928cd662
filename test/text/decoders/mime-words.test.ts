import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { scanMimeWords } from '../../../src/text/decoders/mime-words.js';
import { RuleMatcher } from '../../../src/engine/matcher.js';
import { findEncodedPayloads } from '../../../src/text/decode.js';
import { pack } from '../../support/packs.js';

const b = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

test('scanMimeWords: B and Q words, charsets, adjacent words joined, the rest of the line as context', () => {
  const header = `From: =?UTF-8?B?${b('Jürgen')}?= =?utf-8?B?${b(' Weiß')}?= <jw@example.org>\nSubject: x`;
  const [c] = scanMimeWords(header);
  assert.ok(c);
  assert.is(header.slice(c.start, c.end).startsWith('=?UTF-8?B?'), true);
  assert.is(c.decoded, 'Jürgen Weiß <jw@example.org>');
  assert.is(c.contextFrom, 'Jürgen Weiß'.length);
  assert.is(scanMimeWords('Subject: =?ISO-8859-1?Q?Vertrag_f=FCr_Anna?=')[0]?.decoded, 'Vertrag für Anna');
  assert.equal(scanMimeWords('=?UTF-8?Q?bad=ZZ?= and =?nosuchcharset?B?QUJD?='), [], 'malformed words and unknown charsets are left alone');
  assert.equal(scanMimeWords('no words here =? ?='), []);
});

test('scanMimeWords stays bounded on a text made of encoded words', () => {
  const word = `=?UTF-8?B?${b('Jürgen')}?=`;
  const text = Array.from({ length: 20_000 }, () => word).join(' x ');
  const found = scanMimeWords(text);
  assert.ok(found.length <= 64, 'a bounded number of runs');
  assert.ok(found.every((c) => c.decoded.length <= 1_000 + 160), 'each with bounded context');
  assert.ok(found.reduce((n, c) => n + c.decoded.length, 0) <= 64 * (1_000 + 160), 'decoded text kept is bounded, whatever the input length');
});

test('a name in an encoded display name is found on the encoded word; the address after it is reported once, where it stands', () => {
  const m = new RuleMatcher(
    [pack([
      { id: 'dn', category: 'person_name', pattern: '(?<![\\p{L}])\\p{Lu}\\p{Ll}+ \\p{Lu}\\p{Ll}+(?= <)', flags: 'u' },
      { id: 'mail', category: 'email', pattern: '[a-z]+@[a-z]+\\.org', keywords: ['@'] },
    ])],
    { decoder: (t) => findEncodedPayloads(t) },
  );
  const text = `From: =?UTF-8?B?${b('Jürgen Weiß')}?= <jw@example.org>`;
  const found = m.scan(text).map((x) => `${x.ruleId}:${text.slice(x.start, x.end)}`);
  assert.equal(found, [`t/dn:=?UTF-8?B?${b('Jürgen Weiß')}?=`, 't/mail:jw@example.org']);
});

test.run();

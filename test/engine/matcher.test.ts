// The matcher: keyword regions, the numeric-run prefilter, secret groups, decoding and the
// `only`/`target` options, on packs built in the test.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { RuleMatcher } from '../../src/engine/matcher.js';
import { findEncodedPayloads } from '../../src/text/decode.js';
import { pack } from '../support/packs.js';

const test = suite('engine: matcher');

test('digitRun runs a keywordless rule only around long enough numeric runs, with the same results', () => {
  const rule = { id: 'nine-digits', pattern: '(?<![0-9])[0-9]{3}-?[0-9]{2}-?[0-9]{4}(?![0-9])', allowlist: { placeholders: false } };
  const filtered = new RuleMatcher([pack([{ ...rule, digitRun: 9 }])]);
  const full = new RuleMatcher([pack([rule])]);
  const text = 'id 123-45-6789, call 555 12 or +1 (212) 555-0100, serial 987654321, date 2026-11-21';
  const spans = (m: RuleMatcher, t: string) => m.scan(t).map((x) => `${x.start}-${x.end}`);
  assert.equal(spans(filtered, text), spans(full, text));
  assert.is(spans(filtered, text).length, 2);
  fc.assert(
    fc.property(fc.array(fc.constantFrom('1', '2', '3', '-', ' ', 'a', '(', ')', '+', '.', '\n', '12345', '6789'), { maxLength: 60 }), (parts) => {
      const t = parts.join('');
      assert.equal(spans(filtered, t), spans(full, t));
    }),
    { numRuns: 500 },
  );
});

test('rules that validate the same value share its verdict only under the same validator params', () => {
  // Three rules propose every number; each validates it as a phone number of its region. A verdict
  // is shared between rules and kept for the text being scanned: it must never carry to other
  // params, another value, or the next text.
  const rule = (id: string, regions: string[]) => ({ id, category: 'phone_number', pattern: '(?<![0-9+])\\+?[0-9][0-9 ]{8,14}[0-9](?![0-9])', validators: [{ name: 'phone', params: { regions } }], allowlist: { placeholders: false } });
  const m = new RuleMatcher([pack([rule('us', ['US']), rule('gb', ['GB']), rule('gb-again', ['GB'])])]);
  const found = (t: string) => m.scan(t, { keepOverlaps: true }).map((x) => `${x.ruleId.slice(2)} ${t.slice(x.start, x.end)}`).sort();
  const uk = '020 3184 7720';
  const nyc = '212 555 2187';
  const both = (gb: string[], us: string[]) => [...gb.flatMap((v) => [`gb ${v}`, `gb-again ${v}`]), ...us.map((v) => `us ${v}`)].sort();
  for (let round = 0; round < 2; round++) {
    assert.equal(found(`call ${uk} or ${nyc}`), both([uk], [nyc]));
    assert.equal(found(`call ${nyc} or ${uk}`), both([uk], [nyc]));
    assert.equal(found(`fax ${uk}, again ${uk}`), both([uk, uk], []));
    assert.equal(found(`office ${nyc}`), both([], [nyc]));
    assert.equal(found('none 000 0000 0000 here'), []);
  }
});

test('keywords gate a rule; keywordWindow bounds the region; secretGroup selects the value', () => {
  const m = new RuleMatcher([pack([{ id: 'tok', category: 'api_key', pattern: 'tok_([a-z0-9]{12})', secretGroup: 1, keywords: ['tok_'], keywordWindow: 20 }])]);
  const found = m.scan('x tok_abcdef123456 y');
  assert.equal(found.map((f) => [f.start, f.end]), [[6, 18]]);
  assert.equal(m.scan('no keyword here abcdef123456'), []);
});

test('reportGroup widens the reported span while the secret group alone is judged', () => {
  const rule = { id: 'url', category: 'connection_string', pattern: '(?<url>db://[a-z]+:(?<pw>[^@\\s]+)@[a-z.]+)', secretGroup: 'pw', reportGroup: 'url', keywords: ['db://'], allowlist: { values: ['changeme'], placeholders: true } };
  const m = new RuleMatcher([pack([rule])]);
  const text = 'use db://app:Xk9vQ2mZ7rT4@db.internal now, not db://app:changeme@db.internal';
  assert.equal(m.scan(text).map((f) => text.slice(f.start, f.end)), ['db://app:Xk9vQ2mZ7rT4@db.internal']);
});

test('secrets inside base64 are reported on the encoded span', () => {
  const m = new RuleMatcher([pack([{ id: 'tok', category: 'api_key', pattern: 'tok_[a-z0-9]{12}', keywords: ['tok_'] }])], { decoder: (t) => findEncodedPayloads(t) });
  const encoded = Buffer.from('config: token=tok_abcdef123456 end').toString('base64');
  const text = `blob ${encoded} done`;
  const [hit] = m.scan(text);
  assert.ok(hit, 'found inside base64');
  assert.is(text.slice(hit.start, hit.end), encoded);
  assert.is(hit.encoding, 'base64');
});

test('every copy of a found value is reported, but not a copy inside a longer word', () => {
  const m = new RuleMatcher([pack([{ id: 'pw', category: 'password', pattern: 'pw=(?<v>[a-z0-9]{6,})', secretGroup: 'v', keywords: ['pw='] }])]);
  const text = 'pw=postgres\nuser postgres logged in\nadapter: postgresql\nxpostgres';
  const spans = m.scan(text, { everyOccurrence: true }).map((x) => text.slice(x.start - 1, x.end + 1));
  assert.equal(spans, ['=postgres\n', ' postgres ']);
});

test('a decoded match never hides a plain one, and repeats nothing a plain match already says', () => {
  const m = new RuleMatcher(
    [pack([
      { id: 'mail', category: 'email', pattern: '[a-z]+@[a-z]+\\.io', keywords: ['@'] },
      { id: 'tok', category: 'api_key', pattern: 'tok_[a-z0-9]{12}', keywords: ['tok_'] },
    ])],
    { decoder: (t) => findEncodedPayloads(t) },
  );
  // One JSON string: a plain address, and a token only its \u escapes reveal.
  const text = '{"note": "mail megan@acme.io\\nkey tok\\u005fabcdef123456\\nbye"}';
  const found = m.scan(text).map((x) => `${x.ruleId}${x.encoding ? `[${x.encoding}]` : ''}:${text.slice(x.start, x.end)}`);
  assert.ok(found.includes('t/mail:megan@acme.io'), found.join(' | '));
  assert.is(found.filter((f) => f.startsWith('t/mail')).length, 1, 'the decoded copy of the address is not reported again');
  // The unformatted view reads the \u escape in place, so the token is reported once, on the escaped span.
  assert.equal(found.filter((f) => f.startsWith('t/tok')), ['t/tok:tok\\u005fabcdef123456'], 'the escaped token is found once');
});

test('a value the escapes leave legible is reported where it stands, not on the whole escaped string', () => {
  const m = new RuleMatcher([pack([{ id: 'dob', category: 'date_of_birth', pattern: '(?<="dob":")[0-9]{4}-[0-9]{2}-[0-9]{2}', keywords: ['"dob"'] }])], { decoder: (t) => findEncodedPayloads(t) });
  // A JSON document inside a JSON string: only its quotes are escaped, the date is written as is.
  const text = '{"event":"signup","body":"{\\"name\\":\\"x\\",\\"dob\\":\\"1944-05-14\\"}"}';
  const hits = m.scan(text);
  assert.equal(hits.map((h) => text.slice(h.start, h.end)), ['1944-05-14']);
  assert.is(hits[0]!.encoding, undefined, 'a plain find: nothing had to be decoded to read it');
  // Two copies in the decoded text, two in the encoded one: the second is the second.
  const twice = '{"a":"{\\"dob\\":\\"1944-05-14\\"}","b":"{\\"dob\\":\\"1950-01-02\\"}"}';
  assert.equal(m.scan(twice).map((h) => twice.slice(h.start, h.end)), ['1944-05-14', '1950-01-02']);
});

test('only and target select rules', () => {
  const m = new RuleMatcher([pack([{ id: 'a', pattern: 'alpha', keywords: ['alpha'] }, { id: 'b', pattern: 'alpha', keywords: ['alpha'], target: 'path' }])]);
  assert.equal(m.scan('alpha').map((x) => x.ruleId), ['t/a']);
  assert.equal(m.scan('alpha', { target: 'path' }).map((x) => x.ruleId), ['t/b']);
  assert.equal(m.scan('alpha', { only: new Set(['t/b']) }), []);
});

test('in a long text, a number an invisible character splits is found once through the revealed view, and a plain number once as it is', () => {
  const m = new RuleMatcher([pack([{ id: 'phone', category: 'phone', finder: 'phone-numbers' }])]);
  const filler = 'The committee reviewed the draft agenda and moved the budget item to the next session. '.repeat(25);
  const split = '0176 98\u200b76543';
  const text = `Call 0176 9876543 first. ${filler} Or use ${split} after six. ${filler}`;
  const found = m.scan(text).map((x) => `${x.ruleId}:${text.slice(x.start, x.end)}`);
  assert.equal(found.filter((f) => f.startsWith('t/phone')), ['t/phone:0176 9876543', `t/phone:${split}`], found.join(' | '));
});

test('with overlaps kept, a find that a view of the text repeats on the same span is reported once', () => {
  // The revealed view (digits glued to a word) finds the same request again: one find, as in a search of the text.
  const pattern = '(?<!\\b(?:never|not)\\b[^.\\n]{0,30})\\b(?:dm|send|tell)\\b(?=[^.\\n]{0,40}(?:here|below))[^.\\n]{0,40}?(?:password|pin(?: code)?)\\b';
  const m = new RuleMatcher([pack([{ id: 'r', category: 'api_key', pattern, flags: 'iu', allowlist: { placeholders: false } }])]);
  const text = 'Name\ndm 1belowpassword';
  assert.equal(m.scan(text, { keepOverlaps: true, decode: false }).map((f) => [f.start, f.end]), [[5, 22]]);
});

test.run();

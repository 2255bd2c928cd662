// The unformatted view (src/text/unformat.ts): markup, entities, emphasis, quoted-printable and
// JSON escapes written inside a value are taken out, the map points each character back at the
// original, ordinary text is left alone, and through pii_secrets the values become findings
// whose spans cover the value as written. All values are invented.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { unformatText } from '../../src/text/unformat.js';
import { toOriginal } from '../../src/text/offset-map.js';
import { assertMapValid } from './map-assert.js';
import { textArb } from './arbitraries.js';
import { runTextCheck } from '../support/checks.js';

const plain = (text: string): string | undefined => unformatText(text)?.text;

test('inline tags inside a value go, block tags stay', () => {
  assert.is(plain('Ref: 71<b>40</b>2233'), 'Ref: 71402233');
  assert.is(plain('<td>ab<span class="x">cd</span>ef</td>'), '<td>abcdef</td>');
  assert.is(plain('code 55<wbr>31 77'), 'code 5531 77');
  assert.is(plain('<p>x</p><br>'), undefined);
});

test('character references are decoded to the plain sign', () => {
  assert.is(plain('mara.quist&#64;example&#46;org'), 'mara.quist@example.org');
  assert.is(plain('+1&nbsp;(650)&nbsp;555&#8209;0199'), '+1 (650) 555-0199');
  assert.is(plain('ab&shy;cd &lt;x&gt;'), 'abcd &lt;x&gt;');
});

test('emphasis pairs inside a value go; masking runs and masked addresses stay', () => {
  assert.is(plain('Id: 48**3310**27'), 'Id: 48331027');
  assert.is(plain('ip 10~~4.21~~.9.8 and `ab`c'), 'ip 104.21.9.8 and abc');
  assert.is(plain('card **** **** **** 1881'), undefined);
  assert.is(plain('sent to t**@mail.test and r**@mail.test'), undefined);
  assert.is(plain('snake_case_name and my_var_two'), undefined);
});

test('quoted-printable only where soft line breaks show a QP body', () => {
  assert.is(plain('key=3Dab12=\ncd34'), 'key=ab12cd34');
  assert.is(plain('padding=3D is not QP here'), undefined);
  assert.is(plain('key: c2VjcmV0LXZhbHVl=\n---'), undefined);
});

test('JSON escapes of a sign, typographic spaces and soft hyphens', () => {
  assert.is(plain('"url": "https:\\/\\/h.test\\/x", "m": "a\\u0040b.test"'), '"url": "https://h.test/x", "m": "a@b.test"');
  assert.is(plain('"q": "say \\u0022hi\\u0022"'), undefined);
  // An escaped backslash escapes nothing after it: a Windows path keeps its `\\u0041…` as written.
  assert.is(plain('"p": "C:\\\\u0041dmin\\\\x"'), undefined);
  assert.is(plain('Herr\u00a0Tobin\u202fQuill, Ver\u00adtrag'), 'Herr Tobin Quill, Vertrag');
});

test('percent-escapes in a field value are decoded, unless they would write a quote or markup', () => {
  assert.is(plain('name=Ines%20Varga%2DOrt&dob=02%2F11%2F1990'), 'name=Ines Varga-Ort&dob=02/11/1990');
  assert.is(plain('city=Mal%C3%B6'), 'city=Malö');
  assert.is(plain('q=%3Cscript%3E and %22x%22 and 100%'), undefined);
});

test('the map points every character back into the original', () => {
  const text = 'x <b>1</b>2&#46;3**4**5 y';
  const v = unformatText(text)!;
  assertMapValid(v, text.length);
  const at = v.text.indexOf('12.345');
  assert.equal(toOriginal(v, at, at + 6), { start: 5, end: 23 });
  assert.equal(v.changed[0], { start: 2, end: 5 });
});

test('property: any text gives a valid map or no view', () => {
  fc.assert(
    fc.property(textArb, (t) => {
      const v = unformatText(t);
      if (v) assertMapValid(v, t.length);
    }),
    { numRuns: 300 },
  );
});

test('values written with markup are reported on the value as written', async () => {
  const cases = [
    { text: 'Email: ruth.okoro<span>nkwo@</span>mailbox.test', value: 'ruth.okoro<span>nkwo@</span>mailbox.test', category: 'email' },
    { text: 'Contact: pavel.lindt&#64;postbox.example.net', value: 'pavel.lindt&#64;postbox.example.net', category: 'email' },
    { text: '- **Server IP**: 81.2~~03.14~~.77', value: '81.2~~03.14~~.77', category: 'ip_address' },
  ];
  for (const c of cases) {
    const { findings } = await runTextCheck('pii_secrets', c.text);
    const f = findings.find((x) => x.category === c.category);
    assert.ok(f, `${c.category} in ${JSON.stringify(c.text)}`);
    assert.is(c.text.slice(f.start, f.end), c.value);
  }
});

test('formatted prose raises nothing', async () => {
  const { findings } = await runTextCheck('pii_secrets', '<p>Release <b>4.2</b> ships **today**; see `docs/setup.md` &amp; the&nbsp;notes.</p>');
  assert.equal(findings, []);
});

test.run();

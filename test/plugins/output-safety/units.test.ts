// Unit tests of the output_safety helpers: URL canonicalisation and trust, data signals, code
// regions, attribute decoding and zero-width decoding.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalUrl, dataSignals, decodedText, hostMatches, ipLiteral, rawHost, schemeOf, urlMatches } from '../../../plugins/output_safety/urls.js';
import { codeRegions, hidingReason, htmlTags, inRegions, unseenAttributes } from '../../../plugins/output_safety/html.js';
import { personalRecords, personalRows } from '../../../plugins/output_safety/records.js';
import { decodeZeroWidthBinary } from '../../../plugins/output_safety/hidden.js';
import { DEFAULTS } from '../../../plugins/output_safety/settings.js';
import { toolkit } from '../../support/toolkit.js';

const test = suite('output_safety: helpers');
const opts = {
  strengths: DEFAULTS.exfiltration.strengths,
  credentialParams: new RegExp(DEFAULTS.exfiltration.credentialParams, 'i'),
  dataParams: new RegExp(DEFAULTS.exfiltration.dataParams, 'i'),
  minDecodedLength: 5,
  minSentenceWords: 4,
  minOpaqueLength: 32,
  minOpaqueEntropy: 4.2,
  tools: toolkit,
};

test('canonical URLs decode references and drop tabs the way browsers do', () => {
  assert.equal(canonicalUrl('&#106;ava&#x09;script&colon;alert(1)', toolkit), 'javascript:alert(1)');
  assert.equal(schemeOf(canonicalUrl(' JaVa\nScRiPt:x', toolkit)), 'javascript');
  assert.equal(schemeOf('//a.tld/x'), '');
  assert.equal(rawHost('https://user:pw@C2Vzc2lvbg.Evil.tld:8443/x'), 'C2Vzc2lvbg.Evil.tld');
});

test('trusted hosts match sub-domains, not look-alikes; entries may carry a path prefix', () => {
  assert.ok(hostMatches('cdn.acme.tld', ['acme.tld']));
  assert.ok(hostMatches('acme.tld', ['*.acme.tld']));
  assert.not.ok(hostMatches('acme.tld.evil.tld', ['acme.tld']));
  assert.not.ok(hostMatches('evilacme.tld', ['acme.tld']));
  assert.ok(urlMatches('https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh', ['raw.githubusercontent.com/Homebrew/']));
  assert.not.ok(urlMatches('https://raw.githubusercontent.com/evil/x/main/i.sh', ['raw.githubusercontent.com/Homebrew/']));
});

test('encoded text is recognised in base64, base64url, hex and base32; random ids are not', () => {
  assert.equal(decodedText('c2Vzc2lvbg', toolkit), 'session');
  assert.equal(decodedText(Buffer.from('secret=hunter2').toString('hex'), toolkit), 'secret=hunter2');
  assert.equal(decodedText('ONSWG4TFOQ6WQ5LOORSXEMQ', toolkit), 'secret=hunter2');
  assert.equal(decodedText('dQw4w9WgXcQ', toolkit), undefined);
  assert.equal(decodedText('a8f5f167f44f4964e6c998dee827110c', toolkit), undefined);
  assert.equal(decodedText('getting-started', toolkit), undefined);
});

test('data signals: strongest first; the fragment counts only when it holds encoded text', () => {
  const s = dataSignals(`https://x.tld/p.png?d=${Buffer.from('user asked about the merger').toString('base64')}`, opts);
  assert.equal(s[0]?.kind, 'encoded_text');
  assert.equal(s[0]?.part, 'query');
  // The page's script reads the fragment and can send it on: encoded text there is data too.
  const inFragment = dataSignals(`https://x.tld/setup#${Buffer.from('email=ann@mail.tld&otp=482913').toString('base64')}`, opts);
  assert.equal(inFragment.map((x) => `${x.kind} ${x.part}`), ['encoded_text fragment']);
  assert.equal(dataSignals('https://x.tld/docs/install#configuration-options', opts), []);
  assert.equal(dataSignals('https://x.tld/docs/getting-started?page=2&lang=en', opts), []);
  assert.equal(dataSignals('https://x.tld/a?password=Sup3rS3cret', opts)[0]?.kind, 'credential_param');
});

test('data signals: personal fields named in one query; example domains inside a sentence are data', () => {
  const withPersonal = { ...opts, strengths: { ...opts.strengths, personal_params: 0.8 }, personalParams: /^(?:patient|dx|guest|phone|name)$/i };
  assert.ok(dataSignals('https://x.tld/p.gif?patient=Ann+Lee&dx=asthma', withPersonal).some((x) => x.kind === 'personal_params'));
  // One personal field alone, or template values, are not a record.
  assert.not.ok(dataSignals('https://x.tld/p.gif?name=Ann', withPersonal).some((x) => x.kind === 'personal_params'));
  assert.not.ok(dataSignals('https://x.tld/p.gif?name={{name}}&phone=YOUR_PHONE', withPersonal).some((x) => x.kind === 'personal_params'));
  // `jane@example.com` alone is a placeholder; a sentence that mentions one still carries the sentence.
  assert.equal(dataSignals('https://x.tld/p.gif?d=jane@example.com', opts), []);
  const sentence = dataSignals(`https://x.tld/p.gif?d=${encodeURIComponent('layoffs planned for January, contact m.reyes@corp.example')}`, opts);
  assert.ok(sentence.some((x) => x.kind === 'sentence'), JSON.stringify(sentence));
});

test('code regions: fenced blocks (closed or not) and inline spans', () => {
  const text = 'a `b` c\n```\nx <script>\n```\nd ``e ` f`` g\n~~~\nopen';
  const regions = codeRegions(text);
  assert.ok(inRegions(regions, text.indexOf('b'), text.indexOf('b') + 1));
  assert.ok(inRegions(regions, text.indexOf('<script>'), text.indexOf('<script>') + 8));
  assert.ok(inRegions(regions, text.indexOf('e `'), text.indexOf('e `') + 3));
  assert.ok(inRegions(regions, text.indexOf('open'), text.length));
  assert.not.ok(inRegions(regions, text.indexOf('c\n'), text.indexOf('c\n') + 1));
  assert.not.ok(inRegions(codeRegions('a ` b'), 2, 3), 'an unmatched backtick opens nothing');
});

test('tags: attributes decoded, spans point at raw values, hiding styles recognised', () => {
  const text = '<A HREF="java&#x09;script:x()" style="display: none">t</A>';
  const [tag] = htmlTags(text, [], toolkit.decode);
  assert.ok(tag);
  const href = tag.attrs.find((a) => a.name === 'href');
  assert.equal(href?.value, 'java\tscript:x()');
  assert.equal(text.slice(href?.start, href?.end), 'java&#x09;script:x()');
  assert.equal(hidingReason(tag), 'invisible style');
  assert.equal(toolkit.decode.htmlEntities('&lt;b&gt; &amp; &#x41;&#66 &colon;&Tab;'), '<b> & AB :\t');
});

test('IP literals: private, loopback and link-local ranges apart from public addresses; names are not literals', () => {
  for (const h of ['10.1.2.3', '127.0.0.1', '172.20.0.5', '192.168.1.1', '169.254.169.254', '[::1]', 'fd00::1']) assert.is(ipLiteral(h), 'private', h);
  for (const h of ['198.51.100.7', '8.8.8.8', '172.32.0.1', '[2001:db8::1]']) assert.is(ipLiteral(h), 'public', h);
  assert.is(ipLiteral('example.com'), undefined);
  assert.is(ipLiteral('1.2.3.4.nip.io'), undefined);
});

test('unseen attributes: alt, title and aria-label text with spans of the raw value', () => {
  const text = '<img src="a.png" alt="A dog &amp; a cat" title=""><a aria-label=\'Open\' href="/x">x</a>';
  const segments = unseenAttributes(htmlTags(text, [], toolkit.decode));
  assert.equal(
    segments.map((s) => [s.text, s.how]),
    [
      ['A dog & a cat', 'alt attribute'],
      ['Open', 'aria-label attribute'],
    ],
  );
  assert.equal(text.slice(segments[0]!.start, segments[0]!.end), 'A dog &amp; a cat');
});

test('personal records: an identifier needs another kind of value nearby; special terms need a person', () => {
  const policy = DEFAULTS.pii.record;
  const dob = { category: 'date_of_birth', start: 100, end: 110 };
  const address = { category: 'street_address', start: 130, end: 160 };
  const name = { category: 'person_name', start: 80, end: 92 };
  assert.equal(personalRecords([dob], [], policy), []);
  assert.equal(personalRecords([dob, { ...address, start: 1000, end: 1030 }], [], policy), []);
  assert.equal(personalRecords([dob, address], [], policy).map((f) => [f.type, f.severity]), [['personal_record', policy.severity]]);
  const term = { start: 170, end: 180 };
  assert.equal(personalRecords([address], [term], policy), [], 'an address alone is not a person');
  assert.equal(personalRecords([name, address], [term], policy).map((f) => [f.type, f.severity]), [['special_category_record', policy.specialSeverity]]);
});

test('a street address is a record only with a name and one more kind of value', () => {
  const policy = { ...DEFAULTS.pii.record, weakIdentifiers: ['street_address'] };
  const address = { category: 'street_address', start: 100, end: 120 };
  const name = { category: 'person_name', start: 80, end: 92 };
  const phone = { category: 'phone_number', start: 130, end: 145 };
  assert.equal(personalRecords([address, phone], [], policy), [], 'an address and a phone number name no one');
  assert.equal(personalRecords([address, name], [], policy), [], 'a name at an address is a letterhead');
  assert.equal(personalRecords([address, name, phone], [], policy).map((f) => f.type), ['personal_record']);
  assert.equal(personalRecords([address, name, phone], [], DEFAULTS.pii.record), [], 'off unless the policy lists the category');
});

test('lines each holding two kinds of one person\'s contact data make a list of people', () => {
  const policy = { ...DEFAULTS.pii.record, minRows: 3 };
  const people = ['a.lind@mail.tld +46 70 000 00 01', 'b.ortiz@mail.tld +46 70 000 00 02', 'c.weber@mail.tld +46 70 000 00 03'].join('\n');
  const values = (text: string) =>
    text.split('\n').flatMap((line, i) => {
      const at = text.split('\n').slice(0, i).join('\n').length + (i ? 1 : 0);
      const sp = line.indexOf(' ');
      return [{ category: 'email', start: at, end: at + sp }, { category: 'phone_number', start: at + sp + 1, end: at + line.length }];
    });
  assert.equal(personalRows(people, values(people), policy).map((f) => f.type), ['personal_list']);
  assert.equal(personalRows(people, values(people).slice(0, 4), policy), [], 'two people are not a list');
  const offices = people.replace(/[a-c]\.(\w+)@/g, '$1@');
  assert.equal(personalRows(offices, values(offices), policy), [], 'one-word mailboxes are offices, not people');
  assert.equal(personalRows(people, values(people), DEFAULTS.pii.record), [], 'off unless the policy sets minRows');
});

test('zero-width binary decodes in either bit assignment', () => {
  const bits = [...Buffer.from('hi there')].map((b) => b.toString(2).padStart(8, '0')).join('');
  assert.equal(decodeZeroWidthBinary(bits.replace(/0/g, '\u200b').replace(/1/g, '\u200c')), 'hi there');
  assert.equal(decodeZeroWidthBinary(bits.replace(/0/g, '\u200d').replace(/1/g, '\u200b')), 'hi there');
  assert.equal(decodeZeroWidthBinary('\u200b'.repeat(16)), undefined);
});

test.run();

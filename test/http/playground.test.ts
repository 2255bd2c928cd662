// GET /playground and its two assets: served from this origin under a strict CSP, with the
// stable hooks browser tests rely on, and nothing loaded from anywhere else.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../support/server.js';

const test = suite('http: playground');
let t: TestServer;

test.before(async () => {
  t = await startTestServer();
});
test.after(() => t.stop());

test('the page, its style and its script are served with a strict CSP', async () => {
  const page = await t.call('GET', '/playground');
  assert.is(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
  const csp = page.headers.get('content-security-policy') ?? '';
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /script-src 'self'(;|$)/);
  assert.match(csp, /connect-src 'self'(;|$)/);
  assert.not.match(csp, /unsafe-inline|unsafe-eval|\*/);
  for (const [route, type] of [
    ['/playground/playground.css', /^text\/css/],
    ['/playground/playground.js', /^text\/javascript/],
  ] as const) {
    const r = await t.call('GET', route);
    assert.is(r.status, 200, route);
    assert.match(r.headers.get('content-type') ?? '', type);
    assert.is(r.headers.get('x-content-type-options'), 'nosniff');
  }
});

test('the page has the stable hooks and no inline code or external assets', async () => {
  const html = (await t.call('GET', '/playground')).text;
  for (const id of ['key', 'text', 'run', 'decision']) assert.ok(html.includes(`data-testid="${id}"`), id);
  assert.not.match(html, /<script>|<style>|\son[a-z]+=/i, 'no inline script, style or handler');
  const assets = [html, (await t.call('GET', '/playground/playground.css')).text, (await t.call('GET', '/playground/playground.js')).text];
  for (const body of assets) assert.not.match(body, /(?:src|href)=["']?(?:https?:)?\/\/|url\((?:https?:)?\/\/|@import/i, 'nothing from another origin');
  assert.not.ok(assets[2]!.includes('innerHTML'), 'submitted text is never inserted as markup');
  assert.not.ok(assets[2]!.includes('localStorage'), 'the key stays in the tab');
});

test.run();

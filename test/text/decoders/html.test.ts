import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseEntity, scanHtmlEntities } from '../../../src/text/decoders/html.js';

test('parseEntity: numeric (with and without ;), hex, named', () => {
  assert.equal(parseEntity('&#105;', 0), { end: 6, value: 'i', numeric: true });
  assert.equal(parseEntity('&#105x', 0), { end: 5, value: 'i', numeric: true });
  assert.equal(parseEntity('&#x69;', 0), { end: 6, value: 'i', numeric: true });
  assert.equal(parseEntity('&lt;', 0), { end: 4, value: '<', numeric: false });
  assert.equal(parseEntity('&#xD800;', 0), { end: 8, value: '\uFFFD', numeric: true });
  assert.is(parseEntity('&bogus;', 0), null);
  assert.is(parseEntity('& ', 0), null);
});

test('scan: groups decoded with surrounding word characters', () => {
  const s = 'say &#105;gnore now';
  assert.equal(scanHtmlEntities(s).map((c) => [s.slice(c.start, c.end), c.decoded]), [['&#105;gnore', 'ignore']]);
  const x = 'javascript&colon;alert&lpar;1&rpar;';
  assert.equal(scanHtmlEntities(x).map((c) => c.decoded), ['javascript:alert(1)']);
});

test('scan: a lone named entity is ordinary HTML', () => {
  assert.equal(scanHtmlEntities('Tom &amp; Jerry'), []);
  assert.equal(scanHtmlEntities('it&#39;s'), []);
});

test.run();

// `header-names`: the display name before an address in a message header or an attribution line.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getFinder } from '../../src/engine/finders/index.js';
import { growth, MAX_GROWTH } from '../support/growth.js';

const test = suite('engine: header-names');

const find = getFinder('header-names')!.prepare({ locales: ['en', 'pl', 'fr', 'de', 'tr', 'ja_Latn'], notNameWords: ['billing', 'support'] });
const shown = (text: string): string[] => find(text).map((s) => text.slice(s.start, s.end));

test('names in the shapes address books write them, on header lines of several languages', () => {
  assert.equal(shown('To: KOWALCZYK, Marta <m.kowalczyk@poczta-firma.pl>'), ['KOWALCZYK, Marta']);
  assert.equal(shown('Von: Jonas BECKER <jbecker@mailhaus.de>'), ['Jonas BECKER']);
  assert.equal(shown('Kime: YILDIZ Emre <e***z@postakutu.com.tr>'), ['YILDIZ Emre'], 'a masked address still marks the header');
  assert.equal(shown('Cc: K. Lindqvist <k.lindqvist@bolaget.se>'), [], 'initials need a surname of the loaded locales (no Swedish names here)');
  assert.equal(shown('Cc: P. Lambert <p.lambert@maison-mail.fr>'), ['P. Lambert'], 'initials before a known surname');
  assert.equal(shown('> De : "Camille Moreau" <c.moreau@boite-mail.fr>'), ['Camille Moreau'], 'a quoted header line');
});

test('attribution lines of quoted replies, whatever the verb', () => {
  assert.equal(shown('Le 14/02/2026 à 09:12, MOREAU, Camille <c***e@boite-mail.fr> a écrit :'), ['MOREAU, Camille']);
  assert.equal(shown('12.11.2026 tarihinde Elif Demir <elif.demir@postakutu.com.tr> yazdı:'), ['Elif Demir']);
  assert.equal(shown('On 2026-03-02, SATO Haruka <h.sato@yubin.example.jp> wrote:'), ['SATO Haruka']);
});

test('senders that are organisations, and names outside the header structure, are not reported', () => {
  assert.equal(shown('From: SNCF Connect <ne-pas-repondre@voyages-exemple.fr>'), []);
  assert.equal(shown('From: ACME Billing <billing@acme-shop.net>'), []);
  assert.equal(shown('From: Marta Support <help@acme-shop.net>'), [], 'a word the rule names as no name');
  assert.equal(shown('To: Order SUMMARY <orders@acme-shop.net>'), []);
  assert.equal(shown('Subject: NOWAK, Agnieszka asked about <her> invoice'), []);
  assert.equal(shown('KOWALCZYK, Marta <m.kowalczyk@poczta-firma.pl> sent the report'), [], 'no header field, no attribution line');
});

test('the name alone on the line after a signature delimiter, with a known given name', () => {
  assert.equal(shown('thanks\n\n-- \nMarta Kowalczyk\nhelpdesk, ext. 12'), ['Marta Kowalczyk']);
  assert.equal(shown('thanks\n\n-- \nDr. Camille Moreau-Lambert\n@ Clinique'), ['Camille Moreau-Lambert'], 'the title stays outside');
  assert.equal(shown('thanks\n\n-- \nMarta O\'Neill\n'), ['Marta O\'Neill']);
  assert.equal(shown('thanks\n\n-- \nAcme Billing Team\n'), [], 'no known given name');
  assert.equal(shown('thanks\n\n-- \nSent from my phone\n'), []);
  assert.equal(shown('thanks\n\nMarta Kowalczyk\n'), [], 'no delimiter');
});

test('the scan is linear in the text', () => {
  const line = 'To: KOWALCZYK, Marta <m.kowalczyk@poczta-firma.pl>\n';
  const ratio = growth((size) => void find(line.repeat(Math.ceil(size / line.length))), 131_072);
  assert.ok(ratio < MAX_GROWTH, `8× the text cost ${ratio.toFixed(1)}×`);
});

test.run();

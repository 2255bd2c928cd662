// `recipient-names`: the addressee on the line above a postal address.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getFinder } from '../../src/engine/finders/index.js';

const test = suite('engine: recipient-names');

const find = getFinder('recipient-names')!.prepare({ locales: ['en', 'pl', 'fr', 'pt_PT'], notNameWords: ['gmbh', 'bank'] });
const shown = (text: string): string[] => find(text).map((s) => text.slice(s.start, s.end));

test('a name in a shape no organisation takes, above an address line', () => {
  assert.equal(shown('Statement\nNOWAK, Agnieszka\nul. Długa 14/3, 31-147 Kraków\n'), ['NOWAK, Agnieszka']);
  assert.equal(shown('Facture\nClaire DUBOIS\n7 rue des Lilas, 44000 Nantes\n'), ['Claire DUBOIS']);
  assert.equal(shown('Mr A. Ferreira\nRua Augusta 100, 1100-053 Lisboa'), ['A. Ferreira'], 'the title stays outside');
});

test('a known given name and a surname known as a part of names of any origin, above an address line', () => {
  assert.equal(shown('Invoice RE289700889\n\nGrace Fairbairn\n1711 Willow Lane, Tacoma, WA 98438\n'), ['Grace Fairbairn']);
  assert.equal(shown('Grace Church\n12 Main Street, Leeds LS1 2AB\n'), [], 'a church is no surname');
});

test('letterheads, headings, fields and sentences are not addressees', () => {
  assert.equal(shown('Nordlicht Logistik GmbH\nHafenstraße 12, 20457 Hamburg\n'), []);
  assert.equal(shown('Order SUMMARY\n12 Main St, Leeds LS1 2AB\n'), []);
  assert.equal(shown('NOWAK, Agnieszka\nReference: 14, 2025\n'), [], 'the next line is a field, not an address');
  assert.equal(shown('NOWAK, Agnieszka\n'), [], 'no address line after it');
  assert.equal(shown('Boulangerie MARTIN\n12 rue Haute, 44000 Nantes\n'), [], 'a trade word before a name in capitals is a shop sign');
  assert.equal(shown('Salon CLAIRE\n3 Market Row, Leeds LS1 6AB\n'), []);
  assert.equal(shown('DUBOIS, Bistro\n7 rue des Lilas, 44000 Nantes\n'), [], 'no known given name after the comma');
  assert.equal(shown('Dear Claire DUBOIS, thanks\n7 rue des Lilas, 44000 Nantes\n'), [], 'a sentence, not a name line');
});

test.run();

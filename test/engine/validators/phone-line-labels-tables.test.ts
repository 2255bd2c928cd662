// A "no."/"nr."/"n°" label names a phone line when a national short form for telephone stands
// before it (tlf., tfn, puh., cel., cep, kom., portable); a table column of article, order or
// serial numbers holds no phone numbers, while a column named for a line or a contact keeps them.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { getFinder } from '../../../src/engine/finders/index.js';
import { inItemNumberColumn } from '../../../src/engine/finders/phone-table-header.js';

const find = getFinder('phone-numbers')!.prepare(undefined);

test('finder: national short forms for telephone before "no."/"nr."/"n°" keep the number', () => {
  for (const t of [
    'Ring til Søren Mikkelsen på tlf.nr. 41 27 83 90',
    'Fale com a Inês, cel. nº 11 97654-3210',
    'Ring Agnes på tfn. nr 070-412 55 83',
    'Soita Ville Laaksolle, puh. nro 040 551 2299',
    'Joindre au portable n° 06 21 43 65 87',
  ])
    assert.equal(find(t).length, 1, t);
  for (const t of ['Register entry no. 0176 2210 4491, closed', 'Akte Nr. 030 5512 7744'])
    assert.equal(find(t), [], t);
});

test('finder: article, SKU and order columns hold no phone numbers; a phone or contact column keeps them', () => {
  const articles = '| Artikel | Menge | Nummer |\n| Dübel 8mm | 40 | 0176 5512 9083 |\n| Winkel | 12 | 0163 4470 1125 |';
  assert.equal(find(articles), []);
  const sku = 'Produkt;SKU;Preis\nBohrer;0152 6634 2218;12,90\nSäge;0171 2290 5514;24,50';
  assert.equal(find(sku), []);
  const phones = '| Name | Rolle | Telefon |\n| Lena Kraus | Einkauf | 0176 5512 9083 |\n| Timo Becker | Lager | 0151 4470 1125 |';
  assert.equal(find(phones).length, 2);
  const partners = '| Partner | Nummer |\n| Lena Kraus | 0176 5512 9083 |\n| Timo Becker | 0151 4470 1125 |';
  assert.equal(find(partners).length, 2);
});

test('inItemNumberColumn: reads the column header, not words inside other headers', () => {
  const t = 'Teilnehmer,Nummer,Ort\nJana,0176 5512 9083,Kiel\nOle,0151 4470 1125,Jena';
  const s = t.indexOf('0176');
  assert.not.ok(inItemNumberColumn(t, s, s + 14));
  const o = 'Kunde,Bestellnr.,Datum\nJana,0176 5512 9083,2025-03-02\nOle,0151 4470 1125,2025-03-04';
  const p = o.indexOf('0176');
  assert.ok(inItemNumberColumn(o, p, p + 14));
});

test.run();

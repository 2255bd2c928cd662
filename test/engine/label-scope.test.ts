// How far a label reaches: a question holding a small number still asks for a passport, a word
// that merely starts like a passport word is no passport label, a birthday is not a date of birth
// on the next line, a card word elsewhere in a sentence does not silence a phone number, and an
// inner capital belongs to a surname only in the surname shapes that have one.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runTextCheck } from '../support/checks.js';
import { getFinder } from '../../src/engine/finders/index.js';

const test = suite('pii packs: label scope');

async function categories(text: string): Promise<Map<string, string[]>> {
  const result = await runTextCheck('pii_secrets', text);
  const by = new Map<string, string[]>();
  for (const f of result.findings) {
    const list = by.get(f.category) ?? [];
    list.push(text.slice(f.utf16_start, f.utf16_end));
    by.set(f.category, list);
  }
  return by;
}

const of = async (text: string, category: string): Promise<string[]> => (await categories(text)).get(category) ?? [];

test('a passport question holding a small number still asks for the passport', async () => {
  assert.equal(await of('Could I have your passport number for booking 2?\nCaller: C4830271', 'passport_number'), ['C4830271']);
  assert.equal(await of('Agent: and the passport number for traveller 3 of 4?\nGuest: K7215904', 'passport_number'), ['K7215904']);
  assert.equal(await of('Hotline: Ihre Passnummer für Zimmer 12, bitte?\nGast: 51928374', 'passport_number'), ['51928374']);
});

test('a label line already carrying a long number is a filled-in field, not a question', async () => {
  assert.equal(await of('Passport no.: 0' + '61827394' + '\nReference: 73019264', 'passport_number').then((v) => v.includes('73019264')), false);
  assert.equal(await of('Pasaporte: K' + '5291736' + '\nCódigo: 61820394', 'passport_number').then((v) => v.includes('61820394')), false);
  assert.equal(await of('Paspoortnummer: QRTZ7WXB (uitgegeven in Gent)\nKlantnummer: 518203947', 'passport_number').then((v) => v.includes('518203947')), false, 'a code of capitals with one digit fills the field too');
});

test('a word that only starts like a passport word is no passport question', async () => {
  assert.equal(await of('Agent: Was ist passiert?\nKunde: 30901234', 'passport_number'), []);
  assert.equal(await of('Agent: Was ist denn genau passiert?\nKundin: 71625309', 'passport_number'), []);
  assert.equal(await of('Agent: Anything else passing through customs?\nCaller: 40182736', 'passport_number'), []);
  assert.equal(await of('Virkailija: Saanko passin numeron?\nAsiakas: P5190283', 'passport_number'), ['P5190283'], 'a Finnish inflection still counts');
  assert.equal(await of('Virkailija: Passinumero?\nAsiakas: 61829304', 'passport_number'), ['61829304']);
});

test('a bare birthday word with a date on the next line is no date of birth', async () => {
  assert.equal(await of('生日\n2024年5月3日 派对', 'date_of_birth'), []);
  assert.equal(await of('생일\n2023년 9월 14일 파티 준비', 'date_of_birth'), []);
  assert.equal(await of('誕生日\n2025年1月20日 会場予約', 'date_of_birth'), []);
  assert.equal(await of('出生日期\n1983年6月12日\n邮箱', 'date_of_birth'), ['1983年6月12日'], 'a full date-of-birth label still reaches the next line');
  assert.equal(await of('생년월일\n1977년 2월 8일', 'date_of_birth'), ['1977년 2월 8일']);
  assert.equal(await of('生日：1990年7月4日', 'date_of_birth'), ['1990年7月4日'], 'on the same line the birthday word stays a label');
});

test('a card word elsewhere in the sentence does not silence a phone number', async () => {
  assert.equal(await of('Para bloquear su tarjeta llame al 912 345 678 las 24 horas.', 'phone_number'), ['912 345 678']);
  assert.equal(await of('Kartennummer gesperrt? Rufen Sie 030 12345678 an.', 'phone_number'), ['030 12345678']);
  assert.equal(await of('Perdeu o cartão? Ligue para 213 456 789 a qualquer hora.', 'phone_number'), ['213 456 789']);
});

test('a card label right before its digit groups still makes them card pieces', async () => {
  assert.equal(await of('| Nr karty | 4716 2231  | 9087 5512 |', 'phone_number'), []);
  assert.equal(await of('Tarjeta: 4532 8810 2231', 'phone_number'), []);
  assert.equal(await of('| Número do cartão | 5412\n7790   | 3321 8890 |', 'phone_number'), [], 'groups wrapped onto the next line');
});

test('an inner capital belongs only to surname shapes that carry one', async () => {
  assert.equal(await of('Full name?\nCaller: YouTube Premium', 'person_name'), []);
  assert.equal(await of('Agent: Full name?\nCaller: PayPal Account', 'person_name'), []);
  assert.equal(await of('Agent: Account holder?\nCaller: Fergus McAllister', 'person_name'), ['Fergus McAllister']);
  assert.equal(await of('Agent: Full name?\nCaller: Aoife FitzGerald', 'person_name'), ['Aoife FitzGerald']);
  assert.equal(await of("Agent: Full name?\nCaller: Declan O'Rourke", 'person_name'), ["Declan O'Rourke"]);
});

test('phone-numbers notAfterLabels: only the number\'s own label counts, and the list is checked', () => {
  const find = getFinder('phone-numbers')!.prepare({ regions: ['DE', 'ES'], notAfterLabels: ['kartennummer', 'tarjeta'] });
  const shown = (text: string): string[] => find(text).map((s) => text.slice(s.start, s.end));
  assert.equal(shown('Kartennummer: 0171 2345678'), []);
  assert.equal(shown('Kartennummer verloren? Bitte 0171 2345678 anrufen.'), ['0171 2345678']);
  assert.equal(shown('TARJETA 612 345 678'), [], 'labels are matched without regard to case');
  assert.equal(shown('Kartennummer: vier eins fünf, 4471, null eins sieben eins, zwei drei vier fünf sechs sieben acht'), [], 'a card read out in digit words');
  // A long run of digit groups after the label: an ambiguous group pattern would backtrack
  // exponentially here and never return.
  const long = 'Tarjeta ' + '1234 '.repeat(200) + 'llame al 612 345 678';
  assert.equal(shown(long), ['612 345 678']);
  assert.equal(shown('Tarjetas: llame al 612 345 678'), ['612 345 678'], 'a label is a whole word');
  assert.throws(() => getFinder('phone-numbers')!.prepare({ notAfterLabels: ['card', ''] }));
  assert.throws(() => getFinder('phone-numbers')!.prepare({ notAfterLabels: 'card' }));
});

test('an order, invoice, lot or id label printed on the line above a number names it as on the same line; a phone label above, or a sentence above, does not', async () => {
  for (const text of ['Invoice no.\n0612 884 301', 'Lot number\n0612 884 301', 'Numéro de commande :\n06 12 88 43 01', 'Bestellnummer\r\n   0160 5523871', '注文番号\n090-4417-2086', 'Customer ID\n0160 5523871'])
    assert.equal(await of(text, 'phone_number'), [], JSON.stringify(text));
  assert.equal(await of('Invoice no. 4471\nMobile\n0160 5523871', 'phone_number'), ['0160 5523871']);
  assert.equal(await of('Invoice no.\nCall 0160 5523871', 'phone_number'), ['0160 5523871']);
  assert.equal(await of('Questions about the invoice? Ring me.\n0160 5523871', 'phone_number'), ['0160 5523871']);
  assert.equal(await of('Rechnung 2291 ist bezahlt; rufen Sie mich an\n0160 5523871', 'phone_number'), ['0160 5523871']);
});

test.run();

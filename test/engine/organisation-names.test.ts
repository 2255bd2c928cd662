// Names that stand for a firm, a role or a nickname rather than a person: chat handles of ordinary
// words, transcript roles, firms named after people in running text and sign-offs, and honorifics
// written after a name. Every example is written for this test.

import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getFinder } from '../../src/engine/finders/index.js';
import { loadNames } from '../../src/engine/finders/person-names.js';
import { handleNamesPerson, nameHandle } from '../../src/engine/validators/name-handle.js';

const test = suite('engine: organisation and nickname names');

const pack = JSON.parse(readFileSync(new URL('../../../rules/pii-personal.json', import.meta.url), 'utf8')) as { rules: Array<{ id: string; finder?: { params?: Record<string, unknown> } }> };
const paramsOf = (id: string): Record<string, unknown> => pack.rules.find((r) => r.id === id)!.finder!.params!;
const shown = (find: (t: string) => Array<{ start: number; end: number }>, text: string): string[] => find(text).map((s) => text.slice(s.start, s.end));

test('name-handle: a handle names a person when a part is a known given name or surname, or every part a name part', () => {
  const names = loadNames(['en', 'de', 'pl', 'pt_BR', 'fr', 'tr']);
  for (const handle of ['marta.kowalska', 'joao_ferreira', 'lena-hoffmann', 'claire.martin', 'ayşe.yılmaz', 'x.fischer'])
    assert.ok(handleNamesPerson(handle, names), handle);
  for (const handle of ['sleepy_panda', 'gato_preto', 'ops-kanal', 'nuage_gris', 'blue.moon.rising', 'solo']) assert.not.ok(handleNamesPerson(handle, names), handle);
  assert.not.ok(handleNamesPerson('sunny.skies', names, new Set(['Sunny'])), 'an ambiguous given name is no evidence');
  assert.ok(nameHandle.validate('MARTA.KOWALSKA', { locales: ['pl'] }), 'compared in lower case');
  assert.not.ok(nameHandle.validate('sleepy_panda', { locales: ['en'] }));
});

const running = getFinder('person-names')!.prepare(paramsOf('person-name-running-text'));

test('running text: a firm\'s word before or after the name, a legal form, an institution make it no person', () => {
  assert.equal(shown(running, 'Afspraak met Tandartspraktijk Janssen op dinsdag.'), []);
  assert.equal(shown(running, 'Termin bei Hausverwaltung Becker am Montag.'), []);
  assert.equal(shown(running, 'Het contract met Autobedrijf Peters is verlengd.'), []);
  assert.equal(shown(running, 'We hired Nowak Sobczak sp. z o.o. for the move.'), []);
  assert.equal(shown(running, 'De leverancier is Anna Smit Stichting uit Delft.'), []);
  assert.equal(shown(running, 'Ich habe mit Jonas Becker gesprochen.'), ['Jonas Becker'], 'a person is still read');
  assert.equal(shown(running, 'Gestern hat Jonas Becker angerufen.'), ['Jonas Becker']);
});

test('running text: a firm named after a surname, a legal form after one trade word, an institution joined by a hyphen', () => {
  assert.equal(shown(running, 'Proben gingen an das Emil Hartmann-Institut in Kiel.'), [], 'a hyphenated institution word');
  assert.equal(shown(running, 'Die Max Planck-Gesellschaft hat geantwortet.'), []);
  assert.equal(shown(running, 'Offerte von Lindqvist AB erhalten.'), [], 'a legal form in capitals');
  assert.equal(shown(running, 'Kunde: Lars Hansen; leverandør Hansen Bygg AS'), ['Lars Hansen'], 'the surname inside the firm is no later mention');
  assert.equal(shown(running, 'Asiakas: Mikko Virtanen. Toimittaja: Virtanen Logistiikka Oy'), ['Mikko Virtanen']);
  assert.equal(shown(running, 'Odbiorca: Paweł Kowalczyk. Przewoźnik: Kowalczyk Transport sp. z o.o.'), ['Paweł Kowalczyk']);
  assert.equal(shown(running, 'Ticket from Jonas Berg. Berg said he would call.'), ['Jonas Berg', 'Berg'], 'a later mention outside a firm still counts');
  assert.equal(shown(running, 'Gestern hat Jonas Becker-Lang angerufen.'), ['Jonas Becker-Lang'], 'a double-barrelled surname is no institution');
});

test('running text: an honorific after the name stays outside it', () => {
  assert.equal(shown(running, 'Lütfen Emre Kılıç Bey\'i yarın arayın.'), ['Emre Kılıç']);
  assert.equal(shown(running, 'Toplantıya Zeynep Arslan Hanım da katılacak.'), ['Zeynep Arslan']);
  assert.equal(shown(running, 'Please forward it to Rakesh Verma Ji before Monday.'), ['Rakesh Verma']);
});

test('chat speakers: roles of a service call and nicknames of three syllables are no speakers', () => {
  assert.equal(shown(running, 'Medewerker: Goedemorgen, waarmee kan ik helpen?\nBeller: Mijn pakket is niet aangekomen.\nMedewerker: Ik kijk het na.\nBeller: Dank u wel.'), []);
  assert.equal(shown(running, 'Temsilci: Merhaba.\nArayan: Faturam yanlış geldi.\nTemsilci: Hemen bakıyorum.\nArayan: Teşekkürler.'), []);
  assert.equal(shown(running, '[09:30] 小熊猫: 有人在吗？\n[09:35] 值班: 在\n[09:36] 小熊猫: 好的谢谢\n[09:40] 值班: 不客气'), []);
  assert.equal(shown(running, '[10:00] 밤고양이: 누구 있어요?\n[10:02] 방장: 네\n[10:03] 밤고양이: 감사합니다\n[10:04] 방장: 수고하세요'), []);
  assert.equal(shown(running, '[19:02] 健太: 今日は遅くなります\n[19:05] 美穂: 了解、気をつけてね\n[19:07] 健太: ありがとう'), ['健太', '美穂', '健太'], 'Japanese given names still speak');
});

const fields = getFinder('person-fields')!.prepare({
  roles: { en: ['caller', 'customer'], ar: ['العميل', 'الموظف'] },
  closings: ['सादर', 'Saygılarımızla'],
  notNameParts: ['ग्राहक', 'सेवा', 'Müşteri', 'Hizmetleri'],
});

test('person-fields: a nested label, a speaker\'s sentence and a department sign-off are no names', () => {
  assert.equal(shown(fields, 'Caller: Account Number: 4471'), []);
  assert.equal(shown(fields, 'العميل: رقم الجواز: A1234567'), []);
  assert.equal(shown(fields, 'الموظف: سنرسل الفاتورة غدا.'), []);
  assert.equal(shown(fields, 'सादर,\nआरोग्य क्लिनिक ग्राहक सेवा'), []);
  assert.equal(shown(fields, 'Saygılarımızla\nDeniz Sigorta Müşteri Hizmetleri'), []);
  assert.equal(shown(fields, 'Customer: Laura Chen\nPlan: Basic'), ['Laura Chen'], 'a name under a role is still read');
  assert.equal(shown(fields, 'العميل: سلمى العتيبي\nالهاتف: 0501234567'), ['سلمى العتيبي']);
});

const cjk = getFinder('cjk-names')!.prepare(paramsOf('person-name-cjk'));

test('cjk-names: a Japanese name before an honorific inside a sentence', () => {
  assert.equal(shown(cjk, '会議では佐藤 美咲さんが説明しました。'), ['佐藤 美咲']);
  assert.equal(shown(cjk, '担当の鈴木 花子さんにご連絡ください。'), ['鈴木 花子']);
  assert.equal(shown(cjk, '森田拓海様との打ち合わせは明日です。'), ['森田拓海']);
  assert.equal(shown(cjk, '本日田中さんが来ました。'), [], 'a family name alone');
  assert.equal(shown(cjk, '昨日大阪市さんから連絡。'), [], 'a city');
});

test.run();

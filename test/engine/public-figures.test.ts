// The public-figures resource of the running-text name finders: well-known public and historical
// persons named in passing are not personal data, while a private person's name in a field, a
// record cell or a signature is reported even when a famous person shares it.

import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PUBLIC_FIGURES_FILE, figureKey, publicFigureKeys, type PublicFiguresFile } from '../../src/engine/finders/name-resource.js';
import { getFinder } from '../../src/engine/finders/index.js';
import { runTextCheck } from '../support/checks.js';

const test = suite('engine: public figures');

const pack = JSON.parse(readFileSync(new URL('../../../rules/pii-personal.json', import.meta.url), 'utf8')) as { rules: Array<{ id: string; finder?: { params?: Record<string, unknown> } }> };
const paramsOf = (id: string): Record<string, unknown> => pack.rules.find((r) => r.id === id)!.finder!.params!;
const shown = (find: (t: string) => Array<{ start: number; end: number }>, text: string): string[] => find(text).map((s) => text.slice(s.start, s.end));

test('the resource: a versioned list of names in groups, each listed once however it is accented or hyphenated, in several scripts', () => {
  const file = JSON.parse(readFileSync(PUBLIC_FIGURES_FILE, 'utf8')) as PublicFiguresFile;
  assert.match(file.version, /^[0-9]+\.[0-9]+\.[0-9]+$/);
  const names = Object.values(file.groups).flat();
  assert.ok(names.length >= 1000, `${names.length} names`);
  for (const [group, list] of Object.entries(file.groups)) assert.ok(list.length > 0, `${group} is empty`);
  const keys = names.map(figureKey);
  const repeated = keys.filter((k, i) => keys.indexOf(k) !== i);
  assert.equal(repeated, [], 'every name listed once');
  assert.is(publicFigureKeys().size, names.length);
  for (const script of ['Latin', 'Han', 'Hangul', 'Cyrillic', 'Arabic', 'Devanagari']) {
    const re = new RegExp(`\\p{Script=${script}}`, 'u');
    assert.ok(names.some((n) => re.test(n)), `a name written in ${script}`);
  }
});

test('names are compared without accents, case, hyphens and spaces', () => {
  assert.is(figureKey('Édith Piaf'), figureKey('Edith Piaf'));
  assert.is(figureKey('Lech Wałęsa'), figureKey('Lech Walesa'));
  assert.is(figureKey('Kim Jong-un'), figureKey('Kim Jong Un'));
  assert.is(figureKey('大谷 翔平'), figureKey('大谷翔平'));
  assert.is.not(figureKey('Anna Schmidt'), figureKey('Anna Schmitt'));
  // Marks of scripts other than Latin are letters' parts there: kept.
  assert.is.not(figureKey('मोदी'), figureKey('मद'));
});

test('running text: a listed person is skipped, a private person beside them and a near namesake are reported', () => {
  const params = paramsOf('person-name-running-text');
  assert.is(params['publicFigures'], true, 'the running-text rule reads the resource');
  const find = getFinder('person-names')!.prepare(params);
  const without = getFinder('person-names')!.prepare({ ...params, publicFigures: false, publicFigureCues: [] });
  const text = 'Over lunch Sabine Kästner said Nelson Mandela spent 27 years in prison.';
  assert.equal(shown(without, text), ['Sabine Kästner', 'Nelson Mandela'], 'without the list both are read as names');
  assert.equal(shown(find, text), ['Sabine Kästner']);
  assert.equal(shown(find, "Our choir sang Wolfgang Amadeus Mozart's Requiem."), []);
  assert.equal(shown(find, 'Die Predigt zitierte Jan Paweł II mehrmals.'), []);
  assert.equal(shown(find, 'Wir lesen gerade Astrid Lindgrens Bücher vor.'), []);
  assert.equal(shown(find, 'Das ist Jonas Wendtlands neues Auto.'), ['Jonas Wendtlands']);
  assert.equal(shown(find, 'Yesterday Nelson Mandelbaum signed the lease.'), ['Nelson Mandelbaum']);
  assert.equal(shown(find, 'Yesterday Maria Callas-Weber signed the lease.'), ['Maria Callas-Weber']);
  // The authors of well-known languages and algorithms, quoted in developers' threads.
  assert.equal(shown(find, 'Reviewed by Jonas Wendtland: as Edsger Dijkstra put it, simplicity is a prerequisite.'), ['Jonas Wendtland']);
  assert.equal(shown(find, 'Bjarne Stroustrup would not write it this way, says Helga Brandvik.'), ['Helga Brandvik']);
});

test('running text: a work about a person and a place or prize named after one', () => {
  const find = getFinder('person-names')!.prepare(paramsOf('person-name-running-text'));
  // Cue words mark the subject of a biography even when the list does not know the person.
  assert.equal(shown(find, 'She is writing a biography of Jonas Wendtland, the mayor of 1890.'), []);
  assert.equal(shown(find, 'Die Feier fand im Gymnasium Jonas Wendtland statt.'), []);
  assert.equal(shown(find, 'Geld kam von Jonas Wendtland Stiftung und Fundación Jonas Wendtland.'), []);
  assert.equal(shown(find, 'Tôi vừa đọc xong tiểu sử Phan Quốc Bảo.'), []);
  assert.equal(shown(find, 'Người sử dụng Phan Quốc Bảo đã đăng nhập.'), ['Phan Quốc Bảo']);
  // A profile under a label is about a private person: no cue.
  assert.equal(shown(find, 'Speaker biography: Jonas Wendtland leads the data team.'), ['Jonas Wendtland']);
  // The same name as the subject of a plain sentence is a person.
  assert.equal(shown(find, 'Yesterday Jonas Wendtland paid the invoice.'), ['Jonas Wendtland']);
});

test('Han and Hangul: a listed person in running text or after a screening label is skipped; a chat speaker is not', () => {
  const params = paramsOf('person-name-cjk');
  assert.is(params['publicFigures'], true);
  const find = getFinder('cjk-names')!.prepare(params);
  assert.equal(shown(find, '最接近的人物: 毛泽东\n'), []);
  assert.equal(shown(find, '[10:02] 毛泽东: 你好\n[10:03] 客服: 请稍等'), ['毛泽东']);
  assert.equal(shown(find, '姓名: 王雪梅\n'), ['王雪梅']);
});

const personNames = async (text: string): Promise<string[]> =>
  (await runTextCheck('pii_secrets', text)).findings.filter((f) => f.category === 'person_name').map((f) => text.slice(f.utf16_start, f.utf16_end));

test('a field, a record cell or a signature overrides the list: the shipped packs still report a private namesake there', async () => {
  assert.equal(await personNames('I watched a documentary about Michael Jordan last night.'), []);
  assert.ok((await personNames('Customer: Michael Jordan\nPlan: Fibre 500\n')).includes('Michael Jordan'));
  assert.ok((await personNames('Patient: Maria Callas\nWard: 4B\n')).includes('Maria Callas'));
  const csv = 'id,first_name,last_name,city\n7,Michael,Jordan,Leeds\n8,Sabine,Kästner,Bonn\n';
  const inCsv = await personNames(csv);
  assert.ok(inCsv.includes('Jordan') || inCsv.includes('Michael'), JSON.stringify(inCsv));
  assert.ok((await personNames('Thanks for your patience.\n\nKind regards,\nMichael Jordan\n')).includes('Michael Jordan'));
});

test.run();

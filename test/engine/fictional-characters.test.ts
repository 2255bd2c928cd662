// The fictional-characters resource: well-known characters of stories, films, comics and games,
// and the stock test personas of many languages, are no private person when a text names them in
// passing; a private person's name beside them, and one in a field or a signature, is still reported.

import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FICTIONAL_CHARACTERS_FILE, fictionalCharacterKeys, figureKey, isKnownPersonName, publicFigureKeys, type PublicFiguresFile } from '../../src/engine/finders/name-resource.js';
import { getFinder } from '../../src/engine/finders/index.js';
import { runTextCheck } from '../support/checks.js';

const test = suite('engine: fictional characters');

const pack = JSON.parse(readFileSync(new URL('../../../rules/pii-personal.json', import.meta.url), 'utf8')) as { rules: Array<{ id: string; finder?: { params?: Record<string, unknown> } }> };
const paramsOf = (id: string): Record<string, unknown> => pack.rules.find((r) => r.id === id)!.finder!.params!;
const shown = (find: (t: string) => Array<{ start: number; end: number }>, text: string): string[] => find(text).map((s) => text.slice(s.start, s.end));

test('the resource: versioned groups, each name once and none a public figure too, in several scripts', () => {
  const file = JSON.parse(readFileSync(FICTIONAL_CHARACTERS_FILE, 'utf8')) as PublicFiguresFile;
  assert.match(file.version, /^[0-9]+\.[0-9]+\.[0-9]+$/);
  assert.match(file.description, /general knowledge/);
  const names = Object.values(file.groups).flat();
  assert.ok(names.length >= 800, `${names.length} names`);
  const keys = names.map(figureKey);
  assert.equal(keys.filter((k, i) => keys.indexOf(k) !== i), [], 'every name listed once');
  assert.equal(keys.filter((k) => publicFigureKeys().has(k)), [], 'no name listed as a public figure too');
  assert.is(fictionalCharacterKeys().size, names.length);
  for (const script of ['Latin', 'Han', 'Hangul', 'Hiragana', 'Cyrillic']) {
    assert.ok(names.some((n) => new RegExp(`\\p{Script=${script}}`, 'u').test(n)), `a name written in ${script}`);
  }
});

test('running text: a listed character is skipped, a private person beside it and a near namesake are reported', () => {
  const params = paramsOf('person-name-running-text');
  assert.is(params['fictionalCharacters'], true, 'the running-text rule reads the resource');
  const find = getFinder('person-names')!.prepare(params);
  const without = getFinder('person-names')!.prepare({ ...params, fictionalCharacters: false });
  const text = 'Over lunch Helena Vogt said Sherlock Holmes solved it.';
  assert.equal(shown(without, text), ['Helena Vogt', 'Sherlock Holmes'], 'without the list both are read as names');
  assert.equal(shown(find, text), ['Helena Vogt']);
  assert.equal(shown(find, 'Sample account: Otto Normalverbraucher.'), []);
  assert.equal(shown(find, 'The quiz answer was Holden Caulfield.'), []);
  assert.equal(shown(find, 'Yesterday Sherlock Holmberg signed the lease.'), ['Sherlock Holmberg']);
});

test('Han and Hangul: a listed character in running text is skipped', () => {
  const find = getFinder('cjk-names')!.prepare(paramsOf('person-name-cjk'));
  assert.equal(shown(find, '最喜欢的角色: 猪八戒\n'), []);
  assert.equal(shown(find, '姓名: 王雪梅\n'), ['王雪梅']);
});

test('a title and a name: listed with the title, or a full name alone; a single listed word alone is no evidence', () => {
  const at = (text: string, name: string): boolean => isKnownPersonName(text, text.indexOf(name), text.indexOf(name) + name.length);
  assert.ok(at('Tonight we read Don Quijote aloud.', 'Quijote'));
  assert.ok(at('Costume: Dr. Frankenstein', 'Frankenstein'));
  assert.ok(at('as Mr. Sherlock Holmes would say', 'Sherlock Holmes'));
  assert.not.ok(at('Please call Don Villalba today.', 'Villalba'));
  assert.not.ok(at('Herr Goethe hat angerufen.', 'Goethe'), 'a listed single name after a title may be anyone of that name');
});

const personNames = async (text: string): Promise<string[]> =>
  (await runTextCheck('pii_secrets', text)).findings.filter((f) => f.category === 'person_name').map((f) => text.slice(f.utf16_start, f.utf16_end));

test('the shipped packs: a character after a title is skipped, a private person after one and in a field is reported', async () => {
  assert.equal(await personNames('Book club picks Don Quijote for May.'), []);
  assert.ok((await personNames('Please call Don Ernesto Villalba about the lease.')).includes('Ernesto Villalba'));
  assert.ok((await personNames('Customer: Harry Potter\nPlan: Fibre 500\n')).includes('Harry Potter'));
});

test.run();

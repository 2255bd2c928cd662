// The fictional-characters resource: placeholder names no one bears are no private person's
// anywhere; well-known characters of stories, films, comics and games only where their line speaks
// of fiction or a test persona, as a character's name is often a real person's too. A private
// person's name beside them, and one in a field or a signature, is still reported.

import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FICTIONAL_CHARACTERS_FILE, PLACEHOLDER_GROUP, fictionFramed, fictionalCharacterKeys, figureKey, isKnownPersonName, placeholderKeys, publicFigureKeys, type PublicFiguresFile } from '../../src/engine/finders/name-resource.js';
import { getFinder } from '../../src/engine/finders/index.js';
import { runTextCheck } from '../support/checks.js';

const test = suite('engine: fictional characters');

const pack = JSON.parse(readFileSync(new URL('../../../rules/pii-personal.json', import.meta.url), 'utf8')) as { rules: Array<{ id: string; finder?: { params?: Record<string, unknown> } }> };
const paramsOf = (id: string): Record<string, unknown> => pack.rules.find((r) => r.id === id)!.finder!.params!;
const shown = (find: (t: string) => Array<{ start: number; end: number }>, text: string): string[] => find(text).map((s) => text.slice(s.start, s.end));

test('the resource: versioned groups, each name once and none a public figure too, in several scripts', () => {
  const file = JSON.parse(readFileSync(FICTIONAL_CHARACTERS_FILE, 'utf8')) as PublicFiguresFile;
  assert.match(file.version, /^[0-9]+\.[0-9]+\.[0-9]+$/);
  assert.match(file.description, /placeholder names by language/);
  assert.ok((file.cues ?? []).length >= 100, 'cues in many languages');
  assert.ok(placeholderKeys().size > 0 && placeholderKeys().size === file.groups[PLACEHOLDER_GROUP]!.length);
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

test('running text: a listed character is skipped where its line speaks of fiction, a private person beside it and a near namesake are reported', () => {
  const params = paramsOf('person-name-running-text');
  assert.is(params['fictionalCharacters'], true, 'the running-text rule reads the resource');
  const find = getFinder('person-names')!.prepare(params);
  const without = getFinder('person-names')!.prepare({ ...params, fictionalCharacters: false });
  const text = 'Over lunch Helena Vogt said the film version of Sherlock Holmes was too long.';
  assert.equal(shown(without, text), ['Helena Vogt', 'Sherlock Holmes'], 'without the list both are read as names');
  assert.equal(shown(find, text), ['Helena Vogt']);
  assert.equal(shown(find, 'Sample account: Otto Normalverbraucher.'), [], 'a placeholder name needs no cue');
  assert.equal(shown(find, 'The quiz answer was Holden Caulfield.'), []);
  assert.equal(shown(find, 'Yesterday Sherlock Holmberg signed the lease.'), ['Sherlock Holmberg']);
});

test('running text: a character\'s name without a word of fiction on its line is anyone\'s name', () => {
  const find = getFinder('person-names')!.prepare(paramsOf('person-name-running-text'));
  assert.equal(shown(find, 'Our new paralegal Nick Carraway starts Tuesday in the Bristol office.'), ['Nick Carraway']);
  assert.equal(shown(find, 'The refund was approved by our bookkeeper Becky Thatcher this morning.'), ['Becky Thatcher']);
  assert.equal(shown(find, 'Finance update\nOur bookkeeper Becky Thatcher closed the month.\nNext week: the novel club.'), ['Becky Thatcher'], 'a cue on another line does not count');
  assert.equal(shown(find, 'In the novel Becky Thatcher gets lost in the cave.'), []);
});

test('fictionFramed: a cue word on the name\'s line, whole in spaced scripts, a part in unspaced ones', () => {
  const at = (text: string, name: string): boolean => fictionFramed(text, text.indexOf(name), text.indexOf(name) + name.length);
  assert.ok(at('Lieblingsfigur im Märchen: Rumpelstilzchen', 'Rumpelstilzchen'));
  assert.ok(at('El personaje de Lazarillo es entrañable.', 'Lazarillo'));
  assert.ok(at('我最喜欢的角色是孙悟空', '孙悟空'));
  assert.not.ok(at('Characterization aside, Anna Berg filed it.', 'Anna Berg'), 'a cue inside a longer word is no cue');
  assert.not.ok(at('Anna Berg reviewed the filmstrip budget.', 'Anna Berg'));
  assert.ok(at('Codename Bruce Wayne', 'Bruce Wayne'), 'a code name');
  assert.ok(at('Proyecto: Lara Croft', 'Lara Croft'), 'a project named after a character');
  assert.ok(at('代号孙悟空', '孙悟空'));
  assert.ok(at('Projekt „Bruce Wayne“ startet im Mai', 'Bruce Wayne'), 'a project named after a character, quoted');
  assert.not.ok(at('Our tester Tom Sawyer takes over the Orion project next sprint.', 'Tom Sawyer'), 'a project elsewhere on the line is no cue');
  assert.not.ok(at('Le projet Delta est piloté par Ted Lasso.', 'Ted Lasso'));
  assert.not.ok(at('Projektleitung: Nick Carraway', 'Nick Carraway'), 'a longer word is no code-name cue');
});

test('Han and Hangul: a listed character in running text is skipped', () => {
  const find = getFinder('cjk-names')!.prepare(paramsOf('person-name-cjk'));
  assert.equal(shown(find, '最喜欢的角色: 猪八戒\n'), []);
  assert.equal(shown(find, '姓名: 王雪梅\n'), ['王雪梅']);
});

test('a title and a name: listed with the title, or a full name alone; a single listed word alone is no evidence', () => {
  const at = (text: string, name: string): boolean => isKnownPersonName(text, text.indexOf(name), text.indexOf(name) + name.length);
  assert.ok(at('Tonight the novella: Dr. Jekyll, read aloud.', 'Jekyll'));
  assert.ok(at('Costume: Dr. Frankenstein', 'Frankenstein'));
  assert.ok(at('as the detective story has Mr. Sherlock Holmes say', 'Sherlock Holmes'));
  assert.not.ok(at('Tonight Dr. Jekyll sees patients until six.', 'Jekyll'), 'a listed character with no word of fiction on its line');
  assert.not.ok(at('Please call Don Villalba today.', 'Villalba'));
  assert.not.ok(at('Herr Goethe hat angerufen.', 'Goethe'), 'a listed single name after a title may be anyone of that name');
});

const personNames = async (text: string): Promise<string[]> =>
  (await runTextCheck('pii_secrets', text)).findings.filter((f) => f.category === 'person_name').map((f) => text.slice(f.utf16_start, f.utf16_end));

test('the shipped packs: a character after a title is skipped, a private person after one and in a field is reported', async () => {
  assert.equal(await personNames('Our cartoon club picks Dr. Frankenstein for May.'), []);
  assert.ok((await personNames('Please call Don Ernesto Villalba about the lease.')).includes('Ernesto Villalba'));
  assert.ok((await personNames('Customer: Harry Potter\nPlan: Fibre 500\n')).includes('Harry Potter'));
});

test.run();

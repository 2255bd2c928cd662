// The names resource of the name finders: the committed file is what scripts/build-name-resource.ts
// makes from the installed @faker-js/faker (an upgrade that changes names must regenerate it), and
// every locale reads back as the lists the package gives it.

import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildNameParts, buildNameResource, renderNameParts, renderNameResource } from '../../scripts/build-name-resource.js';
import { NAME_PARTS_FILE, NAME_RESOURCE_FILE, eponymousBrands, localeNames, nameParts, romanizeCyrillic } from '../../src/engine/finders/name-resource.js';
import { getFinder } from '../../src/engine/finders/index.js';

const test = suite('engine: names resource');
const built = buildNameResource();

test('the committed file equals what `npm run names:build` makes from the installed faker', () => {
  assert.is(readFileSync(NAME_RESOURCE_FILE, 'utf8'), renderNameResource(built), 'resources/person-names.json is stale: run npm run names:build');
  assert.is(built.source.license, 'MIT');
});

test('every locale reads back as its own lists, shared lists included', () => {
  const resolve = (v: string[] | string, part: 'given' | 'surnames'): string[] => (typeof v === 'string' ? resolve(built.locales[v]![part], part) : v);
  const locales = Object.keys(built.locales);
  assert.ok(locales.length > 50);
  const read = localeNames(locales);
  locales.forEach((l, i) => {
    assert.equal(read[i]!.given, resolve(built.locales[l]!.given, 'given'), l);
    assert.equal(read[i]!.surnames, resolve(built.locales[l]!.surnames, 'surnames'), l);
  });
  const [de, ja, ko] = localeNames(['de', 'ja', 'ko']);
  assert.ok(de!.surnames.includes('Müller'));
  assert.ok(ja!.surnames.includes('佐藤') && ko!.surnames.includes('김'), 'Han and Hangul family names are kept for cjk-names');
  assert.ok(!de!.given.some((n) => n.includes(' ')), 'only single words are kept');
});

test('the committed name parts equal what `npm run names:build` makes from the installed people-names list', () => {
  const parts = buildNameParts();
  assert.is(readFileSync(NAME_PARTS_FILE, 'utf8'), renderNameParts(parts), 'resources/name-parts.json is stale: run npm run names:build');
  assert.is(parts.source.license, 'MIT');
  const read = nameParts();
  assert.is(read.size, parts.parts.length);
  for (const name of ['Kowalczyk', 'Takahashi', 'Zhang', 'Okafor']) assert.ok(read.has(name), name);
  for (const word of ['Brown', 'Green', 'Apple', 'Jackson']) assert.not.ok(read.has(word), `${word} is a common word or place, not evidence of a name`);
});

test('a locale the resource lacks is an error naming it', () => {
  assert.throws(() => localeNames(['en', 'xx_YY']), /no names resource for locale "xx_YY"/);
});

test('names written in Latin letters that faker lacks (ja_Latn, zh_Latn, ko_Latn) come from the supplement; the finder reads them in either order', () => {
  const [ja, zh, ko] = localeNames(['ja_Latn', 'zh_Latn', 'ko_Latn']);
  assert.ok(ja!.given.includes('Haruto') && ja!.surnames.includes('Kimura'));
  assert.ok(zh!.given.includes('Jianhua') && zh!.surnames.includes('Zhou'));
  assert.ok(ko!.given.includes('Seo-yeon') && ko!.given.includes('Seoyeon') && ko!.surnames.includes('Kwon'));
  for (const word of ['Hong', 'Ming', 'Park', 'Moon', 'Yuan', 'Kota']) assert.not.ok([ja, zh, ko].some((l) => l!.given.includes(word) || l!.surnames.includes(word)), `${word} is a word or a place`);
  const find = getFinder('person-names')!.prepare({ locales: ['en', 'ja_Latn', 'zh_Latn', 'ko_Latn'] });
  const shown = (t: string): string[] => find(t).map((s) => t.slice(s.start, s.end));
  assert.equal(shown('The parcel for Haruto Kimura came back today.'), ['Haruto Kimura']);
  assert.equal(shown('Yesterday Zhou Jianhua paid the deposit.'), ['Zhou Jianhua']);
  assert.equal(shown('Our guest Seo-yeon Baek checks in late.'), ['Seo-yeon Baek']);
  assert.equal(shown('We flew via Hong Kong to see the Ming Dynasty vases near Hyde Park.'), []);
});

test('Russian and Ukrainian names in Latin letters: the Cyrillic lists transliterated in their usual spellings', () => {
  assert.equal(romanizeCyrillic('Артём'), ['Artyom', 'Artem']);
  assert.ok(romanizeCyrillic('Юлия').includes('Yulia') && romanizeCyrillic('Юлия').includes('Yuliya'));
  assert.ok(romanizeCyrillic('Дмитрий').includes('Dmitry') && romanizeCyrillic('Дмитрий').includes('Dmitriy'));
  assert.equal(romanizeCyrillic('Smith'), [], 'only Cyrillic names');
  const [ru] = localeNames(['ru_Latn']);
  assert.ok(ru!.given.includes('Aleksei') && ru!.surnames.includes('Kozlov'));
  const find = getFinder('person-names')!.prepare({ locales: ['en', 'ru_Latn'] });
  const text = 'The courier said Aleksei Sorokin signed for it.';
  assert.equal(find(text).map((s) => text.slice(s.start, s.end)), ['Aleksei Sorokin']);
});

test('eponymous brands: full names of two words or more, listed once, each one a name the finder would report without the list', () => {
  const brands = eponymousBrands();
  assert.ok(brands.length > 30);
  assert.is(new Set(brands).size, brands.length, 'no duplicates');
  for (const b of brands) assert.ok(/^\p{Lu}\S*(?: \S+)+$/u.test(b), b);
  // An entry the structure of the text already rules out (an organisation word, a possessive)
  // does not belong in the list: every entry must be one the finder reports when the list is off.
  const pack = JSON.parse(readFileSync(new URL('../../../rules/pii-personal.json', import.meta.url), 'utf8')) as { rules: Array<{ id: string; finder?: { params?: Record<string, unknown> } }> };
  const params = pack.rules.find((r) => r.id === 'person-name-running-text')!.finder!.params!;
  assert.is(params['eponymousBrands'], true, 'the running-text rule reads the resource');
  const find = getFinder('person-names')!.prepare({ ...params, eponymousBrands: false, publicFigures: false, fictionalCharacters: false, publicFigureCues: [] });
  const withList = getFinder('person-names')!.prepare(params);
  for (const b of brands) {
    const text = `Yesterday I talked to ${b} about it.`;
    assert.ok(find(text).length > 0, `${b} is ruled out by structure: drop it from the list`);
    assert.is(withList(text).length, 0, b);
  }
});

test.run();


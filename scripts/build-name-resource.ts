// Regenerates resources/person-names.json, the names resource of the name finders, from the
// installed @faker-js/faker (`npm run names:build`). Each locale is read as its own locale module
// gives it (with faker's fallbacks, e.g. de_AT → de → en), and only the entries the finders can
// use are kept: single capitalised words (person-names, record-names, name-handles) and family
// names written in Han or Hangul (cjk-names). A list equal to an earlier locale's is stored as
// that locale's name. test/engine/name-resource.test.ts checks the committed file is current.
// It also writes resources/name-parts.json: the parts of people's names of every origin listed by
// @cspell/dict-people-names (MIT; given names and surnames alike, romanised Asian and African
// names included), less the words faker's English vocabularies of things hold ("Brown", "Apple").

import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NAME_PARTS_FILE, NAME_RESOURCE_FILE, type NamePartsFile, type NameResourceFile } from '../src/engine/finders/name-resource.js';

const require = createRequire(import.meta.url);

const CAPITALISED_WORD = /^\p{Lu}[\p{Ll}'’-]+$/u;
const CJK_FAMILY_NAME = /^[\p{Script=Han}\p{Script=Hangul}]+$/u;

function strings(x: unknown): string[] {
  if (typeof x === 'string') return [x];
  if (Array.isArray(x)) return x.flatMap(strings);
  if (x && typeof x === 'object') return Object.values(x).flatMap(strings);
  return [];
}

const kept = (entries: string[], keep: (n: string) => boolean): string[] => [...new Set(entries.filter(keep))].sort();

export function buildNameResource(): NameResourceFile {
  const pkg = require('@faker-js/faker/package.json') as { version: string; license: string };
  const { allLocales } = require('@faker-js/faker') as { allLocales: Record<string, unknown> };
  const out: NameResourceFile = {
    source: { package: '@faker-js/faker', version: pkg.version, license: pkg.license, url: 'https://github.com/faker-js/faker' },
    locales: {},
  };
  const seen = { given: new Map<string, string>(), surnames: new Map<string, string>() };
  const shared = (part: 'given' | 'surnames', locale: string, list: string[]): string[] | string => {
    const key = JSON.stringify(list);
    const earlier = seen[part].get(key);
    if (earlier !== undefined) return earlier;
    seen[part].set(key, locale);
    return list;
  };
  for (const locale of Object.keys(allLocales).sort()) {
    const mod = require(`@faker-js/faker/locale/${locale}`) as { faker?: { rawDefinitions?: { person?: Record<string, unknown> } } };
    const person = mod.faker?.rawDefinitions?.person;
    if (!person) continue;
    const given = kept(strings(person['first_name']), (n) => CAPITALISED_WORD.test(n));
    const surnames = kept(strings(person['last_name']), (n) => CAPITALISED_WORD.test(n) || CJK_FAMILY_NAME.test(n));
    out.locales[locale] = { given: shared('given', locale, given), surnames: shared('surnames', locale, surnames) };
  }
  return out;
}

/**
 * faker's English vocabularies of things, not people: a listed name part that is also one of
 * their words ("Brown", "Apple", "Jackson" the city, "Green") is too often that word.
 */
const COMMON_VOCABULARIES = ['word', 'animal', 'color', 'commerce', 'company', 'date', 'food', 'hacker', 'location', 'science', 'team', 'vehicle'];

/** Single capitalised words of the people-names dictionary that are not common English words. */
export function buildNameParts(): NamePartsFile {
  const ext = require.resolve('@cspell/dict-people-names');
  const pkg = JSON.parse(readFileSync(path.join(path.dirname(ext), 'package.json'), 'utf8')) as { version: string; license: string };
  const { allLocales } = require('@faker-js/faker') as { allLocales: { en: Record<string, unknown> } };
  const common = new Set(COMMON_VOCABULARIES.flatMap((v) => strings(allLocales.en[v])).flatMap((phrase) => phrase.toLowerCase().split(/[^\p{L}'’-]+/u)));
  const listed = readFileSync(path.join(path.dirname(ext), 'dict/people-names.txt'), 'utf8').split('\n');
  return {
    source: { package: '@cspell/dict-people-names', version: pkg.version, license: pkg.license, url: 'https://github.com/streetsidesoftware/cspell-dicts' },
    parts: kept(listed, (n) => CAPITALISED_WORD.test(n) && !common.has(n.toLowerCase())),
  };
}

/** The parts file's text: the list wrapped at about 120 characters, so an upgrade shows as a readable diff. */
export function renderNameParts(data: NamePartsFile): string {
  const lines: string[] = [];
  let line = '';
  for (const n of data.parts.map((p) => JSON.stringify(p))) {
    if (line && line.length + n.length > 118) {
      lines.push(`    ${line}`);
      line = '';
    }
    line += line ? `,${n}` : n;
  }
  if (line) lines.push(`    ${line}`);
  return ['{', `  "source": ${JSON.stringify(data.source)},`, '  "parts": [', lines.join(',\n'), '  ]', '}', ''].join('\n');
}

/** The file's text: one line per locale, so a faker upgrade shows as a readable diff. */
export function renderNameResource(data: NameResourceFile): string {
  const locales = Object.entries(data.locales).map(([l, v]) => `    ${JSON.stringify(l)}: ${JSON.stringify(v)}`);
  return ['{', `  "source": ${JSON.stringify(data.source)},`, '  "locales": {', locales.join(',\n'), '  }', '}', ''].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(NAME_RESOURCE_FILE, renderNameResource(buildNameResource()));
  writeFileSync(NAME_PARTS_FILE, renderNameParts(buildNameParts()));
  console.log(`wrote ${NAME_RESOURCE_FILE} and ${NAME_PARTS_FILE}`);
}

// The names resource of the name finders: per locale, the given names and surnames they can use
// (single words), taken from the person data of @faker-js/faker (MIT). scripts/build-name-resource.ts
// generates resources/person-names.json from the installed package; reading that small file
// instead of the package's locale modules keeps those modules (about 10 MiB of heap) out of the
// process. Each locale is read once per process; the file is not kept.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface LocaleNames {
  given: readonly string[];
  surnames: readonly string[];
}

/** A list, or the name of an earlier locale whose list is the same (faker locales fall back to one another). */
type NameList = string[] | string;

export interface NameResourceFile {
  source: { package: string; version: string; license: string; url: string };
  locales: Record<string, { given: NameList; surnames: NameList }>;
}

/** Works from dist/src/engine/finders/ (the built service) and names the file in the repository. */
export const NAME_RESOURCE_FILE = fileURLToPath(new URL('../../../../resources/person-names.json', import.meta.url));

const cache = new Map<string, LocaleNames>();

/** The names of each locale, in order; an unknown locale is an error naming it. */
export function localeNames(locales: readonly string[]): LocaleNames[] {
  const missing = locales.filter((l) => !cache.has(l));
  if (missing.length > 0) {
    const file = JSON.parse(readFileSync(NAME_RESOURCE_FILE, 'utf8')) as NameResourceFile;
    const list = (v: NameList, part: 'given' | 'surnames'): string[] => {
      const listed = typeof v === 'string' ? file.locales[v]?.[part] : v;
      if (!Array.isArray(listed)) throw new Error(`${NAME_RESOURCE_FILE}: locales.${String(v)}.${part} is not a list`);
      return listed;
    };
    for (const locale of missing) {
      const entry = Object.hasOwn(file.locales, locale) ? file.locales[locale] : undefined;
      if (!entry) throw new Error(`params.locales: no names resource for locale "${locale}"`);
      cache.set(locale, { given: list(entry.given, 'given'), surnames: list(entry.surnames, 'surnames') });
    }
  }
  return locales.map((l) => cache.get(l)!);
}

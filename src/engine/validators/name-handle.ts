// `name-handle`: a lower-case user handle ("ines.duarte", "piotr_nowicki") is built from a person's
// name only when the names resource knows it as one: a part is a known given name or surname, or every
// part is a known name part (given name, surname, or a name of any origin). Chat nicknames made of ordinary
// words ("sleepy_panda", "gato_preto" — black cat —, "ops-kanal") name nobody.

import { DEFAULT_LOCALES, loadNames, type NameData } from '../finders/person-names.js';
import { paramStringList } from './text.js';
import type { Validator, ValidatorParams } from './validator.js';

const SEPARATORS = /[._-]+/u;

/** The capitalised spellings of a lower-case part; Turkish and Azeri write "i" as "İ" ("ilker" → "İlker"). */
function capitalisations(part: string): string[] {
  const first = part.charAt(0);
  const rest = part.slice(1);
  const upper = `${first.toUpperCase()}${rest}`;
  return first === 'i' ? [upper, `İ${rest}`] : [upper];
}

const isIn = (set: ReadonlySet<string>, part: string): boolean => capitalisations(part).some((c) => set.has(c));

/** Latin letters without their accents: handles are often typed without them ("joao.gonçalves" → "joao", "goncalves"). */
const fold = (word: string): string => word.normalize('NFD').replace(/(\p{Script=Latin})\p{M}+/gu, '$1').normalize('NFC');

interface FoldedNames {
  given: ReadonlySet<string>;
  surnames: ReadonlySet<string>;
  parts: ReadonlySet<string>;
}
/** The resource's names without accents, built once per names object. */
const foldedOf = new WeakMap<NameData, FoldedNames>();
function folded(names: NameData): FoldedNames {
  let f = foldedOf.get(names);
  if (!f) {
    const of = (set: ReadonlySet<string>): ReadonlySet<string> => new Set([...set].map(fold));
    foldedOf.set(names, (f = { given: of(names.given), surnames: of(names.surnames), parts: of(names.parts) }));
  }
  return f;
}

/** Whether the parts of a handle spell a name the resource knows (see the header). */
export function handleNamesPerson(handle: string, names: NameData, ambiguous: ReadonlySet<string> = new Set()): boolean {
  const parts = fold(handle.replace(/^@/u, '')).split(SEPARATORS).filter((p) => p !== '');
  if (parts.length < 2) return false;
  const f = folded(names);
  const namePart = (p: string): boolean => isIn(f.given, p) || isIn(f.surnames, p) || isIn(f.parts, p);
  return parts.some((p) => (isIn(f.given, p) || isIn(f.surnames, p)) && !isIn(ambiguous, p)) || parts.every(namePart);
}

/** The ambiguous given names of a rule's params, built once per params object. */
const ambiguousSets = new WeakMap<object, ReadonlySet<string>>();
function ambiguousOf(params: ValidatorParams | undefined): ReadonlySet<string> {
  if (!params) return new Set();
  let set = ambiguousSets.get(params);
  if (!set) ambiguousSets.set(params, (set = new Set(paramStringList(params, 'ambiguousGivenNames') ?? [])));
  return set;
}

export const nameHandle: Validator = {
  name: 'name-handle',
  description:
    'A lower-case handle joined by ".", "_" or "-" is made of a person\'s name: one part a known given name or surname (params.locales of the names resource; params.ambiguousGivenNames do not count), or every part a known name part.',
  references: ['https://github.com/faker-js/faker', 'https://github.com/streetsidesoftware/cspell-dicts/tree/main/dictionaries/people-names'],
  validate(value, params) {
    return handleNamesPerson(value.toLowerCase(), loadNames(paramStringList(params, 'locales') ?? DEFAULT_LOCALES), ambiguousOf(params));
  },
  generate(rng) {
    const names = loadNames(DEFAULT_LOCALES);
    const plain = (set: ReadonlySet<string>): string[] => [...set].filter((n) => /^[A-Z][a-z]{1,12}$/u.test(n)).slice(0, 400);
    return `${rng.pick(plain(names.given)).toLowerCase()}${rng.pick(['.', '_'])}${rng.pick(plain(names.surnames)).toLowerCase()}`;
  },
};

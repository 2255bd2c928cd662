// `leading-given-name`: a run of capitalised words is a person's name only when its first word is a
// given name the names resource knows ("Rowena Kettleby", "Фёдор" also as "Федор"), and the run is
// not a firm or brand known by its founder's full name. Firms, products and storms are "born" in
// figurative prose too ("Banco Santander, nacido en 1857", "Hurricane Katrina, born …"), and their
// first word is no given name.
// Names in a script without capitals (Arabic, Hebrew, Thai, Devanagari) are not checked: the resource
// does not cover them and such scripts have no capitalised firm names to confuse with them.

import { DEFAULT_LOCALES, loadNames, type NameData } from '../finders/person-names.js';
import { eponymousBrands } from '../finders/name-resource.js';
import { paramStringList } from './text.js';
import type { Validator } from './validator.js';

const CASED = /[\p{Lu}\p{Ll}]/u;
const UNCASED_SCRIPT = '[\\p{Script=Arabic}\\p{Script=Devanagari}\\p{Script=Hebrew}\\p{Script=Thai}\\p{M}]';
/** Two to four words of a script without capitals, as the name rules match them. */
const UNCASED_NAME = new RegExp(`^${UNCASED_SCRIPT}{2,20}(?: ${UNCASED_SCRIPT}{2,20}){1,3}$`, 'u');

let brandSet: ReadonlySet<string> | undefined;
const brands = (): ReadonlySet<string> => (brandSet ??= new Set(eponymousBrands()));

/** Russian and Belarusian names are often written with е for ё ("Фёдор", "Федор"); the resource has either. */
const withoutYo = (word: string): string => word.replace(/ё/gu, 'е');
const known = (set: ReadonlySet<string>, word: string): boolean => set.has(word) || set.has(withoutYo(word));

/** Whether a capitalised run starts with a known given name and is no eponymous brand (see the header). */
export function startsWithGivenName(value: string, names: Pick<NameData, 'given'>): boolean {
  if (!CASED.test(value)) return UNCASED_NAME.test(value);
  const words = value.split(' ');
  // A known surname alone is no evidence: firms carry a family's name after a word of their own
  // ("Scuderia Ferrari", "Maison Girard").
  return known(names.given, words[0]!) && !brands().has(value);
}

export const leadingGivenName: Validator = {
  name: 'leading-given-name',
  description:
    'A run of capitalised words whose first word is a given name the names resource knows (params.locales) and which is no firm or brand named after its founder; a name in a script without capitals passes.',
  references: ['https://github.com/faker-js/faker', 'https://github.com/streetsidesoftware/cspell-dicts/tree/main/dictionaries/people-names'],
  validate(value, params) {
    return startsWithGivenName(value, loadNames(paramStringList(params, 'locales') ?? DEFAULT_LOCALES));
  },
  generate(rng) {
    const names = loadNames(DEFAULT_LOCALES);
    const plain = (set: ReadonlySet<string>): string[] => [...set].filter((n) => /^[A-Z][a-z]{1,12}$/u.test(n)).slice(0, 400);
    return `${rng.pick(plain(names.given))} ${rng.pick(plain(names.surnames))}`;
  },
};

// `airline-names`: a person's name written FAMILY/GIVEN in capitals, as card terminals, payment
// gateways, ticketing and reservation systems print and log it ("NAME=KOWALSKA/ANNA",
// "cardholder=ROSSI/MARCO MR"), wherever a record carries it: a log line, a JSON value, a CSV cell.
// The slash form alone is also written for pairs of words ("AND/OR", "INPUT/OUTPUT") and places
// ("PARIS/LONDON"), so it is read as a field's value or with a title after it, and the names
// resource must know both sides: a word of the family side as a surname or a name part, the first
// word of the given side as a given name or a name part, at least one of them as a surname or
// given name of a locale (not only as a part of names of any origin). Words the rule lists as not
// names (months, environments, log levels) are never name parts. A trailing title (MR, MRS, DR, …)
// stays outside the span.

import { stringListParam, type Finder, type FinderSpan } from './finder.js';
import { loadNames, DEFAULT_LOCALES, type NameData } from './person-names.js';

const WORD = "(?:\\p{Lu}['’])?\\p{Lu}[\\p{Lu}\\p{M}]*(?:['’-]\\p{Lu}[\\p{Lu}\\p{M}]*)*";
/** FAMILY/GIVEN: up to three words a side, not glued to a path, a word or a number. */
const PAIR = new RegExp(`(?<![\\p{L}\\p{N}_/.\\\\-])(?<family>${WORD}(?:[ ]${WORD}){0,2})/(?<given>${WORD}(?:[ ]${WORD}){0,2})(?![\\p{L}\\p{N}_/\\\\]|[.-][\\p{L}\\p{N}])`, 'gu');
const PARTICLES = new Set(['VAN', 'VON', 'DE', 'DER', 'DEN', 'DEL', 'DELLA', 'DI', 'DA', 'DOS', 'DAS', 'DO', 'DU', 'LA', 'LE', 'TEN', 'TER', 'EL', 'AL', 'BIN', 'BEN', 'ABU', 'ST']);
/** What stands right before a field's value: an operator, a quote, a delimiter, a line's start. */
const FIELD_BEFORE = /(?:^|[=:;,|\t"'«\n][ \t]?)$/u;
const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'MSTR', 'DR', 'PROF', 'CHD', 'INF', 'MX', 'SIR']);

/** The spellings a resource may list for a word in capitals ("MIN-SEO" → "Min-Seo", "Min-seo"). */
function spellings(word: string): string[] {
  const lower = word.toLowerCase();
  const first = lower.charAt(0).toUpperCase() + lower.slice(1);
  const parts = lower.replace(/(^|['’-])(\p{Ll})/gu, (_m, a: string, b: string) => a + b.toUpperCase());
  // "AL-OTAIBI", "EL-AMIN": the article before a hyphen is not part of the looked-up name.
  const bare = /^(?:al|el)-\p{Ll}/u.test(lower) ? [parts.slice(3)] : [];
  return [...new Set([parts, first, ...bare])];
}

const has = (set: ReadonlySet<string>, word: string): boolean => spellings(word).some((s) => set.has(s));

function judge(names: NameData, notNames: ReadonlySet<string>, family: readonly string[], given: readonly string[]): boolean {
  const core = family.filter((w) => !PARTICLES.has(w));
  if (core.length === 0 || given.length === 0) return false;
  if ([...core, ...given].some((w) => notNames.has(w) || w.replace(/['’-]/g, '').length < 2)) return false;
  const familyStrong = core.some((w) => has(names.surnames, w));
  const familyKnown = familyStrong || core.some((w) => has(names.parts, w));
  const first = given[0]!;
  const givenStrong = has(names.given, first);
  const givenKnown = givenStrong || has(names.parts, first);
  return familyKnown && givenKnown && (familyStrong || givenStrong);
}

export const airlineNames: Finder = {
  name: 'airline-names',
  description: 'Person names written FAMILY/GIVEN in capitals (payment, ticketing and reservation records), when the names resource knows the family name and the given name.',
  references: ['https://www.iata.org/en/publications/standards/', 'https://github.com/faker-js/faker'],
  prepare(params) {
    const names = loadNames(stringListParam(params, 'locales') ?? DEFAULT_LOCALES);
    const notNames = new Set((stringListParam(params, 'notNames') ?? []).map((w) => w.toUpperCase()));
    return (text) => {
      const out: FinderSpan[] = [];
      if (!text.includes('/')) return out;
      PAIR.lastIndex = 0;
      for (let m = PAIR.exec(text); m !== null; m = PAIR.exec(text)) {
        const family = m.groups!['family']!.split(' ');
        const given = m.groups!['given']!.split(' ');
        let start = m.index;
        let end = m.index + m[0].length;
        // A word in capitals before the family name ("INFO ROSSI/MARCO", "MR ROSSI/MARCO") is not part of it.
        while (family.length > 1 && (notNames.has(family[0]!) || TITLES.has(family[0]!))) start += family.shift()!.length + 1;
        // A title after the given names ("ROSSI/MARCO MR") is not part of the name.
        const titled = given.length > 1 && TITLES.has(given[given.length - 1]!);
        while (given.length > 1 && TITLES.has(given[given.length - 1]!)) end -= given.pop()!.length + 1;
        // A field's value (after `=`, `:`, a quote, a delimiter or at a line's start) or a titled name:
        // in running text a slash pairs places and things as often ("flights PARIS/LONDON").
        // A log level or a title shifted off the front counts from where the words began ("INFO NOWAK/ZOFIA").
        if (!titled && !FIELD_BEFORE.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
        if (judge(names, notNames, family, given)) out.push({ start, end });
      }
      return out;
    };
  },
};

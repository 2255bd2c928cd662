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
// Travel records write the pair after a prefix of their own, which frames it as a field does: a
// PNR's name element number ("1.KOWALSKA/ANNA MRS", "2.1ROSSI/MARCO"), the format code and leg
// count a bar-coded boarding pass opens with ("M1KOWALSKA/ANNA     E…", IATA Resolution 792), a
// reservation command's name entry ("NM1KOWALSKA/ANNA MRS") and
// the expiry date before the surname of an SSR DOCS element ("…/F/07JAN30/KOWALSKA/ANNA", with a
// middle name after a third slash). A boarding pass may glue the title to the given name
// ("KOWALSKA/ANNAMRS"); it is cut off where the given name alone is one the resource knows.

import { stringListParam, type Finder, type FinderSpan } from './finder.js';
import { loadNames, DEFAULT_LOCALES, type NameData } from './person-names.js';

const WORD = "(?:\\p{Lu}['’])?\\p{Lu}[\\p{Lu}\\p{M}]*(?:['’-]\\p{Lu}[\\p{Lu}\\p{M}]*)*";
/** A PNR name element's number ("1.", "2.1"), a boarding pass's format code and leg count ("M1"), an SSR DOCS expiry date ("/07JAN30/"). */
const TRAVEL_PREFIX = "(?<=(?:^|[\\s\"'=:>])[0-9]{1,2}\\.[0-9]{0,2})|(?<=(?:^|[^\\p{L}\\p{N}])(?:M[1-4]|NM[1-9]))|(?<=/[0-9]{2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[0-9]{2}/)";
/** FAMILY/GIVEN: up to three words a side, not glued to a path, a word or a number (a travel record's prefix aside); an SSR DOCS middle name after a third slash. */
const PAIR = new RegExp(`(?:(?<![\\p{L}\\p{N}_/.\\\\-])|${TRAVEL_PREFIX})(?<family>${WORD}(?:[ ]${WORD}){0,2})/(?<given>${WORD}(?:[ ]${WORD}){0,2})(?:/(?<middle>${WORD}))?(?![\\p{L}\\p{N}_/\\\\]|[.-][\\p{L}\\p{N}])`, 'gu');
const PNR_ELEMENT = /(?:^|[\s"'=:>])[0-9]{1,2}\.[0-9]{0,2}$/u;
/** A boarding pass's opening, or the name entry of a reservation system's command line ("NM1ROSSI/MARCO MR"). */
const BCBP_OPENING = /(?:^|[^\p{L}\p{N}])(?:M[1-4]|NM[1-9])$/u;
const DOCS_EXPIRY = /\/[0-9]{2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[0-9]{2}\/$/u;
/** Titles a boarding pass glues to the given name, longest first. */
const GLUED_TITLES = ['MSTR', 'MISS', 'MRS', 'CHD', 'INF', 'MR', 'MS', 'DR'];
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
        const before = text.slice(Math.max(0, m.index - 12), m.index);
        const docs = DOCS_EXPIRY.test(before);
        // A third slash is a DOCS element's middle name, and otherwise a path or a list of words.
        if (m.groups!['middle'] !== undefined && !docs) continue;
        const travel = docs || PNR_ELEMENT.test(before) || BCBP_OPENING.test(before);
        // "KOWALSKA/ANNAMRS": a title glued to a given name the resource does not know whole.
        const last = given[given.length - 1]!;
        const glued = m.groups!['middle'] === undefined ? GLUED_TITLES.find((t) => last.length >= t.length + 2 && last.endsWith(t)) : undefined;
        if (glued && !has(names.given, last) && !has(names.parts, last) && has(names.given, last.slice(0, -glued.length))) {
          given[given.length - 1] = last.slice(0, -glued.length);
          end -= glued.length;
        }
        // A word in capitals before the family name ("INFO ROSSI/MARCO", "MR ROSSI/MARCO") is not part of it.
        while (family.length > 1 && (notNames.has(family[0]!) || TITLES.has(family[0]!))) start += family.shift()!.length + 1;
        // A title after the given names ("ROSSI/MARCO MR") is not part of the name.
        const titled = given.length > 1 && TITLES.has(given[given.length - 1]!);
        while (given.length > 1 && TITLES.has(given[given.length - 1]!)) end -= given.pop()!.length + 1;
        // A field's value (after `=`, `:`, a quote, a delimiter or at a line's start) or a titled name:
        // in running text a slash pairs places and things as often ("flights PARIS/LONDON").
        // A log level or a title shifted off the front counts from where the words began ("INFO NOWAK/ZOFIA").
        if (!titled && !travel && !FIELD_BEFORE.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
        if (judge(names, notNames, family, given)) out.push({ start, end });
      }
      return out;
    };
  },
};

// `person-names`: person names in running text (prose, chat, log messages) with no label.
// Precision first: a name is reported only when two pieces of evidence agree — a known given
// name from a maintained names resource (the per-locale person data of @faker-js/faker, MIT)
// followed by a capitalised surname. A surname the resource also knows raises the score; one it
// does not know must at least not be a word the rule lists as "not a surname" (street, team,
// weekday, …), and given names that are also common words ("Will", "May", "Grace") need a
// known surname. Title-case headlines and organisation names are skipped, and so are names used
// for a thing rather than a person: before a word naming a firm, place or product ("Morgan Stanley
// office", "Louis Vuitton edition": params.notBeforeNouns), before a model designation ("Aston Martin
// DB11") or a trademark sign ("Mary Kay®"), before a state code that makes it a city in an address
// ("Belo Horizonte - MG"), or after a word or label naming one ("Merchant: Tim Hortons": params.notAfter).
// With params.eponymousBrands, the firms, brands and landmarks that carry a founder's or patron's
// full name and are known as such everywhere (Goldman Sachs, Ralph Lauren, Charles de Gaulle:
// resources/eponymous-brands.json) are not names even when the text gives no such sign;
// params.notNames adds a deployment's own. With params.publicFigures, well-known public and historical
// persons named in passing (resources/public-figures.json: "a biography of Nelson Mandela") are not
// reported, and with params.fictionalCharacters well-known fictional characters and test personas
// (resources/fictional-characters.json: "Sherlock Holmes", "Otto Normalverbraucher") are not
// reported either; fields, records, salutations and signatures are other rules', which still report them.
// Two kinds of single-word names follow from that evidence: a later mention of a part of a name
// the text already named in full ("Declan Osei called. … Declan asked …"), and a known given name
// speaking in a chat transcript ("Grady: here is the number", where other lines have speakers too).
// Names are loaded once per registry build, when a rule using this finder is compiled.

import { stringListParam, type Finder, type FinderSpan } from './finder.js';
import { eponymousBrands, figureKey, knownPersonTest, type KnownPersonTest, localeNames, nameParts, supplementNames } from './name-resource.js';
import { escapeRegex, longestFirst } from '../../text/regex-source.js';

/** Locales read when the rule names none. */
export const DEFAULT_LOCALES: readonly string[] = [
  'en', 'en_IN', 'de', 'de_CH', 'fr', 'fr_CH', 'es', 'es_MX', 'it', 'pt_BR', 'pt_PT', 'nl', 'pl', 'ru', 'uk', 'sv', 'da', 'nb_NO', 'fi', 'tr', 'cs_CZ', 'ro', 'hu',
];

export interface NameData {
  given: Set<string>;
  surnames: Set<string>;
  /** Parts of names of any origin and position (resources/name-parts.json): weaker evidence. */
  parts: ReadonlySet<string>;
}

const cache = new Map<string, NameData>();

/** The given names and surnames of the locales, read from the names resource once per process. */
export function loadNames(locales: readonly string[]): NameData {
  const key = locales.join(',');
  const hit = cache.get(key);
  if (hit) return hit;
  const data: NameData = { given: new Set(), surnames: new Set(), parts: nameParts() };
  for (const person of localeNames(locales)) {
    // Single-word entries only: the finder reads one word per name part.
    for (const n of person.given) if (/^\p{Lu}[\p{Ll}'’-]+$/u.test(n)) data.given.add(n);
    for (const n of person.surnames) if (/^\p{Lu}[\p{Ll}'’-]+$/u.test(n)) data.surnames.add(n);
  }
  cache.set(key, data);
  return data;
}


const CAP = "\\p{Lu}\\p{Ll}+(?:['’-]\\p{Lu}?\\p{Ll}+)*";

/**
 * Runs of capitalised words separated by single spaces, name particles and a middle initial
 * ("Nora K. Whitfield") allowed between them; not glued to identifiers, paths or e-mail addresses.
 * The initial is no word of the run (WORDS skips it) but stays inside the reported span.
 * Each word is tried once: linear.
 */
function runRegex(particles: readonly string[]): RegExp {
  const p = particles.length ? `(?:(?:${longestFirst(particles)})[ ])*` : '';
  return new RegExp(`(?<![\\p{L}\\p{N}_@./\\\\-])${CAP}(?:[ ](?:\\p{Lu}\\.[ ])?${p}${CAP})+(?![\\p{L}\\p{N}_@]|[.][\\p{L}\\p{N}])`, 'gu');
}

export const personNames: Finder = {
  name: 'person-names',
  description:
    'Person names in running text: a known given name (per-locale names resource) followed by a capitalised surname; ambiguous given names (params.ambiguousGivenNames) and given names that are everyday words of another language (params.wordLikeGivenNames: they still name a chat speaker before ": ") need a known surname; headlines and organisation names skipped.',
  references: ['https://github.com/faker-js/faker', 'https://microsoft.github.io/presidio/supported_entities/'],
  prepare(params) {
    const locales = stringListParam(params, 'locales') ?? DEFAULT_LOCALES;
    const names = loadNames(locales);
    const notSurname = new Set(stringListParam(params, 'notSurnames') ?? []);
    const ambiguous = new Set(stringListParam(params, 'ambiguousGivenNames') ?? []);
    // Given names that are everyday words of another language people write in (Indonesian "dana" fund,
    // "hari" day): a known surname must follow in running text, while alone before ": " they still speak.
    const wordLike = new Set(stringListParam(params, 'wordLikeGivenNames') ?? []);
    const runs = runRegex(stringListParam(params, 'particles') ?? []);
    const stopBefore = new Set((stringListParam(params, 'notAfter') ?? []).map((w) => w.toLowerCase()));
    const weakStopBefore = new Set((stringListParam(params, 'notAfterUnlessKnown') ?? []).map((w) => w.toLowerCase()));
    // Words that stop a name only as a label before its colon ("Beispiel: …", a form's sample), never in a sentence ("For example Anna …").
    const labelStopBefore = new Set((stringListParam(params, 'notAfterLabel') ?? []).map((w) => w.toLowerCase()));
    const stopAfter = new Set(stringListParam(params, 'notBefore') ?? []);
    const thingNouns = new Set((stringListParam(params, 'notBeforeNouns') ?? []).map((w) => w.toLowerCase()));
    const notNames = new Set([...(params?.['eponymousBrands'] === true ? eponymousBrands() : []), ...(stringListParam(params, 'notNames') ?? [])]);
    const minimumEvidence = params?.['knownSurnameOnly'] === true;
    const surnameEvidence = params?.['unknownGivenBeforeKnownSurname'] === true;
    const laterMentions = params?.['laterMentions'] === true;
    const chatSpeakers = params?.['chatSpeakers'] === true;
    const cjkFamilies = new Set(localeNames(['ja', 'zh_CN', 'zh_TW', 'ko']).flatMap((l) => l.surnames));
    const familyFirst = (stringListParam(params, 'familyFirstLocales') ?? []).map(supplementNames);
    const ffFamilies = new Set(familyFirst.flatMap((l) => l.surnames));
    const ffGiven = new Set(familyFirst.flatMap((l) => l.given));
    const titled = titledRegex(stringListParam(params, 'titlesBeforeGiven') ?? []);
    const scriptNames = (stringListParam(params, 'scriptLocales') ?? []).map(supplementNames);
    const script: ScriptNames = { given: new Set(scriptNames.flatMap((l) => l.given)), surnames: new Set(scriptNames.flatMap((l) => l.surnames)) };
    const o: Options = { ...names, cjkFamilies, ffFamilies, ffGiven, notSurname, ambiguous, wordLike, notNames, stopBefore, weakStopBefore, labelStopBefore, stopAfter, thingNouns, minimumEvidence, surnameEvidence, runs };
    const known = knownPersonTest(params);
    const cues = new Set((stringListParam(params, 'publicFigureCues') ?? []).map((w) => w.toLowerCase()));
    const personal = (text: string, spans: FinderSpan[]): FinderSpan[] =>
      known || cues.size > 0 ? spans.filter((s) => !(known && isPublicFigure(text, s, known)) && !(cues.size > 0 && afterCue(text, s.start, cues))) : spans;
    return (text) => {
      const found = personal(text, findNames(text, o));
      if (titled) addApart(found, findTitled(text, titled, o));
      if (script.given.size > 0 && UNICASED_PROSE.test(text)) found.push(...personal(text, findScriptNames(text, script)));
      if (chatSpeakers) addApart(found, findSpeakers(text, o));
      if (chatSpeakers) addApart(found, personal(text, findInvertedAndInitialed(text, o)));
      return laterMentions && found.length > 0 ? [...found, ...findLaterMentions(text, found, o)] : found;
    };
  },
};

/**
 * Whether the name at `s` is one of the listed public or historical persons (params.publicFigures:
 * resources/public-figures.json), written as listed, with a possessive ("Frida Kahlo's", "Astrid
 * Lindgrens") or a regnal number after it ("Jan Paweł II"). Only names read from running text are compared: a field,
 * a record cell, a salutation or a signature is read by other rules, which report the name whoever
 * shares it, and so are a chat's speakers.
 */
function isPublicFigure(text: string, s: FinderSpan, known: KnownPersonTest): boolean {
  const name = text.slice(s.start, s.end).replace(/['’]s?$/u, '');
  const listed = (key: string): boolean => known(key, text, s.start, s.end);
  if (listed(figureKey(name))) return true;
  // The genitive of German and the Nordic languages: "Astrid Lindgrens Bücher", "Johann Sebastian Bachs Werke".
  if (name.endsWith('s') && listed(figureKey(name.slice(0, -1)))) return true;
  const numeral = /^[ ]([IVX]{1,4})(?![\p{L}\p{N}])/u.exec(text.slice(s.end, s.end + 6));
  return numeral !== null && listed(figureKey(`${name} ${numeral[1]}`));
}

/**
 * Whether a word of params.publicFigureCues ("biography", "Biografie", "biografía") stands among the
 * three words before `start` on its line, with nothing but lower-case words between (prepositions,
 * articles: "a biography of", "eine Biografie über"): the name is then the subject of a work about a
 * person known to the public. A label ("Biography: Anna …", a speaker's profile) is no such cue.
 */
function afterCue(text: string, start: number, cues: ReadonlySet<string>): boolean {
  const lineStart = Math.max(text.lastIndexOf('\n', start - 1) + 1, start - 60);
  const words = text.slice(lineStart, start).split(/[ \t]+/).filter((w) => w !== '').slice(-3);
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i]!;
    // A cue of two words ("tiểu sử", Vietnamese for biography) is read with the word before it.
    if (cues.has(word.toLowerCase()) || (i > 0 && cues.has(`${words[i - 1]!} ${word}`.toLowerCase()))) return true;
    if (!/^\p{Ll}+$/u.test(word)) return false;
  }
  return false;
}

interface Options extends NameData {
  notSurname: Set<string>;
  /** Given names that are common words of another language: a known surname must follow in running text. */
  wordLike: Set<string>;
  ambiguous: Set<string>;
  /** Full names that name a brand, a firm or a place, as written ("Tim Hortons"). */
  notNames: Set<string>;
  stopBefore: Set<string>;
  /**
   * Words that stop a name after them unless both its first and last words are known: the
   * article "a" of English is the preposition "a"/"an" of Italian, Portuguese, Spanish and German.
   */
  weakStopBefore: Set<string>;
  labelStopBefore: Set<string>;
  stopAfter: Set<string>;
  /** Lower-case nouns that make the name before them a firm, place or product ("office", "edition"). */
  thingNouns: Set<string>;
  minimumEvidence: boolean;
  /** Family names written in Han or Hangul (ja, zh, ko locales of the names resource). */
  cjkFamilies: ReadonlySet<string>;
  /** Family names of the languages written family name first with middle names (Vietnamese: params.familyFirstLocales). */
  ffFamilies: ReadonlySet<string>;
  /** Their given and middle names ("Thị", "Văn", "Linh"), evidence only after such a family name or a title. */
  ffGiven: ReadonlySet<string>;
  /** Also accept an unknown capitalised word before a known surname in mid-sentence. */
  surnameEvidence: boolean;
  runs: RegExp;
}

/**
 * When text[j] is a label's colon (full width too, or after a space as French typography writes it:
 * "Exemple : …"), the index of the last character before the colon and its spaces; otherwise -2.
 */
function beforeColon(text: string, j: number): number {
  if (j < 0 || (text[j] !== ':' && text[j] !== '：')) return -2;
  j--;
  while (j >= 0 && (text[j] === ' ' || text[j] === '\u00a0')) j--;
  return j;
}

/** The word before `i` on the same line (lower-cased), if any; a label's colon is skipped ("Merchant: …"). */
function previousWord(text: string, i: number): string {
  let j = i - 1;
  while (j >= 0 && (text[j] === ' ' || text[j] === '\t')) j--;
  const label = beforeColon(text, j);
  if (label >= -1) j = label;
  // An abbreviation keeps its full stop ("örn."): a listed abbreviation stops a name, a sentence's last word does not.
  const dot = j >= 0 && text[j] === '.' ? '.' : '';
  if (dot) j--;
  let k = j;
  while (k >= 0 && /\p{L}/u.test(text[k]!)) k--;
  return k === j ? '' : text.slice(k + 1, j + 1).toLowerCase() + dot;
}

/** The word before a label's colon ending right before `i` ("Beispiel: ", "Exemple : ", "例：" full width), lower case; '' without a colon. */
function labelBefore(text: string, i: number): string {
  let j = i - 1;
  while (j >= 0 && (text[j] === ' ' || text[j] === '\t')) j--;
  j = beforeColon(text, j);
  if (j < -1) return '';
  let k = j;
  while (k >= 0 && /\p{L}/u.test(text[k]!)) k--;
  return text.slice(k + 1, j + 1).toLowerCase();
}

/**
 * After a sample name under an example label, the value ends: the line ends (a full stop or comma
 * may close it) or a bracketed hint follows ("Example: Ana Ruiz (your full name)"). A sentence going
 * on after the name ("Example: Ana Ruiz called twice") speaks of a person.
 */
const SAMPLE_VALUE_END = /^[ \t]*[.,;]?[ \t]*(?:\([^()\n]{0,60}\)[ \t]*[.,;]?[ \t]*)?(?:\r?\n|$)/u;

/**
 * The abbreviation of "for example" that opens a bracket holding only the name ("(e.g. Jonas Keller)",
 * "(örn. …)", "(z. B. …)"), lower case without spaces: a form's hint, not a person; '' otherwise.
 */
function bracketedSample(text: string, start: number, end: number): string {
  if (!/^[ \t]*\)/.test(text.slice(end, end + 4))) return '';
  const m = /\([ \t]*((?:\p{L}{1,6}\.[ \t]?){1,2})[ \t]*$/u.exec(text.slice(Math.max(0, start - 16), start));
  return m ? m[1]!.replace(/[ \t]/g, '').toLowerCase() : '';
}

interface Token {
  start: number;
  end: number;
  word: string;
}

const WORDS = /\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*/gu;

function findNames(text: string, o: Options): FinderSpan[] {
  const out: FinderSpan[] = [];
  o.runs.lastIndex = 0;
  for (let m = o.runs.exec(text); m !== null; m = o.runs.exec(text)) {
    const run: Token[] = [];
    for (const w of m[0].matchAll(WORDS)) run.push({ start: m.index + w.index, end: m.index + w.index + w[0].length, word: w[0] });
    judgeRun(text, run, o, out);
  }
  return out;
}

/** Honorifics written after a name: Turkish Bey, Hanım, Efendi; Hindi and Urdu Ji, Sahib, Sahab. */
const POST_HONORIFICS: ReadonlySet<string> = new Set(['Bey', 'Hanım', 'Hanim', 'Efendi', 'Ji', 'Jee', 'Sahib', 'Sahab', 'Saheb']);

/** A house number, perhaps with an alley ("12/4", "số 7A"), written before a street named after a person. */
const VI_HOUSE_NUMBER_BEFORE = /(?:^|[^\p{L}\p{N}])(?:số[ ])?[0-9]{1,5}[A-Za-z]?(?:[/-][0-9]{1,4}[A-Za-z]?)*,?[ ]$/u;

function judgeRun(text: string, run: Token[], o: Options, out: FinderSpan[]): void {
  // A family name first, then middle and given names of the same language: three or four words
  // ("Phan Quốc Bảo", "Vương Thị Ngọc Lam"). Two such syllables name provinces, towns and streets
  // as often as people ("Bình Dương", "Thái Bình"), so a pair is left to the other readings.
  if (o.ffFamilies.size > 0 && (run.length === 3 || run.length === 4) && o.ffFamilies.has(run[0]!.word) && run.slice(1).every((t) => o.ffGiven.has(t.word))) {
    // A house number before the words makes them a street ("25 Phan Đình Phùng").
    if (run.length === 4 && VI_HOUSE_NUMBER_BEFORE.test(text.slice(Math.max(0, run[0]!.start - 16), run[0]!.start))) return;
    if (accept(text, run, { ...o, minimumEvidence: false })) out.push({ start: run[0]!.start, end: run[run.length - 1]!.end });
    return;
  }
  // An honorific written after the name ("Emre Kılıç Bey'e", "Zeynep Arslan Hanım", "Rakesh Verma Ji") is no part of it.
  // Before it a given name alone is the name as people address each other ("Kemal Bey"): the honorific then stays, read as before.
  if (POST_HONORIFICS.has(run[run.length - 1]!.word.replace(/['’].*$/u, '')) && (run.length >= 4 || (run.length === 3 && isNamePart(run[0]!.word, o) && isNamePart(run[1]!.word, o)))) run = run.slice(0, -1);
  // Title-case headlines and organisation names: long runs of capitalised words.
  if (run.length > 3) return;
  // A listed brand is skipped whole, not read from its second word ("Booz Allen Hamilton").
  if (o.notNames.size > 0 && o.notNames.has(text.slice(run[0]!.start, run[run.length - 1]!.end))) return;
  // A capitalised sentence opener may precede the name: "Yesterday Maria Lopez called".
  for (let k = 0; k + 1 < run.length; k++) {
    if (!o.given.has(run[k]!.word)) continue;
    if (o.notNames.has(text.slice(run[k]!.start, run[run.length - 1]!.end))) return;
    if (accept(text, run.slice(k), o)) out.push({ start: run[k]!.start, end: run[run.length - 1]!.end });
    return;
  }
  // Every word a part of a name of some origin ("Shauna Kowalczyk", "Nakamura Sota"): the names
  // resource lacks the locale, but two listed name parts side by side are a name. A capitalised
  // sentence opener may precede them as above.
  for (let k = 0; k + 1 < run.length; k++) {
    const tail = run.slice(k);
    if (!tail.every((t, i) => isNamePart(t.word, o) || (i > 0 && i < tail.length - 1 && FAMILY_PARTICLES.has(t.word)))) continue;
    // A firm's word before name parts without a known given name first names the firm ("Tandartspraktijk Janssen");
    // before a given name and a surname it introduces the firm's person ("Hausverwaltung Wiebke Tiedemann" is read above).
    if (k > 0 && namesFirm(run[k - 1]!.word, o)) return;
    // Listed name parts are also common nouns ("Tax", "Class"): before a colon and a bare value they label a field.
    if (isLabelOfValue(text, tail[0]!.start, tail[tail.length - 1]!.end)) return;
    if (o.notNames.has(text.slice(tail[0]!.start, tail[tail.length - 1]!.end))) return;
    if (accept(text, tail, { ...o, minimumEvidence: false })) out.push({ start: tail[0]!.start, end: tail[tail.length - 1]!.end });
    return;
  }
  // A given name the resource lacks ("Jürgen"), before a surname it knows, in mid-sentence:
  // the capital then marks a proper noun, not a sentence start.
  if (o.surnameEvidence && run.length === 2 && o.surnames.has(run[1]!.word) && midSentence(text, run[0]!.start)) {
    const first = run[0]!.word;
    if (first.length >= 3 && !namesFirm(first, o) && !o.notSurname.has(first) && !o.ambiguous.has(first) && !o.surnames.has(first) && accept(text, run, { ...o, minimumEvidence: true }))
      out.push({ start: run[0]!.start, end: run[1]!.end });
  }
}

/** A listed part of a name (any origin) that is no ambiguous given name and no place or firm word. */
function isNamePart(word: string, o: Options): boolean {
  return (o.parts.has(word) || o.given.has(word) || o.surnames.has(word)) && !o.ambiguous.has(word) && !o.notSurname.has(word);
}

/** A form's field label aligned with its value, at a line start: "Block Hash:          0x09af…". */
function isFieldLabel(text: string, start: number, end: number): boolean {
  if (!/^[ \t]?:(?:[ ]{2,}|\t)/.test(text.slice(end, end + 4))) return false;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return text.slice(lineStart, start).trim() === '';
}

/**
 * Words opening their line (or a table row) before a field's value: a label ("Tax Class: III",
 * "Pay Grade: B2") where a speaker's turn would say a sentence, or a line item before its amount
 * in a cell or column ("Holiday Pay | 0.00", "Student Loan\t45.00").
 */
function isLabelOfValue(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (!/^[ \t|]*$/.test(text.slice(lineStart, start))) return false;
  const lineEnd = text.indexOf('\n', end);
  const rest = text.slice(end, lineEnd < 0 ? text.length : lineEnd);
  const labelled = /^[ \t]?:/.exec(rest);
  if (labelled) {
    const value = rest.slice(labelled[0].length);
    return value.trim() !== '' && !LOWER_CASE_WORD.test(value) && !CASELESS_LETTER.test(value);
  }
  return CELL_AMOUNT.test(rest);
}
const LOWER_CASE_WORD = /(?:^|[^\p{L}])\p{Ll}{2,}/u;
/** A letter of a script without capitals (汉字, かな, ع): words of a sentence, which no case can tell. */
const CASELESS_LETTER = /\p{Lo}/u;
const CELL_AMOUNT = /^(?:[ ]?[|\t]|[ ]{2,})[ \t]*[-+−(]?(?:\p{Sc}[ ]?)?[0-9][0-9 .,']*(?:[ ]?(?:\p{Sc}|[A-Z]{3}))?\)?[ \t]*(?:[|\t]|$)/u;

/** Whether the word at `i` follows a lower-case word or an opening bracket, quote or colon on its line. */
function midSentence(text: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && (text[j] === ' ' || text[j] === '\t')) j--;
  if (j < 0) return false;
  const c = text[j]!;
  if (/[(\[:,"'“‘«–—]/u.test(c)) return true;
  return /\p{Ll}/u.test(c) && j < i - 1;
}

/**
 * A firm's legal form written in lower case or with full stops after its name ("Nowak i Syn
 * sp. z o.o.", "Keller Bouw b.v.", "Aydın Gıda A.Ş.", "Moreau s.a.r.l."); forms that are also
 * words ("as", "ab", "spa") are read only in capitals, from params.notBefore.
 */
const LEGAL_FORM_AFTER = /^,?[ ](?:sp\.[ ]?z[ ]?o\.[ ]?o\.|sp\.[ ]?j\.|sp\.[ ]?k\.|s\.[ ]?r\.[ ]?o\.|s\.[ ]?a\.(?:[ ]?s\.)?|s\.[ ]?l\.|s\.[ ]?r\.[ ]?l\.|s\.[ ]?p\.[ ]?a\.|s\.[ ]?a\.[ ]?r\.[ ]?l\.|s\.[ ]?n\.[ ]?c\.|b\.[ ]?v\.|n\.[ ]?v\.|a\.[ ]?ş\.|a\/s|e\.[ ]?k\.|e\.[ ]?v\.|gmbh|ltda|lda|ltd|llc|plc|sarl|srls|srl|snc|inc\.|pty)(?![\p{L}\p{N}])/iu;

/** Legal forms written in capitals or title case that are also short words in lower case ("Virtanen Oy", "Hansen AS", "Lindqvist AB"). */
const LEGAL_FORM_CASED = /^,?[ ](?:Oyj?|AB|ASA|AS|ApS|AG|KG|OHG|SE|SpA|SAS|NV|Kft|Zrt|Sdn[ ]Bhd|Bhd|Tbk|Pte|Pvt)(?![\p{L}\p{N}])/u;

/** Whether a name-shaped value ends in a firm's legal form ("Ferramenta Bianchi Snc", "Lund Bygg AB"). */
export function endsInLegalForm(value: string): boolean {
  for (let i = value.indexOf(' '); i > 0; i = value.indexOf(' ', i + 1)) {
    const at = value[i - 1] === ',' ? i - 1 : i;
    const form = LEGAL_FORM_AFTER.exec(value.slice(at)) ?? LEGAL_FORM_CASED.exec(value.slice(at));
    if (form && at + form[0].length >= value.replace(/[ .]+$/u, '').length) return true;
  }
  return false;
}

/**
 * A firm's legal form right after the word, or after one more capitalised word naming the trade
 * ("Kowalczyk Logistyka sp. z o.o.", "Virtanen Logistiikka Oy", "Carvalho Lda"): the word is part
 * of the firm's name.
 */
function legalFormFollows(following: string): boolean {
  if (LEGAL_FORM_AFTER.test(following) || LEGAL_FORM_CASED.test(following)) return true;
  const trade = /^[ ]\p{Lu}\p{Ll}+/u.exec(following);
  if (!trade) return false;
  const rest = following.slice(trade[0].length);
  return LEGAL_FORM_AFTER.test(rest) || LEGAL_FORM_CASED.test(rest);
}

/** An institution's word joined to the surname by a hyphen, as German and Dutch compounds name a founder ("Robert Koch-Institut", "Max Planck-Gesellschaft"). */
function hyphenatedInstitution(word: string): boolean {
  const dash = word.lastIndexOf('-');
  if (dash < 0) return false;
  const head = word.slice(dash + 1);
  return INSTITUTION_LAST.has(head) || FIRM_HEAD.test(word.slice(0, dash).slice(-3) + head.toLowerCase());
}

/**
 * Words of German and Dutch compounds whose head names a firm, a practice, an office or an institution
 * ("Hausverwaltung", "Huisartsenpraktijk", "Zahnarztpraxis", "Reisebüro", "Makelaardij").
 */
const FIRM_HEAD = /\p{L}{3}(?:praktijk|praxis|verwaltung|dienst|dienste|handel|technik|transporte|logistik|immobilien|makelaardij|kantoor|büro|bureau|winkel|bedrijf|bedrijven|groep|gruppe|zentrum|centrum|kanzlei|apotheek|apotheke|klinik|kliniek|ziekenhuis|krankenhaus|schule|verein|vereniging|stichting|stiftung|werkstatt|versicherung|verzekeringen|genossenschaft|gesellschaft|agentur|bouw|installatie|reinigung)$/u;

/** Institutions that follow a founder's or patron's name as a third capitalised word ("Jonas Keller Haus", "Ida Berg Stiftung"). */
const INSTITUTION_LAST: ReadonlySet<string> = new Set([
  'Huis', 'Haus', 'House', 'Museum', 'Musée', 'Museo', 'Museu', 'Muzeum', 'Stichting', 'Stiftung', 'Foundation', 'Fondation', 'Fundación', 'Fundação', 'Fondazione', 'Institute', 'Instituut', 'Institut', 'Instituto', 'Istituto',
  'Hospital', 'Ziekenhuis', 'Krankenhaus', 'Klinikum', 'School', 'Schule', 'College', 'Academy', 'Akademie', 'Centre', 'Center', 'Zentrum', 'Centrum', 'Prize', 'Prijs', 'Preis', 'Award', 'Memorial', 'Library', 'Bibliotheek', 'Bibliothek', 'Theatre', 'Theater', 'Stadium', 'Stadion',
]);

/** Month and weekday names of the product's languages, capitalised: sentence openers, not firms or places. */
const DATE_WORDS: ReadonlySet<string> = (() => {
  const out = new Set<string>();
  for (const locale of ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'tr', 'da', 'nb', 'fi']) {
    for (let m = 0; m < 12; m++) out.add(capitalise(new Date(Date.UTC(2024, m, 15)).toLocaleString(locale, { month: 'long', timeZone: 'UTC' })));
    for (let d = 0; d < 7; d++) out.add(capitalise(new Date(Date.UTC(2024, 0, 1 + d)).toLocaleString(locale, { weekday: 'long', timeZone: 'UTC' })));
  }
  return out;
})();

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase() + word.slice(1);
}

/**
 * Whether a capitalised word before a name names the firm, place or institution the name belongs to
 * ("Fysiotherapiepraktijk Het Anker", "Clínica Moreau", "Studio Ferraro"): a word the rule lists as no
 * surname (trade, place and organisation words; a month or weekday opens a sentence instead), or a
 * compound with a firm's head.
 */
function namesFirm(word: string, o: Options): boolean {
  return (o.notSurname.has(word) && !FAMILY_PARTICLES.has(word) && !DATE_WORDS.has(word)) || FIRM_HEAD.test(word.toLowerCase());
}

/** A model designation after a maker's name: "Aston Martin DB11", "Carl Zeiss T3". */
const MODEL_AFTER = /^[ ][A-Z]{1,4}[0-9]{1,4}(?![\p{L}\p{N}]|[ ]?[0-9]|[-/.][0-9A-Z])/u;
/** A trademark sign after the name: a brand, whoever it was named after ("Mary Kay®", "Jack Daniel's™", "Tom Ford (R)"). */
const TRADEMARK_AFTER = /^(?:[ ]?[®™℠]|[ ]?\((?:R|TM|SM)\)(?![\p{L}\p{N}]))/u;
/**
 * A state code after the name makes it a city in an address line: a Brazilian state after a hyphen
 * or slash ("Belo Horizonte - MG", "Campinas/SP"), a US or Canadian one before the postcode
 * ("Springfield, IL 62704").
 */
const BRAZILIAN_STATES = 'AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO';
const REGION_CODE_AFTER = new RegExp(`^(?:[ ]?[-/][ ]?(?:${BRAZILIAN_STATES})(?![\\p{L}\\p{N}])|,[ ]\\p{Lu}{2}[ ]{1,2}[0-9])`, 'u');
/**
 * A day of the month, then a time or a year: the words before are a weekday and a month
 * ("Thu Mar 12 12:54:38 2025" in git and C date stamps, "Jun 11, 2025"), not a given name and a surname.
 */
const DATE_AFTER = /^[ ]{1,2}(?:0?[1-9]|[12][0-9]|3[01])(?:[ ]{1,2}[0-9]{1,2}:[0-9]{2}|,?[ ](?:1[89]|20)[0-9]{2}(?![0-9]))/u;
/**
 * The words of an address, not a person: a street named after someone after the abbreviation of a
 * street type ("Str. Ana Ipătescu nr. 4", "ul. Jana Pawła", "Av. Simón Bolívar", "Jl. Sudirman"),
 * or before a house number, a comma and a postcode ("Bernardo Soto 1180, C1425 Palermo"), and a
 * town after a postcode that follows a comma ("…, 4400 Bahía Blanca").
 */
const STREET_ABBREVIATION_BEFORE = /(?:^|[^\p{L}])(?:str|ul|av|avda|bd|bdul|blvd|bul|cl|cra|kr|jl|jln|rd|ave|prosp|calz|ctra|cda|estr|trav|tv|rr)\.[ ]?$/iu;
const HOUSE_NUMBER_AFTER = /^[ ][0-9]{1,5}[A-Za-z]?,[ ](?:[A-Z]{1,2}[ -]?)?[0-9]{4,6}(?![0-9])/u;
const POSTCODE_BEFORE = /,[ ](?:[A-Z]{1,2}[ -]?)?[0-9]{4,6}[ ]$/u;
/** A market quote after an index or firm named after people: "Dow Jones 38,996.39 (+0.12%)". */
const QUOTE_AFTER = /^[ ]+[0-9][0-9,.]{0,12}[ ]\([+\-−][0-9]+(?:[.,][0-9]+)?%\)/u;

/**
 * Capitalised particles of Arabic and Hebrew names that join a given name to a family name (nasab
 * and kunya: Tariq Bin Saeed, Layla Abu Zaid, Omar Ibn Khalid). The Romance and Dutch ones are not
 * taken capitalised in mid-name: "Viva La Vida", "Casa De Campo" are titles and places.
 */
const FAMILY_PARTICLES: ReadonlySet<string> = new Set(['Bin', 'Bint', 'Ibn', 'Abu', 'Abou', 'Ben', 'Al', 'El', 'Abd', 'Abdel', 'Abdul']);

function accept(text: string, name: Token[], o: Options): boolean {
  const first = name[0]!;
  const last = name[name.length - 1]!;
  if (last.word.length < 2) return false;
  const previous = previousWord(text, first.start);
  if (o.stopBefore.has(previous)) return false;
  if (o.labelStopBefore.size > 0 && ((o.labelStopBefore.has(labelBefore(text, first.start)) && SAMPLE_VALUE_END.test(text.slice(last.end, last.end + 80))) || o.labelStopBefore.has(bracketedSample(text, first.start, last.end)))) return false;
  const knownSurname = o.surnames.has(last.word);
  if (o.weakStopBefore.has(previous) && !((o.given.has(first.word) || o.parts.has(first.word)) && (knownSurname || o.parts.has(last.word)))) return false;
  // place, organisation and date words are never name parts; a family particle inside a name is ("Layla Abu Zaid")
  if (name.some((t, i) => o.notSurname.has(t.word) && !(i > 0 && i < name.length - 1 && FAMILY_PARTICLES.has(t.word)))) return false;
  if (isFieldLabel(text, first.start, last.end)) return false;
  const following = text.slice(last.end, last.end + 24);
  const after = /^[ ,]+(\p{Lu}[\p{L}.&]*)/u.exec(following)?.[1];
  if (after && o.stopAfter.has(after.replace(/\.$/, ''))) return false;
  // A firm's, place's or institution's word after the name, capitalised too ("Anna Berg Stiftung", "Jonas Keller Haus").
  if (after && FIRM_HEAD.test(after.toLowerCase())) return false;
  const noun = /^[ ]+(\p{Ll}+)/u.exec(following)?.[1];
  if (noun && o.thingNouns.has(noun)) return false;
  if (LEGAL_FORM_AFTER.test(following) || LEGAL_FORM_CASED.test(following) || hyphenatedInstitution(last.word)) return false;
  if (name.some((t) => FIRM_HEAD.test(t.word.toLowerCase())) || (name.length >= 3 && INSTITUTION_LAST.has(last.word))) return false;
  if (MODEL_AFTER.test(following) || TRADEMARK_AFTER.test(following) || REGION_CODE_AFTER.test(following) || DATE_AFTER.test(following) || QUOTE_AFTER.test(text.slice(last.end, last.end + 40))) return false;
  const preceding = text.slice(Math.max(0, first.start - 16), first.start);
  if (STREET_ABBREVIATION_BEFORE.test(preceding) || POSTCODE_BEFORE.test(preceding) || HOUSE_NUMBER_AFTER.test(following)) return false;
  if (!knownSurname && (o.ambiguous.has(first.word) || o.wordLike.has(first.word) || o.minimumEvidence)) return false;
  // Middle words must themselves be given names or surnames ("Mary Ann Smith", "Ana Sofía García").
  return name.slice(1, -1).every((t) => FAMILY_PARTICLES.has(t.word) || o.given.has(t.word) || o.surnames.has(t.word) || o.parts.has(t.word) || o.ffGiven.has(t.word));
}

/**
 * Whether [start, end) overlaps a span of `sorted` (sorted by start, not overlapping one another):
 * only the last span starting before `end` can. A binary search: a text with many names costs no
 * more than n log n.
 */
function overlapsAny(sorted: readonly FinderSpan[], start: number, end: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.start < end) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && sorted[lo - 1]!.end > start;
}

/** Adds to `found` the spans of `more` that overlap none of those it already holds. */
function addApart(found: FinderSpan[], more: readonly FinderSpan[]): void {
  if (more.length === 0) return;
  const sorted = [...found].sort((a, b) => a.start - b.start);
  for (const s of more) if (!overlapsAny(sorted, s.start, s.end)) found.push(s);
}

/** "Family, Given" (a roster's or a by-line's order) and "X. Family" (an initial before the family name). */
const INVERTED = new RegExp(`(?<![\\p{L}\\p{N}_@./\\\\-])(?<!\\p{L},[ ])(${CAP}),[ ](${CAP})(?![\\p{L}\\p{N}_@]|[.][\\p{L}\\p{N}]|,[ ]${CAP})`, 'gu');
const INITIALED = new RegExp(`(?<![\\p{L}\\p{N}_@./\\\\-]|\\p{Lu}\\.[ ]?)\\p{Lu}\\.[ ](${CAP})(?![\\p{L}\\p{N}_@]|[.][\\p{L}\\p{N}])`, 'gu');

/**
 * Names written family name first with a comma ("Janssen, Lotte", in by-lines, rosters and
 * contact lists) when the word before the comma is a listed surname and the word after it a
 * known given name that is neither ambiguous nor itself a surname; and an initial before a
 * listed surname ("L. Janssen"). A place, firm or other non-surname word is never read, nor a
 * third name after another comma (a list of family names).
 */
function findInvertedAndInitialed(text: string, o: Options): FinderSpan[] {
  const out: FinderSpan[] = [];
  const surname = (w: string): boolean => (o.surnames.has(w) || o.ffFamilies.has(w)) && !o.notSurname.has(w) && !o.ambiguous.has(w) && !o.given.has(w);
  for (const m of text.matchAll(INVERTED)) {
    const family = m[1]!;
    const given = m[2]!;
    if (!surname(family) || !(o.given.has(given) || o.ffGiven.has(given)) || o.ambiguous.has(given) || o.notSurname.has(given) || o.surnames.has(given)) continue;
    if (o.notNames.has(`${given} ${family}`)) continue;
    out.push({ start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(INITIALED)) {
    if (!surname(m[1]!)) continue;
    out.push({ start: m.index, end: m.index + m[0].length });
  }
  return out;
}

interface ScriptNames {
  given: ReadonlySet<string>;
  surnames: ReadonlySet<string>;
}

/** Texts with a word of Devanagari or Arabic letters: the only ones findScriptNames reads. */
const UNICASED_PROSE = /[\u0600-\u06ff\u0900-\u097f]/u;
/** Runs of words of one script without capitals, separated by single spaces. */
const SCRIPT_RUNS = /[\p{Script=Devanagari}\p{M}]+(?:[ ][\p{Script=Devanagari}\p{M}]+)*|[\p{Script=Arabic}\p{M}]+(?:[ ][\p{Script=Arabic}\p{M}]+)*/gu;
/** Arabic words that join a given name to the father's ("bin", "bint") and open a compound given name ("Abd al-…"). */
const ARABIC_JOINERS: ReadonlySet<string> = new Set(['بن', 'بنت', 'ابن']);
const ARABIC_ABD = new Set(['عبد', 'أبو', 'ابو']);
/** Words with the article and the nisba ending that say something else: "which", "second", "current", "next", "past". */
const ARABIC_NOT_NISBA: ReadonlySet<string> = new Set(['الذي', 'التي', 'الثاني', 'الحالي', 'التالي', 'الماضي', 'اللذي', 'الآتي', 'الاتي', 'الكافي', 'الباقي']);
/**
 * Words naming a street, district or building that a person's name follows in Arabic ("طريق الأمير محمد
 * بن …", a road named after a prince) or precedes in Hindi ("… नगर", "… मार्ग"): the name is then a place.
 */
const ARABIC_PLACE_BEFORE: ReadonlySet<string> = new Set(['طريق', 'شارع', 'حي', 'ميدان', 'جادة', 'مدينة', 'مسجد', 'جامعة', 'مستشفى', 'مدرسة', 'مطار', 'مركز', 'برج', 'ضاحية', 'دوار']);
const ARABIC_RANKS: ReadonlySet<string> = new Set(['الأمير', 'الملك', 'الشيخ', 'الإمام', 'السلطان', 'الامير', 'الامام']);
const HINDI_PLACE_AFTER: ReadonlySet<string> = new Set(['मार्ग', 'रोड', 'नगर', 'चौक', 'कॉलोनी', 'विहार', 'पथ', 'पार्क', 'अस्पताल', 'स्टेडियम', 'भवन']);
/** Honorifics written before a Hindi name, which may then be the family name alone ("श्रीमती मिश्रा"). */
const HINDI_TITLES: ReadonlySet<string> = new Set(['श्री', 'श्रीमती', 'श्रीमान', 'सुश्री', 'कुमारी', 'डॉ', 'डॉक्टर', 'प्रोफ़ेसर']);
/** The same titles abbreviated with a full stop, which ends a run of words: "डॉ. मिश्रा". */
const HINDI_TITLE_ABBREVIATED = /(?:^|[^\p{L}\p{M}])(?:डॉ|प्रो)\.[ ]?$/u;
/** Arabic titles before a name, which may then be a given name or a family name alone ("الأستاذ مصطفى", "الدكتورة الشمري"). */
const ARABIC_TITLES: ReadonlySet<string> = new Set(['الأستاذ', 'الأستاذة', 'الاستاذ', 'الاستاذة', 'الدكتور', 'الدكتورة', 'السيد', 'السيدة', 'المهندس', 'المهندسة', 'المحامي', 'المحامية']);

/**
 * Names in Devanagari and Arabic script, which have no capitals: a known given name followed by a
 * known family name (Hindi: "सुनीता गुप्ता"; a title before a family name alone, "श्रीमती मिश्रा"), or an
 * Arabic given name followed by the father's name (after بن/بنت or as a second given name, "عبد" joined
 * to the word after it) and a family name: a listed one, or a word with the article and the nisba
 * ending ("العتيبي"). Every word is read once, by set lookups.
 */
function findScriptNames(text: string, names: ScriptNames): FinderSpan[] {
  const out: FinderSpan[] = [];
  for (const m of text.matchAll(SCRIPT_RUNS)) {
    const words: Array<{ word: string; start: number; end: number }> = [];
    let at = m.index;
    for (const word of m[0].split(' ')) {
      words.push({ word, start: at, end: at + word.length });
      at += word.length + 1;
    }
    const family = (w: string): boolean => names.surnames.has(w) || (w.length >= 5 && w.startsWith('ال') && w.endsWith('ي') && !ARABIC_NOT_NISBA.has(w));
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!.word;
      if (i === 0 && names.surnames.has(w) && HINDI_TITLE_ABBREVIATED.test(text.slice(Math.max(0, m.index - 6), m.index))) {
        out.push({ start: words[0]!.start, end: words[0]!.end });
        continue;
      }
      if (ARABIC_TITLES.has(w) && i + 1 < words.length && !names.given.has(words[i + 1]!.word) && family(words[i + 1]!.word)) {
        out.push({ start: words[i + 1]!.start, end: words[i + 1]!.end });
        i++;
        continue;
      }
      if (ARABIC_TITLES.has(w) && i + 1 < words.length && names.given.has(words[i + 1]!.word) && (i + 2 >= words.length || (!family(words[i + 2]!.word) && !ARABIC_JOINERS.has(words[i + 2]!.word) && !names.given.has(words[i + 2]!.word)))) {
        out.push({ start: words[i + 1]!.start, end: words[i + 1]!.end });
        i++;
        continue;
      }
      if (HINDI_TITLES.has(w) && i + 1 < words.length && names.surnames.has(words[i + 1]!.word)) {
        out.push({ start: words[i + 1]!.start, end: words[i + 1]!.end });
        i++;
        continue;
      }
      // A compound Arabic given name: "عبد" and the word after it.
      const given = (k: number): number => (k + 1 < words.length && ARABIC_ABD.has(words[k]!.word) && words[k + 1]!.word.startsWith('ال') ? 2 : k < words.length && names.given.has(words[k]!.word) ? 1 : 0);
      const first = given(i);
      if (first === 0) continue;
      let j = i + first; // the next word after the given name
      let last = -1; // index of the name's last word, once it is one
      for (let parts = 0; parts < 3 && j < words.length; parts++) {
        if (ARABIC_JOINERS.has(words[j]!.word) && given(j + 1) > 0) {
          j += 1 + given(j + 1);
          last = j - 1;
          continue;
        }
        if (family(words[j]!.word)) {
          last = j;
          j++;
          break;
        }
        const next = given(j);
        if (next === 0) break;
        j += next;
        last = j - 1;
      }
      if (last < 0) continue;
      const before = i > 0 ? words[i - 1]!.word : '';
      const place = ARABIC_PLACE_BEFORE.has(before) || (ARABIC_RANKS.has(before) && i > 1 && ARABIC_PLACE_BEFORE.has(words[i - 2]!.word)) || (last + 1 < words.length && HINDI_PLACE_AFTER.has(words[last + 1]!.word));
      if (place) {
        i = last;
        continue;
      }
      out.push({ start: words[i]!.start, end: words[last]!.end });
      i = last;
    }
  }
  return out;
}

/**
 * A title or kinship word written before a person's given name ("anh Tuấn", "bà Linh", "bác sĩ
 * Phước"), then one to three capitalised words; the title may open the sentence ("Ông Hùng").
 */
function titledRegex(titles: readonly string[]): RegExp | undefined {
  if (titles.length === 0) return undefined;
  const either = (w: string): string => {
    const c = w[0]!;
    const rest = escapeRegex(w.slice(1));
    return c.toUpperCase() === c ? escapeRegex(w) : `[${escapeRegex(c)}${escapeRegex(c.toUpperCase())}]${rest}`;
  };
  const alternatives = [...titles].sort((a, b) => b.length - a.length).map(either).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})[ ](${CAP}(?:[ ]${CAP}){0,2})(?![\\p{L}\\p{N}_@]|[.][\\p{L}\\p{N}])`, 'gu');
}

/**
 * Names after a title or kinship word: one known given name, or two or three words that are all
 * known names (a family name first or last). A capitalised word the names do not know after the
 * name makes the whole a place or a firm ("chị Hà Nội"): nothing is reported then.
 */
function findTitled(text: string, titled: RegExp, o: Options): FinderSpan[] {
  const out: FinderSpan[] = [];
  const given = (w: string): boolean => (o.ffGiven.has(w) || (o.given.has(w) && !o.ambiguous.has(w))) && !o.notSurname.has(w);
  const anyName = (w: string): boolean => (given(w) || o.ffFamilies.has(w) || o.surnames.has(w)) && !o.notSurname.has(w);
  for (const m of text.matchAll(titled)) {
    const name = m[1]!;
    const words = name.split(' ');
    if (words.length === 1 ? !given(name) : !words.every(anyName)) continue;
    const start = m.index + m[0].length - name.length;
    if (o.notNames.has(name)) continue;
    out.push({ start, end: start + name.length });
  }
  return out;
}

/** A name in a script without letter case (Han, Hangul, kana, Devanagari, Arabic): one to three words. */
const UNICASED = '[\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Devanagari}\\p{Script=Arabic}\\p{M}]{1,12}';

/**
 * One to three capitalised words (or a name in a script without capitals) alone at the start of
 * a line before ": " (a transcript's speaker), or before the time a chat client prints after the
 * author ("Ana Lima  9:22 PM").
 */
/** A word of a speaker's name: capitalised, or a Gaelic or Scottish prefix before a capital ("O'Brien", "McAllister"). */
const SPEAKER_WORD = `(?:${CAP}|\\p{Lu}['’]\\p{Lu}\\p{Ll}+|Ma?c\\p{Lu}\\p{Ll}+)`;
/** Lower-case particles inside a speaker's name ("Valentina del Río", "Anna af Klint"). */
const SPEAKER_PARTICLES = '(?:[ ](?:de|del|della|di|da|do|dos|das|du|van|von|der|den|la|le|af|bin|al|el)){0,2}';
/** Initials of a speaker's name: "R.", "А. В.". */
const SPEAKER_INITIALS = '\\p{Lu}\\.(?:[ ]?\\p{Lu}\\.)?';
/** A speaker's role or team in brackets between the name and the colon ("Monika (Support):", "Ahmed (agent):"). */
const SPEAKER_ROLE = '(?:[ ]\\([^()\\n:]{1,30}\\))';
const SPEAKER = new RegExp(
  `^[ \\t]{0,4}(?:\\[[0-9:. APMapm]{4,12}\\][ \\t]{1,2})?(${SPEAKER_WORD},[ ]${SPEAKER_WORD}(?:[ ]${SPEAKER_WORD})?|${SPEAKER_INITIALS}[ ]${SPEAKER_WORD}|${SPEAKER_WORD}[ ]${SPEAKER_INITIALS}|${SPEAKER_WORD}(?:${SPEAKER_PARTICLES}[ ]${SPEAKER_WORD}){0,2}|${UNICASED}(?:[ ]${UNICASED}){0,2})(?=${SPEAKER_ROLE}?:[ \\t]+\\S|[ \\t]{1,3}[0-9]{1,2}:[0-9]{2}(?:[ ]?[AaPp][Mm])?[ \\t]*$)`,
  'gmu',
);
const ALIGNED_VALUE = /^:(?:[ ]{2}|\t)/;
/** An initial in a speaker's name. */
const INITIAL = /(?:^|[ ])\p{Lu}\.(?=[ ]|$)/u;
/**
 * The words of a speaker's name as the resources read them: "Family, Given" in the given-first
 * order ("Hidayat, Dimas" is Dimas Hidayat), initials left out ("R. Chauhan", "Петров А. В.").
 */
function speakerWords(name: string): string[] {
  const comma = name.indexOf(', ');
  const ordered = comma > 0 ? `${name.slice(comma + 2)} ${name.slice(0, comma)}` : name;
  return ordered.split(' ').filter((w) => !/^\p{Lu}\.$/u.test(w));
}

/** Any speaker's turn, "agent:" and "user:" included: the other side of a transcript. */
const TURN = /^[ \t]{0,4}(?:\[[0-9:. APMapm]{4,12}\][ \t]{1,2})?[\p{L}][\p{L}\p{M}._-]{0,24}(?:[ ][\p{L}\p{M}._-]{1,24}){0,2}:[ \t]+\S/gmu;
const IS_UNICASED = new RegExp(`^${UNICASED}`, 'u');
/** Three syllables or more of Hangul, or three Han characters or more, alone; and a kana letter (Japanese text). */
const HANGUL_3 = /^\p{Script=Hangul}{3,}$/u;
const HAN_3 = /^\p{Script=Han}{3,}$/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Three words or more after a speaker's colon: something said, not a form's value. */
const SENTENCE = /(?<![\p{L}\p{N}])[\p{Ll}\p{Lo}]+[ ]+[\p{Ll}\p{Lo}]+[ ]+[\p{Ll}\p{Lo}]+(?![\p{L}\p{N}])/u;
/**
 * Something said, in any script: two words of letters side by side, one of them lower-case or of a
 * script without capitals ("bitte nochmal prüfen", "मैं अभी आता हूँ"), or four letters of a script
 * written without spaces ("あとで電話する").
 */
const SAID = /(?<![\p{L}\p{N}])(?:[\p{Ll}\p{Lo}][\p{L}\p{M}]+[ ]+[\p{L}][\p{L}\p{M}]+|[\p{L}][\p{L}\p{M}]+[ ]+[\p{Ll}\p{Lo}][\p{L}\p{M}]+)(?=[ \t]|$|[.,!?;:…)\]"'»。、！？،؟।])|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{4}/u;
/** Vowels of Vietnamese, with and without their tone marks. */
const VI_VOWELS = 'aăâeêioôơuưyàằầèềìòồờùừỳáắấéếíóốớúứýảẳẩẻểỉỏổởủửỷãẵẫẽễĩõỗỡũữỹạặậẹệịọộợụựỵ';
/** One Vietnamese syllable: an initial consonant, one to three vowels, a final consonant. */
const VI_SYLLABLE = new RegExp(`^(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdđghklmnprstvx])?[${VI_VOWELS}]{1,3}(?:ch|ng|nh|[cmnpt])?$`, 'u');
/**
 * Whether a capitalised word no names resource lists has the shape of a given name on its own: a
 * Vietnamese syllable holding one of that alphabet's own letters or a tone mark ("Khiêm", "Thuỵ",
 * "Đạt"). Words of European languages (product names, tools, labels) do not have that shape.
 */
function looksLikeGivenName(word: string): boolean {
  const w = word.normalize('NFC');
  return /[^\u0000-\u007f]/u.test(w) && VI_SYLLABLE.test(w.toLowerCase());
}
/** A family name with a Gaelic or Scottish prefix ("O'Dwyer", "McAllister"). */
const GAELIC_SURNAME = /^(?:\p{Lu}['’]\p{Lu}\p{Ll}+|Ma?c\p{Lu}\p{Ll}+)$/u;
/**
 * Whether an unlisted speaker's words have the shape of a person's name: each a Vietnamese given
 * name, or two words or more of which one is a family name with a Gaelic prefix.
 */
function looksLikeName(words: readonly string[]): boolean {
  return words.every(looksLikeGivenName) || (words.length >= 2 && words.some((w) => GAELIC_SURNAME.test(w)));
}
/** Vietnamese labels of questions and answers, repeated like speakers. */
const VI_LABELS = ['Hỏi', 'Đáp', 'Lưu ý', 'Ghi chú', 'Kết quả', 'Trạng thái'];
/**
 * Labels of forms, notes and logs that a text may repeat line after line, in the product's
 * languages: never a speaker, whatever follows them.
 */
const NOT_SPEAKERS: ReadonlySet<string> = new Set([
  'Note', 'Notes', 'Nota', 'Notiz', 'Hinweis', 'Remarque', 'Opmerking', 'Uwaga', 'Not', 'Anmerkung', 'Comment', 'Comments', 'Kommentar', 'Commentaire', 'Comentario', 'Commento', 'Comentário',
  'Status', 'Estado', 'Stato', 'Statut', 'Durum', 'Update', 'Edit', 'Error', 'Fehler', 'Erreur', 'Errore', 'Erro', 'Fout', 'Błąd', 'Hata', 'Warning', 'Warnung', 'Avertissement', 'Info', 'Debug',
  'Tip', 'Hint', 'Step', 'Schritt', 'Étape', 'Paso', 'Passo', 'Stap', 'Question', 'Frage', 'Pregunta', 'Domanda', 'Pergunta', 'Vraag', 'Pytanie', 'Soru', 'Answer', 'Antwort', 'Réponse', 'Respuesta', 'Risposta', 'Resposta', 'Antwoord', 'Odpowiedź', 'Cevap',
  'Input', 'Output', 'Example', 'Beispiel', 'Exemple', 'Ejemplo', 'Esempio', 'Exemplo', 'Voorbeeld', 'Przykład', 'Örnek', 'Result', 'Results', 'Ergebnis', 'Résultat', 'Resultado', 'Risultato', 'Resultaat', 'Wynik', 'Sonuç',
  'Expected', 'Actual', 'Response', 'Request', 'Reply', 'Summary', 'Context', 'Task', 'Solution', 'Problem', 'Issue', 'Description', 'Beschreibung', 'Subject', 'Betreff', 'Objet', 'Asunto', 'Oggetto', 'Assunto', 'Onderwerp', 'Temat', 'Konu',
  'Date', 'Datum', 'Fecha', 'Data', 'Tarih', 'Time', 'Zeit', 'Heure', 'Hora', 'Ora', 'Tijd', 'Location', 'Ort', 'Lieu', 'Lugar', 'Luogo', 'Local', 'Plaats', 'Miejsce', 'Yer', 'Topic', 'Thema', 'Agenda', 'Action', 'Decision', 'Owner', 'Reason', 'Grund', 'Raison', 'Motivo', 'Reden', 'Powód', 'Sebep',
  'Address', 'Adresse', 'Dirección', 'Indirizzo', 'Endereço', 'Adres', 'Phone', 'Telefon', 'Téléphone', 'Teléfono', 'Telefono', 'Telefone', 'Telefoon', 'Email', 'Name', 'Nom', 'Nombre', 'Nome', 'Naam', 'Imię', 'İsim',
  // and in the languages written without capitals
  '备注', '状态', '地址', '电话', '姓名', '说明', '结果', '问题', '回答', '備考', '状態', '住所', '電話', '氏名', '説明', '結果', '質問', '回答', '비고', '상태', '주소', '전화', '이름', '성명', '설명', '결과', '질문', '답변',
  ...VI_LABELS,
  'ملاحظة', 'الحالة', 'العنوان', 'الهاتف', 'الاسم', 'السؤال', 'الجواب', 'النتيجة', 'टिप्पणी', 'स्थिति', 'पता', 'फ़ोन', 'नाम', 'प्रश्न', 'उत्तर', 'परिणाम',
]);
/** The other side of a transcript, which the list of name parts may hold too ("Agent", "Host"). */
const TRANSCRIPT_ROLES = new Set([
  'Agent', 'User', 'Customer', 'Client', 'Support', 'Bot', 'Assistant', 'System', 'Operator', 'Admin', 'Moderator', 'Host', 'Guest', 'Staff', 'Caller', 'Visitor', 'Me', 'You', 'Interviewer', 'Interviewee', 'Speaker', 'Doctor', 'Nurse', 'Patient', 'Teacher', 'Student',
  // the same roles in the product's other languages
  'Kunde', 'Kundin', 'Mitarbeiter', 'Mitarbeiterin', 'Berater', 'Beraterin', 'Anrufer', 'Anruferin', 'Arzt', 'Ärztin',
  'Conseiller', 'Conseillère', 'Agente', 'Opérateur', 'Opératrice', 'Utilisateur', 'Utilisatrice', 'Médecin',
  'Cliente', 'Usuario', 'Usuaria', 'Operador', 'Operadora', 'Asesor', 'Asesora', 'Atendente', 'Soporte', 'Suporte', 'Paciente', 'Médico', 'Médica',
  'Utente', 'Operatore', 'Operatrice', 'Assistente', 'Paziente', 'Medico',
  'Klant', 'Medewerker', 'Medewerkster', 'Klient', 'Konsultant', 'Konsultantka', 'Pacjent', 'Lekarz', 'Müşteri', 'Temsilci', 'Danışman',
  'Оператор', 'Клиент', 'Клиентка', 'Агент', 'Менеджер', 'Пользователь', 'Система', 'Бот', 'Специалист', 'Консультант', 'Сотрудник', 'Врач', 'Пациент', 'Абонент',
  'Клієнт', 'Користувач', 'Handläggare', 'Kund', 'Kundtjänst', 'Rådgivare', 'Handler', 'Kundeservice', 'Rådgiver', 'Saksbehandler', 'Sagsbehandler', 'Medarbejder',
  'Asiakas', 'Asiakaspalvelu', 'Virkailija', 'Operatör', 'Kullanıcı', 'Sistem', 'Yetkili', 'Klientka', 'Doradca', 'Użytkownik', 'Zákazník', 'Operátor', 'Ügyfél', 'Ügyintéző', 'Operatorul',
  'Gebruiker', 'Benutzer', 'Nutzer', 'Nutzerin', 'Sachbearbeiter', 'Sachbearbeiterin', 'Kundenservice', 'Kundendienst', 'Hotline', 'Service', 'Servicio', 'Atención',
  // the one who calls, the tenant, the insured, the member, the applicant: the other side of a service call in each language
  'Representative', 'Rep', 'Advisor', 'Adviser', 'Associate', 'Receptionist', 'Dispatcher', 'Clerk', 'Tenant', 'Landlord', 'Member', 'Subscriber', 'Policyholder', 'Claimant', 'Applicant', 'Parent', 'Guardian', 'Resident', 'Passenger', 'Employee', 'Manager',
  'Mieter', 'Mieterin', 'Vermieter', 'Vermieterin', 'Versicherte', 'Versicherter', 'Versicherungsnehmer', 'Bewerber', 'Bewerberin', 'Patientin', 'Mitglied', 'Disponent', 'Disponentin', 'Fahrgast',
  'Appelant', 'Appelante', 'Interlocuteur', 'Interlocutrice', 'Patiente', 'Locataire', 'Assuré', 'Assurée', 'Adhérent', 'Adhérente', 'Candidat', 'Candidate', 'Standardiste',
  'Llamante', 'Interlocutor', 'Interlocutora', 'Inquilino', 'Inquilina', 'Asegurado', 'Asegurada', 'Socio', 'Socia', 'Solicitante', 'Candidato', 'Candidata', 'Teleoperador', 'Teleoperadora', 'Pasajero', 'Pasajera',
  'Chamador', 'Ligante', 'Consultor', 'Consultora', 'Segurado', 'Segurada', 'Associado', 'Associada', 'Passageiro', 'Passageira', 'Requerente',
  'Chiamante', 'Consulente', 'Assicurato', 'Assicurata', 'Addetto', 'Addetta', 'Richiedente', 'Passeggero', 'Passeggera',
  'Beller', 'Belster', 'Adviseur', 'Adviseuse', 'Patiënt', 'Huurder', 'Verhuurder', 'Verzekerde', 'Aanvrager', 'Aanvraagster', 'Lid', 'Reiziger',
  'Dzwoniący', 'Dzwoniąca', 'Pacjentka', 'Najemca', 'Wynajmujący', 'Ubezpieczony', 'Ubezpieczona', 'Pracownik', 'Pracownica', 'Wnioskodawca', 'Pasażer', 'Pasażerka',
  'Uppringare', 'Inringare', 'Hyresgäst', 'Hyresvärd', 'Medarbetare', 'Försäkringstagare', 'Sökande', 'Resenär', 'Medlem',
  'Arayan', 'Hasta', 'Kiracı', 'Ev sahibi', 'Sigortalı', 'Başvuran', 'Çalışan', 'Yolcu', 'Üye',
  '来电者', '来电人', '患者', '租客', '会员', '乘客', '電話者', '患者様', '会員', '乗客', '통화자', '환자', '세입자', '회원', '승객',
  'المتصل', 'المتصلة', 'العميلة', 'الموظفة', 'المريض', 'المريضة', 'المستأجر', 'المؤمن له', 'العضو', 'المسافر', 'कॉलर', 'मरीज़', 'मरीज', 'किरायेदार', 'सदस्य', 'यात्री', 'प्रतिनिधि',
  // and in the languages written without capitals
  '고객', '상담원', '상담사', '직원', '客户', '顾客', '客服', '坐席', 'お客様', '顧客', 'オペレーター', '担当者', 'العميل', 'الموظف', 'الوكيل', 'ग्राहक', 'एजेंट', 'कर्मचारी',
  '用户', '系统', '管理员', '经理', '店员', '担当', '係員', '店員', '管理者', 'ユーザー', 'システム', '관리자', '매니저', '판매자', '구매자', '운영자', '사용자', '시스템',
  '版主', '群主', '楼主', '值班', '主持人', '司会', '管理人', 'モデレーター', '幹事', '방장', '운영진', '모더레이터', '사회자',
  'المستخدم', 'النظام', 'المدير', 'الدعم', 'المساعد', 'المشرف', 'उपयोगकर्ता', 'सिस्टम', 'प्रबंधक', 'सहायक', 'ऑपरेटर', 'सलाहकार',
]);

/**
 * Speakers of a transcript. One "Name:" line could be a form's field ("Note:", "Assunto:"), so the
 * text must hold at least two turns (the other side may be "Agent:" or "agent:"), and a speaker
 * must speak twice or carry a time stamp. A lone word is a speaker when it is a known given name
 * or a listed name part; two or three words when the first is a known given name or the last a
 * known surname, or all are listed name parts, and none is a place, organisation or date word. A
 * name in a script without capitals is a speaker on the same terms, its turns being the evidence.
 * In a conversation (two speakers or more who each say something twice or under a time stamp), a
 * known name needs to speak only once, and a name no resource lists is a speaker too when it says
 * something twice or under a time stamp and itself looks like a name: written in a script without
 * capitals ("진우", "राकेश"), or a Vietnamese given name ("Khiêm"). A capitalised word of another
 * shape ("Kubernetes", "Jenkins") is not made a person by the known names around it. A form
 * repeats its labels with values, not two voices taking turns; roles and the labels of forms and
 * logs are never speakers.
 */
function findSpeakers(text: string, o: Options): FinderSpan[] {
  const lines: Array<{ start: number; name: string; words: string[]; stamped: boolean }> = [];
  const turns = new Map<string, number>();
  const talkers = new Set<string>();
  /** Speakers (first words) who said something twice, or once under a time stamp. */
  const voices = new Map<string, { said: number; stamped: boolean }>();
  const fences = fencePositions(text);
  SPEAKER.lastIndex = 0;
  for (let m = SPEAKER.exec(text); m !== null; m = SPEAKER.exec(text)) {
    const name = m[1]!;
    // Lines of a code block pasted into the chat are code: "Authorization: Bearer …".
    if (insideFence(fences, m.index)) continue;
    // A field's label with its value aligned in a column ("Transaction Hash:   0x…", "Block:\t1925…"): a listing, not a turn.
    if (ALIGNED_VALUE.test(text.slice(m.index + m[0].length, m.index + m[0].length + 3))) continue;
    const after = m.index + m[0].length;
    const stamped = m[0].includes('[') || !(text[after] === ':' || text.startsWith(' (', after));
    lines.push({ start: m.index + m[0].length - name.length, name, words: speakerWords(name), stamped });
    const speaker = speakerWords(name)[0]!; // "Ana Lima" and later "Ana" are one speaker
    turns.set(speaker, (turns.get(speaker) ?? 0) + 1);
    const lineEnd = text.indexOf('\n', m.index + m[0].length);
    const said = text.slice(m.index + m[0].length, lineEnd < 0 ? text.length : lineEnd);
    if (SENTENCE.test(said)) talkers.add(name);
    if (SAID.test(said)) {
      const voice = voices.get(speaker) ?? { said: 0, stamped: false };
      voice.said++;
      voice.stamped ||= stamped;
      voices.set(speaker, voice);
    }
  }
  if (lines.length === 0) return [];
  TURN.lastIndex = 0;
  let allTurns = 0;
  let latinTurn = false;
  for (let m = TURN.exec(text); m !== null && (allTurns < 2 || !latinTurn); m = TURN.exec(text)) {
    allTurns++;
    if (/^[ \t]*(?:\[[^\]]*\][ \t]*)?[A-Za-z]/.test(m[0])) latinTurn = true;
  }
  // A chat client's author line ("Ana Lima  9:22 PM") is evidence on its own; "Name:" lines need a second turn.
  if (Math.max(allTurns, lines.length) < 2 && !lines.some((l) => l.stamped)) return [];
  const speaks = (speaker: string): boolean => {
    const v = voices.get(speaker);
    return v !== undefined && (v.said >= 2 || v.stamped) && !NOT_SPEAKERS.has(speaker) && !TRANSCRIPT_ROLES.has(speaker);
  };
  let speaking = 0;
  for (const speaker of voices.keys()) if (speaks(speaker)) speaking++;
  const conversation = speaking >= 2;
  const isKnown = (words: readonly string[], name: string): boolean => {
    // Initials and a family name ("R. Chauhan", "Петров А. В."): the family name must be one the resources list.
    if (INITIAL.test(name) && words.length === 1) return (o.surnames.has(words[0]!) || o.parts.has(words[0]!)) && !o.notSurname.has(words[0]!) && !o.ambiguous.has(words[0]!);
    const first = words[0]!;
    const last = words[words.length - 1]!;
    if (words.some((w) => o.notSurname.has(w))) return false;
    // "Family, Given": the word before the comma must be a listed family name, not a greeting ("Hi, Anna:").
    if (name.includes(', ') && !((o.surnames.has(last) || o.parts.has(last) || o.ffFamilies.has(last)) && !o.ambiguous.has(last))) return false;
    const givenKnown = (o.given.has(first) || o.parts.has(first) || o.ffGiven.has(first)) && !o.ambiguous.has(first);
    if (words.length === 1 && TRANSCRIPT_ROLES.has(first)) return false;
    if (words.length > 1 && o.ffFamilies.has(first) && words.slice(1).every((w) => o.ffGiven.has(w))) return true;
    return words.length === 1 ? givenKnown : givenKnown || o.surnames.has(last) || words.every((w) => isNamePart(w, o));
  };
  // A name no resource lists, written with capitals, speaks among people the resource knows: two
  // roles of a call centre take turns as well as two people do, so a known name must speak too.
  const amongPeople = conversation && lines.some((l) => !IS_UNICASED.test(l.name) && !NOT_SPEAKERS.has(l.words[0]!) && isKnown(l.words, l.name));
  const out: FinderSpan[] = [];
  for (const { start, name, words, stamped } of lines) {
    const speaker = words[0]!;
    if (NOT_SPEAKERS.has(speaker) || NOT_SPEAKERS.has(name)) continue;
    const voice = conversation && speaks(speaker);
    const unicased = IS_UNICASED.test(name);
    if (!stamped && (turns.get(speaker) ?? 0) < 2 && !(conversation && !unicased && voices.has(speaker))) continue;
    if (unicased) {
      if (TRANSCRIPT_ROLES.has(name)) continue;
      // A form's fields are written in the form's script ("备注:", "状态:"): a name in a script
      // without capitals speaks in a transcript whose other side writes Latin ("Agent:"), or
      // starts with a listed Han or Hangul family name, or takes turns in a conversation.
      // A field holds a value; a speaker says a sentence at least once.
      const familyFirst = o.cjkFamilies.has(name.slice(0, 1)) || o.cjkFamilies.has(name.slice(0, 2));
      // Korean and Chinese write a full name of three syllables or more family name first: such a word
      // that opens with no family name the resources list is a nickname ("밤고양이", "小熊猫"), however
      // often it speaks. Japanese given names of three kanji stand alone ("健太郎"): text with kana keeps them.
      if (!familyFirst && (HANGUL_3.test(name) || (HAN_3.test(name) && !KANA.test(text)))) continue;
      if (((latinTurn || familyFirst) && talkers.has(name)) || voice) out.push({ start, end: start + name.length });
      continue;
    }
    if (words.some((w) => o.notSurname.has(w)) || TRANSCRIPT_ROLES.has(speaker)) continue;
    if (isKnown(words, name) || (voice && amongPeople && !INITIAL.test(name) && looksLikeName(words))) out.push({ start, end: start + name.length });
  }
  return out;
}

/** Where the lines of three backticks that open and close Markdown code blocks start. */
function fencePositions(text: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf('```'); i >= 0; i = text.indexOf('```', i + 3)) if (i === 0 || text[i - 1] === '\n') out.push(i);
  return out;
}

/** Whether `i` lies inside a code block: after an odd number of fences. */
function insideFence(fences: readonly number[], i: number): boolean {
  let lo = 0;
  let hi = fences.length; // binary search: the number of fences before i
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (fences[mid]! < i) lo = mid + 1;
    else hi = mid;
  }
  return lo % 2 === 1;
}

/**
 * Later single-word mentions of a name the text already gave in full: its first and last words
 * (unless a common word, place or organisation word), as whole capitalised
 * words outside the spans already found. One alternation of the few words found: linear.
 */
function findLaterMentions(text: string, found: readonly FinderSpan[], o: Options): FinderSpan[] {
  const parts = new Set<string>();
  for (const span of found) {
    const words = text.slice(span.start, span.end).match(WORDS) ?? [];
    if (words.length < 2) continue;
    const first = words[0]!;
    const last = words[words.length - 1]!;
    if (first.length >= 3 && !o.ambiguous.has(first) && !o.notSurname.has(first)) parts.add(first);
    if (last.length >= 3 && !o.notSurname.has(last) && !o.ambiguous.has(last)) parts.add(last);
  }
  if (parts.size === 0) return [];
  const sorted = [...found].sort((a, b) => a.start - b.start);
  const alternatives = longestFirst(parts);
  const mention = new RegExp(`(?<![\\p{L}\\p{N}_@./\\\\-])(?:${alternatives})(?![\\p{L}\\p{N}_@]|[.][\\p{L}\\p{N}])`, 'gu');
  const out: FinderSpan[] = [];
  for (const m of text.matchAll(mention)) {
    const start = m.index;
    const end = start + m[0].length;
    if (overlapsAny(sorted, start, end)) continue;
    if (o.stopBefore.has(previousWord(text, start))) continue;
    // The family name inside a firm's name ("Kowalczyk Logistyka sp. z o.o.") names the firm.
    if (legalFormFollows(text.slice(end, end + 48))) continue;
    out.push({ start, end });
  }
  return out;
}

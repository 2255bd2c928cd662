// The names resource of the name finders: per locale, the given names and surnames they can use
// (single words), taken from the person data of @faker-js/faker (MIT). scripts/build-name-resource.ts
// generates resources/person-names.json from the installed package; reading that small file
// instead of the package's locale modules keeps those modules (about 10 MiB of heap) out of the
// process. Each locale is read once per process; the file is not kept. resources/name-parts.json
// adds the parts of names of every origin (@cspell/dict-people-names, MIT), given and family
// names alike, without the locale: evidence that a word is a name, not which part it is.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { escapeRegex } from '../../text/regex-source.js';

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

export interface NamePartsFile {
  source: { package: string; version: string; license: string; url: string };
  parts: string[];
}

/** Works from dist/src/engine/finders/ (the built service) and names the file in the repository. */
export const NAME_RESOURCE_FILE = fileURLToPath(new URL('../../../../resources/person-names.json', import.meta.url));

export const NAME_PARTS_FILE = fileURLToPath(new URL('../../../../resources/name-parts.json', import.meta.url));

/**
 * Names of languages the faker person data lacks (resources/name-supplement.json): Vietnamese given,
 * middle and family names, written from general knowledge of the commonest names.
 */
export const NAME_SUPPLEMENT_FILE = fileURLToPath(new URL('../../../../resources/name-supplement.json', import.meta.url));

export interface NameSupplementFile {
  description: string;
  locales: Record<string, { given: string[]; surnames: string[] }>;
}

let supplement: NameSupplementFile['locales'] | undefined;

/** Whether the supplement lists a locale. */
function supplementHas(locale: string): boolean {
  try {
    supplementNames(locale);
    return true;
  } catch {
    return false;
  }
}

/** The supplement's names of a locale, read once per process; a locale it lacks is an error naming it. */
export function supplementNames(locale: string): LocaleNames {
  if (!supplement) {
    const file = JSON.parse(readFileSync(NAME_SUPPLEMENT_FILE, 'utf8')) as NameSupplementFile;
    const bad = Object.entries(file.locales ?? {}).find(([, v]) => !Array.isArray(v?.given) || !Array.isArray(v?.surnames));
    if (!file.locales || bad) throw new Error(`${NAME_SUPPLEMENT_FILE}: locales${bad ? `.${bad[0]}` : ''} is not a list of given names and surnames`);
    supplement = file.locales;
  }
  const entry = Object.hasOwn(supplement, locale) ? supplement[locale] : undefined;
  if (!entry) throw new Error(`params.familyFirstLocales: no name supplement for locale "${locale}"`);
  return entry;
}

/** Full names that name a firm, brand, character or landmark (resources/eponymous-brands.json). */
export const EPONYMOUS_BRANDS_FILE = fileURLToPath(new URL('../../../../resources/eponymous-brands.json', import.meta.url));

export interface EponymousBrandsFile {
  description: string;
  groups: Record<string, string[]>;
}

const cache = new Map<string, LocaleNames>();
let brands: readonly string[] | undefined;

/** Firms, brands and landmarks that carry a person's full name ("Morgan Stanley", "Charles de Gaulle"), read once per process. */
export function eponymousBrands(): readonly string[] {
  if (!brands) {
    const file = JSON.parse(readFileSync(EPONYMOUS_BRANDS_FILE, 'utf8')) as EponymousBrandsFile;
    const groups = Object.entries(file.groups ?? {});
    const bad = groups.find(([, list]) => !Array.isArray(list) || list.some((n) => typeof n !== 'string'));
    if (groups.length === 0 || bad) throw new Error(`${EPONYMOUS_BRANDS_FILE}: groups${bad ? `.${bad[0]}` : ''} is not a list of names`);
    brands = groups.flatMap(([, list]) => list);
  }
  return brands;
}

/** Well-known public and historical persons (resources/public-figures.json). */
export const PUBLIC_FIGURES_FILE = fileURLToPath(new URL('../../../../resources/public-figures.json', import.meta.url));

export interface PublicFiguresFile {
  description: string;
  version: string;
  /** Words that say a line speaks of fiction or a test persona (the fictional characters' file only). */
  cues?: string[];
  /** Words that, right before a character's name, make it a code name or a project's name (the fictional characters' file only). */
  codeNameCues?: string[];
  groups: Record<string, string[]>;
}

/**
 * How a name is compared with the public-figures list: the letters and digits only, lower case,
 * Latin letters without their accents ("Édith Piaf" = "Edith Piaf", "Lech Wałęsa" = "Lech Walesa",
 * "Kim Jong-un" = "Kim Jong Un"). Marks of other scripts (Devanagari vowel signs) are kept.
 */
export function figureKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/đ/g, 'd')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

/** Well-known fictional characters and stock test personas (resources/fictional-characters.json), listed as public figures are. */
export const FICTIONAL_CHARACTERS_FILE = fileURLToPath(new URL('../../../../resources/fictional-characters.json', import.meta.url));

/** The keys (figureKey) of the names of a file laid out as public-figures.json, read once per process. */
const figureKeysOf = new Map<string, ReadonlySet<string>>();
function listedFigureKeys(file: string): ReadonlySet<string> {
  let keys = figureKeysOf.get(file);
  if (!keys) {
    const listed = JSON.parse(readFileSync(file, 'utf8')) as PublicFiguresFile;
    const groups = Object.entries(listed.groups ?? {});
    const bad = groups.find(([, list]) => !Array.isArray(list) || list.some((n) => typeof n !== 'string' || n.trim() === ''));
    if (groups.length === 0 || bad) throw new Error(`${file}: groups${bad ? `.${bad[0]}` : ''} is not a list of names`);
    keys = new Set(groups.flatMap(([, list]) => list.map(figureKey)));
    figureKeysOf.set(file, keys);
  }
  return keys;
}

/** The keys (figureKey) of the listed public and historical persons, read once per process. */
export function publicFigureKeys(): ReadonlySet<string> {
  return listedFigureKeys(PUBLIC_FIGURES_FILE);
}

/** The keys (figureKey) of the listed fictional characters and test personas, read once per process. */
export function fictionalCharacterKeys(): ReadonlySet<string> {
  return listedFigureKeys(FICTIONAL_CHARACTERS_FILE);
}

/** The group of the fictional characters' file whose names no one bears: read without a cue. */
export const PLACEHOLDER_GROUP = 'placeholder names';
let placeholders: ReadonlySet<string> | undefined;

/** The keys (figureKey) of the placeholder names (Otto Normalverbraucher, Vasya Pupkin), read once per process. */
export function placeholderKeys(): ReadonlySet<string> {
  if (!placeholders) {
    const file = JSON.parse(readFileSync(FICTIONAL_CHARACTERS_FILE, 'utf8')) as PublicFiguresFile;
    const group = file.groups[PLACEHOLDER_GROUP];
    if (!Array.isArray(group)) throw new Error(`${FICTIONAL_CHARACTERS_FILE}: groups.${PLACEHOLDER_GROUP} is not a list`);
    placeholders = new Set(group.map(figureKey));
  }
  return placeholders;
}

/** A test over a name found at `text[start, end)`, given its key (figureKey): whether it names no private person. */
export type KnownPersonTest = (key: string, text: string, start: number, end: number) => boolean;

/**
 * The names a finder treats as no private person's: a listed public figure (params.publicFigures)
 * or placeholder name (params.fictionalCharacters: "Otto Normalverbraucher") wherever it stands, a
 * listed fictional character (params.fictionalCharacters) only where its line says it is fiction or
 * a test persona (fictionFramed), as a character's name is often a real person's too ("Tom Sawyer",
 * "Ted Lasso"); undefined when the params ask for neither.
 */
export function knownPersonTest(params: Readonly<Record<string, unknown>> | undefined): KnownPersonTest | undefined {
  const figures = params?.['publicFigures'] === true ? publicFigureKeys() : undefined;
  const characters = params?.['fictionalCharacters'] === true ? fictionalCharacterKeys() : undefined;
  if (!figures && !characters) return undefined;
  const unmistakable = characters ? placeholderKeys() : undefined;
  return (key, text, start, end) =>
    (figures?.has(key) ?? false) || (unmistakable?.has(key) ?? false) || ((characters?.has(key) ?? false) && fictionFramed(text, start, end));
}

/** How far from a listed character's name, on its line, a word saying the line is fiction is read. */
const FRAME_REACH = 120;

let cueTests: Array<(lowerWindow: string) => boolean> | undefined;

/** The fictional characters' cues as tests: a whole word in spaced scripts, anywhere in unspaced ones. */
function fictionCues(): Array<(lowerWindow: string) => boolean> {
  if (!cueTests) {
    const file = JSON.parse(readFileSync(FICTIONAL_CHARACTERS_FILE, 'utf8')) as PublicFiguresFile;
    if (!Array.isArray(file.cues) || file.cues.some((c) => typeof c !== 'string' || c.trim() === '')) throw new Error(`${FICTIONAL_CHARACTERS_FILE}: cues is not a list of words`);
    cueTests = file.cues.map((cue) => {
      const lower = cue.toLowerCase();
      // Han, kana and Hangul join a noun to its particle or the next word ("角色孙悟空", "캐릭터인"): read as a part.
      if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+$/u.test(lower)) return (w: string) => w.includes(lower);
      const word = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escapeRegex(lower)}(?![\\p{L}\\p{M}\\p{N}])`, 'u');
      return (w: string) => w.includes(lower) && word.test(w);
    });
  }
  return cueTests;
}

/**
 * Whether the line of `text[start, end)` says, within FRAME_REACH characters of it, that it speaks
 * of fiction or of a test persona: a word of the fictional characters' cues ("the novel", "character",
 * "Märchen", "personaje", "test persona", "角色").
 */
export function fictionFramed(text: string, start: number, end: number): boolean {
  const from = Math.max(text.lastIndexOf('\n', start - 1) + 1, start - FRAME_REACH);
  const lineEnd = text.indexOf('\n', end);
  const to = Math.min(lineEnd < 0 ? text.length : lineEnd, end + FRAME_REACH);
  const around = `${text.slice(from, start)} ${text.slice(end, to)}`.toLowerCase();
  return fictionCues().some((cue) => cue(around)) || namedAsCode(text, start);
}

let codeNameTests: Array<(lowerHead: string) => boolean> | undefined;

/** The code-name cues as tests of the text right before a name: the cue ends it, as a whole word in spaced scripts. */
function codeNameCues(): Array<(lowerHead: string) => boolean> {
  if (!codeNameTests) {
    const file = JSON.parse(readFileSync(FICTIONAL_CHARACTERS_FILE, 'utf8')) as PublicFiguresFile;
    const cues = file.codeNameCues ?? [];
    if (!Array.isArray(cues) || cues.some((c) => typeof c !== 'string' || c.trim() === '')) throw new Error(`${FICTIONAL_CHARACTERS_FILE}: codeNameCues is not a list of words`);
    codeNameTests = cues.map((cue) => {
      const lower = cue.toLowerCase();
      if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+$/u.test(lower)) return (h: string) => h.endsWith(lower);
      return (h: string) => h.endsWith(lower) && !/[\p{L}\p{M}\p{N}]/u.test(h.charAt(h.length - lower.length - 1));
    });
  }
  return codeNameTests;
}

/**
 * Whether the name at `start` is itself a code name or a project's name: a code-name cue right before
 * it, with at most a colon, a dash or an opening quote between ("Codename: …", "Projekt „…", "代号…").
 * A line that merely mentions a project elsewhere says nothing about the name.
 */
function namedAsCode(text: string, start: number): boolean {
  const head = text.slice(Math.max(0, start - 32), start).toLowerCase().replace(/[\s:：\-–"'«‹„“‘「『]*$/u, '');
  return head !== '' && codeNameCues().some((cue) => cue(head));
}

let parts: ReadonlySet<string> | undefined;

/** Single-word parts of people's names of any origin, read once per process. */
export function nameParts(): ReadonlySet<string> {
  if (!parts) {
    const file = JSON.parse(readFileSync(NAME_PARTS_FILE, 'utf8')) as NamePartsFile;
    if (!Array.isArray(file.parts)) throw new Error(`${NAME_PARTS_FILE}: parts is not a list`);
    parts = new Set(file.parts);
  }
  return parts;
}

/** Latin spellings of each Cyrillic letter, the passport (ICAO) and the common English spellings first. */
const CYRILLIC_LATIN: Readonly<Record<string, readonly string[]>> = {
  а: ['a'], б: ['b'], в: ['v'], г: ['g'], ґ: ['g'], д: ['d'], е: ['e'], є: ['ye', 'ie'], ё: ['yo', 'e'], ж: ['zh'], з: ['z'], и: ['i'], і: ['i'], ї: ['yi', 'i'],
  й: ['y', 'i'], к: ['k'], л: ['l'], м: ['m'], н: ['n'], о: ['o'], п: ['p'], р: ['r'], с: ['s'], т: ['t'], у: ['u'], ф: ['f'], х: ['kh'], ц: ['ts'],
  ч: ['ch'], ш: ['sh'], щ: ['shch'], ъ: [''], ы: ['y'], ь: ['', 'i'], э: ['e'], ю: ['yu', 'iu'], я: ['ya', 'ia'],
};

/**
 * The usual Latin spellings of a Cyrillic name ("Артём": Artyom, Artem; "Юлия": Yuliya, Yulia,
 * Iuliia, …; "Васильев": Vasilev, Vasiliev), at most eight; "-ий" is also written "-y" ("Dmitry").
 */
export function romanizeCyrillic(name: string): string[] {
  const lower = name.toLowerCase();
  if (!/^[\u0400-\u04ff'’-]+$/u.test(lower)) return [];
  let spellings = [''];
  for (const c of lower) spellings = spellings.flatMap((s) => (CYRILLIC_LATIN[c] ?? [c]).map((o) => s + o)).slice(0, 8);
  // Endings written shorter in English: "-ий" as "-y" (Dmitry), "-ия" as "-ia" (Yulia).
  if (lower.endsWith('ий')) spellings.push(...spellings.map((s) => s.replace(/i[yi]$/u, 'y')));
  if (lower.endsWith('ия')) spellings.push(...spellings.map((s) => s.replace(/i(?:ya|ia)$/u, 'ia')));
  return [...new Set(spellings)].filter((s) => s.length > 1).map((s) => s[0]!.toUpperCase() + s.slice(1));
}

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
      if (entry) cache.set(locale, { given: list(entry.given, 'given'), surnames: list(entry.surnames, 'surnames') });
      // Names faker lacks in a script (Japanese, Chinese, Korean in Latin letters: ja_Latn, …) come from the supplement.
      else if (supplementHas(locale)) cache.set(locale, supplementNames(locale));
      // Russian and Ukrainian names in Latin letters (ru_Latn, uk_Latn): the Cyrillic lists, transliterated.
      else if (/^(?:ru|uk)_Latn$/.test(locale) && Object.hasOwn(file.locales, locale.slice(0, 2))) {
        const base = file.locales[locale.slice(0, 2)]!;
        cache.set(locale, { given: list(base.given, 'given').flatMap(romanizeCyrillic), surnames: list(base.surnames, 'surnames').flatMap(romanizeCyrillic) });
      }
      else throw new Error(`params.locales: no names resource for locale "${locale}"`);
    }
  }
  return locales.map((l) => cache.get(l)!);
}

/** The word right before a name on its line, a title with or without its dot ("Captain", "Prof."). */
const WORD_BEFORE = /(\p{L}+\.?)[ \t]+$/u;

/**
 * Whether the name `text[start, end)` is a listed fictional character or public figure: with the
 * title word before it ("Captain Ahab", "Professor Moriarty"), or alone when it has two words or more
 * ("Sherlock Holmes"). A single word alone is no evidence: "Herr Goethe" may be anyone called Goethe.
 */
export function isKnownPersonName(text: string, start: number, end: number): boolean {
  const known = knownPersonTest({ publicFigures: true, fictionalCharacters: true })!;
  const name = text.slice(start, end);
  if (/\s/u.test(name.trim()) && known(figureKey(name), text, start, end)) return true;
  const before = WORD_BEFORE.exec(text.slice(Math.max(0, start - 24), start));
  return before !== null && known(figureKey(`${before[1]!} ${name}`), text, start - before[0].length, end);
}

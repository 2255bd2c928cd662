// `person-names`: person names in running text (prose, chat, log messages) with no label.
// Precision first: a name is reported only when two pieces of evidence agree — a known given
// name from a maintained names resource (the per-locale person data of @faker-js/faker, MIT)
// followed by a capitalised surname. A surname the resource also knows raises the score; one it
// does not know must at least not be a word the rule lists as "not a surname" (street, team,
// weekday, …), and given names that are also common words ("Will", "May", "Grace") need a
// known surname. Title-case headlines and organisation names are skipped.
// Names are loaded once per registry build, when a rule using this finder is compiled.

import { createRequire } from 'node:module';
import type { Finder, FinderParams, FinderSpan } from './finder.js';

const require = createRequire(import.meta.url);

/** Locales read when the rule names none. */
export const DEFAULT_LOCALES: readonly string[] = [
  'en', 'en_IN', 'de', 'de_CH', 'fr', 'fr_CH', 'es', 'es_MX', 'it', 'pt_BR', 'pt_PT', 'nl', 'pl', 'ru', 'uk', 'sv', 'da', 'nb_NO', 'fi', 'tr', 'cs_CZ', 'ro', 'hu',
];

export interface NameData {
  given: Set<string>;
  surnames: Set<string>;
}

const cache = new Map<string, NameData>();

function strings(x: unknown): string[] {
  if (typeof x === 'string') return [x];
  if (Array.isArray(x)) return x.flatMap(strings);
  if (x && typeof x === 'object') return Object.values(x).flatMap(strings);
  return [];
}

/** The given names and surnames of the locales, read from the package once per process. */
export function loadNames(locales: readonly string[]): NameData {
  const key = locales.join(',');
  const hit = cache.get(key);
  if (hit) return hit;
  const data: NameData = { given: new Set(), surnames: new Set() };
  for (const locale of locales) {
    let person: Record<string, unknown> | undefined;
    try {
      const mod = require(`@faker-js/faker/locale/${locale}`) as { faker?: { rawDefinitions?: { person?: Record<string, unknown> } } };
      person = mod.faker?.rawDefinitions?.person;
    } catch {
      throw new Error(`params.locales: no names resource for locale "${locale}"`);
    }
    if (!person) throw new Error(`params.locales: locale "${locale}" has no person names`);
    // Single-word entries only: the finder reads one word per name part.
    for (const n of strings(person['first_name'])) if (/^\p{Lu}[\p{Ll}'’-]+$/u.test(n)) data.given.add(n);
    for (const n of strings(person['last_name'])) if (/^\p{Lu}[\p{Ll}'’-]+$/u.test(n)) data.surnames.add(n);
  }
  cache.set(key, data);
  return data;
}

function stringList(params: FinderParams | undefined, key: string): string[] | undefined {
  const v = params?.[key];
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw new Error(`params.${key} must be a list of strings`);
  return v as string[];
}

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CAP = "\\p{Lu}\\p{Ll}+(?:['’-]\\p{Lu}?\\p{Ll}+)*";

/**
 * Runs of capitalised words separated by single spaces, name particles allowed between them;
 * not glued to identifiers, paths or e-mail addresses. Each word is tried once: linear.
 */
function runRegex(particles: readonly string[]): RegExp {
  const p = particles.length ? `(?:(?:${[...particles].sort((a, b) => b.length - a.length).map(escapeRegex).join('|')})[ ])*` : '';
  return new RegExp(`(?<![\\p{L}\\p{N}_@./\\\\-])${CAP}(?:[ ]${p}${CAP})+(?![\\p{L}\\p{N}_@]|[.][\\p{L}\\p{N}])`, 'gu');
}

export const personNames: Finder = {
  name: 'person-names',
  description:
    'Person names in running text: a known given name (per-locale names resource) followed by a capitalised surname; ambiguous given names need a known surname; headlines and organisation names skipped.',
  references: ['https://github.com/faker-js/faker', 'https://microsoft.github.io/presidio/supported_entities/'],
  prepare(params) {
    const locales = stringList(params, 'locales') ?? DEFAULT_LOCALES;
    const names = loadNames(locales);
    const notSurname = new Set(stringList(params, 'notSurnames') ?? []);
    const ambiguous = new Set(stringList(params, 'ambiguousGivenNames') ?? []);
    const runs = runRegex(stringList(params, 'particles') ?? []);
    const stopBefore = new Set((stringList(params, 'notAfter') ?? []).map((w) => w.toLowerCase()));
    const stopAfter = new Set(stringList(params, 'notBefore') ?? []);
    const minimumEvidence = params?.['knownSurnameOnly'] === true;
    const surnameEvidence = params?.['unknownGivenBeforeKnownSurname'] === true;
    return (text) => findNames(text, { ...names, notSurname, ambiguous, stopBefore, stopAfter, minimumEvidence, surnameEvidence, runs });
  },
};

interface Options extends NameData {
  notSurname: Set<string>;
  ambiguous: Set<string>;
  stopBefore: Set<string>;
  stopAfter: Set<string>;
  minimumEvidence: boolean;
  /** Also accept an unknown capitalised word before a known surname in mid-sentence. */
  surnameEvidence: boolean;
  runs: RegExp;
}

/** The word before `i` on the same line (lower-cased), if any. */
function previousWord(text: string, i: number): string {
  let j = i - 1;
  while (j >= 0 && (text[j] === ' ' || text[j] === '\t')) j--;
  let k = j;
  while (k >= 0 && /\p{L}/u.test(text[k]!)) k--;
  return text.slice(k + 1, j + 1).toLowerCase();
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

function judgeRun(text: string, run: Token[], o: Options, out: FinderSpan[]): void {
  // Title-case headlines and organisation names: long runs of capitalised words.
  if (run.length > 3) return;
  // A capitalised sentence opener may precede the name: "Yesterday Maria Lopez called".
  for (let k = 0; k + 1 < run.length; k++) {
    if (!o.given.has(run[k]!.word)) continue;
    if (accept(text, run.slice(k), o)) out.push({ start: run[k]!.start, end: run[run.length - 1]!.end });
    return;
  }
  // A given name the resource lacks ("Jürgen"), before a surname it knows, in mid-sentence:
  // the capital then marks a proper noun, not a sentence start.
  if (o.surnameEvidence && run.length === 2 && o.surnames.has(run[1]!.word) && midSentence(text, run[0]!.start)) {
    const first = run[0]!.word;
    if (first.length >= 3 && !o.notSurname.has(first) && !o.ambiguous.has(first) && !o.surnames.has(first) && accept(text, run, { ...o, minimumEvidence: true }))
      out.push({ start: run[0]!.start, end: run[1]!.end });
  }
}

/** Whether the word at `i` follows a lower-case word or an opening bracket, quote or colon on its line. */
function midSentence(text: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && (text[j] === ' ' || text[j] === '\t')) j--;
  if (j < 0) return false;
  const c = text[j]!;
  if (/[(\[:,"'“‘«–—]/u.test(c)) return true;
  return /\p{Ll}/u.test(c) && j < i - 1;
}

function accept(text: string, name: Token[], o: Options): boolean {
  const first = name[0]!;
  const last = name[name.length - 1]!;
  if (last.word.length < 2) return false;
  if (o.stopBefore.has(previousWord(text, first.start))) return false;
  if (name.some((t) => o.notSurname.has(t.word))) return false; // place, organisation and date words are never name parts
  const after = /^[ ,]+(\p{Lu}[\p{L}.&]*)/u.exec(text.slice(last.end, last.end + 16))?.[1];
  if (after && o.stopAfter.has(after.replace(/\.$/, ''))) return false;
  const knownSurname = o.surnames.has(last.word);
  if (!knownSurname && (o.ambiguous.has(first.word) || o.minimumEvidence)) return false;
  // Middle words must themselves be given names or surnames ("Mary Ann Smith", "Ana Sofía García").
  return name.slice(1, -1).every((t) => o.given.has(t.word) || o.surnames.has(t.word));
}

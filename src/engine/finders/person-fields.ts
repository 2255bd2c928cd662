// `person-fields`: the value of a field that names a person, wherever a record states the field:
// a form line ("Unterschrift: L. Brenner", "保護者 ...... 田村 亮"), a two-cell table row
// ("| Klient | WESTERBERG Ida |"), a JSON key or XML element ("guardianName", <patient>), the
// header of a CSV/TSV/Markdown column or an SQL INSERT column list. The field names come from the
// rule's lexicon, per language, in three kinds:
//   parts    a part of a name (surname, given name, "Nachname", "名", "성"): one word is enough;
//   roles    a person in a role (customer, patient, guardian, signatory, technician, witness …);
//   generic  the bare word "name" of each language, which also names products, jobs and files;
//   whole    a person's whole name ("full name", "Nom et prénom", "Ονοματεπώνυμο", "ФИО"): no product,
//            firm or file is filed under it, so two or more capitalised words there are a name even
//            where the names resource knows none of them.
// A field name matches however a schema spells it: case, accents, `_`, `-`, spaces, camelCase and a
// trailing "name" ("customer_name", "guardianName") aside. Records (JSON, XML, CSV/TSV, SQL) name
// firms, plans and products under "customer" or "name" as often as people: there a role's value must
// be written as only a person's name is (initials, "Surname, Given", a script without case), and a
// table column is read only when its header names a part of a name ("surname", "given_names").
// The value must be shaped like a person's name: capitalised or upper-case words, initials and
// name particles ("M. E. Duarte", "VAN DAMME Lotte", "Lind, Erik"), or a short run of a script
// without letter case (Han, kana, Hangul, Arabic, Devanagari). For roles and the generic word a plain
// run of capitalised or upper-case words also needs the names resource to know one of its words;
// a shape no product or place takes (an initial before a surname, a family name in capitals beside a
// given name, "Surname, Given") or a script without case is evidence enough. Words the rule lists as
// naming organisations or places are never name parts.

import { stringListParam, type Finder, type FinderParams, type FinderSpan } from './finder.js';
import { loadNames, endsInLegalForm, DEFAULT_LOCALES, type NameData } from './person-names.js';
import { localeNames } from './name-resource.js';
import { assignmentsOf } from '../assignments/view.js';
import { tableHeaderFor } from '../table-context.js';
import { splitCells } from '../table-cells.js';
import { scanListedPeople, type ListJudge } from './list-people.js';

type Kind = 'part' | 'role' | 'generic' | 'whole';

const PARTICLES = new Set(['van', 'von', 'de', 'der', 'den', 'del', 'della', 'di', 'da', 'dos', 'das', 'do', 'du', 'la', 'le', 'las', 'los', 'ten', 'ter', 'zu', 'y', 'e', 'bin', 'ibn', 'al', 'el', 'af', 'av', "d'", 'mac', 'st']);

const INITIAL = /^\p{Lu}\.(?:-\p{Lu}\.)?$/u;
const CAPITALISED = /^(?:\p{Lu}['’])?\p{Lu}[\p{Ll}\p{M}]+(?:(?:['’-]\p{Lu}?|\p{Lu})[\p{Ll}\p{M}]+)*$/u;
const UPPER = /^\p{Lu}[\p{Lu}\p{M}]+(?:['’-]\p{Lu}[\p{Lu}\p{M}]+)*$/u;
/** A run of a script without letter case: Han, kana, Hangul (one or two words, no spaces inside a word). */
const EAST_ASIAN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・]{1,6}(?:[ 　][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{1,6})?$|^\p{Script=Hangul}{1,5}(?:[ ]\p{Script=Hangul}{1,5})?$/u;
/** One to four words of Arabic, Devanagari, Hebrew or Thai script, with their marks. */
const UNCASED_WORD = /^[\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Hebrew}\p{Script=Thai}\p{M}]{2,20}$/u;

/** Longest line or cell read. */
const MAX_LINE = 400;
const MAX_LABEL = 48;
const MAX_VALUE = 80;

/** A field name as the lexicon compares it: lower case, accents and everything but letters dropped. */
export function fieldKey(raw: string): string {
  // Most labels and lines are plain ASCII: no accents to drop, no normalisation to run. They are
  // read code unit by code unit (the finders ask for a key of every label, cell and short line):
  // ASCII letters are kept and every other ASCII character dropped, as the full reading below
  // would (for ASCII it only lower-cases and drops non-letters); anything else is left to it.
  let key = '';
  let run = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) continue;
    if (c >= 128) return unicodeFieldKey(raw);
    key += raw.slice(run, i);
    run = i + 1;
  }
  return (run === 0 ? raw : key + raw.slice(run)).toLowerCase();
}

function unicodeFieldKey(raw: string): string {
  const s = raw
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}]/gu, '');
  return s;
}

interface Lexicon {
  get(key: string): Kind | undefined;
  /** Whether some field name `get` reads (with a name suffix after it, or as a short head of a full-name one) starts with `key`. */
  continues(key: string): boolean;
}

/** The field-name suffixes `get` reads after a role or part ("customer_name", "holder_full_name", "cust_nm"). */
const NAME_SUFFIXES = ['fullname', 'name', 'fullnm', 'nm'];
/** Longest head of any kind `get` reads before a full-name suffix ("usr_fullname"). */
const MAX_FULL_NAME_HEAD = 6;

/** Whether `key` may still grow into a short head and a full-name suffix ("usr" → "usrfullname"). */
function beginsFullName(key: string): boolean {
  for (let head = 0; head <= Math.min(MAX_FULL_NAME_HEAD, key.length); head++) {
    const rest = key.slice(head);
    if ('fullname'.startsWith(rest) || 'fullnm'.startsWith(rest)) return true;
  }
  return false;
}

/** Keys of a role written with its feminine ending after a slash, by the grammar of the label's language. */
function genderPairKeys(lang: string, key: string): string[] {
  if (key.length < 4) return [];
  switch (lang) {
    case 'es':
    case 'pt':
    case 'it':
    case 'ca':
      return /[or]$/.test(key) ? [key + 'a'] : [];
    case 'de':
      return /(?:er|ent|ant|ist|ling)$/.test(key) ? [key + 'in'] : [];
    case 'el':
      return key.endsWith('ων') ? [key + 'ουσα'] : key.endsWith('ος') ? [key + 'η'] : [];
    default:
      return [];
  }
}

/** The rule parameter that lists the field names of each kind, per language. */
const LEXICON_PARAMS: ReadonlyArray<readonly [Kind, string]> = [['part', 'parts'], ['role', 'roles'], ['generic', 'generics'], ['whole', 'wholeNames']];

function buildLexicon(params: FinderParams | undefined): Lexicon {
  const map = new Map<string, Kind>();
  for (const [kind, param] of LEXICON_PARAMS) {
    const byLanguage = params?.[param];
    if (byLanguage === undefined) continue;
    if (typeof byLanguage !== 'object' || byLanguage === null || Array.isArray(byLanguage)) throw new Error(`params.${param} must map languages to lists of field names`);
    for (const [lang, words] of Object.entries(byLanguage as Record<string, unknown>)) {
      if (!Array.isArray(words) || !words.every((w) => typeof w === 'string')) throw new Error(`params.${param}.${lang} must be a list of strings`);
      for (const w of words as string[]) {
        const k = fieldKey(w);
        if (k && !map.has(k)) map.set(k, kind);
      }
      if (kind !== 'role') continue;
      // Forms written for either sex put the feminine ending after a slash: "Interesado/a",
      // "Trabajador/a", "Antragsteller/in", "Αιτών/ούσα", "Ύποπτος/η". The key drops the slash.
      for (const w of words as string[]) {
        const k = fieldKey(w);
        for (const form of genderPairKeys(lang, k)) if (!map.has(form)) map.set(form, kind);
      }
    }
  }
  // Every beginning of a key `get` can accept: a line's label is read word by word, and once its
  // key starts no field name, longer labels of the line cannot name one either.
  const prefixes = new Set<string>();
  for (const key of map.keys()) {
    for (const whole of [key, ...NAME_SUFFIXES.map((suffix) => key + suffix)]) {
      for (let n = whole.length; n > 0 && !prefixes.has(whole.slice(0, n)); n--) prefixes.add(whole.slice(0, n));
    }
  }
  return {
    continues: (key: string): boolean => key === '' || prefixes.has(key) || beginsFullName(key),
    get(key: string): Kind | undefined {
      const hit = map.get(key);
      if (hit) return hit;
      // "customer_name", "guardianName", "holder_full_name": a role or part followed by "name".
      for (const suffix of NAME_SUFFIXES) {
        if (key.length > suffix.length + 2 && key.endsWith(suffix)) {
          const head = map.get(key.slice(0, -suffix.length));
          if (head) return head === 'generic' || head === 'whole' ? 'role' : head;
          // "usr_fullname", "cust_full_nm": a full name is a person's whoever the record's subject is.
          if (suffix.startsWith('full') && key.length - suffix.length <= MAX_FULL_NAME_HEAD) return 'whole';
        }
      }
      return undefined;
    },
  };
}

/** Capitalised form of an upper-case word, part by part ("JEAN-LUC" → "Jean-Luc"). */
const capitalised = (w: string): string => w.toLowerCase().replace(/(^|['’-])(\p{Ll})/gu, (_m, a: string, b: string) => a + b.toUpperCase());

interface Judge {
  /** The field-name lexicon: a value that is itself a field name is a label ("姓 Surname"), not a name. */
  lex?: Lexicon;
  names: NameData;
  extra: NameData;
  /** Family names written in Han or Hangul. */
  cjkFamilies: ReadonlySet<string>;
  notName: ReadonlySet<string>;
}

/** Whether the names resource knows the word; name parts of any origin count only for `weak` evidence. */
const known = (j: Judge, w: string, weak: boolean): boolean => {
  const c = UPPER.test(w) || AIRLINE_WORD.test(w) ? capitalised(w) : w;
  if (j.names.given.has(c) || j.names.surnames.has(c) || j.extra.given.has(c) || j.extra.surnames.has(c) || (weak && j.names.parts.has(c))) return true;
  // A hyphenated given name in capitals is listed with its second part in lower case ("MIN-SEO" → "Min-seo").
  const first = c.charAt(0) + c.slice(1).toLowerCase();
  return weak && first !== c && (j.names.given.has(first) || j.extra.given.has(first) || j.names.parts.has(first));
};

/** Whether the first word (after particles) is a given name the resource knows. */
const givenFirst = (j: Judge, words: readonly string[]): boolean => {
  const first = words.find((w) => !PARTICLES.has(w.toLowerCase()));
  return first !== undefined && (j.names.given.has(first) || j.extra.given.has(first));
};

/** Whether `value` (already trimmed) is shaped like a person's name for a field of `kind`. */
export function acceptsName(j: Judge, value: string, kind: Kind, strict = false): boolean {
  if (value.length < 2 || value.length > MAX_VALUE) return false;
  if (j.lex?.get(fieldKey(value))) return false;
  if (EAST_ASIAN.test(value)) {
    const letters = value.replace(/[ 　・]/g, '').length;
    if (kind === 'part') return letters >= 1;
    // Han and Hangul also write firms and departments: a person's name opens with a family name
    // the resource knows (one or two characters).
    return letters >= 2 && letters <= 5 && !j.notName.has(value.toLowerCase()) && (j.cjkFamilies.has(value.slice(0, 1)) || j.cjkFamilies.has(value.slice(0, 2)));
  }
  if (value.includes('/')) return slashName(j, value, kind);
  const comma = value.indexOf(',');
  if (comma >= 0) {
    // "Surname, Given": one comma, each side a name part.
    if (value.indexOf(',', comma + 1) >= 0) return false;
    const family = value.slice(0, comma).trim();
    const given = value.slice(comma + 1).trim();
    return namePart(j, family) && namePart(j, given);
  }
  // Whatever the field, a value ending in a legal form ("… Snc", "… GmbH") names a firm.
  if (endsInLegalForm(value)) return false;
  const words = value.split(' ');
  if (words.every((w) => UNCASED_WORD.test(w))) return words.length <= 4 && (kind === 'part' || words.length >= 2) && !words.some((w) => j.notName.has(w));
  return latinName(j, words, kind, strict);
}

/**
 * "FAMILY/GIVEN" in capitals, as card terminals, payment and reservation systems write a person:
 * each side one to three words in capitals (particles allowed). Under a role or the bare word
 * "name" the names resource must know a word of each side as a part of names of any origin, or
 * one word as a given name or surname; under a name part's field the shape is enough.
 */
function slashName(j: Judge, value: string, kind: Kind): boolean {
  const slash = value.indexOf('/');
  if (slash <= 0 || value.indexOf('/', slash + 1) >= 0) return false;
  const sides = [value.slice(0, slash), value.slice(slash + 1)];
  let knownSides = 0;
  let strong = false;
  for (const side of sides) {
    let anyKnown = false;
    if (side !== side.trim() || side === '') return false;
    const words = side.split(' ');
    if (words.length > 4) return false;
    let core = 0;
    for (const w of words) {
      if (PARTICLES.has(w.toLowerCase())) continue;
      if (!AIRLINE_WORD.test(w) || j.notName.has(w.toLowerCase())) return false;
      if (!anyKnown && known(j, w, true)) anyKnown = true;
      if (!strong && known(j, w, false)) strong = true;
      core++;
    }
    if (core === 0 || core > 3) return false;
    if (anyKnown) knownSides++;
  }
  // Word pairs are written with a slash too (READ/WRITE): both sides known as parts of names, or one as a given name or surname.
  return kind === 'part' || knownSides === 2 || strong;
}

/** A word of a name in capitals as a card or a ticket prints it ("O'BRIEN", "MIN-SEO", "AL-RASHID"). */
const AIRLINE_WORD = /^(?:\p{Lu}['’])?\p{Lu}[\p{Lu}\p{M}]+(?:['’-]\p{Lu}[\p{Lu}\p{M}]*)*$/u;

/** One side of "Surname, Given": one to three name words, particles allowed. */
function namePart(j: Judge, side: string): boolean {
  if (!side) return false;
  const words = side.split(' ');
  if (words.every((w) => UNCASED_WORD.test(w))) return words.length <= 3;
  if (words.length > 4) return false;
  let core = 0;
  for (const w of words) {
    if (PARTICLES.has(w.toLowerCase())) continue;
    if (!(CAPITALISED.test(w) || UPPER.test(w) || INITIAL.test(w))) return false;
    if (j.notName.has(w.toLowerCase())) return false;
    core++;
  }
  return core >= 1 && core <= 3;
}

function latinName(j: Judge, words: readonly string[], kind: Kind, strict: boolean): boolean {
  if (words.length > 6) return false;
  let initials = 0;
  let caps = 0;
  let uppers = 0;
  let particles = 0;
  let anyKnown = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (INITIAL.test(w)) {
      initials++;
      continue;
    }
    // Particles stand inside a name, never last ("de la Cruz", "VAN DAMME").
    if (PARTICLES.has(w.toLowerCase()) && i < words.length - 1 && (w === w.toLowerCase() || UPPER.test(w) || i === 0)) {
      particles++;
      continue;
    }
    if (CAPITALISED.test(w)) caps++;
    else if (UPPER.test(w)) uppers++;
    else return false;
    // After an initial ("T. Brandt") a word is a surname even where it also names a place or a firm.
    if (!(i > 0 && INITIAL.test(words[i - 1]!)) && j.notName.has(w.toLowerCase())) return false;
    if (!anyKnown && known(j, w, false)) anyKnown = true;
  }
  const core = caps + uppers;
  if (core === 0 || core > 4) return false;
  // Initials come before the surname: "M. E. Duarte", never "Duarte M." alone.
  if (initials > 0 && INITIAL.test(words[words.length - 1]!)) return false;
  if (kind === 'part') return core <= 3;
  // Under a field for the whole name, two to four capitalised or upper-case words are one.
  if (kind === 'whole' && core >= 2 && core <= 4) return true;
  const strong = (initials > 0 && core >= 1) || (caps > 0 && uppers > 0) || (particles > 0 && core >= 2);
  if (core + initials < 2) return kind === 'generic' || kind === 'whole' ? anyKnown && core === 1 && caps === 1 : false;
  if (strong) return true;
  if (strict) return false;
  // Capitalised words alone also name firms ("Schneider Elektro"): a person's name opens with a
  // given name the resource knows. Words in capitals alone: any word known.
  if (uppers === 0) return givenFirst(j, words);
  return anyKnown;
}

/** Where a value read after a label stops: a cell border, a tab, a wide gap, a dash or a bracket. */
const VALUE_END = /[|\t;«»<>()\[\]{}"“”]|[ ]{2,}|[ ][·—–][ ]|[ ]-[ ]|[:：]/u;

/**
 * The name inside the text a label introduces: up to where the value ends; a comma keeps
 * "Surname, Given" when the first side is one name word, and otherwise ends the name.
 */
function valueAfter(text: string, from: number, to: number): { start: number; end: number } | undefined {
  let s = from;
  while (s < to && (text[s] === ' ' || text[s] === '\t')) s++;
  let e = Math.min(to, s + MAX_VALUE + 40);
  const tail = text.slice(s, e);
  const stop = VALUE_END.exec(tail);
  if (stop) e = s + stop.index;
  let value = text.slice(s, e);
  const comma = value.indexOf(',');
  if (comma >= 0) {
    const first = value.slice(0, comma).trim();
    const rest = value.slice(comma + 1);
    const second = rest.split(',')[0]!.trim();
    // "Varga Edilizia, Srl": the comma sets off the firm's legal form.
    if (endsInLegalForm(`${first}, ${second}`)) return undefined;
    const firstCore = first.split(' ').filter((w) => !PARTICLES.has(w.toLowerCase())).length;
    value = firstCore === 1 && second && !/[\p{N}@]/u.test(second) ? `${first}, ${second}` : first;
    if (value !== first) {
      // Keep the text as written between the two sides.
      e = s + comma + 1 + rest.indexOf(second) + second.length;
      value = text.slice(s, e);
    } else e = s + value.length;
  }
  while (e > s && /[ .。,、]/.test(text[e - 1]!) && !INITIAL.test(text.slice(Math.max(s, e - 2), e))) e--;
  if (e <= s) return undefined;
  return { start: s, end: e };
}

/** Whether a character is in a script with letter case (Latin, Cyrillic, Greek). */
const cased = (c: string | undefined): boolean => c !== undefined && /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u.test(c);
const letter = (c: string | undefined): boolean => c !== undefined && /\p{L}/u.test(c);

const LINE_HEAD = /^[ \t]*(?:\|[ \t]*)?(?:[-*•▪◦][ \t]+)?(?:\[[ xX✓✔]\][ \t]*)?(?:[0-9]{1,2}[.)][ \t]+)?/u;
/** Separators between a label and its value, tried at each possible label end. */
const SEPARATOR = /^(?:[ \t]*\([0-9]{1,2}\))?(?:[ \t]*[:：][ \t]*|_+[ \t]+|[ \t]*\.{3,}[ \t]*|[ \t]*…+[ \t]*|[ \t]*\|[ \t]*|\t+|[ ]{2,})/u;

/** What the line scan has seen of a record: a field of a name's part, and lone words under "Name". */
interface RecordState {
  sawPart: boolean;
  lone: FinderSpan[];
}

function scanLines(text: string, lex: Lexicon, j: Judge, out: FinderSpan[]): void {
  const state: RecordState = { sawPart: false, lone: [] };
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    if (lineEnd - lineStart <= MAX_LINE) readLine(text, lineStart, lineEnd, lex, j, out, state);
    lineStart = lineEnd + 1;
  }
  // One given name under the bare word "Name" also names an assistant, a place or a club ("Name: Siri",
  // "Name: Chelsea"): it is a person's only where the record also has a field of a name's part.
  if (state.sawPart) out.push(...state.lone);
}

function readLine(text: string, lineStart: number, lineEnd: number, lex: Lexicon, j: Judge, out: FinderSpan[], state: RecordState): void {
  const line = text.slice(lineStart, lineEnd);
  // A row of pipes or tabs is read as a label and its value only when it has two cells ("| Klient | … |"):
  // more cells make a table's header or record, read by the column scan.
  if (line.includes('|') && line.split('|').filter((c) => c.trim() !== '').length !== 2) return;
  if (line.includes('\t') && line.split('\t').filter((c) => c.trim() !== '').length !== 2) return;
  const head = LINE_HEAD.exec(line)![0].length;
  const limit = Math.min(line.length, head + MAX_LABEL);
  for (let i = head + 1; i < limit; i++) {
    const c = line[i]!;
    // A label ends before a separator or a space; its last character is a letter or a closing bracket.
    if (c !== ' ' && c !== '\t' && c !== ':' && c !== '：' && c !== '_' && c !== '.' && c !== '|' && c !== '…' && c !== '(') continue;
    const before = line[i - 1];
    if (!letter(before) && before !== ')') continue;
    const key = fieldKey(line.slice(head, i));
    // Longer labels of this line extend this key: none can be a field name when this one starts none.
    if (!lex.continues(key)) return;
    const kind = lex.get(key);
    if (!kind) continue;
    if (kind === 'part') state.sawPart = true;
    const sep = SEPARATOR.exec(line.slice(i));
    let valueFrom: number;
    if (sep && sep[0].length > 0) valueFrom = i + sep[0].length;
    else if (c === ' ' && line[i + 1] !== ' ') {
      // One space is a separator only where the script changes ("الاسم Yousef …", "Name 田中 一郎")
      // or the value is a cell closed by a pipe ("Naam DE WIT Jan |").
      const next = line[i + 1];
      const scriptChange = letter(next) && cased(before) !== cased(next);
      if (!scriptChange && !/[ \t]\|[ \t]*$/.test(line)) continue;
      valueFrom = i + 1;
    } else continue;
    const span = valueAfter(text, lineStart + valueFrom, lineEnd);
    if (!span) continue;
    // A courtesy title before a full name stays outside it ("M. Julien Roux", "Dr Ana Vidal").
    const title = /^(?:M|Mr|Mrs|Ms|Mme|Mlle|Dr|Dra|Herr|Frau|Sr|Sra|Srta|Dña|Sig\.ra|Sig\.na|Sig|Dott\.ssa|Dott|Avv|Ing|Prof)\.?[ ](?=\p{Lu}[\p{Ll}\p{M}]+[ ]\p{Lu})/u.exec(text.slice(span.start, span.end));
    if (title) span.start += title[0].length;
    // Columns apart (a tab or a wide gap): the value must end the line and be written in a script
    // with letter case. Two labels side by side ("氏名      生年月日") are a form's header row.
    if (sep && !/[:：.…_|]/.test(sep[0]) && /\t|[ ]{2}/.test(sep[0])) {
      if (text.slice(span.end, lineEnd).trim() !== '' || !cased(text[span.start])) continue;
    }
    // A value followed by its own colon is the next field's label ("Caller: Account no.: …", "العميل: رقم الجواز: …"):
    // a role that tags a transcript's turns, not a field holding a name.
    if (/^[ \t]*[:：]/u.test(text.slice(span.end, lineEnd))) return;
    const value = text.slice(span.start, span.end);
    // Under a role's label a run of words without letter case that ends in a full stop or question mark is what a
    // transcript's speaker says ("الموظف: سنراجع الطلب غدا."), not a name.
    if (kind === 'role' && !cased(value[0]) && /^[ ]?[.?!؟।。]/u.test(text.slice(span.end, lineEnd))) return;
    if (acceptsName(j, value, kind)) {
      if ((kind === 'generic' || kind === 'whole') && !/[ ,]/.test(value) && cased(value[0])) state.lone.push(span);
      else out.push(span);
      return;
    }
  }
}

/**
 * The signature under a letter's closing formula ("Z wyrazami szacunku", "敬具"): the first
 * non-empty line after a line that is only the closing (and a comma), read as a role's value.
 */
function scanClosings(text: string, closings: ReadonlySet<string>, j: Judge, out: FinderSpan[]): void {
  if (closings.size === 0) return;
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    if (lineEnd - lineStart <= 60 && closings.has(fieldKey(text.slice(lineStart, lineEnd)))) {
      let next = lineEnd + 1;
      while (next < text.length && (text[next] === '\n' || text[next] === '\r')) next++;
      let nextEnd = text.indexOf('\n', next);
      if (nextEnd < 0) nextEnd = text.length;
      let s = next;
      while (s < nextEnd && text[s] === ' ') s++;
      // A title before the name stays outside it.
      const title = /^(?:Dr|Prof|Mr|Mrs|Ms|Mme|Sr|Sra|Dott|Ing|Mgr)\.?[ ]/u.exec(text.slice(s, nextEnd));
      if (title) s += title[0].length;
      let e = nextEnd;
      while (e > s && /[ \r,.]/.test(text[e - 1]!) && !INITIAL.test(text.slice(Math.max(s, e - 2), e))) e--;
      // People sign "Given Family" and put what they are after a comma ("Anna Berg, Treasurer"); a
      // signature that opens with a single word and a comma is a role and its body ("Chair, Riverside
      // Choir", "Prezes, Klub …"), not "Family, Given" unless the family name is in capitals.
      const comma = /,/.exec(text.slice(s, e));
      // A family name in capitals before the comma is "FAMILY, Given" ("OKAFOR, Chidi"): kept whole.
      if (comma && !/^(?:\p{Lu}[\p{Lu}\p{M}'’-]+[ ]?)+$/u.test(text.slice(s, s + comma.index))) {
        e = s + comma.index;
        while (e > s && text[e - 1] === ' ') e--;
        if (!text.slice(s, e).includes(' ')) e = s;
      }
      if (e > s && acceptsName(j, text.slice(s, e), 'role')) out.push({ start: s, end: e });
    }
    lineStart = lineEnd + 1;
  }
}

/**
 * The components of a structured name: HL7 FHIR's HumanName ("name": {"family": …, "given": …}) and
 * xCard's <n><given>…</given></n> write "family" and "given" bare under a name element; under it
 * they are parts of a person's name, where on their own they could be anything.
 */
const NAME_COMPONENTS: ReadonlySet<string> = new Set(['given', 'family', 'middle']);
const NAME_PARENT = /(?:^|_)(?:name|n|human_name|person_name|full_name)_/;

function scanAssignments(text: string, lex: Lexicon, j: Judge, out: FinderSpan[]): void {
  for (const a of assignmentsOf(text)) {
    const coded = a.syntax === 'coded';
    if (a.syntax !== 'xml-element' && a.syntax !== 'operator' && !coded) continue;
    // A coded field's key is the role its place in the record names (SWIFT 59 "beneficiary"), not text.
    const kind = lex.get(fieldKey(coded ? a.key : text.slice(a.keyStart, a.keyEnd))) ?? (NAME_COMPONENTS.has(a.key) && NAME_PARENT.test(a.scope) ? 'part' : undefined);
    if (!kind) continue;
    let s = a.valueStart;
    let e = a.valueEnd;
    while (s < e && text[s] === ' ') s++;
    while (e > s && (text[e - 1] === ' ' || (!a.quoted && /[,;]/.test(text[e - 1]!)))) e--;
    const raw = text.slice(s, e);
    // A query parameter's value ("?name=Jonas%20K%C3%B6hler", "&customer=Ana+Lima") is judged decoded.
    const query = a.syntax === 'operator' && !a.quoted && /[?&;]/.test(text[a.keyStart - 1] ?? '') && text[a.keyEnd] === '=';
    // A value escaped in a JSON string ("\u0418\u0432\u0430\u043d …") is judged as it reads.
    const value = query ? formDecoded(raw) : raw.includes('\\u') ? unescapeJson(raw) : raw;
    if (value === undefined) continue;
    // Other unquoted values of a key (logfmt, object prints) are read only in the shape no other field takes: FAMILY/GIVEN.
    if (a.syntax === 'operator' && !a.quoted && !query && !SLASH_NAME.test(value)) continue;
    // Records name firms and products under "customer" or "name" too: a role's value there must be
    // written as only a person's name is (initials before a surname, "Surname, Given", a script without case).
    // A quoted value whose first word the resource knows as a given name and whose last as a surname is a person's however the key is spelt.
    // A query value is quoted by its encoding: it is judged as a quoted value is.
    // A coded field's extent is fixed by its record's layout, as a quoted value's is by its quotes.
    const givenAndSurname = (a.quoted || query || coded) && knownGivenAndSurname(j, value);
    // A coded field holds a party's name by the record's layout: only a person's or a firm's is left to judge.
    if (kind !== 'part' && kind !== 'whole' && !coded && !(/^(?:\p{Lu}\.[ ])+\p{Lu}/u.test(value) || value.includes(',') || !cased(value[0]) || SLASH_NAME.test(value) || givenAndSurname || (!query && value !== raw && acceptsName(j, value, kind)))) continue;
    // Fixed-width and interchange records write initials without their dot ("R QUINTANAR").
    const judged = coded ? value.replace(/(?<=^|[ ])(\p{Lu})(?=[ ])/gu, '$1.') : value;
    if (acceptsName(j, judged, kind, !coded && value === raw && !givenAndSurname)) out.push({ start: s, end: e });
  }
}

/** Two to four capitalised words (particles aside): a given name the resource knows first, a surname it knows last. */
function knownGivenAndSurname(j: Judge, value: string): boolean {
  const words = value.split(' ').filter((w) => !PARTICLES.has(w.toLowerCase()));
  if (words.length < 2 || words.length > 4 || !words.every((w) => CAPITALISED.test(w))) return false;
  const first = words[0]!;
  const last = words[words.length - 1]!;
  return (j.names.given.has(first) || j.extra.given.has(first)) && (j.names.surnames.has(last) || j.extra.surnames.has(last)) && !words.some((w) => j.notName.has(w.toLowerCase()));
}

/**
 * How a list item's head is judged: shaped as a whole name is under a field for it; known when the
 * resource knows its given name and surname (either order around a comma, capitals read as words)
 * or it is a Han or Hangul name opening with a listed family name.
 */
/** A line as words for a phrase search: lower case, accents dropped, every run of non-letters one space, a space each side. */
function phraseWords(line: string): string {
  return ` ${wordsOf(line)} `;
}

function wordsOf(raw: string): string {
  return raw.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}]+/gu, ' ').trim();
}

function listJudge(j: Judge, worksTitles: readonly string[]): ListJudge {
  const phrases = worksTitles.map((t) => phraseWords(t)).filter((t) => t.trim() !== '');
  return {
    worksTitle(line) {
      if (phrases.length === 0 || line.length > MAX_LINE) return false;
      const words = phraseWords(line);
      return phrases.some((p) => words.includes(p));
    },
    shaped: (value) => acceptsName(j, value, 'whole', true),
    known(value) {
      if (EAST_ASIAN.test(value)) return true; // shaped: it opens with a listed family name
      const comma = value.indexOf(',');
      const ordered = comma >= 0 ? `${value.slice(comma + 1).trim()} ${value.slice(0, comma).trim()}` : value;
      const words = ordered.split(' ').map((w) => (UPPER.test(w) ? capitalised(w) : w));
      return knownGivenAndSurname(j, words.join(' '));
    },
  };
}

const SLASH_NAME = /^[\p{Lu}' -]+\/[\p{Lu}' -]+$/u;

/** A query string or form value as it reads: "+" a space, percent escapes UTF-8; undefined when it is not valid. */
function formDecoded(raw: string): string | undefined {
  if (raw.length > 3 * MAX_VALUE) return undefined;
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** The text of a JSON string body with its \uXXXX escapes read (other escapes left as written). */
function unescapeJson(raw: string): string {
  return raw.replace(/\\u([0-9a-fA-F]{4})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

const CELL_PADDING = /[ "'()\r]/;
const DELIMITERS = ['\t', '|', ';', ','] as const;

/** Cells of delimited rows (CSV, TSV, pipes, SQL tuples) under a header or an INSERT column that names a part of a name. */
function scanColumns(text: string, lex: Lexicon, j: Judge, out: FinderSpan[]): void {
  let lineStart = 0;
  const headers = new Map<string, Kind | null>();
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    if (lineEnd - lineStart <= 2000) {
      const line = text.slice(lineStart, lineEnd);
      for (const d of DELIMITERS) {
        let n = 0;
        for (let k = line.indexOf(d); k >= 0 && n < 2; k = line.indexOf(d, k + 1)) n++;
        if (n < 2) continue;
        // The first row of a table is its header; a row of a label and a value is read by the line scan.
        if (!previousHas(text, lineStart, d)) break;
        const cells = splitCells(line, d);
        const filled = cells.filter((c) => line.slice(c.start, c.end).trim() !== '').length;
        if (filled <= 2) break;
        for (const cell of cells) {
          let s = lineStart + cell.start;
          let e = lineStart + cell.end;
          while (s < e && CELL_PADDING.test(text[s]!)) s++;
          while (e > s && CELL_PADDING.test(text[e - 1]!)) e--;
          if (e - s < 1 || e - s > MAX_VALUE) continue;
          const value = text.slice(s, e);
          // Only cells that could be a name are looked up: most cells are numbers and dates.
          if (/[\p{N}@/:=]/u.test(value) || !acceptsName(j, value, 'part')) continue;
          const header = tableHeaderFor(text, s, e);
          if (!header) continue;
          let kind = headers.get(header);
          if (kind === undefined) {
            kind = lex.get(fieldKey(header)) ?? null;
            headers.set(header, kind);
          }
          // Columns of records hold firms, plans and products under "customer" or "name" as often as
          // people: only columns of a name's part (surname, given names) or of the whole name are read.
          if ((kind === 'part' || kind === 'whole') && acceptsName(j, value, kind, true)) out.push({ start: s, end: e });
        }
        break;
      }
    }
    lineStart = lineEnd + 1;
  }
}

/** Whether the line before the one at `lineStart` holds the delimiter (the row is not a table's first). */
function previousHas(text: string, lineStart: number, d: string): boolean {
  if (lineStart === 0) return d === ',' && /^[ \t]*insert[ \t]/i.test(text); // one-line INSERT … VALUES
  const prevStart = text.lastIndexOf('\n', lineStart - 2) + 1;
  const at = text.indexOf(d, prevStart);
  return at >= 0 && at < lineStart - 1;
}

const UPPER_WORD = "\\p{Lu}[\\p{Lu}\\p{M}]+(?:['’-]\\p{Lu}[\\p{Lu}\\p{M}]+)*";
const CAP_WORD = "(?:\\p{Lu}['’])?\\p{Lu}[\\p{Ll}\\p{M}]+(?:(?:['’-]\\p{Lu}?|\\p{Lu})[\\p{Ll}\\p{M}]+)*";
const UPPER_PARTICLE = '(?:(?:DE|DA|DI|DEL|DELLA|DOS|DAS|DU|LA|LE|VAN|VON|DER|DEN|TER|TEN|EL|AL)[ ])';
/** "KELLER Anna", "Anna KELLER", "DE LA ROSA Ana": a family name in capitals beside a capitalised given name. */
const MIXED_CASE = new RegExp(
  `(?<![\\p{L}\\p{N}_@./-])(?:(?<f1>${UPPER_PARTICLE}{0,2}${UPPER_WORD})[ ](?<g1>${CAP_WORD}(?:[ ]${CAP_WORD})?)|(?<g2>${CAP_WORD}(?:[ ]${CAP_WORD})?)[ ](?<f2>${UPPER_PARTICLE}{0,2}${UPPER_WORD}))(?![\\p{L}\\p{N}_@]|[.][\\p{L}\\p{N}])`,
  'gu',
);
/** "K. Lindholm", "M. E. Duarte": initials before a capitalised surname that ends the name ("M. Jean Roux" is a title and a full name). */
const INITIALS_SURNAME = new RegExp(`(?<![\\p{L}\\p{N}_@./-])(?:\\p{Lu}\\.[ ]){1,2}(?:(?:de|van|von|da|di|del|du|le|la)[ ])?(?<s>${CAP_WORD})(?![\\p{L}\\p{N}_@]|[.][\\p{L}\\p{N}]|[ ]\\p{Lu}\\p{Ll})`, 'gu');

/**
 * Words that, right before a name in running text, say a person is meant: a salutation or a title,
 * an agent ("by", "von", "par"), a communication verb with its preposition ("sent to", "spoke with"),
 * a person's role ("owner", "colleague", "patient"). Shops and brands are written with a given name
 * and a family name too ("bought a shirt at the Calvin KLEIN store"): without such a word, a record
 * row or a line of its own, a name in running text is not reported.
 */
const PERSON_BEFORE = new RegExp(
  '(?:^|[^\\p{L}])(?:' +
    [
      // en
      'dear', 'hi', 'hello', 'hey', 'thanks', 'thank you', 'mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'sir', 'madam', 'by', 'cc', 'attn', 'signed', 'owner', 'contact',
      'colleague', 'manager', 'patient', 'client', 'customer', 'tenant', 'employee', 'applicant', 'witness', 'agent', 'assignee', 'reporter', 'caller', 'guardian',
      '(?:sent|forwarded|handed|passed|given|addressed|assigned|reassigned|escalated|delivered|mailed|emailed|wrote|written|replied|talked|spoke|spoken|speak|talk|write|send|call|email|phone|reply|forward|assign|escalate|introduced|referred|met|meet|meeting|chat|chatted) (?:to|with|by)',
      'emailed', 'called', 'phoned', 'told', 'asked', 'met', 'ask', 'tell', 'contacted', 'contact', 'pinged', 'cc\'d', 'thanked', 'thank', 'remind', 'reminded', 'notify', 'notified', 'interviewed', 'hired', 'visited',
      '(?:email|e-mail|message|letter|call|note|reply|feedback|request|complaint|report|signature|statement|testimony) (?:from|of|by)', '(?:taken|heard) from',
      // de, nl, sv
      'herr', 'frau', 'hallo', 'liebe', 'lieber', 'sehr geehrte', 'sehr geehrter', 'von', 'durch', 'gez', 'gezeichnet', 'mandant', 'mandantin', 'kollege', 'kollegin', 'mit',
      'heer', 'mevrouw', 'beste', 'geachte', 'door', 'namens', 'hej', 'bästa', 'herr', 'fru', 'av',
      // fr, es, it, pt
      'monsieur', 'madame', 'mme', 'mlle', 'bonjour', 'cher', 'chère', 'par', 'avec', 'de la part de', 'sr', 'sra', 'srta', 'don', 'doña', 'hola', 'estimado', 'estimada', 'por', 'con',
      'sig', 'sig\\.ra', 'dott', 'dott\\.ssa', 'gentile', 'caro', 'cara', 'ciao', 'olá', 'prezado', 'prezada', 'senhor', 'senhora',
      // pl, tr, cs
      'pan', 'pani', 'panie', 'panią', 'panem', 'szanowny', 'szanowna', 'przez', 'sayın', 'bay', 'bayan', 'pane', 'paní', 'vážený', 'vážená',
    ].join('|') +
    ')[.:,]?[ ]+$',
  'iu',
);
/** A communication or cognition verb right after a name ("Henrik LARSEN said", "… schrieb"). */
const PERSON_AFTER = /^[ ]*(?:,[ ]*)?(?:said|says|wrote|writes|called|calls|asked|asks|replied|replies|confirmed|confirms|emailed|phoned|told|agreed|signed|approved|noted|reported|mentioned|explained|will call|will reply|has left|is on leave|sagte|schrieb|rief|bestätigte|meinte|fragte|antwortete|a dit|a écrit|a appelé|a confirmé|dijo|escribió|llamó|confirmó|ha detto|ha scritto|ha chiamato|disse|escreveu|ligou|confirmou|zei|schreef|belde|bevestigde|sa|skrev|ringde|powiedział|powiedziała|napisał|napisała|dedi|yazdı|aradı)(?![\p{L}])/iu;
/** A date, a phone or account number, or an e-mail address on the line: a record's row. */
const RECORD_VALUE = /@|\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|\+?\d[\d ()-]{6,}\d/u;

/** Whether the text around a name found in running text says a person is meant. */
function personContext(text: string, start: number, end: number): boolean {
  // Only the 120 characters on each side are read, so that a long line costs linear time.
  const lo = Math.max(0, start - 120);
  const head = text.slice(lo, start);
  const nl = head.lastIndexOf('\n');
  const before = nl >= 0 ? head.slice(nl + 1) : head;
  const tail = text.slice(end, end + 120);
  const nr = tail.indexOf('\n');
  const after = nr >= 0 ? tail.slice(0, nr) : tail;
  const atLineStart = nl >= 0 || lo === 0;
  const atLineEnd = nr >= 0 || end + 120 >= text.length;
  // A line of its own (a signature), or the head of a list entry or a speaker's line.
  if (atLineStart && /^[ \t]*(?:[-*•][ \t]+)?(?:\[[^\]\n]{1,20}\][ \t]*)?$/u.test(before) && ((atLineEnd && /^[ \t]*$/.test(after)) || /^[ \t]*[:,(]/u.test(after))) return true;
  if (RECORD_VALUE.test(before) || RECORD_VALUE.test(after)) return true;
  if (PERSON_BEFORE.test(before.slice(-40))) return true;
  return PERSON_AFTER.test(after.slice(0, 40));
}

/**
 * Names in running text whose shape says "person" and whose words the names resource knows: a
 * family name in capitals beside a given name (the given name and the family name known), or
 * initials before a known surname. The word before initials must not be capitalised
 * ("Plan B. Morgan"), unless it ends a clause.
 */
function scanProse(text: string, j: Judge, out: FinderSpan[]): void {
  MIXED_CASE.lastIndex = 0;
  for (let m = MIXED_CASE.exec(text); m !== null; m = MIXED_CASE.exec(text)) {
    const g = m.groups!;
    const family = (g['f1'] ?? g['f2'])!.split(' ');
    const given = (g['g1'] ?? g['g2'])!.split(' ');
    const surname = capitalised(family[family.length - 1]!);
    if (surname.length < 3 || !(j.names.surnames.has(surname) || j.extra.surnames.has(surname))) continue;
    // A name that runs on in lower case ("… y Cajal", "… de Souza") is a longer proper name.
    if (/^[ ](?:y|e|de|del|la|da|du|van|von)[ ]\p{Lu}/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8))) continue;
    if (!given.some((w) => j.names.given.has(w) || j.extra.given.has(w))) continue;
    if ([...family, ...given].some((w) => j.notName.has(w.toLowerCase()))) continue;
    let start = m.index;
    let end = m.index + m[0].length;
    // A capitalised word the resource does not know at the outer end is the sentence's, not the name's ("Dear Anna KELLER").
    if (given.length === 2) {
      const knownWord = (w: string): boolean => j.names.given.has(w) || j.names.surnames.has(w) || j.extra.given.has(w) || j.extra.surnames.has(w);
      if (g['g2'] !== undefined && !knownWord(given[0]!)) start += given[0]!.length + 1;
      if (g['g1'] !== undefined && !knownWord(given[1]!)) end -= given[1]!.length + 1;
    }
    if (!personContext(text, start, end)) continue;
    out.push({ start, end });
  }
  INITIALS_SURNAME.lastIndex = 0;
  for (let m = INITIALS_SURNAME.exec(text); m !== null; m = INITIALS_SURNAME.exec(text)) {
    const surname = m.groups!['s']!;
    if (!(j.names.surnames.has(surname) || j.extra.surnames.has(surname)) || j.notName.has(surname.toLowerCase())) continue;
    const before = /([\p{L}\p{N}]+)([,:;]?)[ ]$/u.exec(text.slice(Math.max(0, m.index - 30), m.index));
    if (before && /^\p{Lu}/u.test(before[1]!) && !before[2]) continue;
    if (!personContext(text, m.index, m.index + m[0].length)) continue;
    out.push({ start: m.index, end: m.index + m[0].length });
  }
}

export const personFields: Finder = {
  name: 'person-fields',
  description:
    'The value of a field that names a person (a form label, a two-cell table row, a JSON key or XML element, a CSV/TSV/Markdown column header or an SQL INSERT column), from a per-language lexicon of field names, when the value is shaped like a name.',
  references: ['https://microsoft.github.io/presidio/supported_entities/', 'https://schema.org/Person'],
  prepare(params) {
    const lex = buildLexicon(params);
    const locales = stringListParam(params, 'locales') ?? DEFAULT_LOCALES;
    const notName = new Set((stringListParam(params, 'notNameParts') ?? []).map((w) => w.toLowerCase()));
    const closings = new Set((stringListParam(params, 'closings') ?? []).map(fieldKey).filter((k) => k !== ''));
    const cjkFamilies = new Set(localeNames(['ja', 'zh_CN', 'zh_TW', 'ko']).flatMap((l) => l.surnames).filter((n) => n.length <= 2));
    const j: Judge = { lex, names: loadNames(locales), extra: loadNames(stringListParam(params, 'extraLocales') ?? []), notName, cjkFamilies };
    const prose = params?.['prose'] === true;
    const lists = params?.['lists'] === true ? listJudge(j, stringListParam(params, 'worksListTitles') ?? []) : undefined;
    return (text) => {
      const out: FinderSpan[] = [];
      if (prose) {
        scanProse(text, j, out);
        return out;
      }
      if (lists) {
        scanListedPeople(text, lists, out);
        return out;
      }
      scanLines(text, lex, j, out);
      scanAssignments(text, lex, j, out);
      scanClosings(text, closings, j, out);
      scanColumns(text, lex, j, out);
      return out;
    };
  },
};

// Values written backwards so that no pattern sees them: "moc.liamekaf@sov.arim",
// "3/sppa@wRtEx:nimda//:sergtsop", "8491/10/22". A token is read the right way round where the
// writer says so ("read it backwards", "rückwärts lesen", "逆から読んでね", …), and anywhere when
// its reversal opens with a URL scheme or is an e-mail address under a top-level domain that
// exists: no word ends in "//:lqsym" or starts with "moc." before an "@". An address written the
// right way round with a dot in its local part ("jane.roe@example.org") reverses into the shape
// of one too ("gro.elpmaxe@eor.enaj"), but under a domain no registry holds: it is not turned,
// and the text it stands in has no revealed view to scan again for it.

import type { Edit } from './edits.js';
import { tldKnown } from '../tlds.js';

/**
 * Telling the reader to read backwards, in the pack languages. Words that also mean "on the
 * contrary" (al contrario, ao contrário, наоборот) count only after a verb of reading or writing.
 */
const READ_BACKWARDS = new RegExp(
  [
    String.raw`\b(?:read|write|written|wrote|spell(?:ed)?|type[ds]?)\b[^.\n]{0,12}\bbackwards?\b`,
    // "in reverse chronological order" (a CV's sections) tells nothing about a value.
    String.raw`\bin reverse\b(?!\s+(?:chronological|alphabetical|numerical|date))`,
    String.raw`rückwärts`,
    String.raw`à l'envers|à l’envers`,
    String.raw`\b(?:l[eé]e\p{L}*|escrib\p{L}*|escrit\p{L}*)\s+al rev[eé]s`,
    String.raw`\b(?:legg\p{L}*|lett\p{L}*|scritt\p{L}*|scriv\p{L}*)\s+(?:al contrario|alla rovescia)`,
    String.raw`de tr[aá]s pr(?:a|ara) frente|\b(?:l[eê]\p{L}*|escrev\p{L}*|escrit\p{L}*)\s+ao contr[aá]rio`,
    String.raw`achterstevoren|\bomgekeerd\b`,
    String.raw`\bod tyłu\b|\bwspak\b`,
    String.raw`(?:чит|прочит|писа|напис)\p{L}*\s+наоборот|задом наперёд`,
    String.raw`\btersten\b`,
    String.raw`baklänges|baglæns|takaperin|väärinpäin`,
    '逆から|逆さ|倒着|反过来|거꾸로|بالعكس|معكوس|उल्टा',
  ].join('|'),
  'iu',
);
/**
 * A literal every match of READ_BACKWARDS holds (same flags, so the same case folding): one cheap
 * search that spares the full one, with its word boundaries and letter runs, on nearly every text.
 */
const BACKWARDS_CUE = /backward|in reverse|rückwärts|envers|al rev|al contrario|alla rovescia|frente|ao contr|achterstevoren|omgekeerd|od tyłu|wspak|наоборот|задом наперёд|tersten|baklänges|baglæns|takaperin|väärinpäin|逆から|逆さ|倒着|反过来|거꾸로|بالعكس|معكوس|उल्टा/iu;

/** A token's characters: printable ASCII without spaces, quotes or brackets. */
const TOKEN_CHAR = '[!#-&*-;=?-Z\\\\^-z|~]';
/** A token: a run of six or more of them. */
const TOKEN = new RegExp(`${TOKEN_CHAR}{6,}`, 'g');
/** Reversed forms that are values whatever the text says: a URL with its scheme, an e-mail address. */
const OPENS_AS_VALUE = /^[a-z][a-z0-9+.-]{1,14}:\/\/\S|^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.([a-z]{2,})$/i;
/** A URL with its scheme, or an e-mail address whose top-level domain exists (the e-mail validator's list). */
function opensAsValue(s: string): boolean {
  const m = OPENS_AS_VALUE.exec(s);
  return m !== null && (m[1] === undefined || tldKnown(m[1]));
}
/** Every token of `text` with its offset, in order. */
function* allTokens(text: string): Generator<[number, string]> {
  for (const m of text.matchAll(TOKEN)) yield [m.index, m[0]];
}

const TOKEN_UNIT = new RegExp(`^${TOKEN_CHAR}$`);
/** TOKEN's characters, by code unit. */
const IS_TOKEN_UNIT = Uint8Array.from({ length: 128 }, (_, c) => (TOKEN_UNIT.test(String.fromCharCode(c)) ? 1 : 0));
const isTokenUnit = (text: string, i: number): boolean => IS_TOKEN_UNIT[text.charCodeAt(i)] === 1;

/**
 * The tokens (as TOKEN finds them: maximal runs of its characters, six or more) that hold an '@'
 * or a reversed "://", in order, read from those signs outwards: the rest of the text is not tokenised.
 */
function* tokensOpeningAsValues(text: string): Generator<[number, string]> {
  const signs: number[] = [];
  for (let k = text.indexOf('@'); k >= 0; k = text.indexOf('@', k + 1)) signs.push(k);
  for (let k = text.indexOf('//:'); k >= 0; k = text.indexOf('//:', k + 1)) signs.push(k);
  signs.sort((a, b) => a - b);
  let done = -1;
  for (const at of signs) {
    if (at < done) continue;
    let start = at;
    while (start > 0 && isTokenUnit(text, start - 1)) start--;
    let end = at;
    while (end < text.length && isTokenUnit(text, end)) end++;
    done = Math.max(end, at + 1);
    if (end - start >= 6) yield [start, text.slice(start, end)];
  }
}

/** What a token must hold to open as a value when reversed: the '@' of an address, a scheme's "://" reversed. */
const mayOpenAsValue = (token: string): boolean => token.includes('@') || token.includes('//:');
/** What may end a token without belonging to it: sentence punctuation. */
const TRAILING = /[.,;:!?]+$/;

const reverse = (s: string): string => [...s].reverse().join('');

/**
 * Whether [start, end] touches one of `edits` (as they are now), answered by a binary search over
 * the edits sorted by start with the furthest end reached so far: a text with many tokens and many
 * edits is not read tokens × edits times.
 */
function coveredBy(edits: readonly Edit[]): (start: number, end: number) => boolean {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const reach: number[] = [];
  for (const e of sorted) reach.push(Math.max(e.end, reach.length ? reach[reach.length - 1]! : -Infinity));
  return (start, end) => {
    // The last edit that starts at or before `end`.
    let lo = 0;
    let hi = sorted.length - 1;
    let last = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]!.start <= end) {
        last = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return last >= 0 && reach[last]! >= start;
  };
}

/**
 * Edits that turn reversed tokens of `text` the right way round. A token that another edit
 * already reads or touches (`edits` so far), or whose characters were cleaned (`cleaned`), was hidden some
 * other way and is left to that reading.
 */
export function reversedEdits(text: string, edits: Edit[], cleaned: (start: number, end: number) => boolean = () => false): void {
  const told = BACKWARDS_CUE.test(text) && READ_BACKWARDS.test(text);
  // Untold, only a token that opens as a value when reversed is turned.
  if (!told && !mayOpenAsValue(text)) return;
  const taken = coveredBy(edits);
  for (const [start, raw] of told ? allTokens(text) : tokensOpeningAsValues(text)) {
    // A reversed value ends with its first character: sentence punctuation after it is not part of it.
    const token = raw.replace(TRAILING, '');
    if (token.length < 6) continue;
    const turned = reverse(token);
    const value = opensAsValue(turned);
    if (!value && !(told && /[0-9@]/.test(token))) continue;
    // A token that already reads as a value the right way round is not turned.
    if (!value && OPENS_AS_VALUE.test(token)) continue;
    const end = start + token.length;
    if (cleaned(start, end)) continue;
    if (taken(start, end)) continue;
    edits.push({ start, end, text: turned });
  }
}

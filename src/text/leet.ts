// Leetspeak variant ("1gn0r3 4ll" → "ignore all"). Kept as a separate variant rather than part
// of the main normalised text because it is lossy. Only words that mix at least two letters with
// leet symbols are rewritten, and not those that are part of a dotted number, so numbers,
// versions and prices ("2024", "1.2.3", "v1.2.3", "$5") are never touched; nor is the "@" of an
// e-mail address ("ci@builds.example" is an address, not "ciabuilds").

import type { MappedText } from './offset-map.js';

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
};

const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/** Per code unit above ASCII: 0 not yet read, 1 a letter or mark, 2 not one (a lone surrogate is not). */
const NON_ASCII_LETTER = new Uint8Array(0x10000);

function isLetterUnit(c: number): boolean {
  if (c < 0x80) return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
  let known = NON_ASCII_LETTER[c]!;
  if (known === 0) NON_ASCII_LETTER[c] = known = LETTER_OR_MARK.test(String.fromCharCode(c)) ? 1 : 2;
  return known === 1;
}

/** The leet symbols of LEET: 0 1 3 4 5 7 @ $ ! |. */
const isLeetUnit = (c: number): boolean => c === 0x30 || c === 0x31 || c === 0x33 || c === 0x34 || c === 0x35 || c === 0x37 || c === 0x40 || c === 0x24 || c === 0x21 || c === 0x7c;

function isTokenUnit(c: number): boolean {
  return isLetterUnit(c) || (c >= 0x30 && c <= 0x39) || c === 0x40 || c === 0x24 || c === 0x21 || c === 0x7c;
}

/**
 * Every symbol is replaced by one letter, so the variant has the text's length and each unit keeps
 * the original range it had: the result shares the input's offset maps (what MappedTextBuilder
 * would rebuild unit by unit) and only the text is new. The text is read code unit by code unit
 * (a letter is a letter or mark, tested per unit: a surrogate half is neither), with no string per
 * character.
 */
export function deleet(m: MappedText): MappedText {
  const t = m.text;
  const pieces: string[] = [];
  let copied = 0;
  let i = 0;
  while (i < t.length) {
    if (!isTokenUnit(t.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i;
    let letters = 0;
    let leet = 0;
    for (let c = t.charCodeAt(j); j < t.length && isTokenUnit(c); c = t.charCodeAt(++j)) {
      if (isLetterUnit(c)) letters++;
      else if (isLeetUnit(c) && !(c === 0x40 && isAddressAt(t, j))) leet++;
    }
    if (letters >= 2 && leet > 0 && !inDottedNumber(t, i, j)) {
      for (let k = i; k < j; k++) {
        const ch = t[k] ?? '';
        const repl = LEET[ch];
        if (repl === undefined || !convertible(t, k, i, j) || (ch === '@' && isAddressAt(t, k))) continue;
        pieces.push(t.slice(copied, k), repl);
        copied = k + 1;
      }
    }
    i = j;
  }
  if (pieces.length === 0) return m;
  pieces.push(t.slice(copied));
  return { text: pieces.join(''), starts: m.starts, ends: m.ends };
}

// Symbols double as punctuation, so "!", "|" and "@" only count when a word character follows
// ("!gnore", "p@ss", but not "hello!"); "$" may also end a word ("pa$$").
function convertible(t: string, k: number, start: number, end: number): boolean {
  const ch = t[k] ?? '';
  if (ch >= '0' && ch <= '9') return true;
  const nextIn = k + 1 < end;
  if (ch === '$') return nextIn || k > start;
  return nextIn;
}

// The "@" of an e-mail address: a local part before it, a dotted domain name after it.
const DOMAIN_AFTER = /[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62}[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62}[\p{L}\p{N}])?)*\.\p{L}{2,24}(?![\p{L}\p{N}])/uy;
const LOCAL_PART_END = /[\p{L}\p{N}._%+-]/u;

function isAddressAt(t: string, at: number): boolean {
  if (!LOCAL_PART_END.test(t[at - 1] ?? '')) return false;
  DOMAIN_AFTER.lastIndex = at + 1;
  return DOMAIN_AFTER.test(t);
}

// "v1" in "v1.2.3", "3rd" in "1.3rd": a '.' plus digit on either side of the word.
function inDottedNumber(t: string, start: number, end: number): boolean {
  const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';
  return (t[end] === '.' && isDigit(t[end + 1])) || (t[start - 1] === '.' && isDigit(t[start - 2]));
}

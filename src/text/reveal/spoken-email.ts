// E-mail addresses of the revealed view said aloud ("jane dot doe at example dot com") read back
// as "jane.doe@example.com".

import { AT_WORDS, CUE_ONLY_AT_WORDS, CUE_VERBS, DOT_WORDS, EMAIL_CUE_WORDS, UNDERSCORE_WORDS } from '../number-words.js';
import type { Edit } from './edits.js';
import { inWord } from './spoken-digits.js';
import { longestFirst as alternation } from '../regex-source.js';


// Every character of an address is read one way only (a label holds no '.' or '_', which only a
// separator reads, and no space), so a failed match costs time linear in its length.
const LABEL = '[a-z0-9](?:[a-z0-9+-]*[a-z0-9])?';
const DOMAIN_LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const SPACED = (words: readonly string[]): string => `[ \\t]+(?:${alternation(words)})[ \\t]+`;
const UNSPACED_WORDS = (words: readonly string[]): string[] => words.filter((w) => !/[a-zà-ɏЀ-ӿ\u0900-\u097f\u0600-\u06ff]/i.test(w));
const TIGHT = (words: readonly string[]): string => {
  const tight = UNSPACED_WORDS(words);
  return tight.length ? `|[ \\t]*(?:${alternation(tight)})[ \\t]*` : '';
};
const DOT_SEP = `(?:${SPACED(DOT_WORDS)}${TIGHT(DOT_WORDS)}|\\.)`;
/** A domain's dots, said or written: to split it into labels, and to find them. */
const DOT_SPLIT = new RegExp(DOT_SEP, 'iu');
const DOTS = new RegExp(DOT_SEP, 'giu');
const LOCAL_SEP = `(?:${SPACED(DOT_WORDS)}${TIGHT(DOT_WORDS)}|${SPACED(UNDERSCORE_WORDS)}|[._])`;
const AT_SEP = `(?:${SPACED([...AT_WORDS, ...CUE_ONLY_AT_WORDS])}${TIGHT(AT_WORDS)})`;
const CUE_ONLY_AT = new RegExp(`^${SPACED(CUE_ONLY_AT_WORDS)}$`, 'iu');
/**
 * A said e-mail address: local labels joined by said dots or underscores (and a number said
 * apart: "anna 82 at …"), a said '@', then at least two domain labels joined by said dots.
 * The said '@' is required, and so is a said dot in the domain: "at" alone is prose.
 */
const SPOKEN_EMAIL = new RegExp(
  `(?<![\\p{L}\\p{N}.@_+\\-])(${LABEL}(?:${LOCAL_SEP}${LABEL})*(?:[ \\t]+[0-9]{1,6})?)(${AT_SEP})(${DOMAIN_LABEL}(?:${DOT_SEP}${DOMAIN_LABEL})*)(?![\\p{L}\\p{N}@])`,
  'giu',
);
const DOT_WORD_SEP = new RegExp(`^(?:${SPACED(DOT_WORDS)}${TIGHT(DOT_WORDS)})$`, 'iu');
const UNDERSCORE_WORD_SEP = new RegExp(`^${SPACED(UNDERSCORE_WORDS)}$`, 'iu');
const SEPARATOR_IN = new RegExp(`${LOCAL_SEP}|[ \\t]+(?=[0-9])`, 'giu');
const TLD = /^[a-z]{2,12}$/i;
/** Where a said address may be: a said dot (rarer than a said '@', which is also the English "at"). */
const DOT_WORD_FIND = (() => {
  const tight = UNSPACED_WORDS(DOT_WORDS);
  const spaced = DOT_WORDS.filter((w) => !tight.includes(w));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(spaced)})(?![\\p{L}\\p{N}])${tight.length ? `|${alternation(tight)}` : ''}`, 'giu');
})();
/**
 * A word that names an e-mail address, right before a local part of one word ("my email is jo at
 * …", "Mail: jo at …"): without it one word before a said '@' is a noun of the sentence.
 */
const EMAIL_CUE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${alternation(EMAIL_CUE_WORDS)})(?:[ \\t]*(?:${alternation(CUE_VERBS)}))?[ \\t]*:?[ \\t]*$`,
  'iu',
);
/** How far before a local part its cue is looked for. */
const CUE_REACH = 40;
/** Text read on each side of a said dot for the address around it. */
const EMAIL_REACH = 160;

export function spokenEmailEdits(text: string, edits: Edit[]): void {
  // Only around a said dot, each stretch of text read once.
  let readTo = 0;
  DOT_WORD_FIND.lastIndex = 0;
  for (let d = DOT_WORD_FIND.exec(text); d !== null; d = DOT_WORD_FIND.exec(text)) {
    if (d.index < readTo) continue;
    let from = Math.max(readTo, d.index - EMAIL_REACH);
    // Start at a word's start, so the lookbehind of the pattern reads what it would on the whole text.
    while (from > readTo && inWord(text, from - 1)) from--;
    const to = Math.min(text.length, d.index + EMAIL_REACH);
    emailsIn(text, from, to, edits);
    readTo = to;
    DOT_WORD_FIND.lastIndex = to;
  }
}

function emailsIn(text: string, from: number, to: number, edits: Edit[]): void {
  const window = text.slice(from, to);
  SPOKEN_EMAIL.lastIndex = 0;
  for (let m = SPOKEN_EMAIL.exec(window); m !== null; m = SPOKEN_EMAIL.exec(window)) {
    const local = m[1]!;
    const at = m[2]!;
    const domain = m[3]!;
    const start = from + m.index;
    const atStart = start + local.length;
    const domainStart = atStart + at.length;
    const labels = domain.split(DOT_SPLIT);
    // The domain must have been said (a said dot) and end in a plausible top-level label.
    if (labels.length < 2 || !TLD.test(labels[labels.length - 1]!)) continue;
    if (![...domain.matchAll(DOTS)].some((dot) => dot[0] !== '.')) continue;
    // One word before the said '@' is an address only after a word naming one: "the desk at host
    // dot com" names a place. A local part of several labels, or with a digit or sign, is one already.
    if ((CUE_ONLY_AT.test(at) || !addressShaped(local)) && !EMAIL_CUE.test(text.slice(Math.max(0, start - CUE_REACH), start))) continue;
    sayEdits(local, start, edits, true);
    edits.push({ start: atStart, end: domainStart, text: '@' });
    sayEdits(domain, domainStart, edits, false);
  }
}

/** Whether a local part reads as an address by itself: labels joined by a separator, a digit, or a sign. */
function addressShaped(local: string): boolean {
  SEPARATOR_IN.lastIndex = 0;
  return /[0-9+\-]/.test(local) || SEPARATOR_IN.test(local);
}

/** The edits that turn the said separators of one side of an address into '.', '_' or nothing. */
function sayEdits(part: string, offset: number, edits: Edit[], local: boolean): void {
  const re = local ? SEPARATOR_IN : DOTS;
  re.lastIndex = 0;
  for (const s of part.matchAll(re)) {
    const sep = s[0];
    if (sep === '.' || sep === '_') continue;
    const text = DOT_WORD_SEP.test(sep) ? '.' : UNDERSCORE_WORD_SEP.test(sep) ? '_' : '';
    edits.push({ start: offset + s.index, end: offset + s.index + sep.length, text });
  }
}

// Recognises values that only stand in for a secret: template variables, angle-bracket hints,
// masked (`****`, `***masked***`, `**hidden**`), elided or repeated characters, and sequential runs. A match whose sensitive value is one of
// these is dropped before it becomes a finding (a false alarm nobody can act on).

import { isDocumentedSample } from './documented-samples.js';
import { isSecretReference } from './secret-references.js';

const TEMPLATE = [
  /^\$\{[^}]*\}$/, // ${VAR}
  /^\$\([^)]*\)$/, // $(cmd)
  /^\{\{[^}]*\}\}$/, // {{ var }}
  /^\{[A-Za-z_][\w.-]*\}$/, // {var}
  /^<[^<>]*>$/, // <your-key>
  /^%[A-Za-z_][\w]*%$/, // %VAR%
  /^\$[A-Z_][A-Z0-9_]*$/, // $VAR
  /^\[[A-Za-z][A-Za-z_ -]*(?:[_ -]?[0-9]{1,4})?\]$/, // [REDACTED], and numbered pseudonyms: [EMAIL_1], [PERSON 2]
];

const HINT_WORDS =
  /(?:your|my)[_-]?(?:api[_-]?)?(?:key|token|secret|password|pass)|changeme|change[_-]me|placeholder|dummy|redacted|insert[_-]|replace[_-]?(?:me|with|this)|\*\*\*\*|^["']?\*{2,}[a-z _-]{2,16}\*{2,}["',]*$|\.\.\.\.|not[_-]?a[_-]?real|fake[_-]?(?:key|token|secret)|(?:put|enter|paste|add)[_-]?(?:your|the|a)[_-]|your[_-][a-z0-9_-]{0,40}[_-]here\b|^todo[_-]/i;
// A hint in angle brackets inside a value (`db-<env>-pass`, `<USER>:<PASSWORD>`) is one word in one
// case; a mixed-case or capitalised run in brackets is part of a password (`lNai&oHC<sTrB>`).
const ANGLE_HINT = /<(?:[a-z][a-z0-9_:.-]{0,40}|[A-Z][A-Z0-9_:.-]{0,40})>/;
// Half of an angle-bracket hint cut by the syntax around it: `-u <user:password>` reads "password>".
const BRACKET_HALF = /^<[a-z][\w:.@-]*$|^[a-z][\w:.@-]*>$/i;
// A numbered pseudonym cut by its closing bracket (`password: [EMAIL_1]` read up to the bracket).
const PSEUDONYM_HALF = /^\[[A-Z]{3,}(?:_[A-Z]+)*_[0-9]{1,4}$/;
// Documentation and chat elide keys as "sk-ant-api03-..." or "ghp_abc…": a value cut off with an
// ellipsis (percent-encoded too, as a URL carries it) is a hint at a format, not a usable credential.
const ELIDED = /(?:\.{3}|…|%E2%80%A6)$/i;
// A run of x typed in place of characters (`sk_live_xxxx…`, `XXXX-XXXX`, `Xxxxxx`) is one case at a
// time; a mixed-case run (`XxXxX`) turns up by chance in a long random body such as a key block's.
const X_FILLER = /[Xx]xxx|XXXX/;
// A filler word typed more than once ("fakeab12fakecd34") marks a made-up value, however random the rest.
const REPEATED_FILLER = /(fake|dummy|sample|bogus).{0,40}?\1/i;
// Vendors mark documentation keys this way (AWS: AKIAIOSFODNN7EXAMPLE); lower-case "example"
// is left alone because it is a real domain label (jane@mail.example.com is an address).
export const DOC_MARKER = /EXAMPLE/;

export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  if (v.length === 0) return true;
  if (TEMPLATE.some((re) => re.test(v)) || isDocumentedSample(v) || isSecretReference(v) || isMasked(v)) return true;
  if (HINT_WORDS.test(v) || X_FILLER.test(v) || ANGLE_HINT.test(v) || REPEATED_FILLER.test(v) || BRACKET_HALF.test(v) || PSEUDONYM_HALF.test(v) || DOC_MARKER.test(v) || ELIDED.test(v)) return true;
  return isRepeatedOrSequential(v) || isSequentialFiller(v) || isMostlyRuns(v);
}

/** Characters receipts, plans and exports print in place of hidden ones. */
const MASK_CHARS = /[*•●∙✱]/g;
const MASK_RUN = /[*•●∙✱]{3}/;
const MASK_RUN_AT_EDGE = /^[*•●∙✱]{3}|[*•●∙✱]{3}$/;

/**
 * A value shown with most of it hidden (`***-**-4417`, `m***@post.example`, `ab•••••yz`, a plan's
 * old value `(sensitive)` masked): a run of three mask characters that make up a quarter of the
 * value or more (of the mailbox, for an address) when the run opens or closes it, as masking keeps
 * a value's first or last characters, or half of it or more when the run sits inside. Passwords
 * that use asterisks as characters write them singly or in pairs (`Summer**fun**2024`) or as a
 * short run inside (`h***unter`), and a run inside a long random value stays under the share.
 */
export function isMasked(value: string): boolean {
  // An address shows its domain whole and hides the mailbox: the share counts before the "@".
  const at = value.indexOf('@');
  const shown = at > 0 ? value.slice(0, at) : value;
  if (!MASK_RUN.test(shown)) return false;
  const masked = shown.match(MASK_CHARS)?.length ?? 0;
  if (MASK_RUN_AT_EDGE.test(shown)) return masked * 4 >= shown.length;
  return masked * 2 >= shown.length;
}

/** One character repeated, or a run that steps by +1/-1 through the alphabet or digits. */
export function isRepeatedOrSequential(value: string): boolean {
  const core = value.replace(/[\s\-_.:/]/g, '');
  if (core.length < 4) return false;
  if (/^(.)\1+$/.test(core)) return true;
  // A short repeated motif (abab…, 1212…) is as guessable as one repeated character.
  const motif = /^(.{2,3})\1{2,}$/.exec(core);
  if (motif) return true;
  let up = true;
  let down = true;
  for (let i = 1; i < core.length; i++) {
    const step = core.charCodeAt(i) - core.charCodeAt(i - 1);
    const wraps = core[i - 1] === '9' && core[i] === '0'; // 1234567890
    if (step !== 1 && !wraps) up = false;
    if (step !== -1) down = false;
    if (!up && !down) return false;
  }
  return true;
}

/** Shorter than this, a few sequential steps happen by chance in random text. */
const FILLER_MIN = 16;
/** Share of sequential steps above which a value was typed, not generated (random text: about 1 in 5). */
const FILLER_SHARE = 0.7;

/**
 * Fillers typed by walking the alphabet and the digits, interleaved or in blocks:
 * `a1b2c3d4e5f6…`, `abcd1234-ef56-gh78-…`, `AIzaSyabcdefghijklmnopqrstuvwxyz1234567`. Letters and
 * digits are read as two sequences (case folded, separators dropped); when most of their steps are
 * ±1 (z→a and 9→0 wrap), the value is a filler even if a vendor prefix or a typo breaks the run.
 */
export function isSequentialFiller(value: string): boolean {
  let letters = '';
  let digits = '';
  for (const c of value.toLowerCase()) {
    if (c >= 'a' && c <= 'z') letters += c;
    else if (c >= '0' && c <= '9') digits += c;
  }
  // Both alphabets walked: a digits-only run (an account number such as 000123456789) is left to
  // the identifiers' own checks.
  if (letters.length + digits.length < FILLER_MIN || letters.length < 2 || digits.length < 2) return false;
  const [seqL, pairsL] = sequentialSteps(letters, 26);
  const [seqD, pairsD] = sequentialSteps(digits, 10);
  const pairs = pairsL + pairsD;
  return pairs >= FILLER_MIN - 2 && (seqL + seqD) / pairs >= FILLER_SHARE;
}

/** [steps of ±1 modulo `size`, all steps] between neighbouring characters of `s`. */
function sequentialSteps(s: string, size: number): [number, number] {
  let seq = 0;
  for (let i = 1; i < s.length; i++) {
    const step = (s.charCodeAt(i) - s.charCodeAt(i - 1) + size) % size;
    if (step === 1 || step === size - 1) seq++;
  }
  return [seq, Math.max(0, s.length - 1)];
}

/** A run of this many identical characters is typed (AAAA, 7777), not generated. */
const RUN = 4;

/**
 * Values made mostly of runs of one character (`sgp_5555555dAAAAA7777777CcccC…`,
 * `duffel_test_aaaa…`): at least half of the characters sit in runs of four or more letters or
 * digits (filler punctuation such as a passport MRZ's `<<<<` is format, not a placeholder).
 */
export function isMostlyRuns(value: string): boolean {
  if (value.length < 12) return false;
  let inRuns = 0;
  let runStart = 0;
  for (let i = 1; i <= value.length; i++) {
    if (i < value.length && value[i] === value[runStart]) continue;
    if (i - runStart >= RUN && /[A-Za-z0-9]/.test(value[runStart]!)) inRuns += i - runStart;
    runStart = i;
  }
  return inRuns * 2 >= value.length;
}

// Key names as rules compare them: one spelling for `DB_PASSWORD`, `dbPassword`, `db-password`,
// `db.password` and `$dbPassword` ("db_password"), so a rule names a key once, not per syntax.

/**
 * Lower-case words joined by "_": camelCase humps, `-`, `.`, spaces and sigils become one separator. The
 * vowel signs and viramas of Indic and Thai scripts (combining marks) belong to their word.
 */
export function normaliseKey(raw: string): string {
  // Most keys in configs and logs are already in this form.
  if (NORMAL.test(raw)) return raw;
  if (!remembered) return rewriteKey(raw);
  let key = remembered.get(raw);
  if (key === undefined) {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    key = rewriteKey(raw);
    remembered.set(raw, key);
  }
  return key;
}

/**
 * Runs `read` (the reading of one text) with each distinct key spelling rewritten once: a log
 * writes the same fields on every line. The spellings are forgotten afterwards, so no text
 * outlives its scan.
 */
export function withKeyMemo<T>(read: () => T): T {
  if (remembered) return read();
  remembered = new Map();
  try {
    return read();
  } finally {
    remembered = undefined;
  }
}

/** Keys that normaliseKey returns unchanged. */
const NORMAL = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;
const MAX_REMEMBERED = 8192;
let remembered: Map<string, string> | undefined;

/** normaliseKey without its memo: the patterns below, or the same steps in one pass for ASCII. */
export function rewriteKey(raw: string): string {
  return isAscii(raw) ? rewriteAsciiKey(raw) : rewriteKeyByPatterns(raw);
}

/** The rewrite, step by step (the definition rewriteAsciiKey follows). */
export function rewriteKeyByPatterns(raw: string): string {
  return raw
    .replace(/^[$@:%]+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
}

const isAscii = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 128) return false;
  return true;
};
const isUpper = (c: number): boolean => c >= 65 && c <= 90;
const isLower = (c: number): boolean => c >= 97 && c <= 122;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const UNDERSCORE = 95;
const isSigil = (c: number): boolean => c === 36 || c === 64 || c === 58 || c === 37; // $ @ : %

/**
 * rewriteKeyByPatterns for ASCII text without regexes (a text's view rewrites every key and the
 * words before it): the same steps, each one pass, in the same order.
 */
function rewriteAsciiKey(raw: string): string {
  let start = 0;
  while (start < raw.length && isSigil(raw.charCodeAt(start))) start++;
  // aB → a_B: a lower-case letter or digit, then a capital.
  const humps: number[] = [];
  for (let i = start; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    humps.push(c);
    if ((isLower(c) || isDigit(c)) && i + 1 < raw.length && isUpper(raw.charCodeAt(i + 1))) humps.push(UNDERSCORE, raw.charCodeAt(++i));
  }
  // ABCd → AB_Cd: a run of capitals, its last one starting a word.
  const words: number[] = [];
  for (let i = 0; i < humps.length; ) {
    if (!isUpper(humps[i]!)) {
      words.push(humps[i++]!);
      continue;
    }
    let j = i;
    while (j < humps.length && isUpper(humps[j]!)) j++;
    const split = j - i >= 2 && j < humps.length && isLower(humps[j]!);
    for (let k = i; k < j; k++) {
      if (split && k === j - 1) words.push(UNDERSCORE);
      words.push(humps[k]!);
    }
    if (split) words.push(humps[j++]!);
    i = j;
  }
  // Lower-cased; every run of other characters one "_", none at either end.
  const out: number[] = [];
  let gap = false;
  for (const c of words) {
    if (isLower(c) || isDigit(c) || isUpper(c)) {
      if (gap && out.length) out.push(UNDERSCORE);
      gap = false;
      out.push(isUpper(c) ? c + 32 : c);
    } else gap = true;
  }
  return String.fromCharCode(...out);
}

/** Keys that only hold the value of an enclosing named block (`variable "db_password" { default = … }`). */
export const HOLDER_KEYS = new Set(['value', 'default', 'default_value', 'val', 'secret_value', 'content', 'data']);

/**
 * The two sides of a change record (`"passport_no": {"from": "…", "to": "…"}`, `{"old": …, "new": …}`):
 * each key of a pair, found in one object with its partner, holds a value of the field the object
 * is named for.
 */
export const CHANGE_PAIRS: ReadonlyMap<string, string> = new Map([
  ['from', 'to'], ['to', 'from'], ['old', 'new'], ['new', 'old'], ['before', 'after'], ['after', 'before'],
  ['old_value', 'new_value'], ['new_value', 'old_value'], ['previous', 'current'], ['current', 'previous'],
]);

/** Type names that sit between a declared name and its operator (`var token string = …`). */
export const TYPE_WORDS = new Set([
  'string', 'str', 'char', 'const_char', 'text', 'var', 'val', 'let', 'const', 'final', 'static', 'readonly', 'secure_string', 'string_view', 'any',
]);

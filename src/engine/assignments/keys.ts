// Key names as rules compare them: one spelling for `DB_PASSWORD`, `dbPassword`, `db-password`,
// `db.password` and `$dbPassword` ("db_password"), so a rule names a key once, not per syntax.

/** Lower-case words joined by "_": camelCase humps, `-`, `.`, spaces and sigils become one separator. */
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

function rewriteKey(raw: string): string {
  return raw
    .replace(/^[$@:%]+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
}

/** Keys that only hold the value of an enclosing named block (`variable "db_password" { default = … }`). */
export const HOLDER_KEYS = new Set(['value', 'default', 'default_value', 'val', 'secret_value', 'content', 'data']);

/** Type names that sit between a declared name and its operator (`var token string = …`). */
export const TYPE_WORDS = new Set([
  'string', 'str', 'char', 'const_char', 'text', 'var', 'val', 'let', 'const', 'final', 'static', 'readonly', 'secure_string', 'string_view', 'any',
]);

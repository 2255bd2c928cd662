// Key names as rules compare them: one spelling for `DB_PASSWORD`, `dbPassword`, `db-password`,
// `db.password` and `$dbPassword` ("db_password"), so a rule names a key once, not per syntax.

/** Lower-case words joined by "_": camelCase humps, `-`, `.`, spaces and sigils become one separator. */
export function normaliseKey(raw: string): string {
  return raw
    .replace(/^[$@:%]+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Type names that sit between a declared name and its operator (`var token string = …`). */
export const TYPE_WORDS = new Set([
  'string', 'str', 'char', 'const_char', 'text', 'var', 'val', 'let', 'const', 'final', 'static', 'readonly', 'secure_string', 'string_view', 'any',
]);

// The preview of a matched value shown in responses: at most its first 4 characters (fewer for
// short values, so a 6-digit code does not give away most of itself), then asterisks.

const MAX_STARS = 24;

export function maskValue(value: string): string {
  const chars = [...value];
  const shown = Math.min(4, Math.floor(chars.length / 4));
  const hidden = chars.length - shown;
  return chars.slice(0, shown).join('') + '*'.repeat(Math.max(1, Math.min(hidden, MAX_STARS)));
}

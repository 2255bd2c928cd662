// Regex source built from literal words: each word escaped, and an alternation ordered longest
// first, so that "passport number" is tried before "passport" at the same place.

export const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words as the source of one alternation: escaped, longest first. */
export const longestFirst = (words: Iterable<string>): string =>
  [...words].sort((a, b) => b.length - a.length).map(escapeRegex).join('|');

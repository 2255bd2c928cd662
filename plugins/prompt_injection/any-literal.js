// @ts-check
// Whether a text holds any of many literals (a gate's word stems): one search of the text by a
// regex of the literals, where `literals.some((l) => text.includes(l))` searched it once per
// literal (about a hundred searches of every text for the setup nouns' stems, most texts holding none).

/**
 * A test of whether a string holds any of `literals` (case as given: pass lower-case literals
 * and a lower-cased string for a case-insensitive gate), the same answer as some(includes).
 * @param {readonly string[]} literals
 * @returns {(text: string) => boolean}
 */
export function anyLiteral(literals) {
  if (literals.length === 0) return () => false;
  const regex = new RegExp(literals.map((l) => l.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'));
  return (text) => regex.test(text);
}

// @ts-check
// Whether a text holds any of many literals (a gate's word stems), in one pass over the text: at
// each code unit only the literals that start with it are compared. `literals.some((l) =>
// text.includes(l))` searched the text once per literal (about a hundred searches of every text
// for the setup nouns' stems, most texts holding none); one regex of the literals joined by `|`
// tried every literal at every place, as V8 does under --no-regexp-optimization
// (src/registry/regexp-engine.ts), which cost about twice this pass.

/**
 * A test of whether a string holds any of `literals` (case as given: pass lower-case literals
 * and a lower-cased string for a case-insensitive gate), the same answer as some(includes).
 * @param {readonly string[]} literals
 * @returns {(text: string) => boolean}
 */
export function anyLiteral(literals) {
  if (literals.length === 0) return () => false;
  if (literals.includes('')) return () => true;
  /** The literals by their first code unit. */
  const byFirst = new Map(/** @type {Array<[number, string[]]>} */ ([]));
  for (const literal of literals) {
    const first = literal.charCodeAt(0);
    const list = byFirst.get(first);
    if (list) list.push(literal);
    else byFirst.set(first, [literal]);
  }
  return (text) => {
    for (let i = 0; i < text.length; i++) {
      const list = byFirst.get(text.charCodeAt(i));
      if (list) for (const literal of list) if (text.startsWith(literal, i)) return true;
    }
    return false;
  };
}

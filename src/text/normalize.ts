// The text detectors match against: invisible characters removed (Unicode-tag payloads put back
// as ASCII), NFKC, homoglyphs folded, lower-cased, whitespace collapsed — in that order, each
// step mapped exactly back to the original, so a match at [s, e) of `text` reports
// toOriginal(result, s, e) as its span in what the caller sent. Phrase lists must be put
// through the same function so both sides agree.

import { caseFold } from './casefold.js';
import { foldConfusables } from './confusables.js';
import { joinSpacedLetters } from './despace.js';
import { stripInvisible, type HiddenCharRun } from './invisible.js';
import { deleet } from './leet.js';
import { nfkcMapped } from './nfkc.js';
import { identity, type MappedText } from './offset-map.js';
import { collapseWhitespace } from './whitespace.js';

export type { HiddenCharRun, HiddenCharKind } from './invisible.js';
export type { MappedText } from './offset-map.js';

export interface NormalizedText extends MappedText {
  /** Invisible-character runs found in the original (emoji joiners and the like excluded). */
  readonly hidden: readonly HiddenCharRun[];
}

export interface NormalizeOptions {
  /** Fold homoglyphs to ASCII (default true). */
  confusables?: boolean;
  /** Lower-case (default true). */
  caseFold?: boolean;
  /** Collapse whitespace runs to one space (default true). */
  collapseWhitespace?: boolean;
}

export function normalizeForMatching(original: string, options: NormalizeOptions = {}): NormalizedText {
  const { mapped, hidden } = stripInvisible(identity(original));
  let m = nfkcMapped(mapped);
  if (options.confusables !== false) m = foldConfusables(m);
  if (options.caseFold !== false) m = caseFold(m);
  if (options.collapseWhitespace !== false) m = collapseWhitespace(m);
  return { text: m.text, starts: m.starts, ends: m.ends, hidden };
}

export type VariantKind = 'normalized' | 'deleet' | 'despaced' | 'deleet_despaced';

export interface TextVariant extends MappedText {
  readonly variant: VariantKind;
  /** On the 'normalized' variant: the invisible runs found in the original. */
  readonly hidden?: readonly HiddenCharRun[];
}

/**
 * The normalised text first, then the leetspeak and spaced-letters variants (and both
 * combined) where they differ from every earlier one. All map to the original. Spaced letters
 * are joined before whitespace is collapsed, because the double space between spaced-out
 * words is what marks the word gap.
 */
export function textVariants(original: string): TextVariant[] {
  return variantsFrom(normalizeForMatching(original, { collapseWhitespace: false }));
}

/**
 * The variants of a text from its normalised form before whitespace collapsing (what
 * normalizeForMatching returns with collapseWhitespace: false); `normalized`, when the caller
 * already built it from `raw`, is reused as the first variant.
 */
export function variantsFrom(raw: NormalizedText, normalized?: TextVariant): TextVariant[] {
  // A transform that changes nothing returns its input (MappedTextBuilder.build): its variant is
  // then the one already built from that input, and only the variants that differ cost a map.
  const base = normalized ?? collapseWhitespace(raw);
  const rawDeleet = deleet(raw);
  const rawDespaced = joinSpacedLetters(raw);
  // De-leeting never touches whitespace and reads no further than a word and the '.' or address
  // around it, so de-leeting the collapsed text gives the collapsed de-leeted text, on the same maps.
  const deleeted = rawDeleet === raw ? base : deleet(base);
  const despaced = rawDespaced === raw ? base : collapseWhitespace(rawDespaced);
  const bothRaw = rawDeleet === raw ? undefined : joinSpacedLetters(rawDeleet);
  const both = bothRaw === undefined ? despaced : bothRaw === rawDeleet ? deleeted : collapseWhitespace(bothRaw);
  const candidates: Array<[VariantKind, MappedText]> = [
    ['normalized', base],
    ['deleet', deleeted],
    ['despaced', despaced],
    ['deleet_despaced', both],
  ];
  const seen = new Set<string>();
  const out: TextVariant[] = [];
  for (const [variant, m] of candidates) {
    if (seen.has(m.text)) continue;
    seen.add(m.text);
    if (variant === 'normalized' && normalized) {
      out.push(normalized);
      continue;
    }
    const base = { text: m.text, starts: m.starts, ends: m.ends, variant };
    out.push(variant === 'normalized' ? { ...base, hidden: raw.hidden } : base);
  }
  return out;
}

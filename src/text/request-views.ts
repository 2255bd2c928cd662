// Views of a text that several checks of one request need — the normalised text and its
// matching variants, the decoded payloads, the invisible-character runs — built lazily, at most
// once per request, and shared by the checks of that request instead of each rebuilding them.
//
// The host makes a request's views active for the synchronous part of each check's run (the
// guard runs its inline checks on one RequestViews; a worker thread makes one per job), and
// the toolkit's textVariants, findEncodedPayloads and hiddenCharacters read from the active
// views; compiled rule sets keep their scans of a text here too (registry/shared-scan.ts).
// Outside a run, or after a plugin's first await, nothing is active and every call computes
// afresh: sharing never crosses requests, and no view outlives its request.

import { findEncodedPayloads, type DecodedPayload } from './decode.js';
import { stripInvisible, type HiddenCharRun } from './invisible.js';
import { normalizeForMatching, variantsFrom, type NormalizedText, type TextVariant } from './normalize.js';
import { collapseWhitespace } from './whitespace.js';
import { identity } from './offset-map.js';

/** Distinct texts one request keeps views of; past this, views are computed and not kept. */
const MAX_TEXTS = 64;

/** The lazily built views of one text. Shared between checks: the results are frozen. */
export class TextViews {
  private raw: NormalizedText | undefined;
  private normalizedView: TextVariant | undefined;
  private variantList: readonly TextVariant[] | undefined;
  private payloads: readonly DecodedPayload[] | undefined;
  private hiddenRuns: readonly HiddenCharRun[] | undefined;
  private derived: WeakMap<object, Map<string, unknown>> | undefined;

  constructor(readonly text: string) {}

  /**
   * A value `owner` (a compiled rule set, say) derives from this text under `key`, computed once
   * per request. The value is shared between checks: it must not be changed.
   */
  memo<T>(owner: object, key: string, compute: () => T): T {
    const byOwner = (this.derived ??= new WeakMap());
    let values = byOwner.get(owner);
    if (!values) byOwner.set(owner, (values = new Map()));
    if (values.has(key)) return values.get(key) as T;
    const value = compute();
    values.set(key, value);
    return value;
  }

  /** The normalised text with whitespace not yet collapsed (the variants start from it). */
  private rawNormalized(): NormalizedText {
    return (this.raw ??= normalizeForMatching(this.text, { collapseWhitespace: false }));
  }

  /** The 'normalized' variant alone (textVariants(text)[0]), without the other variants. */
  normalized(): TextVariant {
    if (this.normalizedView) return this.normalizedView;
    if (this.variantList) return (this.normalizedView = this.variantList[0]!);
    const raw = this.rawNormalized();
    const m = collapseWhitespace(raw);
    return (this.normalizedView = Object.freeze({ text: m.text, starts: m.starts, ends: m.ends, variant: 'normalized' as const, hidden: Object.freeze(raw.hidden) }));
  }

  variants(): readonly TextVariant[] {
    if (!this.variantList) {
      const list = variantsFrom(this.rawNormalized(), this.normalizedView).map((v) => (Object.isFrozen(v) ? v : Object.freeze(v)));
      this.variantList = Object.freeze(list);
      this.normalizedView ??= list[0];
    }
    return this.variantList;
  }

  encodedPayloads(): readonly DecodedPayload[] {
    return (this.payloads ??= Object.freeze(findEncodedPayloads(this.text).map((p) => Object.freeze(p))));
  }

  hidden(): readonly HiddenCharRun[] {
    // Only the invisible-character step: the full normalisation is not needed to find them.
    return (this.hiddenRuns ??= Object.freeze((this.raw ?? stripInvisible(identity(this.text))).hidden));
  }
}

/** The views of one request, by text. */
export class RequestViews {
  private readonly byText = new Map<string, TextViews>();

  /** The views of `text`; once MAX_TEXTS texts are kept, a fresh unkept one. */
  of(text: string): TextViews {
    let views = this.byText.get(text);
    if (views) return views;
    views = new TextViews(text);
    if (this.byText.size < MAX_TEXTS) this.byText.set(text, views);
    return views;
  }
}

let active: RequestViews | undefined;

/** The views of the run in progress, if the host made some active. */
export function activeViews(): RequestViews | undefined {
  return active;
}

/**
 * Calls `fn` with `views` active for its synchronous part. Checks run one at a time on a
 * thread, and an asynchronous continuation never runs inside another call's synchronous part,
 * so what a check sees active is always its own request's views.
 */
export function withViews<T>(views: RequestViews, fn: () => T): T {
  const outer = active;
  active = views;
  try {
    return fn();
  } finally {
    active = outer;
  }
}

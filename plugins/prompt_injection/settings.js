// @ts-check
// prompt_injection settings: merges the `settings` of every prompt_injection pack into one
// object (thresholds, scoring weights, context word lists) and compiles the word lists. Packs
// merge in id order: objects merge key by key, arrays are united (so a language pack can add its
// own educational or addressing words), scalars of a later pack replace earlier ones.

/** @typedef {import('screening-service/plugin-api').LoadedPack} LoadedPack */

/**
 * @typedef {object} Scoring
 * @property {number} minScore
 * @property {{ boost: number, minCategoryScore: number, maxBoost: number }} cooccurrence
 * @property {{ boost: number, findingBonus: number, minUnderlying: number }} obfuscation
 * @property {{ boost: number, lead: number }} position
 * @property {{ boost: number }} addressed
 * @property {number} boostFloor
 * @property {{ quoted: number, quotedMessage: number, code: number, educational: number, technical: number, fiction: number, imperativeEducational: number, specimen: number }} dampen
 * @property {number} quoteSlack
 * @property {number} window
 * @property {number} localWindow
 * @property {number} hintLevel
 * @property {number} hintWindow
 * @property {{ confidence: number, boost: number }} hiddenMarkup
 * @property {{ unicodeTag: number, bidi: number, zeroWidth: number, zeroWidthMinRun: number }} hiddenCharacters
 * @property {number} maxFindingsPerRule
 * @property {ModelScoring} model
 * @property {{ window: number, minRatio: number, minTokens: number, minProse: number, confidence: number }} suffix
 * @property {{ window: number, maxFunctionWords: number, minOdd: number, minProse: number, confidence: number }} wordSalad
 * @property {{ confidence: number, modelFloor: number, cueFloor: number, minWords: number }} hiddenInstruction
 * @property {{ minShots: number, minShotsToSlot: number, confidence: number }} manyShot
 * @property {{ confidence: number, hint: number }} plantedNote
 * @property {{ confidence: number }} plantedOrder
 * @property {{ hint: number }} persona
 * @property {{ confidence: number }} imageSlot
 * @property {{ confidence: number }} setupRequest
 * @property {{ confidence: number }} dataDestination
 * @property {{ confidence: number, hint: number }} setupOverride
 */

/**
 * How the model's probability p becomes a finding (docs/checks/prompt-injection.md): below `hint`
 * nothing; from `hint` to `review` a hint rising from hintConfidence (it counts only next to
 * other signals); from `review` up a signal rising from reviewConfidence to maxConfidence, which
 * stays below the block threshold so the model alone never blocks.
 * @typedef {object} ModelScoring
 * @property {number} hint
 * @property {number} review
 * @property {number} hintConfidence
 * @property {number} reviewConfidence
 * @property {number} maxConfidence
 * @property {number} minWords  fewer words (or text that does not read as English): a hint at most
 * @property {number} shortReview  …unless p reaches this (English only)
 * @property {boolean} englishOnly  outside English the model only corroborates (a model trained on English text)
 * @property {number} window  characters per scored window
 * @property {number} stride
 */

/**
 * @typedef {object} Settings
 * @property {{ review: number, block: number }} thresholds
 * @property {Scoring} scoring
 * @property {{ educational: string[], technical: string[], fiction: string[], addressing: string[], hiddenStyles: string[], reported: string[], quoteReportedBefore: string[], quoteReportedAfter: string[], quoteFoundBefore: string[], quoteFoundAfter: string[] }} context
 */

/** Used when no pack provides a value; the shipped core pack sets every one of them. */
export const DEFAULTS = /** @type {Settings} */ ({
  thresholds: { review: 0.5, block: 0.8 },
  scoring: {
    minScore: 0.3,
    cooccurrence: { boost: 0.1, minCategoryScore: 0.4, maxBoost: 0.2 },
    obfuscation: { boost: 0.1, findingBonus: 0.1, minUnderlying: 0.3 },
    position: { boost: 0.05, lead: 3 },
    addressed: { boost: 0.05 },
    boostFloor: 0.5,
    dampen: { quoted: 0.55, quotedMessage: 0.9, code: 0.45, educational: 0.6, technical: 0.5, fiction: 0.75, imperativeEducational: 0.85, specimen: 0.45 },
    quoteSlack: 24,
    window: 160,
    localWindow: 1500,
    hintLevel: 0.5,
    hintWindow: 300,
    hiddenMarkup: { confidence: 0.45, boost: 0.1 },
    hiddenCharacters: { unicodeTag: 0.55, bidi: 0.4, zeroWidth: 0.35, zeroWidthMinRun: 3 },
    maxFindingsPerRule: 5,
    model: { hint: 0.8, review: 0.98, minWords: 15, shortReview: 0.999, englishOnly: true, hintConfidence: 0.35, reviewConfidence: 0.55, maxConfidence: 0.7, window: 1500, stride: 750 },
    suffix: { window: 10, minRatio: 0.4, minTokens: 8, minProse: 4, confidence: 0.6 },
    wordSalad: { window: 12, maxFunctionWords: 1, minOdd: 4, minProse: 4, confidence: 0.55 },
    hiddenInstruction: { confidence: 0.6, modelFloor: 0.9, cueFloor: 0.5, minWords: 3 },
    manyShot: { minShots: 3, minShotsToSlot: 2, confidence: 0.6 },
    plantedNote: { confidence: 0.55, hint: 0.45 },
    plantedOrder: { confidence: 0.6 },
    persona: { hint: 0.35 },
    imageSlot: { confidence: 0.6 },
    setupRequest: { confidence: 0.6 },
    dataDestination: { confidence: 0.6 },
    setupOverride: { confidence: 0.6, hint: 0.4 },
  },
  context: { educational: [], technical: [], fiction: [], addressing: [], hiddenStyles: [], reported: [], quoteReportedBefore: [], quoteReportedAfter: [], quoteFoundBefore: [], quoteFoundAfter: [] },
});

/** @param {unknown} v @returns {v is Record<string, unknown>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** @param {Record<string, unknown>} base @param {Record<string, unknown>} over */
function merge(base, over) {
  /** @type {Record<string, unknown>} */
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const prior = out[k];
    if (Array.isArray(v)) out[k] = [...new Set([...(Array.isArray(prior) ? prior : []), ...v])];
    else if (isObject(v)) out[k] = merge(isObject(prior) ? prior : {}, v);
    else out[k] = v;
  }
  return out;
}

/**
 * @param {readonly LoadedPack[]} packs
 * @param {{ warn(msg: string, fields?: Record<string, unknown>): void }} log
 * @returns {Settings}
 */
export function loadSettings(packs, log) {
  let merged = /** @type {Record<string, unknown>} */ (DEFAULTS);
  for (const p of [...packs].sort((a, b) => (a.pack.id < b.pack.id ? -1 : 1))) {
    // A pack's `gate` is its own (see scanner.js), not a check-wide setting.
    if (isObject(p.pack.settings)) {
      const { gate: _gate, ...rest } = p.pack.settings;
      merged = merge(merged, rest);
    }
  }
  const settings = /** @type {Settings} */ (/** @type {unknown} */ (merged));
  const { review, block } = settings.thresholds;
  if (!(review > 0 && review <= block && block <= 1)) {
    log.warn('prompt_injection thresholds must satisfy 0 < review <= block <= 1; using defaults', { review, block });
    return { ...settings, thresholds: { ...DEFAULTS.thresholds } };
  }
  return settings;
}

export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const escape = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One regex for a word list. A trailing `*` makes a term a prefix ("attack*" also matches
 * "attackers"); terms in scripts written without spaces match anywhere, others as whole words.
 * @param {readonly string[]} terms
 * @returns {RegExp | undefined}
 */
export function termsRegex(terms) {
  const bounded = [];
  const free = [];
  for (const raw of terms) {
    const t = raw.toLowerCase().trim();
    if (!t) continue;
    const prefix = t.endsWith('*');
    const body = escape(prefix ? t.slice(0, -1) : t).replace(/\s+/g, '\\s{1,3}');
    if (UNSPACED.test(t)) free.push(body);
    else bounded.push(prefix ? `${body}[\\p{L}\\p{M}\\p{N}_-]{0,20}` : body);
  }
  const parts = [];
  // Not inside a word, a domain name, a path or an address ("attacker.example" is no attacker).
  if (bounded.length) parts.push(`(?<![\\p{L}\\p{M}\\p{N}_./@-])(?:${bounded.join('|')})(?![\\p{L}\\p{M}\\p{N}_/@-]|\\.[\\p{L}\\p{N}])`);
  if (free.length) parts.push(`(?:${free.join('|')})`);
  return parts.length ? new RegExp(parts.join('|'), 'u') : undefined;
}

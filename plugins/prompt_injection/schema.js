// @ts-check
// JSON Schemas of what prompt_injection packs may hold: their `settings` (thresholds, scoring,
// context word lists, and the language gate of a language pack) and the rule `data` the scorer
// reads. Declared in meta, so the host rejects a misspelt setting at load with the file and
// JSON pointer.

const strings = { type: 'array', items: { type: 'string' } };
const unit = { type: 'number', minimum: 0, maximum: 1 };
const num = { type: 'number' };
const count = { type: 'integer', minimum: 0 };
/** @param {Record<string, object>} properties */
const closed = (properties) => ({ type: 'object', additionalProperties: false, properties });

export const settingsSchema = closed({
  thresholds: closed({ review: unit, block: unit }),
  scoring: closed({
    minScore: unit,
    cooccurrence: closed({ boost: num, minCategoryScore: unit, maxBoost: num }),
    obfuscation: closed({ boost: num, findingBonus: num, minUnderlying: unit }),
    position: closed({ boost: num, lead: count }),
    addressed: closed({ boost: num }),
    boostFloor: unit,
    dampen: closed(Object.fromEntries(['quoted', 'quotedMessage', 'code', 'educational', 'technical', 'fiction', 'imperativeEducational', 'specimen'].map((k) => [k, unit]))),
    quoteSlack: count,
    window: count,
    localWindow: count,
    hintLevel: unit,
    hintWindow: count,
    hiddenMarkup: closed({ confidence: unit, boost: num }),
    hiddenCharacters: closed({ unicodeTag: unit, bidi: unit, zeroWidth: unit, zeroWidthMinRun: count }),
    maxFindingsPerRule: count,
    model: closed({ hint: unit, review: unit, minWords: count, shortReview: unit, englishOnly: { type: 'boolean' }, hintConfidence: unit, reviewConfidence: unit, maxConfidence: unit, window: count, stride: count }),
    suffix: closed({ window: count, minRatio: unit, minTokens: count, minProse: count, confidence: unit }),
    hiddenInstruction: closed({ confidence: unit, modelFloor: unit, cueFloor: unit, minWords: count }),
    manyShot: closed({ minShots: count, minShotsToSlot: count, confidence: unit }),
    plantedNote: closed({ confidence: unit, hint: unit }),
    plantedOrder: closed({ confidence: unit }),
    persona: closed({ hint: unit }),
    imageSlot: closed({ confidence: unit }),
    setupRequest: closed({ confidence: unit }),
    dataDestination: closed({ confidence: unit }),
    setupOverride: closed({ confidence: unit, hint: unit }),
  }),
  context: closed(Object.fromEntries(['educational', 'reported', 'quoteReportedBefore', 'quoteReportedAfter', 'quoteFoundBefore', 'quoteFoundAfter', 'technical', 'fiction', 'addressing', 'hiddenStyles'].map((k) => [k, strings]))),
  gate: closed({ letters: { type: 'string' }, scripts: strings, words: strings }),
});

export const dataSchema = closed({
  silent: { type: 'boolean' },
  framing: { type: 'boolean' },
  pairs: closed({ with: strings, also: strings, within: count, confidence: unit }),
});

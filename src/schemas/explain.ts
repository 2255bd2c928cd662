// Wire shapes of explain mode (`"explain": true` on the detection and guard requests): why each
// finding was reported, which candidates were dropped and why, and for scored checks the signals
// and steps behind the verdict. Nothing here carries a matched value: spans come with a masked
// preview only, and details name rules, words of the rules' own lists and numbers.

/** Why a pattern match did not become a finding. */
export const suppressReasons = [
  'length_bound',
  'entropy_bound',
  'allowlist',
  'stopword',
  'validator_failed',
  'placeholder',
  'test_value',
  'context_required',
  'table_only',
  'below_score_floor',
  'organisation',
  'overlap',
] as const;

export const explainFlag = {
  type: 'boolean',
  default: false,
  description: 'Also explain the result: per finding the rule, pack and score steps; per check the suppressed candidates, signals and scoring steps.',
} as const;

const spanFields = {
  start: { type: 'integer', minimum: 0, description: 'Code point offset (inclusive).' },
  end: { type: 'integer', minimum: 0, description: 'Code point offset (exclusive).' },
  utf16_start: { type: 'integer', minimum: 0 },
  utf16_end: { type: 'integer', minimum: 0 },
  byte_start: { type: 'integer', minimum: 0 },
  byte_end: { type: 'integer', minimum: 0 },
  masked: { type: 'string', description: 'Preview showing at most the first 4 characters of the span.' },
} as const;

// No $id: a step appears in several places of one response schema, and ajv wants ids unique.
export const explainStepSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['step', 'detail'],
  properties: {
    step: {
      type: 'string',
      description:
        'What happened: base, validator, context, negative_context, table_header, decoded, repeated, cap for findings; check-specific names (dampen, boost, combine, threshold, …) for verdicts.',
    },
    detail: { type: 'string' },
    delta: { type: 'number', description: 'Added to the score by this step.' },
    factor: { type: 'number', description: 'The score was multiplied by this.' },
    score: { type: 'number', description: 'The score after this step.' },
    word: { type: 'string', description: "The rule's context word that was found (as the rule lists it)." },
    where: { type: 'string', enum: ['before', 'after', 'table_header'] },
    distance: { type: 'integer', minimum: 0, description: 'Characters between the context word and the value.' },
  },
} as const;

export const findingExplanationSchema = {
  $id: 'FindingExplanation',
  type: 'object',
  additionalProperties: false,
  required: ['rule_id', 'base_confidence', 'score', 'steps'],
  properties: {
    rule_id: { type: 'string' },
    pack_id: { type: 'string' },
    pack_version: { type: 'string' },
    base_confidence: { type: 'number', description: "The rule's own confidence, before any step." },
    score: { type: 'number', description: 'The final score, 0–1 (the finding shows it as a label).' },
    steps: { type: 'array', items: explainStepSchema },
  },
} as const;

export const suppressedCandidateSchema = {
  $id: 'SuppressedCandidate',
  type: 'object',
  additionalProperties: false,
  required: ['rule_id', 'reason', 'detail'],
  properties: {
    rule_id: { type: 'string' },
    pack_id: { type: 'string' },
    pack_version: { type: 'string' },
    reason: { type: 'string', enum: suppressReasons },
    detail: { type: 'string' },
    ...spanFields,
    encoding: { type: 'string', description: 'Set when the candidate was found inside encoded text.' },
    lost_to: { type: 'string', description: 'For reason overlap: the rule whose finding covers this text.' },
  },
} as const;

export const signalSchema = {
  $id: 'ExplainSignal',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'weight', 'counted', 'detail'],
  properties: {
    name: { type: 'string', description: 'Rule id, or check/signal for evidence not tied to a rule.' },
    category: { type: 'string' },
    weight: { type: 'number', description: 'What the signal contributed, 0–1.' },
    counted: { type: 'boolean', description: 'False when it was weighed but did not count toward the verdict.' },
    detail: { type: 'string' },
    ...spanFields,
    steps: { type: 'array', items: explainStepSchema },
  },
} as const;

export const checkExplanationSchema = {
  $id: 'CheckExplanation',
  type: 'object',
  additionalProperties: false,
  required: ['signals', 'steps', 'suppressed', 'suppressed_total'],
  properties: {
    signals: { type: 'array', items: signalSchema },
    steps: { type: 'array', items: explainStepSchema, description: 'From the signals to the verdict.' },
    suppressed: { type: 'array', items: suppressedCandidateSchema, description: 'Candidates a rule matched but the check dropped, in text order (at most 200).' },
    suppressed_total: { type: 'integer', minimum: 0, description: 'How many were dropped in all.' },
  },
} as const;

// The `model` of a pack: the weights of a learned component that a check combines with its rule
// signals (prompt_injection's logistic regression over hashed n-grams). It travels inside a pack
// so it loads, validates, hot-reloads and feeds detector_version exactly like rules do.

const semver = '^\\d+\\.\\d+\\.\\d+$';

export const modelSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'features', 'weights', 'bias', 'training', 'examples'],
  properties: {
    kind: { type: 'string', const: 'linear-hashed-ngrams', description: 'Logistic regression over signed, hashed character and word n-grams.' },
    features: {
      type: 'object',
      additionalProperties: false,
      required: ['bits', 'charNgrams', 'wordNgrams', 'normalise'],
      properties: {
        bits: { type: 'integer', minimum: 8, maximum: 22, description: 'The weight vector has 2^bits entries.' },
        charNgrams: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'integer', minimum: 1, maximum: 8 } },
        wordNgrams: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'integer', minimum: 0, maximum: 4 } },
        normalise: { type: 'string', const: 'nfkc-lower-space' },
      },
    },
    weights: {
      type: 'object',
      additionalProperties: false,
      required: ['encoding', 'scale', 'data'],
      properties: {
        encoding: { type: 'string', const: 'int8-base64' },
        scale: { type: 'number', exclusiveMinimum: 0 },
        data: { type: 'string', pattern: '^[A-Za-z0-9+/]*={0,2}$', description: '2^bits signed bytes, base64; weight = byte × scale.' },
      },
    },
    bias: { type: 'number' },
    training: {
      type: 'object',
      required: ['sources', 'examples', 'trainedWith'],
      properties: {
        trainedWith: { type: 'string', description: 'The command that produced the pack.' },
        examples: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 }, description: 'Training examples per label.' },
        sources: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'url', 'licence', 'label', 'examples'],
            properties: {
              name: { type: 'string', minLength: 1 },
              url: { type: 'string', minLength: 1 },
              commit: { type: 'string' },
              licence: { type: 'string', minLength: 1 },
              label: { type: 'string', enum: ['attack', 'benign', 'both'] },
              examples: { type: 'integer', minimum: 0 },
            },
          },
        },
        excluded: { type: 'array', items: { type: 'string' }, description: 'Evaluation collections never trained on.' },
        hyperparameters: { type: 'object' },
      },
    },
    examples: {
      type: 'object',
      additionalProperties: false,
      required: ['positive', 'negative'],
      properties: {
        positive: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 }, description: 'Texts the model alone must score at or above settings.scoring.model.review.' },
        negative: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 }, description: 'Texts it must score below it.' },
      },
    },
    since: { type: 'string', pattern: semver },
  },
} as const;

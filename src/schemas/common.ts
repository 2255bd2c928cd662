// Building blocks shared by several wire schemas. Every schema is an `as const` object so that
// json-schema-to-ts can derive its TypeScript type, ajv can compile it, and the OpenAPI document
// can embed it: one definition, three uses.

import { checkExplanationSchema, findingExplanationSchema } from './explain.js';

export const riskLabels = ['none', 'low', 'medium', 'high', 'critical'] as const;
export const severityLabels = ['low', 'medium', 'high', 'critical'] as const;
export const confidenceLabels = ['low', 'medium', 'high'] as const;
export const checkVerdicts = ['allow', 'review', 'block'] as const;

export const requestIdField = { type: 'string', description: 'Identifies this evaluation; equals the X-Request-Id header.' } as const;

export const findingSchema = {
  $id: 'Finding',
  type: 'object',
  additionalProperties: false,
  required: ['category', 'reason', 'confidence', 'severity'],
  properties: {
    category: { type: 'string', description: 'Coarse kind, e.g. email, api_key, instruction_override.' },
    type: { type: 'string', description: 'Fine kind, e.g. aws_access_key_id.' },
    rule_id: { type: 'string', description: 'The rule that matched: pack-id/rule-id.' },
    reason: { type: 'string' },
    start: { type: 'integer', minimum: 0, description: 'Code point offset (inclusive).' },
    end: { type: 'integer', minimum: 0, description: 'Code point offset (exclusive).' },
    utf16_start: { type: 'integer', minimum: 0 },
    utf16_end: { type: 'integer', minimum: 0 },
    byte_start: { type: 'integer', minimum: 0 },
    byte_end: { type: 'integer', minimum: 0 },
    confidence: { type: 'string', enum: confidenceLabels },
    severity: { type: 'string', enum: severityLabels },
    validated: { type: 'boolean' },
    masked: { type: 'string', description: 'Preview showing at most the first 4 characters of the match.' },
    placeholder: { type: 'string', description: 'The redaction token that replaced this match.' },
    encoding: { type: 'string', description: 'Set when the match was found inside encoded text (base64, percent, …).' },
    explanation: findingExplanationSchema,
  },
} as const;

export const checkResultSchema = {
  $id: 'CheckResult',
  type: 'object',
  additionalProperties: false,
  required: ['check', 'verdict', 'risk', 'findings', 'reasons'],
  properties: {
    check: { type: 'string' },
    verdict: { type: 'string', enum: checkVerdicts },
    risk: { type: 'string', enum: riskLabels },
    findings: { type: 'array', items: findingSchema },
    reasons: { type: 'array', items: { type: 'string' } },
    explanation: checkExplanationSchema,
  },
} as const;

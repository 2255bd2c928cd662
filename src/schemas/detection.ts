// Wire shapes of POST /api/v1/security/pii-secrets.

import { findingSchema, requestIdField, riskLabels } from './common.js';
import { checkExplanationSchema, explainFlag } from './explain.js';

export const detectionRequestSchema = {
  $id: 'DetectionRequest',
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: {
    text: { type: 'string', description: 'The text to scan.' },
    redact: { type: 'boolean', default: false, description: 'Also return redacted_text.' },
    explain: explainFlag,
  },
} as const;

export const detectionResponseSchema = {
  $id: 'DetectionResponse',
  type: 'object',
  additionalProperties: false,
  required: ['request_id', 'api', 'verdict', 'risk', 'findings', 'reasons', 'usage_units', 'processing_time_ms', 'detector_version'],
  properties: {
    request_id: requestIdField,
    api: { type: 'string', const: 'pii-secrets-detection' },
    verdict: { type: 'string', enum: ['safe', 'suspicious', 'unsafe'] },
    risk: { type: 'string', enum: riskLabels },
    findings: { type: 'array', items: findingSchema },
    reasons: { type: 'array', items: { type: 'string' } },
    redacted_text: { type: 'string' },
    explanation: checkExplanationSchema,
    usage_units: { type: 'integer', const: 1 },
    processing_time_ms: { type: 'integer', minimum: 0 },
    detector_version: { type: 'string', pattern: '^\\d+(\\.\\d+)+$' },
  },
} as const;

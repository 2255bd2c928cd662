// Wire shapes of POST /api/v1/guard.

import { checkResultSchema, checkVerdicts, requestIdField } from './common.js';
import { explainFlag } from './explain.js';

export const agentActionSchema = {
  $id: 'AgentAction',
  type: 'object',
  additionalProperties: false,
  required: ['tool', 'arguments'],
  properties: {
    tool: { type: 'string', minLength: 1, maxLength: 256, description: 'The tool the agent wants to call.' },
    arguments: { type: 'object', description: 'The call arguments, as the agent framework passes them.' },
    context: { type: 'object', description: 'Free-form facts about the agent, e.g. workspace.' },
  },
} as const;

export const guardRequestSchema = {
  $id: 'GuardRequest',
  type: 'object',
  additionalProperties: false,
  required: ['checks'],
  properties: {
    checks: {
      type: 'array',
      minItems: 1,
      maxItems: 32,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[a-z][a-z0-9_]*$', maxLength: 64 },
      description: 'Names of the checks to run; GET /api/v1/checks lists them.',
    },
    text: { type: 'string' },
    agent_action: agentActionSchema,
    redact: { type: 'boolean', default: false },
    explain: explainFlag,
  },
} as const;

export const guardResponseSchema = {
  $id: 'GuardResponse',
  type: 'object',
  additionalProperties: false,
  required: ['request_id', 'api', 'decision', 'checks', 'usage_units', 'processing_time_ms', 'detector_version'],
  properties: {
    request_id: requestIdField,
    api: { type: 'string', const: 'unified-guard' },
    decision: { type: 'string', enum: checkVerdicts },
    checks: { type: 'array', items: checkResultSchema },
    redacted_text: { type: 'string' },
    usage_units: { type: 'integer', minimum: 1 },
    processing_time_ms: { type: 'integer', minimum: 0 },
    detector_version: { type: 'string', pattern: '^\\d+(\\.\\d+)+$' },
  },
} as const;

export const checksListResponseSchema = {
  $id: 'ChecksListResponse',
  type: 'object',
  additionalProperties: false,
  required: ['request_id', 'checks', 'detector_version'],
  properties: {
    request_id: requestIdField,
    detector_version: { type: 'string' },
    checks: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'version', 'input', 'description', 'rule_packs'],
        properties: {
          name: { type: 'string' },
          version: { type: 'string' },
          input: { type: 'string', enum: ['text', 'agent_action'] },
          description: { type: 'string' },
          rule_packs: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'version', 'rules'],
              properties: { id: { type: 'string' }, version: { type: 'string' }, rules: { type: 'integer' } },
            },
          },
        },
      },
    },
  },
} as const;

// The one error body every failing response carries.

import { requestIdField } from './common.js';

export const errorCodes = [
  'invalid_json',
  'invalid_request',
  'unknown_check',
  'unauthorized',
  'invalid_api_key',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'quota_exceeded',
  'internal_error',
  'unavailable',
] as const;

export const errorResponseSchema = {
  $id: 'ErrorResponse',
  type: 'object',
  additionalProperties: false,
  required: ['error', 'request_id'],
  properties: {
    error: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: errorCodes },
        message: { type: 'string' },
        details: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['path', 'message'],
            properties: { path: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
    request_id: requestIdField,
  },
} as const;

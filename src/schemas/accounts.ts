// Wire shapes of accounts, API keys and usage.

import { requestIdField } from './common.js';

export const createAccountRequestSchema = {
  $id: 'CreateAccountRequest',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    email: { type: 'string', format: 'email', maxLength: 254 },
  },
} as const;

export const createAccountResponseSchema = {
  $id: 'CreateAccountResponse',
  type: 'object',
  additionalProperties: false,
  required: ['request_id', 'account_id', 'name', 'email', 'api_key', 'key_id', 'created_at'],
  properties: {
    request_id: requestIdField,
    account_id: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    api_key: { type: 'string', description: 'Shown once; only its hash is stored.' },
    key_id: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const createKeyRequestSchema = {
  $id: 'CreateKeyRequest',
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export const createKeyResponseSchema = {
  $id: 'CreateKeyResponse',
  type: 'object',
  additionalProperties: false,
  required: ['request_id', 'key_id', 'api_key', 'prefix', 'created_at'],
  properties: {
    request_id: requestIdField,
    key_id: { type: 'string' },
    api_key: { type: 'string', description: 'Shown once; only its hash is stored.' },
    prefix: { type: 'string', description: 'The non-secret start of the key, to recognise it.' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const keyListResponseSchema = {
  $id: 'KeyListResponse',
  type: 'object',
  additionalProperties: false,
  required: ['request_id', 'keys'],
  properties: {
    request_id: requestIdField,
    keys: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key_id', 'prefix', 'created_at', 'last_used_at'],
        properties: {
          key_id: { type: 'string' },
          prefix: { type: 'string' },
          created_at: { type: 'string', format: 'date-time' },
          last_used_at: { type: ['string', 'null'], format: 'date-time' },
        },
      },
    },
  },
} as const;

export const usageQuerySchema = {
  $id: 'UsageQuery',
  type: 'object',
  additionalProperties: false,
  properties: {
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
  },
} as const;

export const usageResponseSchema = {
  $id: 'UsageResponse',
  type: 'object',
  additionalProperties: false,
  required: ['request_id', 'account_id', 'from', 'to', 'total_units', 'by_day'],
  properties: {
    request_id: requestIdField,
    account_id: { type: 'string' },
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
    total_units: { type: 'integer', minimum: 0 },
    by_day: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['date', 'endpoint', 'requests', 'units'],
        properties: {
          date: { type: 'string', format: 'date' },
          endpoint: { type: 'string', enum: ['pii-secrets', 'guard'] },
          requests: { type: 'integer', minimum: 0 },
          units: { type: 'integer', minimum: 0 },
        },
      },
    },
  },
} as const;

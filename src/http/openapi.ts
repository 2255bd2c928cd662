// Builds the OpenAPI 3.1 document from the same schema objects that validate requests and type
// the handlers, so the published contract cannot drift from the code.

import { detectionRequestSchema, detectionResponseSchema } from '../schemas/detection.js';
import { checksListResponseSchema, guardRequestSchema, guardResponseSchema } from '../schemas/guard.js';
import {
  createAccountRequestSchema,
  createAccountResponseSchema,
  createKeyRequestSchema,
  createKeyResponseSchema,
  keyListResponseSchema,
  usageResponseSchema,
} from '../schemas/accounts.js';
import { errorResponseSchema } from '../schemas/error.js';

/** Strips `$id` (OpenAPI components are named by their key) recursively. */
function component(schema: object): object {
  return JSON.parse(JSON.stringify(schema, (k, v: unknown) => (k === '$id' ? undefined : v))) as object;
}

const json = (ref: string) => ({ content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } } });
const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [String(c), { description: 'Error', ...json('ErrorResponse') }]));

export function buildOpenApi(version: string): object {
  const bearer = [{ bearerAuth: [] }];
  return {
    openapi: '3.1.0',
    info: { title: 'Security screening service', version, description: 'PII and secret detection with redaction, and a guard endpoint that runs security checks and returns one decision.' },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: Object.fromEntries(
        [
          detectionRequestSchema,
          detectionResponseSchema,
          guardRequestSchema,
          guardResponseSchema,
          checksListResponseSchema,
          createAccountRequestSchema,
          createAccountResponseSchema,
          createKeyRequestSchema,
          createKeyResponseSchema,
          keyListResponseSchema,
          usageResponseSchema,
          errorResponseSchema,
        ].map((s) => [s.$id, component(s)]),
      ),
    },
    paths: {
      '/api/v1/security/pii-secrets': {
        post: {
          summary: 'Find PII and secrets in text, optionally redacting them',
          security: bearer,
          requestBody: { required: true, ...json('DetectionRequest') },
          responses: { '200': { description: 'Detection result', ...json('DetectionResponse') }, ...errors(400, 401, 413, 415, 429, 503) },
        },
      },
      '/api/v1/guard': {
        post: {
          summary: 'Run several checks on one request and return one decision',
          security: bearer,
          requestBody: { required: true, ...json('GuardRequest') },
          responses: { '200': { description: 'Guard decision', ...json('GuardResponse') }, ...errors(400, 401, 413, 415, 429, 503) },
        },
      },
      '/api/v1/checks': { get: { summary: 'The checks loaded', security: bearer, responses: { '200': { description: 'Checks', ...json('ChecksListResponse') }, ...errors(401) } } },
      '/api/v1/accounts': {
        post: {
          summary: 'Create an account and its first API key (shown once)',
          requestBody: { required: true, ...json('CreateAccountRequest') },
          responses: { '201': { description: 'Created', ...json('CreateAccountResponse') }, ...errors(400, 403, 429) },
        },
      },
      '/api/v1/keys': {
        get: { summary: "List the account's keys (never the keys themselves)", security: bearer, responses: { '200': { description: 'Keys', ...json('KeyListResponse') }, ...errors(401) } },
        post: {
          summary: 'Create a key (shown once)',
          security: bearer,
          requestBody: { required: true, ...json('CreateKeyRequest') },
          responses: { '201': { description: 'Created', ...json('CreateKeyResponse') }, ...errors(400, 401) },
        },
      },
      '/api/v1/keys/{key_id}': {
        delete: {
          summary: 'Revoke a key',
          security: bearer,
          parameters: [{ name: 'key_id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '204': { description: 'Revoked' }, ...errors(401, 404) },
        },
      },
      '/api/v1/usage': {
        get: {
          summary: 'Metered usage of the account',
          security: bearer,
          parameters: [
            { name: 'from', in: 'query', schema: { type: 'string', format: 'date' } },
            { name: 'to', in: 'query', schema: { type: 'string', format: 'date' } },
          ],
          responses: { '200': { description: 'Usage', ...json('UsageResponse') }, ...errors(400, 401) },
        },
      },
      '/healthz': { get: { summary: 'Liveness', responses: { '200': { description: 'Alive' } } } },
      '/readyz': { get: { summary: 'Readiness: rule packs and store loaded', responses: { '200': { description: 'Ready' }, '503': { description: 'Not ready' } } } },
      '/metrics': { get: { summary: 'Prometheus metrics', responses: { '200': { description: 'Metrics in text format' } } } },
    },
  };
}

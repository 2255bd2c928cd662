// The API's error catalogue and the middleware that renders every failure as the one error body
// of API.md. Messages are fixed strings or name fields and limits, never submitted values; an
// unexpected exception becomes a 500 whose message says nothing about the input.

import type Koa from 'koa';
import type { FromSchema } from 'json-schema-to-ts';
import type { errorCodes, errorResponseSchema } from '../schemas/error.js';
import { StoreUnavailableError } from '../store/store.js';
import { LimiterUnavailableError } from '../limits/limits.js';
import type { AppState } from './state.js';

export type ErrorCode = (typeof errorCodes)[number];
export type ErrorBody = FromSchema<typeof errorResponseSchema>;
export interface ErrorDetail {
  path: string;
  message: string;
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const apiErrors = {
  invalidJson: () => new ApiError(400, 'invalid_json', 'the request body is not valid JSON'),
  invalidRequest: (details: ErrorDetail[]) =>
    new ApiError(400, 'invalid_request', details.map((d) => `${d.path.replace(/^\//, '').replaceAll('/', '.') || 'body'}: ${d.message}`).join('; '), details),
  unknownCheck: (unknown: string[], loaded: string[]) =>
    new ApiError(400, 'unknown_check', `unknown check ${unknown.map((n) => JSON.stringify(n.slice(0, 64))).join(', ')}; loaded checks: ${loaded.join(', ')}`),
  unauthorized: () => new ApiError(401, 'unauthorized', 'send an API key as "Authorization: Bearer <key>"', undefined, { 'www-authenticate': 'Bearer' }),
  invalidApiKey: () => new ApiError(401, 'invalid_api_key', 'the API key is not valid (unknown, revoked or malformed)', undefined, { 'www-authenticate': 'Bearer error="invalid_token"' }),
  forbidden: (why: string) => new ApiError(403, 'forbidden', why),
  notFound: () => new ApiError(404, 'not_found', 'no such route'),
  methodNotAllowed: (allow: string) => new ApiError(405, 'method_not_allowed', `method not allowed; allowed: ${allow}`, undefined, { allow }),
  payloadTooLarge: (what: string, limit: number) => new ApiError(413, 'payload_too_large', `${what} is over the limit of ${limit}`),
  unsupportedMediaType: () => new ApiError(415, 'unsupported_media_type', 'send the body as Content-Type: application/json'),
  rateLimited: (retryAfter: number, headers: Record<string, string>) =>
    new ApiError(429, 'rate_limited', `rate limit exceeded; retry in ${retryAfter} s`, undefined, { 'retry-after': String(retryAfter), ...headers }),
  quotaExceeded: (retryAfter: number) =>
    new ApiError(429, 'quota_exceeded', 'the monthly usage quota is used up', undefined, { 'retry-after': String(retryAfter) }),
  internal: () => new ApiError(500, 'internal_error', 'internal error; the request id identifies it in the logs'),
  unavailable: (why: string) => new ApiError(503, 'unavailable', why, undefined, { 'retry-after': '5' }),
};

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof StoreUnavailableError) return apiErrors.unavailable('the account store is unavailable; try again shortly');
  if (err instanceof LimiterUnavailableError) return apiErrors.unavailable('the rate limiter is unavailable; try again shortly');
  return apiErrors.internal();
}

export function errorMiddleware(): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const apiError = toApiError(err);
      if (apiError.status >= 500 && !(err instanceof ApiError)) {
        ctx.state.failure = err instanceof Error ? { name: err.name, stack: stackOnly(err) } : { name: typeof err };
      }
      ctx.status = apiError.status;
      for (const [k, v] of Object.entries(apiError.headers)) ctx.set(k, v);
      const body: ErrorBody = {
        error: { code: apiError.code, message: apiError.message, ...(apiError.details ? { details: apiError.details } : {}) },
        request_id: ctx.state.requestId,
      };
      ctx.body = body;
    }
  };
}

/** The frames of a stack without its first line, which carries the (possibly input-bearing) message. */
function stackOnly(err: Error): string {
  return (err.stack ?? '').split('\n').slice(1, 8).join('\n');
}

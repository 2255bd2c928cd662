// Request bodies: JSON only, bounded in size, parsed strictly. The content type is checked
// before any byte is read so a wrong type is a 415, not a parse error.

import type Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { ApiError, apiErrors } from './errors.js';
import type { AppState } from './state.js';

/** Maps what koa-bodyparser, raw-body and co-body throw to the API's error codes. */
function bodyError(err: unknown, maxBytes: number): unknown {
  const e = err as { type?: string; status?: number; name?: string; message?: string };
  if (e.type === 'entity.too.large' || e.status === 413) return apiErrors.payloadTooLarge('the request body', maxBytes);
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return apiErrors.unsupportedMediaType();
  if (e.type === 'request.aborted') return new ApiError(400, 'invalid_request', 'the request body was cut short');
  // co-body parses with @hapi/bourne, which refuses prototype-poisoning keys outright.
  if (e.name === 'SyntaxError' && /prototype/i.test(e.message ?? ''))
    return apiErrors.invalidRequest([{ path: '/', message: 'must not contain __proto__ or constructor.prototype keys' }]);
  if (e.type === 'entity.parse.failed' || e.name === 'SyntaxError') return apiErrors.invalidJson();
  return err;
}

export function jsonBody(maxBytes: number): Koa.Middleware<AppState> {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: `${maxBytes}b`,
    // Any JSON value parses; the schema then says what shape is wanted (null → invalid_request).
    strict: false,
    onerror: (err) => {
      throw err;
    },
  });
  return async (ctx, next) => {
    const declared = Number(ctx.get('content-length') || '0');
    if (declared > maxBytes) throw apiErrors.payloadTooLarge('the request body', maxBytes);
    const hasBody = ctx.request.length !== undefined ? ctx.request.length > 0 : Boolean(ctx.get('transfer-encoding'));
    if (!hasBody) throw apiErrors.invalidJson();
    if (!ctx.is('application/json')) throw apiErrors.unsupportedMediaType();
    const charset = /charset=([^;]+)/i.exec(ctx.get('content-type'))?.[1]?.trim().toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8') throw apiErrors.unsupportedMediaType();
    try {
      await parse(ctx, async () => undefined);
    } catch (err) {
      throw bodyError(err, maxBytes);
    }
    await next();
  };
}

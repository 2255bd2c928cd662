// Request bodies: JSON only, bounded in size, parsed strictly. The content type is checked
// before any byte is read so a wrong type is a 415, not a parse error.

import type Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { apiErrors } from './errors.js';
import type { AppState } from './state.js';

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
    await parse(ctx, async () => undefined);
    await next();
  };
}

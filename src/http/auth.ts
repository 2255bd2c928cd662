// Bearer authentication. A missing or non-Bearer header is `unauthorized`; a token that is not
// a live key is `invalid_api_key`. The key is hashed before lookup and never logged.

import type Koa from 'koa';
import type { Store } from '../store/store.js';
import { apiErrors } from './errors.js';
import type { AppState } from './state.js';

export function bearerToken(header: string | undefined): string | undefined {
  const m = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header ?? '');
  return m?.[1];
}

export function authenticate(store: Store): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('authorization') || undefined);
    if (!token) throw apiErrors.unauthorized();
    const principal = await store.authenticate(token);
    if (!principal) throw apiErrors.invalidApiKey();
    ctx.state.principal = principal;
    await store.touchKey(principal);
    await next();
  };
}

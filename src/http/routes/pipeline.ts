// The middleware chains in front of handlers. Identity comes first: a request without a valid key
// is answered 401 before a byte of its body is read, so anonymous clients cannot make the server
// parse (or describe the schema errors of) large bodies. Then the body is parsed and validated,
// then rate limit and quota. Routes pick a chain instead of assembling one.

import type Koa from 'koa';
import type { AppDeps } from '../deps.js';
import { authenticate } from '../auth.js';
import { jsonBody } from '../body.js';
import { enforceQuota } from '../metering.js';
import { rateLimit } from '../rate-limit.js';
import type { AppState } from '../state.js';

export type Guarded = (validate?: (body: unknown) => unknown) => Array<Koa.Middleware<AppState>>;

export function pipelines(deps: AppDeps): { metered: Guarded; authenticated: Guarded; publicJson: Guarded } {
  const body = jsonBody(deps.config.maxBodyBytes);
  const auth = authenticate(deps.store);
  const limit = rateLimit(deps.config.rateLimit, deps.limits);
  const quota = enforceQuota(deps.limits, deps.config.monthlyQuotaUnits);
  const validateWith =
    (validate?: (body: unknown) => unknown): Koa.Middleware<AppState> =>
    async (ctx, next) => {
      if (validate) ctx.request.body = validate(ctx.request.body);
      await next();
    };
  return {
    metered: (validate) => [auth, body, validateWith(validate), limit, quota],
    authenticated: (validate) => (validate ? [auth, body, validateWith(validate), limit] : [auth, limit]),
    publicJson: (validate) => [body, validateWith(validate)],
  };
}

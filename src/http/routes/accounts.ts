// Accounts, API keys and usage: POST /api/v1/accounts, GET/POST /api/v1/keys,
// DELETE /api/v1/keys/{key_id}, GET /api/v1/usage.

import type Router from '@koa/router';
import type { FromSchema } from 'json-schema-to-ts';
import { timingSafeEqual, createHash } from 'node:crypto';
import {
  createAccountRequestSchema,
  createKeyRequestSchema,
  usageQuerySchema,
  type createAccountResponseSchema,
  type createKeyResponseSchema,
  type keyListResponseSchema,
  type usageResponseSchema,
} from '../../schemas/accounts.js';
import type { AppDeps } from '../deps.js';
import { apiErrors } from '../errors.js';
import { bearerToken } from '../auth.js';
import type { AppState } from '../state.js';
import { compileValidator } from '../validation.js';
import type { Guarded } from './pipeline.js';

type CreateAccountRequest = FromSchema<typeof createAccountRequestSchema>;
type CreateAccountResponse = FromSchema<typeof createAccountResponseSchema>;
type CreateKeyResponse = FromSchema<typeof createKeyResponseSchema>;
type KeyListResponse = FromSchema<typeof keyListResponseSchema>;
type UsageQuery = FromSchema<typeof usageQuerySchema>;
type UsageResponse = FromSchema<typeof usageResponseSchema>;

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();

export function accountRoutes(router: Router<AppState>, deps: AppDeps, pipes: { publicJson: Guarded; authenticated: Guarded }): void {
  const validateAccount = compileValidator<CreateAccountRequest>(createAccountRequestSchema);
  const validateKey = compileValidator(createKeyRequestSchema);
  const validateUsage = compileValidator<UsageQuery>(usageQuerySchema);

  router.post('/api/v1/accounts', ...pipes.publicJson(validateAccount), async (ctx) => {
    const { signupMode, adminToken } = deps.config;
    if (signupMode === 'closed') throw apiErrors.forbidden('sign-up is closed on this server');
    if (signupMode === 'token') {
      const token = bearerToken(ctx.get('authorization') || undefined);
      // Compare digests so the comparison takes the same time whatever the token's length.
      if (!token || !adminToken || !timingSafeEqual(digest(token), digest(adminToken))) throw apiErrors.forbidden('sign-up needs the operator admin token as bearer token');
    }
    if (!(await deps.limits.allowSignup(ctx.ip, deps.config.signupPerHour))) throw apiErrors.rateLimited(3600, {});
    const body = ctx.request.body as CreateAccountRequest;
    const created = await deps.store.createAccount(body.name, body.email);
    const response: CreateAccountResponse = {
      request_id: ctx.state.requestId,
      account_id: created.account.id,
      name: created.account.name,
      email: created.account.email,
      api_key: created.key,
      key_id: created.keyId,
      created_at: created.createdAt,
    };
    ctx.status = 201;
    ctx.body = response;
  });

  router.get('/api/v1/keys', ...pipes.authenticated(), async (ctx) => {
    const response: KeyListResponse = { request_id: ctx.state.requestId, keys: await deps.store.listKeys(ctx.state.principal!.account.id) };
    ctx.body = response;
  });

  router.post('/api/v1/keys', ...pipes.authenticated(validateKey), async (ctx) => {
    const k = await deps.store.createKey(ctx.state.principal!.account.id);
    const response: CreateKeyResponse = { request_id: ctx.state.requestId, key_id: k.keyId, api_key: k.key, prefix: k.prefix, created_at: k.createdAt };
    ctx.status = 201;
    ctx.body = response;
  });

  router.delete('/api/v1/keys/:key_id', ...pipes.authenticated(), async (ctx) => {
    const keyId = String(ctx.params['key_id'] ?? '');
    if (!(await deps.store.revokeKey(ctx.state.principal!.account.id, keyId))) throw apiErrors.notFound();
    ctx.status = 204;
  });

  router.get('/api/v1/usage', ...pipes.authenticated(), async (ctx) => {
    const query = validateUsage({ ...ctx.query });
    const now = new Date().toISOString().slice(0, 10);
    const from = query.from ?? `${now.slice(0, 7)}-01`;
    const to = query.to ?? now;
    if (from > to) throw apiErrors.invalidRequest([{ path: '/from', message: 'must not be after to' }]);
    const accountId = ctx.state.principal!.account.id;
    const byDay = await deps.store.usage(accountId, from, to);
    const response: UsageResponse = {
      request_id: ctx.state.requestId,
      account_id: accountId,
      from,
      to,
      total_units: byDay.reduce((n, r) => n + r.units, 0),
      by_day: byDay,
    };
    ctx.body = response;
  });
}

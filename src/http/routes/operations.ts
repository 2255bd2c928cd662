// Health, readiness, metrics and the OpenAPI document. No authentication: they say nothing
// about any account or input.

import type Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { buildOpenApi } from '../openapi.js';
import type { AppState } from '../state.js';

export function operationRoutes(router: Router<AppState>, deps: AppDeps, serviceVersion: string): void {
  const openapi = JSON.stringify(buildOpenApi(serviceVersion));
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok', request_id: ctx.state.requestId };
  });
  router.get('/readyz', async (ctx) => {
    const [store, limiter] = await Promise.all([deps.store.ping(), deps.limits.ping()]);
    const ready = deps.registry.ready && store && limiter && !deps.lifecycle.draining;
    ctx.status = ready ? 200 : 503;
    ctx.body = {
      status: ready ? 'ready' : 'not_ready',
      registry: deps.registry.ready,
      store,
      store_backend: deps.store.backend,
      limiter,
      limiter_backend: deps.limits.backend,
      draining: deps.lifecycle.draining,
      ...(deps.registry.ready ? { detector_version: deps.registry.current().version } : {}),
      request_id: ctx.state.requestId,
    };
  });
  router.get('/metrics', async (ctx) => {
    ctx.set('content-type', deps.metrics.registry.contentType);
    ctx.body = await deps.metrics.registry.metrics();
  });
  router.get('/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = openapi;
  });
}

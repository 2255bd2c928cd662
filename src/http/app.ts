// Composes the Koa application: request id, error rendering, access log and metrics, security
// headers, then the routes. Data flows one way: nothing below reaches back into this file.

import Koa from 'koa';
import Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from './deps.js';
import { apiErrors, errorMiddleware } from './errors.js';
import type { AppState } from './state.js';
import { pipelines } from './routes/pipeline.js';
import { detectionRoutes } from './routes/detection.js';
import { guardRoutes } from './routes/guard.js';
import { accountRoutes } from './routes/accounts.js';
import { operationRoutes } from './routes/operations.js';
import { playgroundRoutes } from './routes/playground.js';

export const SERVICE_VERSION = '0.1.0';

export function createApp(deps: AppDeps): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: false });
  app.silent = true; // errors are rendered and logged by our own middleware
  const router = new Router<AppState>();
  const pipes = pipelines(deps);
  detectionRoutes(router, deps, pipes.metered);
  guardRoutes(router, deps, pipes.metered, pipes.authenticated);
  accountRoutes(router, deps, pipes);
  operationRoutes(router, deps, SERVICE_VERSION);
  playgroundRoutes(router);

  app.use(async (ctx, next) => {
    ctx.state.requestId = `req_${randomUUID().replaceAll('-', '')}`;
    ctx.set('x-request-id', ctx.state.requestId);
    await next();
  });
  app.use(accessLog(deps));
  app.use(errorMiddleware());
  app.use(async (ctx, next) => {
    ctx.set('x-content-type-options', 'nosniff');
    ctx.set('referrer-policy', 'no-referrer');
    ctx.set('x-frame-options', 'DENY');
    ctx.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    if (deps.config.tls) ctx.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (ctx.path.startsWith('/api/')) {
      ctx.set('cache-control', 'no-store');
      if (deps.lifecycle.draining) throw apiErrors.unavailable('the server is shutting down');
    }
    await next();
  });
  // The router answers unknown methods by setting 405/501 with an Allow header; turn those (and
  // unmatched routes) into API errors here so they get the common error body.
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 405 || ctx.status === 501) throw apiErrors.methodNotAllowed(ctx.response.get('allow') || 'GET');
    if (ctx.status === 404 && ctx.body === undefined) throw apiErrors.notFound();
  });
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}

/** One log line and metrics per request: ids, route template, status, latency. Never bodies. */
function accessLog(deps: AppDeps): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute ?? 'unmatched';
      const seconds = (performance.now() - started) / 1000;
      deps.metrics.httpRequests.inc({ route, method: ctx.method, status: String(ctx.status) });
      deps.metrics.httpDuration.observe({ route }, seconds);
      const fields = {
        request_id: ctx.state.requestId,
        method: ctx.method,
        route,
        status: ctx.status,
        latency_ms: Math.round(seconds * 1000 * 10) / 10,
        ...(ctx.state.principal ? { account_id: ctx.state.principal.account.id, key_id: ctx.state.principal.keyId } : {}),
        ...(ctx.state.units ? { units: ctx.state.units } : {}),
        ...(ctx.state.failure ? { error: ctx.state.failure } : {}),
      };
      if (ctx.status >= 500) deps.logger.error(fields, 'request failed');
      else deps.logger.info(fields, 'request');
    }
  };
}

// POST /api/v1/guard and GET /api/v1/checks.

import type Router from '@koa/router';
import type { FromSchema } from 'json-schema-to-ts';
import { guardRequestSchema, type checksListResponseSchema, type guardResponseSchema } from '../../schemas/guard.js';
import { evaluateGuard, provides } from '../../evaluate/aggregate.js';
import type { AppDeps } from '../deps.js';
import { apiErrors } from '../errors.js';
import { meter } from '../metering.js';
import type { AppState } from '../state.js';
import { compileValidator } from '../validation.js';
import type { Guarded } from './pipeline.js';

type GuardRequest = FromSchema<typeof guardRequestSchema>;
type GuardResponse = FromSchema<typeof guardResponseSchema>;
type ChecksListResponse = FromSchema<typeof checksListResponseSchema>;

export function guardRoutes(router: Router<AppState>, deps: AppDeps, guarded: Guarded, authenticated: Guarded): void {
  const validate = compileValidator<GuardRequest>(guardRequestSchema);

  router.post('/api/v1/guard', ...guarded(validate), async (ctx) => {
    const started = performance.now();
    const body = ctx.request.body as GuardRequest;
    const snapshot = deps.registry.current();
    const unknown = body.checks.filter((c) => !snapshot.checks.has(c));
    if (unknown.length) throw apiErrors.unknownCheck(unknown, [...snapshot.checks.keys()].sort());
    const inputs = new Set(body.checks.map((c) => snapshot.checks.get(c)!.meta.input));
    const problems: Array<{ path: string; message: string }> = [];
    if (inputs.has('text') && body.text === undefined) problems.push({ path: '/text', message: 'is required by the selected checks' });
    if (inputs.has('agent_action') && body.agent_action === undefined) problems.push({ path: '/agent_action', message: 'is required by the selected checks' });
    if (body.redact && !body.checks.some((c) => provides(snapshot.checks.get(c), 'redaction'))) {
      const redactors = [...snapshot.checks.values()].filter((c) => provides(c, 'redaction')).map((c) => c.meta.id);
      problems.push({ path: '/redact', message: `needs a redacting check among the checks (${redactors.join(', ') || 'none loaded'})` });
    }
    if (body.redact && body.text === undefined) problems.push({ path: '/redact', message: 'needs text' });
    if (problems.length) throw apiErrors.invalidRequest(problems);
    if (body.text !== undefined && body.text.length > deps.config.maxTextChars) throw apiErrors.payloadTooLarge('text', deps.config.maxTextChars);

    const outcome = await evaluateGuard(
      snapshot,
      { checks: body.checks, text: body.text, agentAction: body.agent_action, redact: body.redact ?? false },
      deps.executor,
      { requestId: ctx.state.requestId, timeoutMs: deps.config.checkTimeoutMs, explain: body.explain ?? false, onError: (check, name) => deps.logger.warn({ request_id: ctx.state.requestId, check, error: name }, 'check failed') },
    );
    for (const run of outcome.runs) deps.metrics.checkDuration.observe({ check: run.check.meta.id }, run.durationMs / 1000);
    for (const r of outcome.checks) deps.metrics.checkVerdicts.inc({ check: r.check, verdict: r.verdict });
    await meter(ctx, deps, 'guard', body.checks.length);
    const response: GuardResponse = {
      request_id: ctx.state.requestId,
      api: 'unified-guard',
      decision: outcome.decision,
      checks: outcome.checks,
      ...(outcome.redactedText !== undefined ? { redacted_text: outcome.redactedText } : {}),
      usage_units: body.checks.length,
      processing_time_ms: Math.round(performance.now() - started),
      detector_version: snapshot.version,
    };
    ctx.body = response;
  });

  router.get('/api/v1/checks', ...authenticated(), (ctx) => {
    const snapshot = deps.registry.current();
    const response: ChecksListResponse = {
      request_id: ctx.state.requestId,
      detector_version: snapshot.version,
      checks: [...snapshot.checks.values()]
        .sort((a, b) => (a.meta.id < b.meta.id ? -1 : 1))
        .map((c) => ({
          name: c.meta.id,
          version: c.meta.version,
          input: c.meta.input,
          description: c.meta.description,
          rule_packs: c.packs.map((p) => ({ id: p.pack.id, version: p.pack.version, rules: p.pack.rules.length })),
        })),
    };
    ctx.body = response;
  });
}

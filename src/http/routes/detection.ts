// POST /api/v1/security/pii-secrets: runs the check that declares the "pii_secrets_endpoint"
// capability and answers in the detection shape (safe/suspicious/unsafe), with redaction on request.

import type Router from '@koa/router';
import type { FromSchema } from 'json-schema-to-ts';
import { detectionRequestSchema, type detectionResponseSchema } from '../../schemas/detection.js';
import { applyRedaction, providerOf } from '../../evaluate/aggregate.js';
import { finalizeOutcome } from '../../evaluate/finalize.js';
import type { AppDeps } from '../deps.js';
import { apiErrors } from '../errors.js';
import { meter } from '../metering.js';
import type { AppState } from '../state.js';
import { compileValidator } from '../validation.js';
import type { Guarded } from './pipeline.js';

type DetectionRequest = FromSchema<typeof detectionRequestSchema>;
type DetectionResponse = FromSchema<typeof detectionResponseSchema>;

const VERDICT = { allow: 'safe', review: 'suspicious', block: 'unsafe' } as const;

export function detectionRoutes(router: Router<AppState>, deps: AppDeps, guarded: Guarded): void {
  const validate = compileValidator<DetectionRequest>(detectionRequestSchema);
  router.post('/api/v1/security/pii-secrets', ...guarded(validate), async (ctx) => {
    const started = performance.now();
    const body = ctx.request.body as DetectionRequest;
    if (body.text.length > deps.config.maxTextChars) throw apiErrors.payloadTooLarge('text', deps.config.maxTextChars);
    const snapshot = deps.registry.current();
    const check = providerOf(snapshot, 'pii_secrets_endpoint');
    if (!check) throw apiErrors.unavailable('no loaded check serves this endpoint');
    const name = check.meta.id;
    const run = await deps.executor.run(check, { kind: 'text', text: body.text }, { requestId: ctx.state.requestId, timeoutMs: deps.config.checkTimeoutMs, version: snapshot.version, ...(body.explain ? { explain: true } : {}) });
    deps.metrics.checkDuration.observe({ check: name }, run.durationMs / 1000);
    if (run.outcome.status !== 'ok') throw run.timedOut ? apiErrors.unavailable('detection did not finish within its time budget') : apiErrors.internal();
    const { result, spans } = finalizeOutcome(name, run.outcome, body.text, body.explain ? { packs: check.packs } : undefined);
    deps.metrics.checkVerdicts.inc({ check: name, verdict: result.verdict });
    const redacted = body.redact ? applyRedaction(body.text, result, spans) : undefined;
    await meter(ctx, deps, 'pii-secrets', 1);
    const response: DetectionResponse = {
      request_id: ctx.state.requestId,
      api: 'pii-secrets-detection',
      verdict: VERDICT[result.verdict],
      risk: result.risk,
      findings: result.findings,
      reasons: result.reasons,
      ...(redacted !== undefined ? { redacted_text: redacted } : {}),
      usage_units: 1,
      processing_time_ms: Math.round(performance.now() - started),
      detector_version: snapshot.version,
      ...(result.explanation ? { explanation: result.explanation } : {}),
    };
    ctx.body = response;
  });
}

// The guard: runs the selected checks concurrently on one registry snapshot, each under its
// time budget, and returns the worst verdict (block > review > allow). The redacted text, when
// asked for, comes from the spans of the selected check that declares the "redaction" capability.

import type { Snapshot } from '../registry/registry.js';
import type { AgentAction, Capability, CheckInput, CheckVerdict } from '../registry/plugin-api.js';
import type { LoadedCheck } from '../registry/registry.js';
import { redact } from '../engine/redact.js';
import { finalizeOutcome, type CheckResult } from './finalize.js';
import type { CheckRun } from './run-check.js';
import type { CheckExecutor } from './executor.js';
import { RequestViews } from '../text/request-views.js';

const ORDER: readonly CheckVerdict[] = ['allow', 'review', 'block'];

export interface GuardInput {
  checks: readonly string[];
  text?: string;
  agentAction?: AgentAction;
  redact: boolean;
}

export interface GuardOutcome {
  decision: CheckVerdict;
  checks: CheckResult[];
  redactedText?: string;
  runs: CheckRun[];
}

/** Whether a check declares a capability in its meta (the host never keys on a check's name). */
export function provides(check: LoadedCheck | undefined, capability: Capability): boolean {
  return check?.meta.provides?.includes(capability) ?? false;
}

/** The loaded check that declares a capability; the first by id when several do. */
export function providerOf(snapshot: Snapshot, capability: Capability): LoadedCheck | undefined {
  return [...snapshot.checks.values()].filter((c) => provides(c, capability)).sort((a, b) => (a.meta.id < b.meta.id ? -1 : 1))[0];
}

export function worstVerdict(verdicts: Iterable<CheckVerdict>): CheckVerdict {
  let worst = 0;
  for (const v of verdicts) worst = Math.max(worst, ORDER.indexOf(v));
  return ORDER[worst]!;
}

export async function evaluateGuard(
  snapshot: Snapshot,
  input: GuardInput,
  executor: CheckExecutor,
  options: { requestId: string; timeoutMs: number; explain?: boolean; onError?: (check: string, errorName: string) => void },
): Promise<GuardOutcome> {
  // The text checks of one request share its text views (normalised variants, decoded payloads).
  const views = new RequestViews();
  const runs = await Promise.all(
    input.checks.map((name) => {
      const check = snapshot.checks.get(name)!;
      const checkInput: CheckInput = check.meta.input === 'agent_action' ? { kind: 'agent_action', action: input.agentAction! } : { kind: 'text', text: input.text ?? '' };
      return executor.run(check, checkInput, { ...options, version: snapshot.version, views });
    }),
  );
  const finalized = runs.map((run) =>
    finalizeOutcome(run.check.meta.id, run.outcome, run.check.meta.input === 'text' ? input.text : undefined, options.explain ? { packs: run.check.packs } : undefined),
  );
  const results = finalized.map((f) => f.result);
  const outcome: GuardOutcome = { decision: worstVerdict(results.map((r) => r.verdict)), checks: results, runs };
  if (input.redact && input.text !== undefined) {
    const redactor = finalized[input.checks.findIndex((name) => provides(snapshot.checks.get(name), 'redaction'))];
    outcome.redactedText = redactor ? applyRedaction(input.text, redactor.result, redactor.spans) : input.text;
  }
  return outcome;
}

/** Redacts `text` with the spans of a finalized result and stamps each finding's placeholder. */
export function applyRedaction(text: string, result: CheckResult, spans: ReadonlyArray<{ start: number; end: number; category: string; index: number }>): string {
  const r = redact(text, spans);
  spans.forEach((s, i) => {
    const finding = result.findings[s.index];
    if (finding) finding.placeholder = r.placeholders[i]!;
  });
  return r.text;
}

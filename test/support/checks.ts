// Builds a registry over the shipped rules and plugins (no HTTP) and runs single checks through
// the same path the guard uses: runCheck + finalizeOutcome. For plugin tests and evaluations.

import { createLogger } from '../../src/observability/logger.js';
import { Registry, type Snapshot } from '../../src/registry/registry.js';
import { useRegexCache } from '../../src/registry/regex-safety.js';
import { runCheck } from '../../src/evaluate/run-check.js';
import { finalizeOutcome, type CheckResult } from '../../src/evaluate/finalize.js';
import type { AgentAction } from '../../src/registry/plugin-api.js';
import { pluginsDir, rulesDir } from './paths.js';

let shared: Promise<Snapshot> | undefined;

/** One snapshot of the shipped rules and plugins per test process. */
export function shippedSnapshot(options: { trustedDomains?: string[] } = {}): Promise<Snapshot> {
  if (options.trustedDomains) return buildSnapshot(options.trustedDomains);
  return (shared ??= buildSnapshot([]));
}

async function buildSnapshot(trustedDomains: string[]): Promise<Snapshot> {
  useRegexCache(undefined);
  const registry = new Registry({ rulesDir, pluginsDir, trustedDomains, logger: createLogger('silent') });
  const snapshot = await registry.reload();
  if (snapshot.problems.length) throw new Error(`shipped rules or plugins have problems:\n${snapshot.problems.map((p) => `${p.file}#${p.path}: ${p.message}`).join('\n')}`);
  return snapshot;
}

export async function runTextCheck(check: string, text: string, snapshot?: Snapshot): Promise<CheckResult> {
  const snap = snapshot ?? (await shippedSnapshot());
  const loaded = snap.checks.get(check);
  if (!loaded) throw new Error(`check ${check} is not loaded`);
  const run = await runCheck(loaded, { kind: 'text', text }, { requestId: 'test', timeoutMs: 10_000 });
  return finalizeOutcome(check, run.outcome, text).result;
}

export async function runActionCheck(action: AgentAction, snapshot?: Snapshot): Promise<CheckResult> {
  const snap = snapshot ?? (await shippedSnapshot());
  const loaded = snap.checks.get('agent_action');
  if (!loaded) throw new Error('check agent_action is not loaded');
  const run = await runCheck(loaded, { kind: 'agent_action', action }, { requestId: 'test', timeoutMs: 10_000 });
  return finalizeOutcome('agent_action', run.outcome, undefined).result;
}

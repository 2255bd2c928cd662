// Shared helpers for the output_safety tests: run the check through the real registry and read
// findings back as spans of the text.

import { runTextCheck } from '../../support/checks.js';
import type { Snapshot } from '../../../src/registry/registry.js';
import type { CheckResult } from '../../../src/evaluate/finalize.js';

export type OsFinding = CheckResult['findings'][number];

export async function check(text: string, snapshot?: Snapshot): Promise<CheckResult> {
  return runTextCheck('output_safety', text, snapshot);
}

/** The text a finding points at (UTF-16 offsets). */
export function spanText(text: string, f: OsFinding): string {
  return text.slice(f.utf16_start ?? 0, f.utf16_end ?? 0);
}

export function ofCategory(r: CheckResult, category: string): OsFinding[] {
  return r.findings.filter((f) => f.category === category);
}

export function describe(r: CheckResult): string {
  return `${r.verdict}: ${JSON.stringify(r.findings.map((f) => [f.rule_id, f.category, f.severity, f.confidence]))}`;
}

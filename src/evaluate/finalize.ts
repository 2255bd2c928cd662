// Turns a check's outcome into the wire result: the host stamps every finding with offsets in all
// three units, a masked preview and a confidence label, orders them, and summarises reasons.
// Masking happens here, once, so no plugin can leak a value by forgetting to.

import type { FromSchema } from 'json-schema-to-ts';
import type { checkResultSchema, findingSchema } from '../schemas/common.js';
import type { CheckOutcome, FindingDraft, Severity } from '../registry/plugin-api.js';
import { spanUnits, widenToCodePoints } from '../engine/offsets.js';
import { maskValue } from '../engine/mask.js';
import { checkExplanation, findingExplanation, type ExplainContext } from './explain.js';

export type Finding = FromSchema<typeof findingSchema>;
export type CheckResult = FromSchema<typeof checkResultSchema>;

const SEVERITY_ORDER: readonly Severity[] = ['low', 'medium', 'high', 'critical'];

export function confidenceLabel(score: number): 'low' | 'medium' | 'high' {
  return score >= 0.75 ? 'high' : score >= 0.45 ? 'medium' : 'low';
}

export function maxSeverity(findings: ReadonlyArray<{ severity: Severity }>): Severity | 'none' {
  let worst = -1;
  for (const f of findings) worst = Math.max(worst, SEVERITY_ORDER.indexOf(f.severity));
  return worst < 0 ? 'none' : SEVERITY_ORDER[worst]!;
}

export interface Finalized {
  readonly result: CheckResult;
  /** Span findings with their UTF-16 spans, in result order (for redaction). */
  readonly spans: ReadonlyArray<{ start: number; end: number; category: string; index: number }>;
}

/** With `explain` (explain mode), findings and the result carry their explanations. */
export function finalizeOutcome(check: string, outcome: CheckOutcome, text: string | undefined, explain?: ExplainContext): Finalized {
  if (outcome.status !== 'ok') {
    const verdict = outcome.status === 'skipped' ? 'allow' : 'review';
    const result: CheckResult = { check, verdict, risk: outcome.status === 'skipped' ? 'none' : 'low', findings: [], reasons: [outcome.reason] };
    return { result: explain ? { ...result, explanation: checkExplanation(undefined, text, explain) } : result, spans: [] };
  }
  const length = text?.length ?? 0;
  const drafts = outcome.findings.map((d) => clampSpan(d, text, length));
  const original = explain && new Map(drafts.map((d, i) => [d, i]));
  drafts.sort((a, b) => (a.start ?? Infinity) - (b.start ?? Infinity) || (a.end ?? 0) - (b.end ?? 0));
  const spanned = drafts.filter((d): d is FindingDraft & { start: number; end: number } => d.start !== undefined && d.end !== undefined);
  const units = text === undefined ? [] : spanUnits(spanned, text);
  let u = 0;
  const spans: Array<{ start: number; end: number; category: string; index: number }> = [];
  const findings: Finding[] = drafts.map((d, index) => {
    const base: Finding = {
      category: d.category,
      ...(d.type ? { type: d.type } : {}),
      rule_id: d.ruleId,
      reason: d.reason,
      confidence: confidenceLabel(d.confidence),
      severity: d.severity,
      validated: d.validated ?? false,
      ...(d.encoding ? { encoding: d.encoding } : {}),
      ...(explain && original ? { explanation: findingExplanation(d.ruleId, d.confidence, outcome.explanation?.findings?.[original.get(d)!], explain) } : {}),
    };
    if (d.start !== undefined && d.end !== undefined && text !== undefined) {
      spans.push({ start: d.start, end: d.end, category: d.category, index });
      return { ...base, ...units[u++]!, masked: maskValue(text.slice(d.start, d.end)) };
    }
    return d.value !== undefined ? { ...base, masked: maskValue(d.value) } : base;
  });
  const risk = maxSeverity(drafts);
  const reasons = outcome.reasons?.length ? [...outcome.reasons] : summarise(drafts);
  const result: CheckResult = { check, verdict: outcome.verdict, risk, findings, reasons };
  return { result: explain ? { ...result, explanation: checkExplanation(outcome.explanation, text, explain) } : result, spans };
}

function clampSpan(d: FindingDraft, text: string | undefined, length: number): FindingDraft {
  if (d.start === undefined || d.end === undefined || text === undefined) {
    const { start: _s, end: _e, ...rest } = d;
    return rest;
  }
  const start = Math.max(0, Math.min(length, Math.floor(d.start)));
  const end = Math.max(start, Math.min(length, Math.floor(d.end)));
  if (end === start) {
    const { start: _s, end: _e, ...rest } = d;
    return rest;
  }
  const [s, e] = widenToCodePoints(text, start, end);
  return { ...d, start: s, end: e };
}

/** "2 × E-mail address" style summaries, most severe first. */
export function summarise(drafts: readonly FindingDraft[]): string[] {
  const groups = new Map<string, { n: number; severity: Severity; label: string }>();
  for (const d of drafts) {
    const key = d.type ?? d.category;
    const g = groups.get(key) ?? { n: 0, severity: d.severity, label: d.reason };
    g.n++;
    groups.set(key, g);
  }
  return [...groups.values()]
    .sort((a, b) => SEVERITY_ORDER.indexOf(b.severity) - SEVERITY_ORDER.indexOf(a.severity) || b.n - a.n)
    .map((g) => `${g.n} × ${g.label}`);
}

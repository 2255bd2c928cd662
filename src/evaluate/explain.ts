// Turns a check's explanation draft into the wire shape of explain mode. As with findings, the
// host does the masking: spans become offsets in every unit plus a masked preview, plugin-given
// values for signals outside the text are masked, and the rule ids are completed with the pack
// id and version the check loaded. Suppressed candidates are capped so a long text of numbers
// cannot grow the response without bound.

import type { FromSchema } from 'json-schema-to-ts';
import type { checkExplanationSchema, findingExplanationSchema, explainStepSchema } from '../schemas/explain.js';
import type { ExplanationDraft, LoadedPack } from '../registry/plugin-api.js';
import type { MatchExplain, ScoreStep } from '../engine/trace.js';
import { spanUnits, widenToCodePoints, type SpanUnits } from '../engine/offsets.js';
import { maskValue } from '../engine/mask.js';

export type CheckExplanation = FromSchema<typeof checkExplanationSchema>;
export type FindingExplanation = FromSchema<typeof findingExplanationSchema>;
type ExplainStep = FromSchema<typeof explainStepSchema>;

/** At most this many suppressed candidates are listed per check (suppressed_total counts all). */
export const MAX_SUPPRESSED = 200;

/** What the host knows about the check being explained. */
export interface ExplainContext {
  readonly packs: readonly LoadedPack[];
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

function packOf(ruleId: string, packs: readonly LoadedPack[]): { pack_id?: string; pack_version?: string } {
  const id = ruleId.slice(0, ruleId.indexOf('/'));
  const loaded = packs.find((p) => p.pack.id === id);
  return loaded ? { pack_id: loaded.pack.id, pack_version: loaded.pack.version } : {};
}

function step(s: ScoreStep): ExplainStep {
  return {
    step: s.step,
    detail: s.detail,
    ...(s.delta !== undefined ? { delta: round(s.delta) } : {}),
    ...(s.factor !== undefined ? { factor: round(s.factor) } : {}),
    ...(s.score !== undefined ? { score: round(Math.min(1, Math.max(0, s.score))) } : {}),
    ...(s.word !== undefined ? { word: s.word } : {}),
    ...(s.where !== undefined ? { where: s.where } : {}),
    ...(s.distance !== undefined ? { distance: Math.max(0, Math.round(s.distance)) } : {}),
  };
}

export function findingExplanation(ruleId: string, score: number, explain: MatchExplain | undefined, ctx: ExplainContext): FindingExplanation {
  return {
    rule_id: ruleId,
    ...packOf(ruleId, ctx.packs),
    base_confidence: round(explain?.baseConfidence ?? score),
    score: round(score),
    steps: (explain?.steps ?? []).map(step),
  };
}

/** Offsets in every unit and a masked preview of each span that lies inside `text`. */
function located<T extends { start?: number; end?: number }>(items: readonly T[], text: string | undefined): Array<{ item: T; units?: SpanUnits & { masked: string } }> {
  const length = text?.length ?? 0;
  const spans: Array<{ start: number; end: number }> = [];
  const at: Array<number | undefined> = items.map((it) => {
    if (text === undefined || it.start === undefined || it.end === undefined) return undefined;
    const start = Math.max(0, Math.min(length, Math.floor(it.start)));
    const end = Math.max(start, Math.min(length, Math.floor(it.end)));
    if (end === start) return undefined;
    const [s, e] = widenToCodePoints(text, start, end);
    return spans.push({ start: s, end: e }) - 1;
  });
  const units = text === undefined ? [] : spanUnits(spans, text);
  return items.map((item, i) => {
    const k = at[i];
    if (k === undefined || text === undefined) return { item };
    const span = spans[k]!;
    return { item, units: { ...units[k]!, masked: maskValue(text.slice(span.start, span.end)) } };
  });
}

export function checkExplanation(draft: ExplanationDraft | undefined, text: string | undefined, ctx: ExplainContext): CheckExplanation {
  const all = [...(draft?.suppressed ?? [])].sort((a, b) => a.start - b.start || a.end - b.end);
  const suppressed = located(all.slice(0, MAX_SUPPRESSED), text).map(({ item, units }) => ({
    rule_id: item.ruleId,
    ...packOf(item.ruleId, ctx.packs),
    reason: item.reason,
    detail: item.detail,
    ...units,
    ...(item.encoding ? { encoding: item.encoding } : {}),
    ...(item.lostTo ? { lost_to: item.lostTo } : {}),
  }));
  const signals = located(draft?.signals ?? [], text).map(({ item, units }) => ({
    name: item.name,
    ...(item.category ? { category: item.category } : {}),
    weight: round(Math.min(1, Math.max(0, item.weight))),
    counted: item.counted ?? true,
    detail: item.detail,
    ...(units ?? (item.value !== undefined ? { masked: maskValue(item.value) } : {})),
    ...(item.steps ? { steps: item.steps.map(step) } : {}),
  }));
  return { signals, steps: (draft?.steps ?? []).map(step), suppressed, suppressed_total: all.length };
}

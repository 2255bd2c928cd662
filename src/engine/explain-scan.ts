// Explain-mode bookkeeping of RuleMatcher.scan: decoded finds and candidates, overlap losers and
// repeated copies. Only called when the caller passed a trace.

import type { CompiledRule } from './compile-rule.js';
import type { Match, Payload } from './matcher.js';
import type { MatchExplain, SuppressedCandidate } from './trace.js';

/** A find inside decoded text: its steps plus the decoding layer it was found under. */
export function explainMatch(explain: MatchExplain, encoding: string): MatchExplain {
  return { ...explain, steps: [...explain.steps, { step: 'decoded', detail: `found after decoding ${encoding}` }] };
}

/** Candidates dropped inside a decoded payload, moved onto the payload's span in the scanned text. */
export function suppressedFrom(inner: readonly SuppressedCandidate[], rules: readonly CompiledRule[], payload: Payload): SuppressedCandidate[] {
  const decodes = new Set(rules.filter((r) => r.decode).map((r) => r.fullId));
  return inner.filter((c) => decodes.has(c.ruleId)).map((c) => ({ ...c, start: payload.start, end: payload.end, encoding: payload.encoding }));
}

/** Matches that overlap resolution dropped, each with the rule whose finding took its place. */
export function explainOverlaps(all: readonly Match[], kept: readonly Match[]): SuppressedCandidate[] {
  const survivors = new Set(kept);
  const out: SuppressedCandidate[] = [];
  for (const m of all) {
    if (survivors.has(m)) continue;
    const winner = kept.find((k) => k.start < m.end && m.start < k.end);
    const sameRule = winner?.ruleId === m.ruleId;
    out.push({
      ruleId: m.ruleId,
      start: m.start,
      end: m.end,
      reason: 'overlap',
      detail: !winner ? 'lost an overlap to another candidate' : sameRule ? 'the same rule already reports this text' : `lost the overlap to ${winner.ruleId}${overlapWhy(m, winner)}`,
      ...(m.encoding ? { encoding: m.encoding } : {}),
      ...(winner ? { lostTo: winner.ruleId } : {}),
    });
  }
  return out;
}

/** Which of resolveOverlaps' tie-breakers decided (same order as compareCandidates). */
function overlapWhy(loser: Match, winner: Match): string {
  if (winner.labelled !== loser.labelled) return winner.labelled ? ' (a labelled value beats a shape-only one)' : ' (validated beats unvalidated)';
  if (winner.validated !== loser.validated) return ' (validated beats unvalidated)';
  if (winner.generic !== loser.generic) return ' (a specific rule beats a generic one)';
  if (winner.end - winner.start !== loser.end - loser.start) return ' (the longer match wins)';
  if (winner.score !== loser.score) return ' (the higher score wins)';
  return '';
}

/** A copy of a found value elsewhere in the text. */
export function explainRepeat(m: Match): Match {
  const steps = [...(m.explain?.steps ?? []), { step: 'repeated', detail: 'another copy of a value found elsewhere in the text' }];
  return { ...m, explain: { baseConfidence: m.explain?.baseConfidence ?? m.rule.rule.confidence, steps } };
}

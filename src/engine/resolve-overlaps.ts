// Picks one finding where several rules claim the same text. Order: validated beats
// unvalidated, specific beats generic, longer beats shorter, then score, position and rule id,
// so the outcome never depends on rule order. A candidate contained in (or containing) a better
// one is dropped; partial overlaps are kept and merged at redaction, so nothing leaks.

export interface Candidate {
  start: number;
  end: number;
  validated: boolean;
  generic: boolean;
  score: number;
  ruleId: string;
}

export function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    Number(b.validated) - Number(a.validated) ||
    Number(a.generic) - Number(b.generic) ||
    b.end - b.start - (a.end - a.start) ||
    b.score - a.score ||
    a.start - b.start ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
}

export function resolveOverlaps<T extends Candidate>(candidates: readonly T[]): T[] {
  const kept: T[] = [];
  for (const c of [...candidates].sort(compareCandidates)) {
    const nested = kept.some((k) => (c.start >= k.start && c.end <= k.end) || (k.start >= c.start && k.end <= c.end));
    if (!nested) kept.push(c);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}

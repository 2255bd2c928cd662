// Picks one finding where several rules claim the same text. Order: evidence first (a label
// naming the value's type beats a checksum that merely fits, either beats neither, both beat
// one), specific beats generic, longer beats shorter, then score, position and rule id, so the
// outcome never depends on rule order. A value labelled "Passport no." whose nine digits also
// pass a phone or SSN plausibility check is the passport the label says it is. A candidate
// inside (or equal to) a better one is dropped. A candidate that contains a better one is kept
// too: it covers more sensitive text (a token whose first part happens to pass Luhn, a URL whose
// password looks like an e-mail), and redaction merges overlapping spans, so no part of either
// survives.
// A match inside decoded text is reported on the whole encoded span, which says nothing about
// where inside it the value sits: it never hides what the text shows as written, and it is not
// reported when a plain match of the same rule inside its span already says the same thing.

export interface Candidate {
  start: number;
  end: number;
  validated: boolean;
  generic: boolean;
  /** The match carries a label naming the value's type (rule tag "labelled"). */
  labelled?: boolean;
  score: number;
  ruleId: string;
  /** Set when the match was found in decoded text (base64, escapes, …). */
  encoding?: string;
}

/** Strength of the evidence beyond the shape: labelled and validated 3, labelled 2, validated 1. */
export const evidenceRank = (c: Pick<Candidate, 'validated' | 'labelled'>): number => (c.labelled ? 2 : 0) + (c.validated ? 1 : 0);

export function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    evidenceRank(b) - evidenceRank(a) ||
    Number(a.generic) - Number(b.generic) ||
    b.end - b.start - (a.end - a.start) ||
    b.score - a.score ||
    a.start - b.start ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
}

export function resolveOverlaps<T extends Candidate>(candidates: readonly T[]): T[] {
  // Only overlapping candidates compete: resolve each connected group of overlapping spans on
  // its own, so the cost stays linear in the number of matches for ordinary text.
  const byStart = [...candidates].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: T[] = [];
  let group: T[] = [];
  let groupEnd = -1;
  const flush = (): void => {
    if (group.length === 1) kept.push(group[0]!);
    else if (group.length > 1) kept.push(...resolveGroup(group));
    group = [];
  };
  for (const c of byStart) {
    if (c.start >= groupEnd) flush();
    group.push(c);
    groupEnd = Math.max(groupEnd, c.end);
  }
  flush();
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}

function resolveGroup<T extends Candidate>(group: readonly T[]): T[] {
  const inside = (c: Candidate, k: Candidate): boolean => c.start >= k.start && c.end <= k.end;
  const plain = group.filter((c) => c.encoding === undefined);
  const informative = group.filter((c) => c.encoding === undefined || !plain.some((p) => p.ruleId === c.ruleId && inside(p, c)));
  const kept: T[] = [];
  for (const c of informative.sort(compareCandidates)) {
    if (!kept.some((k) => inside(c, k) && (k.encoding === undefined || c.encoding !== undefined))) kept.push(c);
  }
  return kept;
}

// The explain mode's record of one scan: for every finding, the base confidence and each step
// that moved its score; for every candidate a rule matched but the engine dropped, the reason.
// A trace exists only when a caller asks for one: with no trace the engine allocates nothing for
// it. Traces hold spans and rule vocabulary, never a matched value: the host masks spans itself.

import type { suppressReasons } from '../schemas/explain.js';

/** Why a pattern match did not become a finding. */
export type SuppressReason = (typeof suppressReasons)[number];

/** One step of a score: added (`delta`), multiplied (`factor`) or a note; `score` is the running total. */
export interface ScoreStep {
  readonly step: string;
  readonly detail: string;
  readonly delta?: number;
  readonly factor?: number;
  readonly score?: number;
  /** A context word of the rule (as the rule lists it, lower-cased), and where it was found. */
  readonly word?: string;
  readonly where?: 'before' | 'after' | 'table_header';
  /** Characters between the context word and the value. */
  readonly distance?: number;
}

export interface MatchExplain {
  readonly baseConfidence: number;
  readonly steps: readonly ScoreStep[];
}

export interface SuppressedCandidate {
  readonly ruleId: string;
  /** UTF-16 span in the scanned text (for decoded candidates: of the encoded text). */
  readonly start: number;
  readonly end: number;
  readonly reason: SuppressReason;
  readonly detail: string;
  readonly encoding?: string;
  /** For `overlap`: the rule whose finding won. */
  readonly lostTo?: string;
}

/** What a caller passes as `ScanOptions.trace`; the matcher appends to it. */
export interface ScanTrace {
  readonly suppressed: SuppressedCandidate[];
}

/** Filled by acceptMatch for one candidate. */
export interface AcceptTrace {
  baseConfidence: number;
  steps: ScoreStep[];
  rejected?: { reason: SuppressReason; detail: string };
}

export const newAcceptTrace = (): AcceptTrace => ({ baseConfidence: 0, steps: [] });

/** Rounds a score for display: explanations show two decimals' worth of precision, no float noise. */
export const round = (n: number): number => Math.round(n * 1000) / 1000;

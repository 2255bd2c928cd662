// Explain-mode helpers of acceptMatch, kept apart so the acceptance steps read as before. Only
// called when a trace was asked for.

import { DOC_MARKER } from './placeholders.js';
import type { AcceptTrace, ScoreStep, SuppressReason } from './trace.js';

export function reject(trace: AcceptTrace, reason: SuppressReason, detail: string): undefined {
  trace.rejected = { reason, detail };
  return undefined;
}

/**
 * How explain mode names a value that only stands in for a secret (isPlaceholder said so): a
 * vendor's documentation key (AKIAIOSFODNN7EXAMPLE) is a test value, anything else a placeholder.
 * The one wording for every path that drops such a value.
 */
export function placeholderVerdict(value: string): { reason: SuppressReason; detail: string } {
  return DOC_MARKER.test(value) ? { reason: 'test_value', detail: 'a documentation or test value' } : { reason: 'placeholder', detail: 'a placeholder, template or masked value' };
}

/**
 * The step for a context word list that matched: which word, and where — in the column's header
 * cell, or before or after the value (the nearest occurrence), with its distance in characters.
 */
export function contextStep(step: 'context' | 'negative_context', words: RegExp, header: string | undefined, before: string, after: string, delta: number, score: number): ScoreStep {
  const kind = step === 'context' ? 'context word' : 'negative context word';
  if (header !== undefined) {
    const word = words.exec(header)?.[0]?.toLowerCase();
    return { step: 'table_header', detail: `${kind} "${word ?? ''}" in the column header`, delta, score, ...(word ? { word } : {}), where: 'table_header' };
  }
  const global = new RegExp(words.source, `${words.flags}g`);
  let last: RegExpExecArray | undefined;
  for (let m = global.exec(before); m; m = global.exec(before)) last = m;
  const first = words.exec(after) ?? undefined;
  const distBefore = last ? before.length - (last.index + last[0].length) : Infinity;
  const distAfter = first ? first.index : Infinity;
  const useBefore = distBefore <= distAfter;
  const hit = useBefore ? last : first;
  const word = hit?.[0].toLowerCase() ?? '';
  const distance = useBefore ? distBefore : distAfter;
  const where = useBefore ? 'before' : 'after';
  return { step, detail: `${kind} "${word}" ${distance} character${distance === 1 ? '' : 's'} ${where} the value`, delta, score, word, where, distance: Number.isFinite(distance) ? distance : 0 };
}

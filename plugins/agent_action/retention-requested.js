// Whether the user's own request asks for the retention a call sets: "keep the sandbox debug logs 1 day",
// "Aufbewahrung der Testlogs auf 2 Tage", "conserve os logs de teste por 1 dia". A cut the user asked for, with
// the same number of days, is the user's choice; one the agent picked, or a planted note gave it, is not.

import { requestText, askedSentences } from './requested.js';

/** Words that speak of keeping records for a time, as stems (a word beginning with one counts). */
const RETENTION_WORDS = ['retention', 'retain', 'keep', 'kept', 'expire', 'expiry', 'ttl', 'aufbewahr', 'behalt', 'vorhalt', 'conserv', 'retenç', 'retenc', 'retenci', 'réten', 'guard', 'mantenha', 'mantén', 'mantener', '保留', '保存', '보존', '보관', 'хран'];
/** Keys holding how long records are kept (`retention_days`, `retentionInDays`, `ttl`). */
const RETENTION_KEY = /retention|retain|ttl|expir/i;
/** A number standing alone in the request (not part of `v2` or `10.4.1.7`). */
const LONE_NUMBER = /(?<![\p{L}\p{N}.])\d{1,4}(?![\p{L}\p{N}]|[.,]\d)/gu;

/**
 * @param {import('./context.js').ActionContext} context
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string and number arguments
 * @param {readonly string[]} negations  settings.requestNegations
 */
export function retentionCutRequested(context, entries, negations) {
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  const periods = entries.filter((e) => RETENTION_KEY.test(e.key) && /^\d{1,4}$/.test(e.value.trim())).map((e) => String(Number(e.value.trim())));
  if (!periods.length) return false;
  return askedSentences(text, RETENTION_WORDS, negations).some((sentence) => {
    const numbers = new Set([...sentence.matchAll(LONE_NUMBER)].map((m) => String(Number(m[0]))));
    return periods.every((p) => numbers.has(p));
  });
}

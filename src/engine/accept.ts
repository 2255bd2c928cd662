// Decides whether a pattern match becomes a finding, and how confident it is: length and
// entropy bounds, placeholders, the rule's allowlist, named validators, then nearby context
// words (Presidio's context enhancer, Google DLP's hotword rules). In a delimited table the
// column's header cell stands in for the nearby words.

import type { CompiledRule } from './compile-rule.js';
import { shannonEntropy } from './entropy.js';
import { isPlaceholder } from './placeholders.js';
import { isPartOfName } from './look-alikes.js';
import { tableHeaderFor } from './table-context.js';

/** Matches scoring below this are dropped. */
export const MIN_SCORE = 0.3;
/** Added to the base confidence when every validator of the rule passed. */
const VALIDATED_BONUS = 0.3;

export interface Verdict {
  score: number;
  validated: boolean;
}

/**
 * `text` is the string the match was found in; `start`/`end` are the sensitive value's UTF-16
 * span in it. Returns undefined when the match must be dropped.
 */
export function acceptMatch(rule: CompiledRule, text: string, start: number, end: number): Verdict | undefined {
  const value = text.slice(start, end);
  const r = rule.rule;
  if (r.minLength !== undefined && value.length < r.minLength) return undefined;
  if (r.maxLength !== undefined && value.length > r.maxLength) return undefined;
  if (r.entropy !== undefined && shannonEntropy(value) < r.entropy) return undefined;
  if (rule.allow.values.has(value)) return undefined;
  if (rule.allow.patterns.some((re) => re.test(value))) return undefined;
  if (rule.allow.stopwords.length) {
    const lower = value.toLowerCase();
    if (rule.allow.stopwords.some((w) => lower.includes(w))) return undefined;
  }
  let validated = false;
  if (rule.validators.length) {
    if (!rule.validators.every(({ validator, params }) => validator.validate(value, params))) return undefined;
    validated = true;
  }
  if (!validated && rule.allow.placeholders && isPlaceholder(value)) return undefined;
  if (!validated && rule.allow.placeholders && isPartOfName(text, start, end)) return undefined;
  let score = r.confidence + (validated ? VALIDATED_BONUS : 0);
  const ctx = rule.context;
  if (ctx) {
    const header = tableHeaderFor(text, start, end);
    if (ctx.tableOnly && header === undefined) return undefined;
    const before = text.slice(Math.max(0, start - ctx.window), start);
    const after = text.slice(end, end + ctx.window);
    const positive = ctx.words?.test(header ?? `${before} ${after}`) ?? false;
    if (ctx.required && !positive) return undefined;
    if (positive) score += ctx.boost;
    // A label that makes a value harmless ("order number", "version") names the value on its
    // own line; the same words on the next log line or chat message are about something else.
    if (ctx.negative?.test(header ?? `${sameLineTail(before)} ${sameLineHead(after)}`)) score -= ctx.penalty;
  }
  score = Math.min(1, score);
  return score >= MIN_SCORE ? { score, validated } : undefined;
}

const sameLineTail = (s: string): string => s.slice(s.lastIndexOf('\n') + 1);
const sameLineHead = (s: string): string => {
  const nl = s.indexOf('\n');
  return nl < 0 ? s : s.slice(0, nl);
};

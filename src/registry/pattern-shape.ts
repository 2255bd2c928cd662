// Checks what a rule pattern's syntax alone does not tell: that the groups named by `secretGroup`
// and `reportGroup` exist and that the pattern cannot match the empty string. It runs when a pack is validated
// (and so is cached with the pack's verdict), not at every compile. One probe answers both:
// `(?:P)()|` always matches "", its last group is set exactly when P itself matched "", and the
// groups before it are P's own.
//
// The probe compiles the pattern to machine code, which for the ~1,000 shipped patterns cost
// more than a second of a start with a fresh data directory. Its answer depends on the pattern
// and flags alone, so it is cached by the same key as the ReDoS verdicts, and the shipped
// patterns' answers ship in regex-safety.json (`npm run rules:cache`).

import type { Rule } from './plugin-api.js';
import { cachedShape, rememberShape, type PatternShape } from './regex-safety.js';

export type { PatternShape };

export interface ShapeProblem {
  /** JSON pointer inside the pack file. */
  path: string;
  message: string;
}

/** What the probe tells about a pattern that compiles: its groups and whether it matches "". */
export function probePattern(source: string, flags: string): PatternShape {
  const probe = new RegExp(`(?:${source})()|`, flags.replace(/[gdy]/g, '')).exec('');
  const groups = (probe?.length ?? 2) - 2;
  const names = probe?.groups ? Object.keys(probe.groups).sort() : [];
  return { groups, names, empty: probe?.[probe.length - 1] !== undefined };
}

/** The pattern's shape, from the cache when this pattern and flags were probed before. */
export function patternShape(source: string, flags: string): PatternShape {
  const known = cachedShape(source, flags);
  if (known) return known;
  const shape = probePattern(source, flags);
  rememberShape(source, flags, shape);
  return shape;
}

/** Problems of the shape of a rule pattern that compiles (`at` is the rule's JSON pointer). */
export function patternShapeProblems(rule: Pick<Rule, 'pattern' | 'flags' | 'secretGroup' | 'reportGroup'>, at: string): ShapeProblem[] {
  if (rule.pattern === undefined) return [];
  const problems: ShapeProblem[] = [];
  const shape = patternShape(rule.pattern, rule.flags ?? '');
  const groups = { secretGroup: rule.secretGroup ?? 0, reportGroup: rule.reportGroup ?? 0 };
  for (const [field, group] of Object.entries(groups)) {
    if (typeof group === 'number' && group > shape.groups)
      problems.push({ path: `${at}/${field}`, message: `group ${group} does not exist (the pattern has ${shape.groups})` });
    if (typeof group === 'string' && !shape.names.includes(group))
      problems.push({ path: `${at}/${field}`, message: `named group "${group}" does not exist in the pattern` });
  }
  if (shape.empty) problems.push({ path: `${at}/pattern`, message: 'pattern matches the empty string' });
  return problems;
}

// Checks what a rule pattern's syntax alone does not tell: that the groups named by `secretGroup`
// and `reportGroup` exist and that the pattern cannot match the empty string. It runs when a pack is validated
// (and so is cached with the pack's verdict), not at every compile. One probe answers both:
// `(?:P)()|` always matches "", its last group is set exactly when P itself matched "", and the
// groups before it are P's own.

import type { Rule } from './plugin-api.js';

export interface ShapeProblem {
  /** JSON pointer inside the pack file. */
  path: string;
  message: string;
}

/** Problems of the shape of a rule pattern that compiles (`at` is the rule's JSON pointer). */
export function patternShapeProblems(rule: Pick<Rule, 'pattern' | 'flags' | 'secretGroup' | 'reportGroup'>, at: string): ShapeProblem[] {
  if (rule.pattern === undefined) return [];
  const problems: ShapeProblem[] = [];
  const probe = new RegExp(`(?:${rule.pattern})()|`, rule.flags ?? '').exec('');
  const groupCount = (probe?.length ?? 2) - 2;
  const groups = { secretGroup: rule.secretGroup ?? 0, reportGroup: rule.reportGroup ?? 0 };
  for (const [field, group] of Object.entries(groups)) {
    if (typeof group === 'number' && group > groupCount)
      problems.push({ path: `${at}/${field}`, message: `group ${group} does not exist (the pattern has ${groupCount})` });
    if (typeof group === 'string' && !(probe?.groups && group in probe.groups))
      problems.push({ path: `${at}/${field}`, message: `named group "${group}" does not exist in the pattern` });
  }
  if (probe?.[probe.length - 1] !== undefined) problems.push({ path: `${at}/pattern`, message: 'pattern matches the empty string' });
  return problems;
}

// Named pattern fragments a pack defines once and several of its rules use: a rule's pattern
// writes `(?&name)` where the fragment belongs, and the pack is read with every reference
// replaced by the fragment wrapped in a non-capturing group. The syntax is one JavaScript
// rejects, so a reference left unexpanded can never compile into a pattern that matches quietly.

import type { LoadProblem } from './errors.js';

const REFERENCE = /\(\?&([a-z0-9]+(?:-[a-z0-9]+)*)\)/g;

interface RawPack {
  fragments?: unknown;
  rules?: unknown;
}

/** The pack with fragment references expanded in every rule pattern, or the references it cannot expand. */
export function expandFragments(json: unknown, file: string): { json: unknown; problems: LoadProblem[] } {
  const pack = json as RawPack | null;
  if (!pack || typeof pack !== 'object' || !Array.isArray(pack.rules)) return { json, problems: [] };
  const fragments = pack.fragments && typeof pack.fragments === 'object' ? (pack.fragments as Record<string, unknown>) : {};
  const problems: LoadProblem[] = [];
  const rules = pack.rules.map((rule: unknown, i: number) => {
    const r = rule as { id?: unknown; pattern?: unknown } | null;
    if (!r || typeof r !== 'object' || typeof r.pattern !== 'string' || !r.pattern.includes('(?&')) return rule;
    const pattern = r.pattern.replace(REFERENCE, (whole, name: string) => {
      const body = fragments[name];
      if (typeof body === 'string') return `(?:${body})`;
      problems.push({
        code: 'RULES_UNKNOWN_FRAGMENT',
        file,
        path: `/rules/${i}/pattern`,
        ...(typeof r.id === 'string' ? { ruleId: r.id } : {}),
        message: `the pattern uses the fragment "${name}", which the pack's "fragments" does not define`,
      });
      return whole;
    });
    return { ...r, pattern };
  });
  return { json: { ...pack, rules }, problems };
}

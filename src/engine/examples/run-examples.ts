// Runs each rule's embedded examples through the real engine path (prefilter, pattern,
// validators, context, allowlist, decoding) with only that rule enabled. Shared by the test suite
// and `npm run rules:test`, as ESLint's RuleTester and gitleaks' rule vectors do.

import type { LoadedPack, Rule } from '../../registry/plugin-api.js';
import { RuleMatcher, type CompileOptions } from '../matcher.js';
import { expandExample } from './expand.js';

export type ExampleKind = 'positive' | 'negative' | 'todoPositive' | 'todoNegative';

export interface ExampleCase {
  ruleId: string;
  kind: ExampleKind;
  index: number;
  /** The expanded text (generated values included): never print it in CI logs of real data. */
  text: string;
  /** Why the case failed, or undefined when it passed. */
  failure: string | undefined;
}

export function runRuleExamples(loaded: LoadedPack, options: CompileOptions = {}): ExampleCase[] {
  const matcher = new RuleMatcher([loaded], options);
  const cases: ExampleCase[] = [];
  for (const rule of loaded.pack.rules as Rule[]) {
    const ruleId = `${loaded.pack.id}/${rule.id}`;
    const only = new Set([ruleId]);
    const kinds: ExampleKind[] = ['positive', 'negative', 'todoPositive', 'todoNegative'];
    for (const kind of kinds) {
      (rule.examples[kind] ?? []).forEach((template, index) => {
        const { text, marked } = expandExample(template, `${ruleId}#${kind}${index}`);
        const found = matcher.scan(text, { only, target: rule.target ?? 'text', keepOverlaps: true });
        let failure: string | undefined;
        if (kind === 'positive' || kind === 'todoPositive') {
          if (found.length === 0) failure = 'expected a match, found none';
          else
            for (const span of marked)
              if (!found.some((m) => m.start === span.start && m.end === span.end))
                failure = `expected a match at [${span.start}, ${span.end}), found ${found.map((m) => `[${m.start}, ${m.end})`).join(' ')}`;
        } else if (found.length) failure = `expected no match, found ${found.length} at ${found.map((m) => `[${m.start}, ${m.end})`).join(' ')}`;
        cases.push({ ruleId, kind, index, text, failure });
      });
    }
  }
  return cases;
}

/** Problems with the examples themselves: duplicates and missing kinds. */
export function exampleProblems(loaded: LoadedPack): string[] {
  const problems: string[] = [];
  for (const rule of loaded.pack.rules as Rule[]) {
    const all = [...rule.examples.positive, ...rule.examples.negative];
    if (new Set(all).size !== all.length) problems.push(`${loaded.pack.id}/${rule.id}: duplicate examples`);
    if (!rule.examples.positive.length || !rule.examples.negative.length) problems.push(`${loaded.pack.id}/${rule.id}: needs positive and negative examples`);
  }
  return problems;
}

// Assertions on findings by exact span: a test names the value it planted and the type it
// expects, and learns every finding there was when the expectation fails.

import * as assert from 'uvu/assert';
import type { CheckResult } from '../../src/evaluate/finalize.js';

export type Finding = CheckResult['findings'][number];

export const describeFindings = (findings: readonly Finding[]): string => findings.map((f) => `${f.type ?? f.rule_id}@[${f.utf16_start}, ${f.utf16_end})`).join(' ');

/** Asserts that the `occurrence`-th copy of `value` in `text` is reported with `type` at exactly its span. */
export function expectAt(findings: readonly Finding[], text: string, value: string, type: string, occurrence = 0): Finding {
  let start = -1;
  for (let i = 0; i <= occurrence; i++) start = text.indexOf(value, start + 1);
  assert.ok(start >= 0, `fixture does not contain the ${type} value`);
  const end = start + value.length;
  const hit = findings.find((f) => f.utf16_start === start && f.utf16_end === end);
  assert.ok(hit, `no finding at [${start}, ${end}) for ${type}; got ${describeFindings(findings)}`);
  assert.is(hit!.type, type);
  return hit!;
}

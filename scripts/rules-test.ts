// `npm run rules:test [filter]`: loads every pack in RULES_DIR (default ./rules), reports load
// problems (schema, patterns, ReDoS, validators, keywords) and runs every rule example through the
// engine. Exits 1 on any failure. Matched values are never printed, only rule ids and spans.

import path from 'node:path';
import { listPackFiles, loadPackFile } from '../src/registry/load-packs.js';
import { formatProblem } from '../src/registry/errors.js';
import { exampleProblems, runRuleExamples } from '../src/engine/examples/run-examples.js';
import { findEncodedPayloads } from '../src/text/decode.js';
import { flushRegexCache, useRegexCache } from '../src/registry/regex-safety.js';

const rulesDir = path.resolve(process.env['RULES_DIR'] ?? 'rules');
const filter = process.argv[2];
useRegexCache(path.resolve('.cache/regex-safety.json'));

let passed = 0;
let failed = 0;
let rules = 0;
const todo: string[] = [];
for (const file of await listPackFiles(rulesDir)) {
  if (filter && !file.includes(filter)) continue;
  const result = await loadPackFile(file);
  if (!result.pack) {
    for (const p of result.problems) console.log(`FAIL  ${formatProblem(p)}`);
    failed += result.problems.length;
    continue;
  }
  rules += result.pack.pack.rules.length;
  for (const p of exampleProblems(result.pack)) {
    console.log(`FAIL  ${p}`);
    failed++;
  }
  for (const c of runRuleExamples(result.pack, { decoder: (t) => findEncodedPayloads(t) })) {
    const label = `${c.ruleId} ${c.kind}#${c.index}`;
    if (c.kind.startsWith('todo')) {
      todo.push(`${label}: ${c.failure ? 'still failing' : 'now passes, promote it'}`);
      continue;
    }
    if (c.failure) {
      failed++;
      console.log(`FAIL  ${label}: ${c.failure}`);
    } else passed++;
  }
}
flushRegexCache();
if (todo.length) console.log(`todo:\n  ${todo.join('\n  ')}`);
console.log(`${rules} rules`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

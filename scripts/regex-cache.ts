// `npm run rules:cache [-- --prune] [-- --fresh]`: analyses every shipped pattern with the ReDoS
// checker under long budgets and writes the verdicts to regex-safety.json at the package root
// (never inside RULES_DIR), so a fresh start does not spend seconds re-analysing patterns that
// have not changed. Definitive verdicts already in the file are kept (other branches may still
// use them) unless --prune; --fresh re-analyses every pattern. A test fails when the file lacks
// a shipped pattern, and the service rejects any rule whose verdict is not safe.

import fs from 'node:fs';
import path from 'node:path';
import { listPackFiles } from '../src/registry/load-packs.js';
import { SEED_BUDGET, SEED_CACHE, regexCacheKey, useAnalysisBudget, verdictsFor, type Complexity } from '../src/registry/regex-safety.js';

const rulesDir = path.resolve(process.env['RULES_DIR'] ?? 'rules');
const fresh = process.argv.includes('--fresh');
const previous = process.argv.includes('--prune') || !fs.existsSync(SEED_CACHE) ? {} : (JSON.parse(fs.readFileSync(SEED_CACHE, 'utf8')) as Record<string, Complexity>);
useAnalysisBudget(SEED_BUDGET);
const patterns: Array<{ source: string; flags: string }> = [];
for (const file of await listPackFiles(rulesDir)) {
  const pack = JSON.parse(fs.readFileSync(file, 'utf8')) as { rules?: Array<{ pattern?: string; flags?: string; assignment?: { value?: string; valueFlags?: string } }> };
  for (const r of pack.rules ?? []) {
    if (r.pattern) patterns.push({ source: r.pattern, flags: r.flags ?? '' });
    if (r.assignment?.value) patterns.push({ source: r.assignment.value, flags: r.assignment.valueFlags ?? '' });
  }
}
// A definitive verdict stays; an `unknown` (the analyser ran out of time) is tried again.
const todo = fresh ? patterns : patterns.filter((p) => !['safe', 'polynomial', 'exponential'].includes(previous[regexCacheKey(p.source, p.flags)]?.kind ?? ''));
const merged: Record<string, Complexity> = { ...previous, ...verdictsFor(todo) };
if (process.argv.includes('--prune')) {
  const live = new Set(patterns.map((p) => regexCacheKey(p.source, p.flags)));
  for (const k of Object.keys(merged)) if (!live.has(k)) delete merged[k];
}
const verdicts = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : 1)));
fs.writeFileSync(SEED_CACHE, `${JSON.stringify(verdicts, null, 1)}\n`);
const rejected = Object.entries(verdicts).filter(([, v]) => v.kind !== 'safe' && v.kind !== 'slow').length;
console.log(`${Object.keys(verdicts).length} pattern verdicts (${todo.length} analysed, ${rejected} not provably linear) written to ${SEED_CACHE}`);

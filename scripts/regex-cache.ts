// `npm run rules:cache [-- --prune] [-- --fresh]`: analyses every shipped pattern with the ReDoS
// checker under long budgets and writes the verdicts to regex-safety.json at the package root
// (never inside RULES_DIR), so a fresh start does not spend seconds re-analysing patterns that
// have not changed. Definitive verdicts already in the file are kept (other branches may still
// use them) unless --prune; --fresh re-analyses every pattern. A test fails when the file lacks
// a shipped pattern, and the service rejects any rule whose verdict is not safe. Each rule
// pattern's shape (its groups, whether it matches "") is written alongside, under "shape:<key>".
// Then every shipped pack and plugin is loaded with these verdicts, fully checked, and what passed
// is written to pack-verdicts.json with the fingerprint of the built code that checked it: a start
// with a fresh data directory and the same build skips those checks (registry/validation-cache.ts).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listPackFiles } from '../src/registry/load-packs.js';
import { SEED_BUDGET, SEED_CACHE, regexCacheKey, useAnalysisBudget, verdictsFor, type Complexity, type PatternShape } from '../src/registry/regex-safety.js';
import { probePattern } from '../src/registry/pattern-shape.js';
import { expandFragments } from '../src/registry/pattern-fragments.js';
import { SEED_VERDICTS, useValidationCache, validationVerdicts } from '../src/registry/validation-cache.js';
import { Registry } from '../src/registry/registry.js';
import { createLogger } from '../src/observability/logger.js';

const rulesDir = path.resolve(process.env['RULES_DIR'] ?? 'rules');
const fresh = process.argv.includes('--fresh');
// --prune keeps the verdicts of live patterns (dropping the rest below); only --fresh starts over.
const previous = fresh || !fs.existsSync(SEED_CACHE) ? {} : (JSON.parse(fs.readFileSync(SEED_CACHE, 'utf8')) as Record<string, Complexity | PatternShape>);
useAnalysisBudget(SEED_BUDGET);
const patterns: Array<{ source: string; flags: string }> = [];
const rulePatterns: Array<{ source: string; flags: string }> = [];
for (const file of await listPackFiles(rulesDir)) {
  const pack = expandFragments(JSON.parse(fs.readFileSync(file, 'utf8')), file).json as { rules?: Array<{ pattern?: string; flags?: string; assignment?: { value?: string; valueFlags?: string } }> };
  for (const r of pack.rules ?? []) {
    if (r.pattern) patterns.push({ source: r.pattern, flags: r.flags ?? '' });
    if (r.pattern) rulePatterns.push({ source: r.pattern, flags: r.flags ?? '' });
    if (r.assignment?.value) patterns.push({ source: r.assignment.value, flags: r.assignment.valueFlags ?? '' });
  }
}
// A definitive verdict stays; an `unknown` (the analyser ran out of time) is tried again.
const kindOf = (v: Complexity | PatternShape | undefined): string => (v && 'kind' in v ? v.kind : '');
const todo = fresh ? patterns : patterns.filter((p) => !['safe', 'polynomial', 'exponential'].includes(kindOf(previous[regexCacheKey(p.source, p.flags)])));
const shapes: Record<string, PatternShape> = {};
for (const p of rulePatterns) {
  try {
    shapes[`shape:${regexCacheKey(p.source, p.flags)}`] = probePattern(p.source, p.flags);
  } catch {
    // a pattern that does not compile has no shape; loading the pack reports it
  }
}
const merged: Record<string, Complexity | PatternShape> = { ...previous, ...verdictsFor(todo), ...shapes };
if (process.argv.includes('--prune')) {
  const keys = patterns.map((p) => regexCacheKey(p.source, p.flags));
  const live = new Set([...keys, ...Object.keys(shapes)]);
  for (const k of Object.keys(merged)) if (!live.has(k)) delete merged[k];
}
const verdicts = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : 1)));
fs.writeFileSync(SEED_CACHE, `${JSON.stringify(verdicts, null, 1)}\n`);
// Counted over the live patterns only: the file may keep verdicts of patterns no pack uses now.
const liveKeys = new Set(patterns.map((p) => regexCacheKey(p.source, p.flags)));
const rejected = [...liveKeys].filter((k) => kindOf(verdicts[k]) !== 'safe').length;
console.log(`${Object.keys(verdicts).length - Object.keys(shapes).length} pattern verdicts and ${Object.keys(shapes).length} shapes (${todo.length} analysed; ${rejected} of the ${liveKeys.size} shipped patterns not proven linear) written to ${SEED_CACHE}`);

// The shipped packs' verdicts, reached by this build with the pattern verdicts just written.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pack-verdicts-'));
try {
  useValidationCache(path.join(scratch, 'verdicts.json'), { seed: false });
  const pluginsDir = path.resolve(process.env['PLUGINS_DIR'] ?? 'plugins');
  const snapshot = await new Registry({ rulesDir, pluginsDir, trustedDomains: [], logger: createLogger('silent') }).reload();
  const seed = validationVerdicts();
  fs.writeFileSync(SEED_VERDICTS, `${JSON.stringify(seed, null, 1)}\n`);
  console.log(`${seed.valid.length} pack and plugin verdicts written to ${SEED_VERDICTS}${snapshot.problems.length ? ` (${snapshot.problems.length} problems: those packs are left out)` : ''}`);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

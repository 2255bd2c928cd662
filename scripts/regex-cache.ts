// `npm run rules:cache [-- --prune]`: analyses every shipped pattern with the ReDoS checker and
// writes the verdicts to rules/.regex-safety.json, so a fresh start does not spend seconds
// re-analysing patterns that have not changed. Existing entries are kept (other branches may
// still use them) unless --prune. A test fails when the file lacks a shipped pattern.

import fs from 'node:fs';
import path from 'node:path';
import { listPackFiles } from '../src/registry/load-packs.js';
import { SEED_CACHE, useRegexCache, verdictsFor } from '../src/registry/regex-safety.js';

const rulesDir = path.resolve(process.env['RULES_DIR'] ?? 'rules');
useRegexCache(path.resolve('.cache/regex-safety.json'), rulesDir);
const patterns: Array<{ source: string; flags: string }> = [];
for (const file of await listPackFiles(rulesDir)) {
  const pack = JSON.parse(fs.readFileSync(file, 'utf8')) as { rules?: Array<{ pattern?: string; flags?: string; assignment?: { value?: string; valueFlags?: string } }> };
  for (const r of pack.rules ?? []) {
    if (r.pattern) patterns.push({ source: r.pattern, flags: r.flags ?? '' });
    if (r.assignment?.value) patterns.push({ source: r.assignment.value, flags: r.assignment.valueFlags ?? '' });
  }
}
const seedFile = path.join(rulesDir, SEED_CACHE);
const previous = process.argv.includes('--prune') || !fs.existsSync(seedFile) ? {} : (JSON.parse(fs.readFileSync(seedFile, 'utf8')) as Record<string, unknown>);
const merged = { ...previous, ...verdictsFor(patterns) };
const verdicts = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : 1)));
fs.writeFileSync(seedFile, `${JSON.stringify(verdicts, null, 1)}\n`);
console.log(`${Object.keys(verdicts).length} pattern verdicts written to ${path.join(rulesDir, SEED_CACHE)}`);

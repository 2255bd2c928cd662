// `npm run docs`: writes docs/rules.md and docs/rule-pack.schema.json from the shipped packs,
// the rule-pack schema and the recorded evaluation results (eval/results/pii-secrets.json).

import fs from 'node:fs';
import path from 'node:path';
import { listPackFiles, loadPackFile } from '../src/registry/load-packs.js';
import { formatProblem } from '../src/registry/errors.js';
import { useRegexCache } from '../src/registry/regex-safety.js';
import { renderRulePackJsonSchema, renderRuleReference } from '../src/docs/reference.js';
import { parseQualityResults, RESULTS_FILE } from '../src/docs/quality.js';
import type { LoadedPack } from '../src/registry/plugin-api.js';

const rulesDir = path.resolve('rules');
useRegexCache(path.resolve('.cache/regex-safety.json'));
const packs: LoadedPack[] = [];
for (const file of await listPackFiles(rulesDir)) {
  const r = await loadPackFile(file);
  if (r.pack) packs.push(r.pack);
  else for (const p of r.problems) console.error(`skipped: ${formatProblem(p)}`);
}
fs.mkdirSync('docs', { recursive: true });
// Measured quality comes from the last `npm run eval` runs (one entry per corpus).
const quality = fs.existsSync(RESULTS_FILE) ? parseQualityResults(fs.readFileSync(RESULTS_FILE, 'utf8')) : undefined;
fs.writeFileSync('docs/rules.md', renderRuleReference(packs, quality));
fs.writeFileSync('docs/rule-pack.schema.json', renderRulePackJsonSchema());
console.log(`docs/rules.md: ${packs.length} packs, ${packs.reduce((n, p) => n + p.pack.rules.length, 0)} rules; docs/rule-pack.schema.json`);

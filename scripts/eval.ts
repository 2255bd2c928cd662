// `npm run eval`: measured quality. For pii_secrets: recall, precision and redaction leak rate
// per category on the generated labelled corpus (fixed seed). For the guard checks: detection and
// false-positive rates per check, category and language on eval/datasets/*.jsonl.
// Prints tables; exits 0 (targets are reported, not enforced here).
// `npm run eval -- --corpus FILE.jsonl` measures pii_secrets on a labelled corpus of your own
// instead (format: eval/pii-secrets/eval-doc.ts) and skips the guard datasets. `--corpus DIR`, where
// DIR holds a generate.mjs (eval/corpora/dev, eval/corpora/holdout), runs that generator first with
// `--seed S` (default 7) and `--count N` (default 600) and scores what it wrote. Either way the
// pii_secrets figures are recorded per corpus in eval/results/pii-secrets.json for the docs.
// `npm run eval -- --guard-set DIR` (repeatable) scores the guard checks on DIR/<check>.jsonl of
// each set (same format as eval/datasets), reported per set after the built-in datasets; the
// independently written guard sets shipped under eval/corpora (every folder there holding a
// <check>.jsonl, e.g. eval/corpora/guard-dev and guard-holdout) are reported by default.
// `--guard-only` skips pii_secrets; `--check NAME` scores one guard check. `--verbose` lists misses
// and false alarms, except for holdout sets (a folder or file named *holdout*) and the sets the
// corpora README marks as not studied yet: those are reported only, so that no reading of a run's
// output can tune a rule to them.

import fs from 'node:fs';
import path from 'node:path';
import { createLogger } from '../src/observability/logger.js';
import { Registry } from '../src/registry/registry.js';
import { useRegexCache } from '../src/registry/regex-safety.js';
import { datasetPath, evaluateCheck, readDataset, type Rate } from '../eval/guard/evaluate.js';
import { evaluatePiiSecrets } from '../eval/pii-secrets/evaluate.js';
import { isGeneratorDir, runCorpusGenerator } from '../eval/pii-secrets/corpus-generator.js';
import { RESULTS_FILE } from '../src/docs/quality.js';
import { notStudiedSetsAt } from './support/corpus-roles.js';

const root = process.cwd();
const rulesDir = path.join(root, 'rules');
useRegexCache(path.join(root, '.cache/regex-safety.json'));
const registry = new Registry({ rulesDir, pluginsDir: path.join(root, 'plugins'), trustedDomains: [], logger: createLogger('silent') });
const snapshot = await registry.reload();
const verbose = process.argv.includes('--verbose');
const corpusAt = process.argv.indexOf('--corpus');
const corpusArg = corpusAt > 0 ? process.argv[corpusAt + 1] : undefined;
if (corpusAt > 0 && !corpusArg) throw new Error('--corpus needs a JSONL file or a corpus generator folder');
const numberArg = (flag: string): number | undefined => {
  const at = process.argv.indexOf(flag);
  return at > 0 ? Number(process.argv[at + 1]) : undefined;
};
const generated = corpusArg && isGeneratorDir(corpusArg) ? runCorpusGenerator(corpusArg, numberArg('--seed'), numberArg('--count')) : undefined;
const corpusFile = generated?.file ?? corpusArg;
const guardSets = process.argv.flatMap((a, i) => (a === '--guard-set' ? [process.argv[i + 1]] : []));
if (guardSets.some((d) => !d)) throw new Error('--guard-set needs a directory');
const guardOnly = process.argv.includes('--guard-only');

// A holdout, and a set the corpora README marks as not studied yet, is reported only: its misses
// and false alarms are never listed, so no reading of a run can tune a rule to it.
const unseen = notStudiedSetsAt(root);
const reportedOnly = (name: string): boolean => /holdout/i.test(path.basename(name)) || unseen.has(path.basename(path.resolve(name)));
const listMisses = (name: string): boolean => {
  if (verbose && reportedOnly(name)) console.log(`   (${path.basename(name)} is a holdout or not studied yet: its misses are not listed)`);
  return verbose && !reportedOnly(name);
};

const pct = (r: Rate): string => (r.n ? (r.hits / r.n).toFixed(3) : '  –  ');
const pad = (s: string, n: number): string => s.padEnd(n);

console.log(`detector_version ${snapshot.version}\n`);
// Each run records its figures per corpus in eval/results/pii-secrets.json (`npm run docs` publishes them).
const resultsFile = path.join(root, RESULTS_FILE);
if (!guardOnly) await evaluatePiiSecrets(snapshot, { verbose: listMisses(corpusArg ?? 'generated'), resultsFile, ...(corpusFile ? { corpusFile: path.resolve(corpusFile) } : {}), ...(generated ? { corpusName: generated.name } : {}) });

const checkAt = process.argv.indexOf('--check');
const checks = ['prompt_injection', 'output_safety', 'agent_action'].filter((c) => checkAt < 0 || process.argv[checkAt + 1] === c);
const corporaDir = path.join(root, 'eval/corpora');
const shippedGuardSets = fs
  .readdirSync(corporaDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && checks.some((c) => fs.existsSync(datasetPath(path.join(corporaDir, e.name), c))))
  .map((e) => ({ name: `eval/corpora/${e.name}`, dir: path.join(corporaDir, e.name) }))
  .sort((a, b) => (a.name < b.name ? -1 : 1));
const sets = [{ name: 'eval/datasets', dir: path.join(root, 'eval/datasets') }, ...shippedGuardSets, ...guardSets.map((d) => ({ name: d ?? '', dir: path.resolve(d ?? '') }))];
for (const set of corpusFile ? [] : sets) {
  console.log(`\n#### guard set ${set.name}`);
  for (const check of checks) {
    const file = datasetPath(set.dir, check);
    if (!fs.existsSync(file)) {
      if (set.name === 'eval/datasets') console.log(`\n${check}: no dataset at ${path.relative(root, file)}`);
      continue;
    }
    await reportCheck(check, file, listMisses(set.name));
  }
}

async function reportCheck(check: string, file: string, listCases: boolean): Promise<void> {
  const report = await evaluateCheck(snapshot, check, readDataset(file));
  console.log(`\n== ${check}: ${report.attacks.n} attacks, ${report.benign.n} benign`);
  console.log(`   detection rate ${pct(report.attacks)}   false-positive rate ${pct(report.benign)}`);
  console.log(`   ${pad('category', 26)} n     detection`);
  for (const [cat, r] of [...report.byCategory].sort()) console.log(`   ${pad(cat, 26)} ${String(r.n).padEnd(5)} ${pct(r)}`);
  if (report.byLanguage.size > 1) {
    console.log(`   ${pad('language', 26)} attacks detection   benign fp-rate`);
    for (const [lang, r] of [...report.byLanguage].sort())
      console.log(`   ${pad(lang, 26)} ${String(r.attacks.n).padEnd(7)} ${pct(r.attacks)}       ${String(r.benign.n).padEnd(6)} ${pct(r.benign)}`);
  }
  if (listCases) {
    if (report.misses.length) console.log(`   missed: ${report.misses.join(', ')}`);
    if (report.falseAlarms.length) console.log(`   false alarms: ${report.falseAlarms.join(', ')}`);
  }
}

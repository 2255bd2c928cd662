// `npm run eval:prompt-injection -- --sets DIR [--train DIR] [--rules DIR] [--plugins DIR] [--verbose]`
//
// prompt_injection on labelled sets the project did not write or tune to: every DIR/*.jsonl
// ({"text", "label": "attack"|"benign", "category"?}) is reported separately — caught rate
// (review or block) on attacks, flagged rate on benign texts — with the regression set
// eval/datasets/prompt_injection.jsonl last. scripts/prompt-injection/prepare-eval-sets.ts turns
// the public collections (Tensor Trust, promptmap, BIPIA, CyberSecEval, jailbreaks, PAIR/GCG)
// into such files. --train DIR: the model's training files; texts of a set that also occur there
// (normalised) are counted and left out, so a score is never measured on training data.
// --rules/--plugins point at other packs or plugins (e.g. an older release, for before/after).

import fs from 'node:fs';
import path from 'node:path';
import { createLogger } from '../src/observability/logger.js';
import { Registry } from '../src/registry/registry.js';
import { useRegexCache } from '../src/registry/regex-safety.js';
import { evaluateCheck, readDataset, type GuardCase, type Rate } from '../eval/guard/evaluate.js';
import { normaliseForModel } from '../plugins/prompt_injection/model.js';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const root = process.cwd();
const setsDir = arg('sets');
const trainDir = arg('train');
const verbose = process.argv.includes('--verbose');
const rulesDir = path.resolve(arg('rules') ?? path.join(root, 'rules'));
useRegexCache();
const registry = new Registry({
  rulesDir,
  pluginsDir: path.resolve(arg('plugins') ?? path.join(root, 'plugins')),
  trustedDomains: [],
  logger: createLogger('silent'),
});
const snapshot = await registry.reload();
if (!snapshot.checks.has('prompt_injection')) throw new Error('prompt_injection is not loaded');

const key = (t: string): string => normaliseForModel(t).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const trained = new Set<string>();
if (trainDir)
  for (const f of fs.readdirSync(trainDir).filter((x) => x.endsWith('.jsonl')))
    for (const c of readDataset(path.join(trainDir, f))) if (c.text) trained.add(key(c.text));

const sets: Array<[string, string]> = setsDir ? fs.readdirSync(setsDir).filter((f) => f.endsWith('.jsonl')).sort().map((f) => [path.basename(f, '.jsonl'), path.join(setsDir, f)]) : [];
sets.push(['regression (eval/datasets)', path.join(root, 'eval/datasets/prompt_injection.jsonl')]);

const pct = (r: Rate): string => (r.n ? (r.hits / r.n).toFixed(3) : '  –  ');
console.log(`detector_version ${snapshot.version}`);
console.log(`| set | attacks | caught | benign | flagged | left out (in training data) |\n|---|---|---|---|---|---|`);
for (const [name, file] of sets) {
  const all = readDataset(file).map((c, i): GuardCase => ({ ...c, id: c.id ?? `${name}#${i}` }));
  const cases = all.filter((c) => !trained.has(key(c.text ?? '')));
  const report = await evaluateCheck(snapshot, 'prompt_injection', cases);
  console.log(`| ${name} | ${report.attacks.n} | ${pct(report.attacks)} | ${report.benign.n} | ${pct(report.benign)} | ${all.length - cases.length} |`);
  if (verbose) {
    for (const [cat, r] of [...report.byCategory].sort()) console.log(`|   ${cat} | ${r.n} | ${pct(r)} | | | |`);
  }
}

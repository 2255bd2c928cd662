// Compares a candidate prompt_injection model pack with the shipped one, through the whole check
// (rule packs + model, as eval/guard/evaluate.ts runs it):
//
//   node dist/scripts/prompt-injection/compare-packs.js --pack FILE [--base FILE] [--study LIST]
//     [--sets DIR] [--levels key=value,…] [--strings]
//
// --pack: the candidate (written by train-prompt-injection with --out FILE); --base: the pack to
// compare with (default rules/prompt-injection-model.json). --study LIST: guard study sets to
// report (the candidate's held-out sets, e.g. guard-dev29,guard-dev30); each must be a study set
// (guard-corpora.ts). The regression set and guard-holdout are always reported — the holdout as
// two totals only, no row of it is printed or kept. --sets DIR: labelled public evaluation sets
// (prepare-eval-sets.ts). --levels: override settings.scoring.model of the candidate (e.g.
// review=0.99) to try other levels with the same weights. --strings: the verdict of every string
// literal of the prompt_injection tests (test/plugins/prompt-injection) and every text of the
// plugin's case table (plugins/prompt_injection/cases.json) under both packs, and the strings whose
// verdict changes: a quick view of what `npm test` will report. The case table's expected verdict
// is shown; a test literal's is not (a changed string may be an expected change, or not a case).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { createLogger } from '../../src/observability/logger.js';
import { Registry, type Snapshot } from '../../src/registry/registry.js';
import { useRegexCache } from '../../src/registry/regex-safety.js';
import { runCheck } from '../../src/evaluate/run-check.js';
import { expandExample } from '../../src/engine/examples/expand.js';
import { evaluateCheck, readDataset, type GuardCase, type Rate } from '../../eval/guard/evaluate.js';
import { selectGuardCorpora } from './guard-corpora.js';
import { scriptArgs } from '../support/args.js';

const args = scriptArgs();
const arg = (name: string): string | undefined => args.value(`--${name}`);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const rulesDir = path.join(root, 'rules');
const candidate = arg('pack');
if (!candidate) throw new Error('usage: compare-packs --pack FILE [--base FILE] [--study LIST] [--sets DIR] [--levels k=v,…] [--strings]');
const base = arg('base') ?? path.join(rulesDir, 'prompt-injection-model.json');
const study = (arg('study') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const corporaDir = path.join(root, 'eval/corpora');
// Only study sets may be listed (their rows may be read); naming another set is an error.
const guard = selectGuardCorpora(corporaDir, study.length ? study.join(',') : 'none', []);

/** A registry with the prompt_injection rule packs of this repository and the given model pack. */
async function snapshotWith(modelFile: string, levels?: string): Promise<Snapshot> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-compare-'));
  try {
    for (const f of fs.readdirSync(rulesDir))
      if (f.startsWith('prompt-injection-') && f !== 'prompt-injection-model.json') fs.copyFileSync(path.join(rulesDir, f), path.join(dir, f));
    const pack = JSON.parse(fs.readFileSync(modelFile, 'utf8')) as { id?: string; settings?: { scoring?: { model?: Record<string, unknown> } } };
    // A candidate written with --out X.json carries id X; here it stands in for the shipped pack.
    pack.id = 'prompt-injection-model';
    if (!pack.settings?.scoring?.model) throw new Error(`${modelFile}: no settings.scoring.model (levels); a pack without them is scored at the plugin's built-in levels`);
    for (const kv of (levels ?? '').split(',').filter(Boolean)) {
      const [k, v] = kv.split('=');
      if (!k || v === undefined || !Number.isFinite(Number(v))) throw new Error(`--levels: ${kv}`);
      pack.settings.scoring.model[k] = Number(v);
    }
    fs.writeFileSync(path.join(dir, 'prompt-injection-model.json'), JSON.stringify(pack));
    const registry = new Registry({ rulesDir: dir, pluginsDir: path.join(root, 'plugins'), trustedDomains: [], logger: createLogger('silent') });
    return await registry.reload();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

useRegexCache();
const packs: Array<[string, Snapshot]> = [
  [`base ${path.basename(base)}`, await snapshotWith(base)],
  [`candidate ${path.basename(candidate)}${arg('levels') ? ` (${arg('levels')})` : ''}`, await snapshotWith(candidate, arg('levels'))],
];

const sets: Array<[string, string]> = [
  ...guard.train.map((g): [string, string] => [g.name, g.file]),
  ['regression (eval/datasets)', path.join(root, 'eval/datasets/prompt_injection.jsonl')],
  ['guard-holdout (totals only)', path.join(corporaDir, 'guard-holdout/prompt_injection.jsonl')],
];
const setsDir = arg('sets');
if (setsDir) for (const f of fs.readdirSync(setsDir).filter((x) => x.endsWith('.jsonl')).sort()) sets.push([`public ${path.basename(f, '.jsonl')}`, path.join(setsDir, f)]);

const cell = (r: Rate): string => (r.n ? `${r.hits}/${r.n}` : '–');
console.log(`| set | ${packs.map(([n]) => `${n}: attacks caught | benign flagged`).join(' | ')} |`);
console.log(`|---|${packs.map(() => '---|---').join('|')}|`);
const totals = packs.map(() => ({ attacks: { n: 0, hits: 0 }, benign: { n: 0, hits: 0 } }));
for (const [name, file] of sets) {
  const cases = readDataset(file).map((c, i): GuardCase => ({ ...c, id: c.id ?? `${name}#${i}` }));
  const cells: string[] = [];
  for (const [k, [, snap]] of packs.entries()) {
    const r = await evaluateCheck(snap, 'prompt_injection', cases);
    cells.push(`${cell(r.attacks)} | ${cell(r.benign)}`);
    if (guard.train.some((g) => g.name === name)) {
      totals[k]!.attacks.n += r.attacks.n;
      totals[k]!.attacks.hits += r.attacks.hits;
      totals[k]!.benign.n += r.benign.n;
      totals[k]!.benign.hits += r.benign.hits;
    }
  }
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
if (guard.train.length) console.log(`| study sets listed, together | ${totals.map((t) => `${cell(t.attacks)} | ${cell(t.benign)}`).join(' | ')} |`);

if (args.has('--strings')) {
  const strings = new Set<string>();
  const walk = (d: string): string[] => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : e.name.endsWith('.test.ts') ? [path.join(d, e.name)] : []));
  for (const f of walk(path.join(root, 'test/plugins/prompt-injection'))) {
    const sf = ts.createSourceFile(f, fs.readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node): void => {
      if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && n.text.length >= 12 && /\s/.test(n.text)) strings.add(n.text);
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  // The plugin's case table states each case's verdict exactly: its texts are compared too, and a
  // change names the verdict the table expects.
  const expected = new Map<string, string>();
  const table = JSON.parse(fs.readFileSync(path.join(root, 'plugins/prompt_injection/cases.json'), 'utf8')) as { cases: Array<{ name: string; text?: string; verdict: string }> };
  for (const c of table.cases) {
    if (c.text === undefined) continue;
    // Expanded as test/plugins/cases.test.ts expands it.
    const text = expandExample(c.text, `prompt_injection#${c.name}`).text;
    strings.add(text);
    expected.set(text, c.verdict);
  }
  const verdicts = async (snap: Snapshot): Promise<Map<string, string>> => {
    const check = snap.checks.get('prompt_injection')!;
    const out = new Map<string, string>();
    for (const s of strings) {
      const run = await runCheck(check, { kind: 'text', text: s }, { requestId: 'compare-packs', timeoutMs: 10_000 });
      const o = run.outcome;
      out.set(s, o.status === 'ok' ? `${o.verdict} [${o.findings.map((f) => `${f.ruleId} ${f.confidence.toFixed(2)}`).join(', ')}]` : 'error');
    }
    return out;
  };
  const [a, b] = [await verdicts(packs[0]![1]), await verdicts(packs[1]![1])];
  const changes = new Map<string, number>();
  for (const s of strings) {
    const [va, vb] = [a.get(s)!.split(' ')[0], b.get(s)!.split(' ')[0]];
    if (va === vb) continue;
    changes.set(`${va} → ${vb}`, (changes.get(`${va} → ${vb}`) ?? 0) + 1);
    const table = expected.has(s) ? ` (case table expects ${expected.get(s)})` : '';
    console.log(`\n${va} → ${vb}${table}: ${JSON.stringify(s).slice(0, 300)}\n  base:      ${a.get(s)}\n  candidate: ${b.get(s)}`);
  }
  console.log(`\n${strings.size} test strings; verdict changes: ${[...changes].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
}

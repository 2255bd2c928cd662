// Differential check of the guard checks themselves: runs every check of a reference build
// (another checkout with its dist/ built, e.g. the commit before a change) and of this build, each
// over its own rules and plugins, on the same inputs, and compares their whole outcomes in
// explain mode (verdict, score, every finding with its span, confidence and reason, the
// explanation). engine-diff compares the engine's scans; this covers what the plugins make of
// them, so a change to a plugin's hot path can show that no finding or verdict moved.
// Exits 1 on any difference. Prints input numbers, rule ids and offsets only, never input text.
//
//   node dist/scripts/check-diff.js --ref DIR [--check ID[,ID…]] [--quick] [--show N]
//
// Inputs: every record of the guard study sets (eval/corpora/guard-dev*, except those the corpora
// README lists as not studied yet; the holdout is never read; --quick: every fourth), 1 KiB pieces of a mixed text and 64 KiB pieces of another (logs, config, code, prose,
// CSV, chat); the text checks read all of them, agent_action the study sets' actions and the
// pieces as the content of a file write.

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mixedBlob } from './support/mixed-blob.js';
import { scriptArgs } from './support/args.js';
import { loadBuildChecks, type BuildChecks } from './support/build-checks.js';
import { notStudiedSetsAt } from './support/corpus-roles.js';

type CheckInput = import('../src/registry/plugin-api.js').CheckInput;
type CheckOutcome = import('../src/registry/plugin-api.js').CheckOutcome;

const args = scriptArgs();
const quick = args.has('--quick');
const show = args.number('--show', 10);

/** Sets eval/corpora/README.md lists as not studied yet: new unseen sets are not read, not even as diff inputs. */
const notStudied = notStudiedSetsAt(process.cwd());

/** The guard study sets' records for one check, as check inputs (the text checks read both text sets). */
function studyInputs(check: string): CheckInput[] {
  const root = path.resolve('eval/corpora');
  const names = check === 'agent_action' ? ['agent_action.jsonl'] : ['prompt_injection.jsonl', 'output_safety.jsonl'];
  const files = fs
    .readdirSync(root)
    .filter((dir) => /^guard-dev/.test(dir) && !notStudied.has(dir))
    .sort()
    .flatMap((dir) => names.map((name) => path.join(root, dir, name)))
    .filter((file) => fs.existsSync(file));
  const inputs: CheckInput[] = [];
  for (const file of files)
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const record = JSON.parse(line) as { text?: unknown; agent_action?: unknown };
      if (check === 'agent_action' && record.agent_action) inputs.push({ kind: 'agent_action', action: record.agent_action as never });
      else if (check !== 'agent_action' && typeof record.text === 'string') inputs.push({ kind: 'text', text: record.text });
    }
  // --quick: every fourth record.
  return quick ? inputs.filter((_, i) => i % 4 === 0) : inputs;
}

function pieceInputs(check: string): CheckInput[] {
  const pieces: string[] = [];
  const small = mixedBlob((quick ? 60 : 300) << 10, 23);
  for (let i = 0; i + 1024 <= small.length; i += 1024) pieces.push(small.slice(i, i + 1024));
  const large = mixedBlob((quick ? 4 : 16) << 16, 7);
  for (let i = 0; i < large.length; i += 1 << 16) pieces.push(large.slice(i, i + (1 << 16)));
  return pieces.map((text) => (check === 'agent_action' ? { kind: 'agent_action', action: { tool: 'write_file', arguments: { path: 'notes/report.txt', content: text } } } : { kind: 'text', text }));
}

/** The outcome's findings, one line each (rule, span, confidence, severity), for the report of a difference. */
function findingLines(outcome: CheckOutcome): string[] {
  if (outcome.status !== 'ok') return [];
  return outcome.findings.map((f) => `${f.ruleId} ${String(f.start)}-${String(f.end)} ${String(f.confidence)} ${String(f.severity)}`);
}

async function outcome(build: BuildChecks, id: string, input: CheckInput): Promise<CheckOutcome> {
  const check = build.snapshot.checks.get(id);
  if (!check) throw new Error(`${id} is not loaded`);
  return (await build.runCheck(check, input, { requestId: 'check-diff', timeoutMs: 600_000, explain: true })).outcome;
}

async function main(): Promise<void> {
  const refDir = args.value('--ref');
  if (!refDir) throw new Error('usage: check-diff --ref DIR [--check ID[,ID…]] [--quick] [--show N]');
  const ref = await loadBuildChecks(path.resolve(refDir));
  const cur = await loadBuildChecks(process.cwd());
  const checks = args.value('--check')?.split(',') ?? [...cur.snapshot.checks.keys()].sort();
  let differences = 0;
  let compared = 0;
  for (const id of checks) {
    for (const [corpus, inputs] of [
      ['guard study sets', studyInputs(id)],
      ['mixed text pieces', pieceInputs(id)],
    ] as const) {
      let diffs = 0;
      const t0 = performance.now();
      for (const [n, input] of inputs.entries()) {
        const a = await outcome(ref, id, input);
        const b = await outcome(cur, id, input);
        if (JSON.stringify(a) === JSON.stringify(b)) continue;
        diffs++;
        if (differences + diffs > show) continue;
        const before = new Set(findingLines(a));
        const after = new Set(findingLines(b));
        const verdict = (o: CheckOutcome): string => (o.status === 'ok' ? o.verdict : o.status);
        console.log(`  DIFF ${id} / ${corpus} #${n}: ${verdict(a)} → ${verdict(b)}`);
        for (const line of before) if (!after.has(line)) console.log(`    ref only: ${line}`);
        for (const line of after) if (!before.has(line)) console.log(`    new only: ${line}`);
      }
      compared += inputs.length;
      differences += diffs;
      console.log(`${id.padEnd(17)} ${corpus.padEnd(20)} ${String(inputs.length).padStart(6)} inputs  ${diffs ? `${diffs} DIFFER` : 'identical'}  (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    }
  }
  console.log(`\n${compared} runs compared, ${differences} with differences`);
  if (differences) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

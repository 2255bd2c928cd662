// `npm run memory-soak [-- --root DIR --checks a,b --passes N --every N --max-inputs N]`: the
// shipped checks in one process, with the service's V8 settings (dist/src/v8-flags.js first, as
// the entry point), over many different texts: every row of eval/datasets and of the guard study
// sets the corpora README lists as studied (never a set it marks as not studied yet, never a
// holdout, never a set it does not list), then mixed-text pieces of 1, 4, 16 and 64 KiB from
// other seeds. Each input goes through every check that reads its kind (texts: prompt_injection,
// output_safety, pii_secrets; agent actions: agent_action), as a guard request over all of them.
// Every --every inputs it prints, after a full collection when the process runs with
// --expose-gc (the npm script does): V8 heap used, code space and large code objects (where the
// regexes' machine code lives), old space, RSS and CPU seconds. A second pass (--passes 2) over the same inputs shows
// whether memory keeps growing once every input has been seen. --root DIR measures another build
// (its dist/ and rules, this checkout's texts). Prints figures only, never input text.

import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { mixedBlob } from './support/mixed-blob.js';
import { scriptArgs } from './support/args.js';
import { loadBuildChecks } from './support/build-checks.js';
import { naturalOrder, readGuardRoles } from './prompt-injection/guard-corpora.js';
import { datasetPath, readDataset } from '../eval/guard/evaluate.js';

type CheckInput = import('../src/registry/plugin-api.js').CheckInput;

const args = scriptArgs();
const root = path.resolve(args.value('--root') ?? process.cwd());
const passes = args.number('--passes', 1);
const every = args.number('--every', 1000);
const maxInputs = args.number('--max-inputs', Infinity);

/** The guard study sets of the corpora README's role table (the reader the model training uses). */
function studiedGuardSets(): string[] {
  const roles = readGuardRoles(fs.readFileSync(path.resolve('eval/corpora/README.md'), 'utf8'));
  return roles.filter((r) => r.study).map((r) => r.name).sort(naturalOrder).map((name) => path.join('eval/corpora', name));
}

/** Every row of a set's three guard datasets, as check inputs. */
function rows(dir: string): CheckInput[] {
  const inputs: CheckInput[] = [];
  for (const check of ['prompt_injection', 'output_safety', 'agent_action']) {
    const file = path.resolve(datasetPath(dir, check));
    if (!fs.existsSync(file)) continue;
    for (const row of readDataset(file)) {
      if (row.agent_action) inputs.push({ kind: 'agent_action', action: row.agent_action });
      else if (typeof row.text === 'string') inputs.push({ kind: 'text', text: row.text });
    }
  }
  return inputs;
}

function pieces(): CheckInput[] {
  const out: CheckInput[] = [];
  for (const [size, count] of [
    [1, 200],
    [4, 50],
    [16, 12],
    [64, 3],
  ] as const) {
    const blob = mixedBlob(size * 1024 * count, 100 + size);
    for (let i = 0; i + size * 1024 <= blob.length; i += size * 1024) out.push({ kind: 'text', text: blob.slice(i, i + size * 1024) });
  }
  return out;
}

const mib = (bytes: number): string => (bytes / 1048576).toFixed(1).padStart(7);
const gc = (globalThis as { gc?: () => void }).gc;

function report(label: string): { heap: number; code: number; rss: number } {
  gc?.();
  const spaces = new Map(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]));
  const code = (spaces.get('code_space') ?? 0) + (spaces.get('code_large_object_space') ?? 0);
  const { heapUsed, rss } = process.memoryUsage();
  const cpu = process.cpuUsage();
  console.log(
    `${label.padStart(14)}  heap ${mib(heapUsed)}  code ${mib(spaces.get('code_space') ?? 0)} + large ${mib(spaces.get('code_large_object_space') ?? 0)}  old ${mib(spaces.get('old_space') ?? 0)}  rss ${mib(rss)} MiB  cpu ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`,
  );
  return { heap: heapUsed, code, rss };
}

async function main(): Promise<void> {
  const build = await loadBuildChecks(root);
  const checks = args.value('--checks')?.split(',') ?? [...build.snapshot.checks.keys()].sort();
  const sets = ['eval/datasets', ...studiedGuardSets()];
  const inputs = [...sets.flatMap(rows), ...pieces()].slice(0, maxInputs);
  const texts = inputs.filter((i) => i.kind === 'text').length;
  console.log(`memory-soak: ${root === process.cwd() ? 'this build' : root}, checks ${checks.join(', ')}`);
  console.log(`  ${inputs.length} inputs (${texts} texts, ${inputs.length - texts} agent actions) from ${sets.length} sets and mixed-text pieces, ${passes} pass(es)${gc ? '' : '; no --expose-gc: figures without a full collection'}`);
  report('loaded');
  const peak = { heap: 0, code: 0, rss: 0 };
  let done = 0;
  for (let pass = 1; pass <= passes; pass++)
    for (const input of inputs) {
      for (const id of checks) {
        const check = build.snapshot.checks.get(id);
        if (!check) throw new Error(`${id} is not loaded`);
        if (check.meta.input !== input.kind) continue;
        await build.runCheck(check, input, { requestId: 'memory-soak', timeoutMs: 600_000 });
      }
      done++;
      if (done % every === 0) {
        const m = report(`pass ${pass}, ${done}`);
        for (const k of ['heap', 'code', 'rss'] as const) peak[k] = Math.max(peak[k], m[k]);
      }
    }
  const end = report('end');
  for (const k of ['heap', 'code', 'rss'] as const) peak[k] = Math.max(peak[k], end[k]);
  console.log(`  highest reading: heap ${mib(peak.heap).trim()} MiB, code (both spaces) ${mib(peak.code).trim()} MiB, RSS ${mib(peak.rss).trim()} MiB`);
}

await main();

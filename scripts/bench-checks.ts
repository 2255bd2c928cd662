// `node dist/scripts/bench-checks.js --baseline DIR`: the guard checks' own cost, in this
// process, for this build and (measured in the same run, taking turns input by input) another build:
//   - per check: p50/p99 µs per 1 KiB input (slices of the mixed blob; agent_action also with a
//     1 KiB shell script) and MB/s over the mixed blob, from this process's CPU time;
//   - output_safety's µs per KiB at 1, 4, 16 and 64 Ki of prose (whether cost grows with size);
//   - a guard request running the three text checks together, per 1 KiB (shared text views);
//   - per check, the share of its time spent in the engine's scans (RuleMatcher.scan, wall time
//     in a separate pass, so the figures above are not slowed by the timer) and how many scans one
//     input costs: what the plugin's own code could still gain, and what only the engine can.
// Every figure is the median over --runs runs (default 3). Flags: --mib N (blob size, default
// 10), --prompts N (1 KiB inputs per run, default 500).

import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mixedBlob } from './support/mixed-blob.js';
import { scriptArgs } from './support/args.js';
import { loadBuildChecks } from './support/build-checks.js';

type AggregateModule = typeof import('../src/evaluate/aggregate.js');
type ExecutorModule = typeof import('../src/evaluate/executor.js');
type MatcherModule = typeof import('../src/engine/matcher.js');
type ScanOptions = import('../src/engine/matcher.js').ScanOptions;
type RuleMatcher = import('../src/engine/matcher.js').RuleMatcher;
type CheckInput = import('../src/registry/plugin-api.js').CheckInput;

const args = scriptArgs();
const runs = args.number('--runs', 3);
const mib = args.number('--mib', 10);
const promptCount = args.number('--prompts', 500);
const baseline = args.value('--baseline');

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;
const pct = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const cpuMs = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

const TEXT_CHECKS = ['prompt_injection', 'output_safety', 'agent_action'] as const;
const SHELL = 'git status && npm run build -- --watch; ls -la src | grep test > /tmp/out.txt; docker compose up -d web\n'.repeat(12).slice(0, 1024);
const PROSE = 'Please summarise the attached meeting notes for the team. We agreed to move the launch to March, the design review happens on Tuesdays, and the budget stays flat. Ask me if anything is unclear.\n'.repeat(400);

interface Build {
  name: string;
  /** One run of a check on an input; resolves to CPU milliseconds. */
  check(id: string, input: CheckInput): Promise<number>;
  /** One guard request with the three text checks; resolves to CPU milliseconds. */
  guard(text: string): Promise<number>;
  /** Runs a check on each input; the share of the wall time spent in engine scans, and the scans per input. */
  engineShare(id: string, inputs: readonly CheckInput[]): Promise<{ share: number; scans: number }>;
}

async function loadBuild(root: string, name: string): Promise<Build> {
  const { load, snapshot, runCheck } = await loadBuildChecks(root);
  const { evaluateGuard } = await load<AggregateModule>('evaluate/aggregate.js');
  const { InlineExecutor } = await load<ExecutorModule>('evaluate/executor.js');
  const executor = new InlineExecutor();
  const engine = timeEngineScans((await load<MatcherModule>('engine/matcher.js')).RuleMatcher);
  return {
    name,
    async check(id, input) {
      const check = snapshot.checks.get(id);
      if (!check) throw new Error(`${name}: ${id} is not loaded`);
      const t = cpuMs();
      const run = await runCheck(check, input, { requestId: 'bench', timeoutMs: 600_000 });
      if (run.outcome.status === 'error') throw new Error(`${name} ${id}: ${run.outcome.reason}`);
      return cpuMs() - t;
    },
    async guard(text) {
      const t = cpuMs();
      await evaluateGuard(snapshot, { checks: ['prompt_injection', 'output_safety', 'pii_secrets'], text, redact: false }, executor, { requestId: 'bench', timeoutMs: 600_000 });
      return cpuMs() - t;
    },
    async engineShare(id, inputs) {
      const check = snapshot.checks.get(id)!;
      engine.start();
      const t = performance.now();
      for (const input of inputs) await runCheck(check, input, { requestId: 'bench', timeoutMs: 600_000 });
      const total = performance.now() - t;
      const { ms, scans } = engine.stop();
      return { share: ms / total, scans: scans / inputs.length };
    },
  };
}

/**
 * Wraps a build's RuleMatcher.scan with a timer that runs only between start() and stop(); a
 * scan inside a scan (none today) counts once.
 */
function timeEngineScans(matcherClass: MatcherModule['RuleMatcher']): { start(): void; stop(): { ms: number; scans: number } } {
  const state = { on: false, depth: 0, ms: 0, scans: 0 };
  const scan = matcherClass.prototype.scan;
  matcherClass.prototype.scan = function (this: RuleMatcher, text: string, options?: ScanOptions) {
    if (!state.on || state.depth > 0) return scan.call(this, text, options);
    state.depth++;
    state.scans++;
    const t = performance.now();
    try {
      return scan.call(this, text, options);
    } finally {
      state.ms += performance.now() - t;
      state.depth--;
    }
  };
  return {
    start: () => Object.assign(state, { on: true, ms: 0, scans: 0 }),
    stop: () => {
      state.on = false;
      return { ms: state.ms, scans: state.scans };
    },
  };
}

const textInput = (id: string, text: string): CheckInput =>
  id === 'agent_action' ? { kind: 'agent_action', action: { tool: 'write_file', arguments: { path: 'notes/report.txt', content: text } } } : { kind: 'text', text };

/** Figure name → one value per run, per build. */
type Rows = Array<Record<string, number[]>>;

/**
 * p50 and p99 µs of `one` per 1 KiB input, for every build, the builds taking turns on each
 * input (in alternating order) so that a busy machine's noise falls on all of them alike.
 */
async function latency(builds: readonly Build[], one: (b: Build, text: string) => Promise<number>, prompts: readonly string[]): Promise<Array<[number, number]>> {
  for (const p of prompts.slice(0, 50)) for (const b of builds) await one(b, p);
  const times = builds.map((): number[] => []);
  for (const [k, p] of prompts.entries()) {
    const order = k % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
    for (const i of order) times[i]!.push((await one(builds[i]!, p)) * 1000);
  }
  return times.map((t) => {
    t.sort((a, b) => a - b);
    return [pct(t, 0.5), pct(t, 0.99)];
  });
}

async function measure(builds: readonly Build[], blob: string, prompts: readonly string[], rows: Rows): Promise<void> {
  const add = (key: string, values: readonly number[]): void => values.forEach((v, i) => (rows[i]![key] ??= []).push(v));
  const addLatency = (name: string, pairs: ReadonlyArray<[number, number]>): void => {
    add(`${name} p50 µs/1KiB`, pairs.map((p) => p[0]));
    add(`${name} p99 µs/1KiB`, pairs.map((p) => p[1]));
  };
  for (const id of TEXT_CHECKS) {
    addLatency(id, await latency(builds, (b, t) => b.check(id, textInput(id, t)), prompts));
    const mbps: number[] = [];
    for (const b of builds) {
      await b.check(id, textInput(id, blob.slice(0, 64 << 10)));
      mbps.push(blob.length / 1e6 / ((await b.check(id, textInput(id, blob))) / 1000));
    }
    add(`${id} MB/s`, mbps);
  }
  addLatency('agent_action shell', await latency(builds, (b) => b.check('agent_action', { kind: 'agent_action', action: { tool: 'bash', arguments: { command: SHELL } } }), prompts));
  for (const k of [1, 4, 16, 64]) {
    const text = PROSE.slice(0, k << 10);
    const times = builds.map((): number[] => []);
    for (let i = 0; i < 3 + Math.ceil(64 / k); i++) for (const [j, b] of builds.entries()) times[j]!.push(await b.check('output_safety', { kind: 'text', text }));
    add(`output_safety prose ${k} Ki µs/KiB`, times.map((t) => (median(t.slice(3)) * 1000) / k));
  }
  addLatency('guard 3 text checks', await latency(builds, (b, t) => b.guard(t), prompts));
  const shareInputs: Array<[string, string, CheckInput[]]> = [
    ...TEXT_CHECKS.map((id): [string, string, CheckInput[]] => [id, id, prompts.slice(0, 200).map((p) => textInput(id, p))]),
    ['agent_action shell', 'agent_action', prompts.slice(0, 200).map(() => ({ kind: 'agent_action', action: { tool: 'bash', arguments: { command: SHELL } } }))],
  ];
  for (const [name, id, inputs] of shareInputs) {
    const shares = [];
    for (const b of builds) shares.push(await b.engineShare(id, inputs));
    add(`${name} engine share %`, shares.map((s) => s.share * 100));
    add(`${name} engine scans/input`, shares.map((s) => s.scans));
  }
}

async function main(): Promise<void> {
  const builds = [...(baseline ? [await loadBuild(path.resolve(baseline), 'baseline')] : []), await loadBuild(process.cwd(), 'this build')];
  const blob = mixedBlob(Math.round(mib * (1 << 20)));
  const source = mixedBlob(promptCount * 1024, 23);
  const prompts: string[] = [];
  for (let i = 0; i + 1024 <= source.length; i += 1024) prompts.push(source.slice(i, i + 1024));
  console.log(`node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  console.log(`${mib} MiB mixed blob, ${prompts.length} prompts of 1 KiB, median of ${runs} runs (builds interleaved), CPU time\n`);
  const rows: Rows = builds.map(() => ({}));
  for (let r = 0; r < runs; r++) await measure(builds, blob, prompts, rows);
  const keys = Object.keys(rows[0]!);
  const head = ['figure'.padEnd(36), ...builds.map((b) => b.name.padStart(12)), ...(builds.length > 1 ? ['ratio'.padStart(8)] : [])];
  console.log(head.join(' '));
  for (const key of keys) {
    const values = rows.map((row) => median(row[key]!));
    const cells = values.map((v) => v.toFixed(v < 10 ? 2 : 0).padStart(12));
    // Ratio > 1 means this build is better (faster, or more MB/s); shares and counts have none.
    const comparable = values.length > 1 && !key.endsWith('%') && !key.endsWith('/input');
    const ratio = comparable ? (key.endsWith('MB/s') ? values[1]! / values[0]! : values[0]! / values[1]!) : undefined;
    console.log([key.padEnd(36), ...cells, ...(ratio !== undefined ? [`×${ratio.toFixed(2)}`.padStart(8)] : [])].join(' '));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

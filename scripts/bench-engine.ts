// Engine throughput: the pii_secrets check's scan (every shipped pii_secrets rule, decoding on,
// every occurrence reported — what the plugin runs) over a 10 MiB mixed blob, and latency per
// 1 KiB prompt. With `--baseline DIR` the same figures are measured in the same run for another
// build (DIR/dist/src/engine/matcher.js with DIR's own rule packs, loaded by DIR's own loader: a
// build's rules may name validators another engine lacks), so the speed-up is a ratio, not a memory.
// Each run measures each build in a fresh process of its own, the builds taking turns: with two
// engines loaded in one process the second one measured ran about 13% slower than alone. Each such
// process applies the measured build's own V8 settings (its dist/src/v8-flags.js) before loading
// anything else, as the service's entry point does (support/engine-measure.ts): the figures are the
// speed of the scan as the service runs it.
// `--baseline-rules this` gives the baseline engine this build's packs instead (the engine alone).
// Flags: --runs N (default 5), --mib N (default 10), --baseline DIR, --baseline-rules own|this,
// --prompts N (default 2000).

import path from 'node:path';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { listPackFiles, loadPackFile } from '../src/registry/load-packs.js';
import { RuleMatcher } from '../src/engine/matcher.js';
import { findEncodedPayloads } from '../src/text/decode.js';
import { useRegexCache } from '../src/registry/regex-safety.js';
import type { LoadedPack } from '../src/registry/plugin-api.js';
import { mixedBlob } from './support/mixed-blob.js';
import { scriptArgs } from './support/args.js';

/** What the benchmark needs of an engine build. */
export interface Scanner {
  scan(text: string): unknown[];
}

export interface Throughput {
  /** MiB (2^20 UTF-16 code units of mostly ASCII text) per second, median of the runs. */
  mibPerSecond: number;
  medianMs: number;
  /** The same per second of this process's CPU time: steadier than the clock on a shared machine. */
  cpuMibPerSecond: number;
  findings: number;
  /** Per 1 KiB prompt, microseconds. */
  p50Us: number;
  p99Us: number;
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const percentile = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))]!;
};

/** Median throughput over `blob` and per-prompt latency over `prompts`, for one scanner. */
export function engineThroughput(scanner: Scanner, blob: string, prompts: readonly string[], runs = 5): Throughput {
  let findings = scanner.scan(blob).length; // warm-up
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    findings = scanner.scan(blob).length;
    const c = process.cpuUsage(c0);
    samples.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
  }
  for (const p of prompts.slice(0, 200)) scanner.scan(p); // warm-up
  const latencies: number[] = [];
  for (const p of prompts) {
    const t0 = performance.now();
    scanner.scan(p);
    latencies.push((performance.now() - t0) * 1000);
  }
  const ms = median(samples);
  const mib = blob.length / (1 << 20);
  return { mibPerSecond: mib / (ms / 1000), medianMs: ms, cpuMibPerSecond: mib / (median(cpu) / 1000), findings, p50Us: percentile(latencies, 50), p99Us: percentile(latencies, 99) };
}

export async function piiSecretsPacks(rulesDir = path.resolve('rules')): Promise<LoadedPack[]> {
  const packs: LoadedPack[] = [];
  for (const file of await listPackFiles(rulesDir)) {
    const r = await loadPackFile(file);
    if (r.pack && r.pack.pack.check === 'pii_secrets') packs.push(r.pack);
  }
  return packs;
}

/** The pii_secrets plugin's scan with this build's engine. */
export function currentScanner(packs: readonly LoadedPack[]): Scanner {
  const m = new RuleMatcher(packs, { decoder: (t) => findEncodedPayloads(t) });
  return { scan: (text) => m.scan(text, { everyOccurrence: true }) };
}

/** The same scan with another build of the engine (its dist/ folder); without `packs`, with that build's own packs. */
export async function scannerFrom(root: string, packs?: readonly LoadedPack[]): Promise<Scanner> {
  const url = (p: string): string => pathToFileURL(path.join(root, p)).href;
  const { RuleMatcher: Other } = (await import(url('dist/src/engine/matcher.js'))) as { RuleMatcher: typeof RuleMatcher };
  const { findEncodedPayloads: decode } = (await import(url('dist/src/text/decode.js'))) as { findEncodedPayloads: typeof findEncodedPayloads };
  const m = new Other(packs ?? (await ownPacks(root)), { decoder: (t) => decode(t) });
  return { scan: (text) => m.scan(text, { everyOccurrence: true }) };
}

/** Another build's pii_secrets packs, read by that build's own loader and regex cache. */
async function ownPacks(root: string): Promise<LoadedPack[]> {
  const url = (p: string): string => pathToFileURL(path.join(root, p)).href;
  const loader = (await import(url('dist/src/registry/load-packs.js'))) as { listPackFiles: typeof listPackFiles; loadPackFile: typeof loadPackFile };
  const cache = (await import(url('dist/src/registry/regex-safety.js'))) as { useRegexCache: typeof useRegexCache };
  cache.useRegexCache(path.join(root, '.cache/regex-safety.json'));
  const packs: LoadedPack[] = [];
  for (const file of await loader.listPackFiles(path.join(root, 'rules'))) {
    const r = await loader.loadPackFile(file);
    if (r.pack && r.pack.pack.check === 'pii_secrets') packs.push(r.pack);
  }
  return packs;
}

/** Medians over the runs of one build (each run measured by its own process). */
function medianOf(runs: readonly Throughput[]): Throughput {
  const of = (pick: (t: Throughput) => number): number => median(runs.map(pick));
  return { mibPerSecond: of((t) => t.mibPerSecond), medianMs: of((t) => t.medianMs), cpuMibPerSecond: of((t) => t.cpuMibPerSecond), findings: runs[0]!.findings, p50Us: of((t) => t.p50Us), p99Us: of((t) => t.p99Us) };
}

/** One measurement of one build (`--measure this|DIR`) in a process that loads no other engine. */
function measureInChild(target: string, forward: readonly string[]): Throughput {
  const entry = fileURLToPath(new URL('./support/engine-measure.js', import.meta.url));
  const child = spawnSync(process.execPath, [...process.execArgv, entry, '--measure', target, ...forward], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (child.status !== 0) throw new Error(`measuring ${target} failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as Throughput;
}

/** Prompts of 1 KiB cut from a mixed text of their own. */
function promptsOf(count: number): string[] {
  const prompts: string[] = [];
  const source = mixedBlob(count * 1024, 23);
  for (let i = 0; i + 1024 <= source.length; i += 1024) prompts.push(source.slice(i, i + 1024));
  return prompts;
}

/** One measurement of one build (`this` or a build's folder), in the process support/engine-measure.js started for it. */
export async function measureOnce(target: string, argv: readonly string[]): Promise<Throughput> {
  const args = scriptArgs(argv);
  const baselinePacks = args.value('--baseline-rules') === 'this';
  useRegexCache(path.resolve('.cache/regex-safety.json'));
  // A process measuring another build with its own packs loads none of this build's.
  const packs = target !== 'this' && !baselinePacks ? [] : await piiSecretsPacks();
  const scanner = target === 'this' ? currentScanner(packs) : await scannerFrom(path.resolve(target), baselinePacks ? packs : undefined);
  const blob = mixedBlob(Math.round(args.number('--mib', 10) * (1 << 20)));
  return engineThroughput(scanner, blob, promptsOf(args.number('--prompts', 2000)), 1);
}

async function main(): Promise<void> {
  const args = scriptArgs();
  const runs = Math.max(1, args.number('--runs', 5));
  const mib = args.number('--mib', 10);
  const baseline = args.value('--baseline');
  const baselinePacks = args.value('--baseline-rules') === 'this';
  useRegexCache(path.resolve('.cache/regex-safety.json'));
  const packs = await piiSecretsPacks();
  const blob = mixedBlob(Math.round(mib * (1 << 20)));
  const promptCount = args.number('--prompts', 2000);
  const prompts = promptsOf(promptCount);
  const rules = packs.reduce((n, p) => n + p.pack.rules.length, 0);
  console.log(`node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; ${rules} pii_secrets rules`);
  console.log(`${(blob.length / (1 << 20)).toFixed(1)} MiB mixed blob, median of ${runs} runs, each build measured in its own process taking turns; ${prompts.length} prompts of 1 KiB\n`);
  const forward = ['--mib', String(mib), '--prompts', String(promptCount), ...(baselinePacks ? ['--baseline-rules', 'this'] : [])];
  const targets: Array<[string, string]> = [];
  if (baseline) targets.push([`baseline (${baseline}${baselinePacks ? ', this build\'s rules' : ', its own rules'})`, path.resolve(baseline)]);
  targets.push(['this build', 'this']);
  const measured = targets.map((): Throughput[] => []);
  for (let i = 0; i < runs; i++) targets.forEach(([, target], k) => measured[k]!.push(measureInChild(target, forward)));
  const rows = targets.map(([name], k): [string, Throughput] => [name, medianOf(measured[k]!)]);
  const base = rows[0]![1];
  for (const [name, t] of rows) {
    console.log(
      `${name.padEnd(28)} ${t.mibPerSecond.toFixed(2).padStart(7)} MiB/s  ${t.medianMs.toFixed(0).padStart(7)} ms  ×${(t.mibPerSecond / base.mibPerSecond).toFixed(2).padEnd(6)}` +
        `  CPU time: ${t.cpuMibPerSecond.toFixed(2).padStart(6)} MiB/s ×${(t.cpuMibPerSecond / base.cpuMibPerSecond).toFixed(2).padEnd(6)}` +
        `  1 KiB prompt p50 ${t.p50Us.toFixed(0).padStart(6)} µs  p99 ${t.p99Us.toFixed(0).padStart(6)} µs  findings ${t.findings}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

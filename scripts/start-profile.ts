// `node dist/scripts/start-profile.js`: where start-up time and memory go. Starts the built
// service (production defaults, one process) several times, each with a fresh data directory and
// then a restart on it, and prints medians of: wall time and CPU time to /readyz 200, peak RSS
// during start, RSS and V8 heap once idle; with --cpu-prof, where the CPU time of one restart
// went (self time per package or source file, and the heaviest call paths by inclusive time).
// Flags: --root DIR (another build, e.g. /work/ref), --runs N (default 5), --idle SECONDS (default
// 10; 0 skips the idle reading), --cpu-prof, --json FILE.

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './support/service.js';
import { scriptArgs } from './support/args.js';

const args = scriptArgs();
const root = path.resolve(args.value('--root') ?? process.cwd());
const runs = args.number('--runs', 5);
const idleSeconds = args.number('--idle', 10);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

interface Start {
  wallS: number;
  cpuS: number;
  peakMiB: number;
  idleRssMiB?: number;
  idleHeapMiB?: number;
}

function procStatus(pid: number): { rss: number; peak: number; threads: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const num = (field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: num('VmRSS') / 1024, peak: num('VmHWM') / 1024, threads: num('Threads') };
}

function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // user + system, in clock ticks of 1/100 s
}

/** An unlabelled gauge's value from the Prometheus text of /metrics. */
function gauge(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1] ?? NaN);
}

async function start(dataDir: string, options: { idle: boolean; nodeArgs?: string[] }): Promise<Start> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(root, 'dist/src/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SIGNUP_MODE: 'open', RATE_LIMIT_RPM: '0', HOST: '127.0.0.1', PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) break;
      if (child.exitCode !== null || performance.now() - began > 300_000) throw new Error('the service did not start');
      await sleep(10);
    }
    const result: Start = { wallS: (performance.now() - began) / 1000, cpuS: cpuSeconds(child.pid!), peakMiB: procStatus(child.pid!).peak };
    if (options.idle) {
      await sleep(idleSeconds * 1000);
      result.idleRssMiB = procStatus(child.pid!).rss;
      const metrics = await (await fetch(`${url}/metrics`)).text();
      result.idleHeapMiB = gauge(metrics, 'nodejs_heap_size_used_bytes') / 2 ** 20;
    }
    return result;
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

// ----------------------------------------------------------------------------- profile summary

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Self time per package or source file, and inclusive time of the heaviest frames of our code. */
function summarise(file: string): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const where = (url: string): string => {
    const clean = url.replace(/\?.*/, '');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean)?.[1];
    if (pkg) return pkg;
    if (clean.startsWith(`file://${root}/`)) return clean.slice(`file://${root}/`.length);
    return clean || '(vm: gc, idle, regexp, native)';
  };
  const bySource = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const src = where(nodes.get(id)!.callFrame.url);
    bySource.set(src, (bySource.get(src) ?? 0) + us);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = nodes.get(cur)!.callFrame;
      if (!f.url.startsWith(`file://${root}/`)) continue;
      const key = `${f.functionName || '(module)'} ${where(f.url)}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const top = (m: Map<string, number>, n: number): string =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `  ${(us / 1000).toFixed(0).padStart(6)} ms ${((100 * us) / total).toFixed(0).padStart(3)}%  ${k}`).join('\n');
  console.log(`\nCPU profile of one restart (${(total / 1000).toFixed(0)} ms sampled, profiler overhead included)\nself time by package / file:\n${top(bySource, 20)}\ninclusive time, this repository's code:\n${top(inclusive, 25)}`);
}

// ----------------------------------------------------------------------------- main

console.log(`start-profile: ${root}; node ${process.version}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}; load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
const fresh: Start[] = [];
const restart: Start[] = [];
for (let i = 0; i < runs; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-profile-'));
  try {
    fresh.push(await start(dir, { idle: false }));
    restart.push(await start(dir, { idle: idleSeconds > 0 && i < 3 }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  process.stderr.write(`  · run ${i + 1}/${runs}\n`);
}
const m = (xs: Start[], key: keyof Start): number => median(xs.map((x) => x[key]).filter((x): x is number => x !== undefined));
const f2 = (x: number): string => (Number.isFinite(x) ? x.toFixed(2) : '–');
const f0 = (x: number): string => (Number.isFinite(x) ? x.toFixed(0) : '–');
console.log(`\nmedians of ${runs} starts           fresh DATA_DIR   restart`);
console.log(`  wall time to /readyz (s)       ${f2(m(fresh, 'wallS')).padStart(8)}   ${f2(m(restart, 'wallS')).padStart(8)}`);
console.log(`  CPU time to /readyz (s)        ${f2(m(fresh, 'cpuS')).padStart(8)}   ${f2(m(restart, 'cpuS')).padStart(8)}`);
console.log(`  peak RSS during start (MiB)    ${f0(m(fresh, 'peakMiB')).padStart(8)}   ${f0(m(restart, 'peakMiB')).padStart(8)}`);
if (idleSeconds > 0) console.log(`  idle ${idleSeconds} s after ready: RSS ${f0(m(restart, 'idleRssMiB'))} MiB, V8 heap used ${f0(m(restart, 'idleHeapMiB'))} MiB`);
const results = { root, runs, loadavg: os.loadavg(), fresh, restart };

if (args.has('--cpu-prof')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-profile-'));
  const profDir = path.join(dir, 'prof');
  try {
    await start(dir, { idle: false });
    await start(dir, { idle: false, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`] });
    // One profile per thread: the main thread's is the one of process id order 0.
    const files = fs.readdirSync(profDir).sort();
    const main = files.find((f) => /\.0\.\d+\.cpuprofile$/.test(f)) ?? files[0];
    if (main) summarise(path.join(profDir, main));
    if (files.length > 1) console.log(`  (${files.length - 1} more thread profile(s): threads started before ready)`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const out = args.value('--json');
if (out) fs.writeFileSync(out, JSON.stringify(results, null, 2));

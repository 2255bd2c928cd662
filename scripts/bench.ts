// `npm run bench`: the service's speed and footprint, measured rather than hoped for. Every figure
// is the median of several runs, and every baseline is measured in the same run:
//   - engine: MB/s of each check over a mixed blob (logs, config, code, prose, CSV, a generated
//     fake secret every ~10 KiB) and p50/p99 µs per 1 KiB prompt, through the registry's checks
//     (what ships, not an engine internal);
//   - HTTP: req/s and p50/p99 of the detection endpoint, the guard with each check alone and with
//     all four, next to a bare Koa + koa-bodyparser + ajv JSON echo started here and loaded by the
//     same generator with the same connections; 10 KiB detection with redaction at 16 clients;
//     p99 of 1 KiB requests while 1 MiB requests are in flight, against the same without them;
//   - footprint: time to /readyz 200 (fresh data directory and restart), peak RSS during start,
//     RSS idle 10–30 s after ready and after the first request of each check.
// Load comes from autocannon (HTTP/1.1 keep-alive, pipelining 1, latency histograms).
// Flags: --quick (1 run, short loads, 1 MiB blob), --runs N, --root DIR (benchmark another
// build of the service, e.g. an older one: its dist/ must be built), --json FILE, --engine-only,
// --http-only, --footprint-only (start-up and memory figures alone).

import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './support/service.js';
import { scriptArgs } from './support/args.js';
import { mixedBlob } from './support/mixed-blob.js';
import { loadBuildChecks } from './support/build-checks.js';

type CheckInput = import('../src/registry/plugin-api.js').CheckInput;

const args = scriptArgs();
const quick = args.has('--quick');
const runs = args.number('--runs', quick ? 1 : 3);
const root = path.resolve(args.value('--root') ?? process.cwd());
const loadSeconds = quick ? 3 : 8;
const blobBytes = quick ? 1 << 20 : 10 << 20;
const here = path.dirname(fileURLToPath(import.meta.url));
const results: Record<string, unknown> = { root, runs, quick, node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, loadavg: os.loadavg() };

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;
const pct = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const fmt = (n: number, digits = 0): string => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
/** Progress on stderr, so stdout holds only the figures. */
const step = (what: string): boolean => process.stderr.write(`  · ${what}\n`);

// ---------------------------------------------------------------------------------- test data

const PROMPT = (() => {
  const base =
    'You are a helpful assistant for the support team. Summarise the customer thread below in three bullet points and draft a polite reply. ' +
    'Customer: Hi, my order 48213 arrived damaged and I would like a replacement. You can reach me at jane.roe@example.org or on +44 20 7946 0958. ' +
    'I paid with the card ending 4242 and the invoice number is INV-2026-0193. The parcel was left at the back door on Tuesday and the box was wet. ' +
    'Agent notes: replacement approved, shipping label sent, follow up in five working days if the courier does not collect the damaged item. ';
  return base.repeat(Math.ceil(1024 / base.length)).slice(0, 1024);
})();
const TOOL_CALL = { tool: 'bash', arguments: { command: 'git pull --rebase && npm ci && npm run build && ls -la dist | head -20' } };

// ---------------------------------------------------------------------------------- engine

async function engine(): Promise<void> {
  const { snapshot, runCheck } = await loadBuildChecks(root);
  const blob = mixedBlob(blobBytes);
  const prompts = Array.from({ length: 64 }, (_, i) => blob.slice(i * 1024 * 7, i * 1024 * 7 + 1024));
  const input = (check: string, text: string): CheckInput =>
    snapshot.checks.get(check)?.meta.input === 'agent_action' ? { kind: 'agent_action', action: { tool: 'write_file', arguments: { path: 'notes/report.txt', content: text } } } : { kind: 'text', text };
  const rows: Array<Record<string, unknown>> = [];
  console.log(`\nengine: ${(blobBytes / 1e6).toFixed(1)} MB mixed blob and 1 KiB prompts, through each check (median of ${runs} runs)`);
  console.log(`  ${'check'.padEnd(18)} ${'MB/s'.padStart(8)} ${'p50 µs/1KiB'.padStart(12)} ${'p99 µs/1KiB'.padStart(12)}`);
  for (const [id, check] of snapshot.checks) {
    const one = async (text: string): Promise<number> => {
      const t = performance.now();
      const run = await runCheck(check, input(id, text), { requestId: 'bench', timeoutMs: 600_000 });
      if (run.outcome.status === 'error') throw new Error(`${id}: ${run.outcome.reason}`);
      return performance.now() - t;
    };
    await one(blob.slice(0, 64 << 10));
    const mbps: number[] = [];
    for (let i = 0; i < runs; i++) mbps.push(blob.length / 1e6 / ((await one(blob)) / 1000));
    for (let i = 0; i < 200; i++) await one(prompts[i % prompts.length]!);
    const times: number[] = [];
    for (let i = 0; i < (quick ? 500 : 2000); i++) times.push((await one(prompts[i % prompts.length]!)) * 1000);
    times.sort((a, b) => a - b);
    const row = { check: id, mbps: median(mbps), p50_us: pct(times, 0.5), p99_us: pct(times, 0.99) };
    rows.push(row);
    console.log(`  ${id.padEnd(18)} ${fmt(row.mbps, 1).padStart(8)} ${fmt(row.p50_us).padStart(12)} ${fmt(row.p99_us).padStart(12)}`);
  }
  results['engine'] = rows;

  // The inline path's bound: the slowest run of each check on adversarial input of the largest
  // size that runs on the request thread (CHECK_INLINE_MAX_CHARS, 16 Ki by default).
  const size = 16384;
  const units = ['a', 'A1', '0', ' ', 'a ', '-', '._', 'a=', 'a@', '/', 'key: ', '"a":', '\\x', '%4', 'ignore ', 'http://', '1 ', 'A-', PROMPT];
  console.log(`\ninline bound: slowest of ${units.length} repetitive ${size}-character inputs per check (runs on the request thread up to this size)`);
  const worst: Record<string, number> = {};
  for (const [id, check] of snapshot.checks) {
    let max = 0;
    for (const unit of units) {
      const text = unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
      const t = performance.now();
      await runCheck(check, input(id, text), { requestId: 'bench', timeoutMs: 600_000 });
      max = Math.max(max, performance.now() - t);
    }
    worst[id] = max;
    console.log(`  ${id.padEnd(18)} ${fmt(max, 1).padStart(8)} ms`);
  }
  results['inline_worst_ms'] = worst;
}

// ---------------------------------------------------------------------------------- processes

interface Proc {
  child: ChildProcess;
  url: string;
  readyMs: number;
}

async function startProc(argv: string[], env: Record<string, string>, ready: (url: string) => Promise<boolean>): Promise<Proc> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, argv, { cwd: root, env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (await ready(url).catch(() => false)) return { child, url, readyMs: performance.now() - started };
    if (child.exitCode !== null || performance.now() - started > 300_000) throw new Error(`${argv.join(' ')} did not start`);
    await sleep(20);
  }
}

async function stopProc(p: Proc): Promise<void> {
  if (p.child.exitCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  await exited;
}

/** CPU seconds (user + system) a process has used so far (Linux): less noisy than wall time on a busy machine. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** VmRSS and VmHWM (peak) of a process, in MiB (Linux). */
function memory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const readyz = async (url: string): Promise<boolean> => (await fetch(`${url}/readyz`)).ok;

async function startService(dataDir: string): Promise<Proc> {
  return startProc([path.join(root, 'dist/src/main.js')], { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SIGNUP_MODE: 'open', RATE_LIMIT_RPM: '0' }, readyz);
}

// ---------------------------------------------------------------------------------- HTTP

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time (user + system, all threads) the serving process spent per answered request, in µs: steadier than req/s on a shared machine. */
  cpuUs: number;
}

async function load(url: string, route: string, body: unknown, key: string | undefined, connections: number, seconds = loadSeconds, pid?: number): Promise<Load> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers['authorization'] = `Bearer ${key}`;
  const cpuBefore = pid ? cpuSeconds(pid) : NaN;
  const r = await autocannon({ url: url + route, method: 'POST', headers, body: JSON.stringify(body), connections, duration: seconds });
  const cpuUs = pid ? ((cpuSeconds(pid) - cpuBefore) * 1e6) / r.requests.total : NaN;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts, cpuUs };
}

async function http(): Promise<void> {
  const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  // Start-up: a fresh data directory, then a restart on it (what a deployment does every day).
  step('starting the service with a fresh data directory');
  const first = await startService(fresh);
  const firstPeak = memory(first.child.pid!).peak;
  const firstCpu = cpuSeconds(first.child.pid!);
  await stopProc(first);
  step('restarting it');
  const svc = await startService(fresh);
  step('starting the echo baseline');
  const startPeak = memory(svc.child.pid!).peak;
  const startCpu = cpuSeconds(svc.child.pid!);
  const echo = await startProc([path.join(here, 'support/echo-server.js')], {}, async (url) => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"x"}' })).ok);
  try {
    const idleWait = quick ? 10_000 : 15_000;
    step(`idle for ${idleWait / 1000} s`);
    await sleep(idleWait);
    const idle = memory(svc.child.pid!).rss;
    const account = (await (await fetch(`${svc.url}/api/v1/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'bench', email: 'bench@example.org' }) })).json()) as { api_key: string };
    const key = account.api_key;
    const post = async (route: string, body: unknown): Promise<void> => {
      const r = await fetch(svc.url + route, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify(body) });
      if (!r.ok) throw new Error(`${route}: ${r.status} ${await r.text()}`);
      await r.arrayBuffer();
    };
    const all = ['prompt_injection', 'pii_secrets', 'output_safety', 'agent_action'];
    const guardBody = (checks: string[]): unknown => ({ checks, ...(checks.some((c) => c !== 'agent_action') ? { text: PROMPT } : {}), ...(checks.includes('agent_action') ? { agent_action: TOOL_CALL } : {}) });
    step('first request of each check');
    for (const c of all) await post('/api/v1/guard', guardBody([c]));
    await sleep(2000);
    const afterFirst = memory(svc.child.pid!).rss;
    console.log(`\nfootprint (production defaults, one process)`);
    console.log(`  ready: ${fmt(first.readyMs / 1000, 2)} s with a fresh data directory, ${fmt(svc.readyMs / 1000, 2)} s on restart (CPU used until ready: ${fmt(firstCpu, 2)} s, ${fmt(startCpu, 2)} s)`);
    console.log(`  peak RSS during start: ${fmt(firstPeak)} MiB fresh, ${fmt(startPeak)} MiB on restart`);
    console.log(`  RSS idle ${idleWait / 1000} s after ready: ${fmt(idle)} MiB; after the first request of each check: ${fmt(afterFirst)} MiB`);
    results['footprint'] = { ready_fresh_s: first.readyMs / 1000, ready_restart_s: svc.readyMs / 1000, cpu_to_ready_fresh_s: firstCpu, cpu_to_ready_restart_s: startCpu, peak_start_fresh_mib: firstPeak, peak_start_restart_mib: startPeak, rss_idle_mib: idle, rss_after_first_requests_mib: afterFirst };
    if (args.has('--footprint-only')) return;

    const scenarios: Array<{ name: string; url: string; pid: number; route: string; body: unknown; key?: string }> = [
      { name: 'echo (Koa + bodyparser + ajv)', url: echo.url, pid: echo.child.pid!, route: '/', body: { text: PROMPT } },
      // The detection endpoint with a text no rule matches: the per-request cost of the HTTP path itself.
      { name: 'detection, 5 characters', url: svc.url, pid: svc.child.pid!, route: '/api/v1/security/pii-secrets', body: { text: 'hello' }, key },
      { name: 'detection, 1 KiB', url: svc.url, pid: svc.child.pid!, route: '/api/v1/security/pii-secrets', body: { text: PROMPT }, key },
      { name: 'guard, all four', url: svc.url, pid: svc.child.pid!, route: '/api/v1/guard', body: guardBody(all), key },
      ...all.map((c) => ({ name: `guard, ${c}`, url: svc.url, pid: svc.child.pid!, route: '/api/v1/guard', body: guardBody([c]), key })),
    ];
    step('HTTP load');
    for (const s of scenarios) await load(s.url, s.route, s.body, s.key, 10, 1); // warm-up
    const samples = new Map<string, Load[]>(scenarios.map((s) => [s.name, []]));
    // Runs interleave the scenarios, so a burst of load from elsewhere on the machine hits all alike.
    for (let i = 0; i < runs; i++) for (const s of scenarios) samples.get(s.name)!.push(await load(s.url, s.route, s.body, s.key, 10, loadSeconds, s.pid));
    const med = (xs: Load[]): Load => ({ rps: median(xs.map((x) => x.rps)), p50: median(xs.map((x) => x.p50)), p99: median(xs.map((x) => x.p99)), errors: xs.reduce((n, x) => n + x.errors, 0), cpuUs: median(xs.map((x) => x.cpuUs)) });
    const echoMed = med(samples.get(scenarios[0]!.name)!);
    console.log(`\nHTTP, 1 KiB prompt, 10 connections, ${loadSeconds} s per run, median of ${runs} runs; CPU µs/req: the serving process's CPU time per request (× echo: the echo's CPU per request over it)`);
    console.log(`  ${'scenario'.padEnd(32)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'× echo'.padStart(7)} ${'CPU µs/req'.padStart(10)} ${'× echo'.padStart(7)} errors`);
    const http: Array<Record<string, unknown>> = [];
    for (const s of scenarios) {
      const m = med(samples.get(s.name)!);
      http.push({ scenario: s.name, ...m, ratio: m.rps / echoMed.rps, cpu_ratio: echoMed.cpuUs / m.cpuUs });
      console.log(
        `  ${s.name.padEnd(32)} ${fmt(m.rps).padStart(8)} ${fmt(m.p50, 1).padStart(7)} ${fmt(m.p99, 1).padStart(7)} ${fmt(m.rps / echoMed.rps, 2).padStart(7)} ${fmt(m.cpuUs).padStart(10)} ${fmt(echoMed.cpuUs / m.cpuUs, 2).padStart(7)} ${m.errors}`,
      );
    }
    results['http'] = http;

    step('10 KiB detection with redaction');
    const tenKiB = { text: mixedBlob(10 << 10, 5), redact: true };
    // The first input above the inline limit: with a cold worker pool, does it wait for a thread?
    const coldStarted = performance.now();
    await post('/api/v1/security/pii-secrets', tenKiB);
    const coldMs = performance.now() - coldStarted;
    await load(svc.url, '/api/v1/security/pii-secrets', tenKiB, key, 16, 1);
    const big: Load[] = [];
    for (let i = 0; i < runs; i++) big.push(await load(svc.url, '/api/v1/security/pii-secrets', tenKiB, key, 16, loadSeconds, svc.child.pid));
    const b = med(big);
    console.log(`\n10 KiB detection with redaction, 16 connections: ${fmt(b.rps)} req/s, p50 ${fmt(b.p50, 1)} ms, p99 ${fmt(b.p99, 1)} ms, CPU ${fmt(b.cpuUs)} µs/req, errors ${b.errors}; the first one (cold pool) answered in ${fmt(coldMs)} ms`);
    results['detection_10kib_16'] = { ...b, first_request_ms: coldMs };

    // 1 KiB requests alone, then with two clients sending ~1 MiB detection requests meanwhile.
    step('1 KiB requests with 1 MiB requests in flight');
    const huge = { text: mixedBlob(1_000_000, 9) };
    // Starts the worker pool where there is one. On an overloaded host the answer may take longer
    // than fetch waits for headers: the scenario then runs on whatever pool state there is.
    const warm = performance.now();
    await fetch(svc.url + '/api/v1/security/pii-secrets', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify(huge) }).then(
      (r) => r.arrayBuffer(),
      (err: Error) => step(`the first 1 MiB request got no answer in ${fmt((performance.now() - warm) / 1000)} s (${err.message})`),
    );
    const alone: Load[] = [];
    const loaded: Load[] = [];
    const hugeDone: number[] = [];
    for (let i = 0; i < runs; i++) {
      alone.push(await load(svc.url, '/api/v1/security/pii-secrets', { text: PROMPT }, key, 10));
      const background = load(svc.url, '/api/v1/security/pii-secrets', huge, key, 2, loadSeconds + 1);
      await sleep(500);
      loaded.push(await load(svc.url, '/api/v1/security/pii-secrets', { text: PROMPT }, key, 10));
      hugeDone.push((await background).rps * (loadSeconds + 1));
    }
    const a = med(alone);
    const l = med(loaded);
    console.log(`\n1 KiB detection p99 while 1 MiB requests are in flight: ${fmt(l.p99, 1)} ms vs ${fmt(a.p99, 1)} ms without (${fmt(l.p99 / a.p99, 2)}×); ${fmt(l.rps)} vs ${fmt(a.rps)} req/s; errors ${l.errors} vs ${a.errors}; ${fmt(median(hugeDone))} MiB requests answered per run`);
    results['p99_under_1mib'] = { alone: a, with_1mib: l, ratio: l.p99 / a.p99, mib_requests_per_run: median(hugeDone) };
  } finally {
    await stopProc(echo);
    await stopProc(svc);
    fs.rmSync(fresh, { recursive: true, force: true });
  }
}

console.log(`bench: ${root}; node ${process.version}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}; load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}${quick ? '; --quick' : ''}`);
if (!args.has('--http-only') && !args.has('--footprint-only')) await engine();
if (!args.has('--engine-only')) await http();
results['loadavg_end'] = os.loadavg();
console.log(`\nload average at the end: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
const out = args.value('--json');
if (out) fs.writeFileSync(out, JSON.stringify(results, null, 2));
process.exit(0);

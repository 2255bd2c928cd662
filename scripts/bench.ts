// `npm run bench`: detection speed, measured rather than hoped for. Prints medians of repeated
// runs and ratios against a baseline measured in the same run:
//   - the engine (one keyword pass selects rules and regions) vs the naive engine (every rule's
//     pattern over the whole text, same acceptance steps), on realistic text;
//   - scaling with text size (cost should grow linearly with the text) and with the number of
//     rules (with the prefilter, cost should barely grow);
//   - end-to-end HTTP latency of a 10 KB detection request on a server started here (loopback).
// Flags: --runs N (default 7), --quick.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listPackFiles, loadPackFile } from '../src/registry/load-packs.js';
import { RuleMatcher } from '../src/engine/matcher.js';
import { acceptMatch } from '../src/engine/accept.js';
import { useRegexCache } from '../src/registry/regex-safety.js';
import { findEncodedPayloads } from '../src/text/decode.js';
import { createRng } from '../src/engine/examples/rng.js';
import type { LoadedPack } from '../src/registry/plugin-api.js';
import { spawnService } from './support/service.js';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || (process.argv.includes('--quick') ? 3 : 7);
const rulesDir = path.resolve('rules');
useRegexCache(path.resolve('.cache/regex-safety.json'));

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
function time(fn: () => void): number {
  fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

/** Log lines, config, prose and code with a few secrets and much that only looks like them. */
function corpus(bytes: number, seed = 7): string {
  const rng = createRng(seed);
  const hex = (n: number): string => rng.string('0123456789abcdef', n);
  const lines = [
    () => `2026-11-21T12:${rng.int(60)}:${rng.int(60)}Z INFO request id=${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)} status=200 latency_ms=${rng.int(900)}`,
    () => `commit ${hex(40)} Merge pull request #${rng.int(9999)} from feature/login`,
    () => `  "integrity": "sha512-${rng.string('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 86)}==",`,
    () => `The quarterly report (version 2.${rng.int(20)}.${rng.int(9)}) is due on ${rng.int(28) + 1}.11.2026; ask the finance team.`,
    () => `const total = items.reduce((sum, item) => sum + item.price * ${rng.int(10)}, 0);`,
    () => `user${rng.int(1000)}@example.org wrote: please call me back at the office`,
    () => `DATABASE_URL=postgres://app:${rng.string('abcdefghijkmnpqrstuvwxyz23456789', 20)}@db.internal:5432/app`,
    () => `aws_access_key_id = AKIA${rng.string('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`,
    () => `Ich habe die Rechnung ${rng.int(99999)} erhalten und überweise bis Freitag.`,
  ];
  let out = '';
  while (out.length < bytes) out += lines[rng.int(lines.length)]!() + '\n';
  return out.slice(0, bytes);
}

function naiveScan(packs: readonly LoadedPack[], matcher: RuleMatcher, text: string): number {
  let n = 0;
  for (const rule of matcher.rules) {
    if (!rule.regex || rule.target !== 'text') continue;
    const re = rule.regex;
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (m[0].length === 0) re.lastIndex++;
      else if (acceptMatch(rule, text, m.index, m.index + m[0].length)) n++;
    }
  }
  void packs;
  return n;
}

const packs: LoadedPack[] = [];
for (const file of await listPackFiles(rulesDir)) {
  const r = await loadPackFile(file);
  if (r.pack && r.pack.pack.check === 'pii_secrets') packs.push(r.pack);
}
const matcher = new RuleMatcher(packs, { decoder: (t) => findEncodedPayloads(t) });
const plain = new RuleMatcher(packs);
const rules = matcher.rules.length;
console.log(`node ${process.version}, ${os.cpus().length} cores; ${rules} pii_secrets rules; median of ${runs} runs\n`);

const text = corpus(1 << 20);
const engineMs = time(() => plain.scan(text, { decode: false }));
const withDecodeMs = time(() => matcher.scan(text));
const naiveMs = time(() => naiveScan(packs, plain, text));
const mbps = (ms: number): string => ((text.length / (1 << 20)) / (ms / 1000)).toFixed(1);
console.log('1 MiB realistic text');
console.log(`  naive (every pattern, whole text)   ${naiveMs.toFixed(1).padStart(8)} ms   ${mbps(naiveMs).padStart(6)} MiB/s   1.00×`);
console.log(`  engine (keyword prefilter)          ${engineMs.toFixed(1).padStart(8)} ms   ${mbps(engineMs).padStart(6)} MiB/s   ${(naiveMs / engineMs).toFixed(2)}× faster`);
console.log(`  engine + decoding payloads          ${withDecodeMs.toFixed(1).padStart(8)} ms   ${mbps(withDecodeMs).padStart(6)} MiB/s   ${(naiveMs / withDecodeMs).toFixed(2)}× faster`);

console.log('\nscaling with text size (engine + decoding)');
const base = time(() => matcher.scan(corpus(64 << 10)));
for (const kib of [64, 256, 1024]) {
  const t = corpus(kib << 10);
  const ms = time(() => matcher.scan(t));
  console.log(`  ${String(kib).padStart(5)} KiB   ${ms.toFixed(1).padStart(8)} ms   ×${(ms / base).toFixed(2)} for ×${kib / 64} text`);
}

console.log('\nscaling with rule count (engine, 256 KiB)');
const t256 = corpus(256 << 10);
const sorted = [...packs].sort((a, b) => a.pack.rules.length - b.pack.rules.length);
let oneMs = 0;
for (const share of [0.25, 0.5, 1]) {
  const subset = sorted.slice(0, Math.max(1, Math.round(sorted.length * share)));
  const m = new RuleMatcher(subset);
  const ms = time(() => m.scan(t256, { decode: false }));
  if (!oneMs) oneMs = ms;
  console.log(`  ${String(m.rules.length).padStart(5)} rules   ${ms.toFixed(1).padStart(8)} ms   ×${(ms / oneMs).toFixed(2)}`);
}

if (!process.argv.includes('--quick')) await httpLatency();

async function httpLatency(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const service = await spawnService(process.cwd(), { DATA_DIR: dataDir, RATE_LIMIT_RPM: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production', SIGNUP_MODE: 'open' });
  const child = service.child;
  const url = service.url;
  try {
    const { api_key: key } = (await (await fetch(`${url}/api/v1/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'bench', email: 'bench@example.org' }) })).json()) as { api_key: string };
    const body = JSON.stringify({ text: corpus(10 << 10, 3), redact: true });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
    const one = async (): Promise<number> => {
      const t0 = performance.now();
      await (await fetch(`${url}/api/v1/security/pii-secrets`, { method: 'POST', headers, body })).arrayBuffer();
      return performance.now() - t0;
    };
    for (let i = 0; i < 20; i++) await one();
    const serial: number[] = [];
    for (let i = 0; i < 200; i++) serial.push(await one());
    const started = performance.now();
    let done = 0;
    await Promise.all(Array.from({ length: 16 }, async () => {
      while (done < 800) {
        done++;
        await one();
      }
    }));
    const rps = done / ((performance.now() - started) / 1000);
    const q = (p: number): string => [...serial].sort((a, b) => a - b)[Math.floor(serial.length * p)]!.toFixed(1);
    console.log(`\nHTTP, 10 KiB detection with redaction (loopback, production mode)`);
    console.log(`  latency p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms (one client)`);
    console.log(`  throughput ${rps.toFixed(0)} requests/s with 16 concurrent clients`);
  } finally {
    child.kill('SIGTERM');
  }
}

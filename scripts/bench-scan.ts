// `npm run bench:scan`: the CLI on a generated log of several hundred megabytes. Prints MB/s and
// peak RSS of the `screening scan` process, against baselines measured in the same run:
//   - throughput: the same process reading the same file through the same chunking without
//     scanning (node's own read speed), so the ratio shows what detection costs;
//   - memory: the same command on a 1 MB file, so the difference shows what the file size adds
//     (target: peak RSS at most 400 MiB whatever the size).
// It also checks that every planted credential was found exactly once (chunk boundaries).
// Flags: --mb N (default 300), --keep (leave the generated file in place).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { createRng } from '../src/engine/examples/rng.js';
import { windows } from '../src/lib/chunks.js';
import { scriptArgs } from './support/args.js';

const args = scriptArgs();
const megabytes = args.number('--mb', 300);
const cliPath = path.resolve('dist/src/cli/main.js');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-bench-'));

/** Writes `bytes` of log lines, one fake AWS key id every ~200 lines; returns how many were planted. */
async function generate(file: string, bytes: number): Promise<number> {
  const rng = createRng(13);
  const hex = (n: number): string => rng.string('0123456789abcdef', n);
  const kinds = [
    () => `2026-11-21T12:${rng.int(60)}:${rng.int(60)}Z INFO request id=${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)} status=200 latency_ms=${rng.int(900)}`,
    () => `2026-11-21T12:${rng.int(60)}:${rng.int(60)}Z WARN retrying upstream=payments attempt=${rng.int(5)} backoff_ms=${rng.int(3000)}`,
    () => `commit ${hex(40)} Merge pull request #${rng.int(9999)} from feature/login`,
    () => `user${rng.int(1000)}@example.org wrote: please call me back at the office`,
    () => `GET /api/v1/items?page=${rng.int(40)}&sort=price HTTP/1.1 200 ${rng.int(90000)} "Mozilla/5.0 (X11; Linux x86_64)"`,
    () => `The quarterly report (version 2.${rng.int(20)}.${rng.int(9)}) is due on ${rng.int(28) + 1}.11.2026; ask the finance team.`,
  ];
  const out = fs.createWriteStream(file, { highWaterMark: 1 << 20 });
  let written = 0;
  let planted = 0;
  let buf = '';
  let line = 0;
  while (written < bytes) {
    const text = ++line % 200 === 0 ? `${'x'.repeat(rng.int(60))} aws_access_key_id=AKIA${rng.string('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)} rotated` : kinds[rng.int(kinds.length)]!();
    if (line % 200 === 0) planted++;
    buf += `${text}\n`;
    if (buf.length >= 1 << 20) {
      written += buf.length;
      if (!out.write(buf)) await new Promise<void>((r) => out.once("drain", () => r()));
      buf = '';
    }
  }
  out.write(buf);
  await new Promise<void>((r) => out.end(() => r()));
  return planted;
}

interface Run {
  seconds: number;
  peakRssMiB: number;
  awsFindings: number;
  findings: number;
  code: number | null;
}

/** Runs a node process, polling its peak RSS (VmHWM) from /proc. */
function measure(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let peak = 0;
    let findings = 0;
    let aws = 0;
    const poll = setInterval(() => {
      try {
        const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (m) peak = Math.max(peak, Number(m[1]) / 1024);
      } catch {
        // the process has just exited
      }
    }, 50);
    readline.createInterface({ input: child.stdout }).on('line', (l) => {
      findings++;
      if (l.includes('"secrets-aws/access-key-id"')) aws++;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(poll);
      resolve({ seconds: (performance.now() - started) / 1000, peakRssMiB: peak, awsFindings: aws, findings, code });
    });
  });
}

const readOnly = `
import fs from 'node:fs';
import { windows } from ${JSON.stringify(path.resolve('dist/src/lib/chunks.js'))};
let n = 0;
for await (const w of windows(fs.createReadStream(process.argv[1], { highWaterMark: 1 << 20 }))) n += w.ownTo - w.ownFrom;
`;

const big = path.join(dir, 'big.log');
const small = path.join(dir, 'small.log');
console.log(`generating ${megabytes} MB and 1 MB logs in ${dir} …`);
const planted = await generate(big, megabytes * 1e6);
await generate(small, 1e6);
const size = fs.statSync(big).size;
void windows; // the read-only baseline runs the same chunking in its own process

const scanArgs = (file: string): string[] => [cliPath, 'scan', '--format', 'jsonl', '--no-progress', '--quiet', '--fail-on', 'none', file];
const base = await measure(['--input-type=module', '-e', readOnly, big]);
const tiny = await measure(scanArgs(small));
const run = await measure(scanArgs(big));
if (!args.has('--keep')) fs.rmSync(dir, { recursive: true, force: true });

const mb = size / 1e6;
console.log(`file: ${mb.toFixed(0)} MB, ${planted} planted AWS key ids`);
console.log(`read + chunk only (baseline): ${(mb / base.seconds).toFixed(1)} MB/s, peak RSS ${base.peakRssMiB.toFixed(0)} MiB`);
console.log(`screening scan, 1 MB file:     ${tiny.seconds.toFixed(1)} s (start-up and pack loading included), peak RSS ${tiny.peakRssMiB.toFixed(0)} MiB`);
console.log(`screening scan, ${mb.toFixed(0)} MB file:  ${run.seconds.toFixed(1)} s, ${(mb / run.seconds).toFixed(2)} MB/s (${(mb / (run.seconds - tiny.seconds)).toFixed(2)} MB/s without start-up), peak RSS ${run.peakRssMiB.toFixed(0)} MiB`);
console.log(`ratios: scan/read throughput ${(base.seconds / run.seconds).toFixed(3)}, peak RSS big/small ${(run.peakRssMiB / tiny.peakRssMiB).toFixed(2)}`);
console.log(`findings: ${run.findings}, AWS key ids found ${run.awsFindings} of ${planted} planted${run.awsFindings === planted ? ' (each exactly once)' : ' (MISMATCH)'}`);
console.log(`peak RSS target (≤ 400 MiB): ${run.peakRssMiB <= 400 ? 'met' : 'NOT met'}`);
process.exitCode = run.code === 0 && run.awsFindings === planted && run.peakRssMiB <= 400 ? 0 : 1;

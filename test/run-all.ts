// The test entry point (`npm test`, or `node dist/test/run-all.js [substring…]`): runs every
// compiled test file (dist/test/**/*.test.js) in its own Node process — the way uvu documents
// running a single file — several at a time, so no file depends on another's state or order.
// Each file's output is printed whole when it finishes; the run ends with the plain line
// `N passed, N failed` (a file that crashes or reports no totals counts as one failure).
// TEST_JOBS sets the number of parallel processes (default: the available cores, at most 4).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const jobs = Math.max(1, Number(process.env['TEST_JOBS']) || Math.min(4, os.availableParallelism()));
const FILE_TIMEOUT_MS = 20 * 60_000;

function collect(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return collect(p);
    return e.name.endsWith('.test.js') ? [p] : [];
  });
}

const files = collect(here)
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();
if (files.length === 0) {
  console.error(`no test files${filters.length ? ` matching ${filters.map((f) => `"${f}"`).join(', ')}` : ''}`);
  process.exit(1);
}

interface FileResult {
  file: string;
  passed: number;
  failed: number;
  ms: number;
}

const fileRunner = path.join(here, 'support', 'run-file.js');

/** Runs one file in a child process; uvu prints "Total:" and "Passed:" once, when the file ends. */
function runFile(file: string): Promise<FileResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [fileRunner, file], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let out = '';
    const keep = (b: Buffer): void => {
      out += b.toString();
      if (out.length > 2_000_000) out = out.slice(-200_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      out += `\n${path.relative(here, file)}: killed after ${FILE_TIMEOUT_MS / 60_000} minutes\n`;
      child.kill('SIGKILL');
    }, FILE_TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      // A file that stops before uvu's summary (a crash, or a pending promise with nothing left to
      // keep the event loop alive) would otherwise leave no trace of how it ended.
      if (code !== 0) out += `\n${path.relative(here, file)}: exited with ${signal ?? `code ${code}`}\n`;
      // eslint-disable-next-line no-control-regex
      const plain = out.replace(/\x1b\[[0-9;]*m/g, '');
      const total = Number(/Total:\s+(\d+)/.exec(plain)?.[1] ?? NaN);
      const passed = Number(/Passed:\s+(\d+)/.exec(plain)?.[1] ?? NaN);
      const ok = Number.isFinite(total) && Number.isFinite(passed);
      // A file that exits non-zero after reporting all passed (e.g. an unhandled rejection) fails once.
      const failed = ok ? total - passed + (code !== 0 && total === passed ? 1 : 0) : 1;
      process.stdout.write(`\n${path.relative(here, file)}\n${plain.trimEnd()}\n`);
      resolve({ file, passed: ok ? passed : 0, failed, ms: performance.now() - started });
    });
  });
}

const queue = [...files];
const results: FileResult[] = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, files.length) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) results.push(await runFile(file));
  }),
);

const failedFiles = results.filter((r) => r.failed > 0).map((r) => path.relative(here, r.file));
if (failedFiles.length) console.log(`\nfiles with failures: ${failedFiles.join(', ')}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
if (failed > 0 || passed === 0) process.exitCode = 1;

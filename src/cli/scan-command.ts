// `screening scan`: files, folders, stdin, git history or the index through the library's
// scanner, findings through the baseline to the chosen report format. Exit status: 0 when nothing
// at or above --fail-on was found, 1 when something was, 2 when the scan could not be completed.

import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { createScanner, SCAN_CHECK, ScanError, type LocatedFinding, type Scanner, type ScannerOptions, type Severity } from '../lib/index.js';
import { formatProblem } from '../registry/errors.js';
import type { FailOn, ScanArgs } from './args.js';
import { UsageError } from './args.js';
import { baselineOf, readBaseline, writeBaseline } from './baseline.js';
import { createReporter } from './formats.js';
import { historyBlocks, stagedBlocks, type AddedBlock } from './git.js';
import { fileSink, writeAll, type Io } from './io.js';
import { createProgress } from './progress.js';
import { looksBinary, walk } from './walk.js';

const SEVERITIES: readonly Severity[] = ['low', 'medium', 'high', 'critical'];

/** Scanners by options: a process that runs several scans (the tests) loads the packs once. */
const scanners = new Map<string, Promise<Scanner>>();
export function scannerFor(options: ScannerOptions): Promise<Scanner> {
  const key = JSON.stringify(options);
  let s = scanners.get(key);
  if (!s) {
    s = createScanner(options);
    scanners.set(key, s);
    s.catch(() => scanners.delete(key));
  }
  return s;
}

interface Tally {
  files: number;
  bytes: number;
  suppressed: number;
  worst: number;
  counts: Map<Severity, number>;
  errors: Array<{ path: string; message: string }>;
}

/** pii_secrets always, then the guard checks asked for with --checks. */
const textChecksOf = (args: ScanArgs): string[] => [SCAN_CHECK, ...args.checks.filter((c) => c !== SCAN_CHECK)];

export async function runScan(args: ScanArgs, io: Io): Promise<number> {
  const textChecks = textChecksOf(args);
  const scanner = await scannerFor({
    checks: textChecks,
    extraRulesDirs: args.rules.map((d) => path.resolve(io.cwd, d)),
    only: args.only,
    exclude: args.exclude,
    ...(args.chunkChars ? { chunkChars: args.chunkChars } : {}),
    ...(io.env['XDG_CACHE_HOME'] ? { cacheDir: path.join(io.env['XDG_CACHE_HOME'], 'screening-service') } : {}),
  });
  if (scanner.problems.length) {
    for (const p of scanner.problems) await writeAll(io.stderr, `error: ${formatProblem(p)}\n`);
    return 2;
  }
  const loaded = new Set(scanner.checks.map((c) => c.id));
  const missing = args.checks.filter((c) => !loaded.has(c));
  if (missing.length) throw new UsageError(`unknown check ${missing.join(', ')}`);
  for (const c of scanner.checks) if (textChecks.includes(c.id) && c.input !== 'text') throw new UsageError(`check ${c.id} reads agent actions, not text`);

  const suppress = args.baseline ? await readBaseline(path.resolve(io.cwd, args.baseline)) : undefined;
  const redactStdin = args.redact && args.paths.includes('-');
  const sink = args.output ? fileSink(path.resolve(io.cwd, args.output)) : undefined;
  const out: Writable = sink?.stream ?? (redactStdin ? io.stderr : io.stdout);
  const reporter = createReporter(args.format, (text) => writeAll(out, text), scanner.detectorVersion, scanner.rules);
  const recorded: LocatedFinding[] = [];
  const tally: Tally = { files: 0, bytes: 0, suppressed: 0, worst: -1, counts: new Map(), errors: [] };
  const started = performance.now();

  const accept = async (f: LocatedFinding): Promise<void> => {
    if (args.writeBaseline) recorded.push(f);
    if (suppress?.has(f.fingerprint)) {
      tally.suppressed++;
      return;
    }
    tally.worst = Math.max(tally.worst, SEVERITIES.indexOf(f.severity));
    tally.counts.set(f.severity, (tally.counts.get(f.severity) ?? 0) + 1);
    await reporter.finding(f);
  };

  const showProgress = args.progress && io.stderr.isTTY === true;
  const total = showProgress && !args.git && !args.staged && !args.paths.includes('-') ? await totalBytes(args.paths, io, args.ignoreFiles) : undefined;
  const progress = createProgress(showProgress, total, io.stderr as NodeJS.WriteStream);
  try {
    if (args.git || args.staged) {
      const blocks = args.git ? historyBlocks(path.resolve(io.cwd, args.repo), args.gitRange) : stagedBlocks(path.resolve(io.cwd, args.repo));
      const files = new Set<string>();
      for await (const block of blocks) {
        files.add(`${block.commit ?? ''}:${block.path}`);
        tally.files = files.size;
        for await (const f of scanBlock(scanner, block, textChecks)) await accept(f);
        tally.bytes += block.texts.reduce((n, t) => n + Buffer.byteLength(t) + 1, 0);
        progress.bytes(tally.bytes);
      }
    } else {
      for (const given of args.paths) {
        if (given === '-') {
          progress.file('-');
          await scanSource(scanner, io.stdin, '-', args, redactStdin ? io.stdout : undefined, tally, accept, progress);
          continue;
        }
        try {
          for await (const entry of walk([given], { cwd: io.cwd, ignoreFiles: args.ignoreFiles })) {
            try {
              if (await looksBinary(entry.file)) continue;
              progress.file(entry.display);
              const copy = args.outDir ? redactedCopy(path.resolve(io.cwd, args.outDir), entry.display) : undefined;
              try {
                await scanSource(scanner, fs.createReadStream(entry.file, { highWaterMark: 1 << 20 }), entry.display, args, copy?.stream, tally, accept, progress);
              } finally {
                await copy?.close();
              }
            } catch (err) {
              if (err instanceof ScanError) throw err;
              tally.errors.push({ path: entry.display, message: ioMessage(err) });
            }
          }
        } catch (err) {
          if (err instanceof ScanError) throw err;
          tally.errors.push({ path: given, message: ioMessage(err) });
        }
      }
    }
  } catch (err) {
    if (err instanceof UsageError) throw err;
    tally.errors.push({ path: '', message: ioMessage(err) });
  } finally {
    progress.done();
  }

  await reporter.end({ filesScanned: tally.files, bytesScanned: tally.bytes, suppressed: tally.suppressed, errors: tally.errors });
  await sink?.close();
  if (args.writeBaseline) await writeBaseline(path.resolve(io.cwd, args.writeBaseline), baselineOf(recorded, scanner.detectorVersion));
  for (const e of tally.errors) await writeAll(io.stderr, `error: ${e.path ? `${e.path}: ` : ''}${e.message}\n`);
  if (!args.quiet) await writeAll(io.stderr, `${summaryLine(tally, performance.now() - started)}\n`);
  if (tally.errors.length) return 2;
  return failed(tally.worst, args.failOn) ? 1 : 0;
}

function failed(worst: number, failOn: FailOn): boolean {
  return failOn !== 'none' && worst >= SEVERITIES.indexOf(failOn);
}

async function scanSource(
  scanner: Scanner,
  source: AsyncIterable<Uint8Array | string>,
  display: string,
  args: ScanArgs,
  redactTo: Writable | undefined,
  tally: Tally,
  accept: (f: LocatedFinding) => Promise<void>,
  progress: ReturnType<typeof createProgress>,
): Promise<void> {
  let bytes = 0;
  const stream = scanner.scanStream(source, {
    path: display,
    checks: textChecksOf(args),
    ...(redactTo ? { onRedacted: (piece: string) => writeAll(redactTo, piece) } : {}),
    onProgress: (n) => {
      bytes = n;
      progress.bytes(n);
    },
  });
  for await (const f of stream) await accept(f);
  tally.files++;
  tally.bytes += bytes;
}

/** Findings in the added lines of one file of one commit, with their lines in that file. */
async function* scanBlock(scanner: Scanner, block: AddedBlock, checks: readonly string[]): AsyncGenerator<LocatedFinding> {
  const text = block.texts.join('\n');
  const stream = scanner.scanStream([text], { path: block.path, checks });
  for await (const f of stream) {
    // Offsets count from the start of the added lines, not of the file: leave them out.
    const { start: _s, end: _e, utf16_start: _us, utf16_end: _ue, byte_start: _bs, byte_end: _be, ...rest } = f;
    yield {
      ...rest,
      line: block.lines[f.line - 1] ?? f.line,
      end_line: block.lines[f.end_line - 1] ?? f.end_line,
      ...(block.commit ? { commit: block.commit } : {}),
      ...(block.authorDate ? { author_date: block.authorDate } : {}),
      ...(block.author ? { author: block.author } : {}),
    };
  }
}

/** A write stream for the redacted copy of `display` under `outDir`, creating folders. */
function redactedCopy(outDir: string, display: string): ReturnType<typeof fileSink> {
  const rel = path.isAbsolute(display) ? path.relative(path.parse(display).root, display) : display.split(path.sep).filter((s) => s !== '..').join(path.sep);
  const target = path.join(outDir, rel);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  return fileSink(target);
}

const ERRNO: Record<string, string> = { ENOENT: 'no such file or directory', EACCES: 'permission denied', EPERM: 'operation not permitted', EISDIR: 'is a directory', ENOTDIR: 'not a directory', ENOSPC: 'no space left on the device' };

/** An I/O error without its path (the caller names the file) nor anything read from the file. */
function ioMessage(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  if (e.code && e.syscall) return `${ERRNO[e.code] ?? `${e.syscall} failed`} (${e.code})`;
  return e.message ?? String(err);
}

/** The size of everything a scan of `paths` will read (for the progress bar); 0 when unknown. */
async function totalBytes(paths: readonly string[], io: Io, ignoreFiles: readonly string[]): Promise<number | undefined> {
  let total = 0;
  try {
    for await (const e of walk(paths, { cwd: io.cwd, ignoreFiles })) total += e.size;
  } catch {
    return undefined;
  }
  return total;
}

const rate = (x: number): string => (x >= 10 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toPrecision(2));

function summaryLine(t: Tally, ms: number): string {
  const n = [...t.counts.values()].reduce((a, b) => a + b, 0);
  const by = SEVERITIES.filter((s) => t.counts.get(s))
    .reverse()
    .map((s) => `${t.counts.get(s)} ${s}`)
    .join(', ');
  const mb = t.bytes / 1e6;
  const secs = ms / 1000;
  return `${n} finding${n === 1 ? '' : 's'}${by ? ` (${by})` : ''} in ${t.files} file${t.files === 1 ? '' : 's'}, ${mb.toFixed(2)} MB in ${secs.toFixed(1)} s (${rate(mb / Math.max(secs, 0.001))} MB/s)${t.suppressed ? `; ${t.suppressed} suppressed by the baseline` : ''}`;
}

// Runs the `screening` command in-process (the same run() the binary calls) with captured
// streams, so CLI tests share one loaded scanner instead of loading the packs per invocation.
// Also generates fake credentials at test time.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { run } from '../../src/cli/run.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function collector(): { stream: Writable; text: () => string } {
  const parts: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(parts).toString('utf8') };
}

export async function cli(argv: string[], options: { cwd: string; stdin?: string | Buffer }): Promise<CliResult> {
  const out = collector();
  const err = collector();
  const code = await run(argv, {
    stdin: Readable.from(options.stdin === undefined ? [] : [Buffer.from(options.stdin)]),
    stdout: out.stream,
    stderr: err.stream,
    cwd: options.cwd,
    env: { ...process.env, XDG_CACHE_HOME: path.join(os.tmpdir(), 'screening-test-cache') },
  });
  return { code, stdout: out.text(), stderr: err.text() };
}

export function tempDir(prefix = 'screening-cli-'): string {
  return fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
}

export function writeFiles(root: string, files: Record<string, string | Buffer>): void {
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A random string in AWS access key id format (AKIA + 16 base-32 characters); never a real key. */
export function fakeAwsKeyId(seed: number): string {
  let x = seed * 2654435761 + 12345;
  let s = 'AKIA';
  for (let i = 0; i < 16; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    s += BASE32[(x >>> 16) % 32];
  }
  return s;
}

// What a command reads and writes, passed in rather than taken from `process`, so the commands
// run the same in the `screening` binary and in tests (which reuse one loaded scanner).

import fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';

export interface Io {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable & { isTTY?: boolean; columns?: number };
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
}

export function processIo(): Io {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), env: process.env };
}

/** Writes to a stream, waiting for it to drain when its buffer is full. */
export async function writeAll(stream: Writable, text: string): Promise<void> {
  if (!stream.write(text)) await new Promise<void>((resolve) => stream.once('drain', resolve));
}

/** A file opened for writing; `close` resolves once everything is on disk. */
export function fileSink(file: string): { stream: Writable; close: () => Promise<void> } {
  const stream = fs.createWriteStream(file);
  return {
    stream,
    close: () =>
      new Promise<void>((resolve, reject) => {
        stream.once('error', reject);
        stream.end(() => resolve());
      }),
  };
}

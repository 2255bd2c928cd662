// A one-line progress bar on stderr, only when stderr is a terminal: bytes done of the total
// (when known), files, throughput. Redrawn at most ten times a second and erased at the end, so
// it never mixes with the report on stdout or ends up in a piped log.

export interface Progress {
  file(name: string): void;
  bytes(done: number): void;
  done(): void;
}

const NONE: Progress = { file: () => undefined, bytes: () => undefined, done: () => undefined };

export function createProgress(enabled: boolean, totalBytes: number | undefined, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!enabled || !stream.isTTY) return NONE;
  const started = performance.now();
  let previous = 0; // bytes of finished files
  let current = 0;
  let files = 0;
  let drawn = 0;
  const draw = (force = false): void => {
    const now = performance.now();
    if (!force && now - drawn < 100) return;
    drawn = now;
    const done = previous + current;
    const mbs = done / 1e6 / Math.max(0.001, (now - started) / 1000);
    const width = 24;
    const ratio = totalBytes ? Math.min(1, done / totalBytes) : undefined;
    const bar = ratio === undefined ? '' : `[${'#'.repeat(Math.round(ratio * width)).padEnd(width, '.')}] ${(ratio * 100).toFixed(0).padStart(3)}% `;
    const line = `${bar}${(done / 1e6).toFixed(1)} MB${totalBytes ? ` of ${(totalBytes / 1e6).toFixed(1)} MB` : ''}, ${files} file${files === 1 ? '' : 's'}, ${mbs.toFixed(1)} MB/s`;
    stream.write(`\r${line.slice(0, (stream.columns || 80) - 1)}\x1b[K`);
  };
  return {
    file: () => {
      previous += current;
      current = 0;
      files++;
      draw();
    },
    bytes: (n) => {
      current = n;
      draw();
    },
    done: () => stream.write('\r\x1b[K'),
  };
}

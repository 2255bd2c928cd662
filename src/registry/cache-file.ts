// The on-disk caches in DATA_DIR (ReDoS verdicts, pack validation verdicts): read leniently, since
// a missing or unreadable file only costs the work it would have saved, and written whole through a
// temporary file and a rename, so a concurrent reader (another process) never sees half a file.

import fs from 'node:fs';
import path from 'node:path';

/** The parsed file, or undefined when it is absent or not JSON. */
export function readCacheFile(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Replaces the file atomically; false when it cannot be written (a read-only data dir). */
export function writeCacheFile(file: string, value: unknown): boolean {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(value));
    fs.renameSync(tmp, file);
    return true;
  } catch {
    return false;
  }
}

// detector_version: derived from the loaded rule packs so that clients can tell which detection
// content produced a result. `1.<rules>.<content hash>`: dotted numeric, identical for the same
// packs, different as soon as any pack's bytes change.

import { createHash } from 'node:crypto';
import type { LoadedPack } from './plugin-api.js';

export const DETECTOR_FORMAT = 1;

export function detectorVersion(packs: readonly LoadedPack[]): string {
  const hash = createHash('sha256');
  for (const p of [...packs].sort((a, b) => (a.pack.id < b.pack.id ? -1 : 1))) hash.update(`${p.pack.id}@${p.pack.version}:${p.hash}\n`);
  const rules = packs.reduce((n, p) => n + p.pack.rules.length, 0);
  return `${DETECTOR_FORMAT}.${rules}.${hash.digest().readUInt32BE(0)}`;
}

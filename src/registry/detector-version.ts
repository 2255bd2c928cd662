// detector_version: derived from the loaded rule packs and check plugins so that clients can tell
// which detection content and code produced a result. `1.<rules>.<content hash>`: dotted
// numeric, identical for the same packs and plugin code, different as soon as any pack's bytes,
// any file of a plugin folder or a plugin's version changes.

import { createHash } from 'node:crypto';
import type { LoadedPack } from './plugin-api.js';

export const DETECTOR_FORMAT = 1;

/** A loaded plugin as the version sees it: its id, declared version and folder content token. */
export interface PluginFingerprint {
  readonly id: string;
  readonly version: string;
  readonly token: string;
}

export function detectorVersion(packs: readonly LoadedPack[], plugins: readonly PluginFingerprint[] = []): string {
  const hash = createHash('sha256');
  for (const p of [...packs].sort((a, b) => (a.pack.id < b.pack.id ? -1 : 1))) hash.update(`${p.pack.id}@${p.pack.version}:${p.hash}\n`);
  for (const p of [...plugins].sort((a, b) => (a.id < b.id ? -1 : 1))) hash.update(`plugin ${p.id}@${p.version}:${p.token}\n`);
  const rules = packs.reduce((n, p) => n + p.pack.rules.length, 0);
  return `${DETECTOR_FORMAT}.${rules}.${hash.digest().readUInt32BE(0)}`;
}

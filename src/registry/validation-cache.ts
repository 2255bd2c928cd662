// Remembers which pack files passed the semantic checks (every pattern compiled and run, its
// ReDoS verdict, every example expanded), by the sha256 of the file's bytes. Those checks compile
// each of the ~1,000 shipped regexes twice and cost seconds at every start; a pack with the same
// bytes, checked by the same code, passes again, so a restart reuses the verdict.
//
// A verdict holds only for the code that reached it: the file records a fingerprint of the
// validating code (the compiled engine, registry and schema modules) and is ignored when that
// changes. Only passes are remembered: a rejected pack is checked again at every load, so its
// problems are always reported in full. Like the ReDoS verdicts, the file lives in DATA_DIR.
//
// The verdicts of the shipped packs and plugins ship too (pack-verdicts.json at the package root,
// written by `npm run rules:cache` from the built code), so that a start with a fresh data
// directory does not spend a second re-checking them. They carry the same fingerprint: built
// from other code than the one running, they are ignored, which only costs that second.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_CACHE } from './regex-safety.js';
import { readCacheFile, writeCacheFile } from './cache-file.js';

interface SavedVerdicts {
  fingerprint: string;
  valid: string[];
}

const valid = new Set<string>();
let diskFile: string | undefined;
let dirty = false;
let fingerprint: string | undefined;

/** The shipped verdicts, at the package root (dist/src/registry → ../../..). */
export const SEED_VERDICTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../pack-verdicts.json');

/** The compiled modules that decide whether a pack is valid (dist/src/{engine,registry,schemas}). */
const CODE_DIRS = ['../engine', '.', '../schemas'].map((d) => path.resolve(path.dirname(fileURLToPath(import.meta.url)), d));

function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.js') || e.name.endsWith('.json')) hash.update(e.name).update(fs.readFileSync(full));
    }
  };
  for (const dir of CODE_DIRS) walk(dir);
  // The shipped ReDoS verdicts decide which patterns pass, so they are part of the code.
  try {
    hash.update(fs.readFileSync(SEED_CACHE));
  } catch {
    // no seed file: patterns are analysed at load
  }
  return (fingerprint = hash.digest('hex'));
}

/** Reads the remembered verdicts from `file` (in DATA_DIR), and the shipped ones from `seed` (false: none). */
export function useValidationCache(file: string | undefined, options: { seed?: string | false } = {}): void {
  diskFile = file;
  valid.clear();
  if (!file) return;
  const seed = options.seed ?? SEED_VERDICTS;
  for (const source of seed === false ? [file] : [seed, file]) {
    const saved = readCacheFile(source) as Partial<SavedVerdicts> | undefined;
    if (saved?.fingerprint === codeFingerprint() && Array.isArray(saved.valid)) for (const h of saved.valid) valid.add(h);
  }
}

/** True when a pack with these bytes already passed the semantic checks of this code. */
export function knownValid(hash: string): boolean {
  return diskFile !== undefined && valid.has(hash);
}

export function rememberValid(hash: string): void {
  if (!diskFile || valid.has(hash)) return;
  valid.add(hash);
  dirty = true;
}

/** The remembered verdicts with the fingerprint of this code, as the cache files store them. */
export function validationVerdicts(): SavedVerdicts {
  return { fingerprint: codeFingerprint(), valid: [...valid].sort() };
}

export function flushValidationCache(): void {
  if (!diskFile || !dirty) return;
  // A read-only data dir only costs start-up time.
  if (writeCacheFile(diskFile, validationVerdicts())) dirty = false;
}

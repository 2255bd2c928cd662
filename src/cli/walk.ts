// Which files a scan reads. Folders are walked recursively with git's ignore semantics (the
// `ignore` package): every .gitignore and .screeningignore on the way down applies to the files
// below it, and those of the enclosing repository (up to the folder holding .git) apply too.
// .git itself is skipped, symbolic links are not followed, and a file named on the command line
// is always read, ignored or not.

import fs from 'node:fs/promises';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';

export const IGNORE_FILES = ['.gitignore', '.screeningignore'] as const;

interface Scope {
  readonly base: string;
  readonly rules: Ignore;
}

export interface WalkEntry {
  /** The path to open. */
  readonly file: string;
  /** The path to report: relative to the working directory when the file is below it. */
  readonly display: string;
  readonly size: number;
}

export interface WalkOptions {
  /** Extra ignore files (gitignore syntax), relative to the working directory. */
  readonly ignoreFiles?: readonly string[];
  readonly cwd?: string;
}

async function readRules(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

async function scopeOf(dir: string): Promise<Scope | undefined> {
  const texts = (await Promise.all(IGNORE_FILES.map((n) => readRules(path.join(dir, n))))).filter((t): t is string => t !== undefined);
  return texts.length ? { base: dir, rules: ignore().add(texts) } : undefined;
}

/** Ignore scopes of the folders above `dir`, up to the root of its git repository (if any). */
async function enclosingScopes(dir: string): Promise<Scope[]> {
  const scopes: Scope[] = [];
  let current = path.dirname(dir);
  if (await exists(path.join(dir, '.git'))) return scopes;
  while (current !== path.dirname(current)) {
    const scope = await scopeOf(current);
    if (scope) scopes.unshift(scope);
    if (await exists(path.join(current, '.git'))) return scopes;
    current = path.dirname(current);
  }
  return []; // not inside a repository: the ignore files of unrelated parent folders do not apply
}

async function exists(p: string): Promise<boolean> {
  try {
    await fs.access(p);
    return true;
  } catch {
    return false;
  }
}

function ignored(scopes: readonly Scope[], file: string, isDir: boolean): boolean {
  for (const s of scopes) {
    const rel = path.relative(s.base, file).split(path.sep).join('/');
    if (!rel || rel.startsWith('..')) continue;
    if (s.rules.ignores(isDir ? `${rel}/` : rel)) return true;
  }
  return false;
}

/** Every file to scan under `paths`, in a stable order. Missing paths throw (an I/O error). */
export async function* walk(paths: readonly string[], options: WalkOptions = {}): AsyncGenerator<WalkEntry> {
  const cwd = options.cwd ?? process.cwd();
  const extra: Scope[] = [];
  for (const f of options.ignoreFiles ?? []) {
    const text = await fs.readFile(path.resolve(cwd, f), 'utf8');
    extra.push({ base: cwd, rules: ignore().add(text) });
  }
  const display = (abs: string): string => {
    const rel = path.relative(cwd, abs);
    return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs;
  };
  for (const given of paths) {
    const abs = path.resolve(cwd, given);
    const st = await fs.stat(abs);
    if (!st.isDirectory()) {
      yield { file: abs, display: given, size: st.size };
      continue;
    }
    const scopes = [...extra, ...(await enclosingScopes(abs))];
    yield* walkDir(abs, scopes, display);
  }
}

async function* walkDir(dir: string, inherited: readonly Scope[], display: (abs: string) => string): AsyncGenerator<WalkEntry> {
  const own = await scopeOf(dir);
  const scopes = own ? [...inherited, own] : inherited;
  const entries = (await fs.readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name === '.git' || ignored(scopes, abs, true)) continue;
      yield* walkDir(abs, scopes, display);
    } else if (e.isFile()) {
      if (ignored(scopes, abs, false)) continue;
      const st = await fs.stat(abs);
      yield { file: abs, display: display(abs), size: st.size };
    }
  }
}

/** Whether a file looks binary: a NUL byte in its first 8 KiB, as git decides. */
export async function looksBinary(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const buf = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return buf.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
}

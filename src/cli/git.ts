// Lines added in git history (`git log -p`) or in the index (`git diff --cached`), grouped by
// commit and file, with their line numbers in the new file. Git's output is read line by line as
// it arrives, so history of any length is scanned with flat memory.

import { spawn } from 'node:child_process';
import readline from 'node:readline';

export interface AddedBlock {
  readonly commit?: string;
  readonly authorDate?: string;
  readonly author?: string;
  /** Path in the new tree, relative to the repository root. */
  readonly path: string;
  /** Line number (1-based) in the new file of each added line. */
  readonly lines: number[];
  readonly texts: string[];
}

export class GitError extends Error {
  override name = 'GitError';
}

/** A block is handed on once it holds this many characters, so one huge added file does not fill memory. */
const MAX_BLOCK_CHARS = 8 << 20;
const HEADER = '\x1e';

export function historyBlocks(repo: string, range: readonly string[]): AsyncGenerator<AddedBlock> {
  return addedLines(repo, ['log', '-p', '-U0', '--no-color', '--no-ext-diff', '--no-textconv', '--no-renames', `--format=${HEADER}%H%x1f%aI%x1f%an`, ...range]);
}

export function stagedBlocks(repo: string): AsyncGenerator<AddedBlock> {
  return addedLines(repo, ['diff', '--cached', '-U0', '--no-color', '--no-ext-diff', '--no-textconv', '--no-renames']);
}

async function* addedLines(repo: string, args: readonly string[]): AsyncGenerator<AddedBlock> {
  const child = spawn('git', ['-C', repo, '-c', 'core.quotePath=false', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-2000)));
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', (err) => reject(new GitError(`cannot run git: ${err.message}`)));
    child.on('close', (code) => resolve(code ?? 1));
  });

  let commit: { commit: string; authorDate: string; author: string } | undefined;
  let file: string | undefined;
  let block: AddedBlock | undefined;
  let size = 0;
  let oldLeft = 0;
  let newLeft = 0;
  let next = 0;
  const flush = (): AddedBlock | undefined => {
    const done = block && block.lines.length ? block : undefined;
    block = undefined;
    size = 0;
    return done;
  };

  try {
  for await (const line of readline.createInterface({ input: child.stdout, crlfDelay: Infinity })) {
    if (oldLeft > 0 || newLeft > 0) {
      // Inside a hunk every line is content, even one that starts with "+++".
      if (line.startsWith('+')) {
        newLeft--;
        if (file !== undefined) {
          block ??= { ...(commit ?? {}), path: file, lines: [], texts: [] };
          block.lines.push(next);
          block.texts.push(line.slice(1));
          size += line.length;
          if (size > MAX_BLOCK_CHARS) {
            const b = flush();
            if (b) yield b;
          }
        }
        next++;
      } else if (line.startsWith('-')) oldLeft--;
      else if (line.startsWith(' ')) {
        oldLeft--;
        newLeft--;
        next++;
      }
      continue;
    }
    if (line.startsWith(HEADER)) {
      const b = flush();
      if (b) yield b;
      const [hash = '', authorDate = '', author = ''] = line.slice(1).split('\x1f');
      commit = { commit: hash, authorDate, author };
      file = undefined;
    } else if (line.startsWith('diff --git ')) {
      const b = flush();
      if (b) yield b;
      file = undefined;
    } else if (line.startsWith('+++ ')) {
      const target = line.slice(4);
      file = target === '/dev/null' ? undefined : unquote(target).replace(/^b\//, '');
    } else if (line.startsWith('@@ ')) {
      const m = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
      if (!m) continue;
      oldLeft = m[1] === undefined ? 1 : Number(m[1]);
      next = Number(m[2]);
      newLeft = m[3] === undefined ? 1 : Number(m[3]);
    }
  }
  const last = flush();
  if (last) yield last;
  } finally {
    if (child.exitCode === null) child.kill();
  }
  const code = await exited;
  if (code !== 0) throw new GitError(`git ${args[0]} failed (exit ${code}): ${stderr.trim().split('\n').pop() ?? ''}`);
}

/** Git quotes paths with unusual characters as C strings ("a\tb", octal escapes for bytes). */
function unquote(p: string): string {
  if (!p.startsWith('"') || !p.endsWith('"')) return p;
  const bytes: number[] = [];
  const body = p.slice(1, -1);
  const simple: Record<string, number> = { n: 10, t: 9, r: 13, '"': 34, '\\': 92, a: 7, b: 8, f: 12, v: 11 };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      bytes.push(...Buffer.from(c));
      continue;
    }
    const n = body[++i] ?? '';
    if (/[0-7]/.test(n)) {
      bytes.push(parseInt(body.slice(i, i + 3), 8));
      i += 2;
    } else bytes.push(simple[n] ?? n.charCodeAt(0));
  }
  return Buffer.from(bytes).toString('utf8');
}

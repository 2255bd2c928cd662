// @ts-check
// Splits a shell command line into simple commands (argv lists) the way a shell would: through
// pipes, `&&`, `||`, `;`, environment prefixes, `sudo`/`env`/`nohup`-style wrappers, `sh -c '…'`
// and command substitutions, using shell-quote for quoting and word splitting.

import { parse } from 'shell-quote';

/** Commands that run their arguments as another command. */
const WRAPPERS = new Set(['sudo', 'doas', 'env', 'nohup', 'time', 'nice', 'ionice', 'timeout', 'stdbuf', 'xargs', 'exec', 'command', 'builtin', 'busybox', 'watch', 'chroot', 'su']);
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ash', 'fish', 'pwsh', 'powershell']);
const MAX_DEPTH = 4;

/**
 * @param {string} line
 * @param {number} [depth]
 * @returns {string[][]} each simple command's argv, wrappers removed (sudo etc. recorded as argv[0] "sudo" in a separate entry)
 */
export function splitCommands(line, depth = 0) {
  if (depth > MAX_DEPTH || line.length > 100_000) return [];
  /** @type {string[][]} */
  const out = [];
  // Command substitutions run too: $(…) and `…` become commands of their own.
  for (const m of line.matchAll(/\$\(([^()]*(?:\([^()]*\)[^()]*)*)\)|`([^`]*)`/g)) out.push(...splitCommands(m[1] ?? m[2] ?? '', depth + 1));
  /** @type {ReturnType<typeof parse>} */
  let tokens;
  try {
    tokens = parse(line, (key) => `$${key}`);
  } catch {
    return out;
  }
  /** @type {string[]} */
  let current = [];
  const flush = () => {
    if (current.length) out.push(...unwrap(current, depth));
    current = [];
  };
  for (const t of tokens) {
    if (typeof t === 'string') current.push(t);
    else if ('op' in t) {
      if (t.op === 'glob' && 'pattern' in t) current.push(String(t.pattern));
      else if (['>', '>>', '<', '>&', '<(', '(', ')'].includes(t.op)) current.push(t.op);
      else flush();
    } else if ('comment' in t) flush();
  }
  flush();
  return out;
}

/**
 * Removes env assignments and wrapper commands, and re-parses `sh -c` scripts.
 * The wrapper itself is kept as its own entry so that rules can see `sudo`.
 * @param {string[]} argv
 * @param {number} depth
 * @returns {string[][]}
 */
function unwrap(argv, depth) {
  /** @type {string[][]} */
  const out = [];
  let rest = argv;
  for (let guard = 0; guard < 8; guard++) {
    while (rest.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(rest[0] ?? '')) rest = rest.slice(1);
    const head = baseName(rest[0] ?? '');
    if (WRAPPERS.has(head)) {
      out.push(rest.slice(0, 1).concat(rest.slice(1).filter((a) => a.startsWith('-'))));
      rest = rest.slice(1);
      // Skip the wrapper's own options and their values (sudo -u root, timeout 5).
      while (rest.length && (/^-/.test(rest[0] ?? '') || /^\d+[smhd]?$/.test(rest[0] ?? ''))) {
        const opt = rest[0] ?? '';
        rest = rest.slice(1);
        if (['-u', '-g', '-n', '-c'].includes(opt) && head !== 'su' && rest.length > 1) rest = rest.slice(1);
      }
      continue;
    }
    break;
  }
  const head = baseName(rest[0] ?? '');
  const c = rest.indexOf('-c');
  if ((SHELLS.has(head) || head === 'su') && c >= 0 && rest[c + 1] !== undefined) {
    out.push([rest[0] ?? head, '-c']);
    out.push(...splitCommands(rest[c + 1] ?? '', depth + 1));
    return out;
  }
  if (rest.length) out.push([head, ...rest.slice(1)]);
  return out;
}

/** `/usr/bin/rm` → `rm`; `"rm"` stays. */
export function baseName(/** @type {string} */ word) {
  const i = word.lastIndexOf('/');
  return i >= 0 && i < word.length - 1 ? word.slice(i + 1) : word;
}

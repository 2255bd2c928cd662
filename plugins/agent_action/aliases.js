// @ts-check
// Shell aliases a file tool adds to the user's own shell start-up file (`alias ll='ls -la'` appended to ~/.bashrc):
// routine set-up of one's own terminal. Only plain aliases count: a name for a command from the PATH with plain
// words after it, no substitution, redirection, chaining or quoting games, no path to run, and no alias that
// takes the name of a login or privilege program (`sudo`, `ssh`) or turns an everyday name into a remover, a
// downloader or an interpreter.

import { PATH_KEY, WRITE_MODE_KEY } from './standing.js';

/** The user's own shell start-up files. */
const SHELL_RC = /^~\/(?:\.bashrc|\.bash_aliases|\.bash_profile|\.zshrc|\.zsh_aliases|\.profile|\.config\/fish\/config\.fish)$/;
/** One alias line: `alias name='value'` or `alias name="value"`. */
const ALIAS_LINE = /^alias ([a-z0-9_.-]{1,40})=(?:'([^']{1,200})'|"([^"]{1,200})")$/i;
/** What a plain alias value may not hold: substitutions, chaining, redirection, escapes, quotes. */
const NOT_PLAIN = /[;&|`$<>()\\'"{}]/;
/** A switch with a plain word as its value (`--color=auto`, `--max-count=5`). */
const PLAIN_SWITCH_VALUE = /^--[a-z][a-z-]{0,30}=[a-z0-9-]{1,20}$/;
/** Names an alias may not take: login and privilege programs, whose password prompts an alias could imitate. */
const GUARDED_NAMES = new Set(['sudo', 'su', 'doas', 'pkexec', 'ssh', 'scp', 'sftp', 'passwd', 'gpg', 'login', 'kinit', 'git-credential']);
/** Programs an alias may run only under their own name (`alias rm='rm -i'`, never `alias ls='rm -rf'`). */
const OWN_NAME_ONLY = new Set(['rm', 'dd', 'mkfs', 'shred', 'curl', 'wget', 'nc', 'ncat', 'socat', 'bash', 'sh', 'zsh', 'fish', 'python', 'python3', 'perl', 'ruby', 'node', 'php', 'eval', 'exec', 'source', 'sudo', 'su', 'doas', 'chmod', 'chown', 'kill', 'pkill', 'killall', 'crontab', 'ssh', 'scp', 'base64', 'xargs']);
/** The write modes an alias file may be written with (standing.js's WRITE_MODES without `replace`). */
const MODES = new Set(['append', 'a', 'write', 'w', 'overwrite', 'create']);
const CONTENT_KEY = /^(?:content|contents|text|file_text|new_str|new_string|new_text|data|line|lines)$/;

/**
 * Whether a file tool's call only adds plain aliases to the user's own shell start-up file.
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string arguments
 */
export function plainAliasesOnly(entries) {
  let path = false;
  let aliases = 0;
  for (const e of entries) {
    const value = e.value.trim();
    if (e.path.length !== 1) return false;
    if (PATH_KEY.test(e.key)) {
      if (!SHELL_RC.test(value)) return false;
      path = true;
    } else if (WRITE_MODE_KEY.test(e.key)) {
      if (!MODES.has(value.toLowerCase())) return false;
    } else if (CONTENT_KEY.test(e.key)) {
      if (value.length > 4000) return false;
      for (const raw of value.split('\n')) {
        const line = raw.trim();
        if (!line || line.startsWith('#')) continue;
        if (!plainAlias(line)) return false;
        aliases++;
      }
    } else return false;
  }
  return path && aliases > 0;
}

/** @param {string} line */
function plainAlias(line) {
  const m = ALIAS_LINE.exec(line);
  if (!m) return false;
  const name = (m[1] ?? '').toLowerCase();
  const value = (m[2] ?? m[3] ?? '').trim();
  if (GUARDED_NAMES.has(name) || !value || NOT_PLAIN.test(value)) return false;
  const [first = '', ...rest] = value.toLowerCase().split(/\s+/);
  const program = first;
  // A path anywhere (`git -c core.hooksPath=/tmp/h`, `--exec-path=~/x`) makes the alias run or load what it names.
  if (/[/~]/.test(value)) return false;
  // A setting given on the line (`-c key=value`) is an override, not a plain switch; only `--color=auto` forms pass.
  if (rest.some((w) => w === '-c' || (w.includes('=') && !PLAIN_SWITCH_VALUE.test(w)))) return false;
  return !OWN_NAME_ONLY.has(program) || program === name;
}

// @ts-check
// What one parsed shell command does, as data: the files it reads, writes, deletes, lists, runs or
// changes the mode of (with that operation), the hosts and URLs it contacts and with which method,
// what it uploads where, what it downloads to which file, e-mail recipients and attachments, the
// SQL it sends, and where `cd` moves. Knowledge of command-line syntax (which argument of cp is
// the destination, which curl option names an upload) lives here; what is risky lives in packs.

import { looksLikePath } from './paths.js';
import { findUrls, parseUrl, remoteSpec, normalizeHost } from './net.js';

/** @typedef {import('screening-service/plugin-api').ShellCommand} Command */
/**
 * @typedef {object} Effects
 * @property {Array<{ op: string, path: string }>} access
 * @property {string[]} urls
 * @property {string[]} hosts
 * @property {Array<{ method: string, url: string }>} requests
 * @property {Array<{ dest: string, source: string }>} uploads  dest: a host; source: a path, "stdin" or "data"
 * @property {Array<{ url: string, file: string }>} downloads
 * @property {string[]} recipients
 * @property {string[]} attachments
 * @property {string[]} sql
 * @property {string | undefined} cd
 * @property {string[]} substitutedDestinations  network destinations built from a command substitution
 * @property {string[]} execs  files run as programs or scripts
 * @property {string[]} remoteExec  URLs whose content the command itself runs (mshta, regsvr32 /i:)
 */

/** @returns {Effects} */
function empty() {
  return { access: [], urls: [], hosts: [], requests: [], uploads: [], downloads: [], recipients: [], attachments: [], sql: [], cd: undefined, substitutedDestinations: [], execs: [], remoteExec: [] };
}

/**
 * Splits arguments into options and operands; `valueOpts` take the next word (or `--opt=value`,
 * or an attached value for short options such as -oFILE).
 * @param {string[]} args
 * @param {readonly string[]} [valueOpts]
 */
export function scanArgs(args, valueOpts = []) {
  const set = new Set(valueOpts);
  /** @type {string[]} */
  const operands = [];
  /** @type {Array<{ name: string, value?: string }>} */
  const opts = [];
  let endOpts = false;
  for (let k = 0; k < args.length; k++) {
    const a = args[k] ?? '';
    if (endOpts || a === '-' || !a.startsWith('-') || /^-\d/.test(a)) {
      operands.push(a);
      continue;
    }
    if (a === '--') {
      endOpts = true;
      continue;
    }
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    if (eq > 0) opts.push({ name: a.slice(0, eq), value: a.slice(eq + 1) });
    else if (set.has(a)) opts.push({ name: a, value: args[++k] });
    else if (!a.startsWith('--') && a.length > 2 && set.has(a.slice(0, 2))) opts.push({ name: a.slice(0, 2), value: a.slice(2) });
    else opts.push({ name: a });
  }
  return { operands, opts };
}

/** Values of the given options. */
function optValues(/** @type {Array<{ name: string, value?: string }>} */ opts, /** @type {string[]} */ names) {
  return opts.filter((o) => names.includes(o.name) && o.value !== undefined).map((o) => o.value ?? '');
}

/** Options whose value is a file the program itself reads for configuration or credentials. */
const CONFIG_OPTION = /(?:config|kubeconfig|key|cert|cacert|credential|identity|token|password|passwd|secret|env-file|envfile|netrc|auth|profile|keystore|truststore|rcfile|settings)/i;

const hasOpt = (/** @type {Array<{ name: string }>} */ opts, /** @type {RegExp} */ re) => opts.some((o) => re.test(o.name));

/** Windows built-ins take /flags; they are not paths. */
const winFlag = (/** @type {string} */ a) => /^\/[a-z?][a-z0-9:-]{0,24}$/i.test(a) && !/^\/(?:etc|usr|var|tmp|bin|sbin|home|root|opt|srv|dev|proc|sys|boot|lib|mnt|media|run)$/.test(a);

const READERS = new Set(['cat', 'tac', 'less', 'more', 'most', 'bat', 'batcat', 'head', 'tail', 'nl', 'base64', 'base32', 'basenc', 'xxd', 'od', 'hexdump', 'strings', 'cut', 'sort', 'uniq', 'wc', 'diff', 'cmp', 'comm', 'paste', 'column', 'jq', 'yq', 'fold', 'fmt', 'pr', 'expand', 'iconv', 'md5sum', 'sha1sum', 'sha256sum', 'sha512sum', 'shasum', 'cksum', 'b2sum', 'zcat', 'zless', 'bzcat', 'xzcat', 'view', 'get-content', 'gc', 'type', 'gpg', 'uuencode', 'split', 'csplit', 'look', 'sum', 'tr', 'dos2unix', 'unix2dos', 'readlink']);
const EDITORS = new Set(['vi', 'vim', 'nvim', 'nano', 'emacs', 'code', 'subl', 'pico', 'ed', 'micro', 'mcedit', 'gedit', 'kate', 'notepad', 'notepad++', 'joe', 'jed', 'ne']);
const LISTERS = new Set(['ls', 'dir', 'tree', 'stat', 'du', 'df', 'realpath', 'test', '[', 'exa', 'eza', 'lsd', 'get-childitem', 'gci', 'fd', 'fdfind', 'file', 'lsattr', 'getfacl', 'namei', 'test-path', 'get-item', 'gi', 'get-acl']);
const PATTERN_FIRST = new Set(['grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack', 'zgrep', 'findstr', 'select-string', 'sls']);
const VALUE_OPTS = {
  head: ['-n', '-c'],
  tail: ['-n', '-c', '-s'],
  sort: ['-k', '-t', '-o', '-S', '-T', '--output'],
  cut: ['-d', '-f', '-c', '-b'],
  jq: ['-f', '--arg', '--argjson', '--slurpfile', '--rawfile', '--indent'],
  xxd: ['-s', '-l', '-c', '-g', '-o'],
  od: ['-t', '-N', '-j', '-A', '-w'],
  base64: ['-w', '-b'],
  grep: ['-e', '-f', '-m', '-A', '-B', '-C', '-d', '-D', '--include', '--exclude', '--exclude-dir', '--regexp', '--file', '--max-count', '--label', '--color', '--colour', '--context'],
  rg: ['-e', '-f', '-g', '-m', '-A', '-B', '-C', '-t', '-T', '--glob', '--type', '--regexp', '--max-count', '--context', '-M', '-j'],
  sed: ['-e', '-f', '-l', '--expression', '--file'],
  awk: ['-F', '-v', '-f'],
  gpg: ['-o', '--output', '-r', '--recipient', '-u', '--local-user', '--homedir'],
  diff: ['-U', '-C', '-x', '-X', '-I', '--label'],
  tee: [],
  cp: ['-t', '--target-directory', '-S', '--suffix'],
  mv: ['-t', '--target-directory', '-S', '--suffix'],
  install: ['-m', '-o', '-g', '-t', '--mode', '--owner', '--group', '--target-directory'],
  ln: ['-t', '-S', '--target-directory', '--suffix'],
  rsync: ['-e', '--rsh', '--exclude', '--include', '--exclude-from', '--include-from', '--files-from', '--filter', '-f', '--chmod', '--chown', '--rsync-path', '--port', '--password-file', '--log-file', '--backup-dir', '--temp-dir', '-T', '--bwlimit', '--timeout'],
  scp: ['-i', '-P', '-o', '-F', '-c', '-l', '-S', '-J', '-D', '-X'],
  sftp: ['-i', '-P', '-o', '-F', '-b', '-c', '-l', '-S', '-J', '-D', '-R', '-s'],
  tar: ['-f', '-C', '--file', '--directory', '-T', '--files-from', '-X', '--exclude', '--exclude-from', '-I', '--use-compress-program', '--transform', '--strip-components', '-b', '-H', '--format', '-g', '--listed-incremental', '-N', '--owner', '--group', '--mode'],
  zip: ['-x', '-i', '-P', '--password', '-b', '-n', '-t', '-tt', '-O'],
  unzip: ['-d', '-x', '-P'],
  chmod: ['--reference'],
  chown: ['--reference', '--from'],
  truncate: ['-s', '-r', '--size', '--reference'],
  touch: ['-d', '-t', '-r', '--date', '--reference'],
  mkdir: ['-m', '--mode'],
  rm: [],
  shred: ['-n', '-s', '--iterations', '--size', '--random-source'],
  curl: ['-d', '--data', '--data-binary', '--data-raw', '--data-ascii', '--data-urlencode', '--json', '-F', '--form', '--form-string', '-T', '--upload-file', '-X', '--request', '-H', '--header', '-o', '--output', '-u', '--user', '-A', '--user-agent', '-e', '--referer', '-b', '--cookie', '-c', '--cookie-jar', '-x', '--proxy', '--url', '-K', '--config', '-w', '--write-out', '-m', '--max-time', '--connect-timeout', '-r', '--range', '-E', '--cert', '--key', '--cacert', '--capath', '--resolve', '--connect-to', '--interface', '-U', '--proxy-user', '-y', '-Y', '-z', '--retry', '--retry-delay', '--retry-max-time', '--output-dir', '--oauth2-bearer', '--limit-rate', '-C', '--continue-at', '--max-filesize', '--dns-servers', '--unix-socket', '--aws-sigv4', '-Q', '--quote', '--mail-from', '--mail-rcpt', '--login-options', '--pass', '--variable', '--expand-url', '--expand-data'],
  wget: ['-O', '--output-document', '-o', '--output-file', '-a', '--append-output', '-i', '--input-file', '--post-data', '--post-file', '--body-data', '--body-file', '--method', '--header', '-U', '--user-agent', '--user', '--password', '--http-user', '--http-password', '-P', '--directory-prefix', '-t', '--tries', '-T', '--timeout', '-e', '--execute', '--referer', '--load-cookies', '--save-cookies', '-Q', '--quota', '-l', '--level', '-A', '--accept', '-R', '--reject', '-D', '--domains', '--limit-rate', '-w', '--wait', '--ca-certificate', '--certificate', '--private-key'],
  nc: ['-p', '-s', '-w', '-i', '-x', '-X', '-e', '-c', '-q', '-O', '-P', '-T', '-V', '-I', '-M', '-m', '-W', '-G', '-g'],
  socat: [],
  ssh: ['-b', '-c', '-D', '-E', '-e', '-F', '-I', '-i', '-J', '-L', '-l', '-m', '-O', '-o', '-p', '-Q', '-R', '-S', '-W', '-w', '-B', '-P'],
  dig: ['-b', '-c', '-f', '-k', '-p', '-q', '-t', '-x', '-y'],
  psql: ['-c', '--command', '-f', '--file', '-h', '--host', '-p', '--port', '-U', '--username', '-d', '--dbname', '-o', '--output', '-v', '--set', '--variable', '-P', '-F', '-R', '-L', '--log-file'],
  mysql: ['-e', '--execute', '-h', '--host', '-P', '--port', '-u', '--user', '-D', '--database', '-S', '--socket', '--default-character-set', '--defaults-file', '--defaults-extra-file', '--login-path', '-p'],
  mail: ['-s', '-a', '-A', '-c', '-b', '-r', '-S', '-q', '--subject', '--attach', '--cc', '--bcc', '--from', '-f'],
  mutt: ['-s', '-a', '-c', '-b', '-e', '-F', '-f', '-H', '-i'],
  sendmail: ['-f', '-F', '-r', '-O', '-o', '-B', '-C', '-N', '-R', '-V', '-X', '-L'],
  swaks: ['--to', '-t', '--from', '-f', '--server', '-s', '--attach', '--attach-type', '--body', '--header', '-h', '--auth-user', '--auth-password', '-au', '-ap', '--port', '-p', '--data', '-d', '--helo', '--cc', '--bcc'],
};
/** @param {string} name */
const valueOptsFor = (name) => /** @type {Record<string, string[]>} */ (VALUE_OPTS)[name] ?? [];

/**
 * @param {Command} cmd
 * @param {{ readCommands?: readonly string[] }} [settings]
 * @returns {Effects}
 */
export function commandEffects(cmd, settings = {}) {
  const fx = empty();
  const [name = '', ...args] = cmd.argv;
  const read = (/** @type {string} */ p) => p && fx.access.push({ op: 'read', path: p });
  const add = (/** @type {string} */ op, /** @type {string} */ p) => p && fx.access.push({ op, path: p });
  const extraReaders = new Set(settings.readCommands ?? []);

  // Redirections.
  for (const r of cmd.redirects) {
    if (/^\/dev\/(?:tcp|udp)\/([^/]+)\/(\d+)/.test(r.target)) {
      const m = /^\/dev\/(?:tcp|udp)\/([^/]+)/.exec(r.target);
      const host = normalizeHost(m?.[1] ?? '');
      if (host) fx.hosts.push(host);
    }
    if (r.op === '>' || r.op === '>|' || r.op === '&>' || r.op === '>&') add('write', r.target);
    else if (r.op === '>>' || r.op === '&>>') add('append', r.target);
    else if (r.op === '<') add('read', r.target);
    else if (r.op === '<>') add('edit', r.target);
  }
  // A program given by path runs that file.
  if (/[/\\]/.test(cmd.raw0) && !/^\/(?:usr\/)?(?:local\/)?s?bin\//.test(cmd.raw0)) fx.execs.push(cmd.raw0);
  for (const a of args) for (const u of findUrls(a)) fx.urls.push(u);

  const handler = HANDLERS[/^python[0-9.]*$/.test(name) ? 'python' : name];
  if (handler) handler(args, fx, cmd);
  else if (READERS.has(name) || extraReaders.has(name)) {
    for (const p of scanArgs(args, valueOptsFor(name)).operands) if (p !== '-') read(p);
  } else if (EDITORS.has(name)) {
    for (const p of scanArgs(args, ['-c', '+', '--cmd', '-S', '-u', '-i']).operands) if (!p.startsWith('+')) add('edit', p);
  } else if (LISTERS.has(name)) {
    for (const p of scanArgs(args, ['-I', '--ignore', '-L', '--block-size', '-c', '--format', '--printf', '-d', '--depth', '-P', '-t', '-e', '-E', '--exclude', '-x']).operands) add('list', p);
  } else if (PATTERN_FIRST.has(name)) {
    const { operands, opts } = scanArgs(args, valueOptsFor(name === 'rg' || name === 'ag' ? 'rg' : 'grep'));
    const files = hasOpt(opts, /^(?:-e|-f|--regexp|--file)$/) ? operands : operands.slice(1);
    for (const p of files) read(p);
  } else {
    // Any other program: path-like operands and --opt=path values are handed to it. A value of an
    // option that names the program's own configuration or credentials (--kubeconfig, --key-file,
    // --env-file) is used by the program, not shown: `use`.
    args.forEach((a, k) => {
      const eq = /^(--?[\w-]+)=(.+)$/.exec(a);
      const v = eq?.[2] ?? a;
      if (!looksLikePath(v)) return;
      const option = eq?.[1] ?? (/^--?[\w-]+$/.test(args[k - 1] ?? '') ? args[k - 1] : undefined);
      add(option && CONFIG_OPTION.test(option) ? 'use' : 'arg', v);
    });
  }
  return fx;
}

/** @type {Record<string, (args: string[], fx: Effects, cmd: Command) => void>} */
const HANDLERS = {
  cd(args, fx) {
    fx.cd = args.find((a) => !a.startsWith('-')) ?? '~';
  },
  pushd(args, fx) {
    fx.cd = args.find((a) => !a.startsWith('-')) ?? '~';
  },
  'set-location': (args, fx) => {
    fx.cd = args.find((a) => !a.startsWith('-')) ?? '~';
  },
  rm(args, fx) {
    const { operands, opts } = scanArgs(args);
    const recursive = hasOpt(opts, /^-[a-zA-Z]*[rR]|^--recursive$/);
    for (const p of operands) fx.access.push({ op: recursive ? 'delete-recursive' : 'delete', path: p });
  },
  rmdir(args, fx) {
    const win = args.some((a) => /^\/s$/i.test(a));
    for (const p of args.filter((a) => !a.startsWith('-') && !winFlag(a))) fx.access.push({ op: win ? 'delete-recursive' : 'delete', path: p });
  },
  unlink(args, fx) {
    for (const p of scanArgs(args).operands) fx.access.push({ op: 'delete', path: p });
  },
  shred(args, fx) {
    const { operands } = scanArgs(args, valueOptsFor('shred'));
    for (const p of operands) {
      fx.access.push({ op: 'write', path: p });
      fx.access.push({ op: 'delete', path: p });
    }
  },
  srm(args, fx) {
    const { operands, opts } = scanArgs(args);
    const recursive = hasOpt(opts, /^-[a-zA-Z]*r/);
    for (const p of operands) fx.access.push({ op: recursive ? 'delete-recursive' : 'delete', path: p });
  },
  wipe(args, fx) {
    const { operands, opts } = scanArgs(args);
    const recursive = hasOpt(opts, /^-[a-zA-Z]*r/);
    for (const p of operands) fx.access.push({ op: recursive ? 'delete-recursive' : 'delete', path: p });
  },
  trash(args, fx) {
    for (const p of scanArgs(args).operands) fx.access.push({ op: 'delete', path: p });
  },
  'remove-item': (args, fx) => windowsDelete(args, fx),
  ri: (args, fx) => windowsDelete(args, fx),
  del: (args, fx) => windowsDelete(args, fx),
  erase: (args, fx) => windowsDelete(args, fx),
  rd: (args, fx) => windowsDelete(args, fx),
  cipher(args, fx) {
    for (const a of args) {
      const m = /^\/w:(.+)$/i.exec(a);
      if (m) fx.access.push({ op: 'delete-recursive', path: m[1] ?? '' });
    }
  },
  find(args, fx) {
    const start = [];
    for (const a of args) {
      if (/^[-!(]/.test(a) && a !== '-') break;
      start.push(a);
    }
    const paths = start.length ? start : ['.'];
    const deletes = args.includes('-delete') || args.some((a, k) => /^-(?:exec|execdir|ok|okdir)$/.test(a) && /^(?:rm|shred|unlink)$/.test(args[k + 1] ?? ''));
    // Without a test (-name, -type, -mtime, …) find selects everything under its start paths.
    const filtered = args.some((a) => /^-(?:name|iname|path|ipath|wholename|iwholename|regex|iregex|type|mtime|mmin|atime|amin|ctime|cmin|newer|size|user|group|perm|empty|links|inum|samefile|lname|ilname|uid|gid|nouser|nogroup|xtype|fstype|used|context)$/.test(a));
    // Deleting only what is older than an age (-mtime +30) is retention, kept apart from other filters.
    // (at least two days: `-mtime +0` is nearly everything).
    const aged = args.some((a, k) => {
      const days = /^-([mac])(time|min)$/.exec(a);
      const n = /^\+(\d{1,7})$/.exec(args[k + 1] ?? '');
      return Boolean(days && n && Number(n[1]) >= (days[2] === 'min' ? 2880 : 2));
    });
    for (const p of paths) fx.access.push({ op: deletes ? (aged ? 'delete-aged' : filtered ? 'delete-matching' : 'delete-recursive') : 'list', path: p });
    const fprint = args.findIndex((a) => a === '-fprint' || a === '-fprintf' || a === '-fls');
    if (fprint >= 0 && args[fprint + 1]) fx.access.push({ op: 'write', path: args[fprint + 1] ?? '' });
  },
  cp: (args, fx) => copyLike('copy', 'cp', args, fx),
  install: (args, fx) => copyLike('copy', 'install', args, fx),
  mv: (args, fx) => copyLike('move', 'mv', args, fx),
  'copy-item': (args, fx) => windowsCopy('copy', args, fx),
  cpi: (args, fx) => windowsCopy('copy', args, fx),
  copy: (args, fx) => windowsCopy('copy', args, fx),
  xcopy: (args, fx) => windowsCopy('copy', args, fx),
  robocopy: (args, fx) => windowsCopy('copy', args, fx),
  'move-item': (args, fx) => windowsCopy('move', args, fx),
  mi: (args, fx) => windowsCopy('move', args, fx),
  move: (args, fx) => windowsCopy('move', args, fx),
  ln(args, fx) {
    const { operands, opts } = scanArgs(args, valueOptsFor('ln'));
    if (!operands.length) return;
    const symbolic = hasOpt(opts, /^-[a-zA-Z]*s|^--symbolic$/);
    const targets = operands.length === 1 ? operands : operands.slice(0, -1);
    for (const t of targets) fx.access.push({ op: symbolic ? 'link' : 'copy', path: t });
    if (operands.length > 1) fx.access.push({ op: 'write', path: operands[operands.length - 1] ?? '' });
  },
  dd(args, fx) {
    for (const a of args) {
      const m = /^(if|of)=(.+)$/.exec(a);
      if (m) fx.access.push({ op: m[1] === 'if' ? 'read' : 'write', path: m[2] ?? '' });
    }
  },
  tee(args, fx) {
    const { operands, opts } = scanArgs(args);
    const append = hasOpt(opts, /^-[a-zA-Z]*a|^--append$/);
    for (const p of operands) fx.access.push({ op: append ? 'append' : 'write', path: p });
  },
  'set-content': (args, fx) => windowsWrite('write', args, fx),
  sc: (args, fx) => {
    // sc is Set-Content in PowerShell and the service controller in cmd.
    if (/^(?:create|config|stop|start|delete|query|failure)$/i.test(args[0] ?? '')) return;
    windowsWrite('write', args, fx);
  },
  'out-file': (args, fx) => windowsWrite('write', args, fx),
  'add-content': (args, fx) => windowsWrite('append', args, fx),
  ac: (args, fx) => windowsWrite('append', args, fx),
  'new-item': (args, fx) => windowsWrite('write', args, fx),
  ni: (args, fx) => windowsWrite('write', args, fx),
  touch(args, fx) {
    for (const p of scanArgs(args, valueOptsFor('touch')).operands) fx.access.push({ op: 'write', path: p });
  },
  mkdir(args, fx) {
    for (const p of scanArgs(args, valueOptsFor('mkdir')).operands) fx.access.push({ op: 'write', path: p });
  },
  truncate(args, fx) {
    for (const p of scanArgs(args, valueOptsFor('truncate')).operands) fx.access.push({ op: 'write', path: p });
  },
  chmod: (args, fx) => modeChange(args, fx, 1),
  chown: (args, fx) => modeChange(args, fx, 1),
  chgrp: (args, fx) => modeChange(args, fx, 1),
  chattr: (args, fx) => modeChange(args, fx, 1),
  setfacl(args, fx) {
    const { operands, opts } = scanArgs(args, ['-m', '-x', '-M', '-X', '--modify', '--remove', '--set', '--set-file']);
    const recursive = hasOpt(opts, /^-[a-zA-Z]*R|^--recursive$/);
    for (const p of operands) fx.access.push({ op: recursive ? 'mode-recursive' : 'mode', path: p });
  },
  icacls(args, fx) {
    const p = args[0];
    if (p) fx.access.push({ op: args.some((a) => /^\/t$/i.test(a)) ? 'mode-recursive' : 'mode', path: p });
  },
  takeown(args, fx) {
    const f = args.findIndex((a) => /^\/f$/i.test(a));
    if (f >= 0 && args[f + 1]) fx.access.push({ op: args.some((a) => /^\/r$/i.test(a)) ? 'mode-recursive' : 'mode', path: args[f + 1] ?? '' });
  },
  sed(args, fx) {
    const { operands, opts } = scanArgs(args, valueOptsFor('sed'));
    const inPlace = hasOpt(opts, /^-[a-zA-Z]*i|^--in-place/);
    const files = hasOpt(opts, /^(?:-e|-f|--expression|--file)$/) ? operands : operands.slice(1);
    for (const p of files) fx.access.push({ op: inPlace ? 'edit' : 'read', path: p });
  },
  awk(args, fx) {
    const { operands, opts } = scanArgs(args, valueOptsFor('awk'));
    const files = hasOpt(opts, /^-f$/) ? operands : operands.slice(1);
    for (const p of files) if (!/^[A-Za-z_]\w*=/.test(p)) fx.access.push({ op: 'read', path: p });
  },
  gawk: (args, fx, cmd) => HANDLERS['awk']?.(args, fx, cmd),
  patch(args, fx) {
    const { operands, opts } = scanArgs(args, ['-p', '-i', '--input', '-d', '--directory', '-o', '--output', '-r', '-F', '-D']);
    for (const p of operands) fx.access.push({ op: 'edit', path: p });
    for (const p of optValues(opts, ['-i', '--input'])) fx.access.push({ op: 'read', path: p });
  },
  visudo(args, fx) {
    const f = scanArgs(args, ['-f', '--file']).opts.find((o) => o.name === '-f' || o.name === '--file');
    // -c only checks the syntax.
    fx.access.push({ op: args.some((a) => a === '--check' || /^-[a-z]*c/.test(a)) ? 'use' : 'edit', path: f?.value ?? '/etc/sudoers' });
  },
  vipw(args, fx) {
    fx.access.push({ op: 'edit', path: args.includes('-s') ? '/etc/shadow' : '/etc/passwd' });
  },
  vigr(args, fx) {
    fx.access.push({ op: 'edit', path: args.includes('-s') ? '/etc/gshadow' : '/etc/group' });
  },
  tar(args, fx) {
    // Old-style first word without a dash: tar czf out.tgz dir.
    const words = args.length && !args[0]?.startsWith('-') && /^[A-Za-z]+$/.test(args[0] ?? '') ? [`-${args[0]}`, ...args.slice(1)] : args;
    const clusterF = words.findIndex((a) => /^-[A-Za-z]*f$/.test(a) && !a.startsWith('--'));
    /** @type {string | undefined} */
    let archive;
    let rest = words;
    if (clusterF >= 0) {
      archive = words[clusterF + 1];
      rest = [...words.slice(0, clusterF), words[clusterF]?.slice(0, -1) ?? '', ...words.slice(clusterF + 2)].filter((a) => a !== '-');
    }
    const { operands, opts } = scanArgs(rest, valueOptsFor('tar'));
    archive ??= optValues(opts, ['-f', '--file'])[0];
    const create = words.some((a) => /^-[A-Za-z]*c|^--create$/.test(a) || /^-[A-Za-z]*r|^--append$/.test(a));
    const extract = words.some((a) => /^-[A-Za-z]*x|^--extract$|^--get$/.test(a));
    if (create) {
      if (archive && archive !== '-') fx.access.push({ op: 'write', path: archive });
      for (const p of operands) fx.access.push({ op: 'copy', path: p });
    } else if (extract) {
      if (archive && archive !== '-') fx.access.push({ op: 'read', path: archive });
      for (const d of optValues(opts, ['-C', '--directory'])) fx.access.push({ op: 'write', path: d });
    } else if (archive && archive !== '-') fx.access.push({ op: 'list', path: archive });
  },
  zip(args, fx) {
    const { operands } = scanArgs(args, valueOptsFor('zip'));
    if (operands[0]) fx.access.push({ op: 'write', path: operands[0] });
    for (const p of operands.slice(1)) fx.access.push({ op: 'copy', path: p });
  },
  '7z': (args, fx) => {
    const [verb, archive, ...files] = args.filter((a) => !a.startsWith('-'));
    if (verb === 'a' && archive) {
      fx.access.push({ op: 'write', path: archive });
      for (const p of files) fx.access.push({ op: 'copy', path: p });
    } else if (archive) fx.access.push({ op: 'read', path: archive });
  },
  unzip(args, fx) {
    const { operands, opts } = scanArgs(args, valueOptsFor('unzip'));
    if (operands[0]) fx.access.push({ op: 'read', path: operands[0] });
    for (const d of optValues(opts, ['-d'])) fx.access.push({ op: 'write', path: d });
  },
  openssl(args, fx) {
    const { opts } = scanArgs(args, ['-in', '-out', '-key', '-inkey', '-signkey', '-passin', '-passout', '-connect', '-servername', '-CAfile', '-cert', '-config']);
    // Only the key-conversion commands (rsa, pkey, ec, pkcs8, pkcs12, enc, …) print what they read,
    // and not with -pubout or -noout; signing, requests, certificates and TLS clients use the key.
    const prints = /^(?:rsa|pkey|ec|dsa|pkcs8|pkcs12|pkcs7|enc|base64|asn1parse|storeutl)$/.test(args[0] ?? '') && !args.includes('-pubout') && !args.includes('-noout');
    const keyOp = prints ? 'read' : 'use';
    for (const p of optValues(opts, ['-in', '-key', '-inkey', '-signkey'])) fx.access.push({ op: keyOp, path: p });
    for (const p of optValues(opts, ['-out'])) fx.access.push({ op: 'write', path: p });
    const connect = optValues(opts, ['-connect'])[0];
    if (connect) {
      const host = normalizeHost(connect.replace(/:\d+$/, ''));
      if (host) fx.hosts.push(host);
    }
  },
  ssh(args, fx) {
    const { operands, opts } = scanArgs(args, valueOptsFor('ssh'));
    for (const p of optValues(opts, ['-i', '-F'])) fx.access.push({ op: 'use', path: p });
    const target = operands[0];
    if (target) {
      const host = normalizeHost(target.replace(/^[^@]*@/, '').replace(/^ssh:\/\//, '').replace(/:\d+$/, ''));
      if (host) fx.hosts.push(host);
    }
  },
  'ssh-add': (args, fx) => {
    for (const p of scanArgs(args, ['-t', '-s', '-e', '-S', '-E', '-H', '-h']).operands) fx.access.push({ op: 'use', path: p });
  },
  'ssh-keygen': (args, fx) => {
    for (const p of optValues(scanArgs(args, ['-f', '-t', '-b', '-C', '-N', '-P', '-m', '-Z', '-a', '-E', '-n', '-I', '-V', '-s', '-O', '-Y', '-r', '-z']).opts, ['-f'])) fx.access.push({ op: 'use', path: p });
  },
  'ssh-copy-id': (args, fx) => {
    const { operands, opts } = scanArgs(args, ['-i', '-p', '-o', '-F', '-t']);
    for (const p of optValues(opts, ['-i'])) fx.access.push({ op: 'use', path: p });
    const host = normalizeHost((operands[0] ?? '').replace(/^[^@]*@/, ''));
    if (host) fx.hosts.push(host);
  },
  scp: (args, fx) => remoteCopy(args, valueOptsFor('scp'), fx),
  rsync: (args, fx) => remoteCopy(args, valueOptsFor('rsync'), fx),
  sftp(args, fx, cmd) {
    const { operands, opts } = scanArgs(args, valueOptsFor('sftp'));
    for (const p of optValues(opts, ['-i'])) fx.access.push({ op: 'use', path: p });
    const host = normalizeHost((operands[0] ?? '').replace(/^[^@]*@/, '').replace(/:.*$/, ''));
    if (host) fx.hosts.push(host);
    // Batch commands on stdin (a here-document or here-string): `put` sends local files.
    for (const m of (cmd.stdin ?? '').matchAll(/^\s*-?m?put\s+(?:-[a-zA-Z]+\s+)*("[^"]+"|\S+)/gm)) {
      const file = (m[1] ?? '').replace(/^"|"$/g, '');
      fx.access.push({ op: 'upload', path: file });
      if (host) fx.uploads.push({ dest: host, source: file });
    }
  },
  rclone(args, fx) {
    const [verb, ...rest] = args.filter((a) => !a.startsWith('-'));
    if (!/^(?:copy|sync|move|copyto|moveto|bisync)$/.test(verb ?? '')) return;
    const dest = rest[rest.length - 1] ?? '';
    const remote = /^([A-Za-z0-9_-]+):/.exec(dest);
    if (!remote) return;
    for (const p of rest.slice(0, -1)) if (!/^[A-Za-z0-9_-]+:/.test(p)) fx.uploads.push({ dest: `rclone:${remote[1]}`, source: p });
  },
  curl: (args, fx, cmd) => curlEffects(args, fx, cmd),
  wget: (args, fx) => wgetEffects(args, fx),
  http: (args, fx, cmd) => httpieEffects(args, fx, cmd),
  https: (args, fx, cmd) => httpieEffects(args, fx, cmd),
  xh: (args, fx, cmd) => httpieEffects(args, fx, cmd),
  'invoke-webrequest': (args, fx) => powershellWeb(args, fx),
  iwr: (args, fx) => powershellWeb(args, fx),
  'invoke-restmethod': (args, fx) => powershellWeb(args, fx),
  irm: (args, fx) => powershellWeb(args, fx),
  'start-bitstransfer': (args, fx) => powershellWeb(args, fx),
  certutil(args, fx) {
    const urls = args.filter((a) => /^https?:\/\//i.test(a));
    const out = args.filter((a) => !a.startsWith('-') && !winFlag(a) && !/^https?:\/\//i.test(a));
    for (const u of urls) {
      fx.requests.push({ method: 'GET', url: u });
      if (out[0]) fx.downloads.push({ url: u, file: out[0] });
    }
    if (args.some((a) => /^[-/]decode$/i.test(a)) && out.length >= 2) {
      fx.access.push({ op: 'read', path: out[0] ?? '' });
      fx.access.push({ op: 'write', path: out[1] ?? '' });
    }
  },
  bitsadmin(args, fx) {
    const u = args.findIndex((a) => /^https?:\/\//i.test(a));
    if (u >= 0) {
      fx.requests.push({ method: 'GET', url: args[u] ?? '' });
      if (args[u + 1]) fx.downloads.push({ url: args[u] ?? '', file: args[u + 1] ?? '' });
    }
  },
  nc: (args, fx, cmd) => netcat(args, fx, cmd),
  ncat: (args, fx, cmd) => netcat(args, fx, cmd),
  netcat: (args, fx, cmd) => netcat(args, fx, cmd),
  telnet: (args, fx, cmd) => netcat(args, fx, cmd),
  socat(args, fx, cmd) {
    // Two addresses: data flows between them, so a file address next to a network one is sent there.
    /** @type {string[]} */
    const remotes = [];
    /** @type {string[]} */
    const files = [];
    for (const a of args) {
      const m = /^(?:tcp|tcp4|tcp6|udp|udp4|udp6|openssl|ssl|sctp)(?:-connect)?:([^:,]+)(?::(\d+))?/i.exec(a);
      if (m) {
        const host = normalizeHost(m[1] ?? '');
        if (host) {
          fx.hosts.push(host);
          remotes.push(host);
          if (cmd.piped || cmd.redirects.some((r) => r.op === '<')) fx.uploads.push({ dest: host, source: 'stdin' });
        }
      }
      const file = /^(?:file|open|gopen|create):([^,]+)/i.exec(a);
      if (file) files.push(file[1] ?? '');
    }
    for (const f of files) {
      fx.access.push({ op: remotes.length ? 'upload' : 'read', path: f });
      for (const host of remotes) fx.uploads.push({ dest: host, source: f });
    }
  },
  dig: (args, fx) => dnsLookup(args, fx),
  nslookup: (args, fx) => dnsLookup(args, fx),
  host: (args, fx) => dnsLookup(args, fx),
  drill: (args, fx) => dnsLookup(args, fx),
  ping: (args, fx) => dnsLookup(args, fx),
  ping6: (args, fx) => dnsLookup(args, fx),
  traceroute: (args, fx) => dnsLookup(args, fx),
  tracepath: (args, fx) => dnsLookup(args, fx),
  whois: (args, fx) => dnsLookup(args, fx),
  getent: (args, fx) => dnsLookup(args.slice(1), fx),
  'resolve-dnsname': (args, fx) => dnsLookup(args, fx),
  'test-netconnection': (args, fx) => dnsLookup(args, fx),
  nmap: (args, fx) => dnsLookup(args, fx),
  psql(args, fx, cmd) {
    const { opts } = scanArgs(args, valueOptsFor('psql'));
    fx.sql.push(...optValues(opts, ['-c', '--command']));
    for (const f of optValues(opts, ['-f', '--file'])) fx.access.push({ op: 'read', path: f });
    if (cmd.stdin !== undefined) fx.sql.push(cmd.stdin);
  },
  mysql: (args, fx, cmd) => sqlClient(args, fx, cmd, ['-e', '--execute']),
  mariadb: (args, fx, cmd) => sqlClient(args, fx, cmd, ['-e', '--execute']),
  sqlcmd: (args, fx, cmd) => sqlClient(args, fx, cmd, ['-Q', '-q']),
  cqlsh: (args, fx, cmd) => sqlClient(args, fx, cmd, ['-e', '--execute']),
  snowsql: (args, fx, cmd) => sqlClient(args, fx, cmd, ['-q', '--query']),
  'clickhouse-client': (args, fx, cmd) => sqlClient(args, fx, cmd, ['-q', '--query']),
  duckdb(args, fx, cmd) {
    sqlClient(args, fx, cmd, ['-c']);
    const operands = scanArgs(args, ['-c', '-cmd']).operands;
    if (operands[1]) fx.sql.push(operands.slice(1).join(' '));
  },
  sqlite3(args, fx, cmd) {
    const { operands } = scanArgs(args, ['-cmd', '-separator', '-newline', '-nullvalue']);
    if (operands[0]) fx.access.push({ op: 'edit', path: operands[0] });
    if (operands.length > 1) fx.sql.push(operands.slice(1).join(' '));
    if (cmd.stdin !== undefined) fx.sql.push(cmd.stdin);
  },
  bq(args, fx) {
    if (args[0] !== 'query') return;
    const { operands } = scanArgs(args.slice(1), ['--parameter', '--destination_table', '--project_id', '--location', '--max_rows']);
    if (operands.length) fx.sql.push(operands.join(' '));
  },
  mail: (args, fx, cmd) => mailEffects(args, fx, cmd, 'mail'),
  mailx: (args, fx, cmd) => mailEffects(args, fx, cmd, 'mail'),
  mutt: (args, fx, cmd) => mailEffects(args, fx, cmd, 'mutt'),
  sendmail: (args, fx, cmd) => mailEffects(args, fx, cmd, 'sendmail'),
  msmtp: (args, fx, cmd) => mailEffects(args, fx, cmd, 'sendmail'),
  swaks(args, fx) {
    const { opts } = scanArgs(args, valueOptsFor('swaks'));
    for (const to of optValues(opts, ['--to', '-t', '--cc', '--bcc'])) fx.recipients.push(...to.split(/[,\s]+/).filter(Boolean));
    for (const a of optValues(opts, ['--attach'])) {
      const path = a.replace(/^@/, '');
      fx.attachments.push(path);
      fx.access.push({ op: 'upload', path });
    }
    for (const b of optValues(opts, ['--body', '--data', '-d'])) if (b.startsWith('@')) fx.access.push({ op: 'upload', path: b.slice(1) });
  },
  'send-mailmessage': (args, fx) => {
    const { opts } = scanArgs(args, ['-To', '-Cc', '-Bcc', '-From', '-Subject', '-Body', '-Attachments', '-SmtpServer', '-Port', '-Credential']);
    for (const to of optValues(opts, ['-To', '-Cc', '-Bcc'])) fx.recipients.push(...to.split(/[,\s]+/).filter(Boolean));
    for (const a of optValues(opts, ['-Attachments'])) {
      fx.attachments.push(a);
      fx.access.push({ op: 'upload', path: a });
    }
  },
  git(args, fx) {
    // git -C dir …: the directory is listed, not touched; URLs are contacted.
    for (const a of args) {
      const spec = remoteSpec(a);
      if (spec && /^[\w.-]+@/.test(a)) fx.hosts.push(spec.host);
    }
  },
  python: (args, fx) => scriptRunner(args, fx, ['-m', '-W', '-X', '-c']),
  python3: (args, fx) => scriptRunner(args, fx, ['-m', '-W', '-X', '-c']),
  node: (args, fx) => scriptRunner(args, fx, ['-r', '--require', '-e', '--eval', '-p', '--print', '--import', '--loader']),
  perl: (args, fx) => scriptRunner(args, fx, ['-e', '-E', '-I', '-M']),
  ruby: (args, fx) => scriptRunner(args, fx, ['-e', '-I', '-r']),
  php: (args, fx) => scriptRunner(args, fx, ['-r', '-d', '-c']),
  sh: (args, fx) => scriptRunner(args, fx, ['-c', '-o', '-O', '--rcfile', '--init-file']),
  bash: (args, fx) => scriptRunner(args, fx, ['-c', '-o', '-O', '--rcfile', '--init-file']),
  zsh: (args, fx) => scriptRunner(args, fx, ['-c', '-o']),
  dash: (args, fx) => scriptRunner(args, fx, ['-c', '-o']),
  ksh: (args, fx) => scriptRunner(args, fx, ['-c', '-o']),
  crontab(args, fx) {
    const { operands } = scanArgs(args, ['-u']);
    for (const p of operands) if (p !== '-') fx.access.push({ op: 'read', path: p });
  },
  mshta(args, fx) {
    for (const a of args)
      if (/^(?:https?|javascript|vbscript):/i.test(a)) {
        fx.requests.push({ method: 'GET', url: a });
        fx.remoteExec.push(a);
      }
  },
  regsvr32(args, fx) {
    for (const a of args) {
      const m = /^\/i:(https?:\/\/.+)$/i.exec(a);
      if (m) {
        fx.requests.push({ method: 'GET', url: m[1] ?? '' });
        fx.remoteExec.push(m[1] ?? '');
      }
    }
  },
  source(args, fx) {
    if (args[0] && !args[0].startsWith('<(')) fx.execs.push(args[0]);
  },
  '.': (args, fx) => {
    if (args[0] && !args[0].startsWith('<(')) fx.execs.push(args[0]);
  },
  aria2c(args, fx) {
    for (const u of args.filter((a) => /^https?:\/\//i.test(a))) fx.requests.push({ method: 'GET', url: u });
  },
  kubectl(args, fx) {
    if (args[0] !== 'cp') return;
    for (const a of args.slice(1)) {
      const m = /^[^:/\s]+:(\/.*)$/.exec(a);
      if (m) fx.access.push({ op: 'copy', path: m[1] ?? '' });
    }
  },
  docker(args, fx) {
    if (args[0] !== 'cp') return;
    for (const a of args.slice(1)) {
      const m = /^[^:/\s]+:(\/.*)$/.exec(a);
      if (m) fx.access.push({ op: 'copy', path: m[1] ?? '' });
      else if (!a.startsWith('-')) fx.access.push({ op: 'arg', path: a });
    }
  },
};
HANDLERS['python2'] = HANDLERS['python'] ?? (() => undefined);

/**
 * @param {string} op
 * @param {string} name
 * @param {string[]} args
 * @param {Effects} fx
 */
function copyLike(op, name, args, fx) {
  const { operands, opts } = scanArgs(args, valueOptsFor(name));
  const target = optValues(opts, ['-t', '--target-directory'])[0];
  const sources = target ? operands : operands.slice(0, -1);
  const dest = target ?? (operands.length > 1 ? operands[operands.length - 1] : undefined);
  for (const p of sources) fx.access.push({ op, path: p });
  if (dest) fx.access.push({ op: 'write', path: dest });
}

/**
 * @param {string} op
 * @param {string[]} args
 * @param {Effects} fx
 */
function windowsCopy(op, args, fx) {
  const named = scanArgs(args, ['-Path', '-path', '-Destination', '-destination', '-LiteralPath', '-Filter', '-Include', '-Exclude']);
  const path = optValues(named.opts, ['-Path', '-path', '-LiteralPath']);
  const dest = optValues(named.opts, ['-Destination', '-destination']);
  const positional = named.operands.filter((a) => !winFlag(a));
  const sources = path.length ? path : positional.slice(0, dest.length ? undefined : -1);
  const target = dest[0] ?? (positional.length > 1 ? positional[positional.length - 1] : undefined);
  for (const p of sources) fx.access.push({ op, path: p });
  if (target) fx.access.push({ op: 'write', path: target });
}

/**
 * @param {string[]} args
 * @param {Effects} fx
 */
function windowsDelete(args, fx) {
  const recursive = args.some((a) => /^-r(?:e(?:c(?:u(?:r(?:s(?:e)?)?)?)?)?)?$/i.test(a) || /^\/s$/i.test(a));
  const named = scanArgs(args, ['-Path', '-path', '-LiteralPath', '-Filter', '-Include', '-Exclude']);
  const paths = [...optValues(named.opts, ['-Path', '-path', '-LiteralPath']), ...named.operands.filter((a) => !winFlag(a))];
  for (const p of paths) fx.access.push({ op: recursive ? 'delete-recursive' : 'delete', path: p });
}

/**
 * @param {string} op
 * @param {string[]} args
 * @param {Effects} fx
 */
function windowsWrite(op, args, fx) {
  const named = scanArgs(args, ['-Path', '-path', '-FilePath', '-LiteralPath', '-Value', '-value', '-ItemType', '-Encoding', '-Name', '-Force']);
  const paths = optValues(named.opts, ['-Path', '-path', '-FilePath', '-LiteralPath']);
  const target = paths[0] ?? named.operands[0];
  if (target) fx.access.push({ op, path: target });
}

/**
 * chmod MODE FILE…, chown OWNER FILE… (the first operand is not a path unless --reference).
 * @param {string[]} args
 * @param {Effects} fx
 * @param {number} skip
 */
function modeChange(args, fx, skip) {
  const { operands, opts } = scanArgs(args.map((a) => (/^[-+=][rwxXstugo]+$/.test(a) ? `MODE:${a}` : a)), ['--reference', '--from']);
  const recursive = hasOpt(opts, /^-[a-zA-Z]*R|^--recursive$/);
  const paths = hasOpt(opts, /^--reference$/) ? operands : operands.slice(skip);
  // chmod 600 key, chmod go-rwx dir: taking access away from group and others only protects the file.
  const mode = skip === 1 ? String(operands[0] ?? '').replace(/^MODE:/, '') : '';
  const restricts = !recursive && /^(?:0?[4-7]00|[ugoa]*[go][ugoa]*-[rwxX]{1,4}|(?:u=[rwx]{0,3},)?go?=)$/.test(mode);
  for (const p of paths) fx.access.push({ op: restricts ? 'mode-restrict' : recursive ? 'mode-recursive' : 'mode', path: p });
}

/**
 * scp/rsync: remote operands are [user@]host:path; local sources copied to a remote host are uploads.
 * @param {string[]} args
 * @param {string[]} valueOpts
 * @param {Effects} fx
 */
function remoteCopy(args, valueOpts, fx) {
  const { operands, opts } = scanArgs(args, valueOpts);
  for (const p of optValues(opts, ['-i'])) fx.access.push({ op: 'use', path: p });
  for (const p of optValues(opts, ['--files-from', '--password-file'])) fx.access.push({ op: 'read', path: p });
  if (operands.length < 2) return;
  const dest = operands[operands.length - 1] ?? '';
  const destRemote = remoteSpec(dest);
  for (const src of operands.slice(0, -1)) {
    const srcRemote = remoteSpec(src);
    if (srcRemote) {
      fx.hosts.push(srcRemote.host);
      if (srcRemote.path) fx.access.push({ op: 'copy', path: srcRemote.path });
    } else if (destRemote) {
      fx.access.push({ op: 'upload', path: src });
      fx.uploads.push({ dest: destRemote.host, source: src });
    } else fx.access.push({ op: 'copy', path: src });
  }
  if (destRemote) fx.hosts.push(destRemote.host);
  else fx.access.push({ op: 'write', path: dest });
}

/**
 * @param {string[]} args
 * @param {Effects} fx
 * @param {Command} cmd
 */
function curlEffects(args, fx, cmd) {
  const { operands, opts } = scanArgs(args, valueOptsFor('curl'));
  const urls = [...optValues(opts, ['--url']), ...operands];
  let method = optValues(opts, ['-X', '--request'])[0]?.toUpperCase();
  /** @type {string[]} */
  const sources = [];
  let sendsData = false;
  for (const o of opts) {
    const v = o.value ?? '';
    if (['-d', '--data', '--data-binary', '--data-ascii', '--data-urlencode', '--json'].includes(o.name)) {
      sendsData = true;
      const at = /^(?:[^=@]*=)?@(.+)$/.exec(v);
      if (at) sources.push(at[1] === '-' ? 'stdin' : (at[1] ?? ''));
      else if (/\$\(/.test(v)) sources.push('data');
    } else if (o.name === '--data-raw') sendsData = true;
    else if (['-F', '--form'].includes(o.name)) {
      sendsData = true;
      const at = /^[^=]*=[@<]([^;]+)/.exec(v);
      if (at) sources.push(at[1] === '-' ? 'stdin' : (at[1] ?? ''));
    } else if (['-T', '--upload-file'].includes(o.name)) {
      sendsData = true;
      method ??= 'PUT';
      sources.push(v === '-' || v === '.' ? 'stdin' : v);
    } else if (['-o', '--output'].includes(o.name) && v && v !== '-') {
      fx.access.push({ op: 'write', path: v });
    } else if (['-K', '--config', '-E', '--cert', '--key'].includes(o.name) && v) {
      fx.access.push({ op: o.name === '-K' || o.name === '--config' ? 'read' : 'use', path: v });
    } else if (['--mail-rcpt'].includes(o.name) && v) fx.recipients.push(v);
  }
  if (hasOpt(opts, /^-[a-zA-Z]*I$|^--head$/)) method ??= 'HEAD';
  method ??= sendsData ? 'POST' : 'GET';
  const output = optValues(opts, ['-o', '--output'])[0];
  const remoteName = hasOpt(opts, /^-[a-zA-Z]*O$|^--remote-name/);
  for (const raw of urls) {
    const parsed = parseUrl(raw);
    if (!parsed) continue;
    if (/\$\(/.test(raw)) fx.substitutedDestinations.push(raw);
    fx.urls.push(parsed.url);
    fx.requests.push({ method, url: parsed.url });
    for (const s of sources) {
      if (s !== 'stdin' && s !== 'data') fx.access.push({ op: 'upload', path: s });
      fx.uploads.push({ dest: parsed.host, source: s });
    }
    if (output && output !== '-') fx.downloads.push({ url: parsed.url, file: output });
    else if (remoteName) fx.downloads.push({ url: parsed.url, file: parsed.url.split(/[?#]/)[0]?.split('/').pop() || 'index.html' });
  }
}

/**
 * @param {string[]} args
 * @param {Effects} fx
 */
function wgetEffects(args, fx) {
  const { operands, opts } = scanArgs(args, valueOptsFor('wget'));
  const postFile = optValues(opts, ['--post-file', '--body-file']);
  const postData = optValues(opts, ['--post-data', '--body-data']);
  const method = (optValues(opts, ['--method'])[0] ?? (postFile.length || postData.length ? 'POST' : 'GET')).toUpperCase();
  const output = optValues(opts, ['-O', '--output-document'])[0];
  for (const f of optValues(opts, ['-i', '--input-file'])) fx.access.push({ op: 'read', path: f });
  for (const raw of operands) {
    const parsed = parseUrl(raw);
    if (!parsed) continue;
    if (/\$\(/.test(raw)) fx.substitutedDestinations.push(raw);
    fx.urls.push(parsed.url);
    fx.requests.push({ method, url: parsed.url });
    for (const f of postFile) {
      fx.access.push({ op: 'upload', path: f });
      fx.uploads.push({ dest: parsed.host, source: f });
    }
    for (const d of postData) if (/\$\(/.test(d)) fx.uploads.push({ dest: parsed.host, source: 'data' });
    if (output && output !== '-') {
      fx.access.push({ op: 'write', path: output });
      fx.downloads.push({ url: parsed.url, file: output });
    } else if (!output) fx.downloads.push({ url: parsed.url, file: parsed.url.split(/[?#]/)[0]?.split('/').pop() || 'index.html' });
  }
}

/**
 * httpie: [METHOD] URL [items]; `field=@file`, `field@file` and `@file` send files.
 * @param {string[]} args
 * @param {Effects} fx
 * @param {Command} cmd
 */
function httpieEffects(args, fx, cmd) {
  const { operands, opts } = scanArgs(args, ['-a', '--auth', '-o', '--output', '--session', '--verify', '--cert', '--cert-key', '--proxy', '--timeout', '-A', '--auth-type']);
  let k = 0;
  let method = /^[A-Z]+$/.test(operands[0] ?? '') ? operands[k++] : undefined;
  const parsed = parseUrl(operands[k] ?? '');
  if (!parsed) return;
  const items = operands.slice(k + 1);
  /** @type {string[]} */
  const sources = [];
  for (const it of items) {
    const m = /^(?:[^=@:]*=?)@(.+)$/.exec(it) ?? /^[^=]+=@(.+)$/.exec(it);
    if (m) sources.push(m[1] ?? '');
  }
  if (cmd.redirects.some((r) => r.op === '<') || cmd.piped) sources.push('stdin');
  method ??= items.some((it) => /[=@]/.test(it)) || sources.length ? 'POST' : 'GET';
  fx.urls.push(parsed.url);
  fx.requests.push({ method, url: parsed.url });
  for (const s of sources) {
    if (s !== 'stdin') fx.access.push({ op: 'upload', path: s });
    fx.uploads.push({ dest: parsed.host, source: s });
  }
  for (const o of optValues(opts, ['-o', '--output'])) fx.access.push({ op: 'write', path: o });
}

/**
 * @param {string[]} args
 * @param {Effects} fx
 */
function powershellWeb(args, fx) {
  const named = scanArgs(args, ['-Uri', '-uri', '-Method', '-method', '-InFile', '-infile', '-OutFile', '-outfile', '-Body', '-body', '-Headers', '-headers', '-ContentType', '-Source', '-Destination', '-UserAgent', '-Credential', '-Proxy', '-Form', '-TimeoutSec']);
  const lower = named.opts.map((o) => ({ name: o.name.toLowerCase(), value: o.value }));
  const uri = optValues(lower, ['-uri', '-source'])[0] ?? named.operands.find((a) => parseUrl(a));
  const parsed = uri ? parseUrl(uri) : undefined;
  if (!parsed) return;
  const inFile = optValues(lower, ['-infile'])[0];
  const method = (optValues(lower, ['-method'])[0] ?? (inFile || optValues(lower, ['-body', '-form']).length ? 'POST' : 'GET')).toUpperCase();
  fx.urls.push(parsed.url);
  fx.requests.push({ method, url: parsed.url });
  if (inFile) {
    fx.access.push({ op: 'upload', path: inFile });
    fx.uploads.push({ dest: parsed.host, source: inFile });
  }
  const out = optValues(lower, ['-outfile', '-destination'])[0];
  if (out) {
    fx.access.push({ op: 'write', path: out });
    fx.downloads.push({ url: parsed.url, file: out });
  }
}

/**
 * nc host port: data arrives from stdin (a pipe or `< file`); -e/-c runs a program on the socket.
 * @param {string[]} args
 * @param {Effects} fx
 * @param {Command} cmd
 */
function netcat(args, fx, cmd) {
  const { operands, opts } = scanArgs(args, valueOptsFor('nc'));
  const listen = hasOpt(opts, /^-[a-zA-Z]*l/);
  const host = operands.find((a) => !/^\d+(?:-\d+)?$/.test(a));
  const h = host ? normalizeHost(host) : undefined;
  if (h) fx.hosts.push(h);
  if (h && !listen && (cmd.piped || cmd.redirects.some((r) => r.op === '<'))) {
    const file = cmd.redirects.find((r) => r.op === '<')?.target;
    if (file) fx.access.push({ op: 'upload', path: file });
    fx.uploads.push({ dest: h, source: file ?? 'stdin' });
  }
  for (const p of optValues(opts, ['-e', '-c'])) fx.execs.push(p);
}

/**
 * @param {string[]} args
 * @param {Effects} fx
 */
function dnsLookup(args, fx) {
  const { operands } = scanArgs(args, valueOptsFor('dig'));
  for (const a of operands) {
    const name = a.replace(/^@/, '');
    if (/\$\(/.test(name)) {
      fx.substitutedDestinations.push(name);
      continue;
    }
    if (/^(?:a|aaaa|mx|txt|ns|cname|soa|srv|ptr|any|in|ch|hosts|ahosts)$/i.test(name)) continue;
    const host = normalizeHost(name);
    if (host && /[.:]/.test(host)) fx.hosts.push(host);
  }
}

/**
 * @param {string[]} args
 * @param {Effects} fx
 * @param {Command} cmd
 * @param {string[]} flags
 */
function sqlClient(args, fx, cmd, flags) {
  const { opts } = scanArgs(args, [...flags, ...valueOptsFor('mysql')]);
  fx.sql.push(...optValues(opts, flags));
  if (cmd.stdin !== undefined) fx.sql.push(cmd.stdin);
}

/**
 * @param {string[]} args
 * @param {Effects} fx
 * @param {Command} cmd
 * @param {string} flavour
 */
function mailEffects(args, fx, cmd, flavour) {
  const { operands, opts } = scanArgs(args, valueOptsFor(flavour));
  const attach = flavour === 'sendmail' ? [] : optValues(opts, ['-a', '-A', '--attach']);
  for (const a of attach) {
    fx.attachments.push(a);
    fx.access.push({ op: 'upload', path: a });
  }
  for (const r of [...operands, ...optValues(opts, ['-c', '-b', '--cc', '--bcc'])]) if (/@/.test(r)) fx.recipients.push(...r.split(/[,\s]+/).filter((x) => x.includes('@')));
  const body = cmd.redirects.find((r) => r.op === '<')?.target;
  if (body) fx.access.push({ op: 'upload', path: body });
}

/**
 * interpreter SCRIPT args: the script file runs.
 * @param {string[]} args
 * @param {Effects} fx
 * @param {string[]} valueOpts
 */
function scriptRunner(args, fx, valueOpts) {
  const { operands, opts } = scanArgs(args, valueOpts);
  if (hasOpt(opts, /^(?:-c|-e|-E|-r|--eval|-p|--print|-m)$/)) return;
  const script = operands[0];
  if (script && script !== '-') fx.execs.push(script);
  for (const a of operands.slice(1)) if (looksLikePath(a)) fx.access.push({ op: 'arg', path: a });
}

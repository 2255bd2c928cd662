// @ts-check
// Normalises file paths the way rules read them: resolved against the working directory, `.` and
// `..` folded, home directories written as `~` (the agent's own home) or `~user` (any other
// /home/user, /Users/user, /root, C:/Users/user), Windows paths with forward slashes and a
// lower-case drive, and /proc/<pid>/root or /proc/self/cwd aliases unwrapped. Also decides
// whether a path lies inside a root (the workspace, a writable root).

/**
 * @typedef {{ home?: string | undefined, cwd?: string | undefined, ownDirs?: readonly string[] | undefined }} PathEnv
 *   ownDirs: the agent's own directories (its workspace, its home), which say what `$USER` stands for
 * @typedef {{ display: string, escapes: boolean, alias: boolean, relative: boolean }} NormalPath
 */

/** The login name the agent runs as, as a shell or Windows spells it (`$USER`, `${LOGNAME}`, `%USERNAME%`). */
const USER_VAR = /(?<=\/)(?:\$\{?(?:USER|LOGNAME|USERNAME)\}?|%USERNAME%|\$env:USERNAME)(?=\/|$)/i;

const HOME_VARS = /^(?:\$\{?HOME\}?|\$\{?USERPROFILE\}?|%USERPROFILE%|%HOMEPATH%|\$env:USERPROFILE|\$env:HOME)(?=\/|$)/i;

/**
 * @param {string} raw
 * @param {PathEnv} env
 * @returns {NormalPath | undefined}
 */
export function normalizePath(raw, env = {}) {
  let p = String(raw).trim().replace(/^(['"])(.*)\1$/, '$2');
  if (!p || p.length > 4096 || p.includes('\0')) return undefined;
  if (/^file:\/\//i.test(p)) {
    p = p.replace(/^file:\/\/(?:localhost)?/i, '');
    try {
      p = decodeURIComponent(p);
    } catch {
      // keep the encoded form
    }
  }
  p = p.replace(/\\/g, '/');
  p = p.replace(HOME_VARS, '~');
  if (env.ownDirs?.length && USER_VAR.test(p)) p = resolveUserVar(p, env.ownDirs);
  // $(pwd), `pwd` and $PWD are the working directory.
  if (env.cwd && /^(?:\$\(pwd\)|\$\{?PWD\}?)(?=\/|$)/.test(p)) p = p.replace(/^(?:\$\(pwd\)|\$\{?PWD\}?)/, env.cwd.replace(/\\/g, '/'));
  const escapes = /(?:^|\/)\.\.(?:\/|$)/.test(p);
  let alias = false;
  // /proc/self/root/etc/shadow is /etc/shadow; /proc/self/cwd/x is ./x.
  const proc = /^\/proc\/(?:self|thread-self|\d{1,9})\/(root|cwd)(?=\/|$)/.exec(p);
  if (proc) {
    alias = true;
    p = proc[1] === 'root' ? p.slice(proc[0].length) || '/' : `.${p.slice(proc[0].length)}`;
  }
  const drive = /^([A-Za-z]):(?=\/|$)/.exec(p);
  let relative = false;
  if (drive) p = `${(drive[1] ?? '').toLowerCase()}:${p.slice(2) || '/'}`;
  else if (!p.startsWith('/') && !p.startsWith('~')) {
    relative = true;
    const cwd = env.cwd ? normalizePath(env.cwd, { home: env.home })?.display : undefined;
    if (cwd && !cwd.startsWith('.')) p = `${cwd}/${p}`;
  }
  p = fold(p);
  p = homeForm(p, env.home);
  return { display: p, escapes, alias, relative };
}

/**
 * `$USER` in a path names the agent's own directory where one of its own directories sits at the same
 * place: with the workspace /scratch/kim, /scratch/$USER/runs is /scratch/kim/runs (per-user folders of
 * shared storage are named after their user). Elsewhere it stays unresolved.
 * @param {string} p  a path with forward slashes
 * @param {readonly string[]} ownDirs
 */
function resolveUserVar(p, ownDirs) {
  const m = USER_VAR.exec(p);
  if (!m) return p;
  const parent = p.slice(0, m.index);
  for (const dir of ownDirs) {
    const d = dir.replace(/\\/g, '/');
    if (!d.startsWith(parent) || parent.length < 2) continue;
    const name = d.slice(parent.length).split('/')[0] ?? '';
    if (/^[\w.-]{1,64}$/.test(name) && !/^\.{1,2}$/.test(name)) return `${parent}${name}${p.slice(m.index + m[0].length)}`;
  }
  return p;
}

/** Folds `//`, `/./` and `..` (never above the root, a drive or a home). */
function fold(/** @type {string} */ p) {
  const m = /^(\/|[a-z]:\/?|~[^/]*\/?)/.exec(p);
  const root = m ? (m[1] ?? '') : '';
  const parts = p.slice(root.length).split('/');
  /** @type {string[]} */
  const out = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length && out[out.length - 1] !== '..') out.pop();
      else if (!root) out.push('..');
      else if (root.startsWith('~')) return fold(`${homeParent(root)}/${parts.slice(parts.indexOf(part) + 1).join('/')}`);
      continue;
    }
    out.push(part);
  }
  const base = root === '' ? '' : root.endsWith('/') || root === '/' ? root : `${root}/`;
  const joined = base + out.join('/');
  if (joined === '') return '.';
  return joined.length > 1 && joined.endsWith('/') && !/^[a-z]:\/$/.test(joined) ? joined.slice(0, -1) : joined;
}

/** `~/..` is /home: the parent of a home directory, as far as it is known. */
function homeParent(/** @type {string} */ root) {
  const user = root.replace(/^~/, '').replace(/\/$/, '');
  return user === 'root' ? '/' : '/home';
}

/**
 * @param {string} p
 * @param {string | undefined} home
 */
function homeForm(p, home) {
  const known = home ? fold(home.replace(/\\/g, '/').replace(/^([A-Za-z]):/, (_m, d) => `${String(d).toLowerCase()}:`)) : undefined;
  if (known && known !== '/' && (p === known || p.startsWith(`${known}/`))) return `~${p.slice(known.length)}`;
  const m = /^(?:\/home\/([^/]+)|\/Users\/([^/]+)|\/(root)|[a-z]:\/users\/([^/]+))(?=\/|$)/i.exec(p);
  if (m) {
    const user = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    if (/^(?:shared|public|default|all users)$/i.test(user)) return p;
    return `~${user}${p.slice(m[0].length)}`;
  }
  return p;
}

/**
 * The home directory the agent runs as: the context's, else the one a workspace under
 * /home/<user> or /Users/<user> implies.
 * @param {string | undefined} explicit
 * @param {string | undefined} workspace
 */
export function inferHome(explicit, workspace) {
  if (explicit) return explicit;
  const m = /^(\/home\/[^/]+|\/Users\/[^/]+|\/root|[A-Za-z]:[\\/]Users[\\/][^\\/]+)(?=[\\/]|$)/i.exec(workspace ?? '');
  return m ? m[1] : undefined;
}

/** Whether `path` (display form) lies in or is `root` (display form). */
export function isInside(/** @type {string} */ path, /** @type {string} */ root) {
  if (root === '/') return path.startsWith('/');
  return path === root || path.startsWith(`${root}/`);
}

/** Whether `path` is `root` itself or one of its ancestors (deleting it deletes the root). */
export function isAncestorOrSelf(/** @type {string} */ path, /** @type {string} */ root) {
  const p = path.replace(/\/\*$/, '');
  if (p === root) return true;
  if (p === '/' ) return root.startsWith('/');
  return root.startsWith(`${p}/`);
}

/** Arguments that name files: absolute, home- or dot-relative, or with a slash (not URLs, options or remote specs). */
export function looksLikePath(/** @type {string} */ arg) {
  if (!arg || arg.length > 4096 || /^-/.test(arg) || /^[a-z][a-z0-9+.-]*:\/\//i.test(arg)) return false;
  if (/^(?:~|\.{1,2}(?:\/|$)|\/|[A-Za-z]:[\\/]|\$\{?HOME\}?|%USERPROFILE%|\$env:USERPROFILE)/i.test(arg)) return true;
  if (/\s/.test(arg) && !/^[\w.-]+(?:\/[\w .-]+)+$/.test(arg)) return false;
  if (/^[\w.@+-]+(?:\/[\w.@+*-]*)+$/.test(arg)) return true;
  return SENSITIVE_NAME.test(arg);
}

/** Bare file names that matter even without a directory. */
export const SENSITIVE_NAME = /^(?:\.env(?:\.[\w.-]+)?|\.envrc|\.netrc|_netrc|\.npmrc|\.pypirc|\.pgpass|\.git-credentials|\.htpasswd|\.bash_history|\.zsh_history|\.bashrc|\.zshrc|\.profile|id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?|[\w.-]+\.(?:pem|key|p12|pfx|jks|keystore|kdbx|tfstate|ppk)|credentials(?:\.json)?|secrets?\.(?:json|ya?ml|toml)|wallet\.dat|authorized_keys)$/i;

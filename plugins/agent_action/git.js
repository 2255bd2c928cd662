// @ts-check
// git invocations as rules read them — `git <subcommand> <args>` with the global options
// (-C dir, -c key=value, --git-dir, --no-pager, …) taken out — and the facts about pushes and
// branch deletions that depend on the operator's protected branches: force pushes (-f, --force,
// --force-with-lease, --mirror, +refspec) and deletions (--delete, :branch, branch -D).

const GLOBAL_VALUE = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--exec-path', '--super-prefix', '--config-env', '--list-cmds', '--attr-source']);

/**
 * @param {string[]} argv  argv of a `git` command (argv[0] = git)
 * @returns {{ sub: string, args: string[], config: string[] } | undefined}
 */
export function gitCommand(argv) {
  /** @type {string[]} */
  const config = [];
  let k = 1;
  while (k < argv.length) {
    const a = argv[k] ?? '';
    if (!a.startsWith('-')) break;
    if (a === '-c' && argv[k + 1] !== undefined) config.push(argv[k + 1] ?? '');
    if (GLOBAL_VALUE.has(a)) k += 2;
    else k += 1;
  }
  const sub = argv[k];
  if (!sub) return undefined;
  return { sub, args: argv.slice(k + 1), config };
}

/** `release/*` → /^release\/[^/]*$/; `**` spans slashes. */
export function branchMatcher(/** @type {readonly string[]} */ patterns) {
  const res = patterns.map((p) => new RegExp(`^${String(p).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*/g, '\u0000').replace(/\*/g, '[^/]*').replace(/\u0000/g, '.*')}$`, 'i'));
  return (/** @type {string} */ branch) => res.some((re) => re.test(branch.replace(/^refs\/heads\//, '')));
}

/**
 * Facts about one git invocation that depend on protected branches.
 * @param {{ sub: string, args: string[] }} git
 * @param {(branch: string) => boolean} isProtected
 * @param {string | undefined} currentBranch
 * @returns {string[]}
 */
export function gitFacts(git, isProtected, currentBranch) {
  /** @type {string[]} */
  const facts = [];
  const { sub, args } = git;
  if (sub === 'push') {
    const valueOpts = new Set(['--repo', '-o', '--push-option', '--receive-pack', '--exec']);
    /** @type {string[]} */
    const positional = [];
    let force = false;
    let lease = false;
    let del = false;
    let all = false;
    for (let k = 0; k < args.length; k++) {
      const a = args[k] ?? '';
      if (valueOpts.has(a)) {
        k++;
        continue;
      }
      if (a === '--force' || a === '--force-if-includes' || (/^-[a-zA-Z]+$/.test(a) && a.includes('f'))) force = true;
      else if (a.startsWith('--force-with-lease')) lease = true;
      else if (a === '--mirror') {
        force = true;
        all = true;
      } else if (a === '--delete' || (/^-[a-zA-Z]+$/.test(a) && a.includes('d'))) del = true;
      else if (a === '--all' || a === '--branches') all = true;
      else if (!a.startsWith('-')) positional.push(a);
    }
    const refspecs = positional.slice(1);
    /** @type {Array<{ branch: string | undefined, force: boolean, delete: boolean }>} */
    const targets = [];
    if (all) targets.push({ branch: '*', force: force || lease, delete: false });
    for (const spec of refspecs) {
      const plus = spec.startsWith('+');
      const body = plus ? spec.slice(1) : spec;
      const colon = body.indexOf(':');
      const src = colon < 0 ? body : body.slice(0, colon);
      let dst = colon < 0 ? body : body.slice(colon + 1);
      if (dst === 'HEAD' || dst === '@') dst = currentBranch ?? '';
      const branch = dst.replace(/^refs\/heads\//, '') || undefined;
      targets.push({ branch, force: force || lease || plus, delete: del || (colon >= 0 && src === '') });
    }
    if (!targets.length) targets.push({ branch: currentBranch, force: force || lease, delete: false });
    for (const t of targets) {
      if (t.delete && t.branch && isProtected(t.branch)) facts.push(`git-delete-protected-branch ${t.branch}`);
      else if (t.force && t.branch === '*') facts.push('git-force-push-protected *');
      else if (t.force && t.branch && isProtected(t.branch)) facts.push(`git-force-push-protected ${t.branch}`);
      else if (t.force && !t.branch && force) facts.push(`git-force-push-unknown-branch ${positional[0] ?? ''}`.trim());
    }
  }
  if (sub === 'branch') {
    const del = args.some((a) => a === '-D' || a === '--delete' || (/^-[a-zA-Z]+$/.test(a) && /[dD]/.test(a)));
    if (del) for (const b of args.filter((a) => !a.startsWith('-'))) if (isProtected(b)) facts.push(`git-delete-protected-branch ${b}`);
    const forceMove = args.some((a) => a === '-f' || a === '--force' || a === '-M' || a === '-C');
    if (forceMove && !del) {
      const names = args.filter((a) => !a.startsWith('-'));
      const target = args.includes('-M') || args.includes('-C') ? names[names.length - 1] : names[0];
      if (target && isProtected(target)) facts.push(`git-force-push-protected ${target}`);
    }
  }
  if (sub === 'update-ref' && args.includes('-d')) {
    for (const ref of args.filter((a) => a.startsWith('refs/heads/'))) if (isProtected(ref)) facts.push(`git-delete-protected-branch ${ref.slice(11)}`);
  }
  return facts;
}

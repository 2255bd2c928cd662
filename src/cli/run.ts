// Dispatches a command line to its command and turns errors into exit statuses: 2 for usage,
// I/O and load errors (with a message on stderr), otherwise what the command returns.

import fs from 'node:fs';
import path from 'node:path';
import { ScanError } from '../lib/index.js';
import { packageRoot } from '../lib/defaults.js';
import { parse, USAGE, UsageError } from './args.js';
import { BaselineError } from './baseline.js';
import { GitError } from './git.js';
import { writeAll, type Io } from './io.js';
import { runRules } from './rules-command.js';
import { runScan } from './scan-command.js';

export async function run(argv: readonly string[], io: Io): Promise<number> {
  try {
    const args = parse(argv);
    switch (args.command) {
      case 'help':
        await writeAll(io.stdout, `${USAGE}\n`);
        return 0;
      case 'version': {
        const pkg = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
        await writeAll(io.stdout, `${pkg.version}\n`);
        return 0;
      }
      case 'scan':
        return await runScan(args, io);
      case 'rules-test':
      case 'rules-lint':
        return await runRules(args, io);
    }
  } catch (err) {
    if (err instanceof UsageError) {
      await writeAll(io.stderr, `error: ${err.message}\nRun "screening --help" for usage.\n`);
      return 2;
    }
    if (err instanceof ScanError || err instanceof BaselineError || err instanceof GitError) {
      await writeAll(io.stderr, `error: ${err.message}\n`);
      return 2;
    }
    const e = err as NodeJS.ErrnoException;
    await writeAll(io.stderr, `error: ${e.code && e.path ? `${e.path}: ${e.code}` : e.message}\n`);
    return 2;
  }
}

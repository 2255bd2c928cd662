// Command-line arguments, parsed with node's util.parseArgs. A bad argument is a UsageError
// (exit status 2) that says what was wrong and points at --help.

import { parseArgs } from 'node:util';
import type { Severity } from '../registry/plugin-api.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

export const FORMATS = ['text', 'json', 'jsonl', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];
export const FAIL_ON = ['low', 'medium', 'high', 'critical', 'none'] as const;
export type FailOn = Severity | 'none';

export interface ScanArgs {
  readonly command: 'scan';
  readonly paths: string[];
  readonly format: Format;
  readonly output?: string;
  readonly failOn: FailOn;
  readonly redact: boolean;
  readonly outDir?: string;
  readonly baseline?: string;
  readonly writeBaseline?: string;
  readonly rules: string[];
  readonly only: string[];
  readonly exclude: string[];
  readonly checks: string[];
  readonly git: boolean;
  readonly gitRange: string[];
  readonly staged: boolean;
  readonly repo: string;
  readonly ignoreFiles: string[];
  readonly progress: boolean;
  readonly quiet: boolean;
  readonly chunkChars?: number;
}

export interface RulesArgs {
  readonly command: 'rules-test' | 'rules-lint';
  readonly files: string[];
  readonly rules: string[];
}

export type Args = ScanArgs | RulesArgs | { readonly command: 'help'; readonly topic?: string } | { readonly command: 'version' };

const list = (values: string[] | undefined): string[] => (values ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')} (got "${value}")`);
  return value as T;
}

export function parse(argv: readonly string[]): Args {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') return { command: 'help', topic: rest[0] };
  if (command === '--version' || command === '-V') return { command: 'version' };
  if (command === 'scan') return parseScan(rest);
  if (command === 'rules') {
    const [sub, ...files] = rest;
    if (sub !== 'test' && sub !== 'lint') throw new UsageError('usage: rules test [files…] | rules lint [files…]');
    const { values, positionals } = guarded(() =>
      parseArgs({ args: files, options: { rules: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true }),
    );
    if (values['help']) return { command: 'help', topic: 'rules' };
    return { command: sub === 'test' ? 'rules-test' : 'rules-lint', files: positionals, rules: values.rules ?? [] };
  }
  throw new UsageError(`unknown command "${command}"`);
}

const scanOptions = {
  format: { type: 'string', short: 'f', default: 'text' },
  output: { type: 'string', short: 'o' },
  'fail-on': { type: 'string', default: 'low' },
  redact: { type: 'boolean', default: false },
  out: { type: 'string' },
  baseline: { type: 'string' },
  'write-baseline': { type: 'string' },
  rules: { type: 'string', multiple: true },
  only: { type: 'string', multiple: true },
  exclude: { type: 'string', multiple: true },
  checks: { type: 'string', multiple: true },
  git: { type: 'boolean', default: false },
  staged: { type: 'boolean', default: false },
  repo: { type: 'string', short: 'C', default: '.' },
  'ignore-file': { type: 'string', multiple: true },
  'no-progress': { type: 'boolean', default: false },
  quiet: { type: 'boolean', short: 'q', default: false },
  'chunk-size': { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** parseArgs' own errors become usage errors. */
function guarded<T>(parseFn: () => T): T {
  try {
    return parseFn();
  } catch (err) {
    throw new UsageError((err as Error).message.replace(/\. To specify a positional argument.*$/s, ''));
  }
}

function parseScan(argv: string[]): Args {
  const { values: v, positionals } = guarded(() => parseArgs({ args: argv, options: scanOptions, allowPositionals: true }));
  if (v.help) return { command: 'help', topic: 'scan' };
  const format = oneOf('format', v.format, FORMATS);
  const failOn = oneOf('fail-on', v['fail-on'], FAIL_ON);
  if (v.git && v.staged) throw new UsageError('--git and --staged exclude each other');
  if (v.out && !v.redact) throw new UsageError('--out needs --redact');
  if (v.redact && (v.git || v.staged)) throw new UsageError('--redact works on files and stdin, not on git history');
  let chunkChars: number | undefined;
  if (v['chunk-size'] !== undefined) {
    chunkChars = Number(v['chunk-size']);
    if (!Number.isInteger(chunkChars) || chunkChars < 1024) throw new UsageError('--chunk-size must be an integer of at least 1024 (characters)');
  }
  const git = v.git;
  const paths = git || v.staged ? [] : positionals.length ? positionals : [];
  if (!git && !v.staged && paths.length === 0) throw new UsageError('scan needs paths, "-" for stdin, --git or --staged');
  if (v.staged && positionals.length) throw new UsageError('--staged takes no paths (use --repo DIR)');
  if (v.redact && !v.out && paths.some((p) => p !== '-')) throw new UsageError('--redact on files needs --out DIR (redacted stdin goes to stdout)');
  return {
    command: 'scan',
    paths,
    format,
    ...(v.output ? { output: v.output } : {}),
    failOn,
    redact: v.redact,
    ...(v.out ? { outDir: v.out } : {}),
    ...(v.baseline ? { baseline: v.baseline } : {}),
    ...(v['write-baseline'] ? { writeBaseline: v['write-baseline'] } : {}),
    rules: v.rules ?? [],
    only: list(v.only),
    exclude: list(v.exclude),
    checks: list(v.checks),
    git,
    gitRange: git ? positionals : [],
    staged: v.staged,
    repo: v.repo,
    ignoreFiles: v['ignore-file'] ?? [],
    progress: !v['no-progress'] && !v.quiet,
    quiet: v.quiet,
    ...(chunkChars ? { chunkChars } : {}),
  };
}

export const USAGE = `Usage:
  screening scan [options] <path…|->   scan files, folders (recursively) or stdin
  screening scan --git [range…]        scan the lines added in git history (e.g. main..HEAD)
  screening scan --staged              scan what is staged (pre-commit hook)
  screening rules test [file…]         run every rule example through the engine
  screening rules lint [file…]         check packs: schema, keywords, backtracking

Scan options:
  -f, --format text|json|jsonl|sarif   output format (default text)
  -o, --output FILE                    write the report to FILE instead of stdout
      --fail-on low|medium|high|critical|none
                                       exit 1 when a finding is at least this severe (default low)
      --redact                         stdin: write the redacted text to stdout (report to stderr or -o)
      --out DIR                        with --redact: write redacted copies of the files under DIR
      --baseline FILE                  hide the findings recorded in FILE
      --write-baseline FILE            record the current findings' fingerprints (never the values)
      --rules DIR                      add the rule packs in DIR (repeatable)
      --only LIST / --exclude LIST     keep / drop categories, types, packs or pack families
                                       (e.g. --only secrets, --exclude email,phone_number)
      --checks LIST                    also run these guard checks on text (e.g. prompt_injection)
  -C, --repo DIR                       the repository for --git and --staged (default .)
      --ignore-file FILE               more ignore patterns (.gitignore syntax; repeatable)
      --chunk-size N                   characters per scanned window (default 1048576)
      --no-progress                    no progress bar (there is none when stderr is not a terminal)
  -q, --quiet                          no progress bar, no summary

Folders are walked recursively; .gitignore and .screeningignore files are honoured, .git is
skipped, and files that look binary (a NUL byte in the first 8 KiB) are skipped.
Exit status: 0 nothing at or above --fail-on, 1 something found, 2 usage or I/O error.`;

// `screening scan --git [range]` and `--staged` on throwaway repositories made with git init:
// findings carry commit, author date, file and the line in that commit's version of the file.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cli, fakeAwsKeyId, tempDir, writeFiles } from '../support/cli.js';

const test = suite('cli: git');

function git(repo: string, ...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: repo } }).trim();
}

function commit(repo: string, message: string, date: string): string {
  git(repo, 'add', '-A');
  execFileSync('git', ['-C', repo, 'commit', '-q', '-m', message], {
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: repo, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
  return git(repo, 'rev-parse', 'HEAD');
}

function repo(): string {
  const dir = tempDir('screening-git-');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.name', 'Test Author');
  git(dir, 'config', 'user.email', 'author@example.invalid');
  git(dir, 'config', 'commit.gpgsign', 'false');
  return dir;
}

interface Row {
  path: string;
  line: number;
  column: number;
  commit?: string;
  author_date?: string;
  rule_id: string;
}
const rows = (stdout: string): Row[] => (stdout.trim() ? stdout.trim().split('\n').map((l) => JSON.parse(l) as Row) : []);

test('--git scans lines added in history, even when a later commit removed them', async () => {
  const dir = repo();
  const k1 = fakeAwsKeyId(11);
  const k2 = fakeAwsKeyId(12);
  writeFiles(dir, { 'README.md': '# demo\n', 'src/app.js': 'const region = "eu";\n' });
  commit(dir, 'initial', '2024-01-02T10:00:00Z');
  writeFiles(dir, { 'src/app.js': `const region = "eu";\n// temporary\nconst key = "${k1}";\n+++ not a header\n` });
  const leak = commit(dir, 'add key', '2024-02-03T11:00:00Z');
  writeFiles(dir, { 'src/app.js': 'const region = "eu";\n', 'deploy/env': `\n\nAWS_ACCESS_KEY_ID=${k2}\n` });
  const fix = commit(dir, 'remove key, add env', '2024-03-04T12:00:00Z');

  const r = await cli(['scan', '--git', '-f', 'jsonl', '--repo', dir], { cwd: dir });
  assert.is(r.code, 1, r.stderr);
  const found = rows(r.stdout).sort((a, b) => (a.path < b.path ? -1 : 1));
  assert.equal(
    found.map((f) => [f.path, f.line, f.commit, f.author_date?.slice(0, 10)]),
    [
      ['deploy/env', 3, fix, '2024-03-04'],
      ['src/app.js', 3, leak, '2024-02-03'],
    ],
  );
  assert.is(found[1]!.column, 14);
  assert.not.ok(r.stdout.includes(k1) || r.stdout.includes(k2));

  // A range limits the history: only the last commit.
  const last = await cli(['scan', '--git', '-f', 'jsonl', '--repo', dir, `${leak}..HEAD`], { cwd: dir });
  assert.equal(rows(last.stdout).map((f) => f.path), ['deploy/env']);

  // Text output names the commit and date.
  const text = await cli(['scan', '--git', '--repo', dir], { cwd: dir });
  assert.match(text.stdout, new RegExp(`src/app\\.js:3:14 .* ${leak.slice(0, 12)} 2024-02-03`));
});

test('--staged scans what is staged, not what is only in the work tree', async () => {
  const dir = repo();
  writeFiles(dir, { 'a.txt': 'hello\n' });
  commit(dir, 'initial', '2024-01-02T10:00:00Z');
  assert.is((await cli(['scan', '--staged', '--repo', dir], { cwd: dir })).code, 0);
  const staged = fakeAwsKeyId(21);
  writeFiles(dir, { 'a.txt': `hello\nkey ${staged}\n`, 'b.txt': `key ${fakeAwsKeyId(22)}\n` });
  git(dir, 'add', 'a.txt');
  const r = await cli(['scan', '--staged', '-f', 'jsonl', '--repo', dir], { cwd: dir });
  assert.is(r.code, 1);
  assert.equal(rows(r.stdout).map((f) => [f.path, f.line, f.commit]), [['a.txt', 2, undefined]]);
});

test('--git outside a repository is an error (exit 2)', async () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'x'), 'x');
  const r = await cli(['scan', '--git', '--repo', dir], { cwd: dir });
  assert.is(r.code, 2);
  assert.match(r.stderr, /git log failed/);
});

test.run();

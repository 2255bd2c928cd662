// The `screening` binary as a shell runs it: a separate process, stdin piped in, exit statuses,
// and no progress bar when stderr is not a terminal. The progress bar itself on a fake terminal.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createProgress } from '../../src/cli/progress.js';
import { repoRoot } from '../support/paths.js';
import { fakeAwsKeyId, tempDir } from '../support/cli.js';

const test = suite('cli: the binary');
const bin = path.join(repoRoot, 'dist/src/cli/main.js');
const KEY = fakeAwsKeyId(41);

const screening = (args: string[], input?: string) =>
  spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', cwd: tempDir(), env: { ...process.env, XDG_CACHE_HOME: tempDir() } });

test('--help and --version exit 0; a bad option exits 2 with a message', () => {
  const help = screening(['--help']);
  assert.is(help.status, 0);
  assert.match(help.stdout, /screening scan \[options\] <path…\|->/);
  assert.match(screening(['--version']).stdout, /^\d+\.\d+\.\d+\n$/);
  const bad = screening(['scan', '--nope', '-']);
  assert.is(bad.status, 2);
  assert.match(bad.stderr, /error: Unknown option '--nope'/);
});

test('stdin piped through the binary: exit 1 on a finding, masked output, summary on stderr, no progress bar', () => {
  const r = screening(['scan', '-'], `line one\nexport AWS_ACCESS_KEY_ID=${KEY}\n`);
  assert.is(r.status, 1, r.stderr);
  assert.match(r.stdout, /^-:2:26\s+CRITICAL\s+secrets-aws\/access-key-id\s+AKIA\*+\s+AWS access key ID\n$/);
  assert.not.ok(r.stdout.includes(KEY) || r.stderr.includes(KEY));
  assert.match(r.stderr, /^1 finding \(1 critical\) in 1 file/);
  assert.not.ok(r.stderr.includes('\r'), 'no progress bar when stderr is not a terminal');
});

test('progress: redrawn on a terminal and erased at the end; silent elsewhere', () => {
  let out = '';
  const tty = Object.assign(new Writable({ write: (c: Buffer, _e, done) => ((out += c.toString()), done()) }), { isTTY: true, columns: 100 }) as unknown as NodeJS.WriteStream;
  const p = createProgress(true, 2_000_000, tty);
  p.file('a');
  p.bytes(1_000_000);
  p.done();
  assert.match(out, /\r\[#{12}\.{12}\]\s+50% 1\.0 MB of 2\.0 MB, 1 file, [\d.]+ MB\/s|\r\[\.{24}\]\s+0%/);
  assert.ok(out.endsWith('\r\x1b[K'));
  let piped = '';
  const pipe = new Writable({ write: (c: Buffer, _e, done) => ((piped += c.toString()), done()) }) as unknown as NodeJS.WriteStream;
  const q = createProgress(true, 10, pipe);
  q.file('a');
  q.bytes(5);
  q.done();
  assert.is(piped, '');
});

test.run();

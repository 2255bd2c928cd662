// Hot reload when the OS refuses native file watching (inotify limits are per user and shared
// with editors and other dev servers): the service polls instead of crashing. Before this, the
// watcher's unhandled EMFILE took the whole service down at start.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../support/paths.js';
import { tempDir } from '../support/server.js';

const test = suite('registry: watching without native file events');
const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'watch-fallback-child.js');

test('a watcher that cannot get a native watch polls, says so without naming files, and still reloads', () => {
  const plugins = path.join(tempDir('watch-fallback-'), 'plugins');
  fs.cpSync(path.join(repoRoot, 'test/fixtures/plugins/two_files'), path.join(plugins, 'two_files'), { recursive: true });
  const helper = path.join(plugins, 'two_files/verdict.js');
  // A low open-file limit for the child only, so that taking every descriptor is quick.
  const out = execFileSync('sh', ['-c', 'ulimit -n 256 && exec "$0" "$@"', process.execPath, child, tempDir('watch-fallback-rules-'), plugins, helper], { encoding: 'utf8', timeout: 60_000 });
  const result = JSON.parse(out.trim().split('\n').at(-1)!) as { mode: string; before: string; after: string; logs: Array<Record<string, unknown>> };
  assert.is(result.mode, 'polling');
  assert.is(result.before, 'allow');
  assert.is(result.after, 'block', 'the edited plugin is live after the change');
  const warning = result.logs.find((l) => String(l['msg']).includes('polling'));
  assert.ok(warning, 'the fall-back is logged');
  assert.is(warning!['code'], 'EMFILE');
  assert.not.ok(JSON.stringify(result.logs).includes(plugins), 'no path in the warning');
});

test.run();

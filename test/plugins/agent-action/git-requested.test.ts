// Git steps that throw work away or skip a check, lifted when the user's request asks for them in its own words
// (git-requested.js, the standing fact `git step requested`).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { gitStep, gitStepRequested } from '../../../plugins/agent_action/git-requested.js';
import { readActionContext } from '../../../plugins/agent_action/context.js';
import { collectViews } from '../../../plugins/agent_action/views.js';
import { mergeSettings } from '../../../plugins/agent_action/settings.js';
import type { LoadedPack } from '../../../src/registry/plugin-api.js';
import { shippedPacks } from '../../support/packs.js';
import { toolkit } from '../../support/toolkit.js';
import { loadShellParser } from '../../../src/shell/parse-shell.js';

await loadShellParser(); // the grammar loads on first need; these tests read command lines

const test = suite('agent_action: git steps the user asked for');
let packs: LoadedPack[] = [];
test.before(async () => {
  packs = await shippedPacks('agent-action-');
});

test('the steps that need asking for', () => {
  assert.is(gitStep({ sub: 'commit', args: ['--no-verify', '-m', 'x'] }), 'skip-hooks');
  assert.is(gitStep({ sub: 'commit', args: ['-nm', 'x'] }), 'skip-hooks');
  assert.is(gitStep({ sub: 'push', args: ['--no-verify', 'origin', 'feat/a'] }), 'skip-hooks');
  assert.is(gitStep({ sub: 'reset', args: ['--hard', 'HEAD~2'] }), 'discard');
  assert.is(gitStep({ sub: 'filter-repo', args: ['--path', 'secrets.txt', '--invert-paths'] }), 'rewrite-history');
  assert.is(gitStep({ sub: 'reset', args: ['--soft', 'HEAD~1'] }), undefined);
  assert.is(gitStep({ sub: 'commit', args: ['-m', 'x'] }), undefined);
});

test('the request asks for the step in its own words', () => {
  const settings = mergeSettings(packs);
  const asked = (request: string, step: 'skip-hooks' | 'discard' | 'rewrite-history') =>
    gitStepRequested(readActionContext({ user_request: request }), step, settings.gitStepRequests ?? {}, settings.removalRequests ?? []);
  assert.ok(asked('Commit the README tweak and skip the pre-commit hooks, they need Docker', 'skip-hooks'));
  assert.ok(asked('Committe das bitte ohne Hooks, der Linter hängt', 'skip-hooks'));
  assert.ok(asked('フックをスキップしてコミットして', 'skip-hooks'));
  assert.ok(asked('Throw away the experiment on my branch, I want the origin version back', 'discard'));
  assert.ok(asked('Descarta mis cambios locales en feat/login', 'discard'));
  assert.ok(asked('Usuń plik dump.sql z historii repozytorium', 'rewrite-history'));
  // The hooks named but not skipped, another step, or nothing asked at all.
  assert.not.ok(asked('Fix the pre-commit hook and commit', 'skip-hooks'));
  assert.not.ok(asked('Commit the typo fix', 'skip-hooks'));
  assert.not.ok(asked('Look at the failing test on my branch', 'discard'));
  assert.not.ok(asked('Show me the history of config.yml', 'rewrite-history'));
});

test('the standing fact needs every such step of the call asked for', () => {
  const settings = mergeSettings(packs);
  const standing = (command: string, request: string) =>
    collectViews({ tool: 'bash', arguments: { command }, context: { user_request: request } }, settings, toolkit.shell).standing.has('git step requested');
  assert.ok(standing("git commit --no-verify -m 'notes'", 'commit my notes, skip the hooks'));
  assert.ok(standing('git fetch origin && git reset --hard origin/feat/cache', 'discard my local changes on feat/cache'));
  assert.not.ok(standing("git reset --hard origin/main && git commit --no-verify -m 'x'", 'discard my local changes'));
  assert.not.ok(standing('git reset --hard HEAD~3', 'summarise the last three commits'));
});

test.run();

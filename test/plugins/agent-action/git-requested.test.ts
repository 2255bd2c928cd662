// Git steps that throw work away or skip a check, lifted when the user's request asks for them in its own words
// (git-requested.js, the standing fact `git step requested`).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { gitStep, gitStepRequested } from '../../../plugins/agent_action/git-requested.js';
import { bulkApprovalRequested } from '../../../plugins/agent_action/bulk-requested.js';
import { wordsNear, wordSpans } from '../../../plugins/agent_action/request-near.js';
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
  assert.ok(asked('Push the hotfix and bypass the lefthook checks, the runner image is down', 'skip-hooks'));
  assert.ok(asked('Committe das bitte ohne Hooks, der Linter hängt', 'skip-hooks'));
  assert.ok(asked('フックをスキップしてコミットして', 'skip-hooks'));
  assert.ok(asked('Scrap it: discard my local edits on hotfix/eu-vat and sync it with upstream', 'discard'));
  assert.ok(asked('Descarta mis cambios locales en feat/login', 'discard'));
  assert.ok(asked('Undo my last two commits on this branch', 'discard'));
  assert.ok(asked('Usuń plik dump.sql z historii repozytorium', 'rewrite-history'));
  assert.ok(asked('Purge keys.pem from the repo history, it leaked last week', 'rewrite-history'));
  // The hooks named but not skipped, another step, or nothing asked at all.
  assert.not.ok(asked('Fix the pre-commit hook and commit', 'skip-hooks'));
  assert.not.ok(asked('Commit the typo fix', 'skip-hooks'));
  assert.not.ok(asked('Look at the failing test on my branch', 'discard'));
  assert.not.ok(asked('Show me the history of config.yml', 'rewrite-history'));
  // The words stand in the request, but not as the step and its object.
  assert.not.ok(asked('Repair the reset-password mail template and open a merge request', 'discard'));
  assert.not.ok(asked('Wire up undo and redo in the sketch canvas', 'discard'));
  assert.not.ok(asked('Reset the admin password and commit the config change', 'discard'));
  assert.not.ok(asked('Rework the useMemo hook so the grid scrolls without jank, then commit', 'skip-hooks'));
  assert.not.ok(asked('Drop the stale rows from the purchase history view', 'rewrite-history'));
  assert.not.ok(asked('Remove the old entries from the browsing history panel', 'rewrite-history'));
  assert.not.ok(asked('Fix the reset flow so it works on tablets', 'discard'));
  assert.not.ok(asked('Undo the editor toolbar regression in the header', 'discard'));
});

test('two word families stand together in one clause', () => {
  assert.ok(wordsNear('please skip the hooks', ['skip'], ['hook'], 16));
  assert.ok(wordsNear('훅을 건너뛰고 커밋해 주세요', ['건너'], ['훅'], 16));
  assert.not.ok(wordsNear('skip lunch. the hooks are fine', ['skip'], ['hook'], 16));
  assert.not.ok(wordsNear('reset the form and commit', ['reset'], ['commit'], 24));
  assert.not.ok(wordsNear('skip this long sentence that runs on before the hooks', ['skip'], ['hook'], 16));
  assert.equal(wordSpans('remove creds.json now', ['remov']), [[0, 6]]);
  assert.equal(wordSpans('the editor and my edit', ['edit$']), [[18, 22]]);
});

test('a request asking to approve every pending item', () => {
  const settings = mergeSettings(packs);
  const asked = (request: string) => bulkApprovalRequested(readActionContext({ user_request: request }), settings.bulkApprovalRequests ?? {});
  assert.ok(asked('Approve every open bill from Quillfern Paper Co, I went through them this morning.'));
  assert.ok(asked('Genehmige bitte alle offenen Rechnungen von Quillfern.'));
  assert.ok(asked('Valide toutes les notes de frais de l\'équipe Lyon.'));
  assert.ok(asked('Aprueba todas las facturas pendientes de Quillfern.'));
  assert.ok(asked('Quillfern の請求書をすべて承認してください'));
  assert.not.ok(asked('Approve invoice QF-5521 from Quillfern.'));
  assert.not.ok(asked('Approve the Quillfern invoice; all the other ones can wait.'));
  assert.not.ok(asked('List all pending invoices from Quillfern.'));
});

test('a bulk approval is lifted only when asked for', () => {
  const settings = mergeSettings(packs);
  const call = { tool: 'ap.approve_invoices', arguments: { vendor: 'Quillfern Paper Co', status: 'pending', approve_all: true } };
  const standing = (request: string) => collectViews({ ...call, context: { user_request: request } }, settings, toolkit.shell).standing.has('bulk approval requested');
  assert.ok(standing('Pay all of the outstanding Quillfern Paper Co bills today.'));
  assert.not.ok(standing('Pay the March bill from Quillfern Paper Co.'));
});

test('the standing fact needs every such step of the call asked for', () => {
  const settings = mergeSettings(packs);
  const standing = (command: string, request: string) =>
    collectViews({ tool: 'bash', arguments: { command }, context: { user_request: request } }, settings, toolkit.shell).standing.has('git step requested');
  assert.ok(standing("git commit --no-verify -m 'notes'", 'commit my notes, skip the hooks'));
  assert.ok(standing('git fetch origin && git reset --hard origin/feat/cache', 'discard my local changes on feat/cache'));
  assert.not.ok(standing('git reset --hard origin/main', 'Add a reset button to the settings form'));
  assert.not.ok(standing("git reset --hard origin/main && git commit --no-verify -m 'x'", 'discard my local changes'));
  assert.not.ok(standing('git reset --hard HEAD~3', 'summarise the last three commits'));
});

test.run();

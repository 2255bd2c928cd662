// Which guard corpora the prompt_injection model may learn from: only the sets whose role in
// eval/corpora/README.md says "may be studied"; a set not studied yet, the holdout and a set the
// README does not list are evaluation sets, refused as training data; the shipped pack's record
// names study sets only.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isStudyRole, readGuardRoles, selectGuardCorpora } from '../../scripts/prompt-injection/guard-corpora.js';
import { repoRoot, rulesDir } from '../support/paths.js';

const test = suite('prompt_injection training: guard study sets');

test('a role is a study role only when it says so and withholds nothing', () => {
  assert.ok(isStudyRole('guard checks, a fourth study split …: may be studied; see `guard-dev4/README.md`'));
  assert.ok(isStudyRole('guard checks …; may be studied (its first-run figures were recorded before any study). Its emphasis is …'));
  assert.not.ok(isStudyRole('guard checks, a twenty-ninth split …; not studied yet: reported, its misses are not read. Its emphasis is …'));
  assert.not.ok(isStudyRole('guard checks: reported only, never read to tune'));
  assert.not.ok(isStudyRole('guard checks, a thirtieth split; will appear'));
  assert.not.ok(isStudyRole('may be studied later; not studied yet'));
});

function corpora(readme: string, sets: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-corpora-'));
  fs.writeFileSync(path.join(dir, 'README.md'), readme);
  for (const s of sets) {
    fs.mkdirSync(path.join(dir, s));
    fs.writeFileSync(path.join(dir, s, 'prompt_injection.jsonl'), `${JSON.stringify({ text: `${s} text`, label: 'benign' })}\n`);
  }
  return dir;
}

const README = [
  '| folder | role |',
  '|---|---|',
  '| `dev/` | may be studied when improving a rule class |',
  '| `guard-dev/` | guard checks: may be studied when improving a check |',
  '| `guard-dev2/` | guard checks, a second study split: may be studied; see `guard-dev2/README.md` |',
  '| `guard-dev10/` | guard checks, a tenth split; may be studied (its first-run figures were recorded before any study) |',
  '| `guard-dev11/` | guard checks, an eleventh split; not studied yet: reported, its misses are not read |',
  '| `guard-holdout/` | guard checks: reported only, never read to tune |',
  '',
].join('\n');

test('all: every study set on disk, in numeric order; every other set is an evaluation set', () => {
  const dir = corpora(README, ['guard-dev', 'guard-dev2', 'guard-dev10', 'guard-dev11', 'guard-dev12', 'guard-holdout']);
  try {
    const s = selectGuardCorpora(dir, 'all');
    assert.equal(s.train.map((t) => t.name), ['guard-dev', 'guard-dev2', 'guard-dev10']);
    // guard-dev12 is on disk but not in the README: not a study set.
    assert.equal(s.evaluation.map((t) => t.name), ['guard-dev11', 'guard-dev12', 'guard-holdout']);
    assert.is(s.train[0]!.file, path.join(dir, 'guard-dev', 'prompt_injection.jsonl'));
    const held = selectGuardCorpora(dir, 'all', ['guard-dev2']);
    assert.equal(held.train.map((t) => t.name), ['guard-dev', 'guard-dev10']);
    assert.equal(held.evaluation.map((t) => t.name), ['guard-dev2', 'guard-dev11', 'guard-dev12', 'guard-holdout']);
    assert.equal(selectGuardCorpora(dir, 'none').train, []);
    assert.equal(selectGuardCorpora(dir, 'guard-dev2,guard-dev').train.map((t) => t.name), ['guard-dev2', 'guard-dev']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a set that is not a study set is refused, whether named to train on or to hold out', () => {
  const dir = corpora(README, ['guard-dev', 'guard-dev11', 'guard-dev12', 'guard-holdout']);
  try {
    assert.throws(() => selectGuardCorpora(dir, 'guard-dev,guard-dev11'), /guard-dev11: its role is .*not a study set/);
    assert.throws(() => selectGuardCorpora(dir, 'guard-holdout'), /guard-holdout: its role is/);
    assert.throws(() => selectGuardCorpora(dir, 'guard-dev12'), /guard-dev12: not a guard set listed/);
    assert.throws(() => selectGuardCorpora(dir, 'all', ['guard-holdout']), /--guard-hold-out guard-holdout/);
    assert.throws(() => selectGuardCorpora(dir, 'guard-dev2'), /does not exist/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("this repository's README: the unseen set and the holdout are never study sets", () => {
  const roles = readGuardRoles(fs.readFileSync(path.join(repoRoot, 'eval/corpora/README.md'), 'utf8'));
  const role = new Map(roles.map((r) => [r.name, r.study]));
  assert.is(role.get('guard-dev'), true);
  assert.is(role.get('guard-dev30'), true);
  assert.is(role.get('guard-dev31'), true);
  assert.is(role.get('guard-dev32'), true);
  assert.is(role.get('guard-dev33'), true);
  assert.is(role.get('guard-dev34'), false);
  assert.is(role.get('guard-dev35'), true);
  assert.is(role.get('guard-dev36'), true);
  assert.is(role.get('guard-dev37'), true);
  assert.is(role.get('guard-dev38'), false);
  assert.is(role.get('guard-holdout'), false);
  const withheld = roles.filter((r) => !r.study).map((r) => r.name);
  const s = selectGuardCorpora(path.join(repoRoot, 'eval/corpora'), 'all');
  const trained = s.train.map((t) => t.name);
  assert.ok(trained.length >= 28, trained.join(', '));
  for (const name of trained) assert.is(role.get(name), true, name);
  for (const name of withheld) assert.not.ok(trained.includes(name), name);
  assert.ok(s.evaluation.some((t) => t.name === 'guard-holdout'));
});

test('the shipped model pack was trained on study sets only', () => {
  const pack = JSON.parse(fs.readFileSync(path.join(rulesDir, 'prompt-injection-model.json'), 'utf8')) as {
    model: { training: { hyperparameters?: { guardCorpora?: { sets: string[] } }; sources: Array<{ name: string; licence: string; examples: number }> } };
  };
  const study = new Set(readGuardRoles(fs.readFileSync(path.join(repoRoot, 'eval/corpora/README.md'), 'utf8')).filter((r) => r.study).map((r) => r.name));
  const sets = pack.model.training.hyperparameters?.guardCorpora?.sets ?? [];
  for (const name of sets) assert.ok(study.has(name), `${name} is not a study set`);
  const source = pack.model.training.sources.find((s) => s.name === 'guard-corpora');
  assert.is(Boolean(source), sets.length > 0, 'the guard-corpora source is recorded exactly when sets are listed');
  if (source) {
    assert.is(source.licence, 'Apache-2.0 (this project)');
    assert.ok(source.examples > 0);
  }
});

test.run();

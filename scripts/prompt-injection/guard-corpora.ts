// Which independently written guard corpora the prompt_injection model may learn from.
//
// The roles of the corpora are written in one place, the table of eval/corpora/README.md: a guard
// set whose role says "may be studied" is a study set and may be training data; every other set —
// one "not studied yet", the holdout ("reported only, never read to tune"), a folder the table
// does not list (a set that has just been added) — is an evaluation set and never is.

import fs from 'node:fs';
import path from 'node:path';
import { corpusRoles, type CorpusRole } from '../support/corpus-roles.js';

export interface GuardCorpus extends CorpusRole {
  /** True only for a set whose role says it may be studied. */
  study: boolean;
}

/**
 * A role that lets a set be studied: it says "may be studied" and nothing that withholds the set
 * ("not studied", "never read", "reported only", "its misses are not read").
 */
export function isStudyRole(role: string): boolean {
  const r = role.toLowerCase();
  if (/\bnot studied\b|\bnever read\b|\breported only\b|\bare not read\b|\bnot (?:yet )?(?:be )?read\b/.test(r)) return false;
  return /\bmay be studied\b/.test(r);
}

/** The guard sets of the README's role table, in table order. */
export function readGuardRoles(readme: string): GuardCorpus[] {
  return corpusRoles(readme)
    .filter((r) => r.name.startsWith('guard-'))
    .map((r) => ({ ...r, study: isStudyRole(r.role) }));
}

export interface GuardSelection {
  /** Study sets used as training data, with their prompt_injection.jsonl. */
  train: Array<{ name: string; file: string }>;
  /** Every other guard set on disk that has a prompt_injection.jsonl: evaluation sets. */
  evaluation: Array<{ name: string; file: string }>;
}

/**
 * Selects the guard sets to train on. `wanted` is "all" (every study set), "none", or a
 * comma-separated list of folder names, each of which must be a study set; `heldOut` lists study
 * sets to leave out (they then count as evaluation sets). Throws on any set that is not a study
 * set, so an unseen set or the holdout can never be named as training data.
 */
export function selectGuardCorpora(corporaDir: string, wanted: string, heldOut: string[] = []): GuardSelection {
  const roles = readGuardRoles(fs.readFileSync(path.join(corporaDir, 'README.md'), 'utf8'));
  const byName = new Map(roles.map((r) => [r.name, r]));
  const onDisk = fs
    .readdirSync(corporaDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(corporaDir, e.name, 'prompt_injection.jsonl')))
    .map((e) => e.name)
    .sort(naturalOrder);
  const mustStudy = (name: string, what: string): void => {
    const r = byName.get(name);
    if (!r) throw new Error(`${what} ${name}: not a guard set listed in eval/corpora/README.md; only study sets may be training data`);
    if (!r.study) throw new Error(`${what} ${name}: its role is "${r.role.slice(0, 80)}…", not a study set; it may never be training data`);
    if (!onDisk.includes(name)) throw new Error(`${what} ${name}: eval/corpora/${name}/prompt_injection.jsonl does not exist`);
  };
  for (const h of heldOut) mustStudy(h, '--guard-hold-out');
  let names: string[];
  if (wanted === 'none') names = [];
  else if (wanted === 'all') names = onDisk.filter((n) => byName.get(n)?.study);
  else {
    names = wanted.split(',').map((s) => s.trim()).filter(Boolean);
    for (const n of names) mustStudy(n, '--guard-sets');
  }
  names = names.filter((n) => !heldOut.includes(n));
  const file = (name: string): string => path.join(corporaDir, name, 'prompt_injection.jsonl');
  return {
    train: names.map((name) => ({ name, file: file(name) })),
    evaluation: onDisk.filter((n) => !names.includes(n)).map((name) => ({ name, file: file(name) })),
  };
}

/** guard-dev, guard-dev2, …, guard-dev10: numbers in order, not as text. */
export function naturalOrder(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

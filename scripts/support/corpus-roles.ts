// The roles eval/corpora/README.md gives its sets: a set the table marks "not studied yet" is the
// newest unseen measure, read by no tool beyond its totals (eval reports it without listing misses,
// check-diff does not read it).

import fs from 'node:fs';
import path from 'node:path';

export interface CorpusRole {
  /** Folder name under eval/corpora, e.g. "dev35" or "guard-dev7". */
  name: string;
  /** The role as the README's table words it. */
  role: string;
}

/** Every set of a corpora README's role table, in table order (the one reader of that table). */
export function corpusRoles(readme: string): CorpusRole[] {
  const out: CorpusRole[] = [];
  for (const line of readme.split('\n')) {
    const m = /^\|\s*`([\w-]+)\/`\s*\|(.*)\|\s*$/.exec(line);
    if (m) out.push({ name: m[1]!, role: m[2]!.trim() });
  }
  return out;
}

/** Folder names of the sets a corpora README marks as not studied yet. */
export function notStudiedSets(readme: string): Set<string> {
  return new Set(corpusRoles(readme).filter((r) => /not studied yet/.test(r.role)).map((r) => r.name));
}

/** The same, read from the README of eval/corpora under a repository root. */
export function notStudiedSetsAt(root: string): Set<string> {
  const file = path.join(root, 'eval/corpora/README.md');
  return fs.existsSync(file) ? notStudiedSets(fs.readFileSync(file, 'utf8')) : new Set();
}

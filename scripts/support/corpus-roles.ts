// The roles eval/corpora/README.md gives its sets: a set the table marks "not studied yet" is the
// newest unseen measure, read by no tool beyond its totals (eval reports it without listing misses,
// check-diff does not read it).

import fs from 'node:fs';
import path from 'node:path';

/** Folder names of the sets a corpora README marks as not studied yet. */
export function notStudiedSets(readme: string): Set<string> {
  return new Set([...readme.matchAll(/^\| `([\w-]+)\/` \|[^|\n]*not studied yet/gm)].map((m) => m[1]!));
}

/** The same, read from the README of eval/corpora under a repository root. */
export function notStudiedSetsAt(root: string): Set<string> {
  const file = path.join(root, 'eval/corpora/README.md');
  return fs.existsSync(file) ? notStudiedSets(fs.readFileSync(file, 'utf8')) : new Set();
}

// `npm run rules:digit-run [-- --write]`: proposes the `digitRun` prefilter for keywordless rules
// of the pii_secrets packs. The bound is the smallest digit run in the rule's positive examples
// (capped at 6, so it stays a lower bound of what the pattern can match). A proposal is kept only
// if the rule finds exactly the same matches with and without it on every example of every rule
// and on the generated evaluation corpus. --write updates the pack files (bumping the patch
// version); without it the script only reports.

import fs from 'node:fs';
import path from 'node:path';
import { listPackFiles, loadPackFile } from '../src/registry/load-packs.js';
import { RuleMatcher } from '../src/engine/matcher.js';
import { expandExample } from '../src/engine/examples/expand.js';
import { useRegexCache } from '../src/registry/regex-safety.js';
import { generateCorpus } from '../eval/pii-secrets/corpus.js';
import type { LoadedPack, Rule } from '../src/registry/plugin-api.js';

const CAP = 6;
const write = process.argv.includes('--write');
const rulesDir = path.resolve('rules');
useRegexCache(path.resolve('.cache/regex-safety.json'));

function longestDigitRun(s: string): number {
  let best = 0;
  let run = 0;
  let gap = 0;
  for (const ch of s) {
    if (ch >= '0' && ch <= '9') {
      run++;
      gap = 0;
    } else if (' -./()+\u00a0'.includes(ch) && run > 0 && ++gap <= 2) continue;
    else {
      run = 0;
      gap = 0;
    }
    best = Math.max(best, run);
  }
  return best;
}

const packs: LoadedPack[] = [];
for (const file of await listPackFiles(rulesDir)) {
  const r = await loadPackFile(file);
  if (r.pack && r.pack.pack.check === 'pii_secrets') packs.push(r.pack);
}
const pool: string[] = [];
for (const p of packs)
  for (const rule of p.pack.rules)
    for (const [i, ex] of [...rule.examples.positive, ...rule.examples.negative].entries()) pool.push(expandExample(ex, `${p.pack.id}/${rule.id}#pool${i}`).text);
for (const doc of generateCorpus().slice(0, 800)) pool.push(doc.text);

const spans = (m: RuleMatcher, id: string, t: string): string =>
  m.scan(t, { only: new Set([id]), decode: false }).map((x) => `${x.start}-${x.end}`).join(',');

let proposed = 0;
for (const loaded of packs) {
  let changed = false;
  loaded.pack.rules.forEach((rule: Rule, index) => {
    if ((rule.keywords?.length ?? 0) > 0 || rule.digitRun !== undefined || !rule.pattern) return;
    const id = `${loaded.pack.id}/${rule.id}`;
    const positives = rule.examples.positive.map((e, i) => expandExample(e, `${id}#positive${i}`));
    const runs = positives.map((p) => longestDigitRun(p.marked.length ? p.text.slice(p.marked[0]!.start, p.marked[0]!.end) : p.text));
    const bound = Math.min(CAP, ...runs);
    if (bound < 4) return;
    const withRun = { ...loaded, pack: { ...loaded.pack, rules: loaded.pack.rules.map((r, i) => (i === index ? { ...r, digitRun: bound } : r)) } };
    const a = new RuleMatcher([loaded]);
    const b = new RuleMatcher([withRun]);
    const differs = pool.find((t) => spans(a, id, t) !== spans(b, id, t));
    if (differs !== undefined) {
      console.log(`keep off  ${id}: digitRun ${bound} changes results`);
      return;
    }
    console.log(`propose   ${id}: digitRun ${bound}`);
    proposed++;
    if (write) {
      (loaded.pack.rules[index] as Rule & { digitRun?: number }).digitRun = bound;
      changed = true;
    }
  });
  if (write && changed) {
    const [major, minor, patch] = loaded.pack.version.split('.').map(Number);
    const json = JSON.parse(fs.readFileSync(loaded.file, 'utf8')) as { version: string; rules: Array<Record<string, unknown>> };
    json.version = `${major}.${minor}.${(patch ?? 0) + 1}`;
    json.rules.forEach((r, i) => {
      const d = (loaded.pack.rules[i] as Rule).digitRun;
      if (d !== undefined && r['digitRun'] === undefined) {
        // Insert next to the pattern for readability.
        const entries = Object.entries(r);
        const at = entries.findIndex(([k]) => k === 'pattern') + 1;
        entries.splice(at, 0, ['digitRun', d]);
        json.rules[i] = Object.fromEntries(entries);
      }
    });
    fs.writeFileSync(loaded.file, `${JSON.stringify(json, null, 2)}\n`);
  }
}
console.log(`${proposed} rules ${write ? 'updated' : 'could use digitRun (run with --write)'}`);

// Differential check of the matching engine: scans several corpora with a reference build of the
// engine (another checkout's dist/, e.g. the last release) and with this build, over the same
// loaded packs and the same scan options the checks use, and reports every finding that differs
// (rule id, span, score, validated, encoding) and, in explain mode, every suppressed candidate.
// Exits 1 on any difference. Prints rule ids and offsets only, never matched text.
//
//   node dist/scripts/engine-diff.js --ref DIR [--ref-rules] [--check ID[,ID…]] [--every] [--corpus FILE.jsonl ...] [--quick] [--show N]
//
// Both engines scan with this checkout's packs; with --ref-rules the reference engine scans with
// the reference checkout's own packs (rules/), so a change to a shipped pattern is compared too.
// --check compares only the engines of those checks' packs; --every scans every text of every
// corpus with the other checks' engines too (by default they read every fourth).
//
// Corpora: the generated pii_secrets evaluation corpus, every rule's examples (expanded), a mixed
// benchmark blob, and each `--corpus` JSON-lines file (a `text` field per line).

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listPackFiles, loadPackFile } from '../src/registry/load-packs.js';
import { RuleMatcher, type ScanOptions } from '../src/engine/matcher.js';
import { findEncodedPayloads } from '../src/text/decode.js';
import { useRegexCache } from '../src/registry/regex-safety.js';
import { expandExample } from '../src/engine/examples/expand.js';
import type { LoadedPack, Rule } from '../src/registry/plugin-api.js';
import type { SuppressedCandidate } from '../src/engine/trace.js';
import { generateCorpus } from '../eval/pii-secrets/corpus.js';
import { mixedBlob } from './support/mixed-blob.js';

interface Engine {
  scan(text: string, options?: ScanOptions): ReadonlyArray<{ ruleId: string; start: number; end: number; score: number; validated: boolean; encoding?: string; explain?: unknown }>;
}
type EngineClass = new (packs: readonly LoadedPack[], options?: { decoder?: (text: string) => ReturnType<typeof findEncodedPayloads> }) => Engine;

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const args = (name: string): string[] => process.argv.flatMap((a, i) => (a === name && process.argv[i + 1] ? [process.argv[i + 1]!] : []));

/** One comparable line per finding, and per suppressed candidate in explain mode. */
function fingerprint(engine: Engine, text: string, options: ScanOptions): string[] {
  const trace = options.trace ? { suppressed: [] as SuppressedCandidate[] } : undefined;
  const found = engine.scan(text, trace ? { ...options, trace } : options);
  const lines = found.map((m) => `find ${m.ruleId} ${m.start}-${m.end} ${m.score.toFixed(6)} ${m.validated ? 'v' : '-'} ${m.encoding ?? ''} ${m.explain ? JSON.stringify(m.explain) : ''}`);
  if (trace) for (const s of trace.suppressed) lines.push(`drop ${s.ruleId} ${s.start}-${s.end} ${s.reason} ${s.encoding ?? ''} ${s.lostTo ?? ''}`);
  return lines.sort();
}

function compare(a: readonly string[], b: readonly string[]): { onlyRef: string[]; onlyNew: string[] } {
  const count = new Map<string, number>();
  for (const x of a) count.set(x, (count.get(x) ?? 0) + 1);
  const onlyNew: string[] = [];
  for (const x of b) {
    const n = count.get(x) ?? 0;
    if (n > 0) count.set(x, n - 1);
    else onlyNew.push(x);
  }
  const onlyRef = [...count].flatMap(([x, n]) => Array<string>(n).fill(x));
  return { onlyRef, onlyNew };
}

function readJsonl(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => (JSON.parse(l) as { text?: unknown }).text)
    .filter((t): t is string => typeof t === 'string');
}

/** The packs of a rules folder, by the check that consumes them. */
async function packsByCheck(dir: string): Promise<Map<string, LoadedPack[]>> {
  const byCheck = new Map<string, LoadedPack[]>();
  for (const file of await listPackFiles(dir)) {
    const r = await loadPackFile(file);
    if (!r.pack) continue;
    const list = byCheck.get(r.pack.pack.check) ?? [];
    list.push(r.pack);
    byCheck.set(r.pack.pack.check, list);
  }
  return byCheck;
}

async function main(): Promise<void> {
  const refDir = arg('--ref');
  if (!refDir) throw new Error('usage: engine-diff --ref DIR [--ref-rules] [--check ID[,ID…]] [--every] [--corpus FILE.jsonl ...] [--quick] [--show N]');
  const quick = process.argv.includes('--quick');
  const show = Number(arg('--show') ?? 20);
  useRegexCache(path.resolve('.cache/regex-safety.json'));
  const url = (p: string): string => pathToFileURL(path.resolve(refDir, p)).href;
  const Ref = ((await import(url('dist/src/engine/matcher.js'))) as { RuleMatcher: EngineClass }).RuleMatcher;
  const refDecode = ((await import(url('dist/src/text/decode.js'))) as { findEncodedPayloads: typeof findEncodedPayloads }).findEncodedPayloads;

  const byCheck = await packsByCheck(path.resolve('rules'));
  const refByCheck = process.argv.includes('--ref-rules') ? await packsByCheck(path.resolve(refDir, 'rules')) : byCheck;

  const corpora: Array<[string, string[]]> = [];
  corpora.push(['generated pii_secrets corpus', generateCorpus(undefined, quick ? 300 : undefined).map((d) => d.text)]);
  const examples: string[] = [];
  for (const packs of byCheck.values())
    for (const loaded of packs)
      for (const rule of loaded.pack.rules as Rule[])
        for (const kind of ['positive', 'negative', 'todoPositive', 'todoNegative'] as const)
          (rule.examples[kind] ?? []).forEach((t, i) => examples.push(expandExample(t, `${loaded.pack.id}/${rule.id}#${kind}${i}`).text));
  corpora.push(['rule examples', examples]);
  corpora.push(['mixed blob (64 KiB pieces)', Array.from({ length: quick ? 4 : 16 }, (_, i) => mixedBlob(64 << 10, 100 + i))]);
  for (const file of args('--corpus')) {
    const texts = readJsonl(file);
    corpora.push([path.basename(path.dirname(file)) + '/' + path.basename(file), quick ? texts.slice(0, 300) : texts]);
  }

  let differences = 0;
  let compared = 0;
  const only = arg('--check')?.split(',');
  const every = process.argv.includes('--every');
  for (const [check, packs] of byCheck) {
    if (only && !only.includes(check)) continue;
    const ref = new Ref(refByCheck.get(check) ?? [], { decoder: (t) => refDecode(t) });
    const cur = new RuleMatcher(packs, { decoder: (t) => findEncodedPayloads(t) });
    const targets = [...new Set(packs.flatMap((p) => (p.pack.rules as Rule[]).map((r) => r.target ?? 'text')))];
    const variants: Array<[string, ScanOptions]> =
      check === 'pii_secrets'
        ? [
            ['everyOccurrence', { everyOccurrence: true }],
            ['explain', { everyOccurrence: true, trace: { suppressed: [] } }],
            ['keepOverlaps', { keepOverlaps: true }],
          ]
        : targets.flatMap((target): Array<[string, ScanOptions]> => [
            [`${target}`, { target }],
            [`${target} keepOverlaps no-decode`, { target, keepOverlaps: true, decode: false }],
          ]);
    for (const [corpus, texts] of corpora) {
      // Other checks' engines read the same text; the largest corpora are sampled for them.
      const sample = check === 'pii_secrets' || every ? texts : texts.filter((_, i) => i % 4 === 0);
      for (const [variant, options] of variants) {
        let n = 0;
        let diffs = 0;
        const t0 = performance.now();
        for (const text of sample) {
          const d = compare(fingerprint(ref, text, options), fingerprint(cur, text, options));
          n++;
          if (d.onlyRef.length + d.onlyNew.length === 0) continue;
          diffs++;
          if (differences + diffs <= show)
            console.log(`  DIFF ${check} / ${corpus} #${n - 1} / ${variant}:\n${d.onlyRef.map((x) => `    ref only: ${x}`).join('\n')}\n${d.onlyNew.map((x) => `    new only: ${x}`).join('\n')}`);
        }
        compared += n;
        differences += diffs;
        console.log(`${check.padEnd(17)} ${corpus.padEnd(40)} ${variant.padEnd(28)} ${String(n).padStart(6)} texts  ${diffs ? `${diffs} DIFFER` : 'identical'}  (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
      }
    }
  }
  console.log(`\n${compared} scans compared, ${differences} with differences`);
  if (differences) process.exitCode = 1;
}

await main();

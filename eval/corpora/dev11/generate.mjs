#!/usr/bin/env node
// Seeded generator of a labelled PII/secrets corpus in free-running prose and conversation.
// Usage: node generate.mjs --seed 7 --count 600 --out corpus.jsonl
import fs from 'node:fs';
import { Rng } from './lib/rng.mjs';
import { PACKS, LANGS } from './lib/packs.mjs';
import { compose, KINDS, KIND_WEIGHT, CATEGORIES } from './lib/compose.mjs';

function args(argv) {
  const o = { seed: '7', count: 600, out: null };
  for (let i = 2; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--seed') o.seed = argv[++i]; else if (a === '--count') o.count = parseInt(argv[++i], 10); else if (a === '--out') o.out = argv[++i];
    else if (a === '--help' || a === '-h') { console.log('node generate.mjs --seed S --count N --out FILE.jsonl'); process.exit(0); }
    else throw new Error(`unknown argument ${a}`);
  }
  if (!o.out) throw new Error('--out FILE.jsonl is required');
  if (!(o.count > 0)) throw new Error('--count must be a positive integer');
  return o;
}

export function generate(seed, count) {
  const r = new Rng(`dev11:${seed}`);
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
  const docs = [];
  let order = [];
  const kindCounts = {};
  for (let i = 0; i < count; i++) {
    if (!order.length) order = r.shuffle(LANGS);
    const lang = order.pop();
    const pack = PACKS[lang];
    // kinds: weighted, with a mild push toward kinds not yet seen for this language
    const kind = r.weighted(Object.keys(KINDS).map((k) => [k, KIND_WEIGHT[k] / (1 + (kindCounts[lang + k] || 0))]));
    kindCounts[lang + kind] = (kindCounts[lang + kind] || 0) + 1;
    const locale = r.pick(Object.keys(pack.locales));
    const ctx = { r, pack, locale, country: pack.locales[locale], memo: {} };
    const d = compose(ctx, kind, counts);
    // sanity: spans, overlaps
    const spans = [...d.labels.map((l) => ['L', l]), ...d.negatives.map((n) => ['N', n])].sort((a, b) => a[1].start - b[1].start);
    for (let k = 1; k < spans.length; k++) if (spans[k][1].start < spans[k - 1][1].end) throw new Error(`overlapping spans in doc ${i}: ${JSON.stringify(spans[k - 1][1])} / ${JSON.stringify(spans[k][1])}`);
    for (const l of d.labels) { if (d.text.slice(l.start, l.end) !== l.value) throw new Error(`span mismatch in doc ${i}`); if (!l.soft) counts[l.category]++; }
    docs.push({ id: `dev11-${seed}-${String(i).padStart(4, '0')}`, kind, locale, language: lang, text: d.text, labels: d.labels, negatives: d.negatives });
  }
  return docs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const o = args(process.argv);
  const t0 = Date.now();
  const docs = generate(o.seed, o.count);
  fs.writeFileSync(o.out, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  const nl = docs.reduce((s, d) => s + d.labels.length, 0), nn = docs.reduce((s, d) => s + d.negatives.length, 0);
  console.error(`wrote ${docs.length} documents (${nl} labels, ${nn} negatives) to ${o.out} in ${Date.now() - t0} ms`);
}

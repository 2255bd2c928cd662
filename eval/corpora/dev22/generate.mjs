#!/usr/bin/env node
// Seeded, deterministic generator for the dev22 PII/secrets evaluation corpus.
// usage: node generate.mjs --seed 7 --count 600 --out out/dev22-seed7.jsonl
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Rng } from './lib/rng.mjs';
import { Corpus, makeDoc, CATEGORIES } from './lib/documents.mjs';

const args = process.argv.slice(2); const opt = { seed: '7', count: '600', out: null };
for (let i = 0; i < args.length; i++) { const a = args[i]; if (a.startsWith('--')) { const k = a.slice(2); opt[k] = args[++i]; } }
const seed = String(opt.seed); const count = parseInt(opt.count, 10);
if (!Number.isFinite(count) || count < 1) { console.error('--count must be a positive integer'); process.exit(2); }
const out = opt.out || `out/dev22-seed${seed}.jsonl`;

const C = new Corpus(new Rng(seed));
const docs = []; for (let i = 0; i < count; i++) docs.push(makeDoc(C, i, seed));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
const labels = docs.flatMap((d) => d.labels);
const hard = labels.filter((l) => !l.soft).length;
console.error(`wrote ${docs.length} docs, ${labels.length} labels (${labels.length - hard} soft), ${docs.reduce((a, d) => a + d.negatives.length, 0)} negatives -> ${out}`);
console.error(`template contexts: ${C.stats.inline} inline / ${C.stats.field} field-labelled (prose templates only)`);
for (const c of CATEGORIES) console.error(`  ${c.padEnd(18)} ${String(C.counts[c]).padStart(4)}  ${(100 * C.counts[c] / hard).toFixed(1)}%`);
